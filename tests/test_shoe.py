"""Whole taglie (issue 12 items 6, 8): the sabot prepared (R23), dealt by the engine until the mask ends
it, faults placed where FORMATS §5 allows them, written as files that validate and solve as dealt."""
from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from trainer.cards import Card, full_deck, parse_card
from trainer.cli import main
from trainer.engine.solve import solve
from trainer.faults import KINDS
from trainer.vocab import Touches
from trainer.faults import KNOWN_DRAWN
from trainer.sequence.load import load_any
from trainer.shoe import Dealer, deal_taglia, prepare, taglia_text
from trainer.shoe.prepare import burn_value
from trainer.vocab import NextHand

SEEDS = range(40)


@pytest.fixture(scope="module")
def taglie():
    return [deal_taglia(seed) for seed in SEEDS]


def run(*args: str):
    return CliRunner().invoke(main, list(args))


# ---- preparing the sabot (R23) ----------------------------------------------------------------------------------

@pytest.mark.parametrize("token, value", [("AS", 1), ("2H", 2), ("9D", 9), ("10C", 10), ("JS", 10), ("QH", 10),
                                          ("KD", 10)])
def test_the_turned_up_card_burns_as_many_as_its_value(token, value):
    assert burn_value(parse_card(token)) == value


@pytest.mark.parametrize("decks", [1, 2, 6, 8])
def test_prepare_keeps_every_card_burns_by_the_turned_up_card_and_leaves_seven_behind_the_mask(decks):
    for seed in range(30):
        p = prepare(random.Random(seed), decks)
        assert Counter(p.burn + p.cards) == Counter(full_deck() * decks)
        assert len(p.burnt) == burn_value(p.turned_up)
        assert p.burn[0] == p.turned_up
        assert p.behind_mask >= 7 and 0 < p.mask_after < len(p.cards)


def test_prepare_is_seeded():
    assert prepare(random.Random(5)) == prepare(random.Random(5))
    assert prepare(random.Random(5)).cards != prepare(random.Random(6)).cards


# ---- dealing -----------------------------------------------------------------------------------------------------

def test_the_mask_ends_every_taglia_and_no_hand_before(taglie):
    for t in taglie:
        nexts = [d.played.outcome.next_hand for d in t.hands]
        assert nexts[-1] == NextHand.NEW_SHOE, t.id
        assert NextHand.NEW_SHOE not in nexts[:-1], t.id
        assert 5 in t.sequence.articles
        # Six decks, the mask 7 to 10 cards from the end: about sixty hands (57-64 over 300 seeds).
        assert 52 <= len(t.hands) <= 70, (t.id, len(t.hands))


def test_faults_never_in_bianco_mask_or_carried_hands(taglie):
    """FORMATS §5: never in a colpo in bianco announced by the hand before (R20) nor in the hand the mask
    comes out in; our own choice: nor in a hand opened by set-aside cards (R19, R26)."""
    placed = bianco = carried = 0
    for t in taglie:
        for d in t.hands:
            sc = d.played.hand
            bianco += bool(sc.in_bianco)
            carried += bool(sc.carried)
            if d.fault is None:
                assert d.plan.fault is None
                continue
            placed += 1
            assert not sc.in_bianco and not sc.carried, (t.id, d.played.number)
            assert d.played.after.ended_in is None, (t.id, d.played.number)
    assert placed and bianco and carried  # every case met across the seeds


def test_the_fault_rate_holds_over_the_taglie(taglie):
    hands = sum(len(t.hands) for t in taglie)
    faults = sum(d.fault is not None for t in taglie for d in t.hands)
    assert 0.11 <= faults / hands <= 0.19, faults / hands
    clean = deal_taglia(3, fault_rate=0.0)
    assert all(d.fault is None for d in clean.hands) and clean.sequence.articles == (5,)


def test_an_article_10_fault_states_drawn(taglie):
    seen = 0
    for t in taglie:
        pos = 0
        for d in t.hands:
            if d.fault is not None and d.fault.get("after_burn"):
                seen += 1
                assert ("drawn" in d.fault) == (d.fault["kind"] not in KNOWN_DRAWN), d.fault
                if "drawn" in d.fault:  # R25: the next hand starts after the cards it says were drawn
                    assert 4 <= d.fault["drawn"] <= 8
                    assert d.played.after.pos - pos == d.fault["drawn"] - d.played.hand.carried
            pos = d.played.after.pos
    assert seen


def test_chosen_articles_only():
    for seed in range(8):
        t = deal_taglia(seed, articles=[8], fault_rate=0.3)
        kinds = {d.fault["kind"] for d in t.hands if d.fault}
        assert kinds and kinds <= {"wrong_third_card"}
        assert set(t.sequence.articles) <= {5, 8, 10}


def test_bets_change_and_a_temporary_player_sits_in_some_taglie(taglie):
    assert all(sum(d.plan.bets is not None for d in t.hands) >= 5 for t in taglie)
    temporary = [t for t in taglie if any(s.temporary for s in t.sequence.table.seats)]
    assert temporary
    for t in temporary:  # the standing player bets in some hands and not in others
        number = next(s.number for s in t.sequence.table.seats if s.temporary)
        stakes = {d.played.hand.table.seat(number).has_stake for d in t.hands if not d.played.hand.in_bianco}
        assert stakes == {True, False} or len(t.hands) < 20


