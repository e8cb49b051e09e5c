"""The sabot plays on: each hand of a scenario in turn, and what it carries to the next (RULEBOOK §5).

`Carry` is everything one hand hands on to the next: where the sabot stands
(R18), the set-aside cards that open the next hand (R19), the colpo in
bianco announced for it (R20), the button (R21), the bets (R24) and whether
the mask has ended the taglia (R22). A one-hand file is a scenario of one
hand: it plays the same way, and its refusals are said at its own keys
(`fault.card`, not `hands[0].fault.card`).

Each hand of a longer scenario is given the carried cards followed by a
window of the sabot long enough for any hand and fault: a refusal then says
how many cards the hand needs, not how many the whole sabot lists. Only a
mask at the start of a hand, which counts every card left, sees the rest.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterator

from ..cards import Card
from ..faults import KINDS, Context, Impossible, Outcome, art10
from ..faults.base import Fault, Params
from ..game.betting import stakes_of
from ..table import Limits, Seat, Table
from ..vocab import GRADED, Article, Key, NextHand
from ..yamlio.errors import Invalid, KeyPath, Problem
from .hand import HandSolution, outcome_of, reader_of, solution_of
from .model import Hand, HandPlan, Scenario, Start

HAND_WINDOW = 16  # sabot cards shown to a hand beyond its fault's own positions: a hand and its fault draw at most 8


@dataclass(frozen=True, slots=True)
class Carry:
    """The state between two hands; `Carry.start(scenario)` is the state before hand 1."""

    pos: int  # the next card of scenario.cards to leave the sabot (R18)
    carried: tuple[Card, ...]  # set aside by the hand before: they open the next hand (R19)
    in_bianco: tuple[Article, ...]  # non-empty: the next hand is the colpo in bianco these articles announced (R20)
    button: int  # where the button is for the next hand (R21)
    seats: tuple[Seat, ...]  # the bets most recently listed (R24), as they played after a betting fault (R30a)
    ended_in: int | None = None  # the hand in which the mask came out: no hand may follow (R22)
    limits: Limits | None = None  # the table limits in force (Article 14, R30)
    limits_from: int = 1  # the hand from which they hold

    @staticmethod
    def start(scenario: Scenario) -> Carry:
        return Carry(0, scenario.start.carried, scenario.start.in_bianco, scenario.table.button,
                     scenario.table.seats, limits=scenario.table.limits)


@dataclass(frozen=True, slots=True)
class Played:
    """One hand, played: the hand as dealt, its outcome and solution, and the state it leaves."""

    plan: HandPlan
    solution: HandSolution  # the keys this hand grades (narrowed by its `grade:`)
    after: Carry

    @property
    def hand(self) -> Hand:
        return self.solution.hand

    @property
    def number(self) -> int:
        return self.solution.hand.number

    @property
    def outcome(self) -> Outcome:
        return self.solution.outcome


def play(scenario: Scenario) -> Iterator[Played]:
    """Each hand in turn; Invalid at the first hand that cannot happen, at that hand's line."""
    carry = Carry.start(scenario)
    for i, plan in enumerate(scenario.hands):
        played = play_next(scenario, i + 1, plan, carry)
        yield played
        carry = played.after


def play_next(scenario: Scenario, number: int, plan: HandPlan, carry: Carry) -> Played:
    """Hand `number` (1-based) played from `carry`, as `play` plays it: for a caller that builds a
    scenario hand by hand (trainer.shoe) and must not replay the hands before it each time."""
    if scenario.single:
        return _single(scenario, plan, carry)
    return _hand(scenario, number - 1, plan, carry)


def rest_after(scenario: Scenario, played: Played) -> Scenario:
    """The hands after `played` as a scenario of their own, starting from the sabot, carried cards,
    button and bets it left: it answers each of those hands exactly as `scenario` does."""
    carry = played.after
    mask = scenario.mask_after - carry.pos if scenario.mask_after is not None else None
    return replace(scenario, cards=scenario.cards[carry.pos:], mask_after=mask, hands=scenario.hands[played.number:],
                   table=Table(carry.seats, carry.button, carry.limits), start=Start(carry.carried, carry.in_bianco))


