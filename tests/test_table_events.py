"""A fault that touches the bets goes through the same engine as one that touches the cards.

RULEBOOK §6's betting faults are the next issue's; here a kind written for the
test only (a late stake refused, R28) shows what the core gives them: the
betting phase as events, the stakes that play deciding the reader and the
payouts, the cards dealt as if nothing had happened. It is registered the
way docs/extending.md says a kind is, in the registry's KINDS.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

import pytest

from trainer import faults
from trainer.cards import parse_card
from trainer.engine.answer import Payouts
from trainer.engine.model import HandPlan, Scenario
from trainer.engine.solve import solve
from trainer.faults import Context, Fault, Field, Kind, Outcome, Params, premise
from trainer.game.betting import Placed, Refused, Stake
from trainer.i18n import say
from trainer.i18n.places import premise as premise_words
from trainer.table import Seat, Table
from trainer.vocab import PREMISE, Box, Key, Step, Touches

# Punto 9C 5D (4, draws the 2S: 6), Banco 7H KD (7, stands): Banco wins.
CARDS = tuple(parse_card(c) for c in "9C 7H 5D KD 2S 3H 4C 8S".split())
TABLE = Table((Seat(1, punto=100), Seat(3, banco=200), Seat(5, punto=50)), 3)


@dataclass(frozen=True, slots=True)
class LateStake(Params):
    seat: int
    amount: int


def late_stake(p: LateStake, ctx: Context) -> Outcome:
    """R28: a Punto stake placed after "Rien ne va plus" is handed back; the hand is dealt as it lies."""
    assert ctx.betting is not None
    stake = Stake(p.seat, Box.PUNTO, p.amount)
    out = premise.clean(ctx.correct())
    return replace(out, steps=(Step.WITHDRAW_BETS,), betting=ctx.betting.then(Placed(stake), Refused(stake)),
                   why={**out.why, "procedure": say("solve.clean.procedure")})


@pytest.fixture
def late_stake_kind(monkeypatch):
    kind = Kind("late_stake_test", PREMISE, LateStake, {"seat": Field("count"), "amount": Field("count")},
                late_stake, premise, "READER_ERROR", premise_words, touches=Touches.BETS)
    monkeypatch.setitem(faults.KINDS, kind.name, kind)
    return kind


def one_hand(fault: Fault | None) -> Scenario:
    return Scenario("t", "A test hand", (PREMISE,), TABLE, CARDS, hands=(HandPlan(fault),), single=True)


def test_a_refused_stake_neither_reads_nor_settles(late_stake_kind):
    # 5000 on Punto at seat 5 would make seat 5 the reader, and lose 5000: refused, it does neither.
    hand = solve(one_hand(Fault("late_stake_test", LateStake(5, 5000)))).only_hand
    clean = solve(one_hand(None)).only_hand
    assert hand.answer.reader == clean.answer.reader == 1
    assert hand.answer.payouts == clean.answer.payouts == Payouts(
        ((1, Decimal(-100)), (3, Decimal(190)), (5, Decimal(-50))))
    assert hand.answer.punto == clean.answer.punto  # the sabot gives the same cards
    assert hand.answer.procedure == (Step.WITHDRAW_BETS,)
    assert hand.outcome.betting is not None
    assert hand.outcome.betting.playing == TABLE  # the late stake came and went
    assert hand.hand.table == TABLE  # the hand as dealt shows the bets as the dealer saw them


def test_refusing_a_placed_stake_moves_the_reader_and_the_payouts(late_stake_kind, monkeypatch):
    def refuse_seat_1(p: LateStake, ctx: Context) -> Outcome:
        assert ctx.betting is not None
        out = premise.clean(ctx.correct())
        return replace(out, betting=ctx.betting.then(Refused(Stake(1, Box.PUNTO, 100))))

    monkeypatch.setitem(faults.KINDS, "late_stake_test", replace(late_stake_kind, procedure=refuse_seat_1))
    hand = solve(one_hand(Fault("late_stake_test", LateStake(1, 100)))).only_hand
    assert hand.answer.reader == 5  # the highest Punto stake that plays
    assert hand.answer.payouts == Payouts(((3, Decimal(190)), (5, Decimal(-50))))
    assert "reader" in [k.value for k in hand.keys] and hand.explanation.of(Key.READER).text.params["seat"] == 5


def test_every_registered_kind_says_what_it_touches():
    touched = {k.name: k.touches for k in faults.KINDS.values()}
    assert touched["misannounced_score"] == Touches.ANNOUNCEMENT
    assert {name for name, t in touched.items() if t == Touches.BETS} == {
        "second_bet", "late_bet", "banknote_bet", "stake_out_of_limits"}  # RULEBOOK §6
