"""A scenario as the engine sees it, once its file has been checked."""
from __future__ import annotations

from typing import Any

from ..cards import Card
from ..faults.base import Fault
from ..frozen import Frozen
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Table
from ..vocab import Article
from ..yamlio.reader import Document


class Scenario(Frozen):
    # Its fields live in its __dict__: a sequence makes each hand's Scenario from a copy of one (sequence.play).
    __match_args__ = ("id", "title", "articles", "table", "cards", "decks", "mask_after", "fault", "house", "level",
                      "description", "pass_mark", "source", "sha256", "marks", "title_it", "description_it",
                      "carried", "in_bianco")
    _compared = ("id", "title", "articles", "table", "cards", "decks", "mask_after", "fault", "house", "level",
                 "description", "pass_mark", "source", "title_it", "description_it", "carried", "in_bianco")
    id: str
    title: str
    articles: tuple[Article, ...]
    table: Table
    cards: tuple[Card, ...]
    decks: int
    mask_after: int | None
    fault: Fault[Any] | None
    house: HouseRules
    level: int | None
    description: str | None
    pass_mark: float | None
    source: str
    sha256: str | None  # of the file's bytes as read; neither compared nor shown
    # Where each value stands in its file, for messages (positions 1:1 without a file); neither compared
    # nor shown.
    marks: Document
    # The Italian texts when the file gives them (FORMATS §2); `title` and `description` are the English.
    title_it: str | None
    description_it: str | None
    # A hand of a sequence (trainer.sequence): how many of `cards` the hand before set aside (R19), and,
    # for the colpo in bianco a fault announced (R20), the articles of that fault. One-hand files: 0, ().
    carried: int
    in_bianco: tuple[Article, ...]

    def __init__(self, id: str, title: str, articles: tuple[Article, ...], table: Table, cards: tuple[Card, ...],
                 decks: int = 6, mask_after: int | None = None, fault: Fault[Any] | None = None,
                 house: HouseRules = DEFAULT_HOUSE, level: int | None = None, description: str | None = None,
                 pass_mark: float | None = None, source: str = "<scenario>", sha256: str | None = None,
                 marks: Document | None = None, title_it: str | None = None, description_it: str | None = None,
                 carried: int = 0, in_bianco: tuple[Article, ...] = ()) -> None:
        self.__dict__.update(
            id=id, title=title, articles=articles, table=table, cards=cards, decks=decks, mask_after=mask_after,
            fault=fault, house=house, level=level, description=description, pass_mark=pass_mark, source=source,
            sha256=sha256, marks=Document("<scenario>", None) if marks is None else marks, title_it=title_it,
            description_it=description_it, carried=carried, in_bianco=in_bianco)

    def title_in(self, lang: str) -> str:
        return self.title_it if lang == "it" and self.title_it is not None else self.title

    def description_in(self, lang: str) -> str | None:
        return self.description_it if lang == "it" and self.description_it is not None else self.description