def _single(scenario: Scenario, plan: HandPlan, carry: Carry) -> Played:
    """A one-hand file: every listed card, its mask as written, its refusals at its own keys."""
    hand = Hand(scenario, 1, scenario.table, scenario.cards, scenario.mask_after, plan.fault)
    reader = reader_of(hand)
    try:
        out = outcome_of(hand, reader)
    except Impossible as imp:
        raise _refused(scenario, imp.path, imp.message) from None
    full = solution_of(hand, out, reader)
    return Played(plan, full, _after(carry, out, full, carry.seats, 1, out.drawn))


def _hand(scenario: Scenario, i: int, plan: HandPlan, carry: Carry) -> Played:
    n = i + 1
    if carry.ended_in is not None:
        raise _refused(scenario, ("hands", i), f"hand {n}: the mask came out in hand {carry.ended_in}, which ended "
                       "the taglia (R22); no hand follows it in the same sabot: remove this hand and those after it, "
                       "or move shoe.mask_after further on")
    fault = plan.fault
    bianco = carry.in_bianco
    if bianco and fault is not None:
        raise _refused(scenario, ("hands", i, "fault"), f"hand {n}: this hand is the colpo in bianco that hand "
                       f"{n - 1} announced (R20): it is played without bets and carries no fault of its own; move "
                       "the fault to a later hand")
    seats = plan.bets if plan.bets is not None else carry.seats
    limits, limits_from = (plan.limits, n) if plan.limits is not None else (carry.limits, carry.limits_from)
    if not bianco and not any(s.has_stake for s in seats):
        where: KeyPath = ("hands", i, "bets") if plan.bets is not None else ("hands", i)
        raise _refused(scenario, where, f"hand {n}: no stake is on the table in this hand; give a seat a punto, "
                       "banco or egalite bet in this hand's bets")
    k = len(carry.carried)
    left = len(scenario.cards) - carry.pos
    mask = scenario.mask_after - carry.pos if scenario.mask_after is not None else None
    window = HAND_WINDOW + _positions(fault)
    whole = mask == 0 or left <= window  # the mask at the start counts every card left (Article 5)
    sabot = scenario.cards[carry.pos:] if whole else scenario.cards[carry.pos:carry.pos + window]
    cards = carry.carried + sabot
    if mask == 0 and 5 not in scenario.articles:
        raise _refused(scenario, ("articles",), f"articles must include 5: the mask is the first thing out of the "
                       f"sabot in hand {n} (R22), an Article 5 fault; add 5 to the list")
    # The hand sees the mask only where it lies within its cards; with a fault the scenario checks it below.
    seen_mask = k + mask if mask is not None and (whole or mask < window) and fault is None else None
    table = Table(seats if not bianco else tuple(Seat(s.number, temporary=s.temporary) for s in seats),
                  carry.button, limits)
    if not bianco and plan.bets is None:
        _check_carried_limits(scenario, i, table, plan, limits_from)
    hand = Hand(scenario, n, table, cards, seen_mask, fault, k, bianco, new_limits=plan.limits is not None)
    reader = reader_of(hand)
    try:
        out = outcome_of(hand, reader)
    except Impossible as imp:
        raise _impossible(scenario, i, imp, left, k) from None
    taken = out.drawn
    if out.exhausted and fault is not None:
        taken = art10.taken(fault.kind, fault.params, fault.drawn, Context(cards, scenario.house, reader, k), out)
    if taken > len(cards):  # only an exhausted hand's stated `drawn` can go past the listed cards
        raise _impossible(scenario, i, Impossible(("shoe", "cards"), "", taken), left, k)
    if fault is not None and mask is not None and k + mask < taken:
        raise _refused(scenario, ("hands", i, "fault"), f"hand {n}: the mask comes out after card "
                       f"{scenario.mask_after} of shoe.cards, inside this hand, which already has a {fault.kind} "
                       f"fault; a hand holds one fault, so move the fault to another hand or set shoe.mask_after to "
                       f"{carry.pos + taken - k} or more")
    full = solution_of(hand, out, reader)
    after = replace(_after(carry, out, full, seats, n, taken), limits=limits, limits_from=limits_from)
    return Played(plan, _narrowed(scenario, i, full, plan, out), after)


