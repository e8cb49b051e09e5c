"""The table: seats and stakes, the reader, the button and settlement.

RULEBOOK §2.2-2.6. The "order of players" (R11) is one function, used both
for reader ties and for passing the button, so the two can never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_DOWN, Context, Decimal

from .rules import HouseRules
from .vocab import DEALER, Reader

SEAT_NUMBERS = range(1, 15)
_ZERO, _ONE, _CENT = Decimal(0), Decimal(1), Decimal("0.01")
_EXACT_DIGITS = 100  # far more than a capped stake (10 digits) times a rate read from a float (17) needs
# The context of every sum of money here, passed to each operation: a stake times a commission rate is never
# rounded to fit.
_EXACT = Context(prec=_EXACT_DIGITS)


@dataclass(frozen=True, slots=True)
class Seat:
    """One occupied seat: its number, its stakes on each side, and whether the player is temporary."""

    number: int
    punto: int | None = None
    banco: int | None = None
    egalite: int | None = None
    temporary: bool = False

    @property
    def has_stake(self) -> bool:
        return self.punto is not None or self.banco is not None or self.egalite is not None


@dataclass(frozen=True, slots=True)
class Limits:
    """The table limits the Game Inspector sets (Article 14): every stake, Égalité too, lies between them."""

    minimum: int
    maximum: int

    def allow(self, stake: int) -> bool:
        return self.minimum <= stake <= self.maximum


@dataclass(frozen=True, slots=True)
class Table:
    """The seats in play, in seat-number order, the seat holding the button, and the limits if any."""

    seats: tuple[Seat, ...]  # in seat-number order
    button: int = 1
    limits: Limits | None = None

    def seat(self, number: int) -> Seat | None:
        for s in self.seats:
            if s.number == number:
                return s
        return None

    @property
    def seated(self) -> list[int]:
        """Seats of seated (non-temporary) players: they read and hold the button."""
        return [s.number for s in self.seats if not s.temporary]


def order_of_players(table: Table, start: int, house: HouseRules) -> list[int]:
    """Seated players from `start` round the table in the house's seat order (R11)."""
    seated = table.seated
    if house.seat_order == "descending":
        seated = sorted(seated, reverse=True)
        after = [n for n in seated if n <= start]
        before = [n for n in seated if n > start]
    else:
        after = [n for n in seated if n >= start]
        before = [n for n in seated if n < start]
    return after + before


def punto_leaders(table: Table) -> tuple[int | None, tuple[int, ...]]:
    """The highest Punto stake of a seated player, and the seated players who hold it in seat order;
    (None, ()) when no seated player stakes Punto."""
    best: int | None = None
    tied: list[int] = []
    for seat in table.seats:
        stake = seat.punto
        if stake is None or seat.temporary:
            continue
        if best is None or stake > best:
            best, tied = stake, [seat.number]
        elif stake == best:
            tied.append(seat.number)
    return best, tuple(tied)


def reader(table: Table, house: HouseRules) -> Reader:
    """The seated player with the highest Punto stake, ties to the first from the button."""
    tied = punto_leaders(table)[1]
    if len(tied) <= 1:
        return tied[0] if tied else DEALER
    return next(number for number in order_of_players(table, table.button, house) if number in tied)


def next_button(table: Table, house: HouseRules) -> int:
    """The next seated player after the button holder (R10: temporaries are skipped)."""
    order = order_of_players(table, table.button, house)
    if table.button in order and len(order) > 1:
        return order[1]
    return order[0] if order else table.button


def settle(table: Table, winner: str, house: HouseRules) -> dict[int, Decimal]:
    """Net result per seat with a stake, exact to the cent (RULEBOOK §2.5)."""
    return {seat.number: _seat_net(seat, winner, house) for seat in table.seats if seat.has_stake}


def _seat_net(seat: Seat, winner: str, house: HouseRules) -> Decimal:
    add = _EXACT.add
    total = _ZERO
    if seat.punto is not None:
        total = add(total, _even_money(seat.punto, winner, "punto", _ONE, house))
    if seat.banco is not None:
        rate = _EXACT.subtract(_ONE, house.banco_commission)
        total = add(total, _even_money(seat.banco, winner, "banco", rate, house))
    if seat.egalite is not None:
        total = add(total, seat.egalite * house.egalite_pays if winner == "egalite" else -seat.egalite)
    return total


def won_by(stake: int, box: str, winner: str, house: HouseRules) -> Decimal | None:
    """What one stake wins (positive), loses (negative: the whole stake), or None when it stands: a Punto or
    Banco stake on an Égalité is neither collected nor paid (RULEBOOK §2.5, R31)."""
    if box == "egalite":
        return Decimal(stake * house.egalite_pays) if winner == "egalite" else Decimal(-stake)
    if winner == "egalite":
        return None
    rate = _ONE if box == "punto" else _EXACT.subtract(_ONE, house.banco_commission)
    return _even_money(stake, winner, box, rate, house)


def _even_money(stake: int, winner: str, side: str, rate: Decimal, house: HouseRules) -> Decimal:
    if winner == "egalite":
        return _ZERO  # Punto and Banco stakes stand on an Égalité
    if winner != side:
        return Decimal(-stake)
    won = _EXACT.multiply(stake, rate)
    quantum = _ONE if house.commission_rounding == "down_to_unit" else _CENT
    return won.quantize(quantum, rounding=ROUND_DOWN, context=_EXACT)


def bet_by_bet(table: Table, winner: str, house: HouseRules) -> tuple[tuple[int, str, Decimal], ...]:
    """Each stake's result (RULEBOOK §2.5) as (seat, box, won or lost), in seat order, boxes punto, banco,
    egalite; a Punto or Banco stake on an Égalité stands and is left out (R31)."""
    out = []
    for seat in table.seats:
        for box, stake in (("punto", seat.punto), ("banco", seat.banco), ("egalite", seat.egalite)):
            if stake is not None:
                won = won_by(stake, box, winner, house)
                if won is not None:
                    out.append((seat.number, box, won))
    return tuple(out)


def amount(value: Decimal) -> Decimal:
    """A net amount as the answer holds it, exact: whole tokens with no decimals (285), else the cents
    without trailing zeros (85.5), so `money.json_number` writes them as JSON always has."""
    if value == value.to_integral_value(context=_EXACT):
        return value.quantize(_ONE, context=_EXACT)
    return value.quantize(_CENT, context=_EXACT).normalize(_EXACT)


def payouts(table: Table, winner: str, house: HouseRules) -> dict[str, Decimal]:
    """The answer's payouts: each staked seat's net (`settle`) as `amount` writes it, by seat number as text."""
    return {str(number): amount(net) for number, net in settle(table, winner, house).items()}
