"""What every article's drill variants are made of: the shoe they draw from, the hand they build.

A variant knows its level, the articles its scenario cites and how to build a
hand for it from a shuffled six-deck shoe: the listed cards, the `fault:` map
and a description in plain words that tells what happened at the table but
not what the dealer must do about it. Fault parameters are chosen from the
correct hand (trainer.coup.deal), and cards that cannot carry the variant
(a Punto that draws, for "third card given to Punto") are skipped like the
hands before it in the shoe, so the engine seldom refuses a draw.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Collection, Iterable, NamedTuple, TypeVar, Union, overload

from ..cards import Card, full_deck
from ..coup import Coup, deal
from ..i18n import Say, Text, say, text_in
from ..i18n.messages import C_, Message
from ..vocab import Article

SHOE_SIZE = 312  # six decks
SIX_DECKS = tuple(full_deck() * 6)
# The `fault:` map of a scenario file, in file order: words, positions and counts, yes/no, positions, scores.
FaultMap = dict[str, Union[str, int, bool, list[int], dict[str, int]]]
A = TypeVar("A")


class Words(NamedTuple):
    """A drill's text in English and Italian: every drill carries both (FORMATS §2)."""
    en: str
    it: str


class NoFit(Exception):
    """The shoe gave no hand this variant can use within the bound; the draw starts again."""


@dataclass(frozen=True)
class Hand:
    cards: list[Card]
    fault: FaultMap | None  # None for a clean hand (or a mask)
    description: Words
    mask_after: int | None = None


Build = Callable[[random.Random, "Sabot"], Hand]
# A drill table as its file writes it: seat -> {"punto"|"banco"|"egalite": stake, "temporary": True}; and limits.
Seats = dict[int, dict[str, Union[int, bool]]]
Limits = Union[tuple[int, int], None]
# A fault on the bets must fit the table: given the drawn table and hand, the table as it must be (limits set,
# a stake moved) and the hand with its fault, or None when this table cannot carry it (the draw starts again).
Fit = Callable[[random.Random, Seats, Limits, Hand], Union[tuple[Seats, Limits, Hand], None]]


@dataclass(frozen=True)
class Variant:
    name: str  # lowercase, dashes: part of scenario ids and file names
    level: int  # 1 basic .. 3 hard
    articles: tuple[Article, ...]  # what the scenario's `articles:` lists, fault article first
    title: Words
    build: Build
    need_reader: bool = False  # the table needs a seated Punto bettor (reader errors)
    fit: Fit | None = None  # a fault on the bets: fitted to the drawn table (RULEBOOK §6)

    def cites(self, wanted: Collection[Article]) -> bool:
        return any(a in self.articles for a in wanted)


class Sabot:
    """A shuffled six-deck shoe dealt hand after hand: each `take` is the next cards out.

    Hands that do not fit a variant are passed over like earlier hands of the
    shoe; a spent shoe is shuffled again. Every listed card comes from its own
    slot of the 312, so no card appears more than six times.
    """

    MAX_HANDS = 400

    def __init__(self, rng: random.Random):
        self.rng = rng
        self._shuffle()

    def _shuffle(self) -> None:
        self.cards = list(SIX_DECKS)
        self.rng.shuffle(self.cards)
        self.at = 0

    def take(self, n: int) -> list[Card]:
        if self.at + n > SHOE_SIZE:
            self._shuffle()
        out = self.cards[self.at:self.at + n]
        self.at += n
        return out

    def last(self, n: int) -> list[Card]:
        """The last n cards of a fresh shoe: what lies in the sabot when the mask is near."""
        self._shuffle()
        self.at = SHOE_SIZE
        return self.cards[SHOE_SIZE - n:]

    @overload
    def hand(self, size: int) -> tuple[list[Card], Coup, bool]: ...
    @overload
    def hand(self, size: int, fits: Callable[[list[Card], Coup], A]) -> tuple[list[Card], Coup, A]: ...

    def hand(self, size: int, fits: Callable[[list[Card], Coup], object] = lambda cards, coup: True
             ) -> tuple[list[Card], Coup, object]:
        """The next `size` cards whose correct hand `fits` (a truthy answer); returns (cards, coup, answer)."""
        for _ in range(self.MAX_HANDS):
            cards = self.take(size)
            coup = deal(cards)
            answer = fits(cards, coup)
            if answer:
                return cards, coup, answer
        raise NoFit