def _check_carried_limits(scenario: Scenario, i: int, table: Table, plan: HandPlan, since: int) -> None:
    """R30: stakes carried from the hands before must lie within the limits in force in this hand (those it
    lists were checked by the loader); a stake_out_of_limits fault's own stake may lie outside them."""
    limits = table.limits
    if limits is None:
        return
    exempt = _out_of_limits(plan.fault)
    for seat in table.seats:
        for stake in stakes_of(seat):
            if not limits.allow(stake.amount) and (stake.seat, str(stake.box)) != exempt:
                where: KeyPath = ("hands", i, "limits") if plan.limits is not None else ("hands", i)
                raise _refused(scenario, where, f"hand {i + 1}: seat {stake.seat}'s {stake.box} stake of "
                               f"{stake.amount}, carried from the hands before, lies outside the limits "
                               f"{limits.minimum}-{limits.maximum} in force since hand {since} (R30); give this "
                               "hand bets within them, or change the limits")


def _out_of_limits(fault: Fault[Params] | None) -> tuple[int, str] | None:
    """The (seat, box) a stake_out_of_limits fault names."""
    if fault is None or fault.kind != "stake_out_of_limits":
        return None
    seat, box = getattr(fault.params, "seat"), getattr(fault.params, "box")
    return int(seat), str(box)


def _after(carry: Carry, out: Outcome, full: HandSolution, seats: tuple[Seat, ...], n: int, taken: int) -> Carry:
    button = full.answer.button
    assert button is not None  # every status grades the button
    if out.betting is not None:  # R30a: the hands after a betting fault start from the stakes as they played
        seats = out.betting.playing.seats
    return Carry(
        pos=carry.pos + max(taken - len(carry.carried), 0),
        carried=out.set_aside,
        in_bianco=out.articles if out.next_hand == NextHand.COLPO_IN_BIANCO else (),
        button=button,
        seats=seats,
        ended_in=n if out.next_hand == NextHand.NEW_SHOE else None,
    )


def _positions(fault: Fault[Params] | None) -> int:
    """The fault's own positions and counts: a hand may need that many cards more than a clean one."""
    if fault is None:
        return 0
    kind = KINDS[fault.kind]
    values = (getattr(fault.params, name) for name, f in kind.fields.items() if f.type in ("position", "count"))
    return sum(v for v in values if type(v) is int)


def _narrowed(scenario: Scenario, i: int, full: HandSolution, plan: HandPlan, out: Outcome) -> HandSolution:
    """The solution graded in this hand: its `grade:` keys only, each one its status grades."""
    if plan.grade is None:
        return full
    status = "exhausted" if out.exhausted else str(out.status)
    for j, key in enumerate(plan.grade):
        if key not in full.keys:
            graded = ", ".join(GRADED[status])
            raise _refused(scenario, ("hands", i, "grade", j), f"hand {i + 1}: grade lists {key}, which this hand "
                           f"does not grade: it is {status.replace('_', ' ')}, and grades {graded}")
    return full.only(tuple(Key(k) for k in plan.grade))


def _impossible(scenario: Scenario, i: int, imp: Impossible, left: int, carried: int) -> Invalid:
    """The one-hand engine's refusal, said at this hand: its own keys under hands[i], the shoe's at the shoe."""
    n = i + 1
    path = imp.path
    if path[:2] == ("shoe", "cards") and imp.needed is not None:
        from_sabot = imp.needed - carried
        return _refused(scenario, ("hands", i), f"hand {n}: the cards run out: this hand and its fault draw at "
                        f"least {from_sabot} cards from the sabot, but only {left} of shoe.cards are left after the "
                        "hands before it; add cards at the end of shoe.cards")
    if path[:1] == ("articles",):
        return _refused(scenario, ("articles",), f"hand {n}: the mask comes out inside this hand (Article 5, R22); "
                        "add 5 to articles")
    if path[:1] == ("shoe",):
        return _refused(scenario, path, f"hand {n}: {imp.message}")
    return _refused(scenario, ("hands", i) + path, f"hand {n}: {imp.message}")


def _refused(scenario: Scenario, path: KeyPath, message: str) -> Invalid:
    if scenario.marks.root is None:  # built in memory: no position to give
        return Invalid([Problem(scenario.source, 1, 1, message)])
    return Invalid([scenario.marks.problem(path, message)])
