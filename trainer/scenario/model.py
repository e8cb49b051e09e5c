"""A scenario as the engine sees it, once its file has been checked."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..faults.base import Fault
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Table
from ..vocab import Article
from ..yamlio.reader import Document


def _no_file() -> Document:
    return Document("<scenario>", None)


@dataclass(frozen=True, slots=True)
class Scenario:
    id: str
    title: str
    articles: tuple[Article, ...]
    table: Table
    cards: tuple[Card, ...]
    decks: int = 6
    mask_after: int | None = None
    fault: Fault[Any] | None = None
    house: HouseRules = DEFAULT_HOUSE
    level: int | None = None
    description: str | None = None
    pass_mark: float | None = None
    source: str = "<scenario>"
    sha256: str | None = field(default=None, compare=False, repr=False)  # of the file's bytes as read
    # Where each value stands in its file, for messages (positions 1:1 without a file).
    marks: Document = field(default_factory=_no_file, compare=False, repr=False)
    # The Italian texts when the file gives them (FORMATS §2); `title` and `description` are the English.
    title_it: str | None = None
    description_it: str | None = None
    # A hand of a sequence (trainer.sequence): how many of `cards` the hand before set aside (R19), and,
    # for the colpo in bianco a fault announced (R20), the articles of that fault. One-hand files: 0, ().
    carried: int = 0
    in_bianco: tuple[Article, ...] = ()

    def title_in(self, lang: str) -> str:
        return self.title_it if lang == "it" and self.title_it is not None else self.title

    def description_in(self, lang: str) -> str | None:
        return self.description_it if lang == "it" and self.description_it is not None else self.description
