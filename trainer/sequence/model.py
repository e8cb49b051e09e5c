"""A sequence as the engine sees it once its file has been checked (FORMATS §5)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..faults.base import Fault
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Seat, Table
from ..vocab import Article, Key
from ..yamlio.reader import Document


@dataclass(frozen=True, slots=True)
class HandPlan:
    """One entry of `hands:`: what the author says of that hand; the rest follows from the hands before."""

    fault: Fault[Any] | None = None
    bets: tuple[Seat, ...] | None = None  # this hand's stakes (every seat of the table), None = the last ones
    grade: tuple[Key, ...] | None = None  # grade only these keys in this hand (FORMATS §5), None = all


@dataclass(frozen=True, slots=True)
class Start:
    """What the first hand of a sequence starts with besides the sabot: for a file, nothing; for the rest
    of a sequence taken up after some hand, the cards set aside for it (R19) and, when it is the colpo in
    bianco a fault announced (R20), that fault's articles."""

    carried: tuple[Card, ...] = ()
    in_bianco: tuple[Article, ...] = ()


@dataclass(frozen=True, slots=True)
class Sequence:
    id: str
    title: str
    articles: tuple[Article, ...]
    table: Table  # the seats for the whole sequence; stakes = hand 1's, unless hand 1 lists bets
    cards: tuple[Card, ...]  # sabot order from the first card of hand 1 (after Start.carried)
    hands: tuple[HandPlan, ...]
    decks: int = 6
    mask_after: int | None = None  # after this many listed cards (R22)
    house: HouseRules = DEFAULT_HOUSE
    level: int | None = None
    description: str | None = None
    pass_mark: float | None = None
    source: str = "<scenario>"
    sha256: str | None = field(default=None, compare=False, repr=False)
    marks: Document = field(default_factory=lambda: Document("<scenario>", None), compare=False, repr=False)
    title_it: str | None = None
    description_it: str | None = None
    start: Start = Start()

    def title_in(self, lang: str) -> str:
        return self.title_it if lang == "it" and self.title_it is not None else self.title

    def description_in(self, lang: str) -> str | None:
        return self.description_it if lang == "it" and self.description_it is not None else self.description
