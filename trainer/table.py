"""The table: seats and stakes, the reader, the button and settlement.

RULEBOOK §2.2-2.6. The "order of players" (R11) is one function, used both
for reader ties and for passing the button, so the two can never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_DOWN, Context, Decimal

from .rules import HouseRules

SEAT_NUMBERS = range(1, 15)
_ZERO, _ONE, _CENT = Decimal(0), Decimal(1), Decimal("0.01")
_EXACT_DIGITS = 100  # far more than a capped stake (10 digits) times a rate read from a float (17) needs
# The context of every sum of money here, passed to each operation (no context switched per hand): a stake
# times a commission rate is never rounded to fit.
_EXACT = Context(prec=_EXACT_DIGITS)
DEALER = "dealer"


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
class Table:
    """The seats in play, in seat-number order, and the seat holding the button."""

    seats: tuple[Seat, ...]  # in seat-number order
    button: int = 1

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


def reader(table: Table, house: HouseRules) -> int | str:
    """The seated player with the highest Punto stake, ties to the first from the button."""
    return _reader(table, house, punto_leaders(table)[1])


def _reader(table: Table, house: HouseRules, tied: tuple[int, ...]) -> int | str:
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


def _even_money(stake: int, winner: str, side: str, rate: Decimal, house: HouseRules) -> Decimal:
    if winner == "egalite":
        return _ZERO  # Punto and Banco stakes stand on an Égalité
    if winner != side:
        return Decimal(-stake)
    won = _EXACT.multiply(stake, rate)
    quantum = _ONE if house.commission_rounding == "down_to_unit" else _CENT
    return won.quantize(quantum, rounding=ROUND_DOWN, context=_EXACT)


def amount(value: Decimal) -> Decimal:
    """A net amount as the answer holds it, exact: whole tokens with no decimals (285), else the cents
    without trailing zeros (85.5), so `money.json_number` writes them as JSON always has."""
    if value == value.to_integral_value(context=_EXACT):
        return value.quantize(_ONE, context=_EXACT)
    return value.quantize(_CENT, context=_EXACT).normalize(_EXACT)


# ---- the same answers, remembered -------------------------------------------------------------------------------
# The hands of a sequence carry the same seats (one tuple) until the bets change, and the same stakes come
# back from hand to hand: a hand's reader, next button and payouts are mostly ones a hand before found.


class _Remembered:
    """What the last seats and house gave, by button and by winner; and each stake's net, by winner."""

    def __init__(self) -> None:
        self.seats: tuple[Seat, ...] | None = None  # kept alive: its identity stands for the seats' stakes
        self.house: HouseRules | None = None  # likewise
        self.leaders: tuple[int | None, tuple[int, ...]] | None = None  # punto_leaders, once found
        self.seated: tuple[int, ...] | None = None  # the seated players, once found
        self.readers: dict[int, int | str] = {}  # button -> reader, when the leaders tie
        self.payouts: dict[str, dict[str, Decimal]] = {}  # winner -> the answer's payouts
        self.nets: dict[tuple[int | None, int | None, int | None, str], Decimal] = {}  # (stakes, winner) -> amount

    def of(self, table: Table, house: HouseRules) -> _Remembered:
        if self.seats is table.seats and self.house is house:
            return self
        if self.house is not house or len(self.nets) > _REMEMBERED_NETS:
            self.nets = {}
        self.seats, self.house = table.seats, house
        self.leaders = self.seated = None
        self.readers, self.payouts = {}, {}
        return self


_REMEMBERED = _Remembered()
_REMEMBERED_NETS = 1024  # distinct stakes remembered at most (a taglia has a few hundred; bench c)
# (seated players, button, seat order) -> the next button: bets change from hand to hand, the seated players
# seldom do. A few dozen entries in a whole taglia; started again if ever it grows past the bound.
_NEXT_BUTTONS: dict[tuple[tuple[int, ...], int, str], int] = {}
_NEXT_BUTTONS_MAX = 512  # bench (c): 4,096 of them grew the peak of 10,000 one-hand files past 10 %


def punto_leaders_of(table: Table, house: HouseRules) -> tuple[int | None, tuple[int, ...]]:
    """`punto_leaders`, remembered for the seats."""
    memo = _REMEMBERED.of(table, house)
    found = memo.leaders
    if found is None:
        found = memo.leaders = punto_leaders(table)
    return found


def reader_of(table: Table, house: HouseRules) -> int | str:
    """`reader`, remembered for the seats (and for the button, on a tie)."""
    tied = punto_leaders_of(table, house)[1]
    if len(tied) <= 1:  # no tie: nothing to remember
        return _reader(table, house, tied)
    readers = _REMEMBERED.readers
    found = readers.get(table.button)
    if found is None:
        found = readers[table.button] = _reader(table, house, tied)
    return found


def next_button_of(table: Table, house: HouseRules) -> int:
    """`next_button`, remembered for the seated players, the button and the seat order."""
    memo = _REMEMBERED.of(table, house)
    seated = memo.seated
    if seated is None:
        seated = memo.seated = tuple(table.seated)
    key = (seated, table.button, house.seat_order)
    found = _NEXT_BUTTONS.get(key)
    if found is None:
        if len(_NEXT_BUTTONS) >= _NEXT_BUTTONS_MAX:
            _NEXT_BUTTONS.clear()
        found = _NEXT_BUTTONS[key] = next_button(table, house)
    return found


def payouts(table: Table, winner: str, house: HouseRules) -> dict[str, Decimal]:
    """The answer's payouts: each staked seat's net (`settle`) as `amount` writes it, by seat number as
    text; a new dict each time, its amounts remembered for the seats, or else for each seat's stakes."""
    memo = _REMEMBERED.of(table, house)
    got = memo.payouts.get(winner)
    if got is None:
        got = {}
        nets = memo.nets
        for seat in table.seats:
            if seat.punto is None and seat.banco is None and seat.egalite is None:
                continue
            key = (seat.punto, seat.banco, seat.egalite, winner)
            net = nets.get(key)
            if net is None:
                net = nets[key] = amount(_seat_net(seat, winner, house))
            got[str(seat.number)] = net
        memo.payouts[winner] = got
    return dict(got)