# --- words -------------------------------------------------------------------------------
# A drill's text is gettext messages (trainer/i18n/messages.py), each variant's declared in its drills.py: the
# drill file carries it in English and in Italian (`words`), the Italian from the catalog.

ORDINALS = (C_("drill.ordinal.1", "first"), C_("drill.ordinal.2", "second"), C_("drill.ordinal.3", "third"),
            C_("drill.ordinal.4", "fourth"), C_("drill.ordinal.5", "fifth"), C_("drill.ordinal.6", "sixth"),
            C_("drill.ordinal.7", "seventh"), C_("drill.ordinal.8", "eighth"), C_("drill.ordinal.9", "ninth"),
            C_("drill.ordinal.10", "tenth"), C_("drill.ordinal.11", "eleventh"), C_("drill.ordinal.12", "twelfth"))
ORDINAL_OTHER = C_("drill.ordinal.other", "card {n}")
AND = C_("drill.and", "{items} and {last}")
CARDS = (C_("drill.cards.0", "no cards"), C_("drill.cards.1", "one card"), C_("drill.cards.2", "two cards"),
         C_("drill.cards.3", "three cards"), C_("drill.cards.4", "four cards"), C_("drill.cards.5", "five cards"),
         C_("drill.cards.6", "six cards"))


def words(message: Message | Say | Text, **params: object) -> Words:
    """A drill's text in English and Italian: a message with its parameters (which may be messages too), or
    a sentence already built."""
    text = say(message.id, **params) if isinstance(message, Message) else message
    return Words(text_in(text, "en"), text_in(text, "it"))


def around(message: Message, what: Words, **params: object) -> Words:
    """`message` around a text already in both languages, its `{what}`: each language with its own."""
    return Words(text_in(say(message.id, what=what.en, **params), "en"),
                 text_in(say(message.id, what=what.it, **params), "it"))


def said(message: Message, **params: object) -> Say:
    """A message with its parameters, to be said inside another."""
    return say(message.id, **params)


def nth(n: int) -> Say:
    """The card's place in the hand, as an ordinal: "third" / "terza" (feminine, as it counts a carta)."""
    return say(ORDINALS[n - 1].id) if n <= len(ORDINALS) else say(ORDINAL_OTHER.id, n=n)


def nths(positions: Iterable[int]) -> Say:
    """Places in the hand, listed: "first, second and fourth" / "prima, seconda e quarta"."""
    said = [nth(p) for p in positions]
    return said[0] if len(said) == 1 else say(AND.id, items=said[:-1], last=said[-1])


def cards_word(n: int) -> Say:
    """A number of cards in words: "two cards" / "due carte"."""
    return say(CARDS[n].id)


def on_box(box: str) -> Say:
    """A stake's box: "on Banco" / "sul Banco"."""
    return say(f"session.on_box.{box}")


def capitalised(text: Words) -> Words:
    return Words(text.en[0].upper() + text.en[1:], text.it[0].upper() + text.it[1:])


def staked(seats: Seats) -> list[tuple[int, str, int]]:
    """Every stake of a drill table as (seat, box, amount), in seat order, boxes punto, banco, egalite."""
    return [(n, box, int(bets[box])) for n, bets in seats.items() for box in ("punto", "banco", "egalite")
            if box in bets]


def size(rng: random.Random) -> int:
    return rng.randint(8, 20)


def dealt_as_it_lies(rng: random.Random, sabot: Sabot) -> Hand:
    """The cards of a hand whose fault is on the bets: any hand the sabot gives; `fit` writes the fault."""
    cards, _, _ = sabot.hand(size(rng))
    return Hand(cards, None, Words("", ""))

