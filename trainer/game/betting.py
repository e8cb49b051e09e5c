"""The betting phase of a hand: stakes placed, betting closed with "Rien ne va plus", the stakes that play.

A hand begins at the table, not in the sabot. Players place their stakes
(Article 11: one on Punto or Banco per seat, plus one on Égalité; Article
12: in tokens; Article 14: within the limits); the dealer closes betting
with "Rien ne va plus" (premise) and only then deals. Each of these is an
event of the phase, kept in the order it happened, so that a hand leaves
an audit trail from its first stake to its last card.

A betting fault (RULEBOOK §6) is a few more events: a stake placed where
it may not be, then what the dealer did about it (refused it, reduced it,
exchanged its banknotes). The deal never sees the phase; the reader and
the payouts are decided on `Betting.playing`, the stakes as they play once
the dealer has acted (R27-R29).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..table import Seat, Table
from ..vocab import Box


@dataclass(frozen=True, slots=True)
class Bet:
    """What a player puts on one box, before it is known whose seat it is for (a fault's `bet:`)."""

    box: Box
    amount: int  # tokens


@dataclass(frozen=True, slots=True)
class Stake:
    seat: int
    box: Box
    amount: int  # tokens


@dataclass(frozen=True, slots=True)
class Placed:
    """A stake put on the layout (in banknotes where `banknotes`: Article 12 wants tokens); on a box the seat
    already holds, it adds to that stake."""

    stake: Stake
    banknotes: bool = False


@dataclass(frozen=True, slots=True)
class Closed:
    """The dealer closes betting: "Rien ne va plus". A stake placed after it is late (R28)."""


@dataclass(frozen=True, slots=True)
class Refused:
    """The dealer hands a stake back: it never plays, settles nothing and reads nothing (R27-R29)."""

    stake: Stake


@dataclass(frozen=True, slots=True)
class Reduced:
    """The dealer hands back the part of a stake over the maximum; it plays at `to` (R29)."""

    stake: Stake
    to: int


@dataclass(frozen=True, slots=True)
class Exchanged:
    """The dealer replaces a stake's banknotes with tokens of the same value; it plays (Article 12)."""

    stake: Stake


Event = Union[Placed, Closed, Refused, Reduced, Exchanged]


@dataclass(frozen=True, slots=True)
class Betting:
    """The betting phase as it happened: the table (seats, button) and its events in order."""

    table: Table
    events: tuple[Event, ...]

    @property
    def playing(self) -> Table:
        """The table with the stakes that play: every stake placed, less those refused, reduced ones at
        their reduced amount."""
        stakes: dict[tuple[int, Box], int] = {}
        for event in self.events:
            if isinstance(event, Closed):
                continue
            key = (event.stake.seat, event.stake.box)
            # Tokens placed on a box join those already on it; a refused stake takes back only its own.
            if isinstance(event, Placed):
                stakes[key] = stakes.get(key, 0) + event.stake.amount
            elif isinstance(event, Refused):
                left = stakes.get(key, 0) - event.stake.amount
                if left > 0:
                    stakes[key] = left
                else:
                    stakes.pop(key, None)
            elif isinstance(event, Reduced):
                stakes[key] = event.to
        seats = {seat.number: Seat(seat.number, stakes.get((seat.number, Box.PUNTO)),
                                   stakes.get((seat.number, Box.BANCO)), stakes.get((seat.number, Box.EGALITE)),
                                   seat.temporary)
                 for seat in self.table.seats}
        return Table(tuple(seats[seat.number] for seat in self.table.seats), self.table.button, self.table.limits)

    def then(self, *events: Event) -> Betting:
        """The phase with more events after those it has."""
        return Betting(self.table, self.events + events)

    def in_banknotes(self, stake: Stake) -> Betting:
        """The phase with `stake` placed in banknotes instead, and the dealer exchanging them for tokens at
        once, before betting closes (Article 12)."""
        events: list[Event] = []
        for event in self.events:
            if isinstance(event, Placed) and event.stake == stake:
                events += [Placed(stake, banknotes=True), Exchanged(stake)]
            else:
                events.append(event)
        return Betting(self.table, tuple(events))

    @property
    def refused(self) -> tuple[Stake, ...]:
        return tuple(e.stake for e in self.events if isinstance(e, Refused))

    @property
    def reduced(self) -> tuple[Reduced, ...]:
        return tuple(e for e in self.events if isinstance(e, Reduced))


def stake_on(seat: Seat | None, box: Box) -> int | None:
    """The seat's stake on `box`, None when it has none (or there is no such seat)."""
    if seat is None:
        return None
    return seat.punto if box == Box.PUNTO else seat.banco if box == Box.BANCO else seat.egalite


def stakes_of(seat: Seat) -> tuple[Stake, ...]:
    """A seat's stakes, boxes in the order punto, banco, egalite."""
    return tuple(Stake(seat.number, box, amount) for box, amount in
                 ((Box.PUNTO, seat.punto), (Box.BANCO, seat.banco), (Box.EGALITE, seat.egalite))
                 if amount is not None)


def placed(table: Table) -> Betting:
    """The phase of a hand whose table shows `table`: each listed stake placed, seat by seat, in tokens;
    then betting closed."""
    events: tuple[Event, ...] = tuple(Placed(stake) for seat in table.seats for stake in stakes_of(seat))
    return Betting(table, events + (Closed(),))
