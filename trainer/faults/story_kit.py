"""What every article's story is made of: cards leaving the sabot and sentences.

A story is a list of events: cards leaving the sabot (`Dealt`, with the side
they went to, or none) and sentences (`Note`). Each article's `story.py`
tells its fault with these pieces; `trainer.session.narrate` puts the hand
around them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence, Union

from ..cards import Card
from ..coup import deal
from ..i18n import Say, say

class DealtHand(Protocol):
    """What a story reads of the hand it tells (`trainer.engine.model.Hand` is one): the cards the sabot
    gave it, in order, and where the mask lies among them."""

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def mask_after(self) -> int | None: ...


FILLER = Card("10", "S")  # pads a list so a hand's first positions can be dealt (any card will do)


@dataclass(frozen=True)
class Dealt:
    position: int  # 1 = the first card out of the sabot in this hand (FORMATS §2 positions)
    card: Card
    side: str | None  # "punto" | "banco" | None: on neither side (extra, stuck, on the floor)
    stage: str = "distribution"  # distribution | third | extra | stuck | floor
    face_up: bool = False


@dataclass(frozen=True)
class Note:
    text: Say


Event = Union[Dealt, Note]


@dataclass(frozen=True)
class Story:
    events: tuple[Event, ...]  # in the order they happened
    listed: int  # cards of the sabot listing offered for the card decisions (1..listed)
    out: int  # cards that have left the sabot in the story
    mask: int | None  # the mask lies after this many listed cards (0: before the first); None: not in view


# A fault's story: what was seen, in order; and what is noticed after the burn
# (Article 10), or None when the fault is found at once.
Told = tuple[list[Event], Say | None]


def ordinal(n: int) -> Say:
    """1st, 2nd, 3rd ... in English; 1ª, 2ª ... (la carta) in Italian."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return say(f"session.ordinal.{suffix}", n=n)


def trail(cards: Sequence[Card], upto: int, declared: str | None = None) -> list[Dealt]:
    """The first `upto` cards of a hand dealt from `cards` (as served on `declared`), with their sides.

    Where a card goes depends only on the cards before it, so the list is
    padded for the deal and cut back to the cards it really holds.
    """
    padded = tuple(cards) + (FILLER,) * 6
    last = min(upto, len(cards))
    return [Dealt(d.position, d.card, d.side, d.stage) for d in deal(padded, declared).trail if d.position <= last]


def symbols(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol() for c in cards)


def clarity(reconstructible: bool | None) -> str:
    """Articles 6 and 7: can the hand be told apart again?"""
    return "session.story.clear" if reconstructible else "session.story.unclear"
