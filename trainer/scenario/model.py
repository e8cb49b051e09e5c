"""A scenario as the engine sees it, once its file has been checked."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card
from ..faults.base import Fault
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Table


@dataclass(frozen=True)
class Scenario:
    id: str
    title: str
    articles: tuple  # ints 1..16 and/or "premise"
    table: Table
    cards: tuple[Card, ...]
    decks: int = 6
    mask_after: int | None = None
    fault: Fault | None = None
    house: HouseRules = DEFAULT_HOUSE
    level: int | None = None
    description: str | None = None
    pass_mark: float | None = None
    source: str = "<scenario>"
    sha256: str | None = field(default=None, compare=False, repr=False)  # of the file's bytes as read
    marks: dict = field(default_factory=dict, compare=False, repr=False)
