"""The solve path's shortcuts for speed (issue 12 item 7) give exactly what the plain path gives: whys
rendered once and reused, shared across hands and scenarios, in both languages, also once the caches
fill up and start again."""
from __future__ import annotations

import dataclasses
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from trainer import solve as solve_mod
from trainer.i18n import text_in
from trainer.scenario.load import load
from trainer.sequence.load import load_any
from trainer.sequence.solve import solve_sequence
from trainer.shoe import deal_taglia, taglia_text
from trainer.solve import Solution, solve
from trainer.vocab import CommissionRounding, SeatOrder, Winner

ROOT = Path(__file__).resolve().parent.parent
ONE_HAND = sorted((ROOT / "scenarios").glob("*.yaml"))


def plain_json(sol: Solution, lang: str) -> dict:
    """to_json as written without any cache: every why through text_in."""
    explain = {key: {**ex, "why": text_in(ex["why"], lang)} for key, ex in sol.explain.items()}
    return {"format": 1, "scenario": sol.scenario.id, "answer": sol.answer, "explain": explain}


def solutions() -> list[Solution]:
    out = [solve(load(str(p))) for p in ONE_HAND]
    for seed in (3, 11):
        seq = load_any(f"taglia-{seed}.yaml", taglia_text(deal_taglia(seed)).encode())
        out += solve_sequence(seq).hands  # type: ignore[union-attr]
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
def test_to_json_renders_every_why_as_text_in_does(lang):
    sols = solutions()
    for _ in range(2):  # the second pass reads the cached texts
        for sol in sols:
            assert sol.to_json(lang) == plain_json(sol, lang)


def test_the_shared_whys_start_again_when_full(monkeypatch):
    monkeypatch.setattr(solve_mod, "_SHARED_MAX", 3)
    monkeypatch.setattr(solve_mod, "_SHARED", {})
    monkeypatch.setattr(solve_mod, "_RENDERED", {})
    sols = solutions()
    for lang in ("en", "it", "en"):
        for sol in sols:
            assert sol.to_json(lang) == plain_json(sol, lang)
    assert len(solve_mod._SHARED) <= 3 and len(solve_mod._RENDERED) <= 3


def test_a_shared_why_is_one_object_for_one_key():
    seq = load_any("t.yaml", taglia_text(deal_taglia(5)).encode())
    hands = solve_sequence(seq).hands  # type: ignore[union-attr]
    payouts = {id(h.explain["payouts"]["why"]) for h in hands if "payouts" in h.explain
               and h.answer.get("winner") == "punto"}
    assert len(payouts) == 1


def test_payouts_of_hands_with_the_same_seats_are_settled_as_each_hand_alone():
    from trainer import table as tbl

    seq = load_any("t.yaml", taglia_text(deal_taglia(8)).encode())
    hands = solve_sequence(seq).hands  # type: ignore[union-attr]
    settled = [h for h in hands if "payouts" in h.answer]
    assert len(settled) > 20
    for h in settled:
        sc, winner = h.scenario, h.outcome.coup.winner  # type: ignore[union-attr]
        alone = {str(n): tbl.amount(v) for n, v in tbl.settle(sc.table, winner, sc.house).items()}
        assert h.answer["payouts"] == alone
        assert all(type(v) is type(alone[k]) and str(v) == str(alone[k]) for k, v in h.answer["payouts"].items())
    assert len({id(h.answer["payouts"]) for h in settled}) == len(settled)  # each hand its own dict


def test_remembered_reader_and_button_are_those_of_each_hand_alone():
    from trainer import table as tbl

    for seed in (2, 9):
        seq = load_any("t.yaml", taglia_text(deal_taglia(seed)).encode())
        for h in solve_sequence(seq).hands:  # type: ignore[union-attr]
            sc = h.scenario
            # A copy of the seats: the same stakes in another tuple are found afresh, and agree.
            fresh = tbl.Table(tuple(list(sc.table.seats)), sc.table.button)
            assert fresh.seats is not sc.table.seats
            other = replace(sc.house, banco_commission=Decimal("0.04"), commission_rounding=CommissionRounding.DOWN_TO_UNIT,
                            seat_order=SeatOrder.DESCENDING)
            for table, house in ((sc.table, sc.house), (fresh, sc.house), (sc.table, other), (sc.table, sc.house)):
                assert tbl.reader_of(table, house) == tbl.reader(table, house)
                assert tbl.next_button_of(table, house) == tbl.next_button(table, house)
                for winner in Winner:
                    alone = {str(n): tbl.amount(v) for n, v in tbl.settle(table, winner, house).items()}
                    got = tbl.payouts(table, winner, house)
                    assert [(k, str(v)) for k, v in got.items()] == [(k, str(v)) for k, v in alone.items()]


def test_every_spelling_of_a_card_is_one_object_and_shoes_count_them():
    from trainer.cards import parse_card, same_card_counts

    for spellings in (("7H", "7h", "7♥"), ("10S", "ts", "TS", "10♠"), ("AD", "ad", "A♦")):
        cards = [parse_card(t) for t in spellings]
        assert all(c is cards[0] for c in cards)
        assert same_card_counts(cards) == [len(spellings)]
    assert sorted(same_card_counts([parse_card(t) for t in ("KC", "kc", "2D")])) == [1, 2]


def test_a_card_past_the_decks_is_found_whatever_its_spelling(tmp_path):
    import yaml as pyyaml

    from trainer.yamlio.errors import Invalid

    doc = {"id": "x", "title": "x", "articles": [3], "table": {"seats": {1: {"punto": 100}}},
           "shoe": {"decks": 1, "cards": ["7H", "KS", "3D", "9C", "2H", "7h"]},
           "fault": {"kind": "dropped_card", "card": 2}}
    path = tmp_path / "x.yaml"
    path.write_text(pyyaml.safe_dump(doc))
    with pytest.raises(Invalid) as bad:
        load(str(path))
    assert any("item 6: 7H appears 2 times" in str(p) for p in bad.value.problems)


def test_an_outcome_without_whys_gets_its_own_dict():
    from trainer.faults.base import Outcome
    from trainer.vocab import Status

    a, b = Outcome(Status.VALID, (), None, (), 0), Outcome(Status.VALID, (), None, (), 0)
    assert a.why == {} and a.why is not b.why


def test_each_hand_scenario_is_the_one_the_constructor_builds():
    from trainer.scenario.model import Scenario
    from trainer.sequence.play import play

    seq = load_any("t.yaml", taglia_text(deal_taglia(4)).encode())
    for p in play(seq):  # type: ignore[arg-type]
        sc = p.scenario
        built = Scenario(
            id=seq.id, title=seq.title, articles=seq.articles, table=sc.table, cards=sc.cards, decks=seq.decks,
            mask_after=sc.mask_after, fault=sc.fault, house=seq.house, level=seq.level,
            description=seq.description, pass_mark=seq.pass_mark, source=seq.source, sha256=seq.sha256,
            marks=seq.marks, title_it=seq.title_it, description_it=seq.description_it, carried=sc.carried,
            in_bianco=sc.in_bianco)
        assert sc == built
        assert [getattr(sc, f.name) for f in dataclasses.fields(sc)] == \
            [getattr(built, f.name) for f in dataclasses.fields(built)]
