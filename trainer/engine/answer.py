"""A hand's answer, typed: what the dealer decides, key by key (FORMATS §3), and why.

`Answer` holds one field per `Key`; a key the hand does not grade (or a
trainee did not answer) is None. The engine's solution of a hand is an
`Answer` and an `Explanation` (the articles and the sentence behind each
key); a trainee's answer is an `Answer` too, read from a sheet or typed in a
session. Nothing here is JSON: `trainer.io.plain` turns these records into
the plain data that files, the store and `--json` carry, in one place.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Iterator, TypeVar, Union

from ..cards import Card
from ..i18n import Say, Text
from ..game.betting import Stake, stakes_of
from ..table import Table
from ..vocab import ALL_KEYS, Act, Article, Box, Key, NextHand, Reader, Status, Step, Winner


@dataclass(frozen=True, slots=True)
class Payouts:
    """Each seat's net amount for the hand (+ won, - lost), exact; in seat order when the engine settles,
    in the order written when a trainee answers."""

    nets: tuple[tuple[int, Decimal], ...]

    def get(self, seat: int) -> Decimal | None:
        return next((net for number, net in self.nets if number == seat), None)

    def __iter__(self) -> Iterator[tuple[int, Decimal]]:
        return iter(self.nets)

    def __len__(self) -> int:
        return len(self.nets)


@dataclass(frozen=True, slots=True)
class Bets:
    """The stakes that play once the dealer has acted (FORMATS §6 `bets`): seat by seat, boxes in the order
    punto, banco, egalite, no stake of 0."""

    stakes: tuple[Stake, ...]

    @staticmethod
    def of(table: Table) -> Bets:
        return Bets(tuple(stake for seat in table.seats for stake in stakes_of(seat)))

    def __iter__(self) -> Iterator[Stake]:
        return iter(self.stakes)


@dataclass(frozen=True, slots=True)
class Settled:
    """One bet settled (R31): a losing stake collected in full, or a winning one paid its win."""

    seat: int
    box: Box
    act: Act
    amount: Decimal


@dataclass(frozen=True, slots=True)
class Settlement:
    """A hand settled bet by bet (FORMATS §6 `settlement`), in the order the dealer works the layout."""

    bets: tuple[Settled, ...]
    collect_first: bool = True  # the house's settlement_order (R31): graded against the canonical solution's

    def __iter__(self) -> Iterator[Settled]:
        return iter(self.bets)

    def __len__(self) -> int:
        return len(self.bets)


# The value of one key: a status, the steps, a seat, cards, the announcement, the winner, the payouts,
# the next hand, the stakes that play, the settlement. `Value` is what a Decision compares.
Value = Union[Status, tuple[Step, ...], int, str, tuple[Card, ...], Winner, Payouts, NextHand, Bets, Settlement]


@dataclass(frozen=True, slots=True)
class Answer:
    """A hand's answer, one field per key in FORMATS order; None where it gives none."""

    status: Status | None = None
    procedure: tuple[Step, ...] | None = None
    reader: Reader | None = None
    punto: tuple[Card, ...] | None = None
    banco: tuple[Card, ...] | None = None
    announce: str | None = None
    winner: Winner | None = None
    payouts: Payouts | None = None
    set_aside: tuple[Card, ...] | None = None
    burned: tuple[Card, ...] | None = None
    next_hand: NextHand | None = None
    button: int | None = None
    bets: Bets | None = None
    settlement: Settlement | None = None

    def get(self, key: Key) -> Value | None:
        value: Value | None = getattr(self, key)
        return value

    @property
    def keys(self) -> tuple[Key, ...]:
        """The keys it gives, in FORMATS order."""
        return tuple(key for key, name in _FIELDS if getattr(self, name) is not None)

    def only(self, keys: tuple[Key, ...]) -> Answer:
        """The same answer with only `keys` kept."""
        return _only(self, keys)


@dataclass(frozen=True, slots=True)
class Why:
    """Why a key's right answer is right: the articles behind it and one sentence (a message id)."""

    articles: tuple[Article, ...]
    text: Say | Text


@dataclass(frozen=True, slots=True)
class Explanation:
    """A hand's whys, one field per key as in `Answer`."""

    status: Why | None = None
    procedure: Why | None = None
    reader: Why | None = None
    punto: Why | None = None
    banco: Why | None = None
    announce: Why | None = None
    winner: Why | None = None
    payouts: Why | None = None
    set_aside: Why | None = None
    burned: Why | None = None
    next_hand: Why | None = None
    button: Why | None = None
    bets: Why | None = None
    settlement: Why | None = None

    def of(self, key: Key) -> Why:
        """The why of a key the solution grades (KeyError for one it does not)."""
        why: Why | None = getattr(self, key)
        if why is None:
            raise KeyError(key)
        return why

    def only(self, keys: tuple[Key, ...]) -> Explanation:
        """The same whys with only `keys` kept."""
        return _only(self, keys)


# Each key with the field that holds it in both records (the field is named as the key's word).
_FIELDS: tuple[tuple[Key, str], ...] = tuple((key, key.value) for key in ALL_KEYS)
_Keyed = TypeVar("_Keyed", Answer, Explanation)


def _only(record: _Keyed, keys: tuple[Key, ...]) -> _Keyed:
    """`record` with every field outside `keys` emptied; the record itself when none was set."""
    dropped = {name: None for key, name in _FIELDS if key not in keys and getattr(record, name) is not None}
    return replace(record, **dropped) if dropped else record