def test_the_dealer_deals_hand_by_hand_as_the_whole_taglia():
    dealer = Dealer(11)
    left = [dealer.left_before_mask]
    while not dealer.over:
        dealer.deal()
        left.append(dealer.left_before_mask)
    assert left == sorted(left, reverse=True) and left[-1] == 0
    assert dealer.taglia() == deal_taglia(11)
    with pytest.raises(RuntimeError):
        dealer.deal()


# ---- the files ---------------------------------------------------------------------------------------------------

def _cards(text: str) -> list[Card]:
    return [parse_card(c) for c in yaml.safe_load(text)["shoe"]["cards"]]


def test_written_taglie_load_and_solve_hand_by_hand_as_dealt(taglie):
    for t in taglie:
        text = taglia_text(t)
        seq = load_any(f"{t.id}.yaml", text.encode())
        assert not seq.single and len(seq.hands) == len(t.hands)  # read as a sequence
        sol = solve(seq)
        assert [h.answer for h in sol.hands] == [d.played.solution.answer for d in t.hands]
        # The file lists the sabot from hand 1's first card: with the opening burn, every card of the decks.
        assert Counter(t.prepared.burn + tuple(_cards(text))) == Counter(full_deck() * 6)
        assert text.startswith("# yaml-language-server: $schema=scenario.schema.json\n")


def test_written_taglie_meet_the_json_schema(taglie):
    jsonschema = pytest.importorskip("jsonschema")
    from test_schema import _schema, as_editor_sees

    validator = jsonschema.Draft202012Validator(_schema("scenario"))
    for t in taglie[:10]:
        errors = list(validator.iter_errors(as_editor_sees(yaml.safe_load(taglia_text(t)))))
        assert not errors, (t.id, errors[0].message)


def test_generate_shoe_writes_taglie_that_validate_and_solve(tmp_path):
    out = tmp_path / "t"
    result = run("generate", "--shoe", "--count", "3", "--out", str(out), "--seed", "9")
    assert result.exit_code == 0, result.output
    files = sorted(out.glob("*.yaml"))
    assert [f.name for f in files] == ["taglia-s9-001.yaml", "taglia-s9-002.yaml", "taglia-s9-003.yaml"]
    assert (out / "scenario.schema.json").read_text() == run("schema", "scenario").output
    assert run("validate", str(out)).exit_code == 0
    solved = run("solve", "--json", str(out))
    assert solved.exit_code == 0
    lines = [yaml.safe_load(line) for line in solved.output.splitlines()]
    assert [len(line["answer"]["hands"]) for line in lines] == [len(deal_taglia(9, i).hands) for i in (1, 2, 3)]


def test_same_seed_same_bytes_and_nothing_overwritten(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    for out in (a, b):
        assert run("generate", "--shoe", "--count", "2", "--out", str(out), "--seed", "4",
                   "--decks", "2", "--fault-rate", "0.3", "--article", "1", "--article", "premise").exit_code == 0
    for name in ("taglia-s4-001.yaml", "taglia-s4-002.yaml"):
        assert (a / name).read_bytes() == (b / name).read_bytes()
    assert "decks: 2" in (a / "taglia-s4-001.yaml").read_text()
    (a / "scenario.schema.json").write_text("mine")
    before = {p.name: p.read_bytes() for p in a.iterdir()}
    again = run("generate", "--shoe", "--count", "3", "--out", str(a), "--seed", "4")
    assert again.exit_code == 1 and "already exists" in again.output
    assert {p.name: p.read_bytes() for p in a.iterdir()} == before  # nothing written, the schema kept
    other = run("generate", "--shoe", "--count", "1", "--out", str(a), "--seed", "5")
    assert other.exit_code == 0 and (a / "scenario.schema.json").read_text() == "mine"


@pytest.mark.parametrize("args, says", [
    (["--article", "5"], "mask (Article 5)"),
    (["--decks", "2"], "go with --shoe"),
    (["--shoe", "--level", "2"], "go with --shoe"),
    (["--shoe", "--decks", "9"], "--decks"),
    (["--shoe", "--fault-rate", "1.5"], "--fault-rate"),
])
def test_generate_shoe_usage_errors(tmp_path, args, says):
    if args == ["--article", "5"]:
        args = ["--shoe", *args]
    result = run("generate", "--count", "1", "--out", str(tmp_path / "x"), *args)
    assert result.exit_code == 2 and says in result.output, result.output
    assert not (tmp_path / "x").exists()


def test_every_fault_kind_is_placed_somewhere(taglie):
    # A taglia's faults are on its cards; the table's (RULEBOOK §6) are drilled hand by hand (trainer generate).
    kinds = {d.fault["kind"] for t in taglie for d in t.hands if d.fault}
    assert kinds == {name for name, kind in KINDS.items() if kind.touches != Touches.BETS}
    after_burn = {d.fault["kind"] for t in taglie for d in t.hands if d.fault and d.fault.get("after_burn")}
    assert after_burn == {k for k, kind in KINDS.items() if kind.after_burn_allowed}
