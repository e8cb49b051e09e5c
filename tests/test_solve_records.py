"""Records on the solve path: cards read the same whatever their spelling, a shoe counts them so, an
outcome's whys are its own, and each hand of a sequence is the Hand its constructor builds."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from trainer.scenario.load import load
from trainer.sequence.load import load_any
from trainer.shoe import deal_taglia, taglia_text

ROOT = Path(__file__).resolve().parent.parent


def test_every_spelling_of_a_card_is_the_same_card():
    from trainer.cards import parse_card

    for spellings in (("7H", "7h", "7♥"), ("10S", "ts", "TS", "10♠"), ("AD", "ad", "A♦")):
        cards = [parse_card(t) for t in spellings]
        assert all(c == cards[0] and hash(c) == hash(cards[0]) for c in cards)


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
    from trainer.engine.model import Hand
    from trainer.engine.play import play

    seq = load_any("t.yaml", taglia_text(deal_taglia(4)).encode())
    for p in play(seq):
        hand = p.hand
        built = Hand(
            scenario=seq, number=hand.number, table=hand.table, cards=hand.cards, mask_after=hand.mask_after,
            fault=hand.fault, carried=hand.carried, in_bianco=hand.in_bianco, new_limits=hand.new_limits)
        assert hand == built
        assert [getattr(hand, f.name) for f in dataclasses.fields(hand)] == \
            [getattr(built, f.name) for f in dataclasses.fields(built)]
        # what every hand shares is its scenario's own (the old per-hand Scenario copied it field by field)
        assert hand.scenario == seq and hand.house == seq.house and hand.articles == seq.articles
