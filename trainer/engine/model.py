"""A scenario as the engine sees it once its file has been checked: hands dealt from one sabot.

A scenario file scripts one hand (FORMATS §2) or several (`hands:`, §5); a
one-hand file is a scenario of one hand whose `single` is set, so that its
answer and its messages keep the one-hand shape (§4). `Hand` is one hand as
the engine deals it: the bets on the table, the cards the sabot gives it,
its fault, and what the hand before left it (R19, R20).
"""
from __future__ import annotations

from dataclasses import dataclass, field


from ..cards import Card
from ..faults.base import Fault, Params
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Limits, Seat, Table
from ..vocab import Article, Key, SettleBy
from ..yamlio.reader import Document


@dataclass(frozen=True, slots=True)
class HandPlan:
    """What the author says of one hand; the rest follows from the hands before."""

    fault: Fault[Params] | None = None
    bets: tuple[Seat, ...] | None = None  # this hand's stakes (every seat of the table), None = the last ones
    grade: tuple[Key, ...] | None = None  # grade only these keys in this hand (FORMATS §5), None = all
    limits: Limits | None = None  # R30: the Game Inspector's new limits, in force from this hand on


@dataclass(frozen=True, slots=True)
class Start:
    """What the first hand starts with besides the sabot: for a file, nothing; for the rest of a scenario
    taken up after some hand, the cards set aside for it (R19) and, when it is the colpo in bianco a fault
    announced (R20), that fault's articles."""

    carried: tuple[Card, ...] = ()
    in_bianco: tuple[Article, ...] = ()


def _no_marks() -> Document:
    return Document("<scenario>", None)


@dataclass(frozen=True, slots=True)
class Scenario:
    id: str
    title: str
    articles: tuple[Article, ...]
    table: Table  # the seats for the whole scenario; stakes = hand 1's, unless hand 1 lists bets
    cards: tuple[Card, ...]  # sabot order from the first card of hand 1 (after Start.carried)
    hands: tuple[HandPlan, ...] = (HandPlan(),)
    decks: int = 6
    mask_after: int | None = None  # after this many listed cards (R22)
    house: HouseRules = DEFAULT_HOUSE
    level: int | None = None
    description: str | None = None
    pass_mark: float | None = None
    source: str = "<scenario>"
    sha256: str | None = field(default=None, compare=False, repr=False)  # of the file's bytes as read
    # Where each value stands in its file, for messages (1:1 without a file).
    marks: Document = field(default_factory=_no_marks, compare=False, repr=False)
    title_it: str | None = None  # the Italian texts when the file gives them (FORMATS §2)
    description_it: str | None = None
    start: Start = Start()
    settlement: SettleBy = SettleBy.NET  # bet_by_bet: every hand that grades payouts grades settlement too
    single: bool = False  # a one-hand file (FORMATS §2): answered, graded and shown in the one-hand shape

    def title_in(self, lang: str) -> str:
        return self.title_it if lang == "it" and self.title_it is not None else self.title

    def description_in(self, lang: str) -> str | None:
        return self.description_it if lang == "it" and self.description_it is not None else self.description


@dataclass(frozen=True, slots=True)
class Hand:
    """One hand as the engine deals it."""

    scenario: Scenario = field(compare=False, repr=False)
    number: int  # 1-based
    table: Table  # the bets on the table before "Rien ne va plus", and the button
    cards: tuple[Card, ...]  # the cards it may draw: those set aside for it first, then the sabot's
    mask_after: int | None  # the mask after this many of `cards`, where the hand can see it
    fault: Fault[Params] | None
    carried: int = 0  # how many of `cards` the hand before set aside (R19)
    in_bianco: tuple[Article, ...] = ()  # the colpo in bianco the hand before announced, by its articles (R20)
    new_limits: bool = False  # the Game Inspector set the table's limits before this hand (Article 14, R30)

    @property
    def house(self) -> HouseRules:
        return self.scenario.house

    @property
    def articles(self) -> tuple[Article, ...]:
        return self.scenario.articles
