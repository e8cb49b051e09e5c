"""The sabot plays on: each hand of a sequence as a one-hand Scenario, and what it carries to the next.

RULEBOOK §5. `Carry` is everything one hand hands on to the next: where the
sabot stands (R18), the set-aside cards that open the next hand (R19), the
colpo in bianco announced for it (R20), the button (R21), the bets (R24) and
whether the mask has ended the taglia (R22). The hand itself is the one-hand
engine's (`trainer.solve.outcome_of`), given the carried cards followed by a
window of the sabot long enough for any hand and fault, so each hand costs
the same from the first of a taglia to the last; only a mask at the start of
a hand, which counts every card left, sees the whole rest.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Iterator

from .. import table as tbl
from ..cards import Card
from ..faults import Context, Impossible, Outcome, art10
from ..faults.base import Fault
from ..scenario.model import Scenario
from ..solve import Solution, outcome_of, solution_of
from ..table import Seat, Table
from ..vocab import GRADED, Article, NextHand
from ..yamlio.errors import Invalid, KeyPath, Problem
from .model import HandPlan, Sequence, Start

HAND_WINDOW = 16  # sabot cards shown to a hand beyond its fault's own positions: a hand and its fault draw at most 8


@dataclass(frozen=True, slots=True)
class Carry:
    """The state between two hands; `Carry.start(seq)` is the state before hand 1."""

    pos: int  # the next card of seq.cards to leave the sabot (R18)
    carried: tuple[Card, ...]  # set aside by the hand before: they open the next hand (R19)
    in_bianco: tuple[Article, ...]  # non-empty: the next hand is the colpo in bianco these articles announced (R20)
    button: int  # where the button is for the next hand (R21)
    seats: tuple[Seat, ...]  # the bets most recently listed (R24)
    ended_in: int | None = None  # the hand in which the mask came out: no hand may follow (R22)

    @staticmethod
    def start(seq: Sequence) -> Carry:
        return Carry(0, seq.start.carried, seq.start.in_bianco, seq.table.button, seq.table.seats)


@dataclass(frozen=True, slots=True)
class Played:
    """One hand of a sequence, played: the one-hand scenario it was, its outcome and solution, and the
    state it leaves for the next hand."""

    number: int  # 1-based
    plan: HandPlan
    scenario: Scenario
    outcome: Outcome
    solution: Solution  # the keys this hand grades (narrowed by its `grade:`)
    after: Carry


def play(seq: Sequence) -> Iterator[Played]:
    """Each hand in turn; Invalid at the first hand that cannot happen, at that hand's line."""
    carry = Carry.start(seq)
    for i, plan in enumerate(seq.hands):
        played = _hand(seq, i, plan, carry)
        yield played
        carry = played.after


def play_next(seq: Sequence, number: int, plan: HandPlan, carry: Carry) -> Played:
    """Hand `number` (1-based) played from `carry`, as `play` plays it: for a caller that builds a
    sequence hand by hand (trainer.shoe) and must not replay the hands before it each time."""
    return _hand(seq, number - 1, plan, carry)


def rest_after(seq: Sequence, played: Played) -> Sequence:
    """The hands after `played` as a sequence of their own, starting from the sabot, carried cards,
    button and bets it left: it answers each of those hands exactly as `seq` does."""
    carry = played.after
    mask = seq.mask_after - carry.pos if seq.mask_after is not None else None
    return replace(seq, cards=seq.cards[carry.pos:], mask_after=mask, hands=seq.hands[played.number:],
                   table=Table(carry.seats, carry.button), start=Start(carry.carried, carry.in_bianco))


