"""The table of a taglia: seated players for the whole sabot whose bets change from hand to hand (R24).

The seats, the button, the limits and the temporary (standing) player, when
there is one, come from the drill tables (trainer.drill.tables); this module
only moves the stakes between hands: now and then a player changes side or
stake, sits a hand out or comes back, and the standing player bets in some
hands only. Every hand holds at least one stake (FORMATS §5).
"""
from __future__ import annotations

import random

from ..drill.tables import OPEN_LIMITS, Bets, TableSpec, egalite_stake, random_table, stake
from ..table import Seat

CHANGE_HAND = 0.45  # how often the bets change at all before a hand
CHANGE_SEAT = 0.4  # when they do, how often each player changes
SIT_OUT = 0.15  # a changing seated player bets nothing this hand
TEMPORARY_BETS = 0.5  # a standing player has a bet in this hand
EGALITE = 0.1


def opening_table(rng: random.Random) -> tuple[TableSpec, tuple[Seat, ...]]:
    """The table of hand 1: the drill table's seats, button and limits, and its stakes as Seats."""
    spec = random_table(rng)
    return spec, tuple(_seat(n, bets) for n, bets in spec.seats.items())


def next_bets(rng: random.Random, spec: TableSpec, last: tuple[Seat, ...]) -> tuple[Seat, ...] | None:
    """This hand's stakes for every seat, or None when they stay as they were."""
    if rng.random() >= CHANGE_HAND:
        return None
    lo, hi = spec.limits or OPEN_LIMITS
    out = []
    for seat in last:
        if rng.random() >= CHANGE_SEAT:
            out.append(seat)
        elif seat.temporary:
            out.append(_drawn(rng, seat, lo, hi) if rng.random() < TEMPORARY_BETS else _bare(seat))
        else:
            out.append(_bare(seat) if rng.random() < SIT_OUT else _drawn(rng, seat, lo, hi))
    if not any(s.has_stake for s in out):
        seated = [i for i, s in enumerate(out) if not s.temporary]
        i = rng.choice(seated)
        out[i] = _drawn(rng, out[i], lo, hi)
    bets = tuple(out)
    return None if bets == last else bets


def within(rng: random.Random, seats: tuple[Seat, ...], limits: tuple[int, int]) -> tuple[Seat, ...]:
    """The stakes as the players place them when the Game Inspector has just set `limits` (R30): each one
    outside them placed anew within them, the others as they were."""
    lo, hi = limits
    def fits(n: int | None) -> bool:
        return n is None or lo <= n <= hi
    out = []
    for s in seats:
        punto = s.punto if fits(s.punto) else stake(rng, lo, hi)
        banco = s.banco if fits(s.banco) else stake(rng, lo, hi)
        egalite = s.egalite if fits(s.egalite) else egalite_stake(rng, lo, hi)
        out.append(Seat(s.number, punto, banco, egalite, s.temporary))
    return tuple(out)


def bets_data(seats: tuple[Seat, ...]) -> dict[int, dict[str, int]]:
    """A hand's `bets:` map: the seats with a stake (a seat left out has none, FORMATS §5)."""
    return {s.number: _stakes(s) for s in seats if s.has_stake}


def seats_data(seats: tuple[Seat, ...]) -> dict[int, dict[str, object]]:
    """`table.seats`: every seat with hand 1's stakes, and `temporary: true` for a standing player."""
    out: dict[int, dict[str, object]] = {}
    for s in seats:
        entry: dict[str, object] = dict(_stakes(s))
        if s.temporary:
            entry["temporary"] = True
        out[s.number] = entry
    return out


def _stakes(s: Seat) -> dict[str, int]:
    pairs = (("punto", s.punto), ("banco", s.banco), ("egalite", s.egalite))
    return {name: v for name, v in pairs if v is not None}


def _seat(number: int, bets: Bets) -> Seat:
    def amount(key: str) -> int | None:
        v = bets.get(key)
        return v if isinstance(v, int) and not isinstance(v, bool) else None
    return Seat(number, amount("punto"), amount("banco"), amount("egalite"), bets.get("temporary") is True)


def _bare(seat: Seat) -> Seat:
    return Seat(seat.number, temporary=seat.temporary)


def _drawn(rng: random.Random, seat: Seat, lo: int, hi: int) -> Seat:
    side = rng.choice(("punto", "banco", "punto", "banco", None))
    amount = stake(rng, lo, hi)
    egalite = egalite_stake(rng, lo, hi) if side is None or rng.random() < EGALITE else None
    return Seat(seat.number, amount if side == "punto" else None, amount if side == "banco" else None,
                egalite, seat.temporary)
