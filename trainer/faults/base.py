"""What every fault shares: its inputs, its verdict, its refusals.

A fault is a small pure function from its parameters and the scenario's
cards (and the table's reader and house rules) to an `Outcome`: which cards
play, which are set aside or burned, the procedure, the status the hand is
left in, what the next hand is and what the button does, each with the
reason and the article. When the fault cannot happen with the scenario's
cards, it raises `Impossible` pointing at the key the author should change.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Generic, Sequence, TypeVar, Union

from ..cards import Card
from ..game.betting import Bet, Betting
from ..coup import Coup, ShortShoe, deal
from ..i18n import Say, Text, say
from ..rules import HouseRules
from ..table import Seat
from ..vocab import Article, ButtonMove, NextHand, Status, Step
from ..yamlio.errors import KeyPath

Path = KeyPath  # a path of keys into the scenario file, e.g. ("fault", "card")
Why = dict[str, Say | Text]  # answer key -> its sentences


class Impossible(Exception):
    """The fault cannot happen with these cards; `path` says which key to change."""

    def __init__(self, path: Path, message: str, needed: int | None = None):
        super().__init__(message)
        self.path = path
        self.message = message
        self.needed = needed  # for a list too short: how many cards the hand needs (a sequence says it its way)


@dataclass(frozen=True, slots=True)
class Field:
    """One key of a fault: its type, whether it is required, its default, how to ask for it."""

    type: str  # "position" | "bool" | "choice" | "positions" | "count" | "scores"
    required: bool = True
    default: FieldValue = None  # what an optional key left out gives
    choices: tuple[str, ...] = ()
    minimum: int = 0
    # Required unless the fault is found after the burn (Article 10 needs no answer to it).
    required_before_burn: bool = False
    hint: str = " (1 is the first card out of the sabot in this hand)"  # after a range, for positions
    what: str = "a card position"  # what a position counts, in messages


@dataclass(frozen=True, slots=True)
class Scores:
    """Scores as a dealer announces them (a `scores` field)."""

    banco: int
    punto: int


# What a field of each type reads as: a position or count, true or false, a choice, positions, scores; None
# for an optional key left out.
FieldValue = Union[int, bool, str, tuple[int, ...], Scores, Bet, None]


@dataclass(frozen=True, slots=True)
class Params:
    """The checked parameters of one fault kind; each kind has its own frozen subclass."""


P = TypeVar("P", bound=Params)
P_co = TypeVar("P_co", bound=Params, covariant=True)  # a Fault is read only: Fault[ExtraCard] is a Fault[Params]


@dataclass(frozen=True, slots=True)
class Fault(Generic[P_co]):
    kind: str
    params: P_co
    after_burn: bool = False
    drawn: int | None = None  # R25: cards an exhausted hand took and burnt (FORMATS §5 `drawn`)


@dataclass(frozen=True, slots=True)
class Context:
    """The hand a fault happens in: the betting phase as it went until "Rien ne va plus", the cards the sabot
    gives, the house, and who reads the Punto cards on the stakes as placed."""

    cards: tuple[Card, ...]
    house: HouseRules
    reader: int | str  # seat number or "dealer"
    carried: int = 0  # R19: how many of `cards` were set aside by the hand before (not in the sabot, R26)
    betting: Betting | None = None  # the stakes placed, then betting closed (None: the hand has no table here)

    def correct(self, cards: Sequence[Card] | None = None, *, extra: int = 0) -> Coup:
        """The correct hand on `cards` (default: the scenario's); a short list is refused."""
        try:
            return deal(self.cards if cards is None else cards)
        except ShortShoe as short:
            raise self.short(short.needed + extra) from None

    def need(self, count: int) -> None:
        """Refuse the scenario unless the shoe lists at least `count` cards."""
        if len(self.cards) < count:
            raise self.short(count)

    def short(self, needed: int) -> Impossible:
        return Impossible(
            ("shoe", "cards"),
            f"the shoe lists {len(self.cards)} cards but this hand and its fault draw "
            f"at least {needed}; add cards at the end of shoe.cards",
            needed,
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    status: Status
    steps: tuple[Step, ...]
    coup: Coup | None  # the cards that play; None when the hand is cancelled
    articles: tuple[Article, ...]  # the articles behind the fault's decisions
    drawn: int  # D: cards that left the sabot in this hand, the fault included
    why: Why = field(default_factory=dict)
    set_aside: tuple[Card, ...] = ()
    burned: tuple[Card, ...] = ()
    next_hand: NextHand = NextHand.NORMAL
    button: ButtonMove = ButtonMove.PASSES  # CANCEL defers to the house rule button_after_cancel
    cards_moved: bool = False  # the fault changed which cards play or where they went
    exhausted: bool = False  # Article 10: found after the burn
    # A fault that touches the bets (RULEBOOK §6): the betting phase with what the dealer did about it; its
    # `playing` stakes decide the reader and the payouts. None: the stakes play as placed.
    betting: Betting | None = None


def with_why(out: Outcome, **more: Say | Text) -> Outcome:
    """`out` with some of its reasons replaced or added."""
    return replace(out, why={**out.why, **more})


def whys(head: str, *keys: str) -> Why:
    """One sentence per answer key, from the catalog ids HEAD+KEY ("art3.first." -> "art3.first.status", ...)."""
    return {key: say(head + key) for key in keys}


def played_in_bianco(coup: Coup, articles: tuple[Article, ...], steps: tuple[Step, ...], head: str) -> Outcome:
    """The hand is played at once as a colpo in bianco, its bets withdrawn: the button stays (§2.6's one
    exception); the sentences are HEAD+status, procedure, button and next_hand."""
    return Outcome(Status.COLPO_IN_BIANCO, steps, coup, articles, coup.used,
                   whys(head, "status", "procedure", "button", "next_hand"), button=ButtonMove.STAYS)


def announced_in_bianco(out: Outcome, announced_by: tuple[Article, ...]) -> Outcome:
    """R20: the colpo in bianco that the hand before announced, played without bets from `out`, this
    hand's outcome without a fault (a clean hand, or the mask coming out in it, R22). Its procedure is
    Article 5's or empty (the announcement was the hand before's, R4); the button stays, even if too few
    cards cancel it; `announced_by` are the articles of the fault that announced it."""
    cancelled = out.status == Status.CANCELLED
    status = Status.CANCELLED if cancelled else Status.COLPO_IN_BIANCO
    note = say("base.bianco.status")
    why: Why = {**out.why, "status": note + out.why["status"] if out.steps else note}
    if not out.steps:
        why["procedure"] = say("base.bianco.procedure")
    articles = announced_by + tuple(a for a in out.articles if a not in announced_by and out.steps)
    return replace(out, status=status, articles=articles, why=why, button=ButtonMove.STAYS)


def at_the_table(ctx: Context) -> Betting:
    """The betting phase a fault on the bets acts on (every hand the engine deals has one)."""
    assert ctx.betting is not None, "a fault on the bets needs the hand's table"
    return ctx.betting


def seat_at_table(ctx: Context, seat: int) -> Seat:
    """The seat a fault on the bets names; Impossible when nobody sits there."""
    found = at_the_table(ctx).table.seat(seat)
    if found is None:
        seats = ", ".join(str(s.number) for s in at_the_table(ctx).table.seats)
        raise Impossible(("fault", "seat"), f"fault.seat is {seat}, but nobody sits there; name a seat at the "
                         f"table ({seats})")
    return found


def on_the_bets(ctx: Context, betting: Betting, step: Step, articles: tuple[Article, ...], head: str) -> Outcome:
    """A fault on the bets (RULEBOOK §6): the cards are dealt as they lie, the hand is valid, its next hand
    normal and the button passes; what changed is which stakes play (`betting`). The sentences are
    HEAD+status, procedure and bets."""
    coup = ctx.correct()
    return Outcome(Status.VALID, (step,), coup, articles, coup.used, {"status": say("base.bets.status"), **whys(head, "procedure", "bets")},
                   betting=betting)


def leftovers(ctx: Context, coup: Coup, drawn: int) -> tuple[Card, ...]:
    """R9: drawn cards the rebuilt hand does not use, in sabot order."""
    return tuple(ctx.cards[coup.used:drawn])


def rebuilt(ctx: Context, coup: Coup, drawn: int, articles: tuple[Article, ...], first_step: Step,
            what: Say) -> Outcome:
    """A hand rebuilt in sabot order before witnesses (R7, R8), left-overs set aside (R9)."""
    spare = leftovers(ctx, coup, drawn)
    steps = ctx.house.witness_steps() + [first_step]
    why: Why = {
        "status": say("base.rebuilt.status", what=what),
        "procedure": say("base.rebuilt.procedure"),
        "set_aside": say("base.rebuilt.set_aside"),
        "next_hand": say("base.rebuilt.next_hand"),
    }
    next_hand = NextHand.NORMAL
    if spare:
        steps += [Step.SET_ASIDE_CARD, Step.ANNOUNCE_COLPO_IN_BIANCO]
        why["procedure"] += say("base.rebuilt.procedure.spare")
        why["set_aside"] = say("base.rebuilt.set_aside.spare", used=coup.used, drawn=drawn)
        why["next_hand"] = say("base.rebuilt.next_hand.spare")
        next_hand = NextHand.COLPO_IN_BIANCO
    return Outcome(
        Status.VALID, tuple(steps), coup, articles, max(drawn, coup.used), why,
        set_aside=spare, next_hand=next_hand, cards_moved=True,
    )


def cancelled(ctx: Context, drawn: int, articles: tuple[Article, ...], what: Say) -> Outcome:
    """Articles 6-7: the hand cannot be clearly rebuilt: cancel, burn what was drawn."""
    ctx.need(drawn)
    steps = ctx.house.witness_steps() + [Step.CANCEL_HAND, Step.BURN_CARDS]
    why: Why = {
        "status": say("base.cancelled.status", what=what),
        "procedure": say("base.cancelled.procedure"),
        "burned": say("base.cancelled.burned", drawn=drawn),
        "next_hand": say("base.cancelled.next_hand"),
    }
    return Outcome(
        Status.CANCELLED, tuple(steps), None, articles, drawn, why,
        burned=tuple(ctx.cards[:drawn]), button=ButtonMove.CANCEL,
    )


def reaches(before: Sequence[Card], position: int) -> bool:
    """Does a hand whose first cards are `before` draw a card at `position`?

    What the dealer draws next depends only on the cards already out, so any
    padding gives the same answer.
    """
    if position <= 4:
        return True
    padded = tuple(before) + (before[0],) * (6 - len(before))
    return deal(padded).used >= position


def beyond(path: Path, what: str, position: int, used: int) -> Impossible:
    return Impossible(
        path,
        f"{what} {position} is past the hand's last card: this hand uses {used} cards, "
        f"so use a position from 1 to {used}",
    )