def _hand(seq: Sequence, i: int, plan: HandPlan, carry: Carry) -> Played:
    n = i + 1
    if carry.ended_in is not None:
        raise _invalid(seq, ("hands", i), f"hand {n}: the mask came out in hand {carry.ended_in}, which ended the "
                       "taglia (R22); no hand follows it in the same sabot: remove this hand and those after it, "
                       "or move shoe.mask_after further on")
    fault = plan.fault
    bianco = carry.in_bianco
    if bianco and fault is not None:
        raise _invalid(seq, ("hands", i, "fault"), f"hand {n}: this hand is the colpo in bianco that hand {n - 1} "
                       "announced (R20): it is played without bets and carries no fault of its own; move the fault "
                       "to a later hand")
    seats = plan.bets if plan.bets is not None else carry.seats
    if not bianco and not any(s.has_stake for s in seats):
        where: KeyPath = ("hands", i, "bets") if plan.bets is not None else ("hands", i)
        raise _invalid(seq, where, f"hand {n}: no stake is on the table in this hand; give a seat a punto, banco or "
                       "egalite bet in this hand's bets")
    k = len(carry.carried)
    left = len(seq.cards) - carry.pos
    mask = seq.mask_after - carry.pos if seq.mask_after is not None else None
    window = HAND_WINDOW + _positions(fault)
    whole = mask == 0 or left <= window  # the mask at the start counts every card left (Article 5)
    cards = carry.carried + (seq.cards[carry.pos:] if whole else seq.cards[carry.pos:carry.pos + window])
    if mask == 0 and 5 not in seq.articles:
        raise _invalid(seq, ("articles",), f"articles must include 5: the mask is the first thing out of the sabot "
                       f"in hand {n} (R22), an Article 5 fault; add 5 to the list")
    # The hand sees the mask only where it lies within its cards; with a fault the sequence checks it below.
    seen_mask = k + mask if mask is not None and (whole or mask < window) and fault is None else None
    table = Table(seats if not bianco else tuple(Seat(s.number, temporary=s.temporary) for s in seats),
                  carry.button)
    sc = _scenario(seq, table, cards, seen_mask, fault, k, bianco)
    reader = tbl.reader(table, seq.house)
    try:
        out = outcome_of(sc, reader)
    except Impossible as imp:
        raise _impossible(seq, i, imp, carry.pos, left, k) from None
    taken = out.drawn
    if out.exhausted and fault is not None:
        taken = art10.taken(fault.kind, fault.params, fault.drawn, Context(cards, seq.house, reader, k), out)
    if taken > len(cards):  # only an exhausted hand's stated `drawn` can go past the listed cards
        raise _impossible(seq, i, Impossible(("shoe", "cards"), "", taken), carry.pos, left, k)
    if fault is not None and mask is not None and k + mask < taken:
        raise _invalid(seq, ("hands", i, "fault"), f"hand {n}: the mask comes out after card {seq.mask_after} of "
                       f"shoe.cards, inside this hand, which already has a {fault.kind} fault; a hand holds one "
                       f"fault, so move the fault to another hand or set shoe.mask_after to "
                       f"{carry.pos + taken - k} or more")
    full = solution_of(sc, out, reader)
    solution = _narrowed(seq, i, full, plan, out)
    after = Carry(
        pos=carry.pos + max(taken - k, 0),
        carried=out.set_aside,
        in_bianco=out.articles if out.next_hand == NextHand.COLPO_IN_BIANCO else (),
        button=int(full.answer["button"]),
        seats=seats,
        ended_in=n if out.next_hand == NextHand.NEW_SHOE else None,
    )
    return Played(n, plan, sc, out, solution, after)


def _scenario(seq: Sequence, table: Table, cards: tuple[Card, ...], mask_after: int | None,
              fault: Fault[Any] | None, carried: int, in_bianco: tuple[Article, ...]) -> Scenario:
    """The hand's one-hand Scenario: the sequence's own fields, and the hand's table, cards, mask, fault,
    carried cards and colpo in bianco."""
    return Scenario(
        id=seq.id, title=seq.title, articles=seq.articles, table=table, cards=cards, decks=seq.decks,
        mask_after=mask_after, fault=fault, house=seq.house, level=seq.level, description=seq.description,
        pass_mark=seq.pass_mark, source=seq.source, sha256=seq.sha256, marks=seq.marks, title_it=seq.title_it,
        description_it=seq.description_it, carried=carried, in_bianco=in_bianco,
    )


def _positions(fault: Fault[Any] | None) -> int:
    """The fault's own positions and counts: a hand may need that many cards more than a clean one."""
    if fault is None:
        return 0
    values = (getattr(fault.params, f.name) for f in fields(fault.params))
    return sum(v for v in values if type(v) is int)


def _narrowed(seq: Sequence, i: int, full: Solution, plan: HandPlan, out: Outcome) -> Solution:
    """The solution graded in this hand: its `grade:` keys only, each one its status grades."""
    if plan.grade is None:
        return full
    status = "exhausted" if out.exhausted else str(out.status)
    for j, key in enumerate(plan.grade):
        if key not in full.answer:
            graded = ", ".join(GRADED[status])
            raise _invalid(seq, ("hands", i, "grade", j), f"hand {i + 1}: grade lists {key}, which this hand does "
                           f"not grade: it is {status.replace('_', ' ')}, and grades {graded}")
    keys = [k for k in full.answer if k in plan.grade]
    return replace(full, answer={k: full.answer[k] for k in keys}, explain={k: full.explain[k] for k in keys})


def _impossible(seq: Sequence, i: int, imp: Impossible, pos: int, left: int, carried: int) -> Invalid:
    """The one-hand engine's refusal, said at this hand: its own keys under hands[i], the shoe's at the shoe."""
    n = i + 1
    path = imp.path
    if path[:2] == ("shoe", "cards") and imp.needed is not None:
        from_sabot = imp.needed - carried
        return _invalid(seq, ("hands", i), f"hand {n}: the cards run out: this hand and its fault draw at least "
                        f"{from_sabot} cards from the sabot, but only {left} of shoe.cards are left after the hands "
                        "before it; add cards at the end of shoe.cards")
    if path[:1] == ("articles",):
        return _invalid(seq, ("articles",), f"hand {n}: the mask comes out inside this hand (Article 5, R22); "
                        "add 5 to articles")
    if path[:1] == ("shoe",):
        return _invalid(seq, path, f"hand {n}: {imp.message}")
    return _invalid(seq, ("hands", i) + path, f"hand {n}: {imp.message}")


def _invalid(seq: Sequence, path: KeyPath, message: str) -> Invalid:
    if seq.marks.root is None:  # built in memory: no position to give
        return Invalid([Problem(seq.source, 1, 1, message)])
    return Invalid([seq.marks.problem(path, message)])
