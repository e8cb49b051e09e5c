"""A sequence as the engine sees it once its file has been checked (FORMATS §5)."""
from __future__ import annotations

from typing import Any

from ..cards import Card
from ..faults.base import Fault
from ..frozen import Frozen, init_field
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Seat, Table
from ..vocab import Article, Key
from ..yamlio.reader import Document


class HandPlan(Frozen):
    """One entry of `hands:`: what the author says of that hand; the rest follows from the hands before."""

    __slots__ = ("fault", "bets", "grade")
    __match_args__ = ("fault", "bets", "grade")
    fault: Fault[Any] | None
    bets: tuple[Seat, ...] | None  # this hand's stakes (every seat of the table), None = the last ones
    grade: tuple[Key, ...] | None  # grade only these keys in this hand (FORMATS §5), None = all

    def __init__(self, fault: Fault[Any] | None = None, bets: tuple[Seat, ...] | None = None,
                 grade: tuple[Key, ...] | None = None) -> None:
        init_field(self, "fault", fault)
        init_field(self, "bets", bets)
        init_field(self, "grade", grade)


class Start(Frozen):
    """What the first hand of a sequence starts with besides the sabot: for a file, nothing; for the rest
    of a sequence taken up after some hand, the cards set aside for it (R19) and, when it is the colpo in
    bianco a fault announced (R20), that fault's articles."""

    __slots__ = ("carried", "in_bianco")
    __match_args__ = ("carried", "in_bianco")
    carried: tuple[Card, ...]
    in_bianco: tuple[Article, ...]

    def __init__(self, carried: tuple[Card, ...] = (), in_bianco: tuple[Article, ...] = ()) -> None:
        init_field(self, "carried", carried)
        init_field(self, "in_bianco", in_bianco)


class Sequence(Frozen):
    __slots__ = ("id", "title", "articles", "table", "cards", "hands", "decks", "mask_after", "house", "level",
                 "description", "pass_mark", "source", "sha256", "marks", "title_it", "description_it", "start")
    __match_args__ = ("id", "title", "articles", "table", "cards", "hands", "decks", "mask_after", "house", "level",
                      "description", "pass_mark", "source", "sha256", "marks", "title_it", "description_it", "start")
    _compared = ("id", "title", "articles", "table", "cards", "hands", "decks", "mask_after", "house", "level",
                 "description", "pass_mark", "source", "title_it", "description_it", "start")
    id: str
    title: str
    articles: tuple[Article, ...]
    table: Table  # the seats for the whole sequence; stakes = hand 1's, unless hand 1 lists bets
    cards: tuple[Card, ...]  # sabot order from the first card of hand 1 (after Start.carried)
    hands: tuple[HandPlan, ...]
    decks: int
    mask_after: int | None  # after this many listed cards (R22)
    house: HouseRules
    level: int | None
    description: str | None
    pass_mark: float | None
    source: str
    sha256: str | None  # neither compared nor shown, as marks
    marks: Document
    title_it: str | None
    description_it: str | None
    start: Start

    def __init__(self, id: str, title: str, articles: tuple[Article, ...], table: Table, cards: tuple[Card, ...],
                 hands: tuple[HandPlan, ...], decks: int = 6, mask_after: int | None = None,
                 house: HouseRules = DEFAULT_HOUSE, level: int | None = None, description: str | None = None,
                 pass_mark: float | None = None, source: str = "<scenario>", sha256: str | None = None,
                 marks: Document | None = None, title_it: str | None = None, description_it: str | None = None,
                 start: Start = Start()) -> None:
        init_field(self, "id", id)
        init_field(self, "title", title)
        init_field(self, "articles", articles)
        init_field(self, "table", table)
        init_field(self, "cards", cards)
        init_field(self, "hands", hands)
        init_field(self, "decks", decks)
        init_field(self, "mask_after", mask_after)
        init_field(self, "house", house)
        init_field(self, "level", level)
        init_field(self, "description", description)
        init_field(self, "pass_mark", pass_mark)
        init_field(self, "source", source)
        init_field(self, "sha256", sha256)
        init_field(self, "marks", Document("<scenario>", None) if marks is None else marks)
        init_field(self, "title_it", title_it)
        init_field(self, "description_it", description_it)
        init_field(self, "start", start)

    def title_in(self, lang: str) -> str:
        return self.title_it if lang == "it" and self.title_it is not None else self.title

    def description_in(self, lang: str) -> str | None:
        return self.description_it if lang == "it" and self.description_it is not None else self.description
