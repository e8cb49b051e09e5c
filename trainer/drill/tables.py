"""Random tables for drills: seats, stakes, the button and sometimes limits.

A table is drawn from the scenario's own random.Random, so it depends only on
the drill's seed and the scenario's index. What it may hold is FORMATS §2:
seats 1..14, one Punto *or* Banco stake per seat plus an optional Égalité
stake, at most one temporary (standing) player, who never holds the button,
and every stake inside the limits when the table has limits.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Union

# Chip-like amounts a player would really put down.
ROUND_STAKES = (10, 20, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 750,
                1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000)
EGALITE_STAKES = (10, 15, 20, 25, 30, 50, 75, 100, 150, 200)
# Limits a Game Inspector might set (Art. 14); without limits stakes stay in 10-5000.
LIMITS = ((10, 5000), (20, 5000), (25, 2500), (50, 5000), (10, 2000))
OPEN_LIMITS = (10, 5000)
Bets = dict[str, Union[int, bool]]  # one seat's: "punto"|"banco"|"egalite": stake, "temporary": True


@dataclass(frozen=True)
class TableSpec:
    seats: dict[int, Bets]  # by seat number, in seat order
    button: int
    limits: tuple[int, int] | None = None

    def data(self) -> dict[str, object]:
        """The `table:` block as the loader reads it from `lines()`."""
        out: dict[str, object] = {"button": self.button, "seats": {n: dict(bets) for n, bets in self.seats.items()}}
        if self.limits:
            out["limits"] = {"min": self.limits[0], "max": self.limits[1]}
        return out

    def lines(self) -> list[str]:
        """The `table:` block of a scenario file."""
        out = ["table:", f"  button: {self.button}", "  seats:"]
        for number, bets in self.seats.items():
            inner = ", ".join(f"{k}: {'true' if v is True else v}" for k, v in bets.items())
            out.append(f"    {number}: {{{inner}}}")
        if self.limits:
            out.append(f"  limits: {{min: {self.limits[0]}, max: {self.limits[1]}}}")
        return out


def stake(rng: random.Random, lo: int, hi: int) -> int:
    """Mostly round amounts in multiples of 5, now and then an odd one."""
    roll = rng.random()
    if roll < 0.6:
        return rng.choice([s for s in ROUND_STAKES if lo <= s <= hi])
    if roll < 0.9:
        return 5 * rng.randint(-(-lo // 5), hi // 5)
    return rng.randint(lo, hi)


def egalite_stake(rng: random.Random, lo: int, hi: int) -> int:
    if rng.random() < 0.9:
        return rng.choice([s for s in EGALITE_STAKES if lo <= s <= hi])
    return rng.randint(lo, min(hi, 250))


def random_table(rng: random.Random, need_reader: bool = False) -> TableSpec:
    """2-8 seats among 1..14; `need_reader`: a seated player must hold a Punto stake."""
    numbers = sorted(rng.sample(range(1, 15), rng.randint(2, 8)))
    limits = rng.choice(LIMITS) if rng.random() < 0.35 else None
    lo, hi = limits or OPEN_LIMITS
    temporary = rng.choice(numbers) if rng.random() < 0.25 else None
    no_punto = not need_reader and rng.random() < 0.12

    seats: dict[int, Bets] = {}
    for number in numbers:
        bets: Bets = {}
        roll = rng.random()
        if roll < 0.42 and not no_punto:
            bets["punto"] = stake(rng, lo, hi)
        elif roll < 0.84:
            bets["banco"] = stake(rng, lo, hi)
        if rng.random() < 0.12:
            bets["egalite"] = egalite_stake(rng, lo, hi)
        seats[number] = bets

    seated = [n for n in numbers if n != temporary]
    punto_seated = [n for n in seated if "punto" in seats[n]]
    if need_reader and not punto_seated:
        n = rng.choice(seated)
        seats[n].pop("banco", None)
        seats[n] = {"punto": stake(rng, lo, hi), **seats[n]}
        punto_seated = [n]
    if len(punto_seated) >= 2 and rng.random() < 0.15:
        # Two seated players on the same top Punto stake: the order of players decides (R11).
        top = max(seats[n]["punto"] for n in punto_seated)
        seats[rng.choice(punto_seated)]["punto"] = top
    if temporary is not None:
        bets = seats[temporary]
        if "punto" not in bets and "banco" not in bets:
            side = "banco" if no_punto or rng.random() < 0.4 else "punto"
            bets = {side: stake(rng, lo, hi), **bets}
        if "punto" in bets and punto_seated and rng.random() < 0.5:
            # The standing player outbids every seated one, and still does not read (R15).
            top = max(seats[n]["punto"] for n in punto_seated)
            if top < hi:
                bets["punto"] = rng.randint(top + 1, hi) if rng.random() < 0.2 else \
                    min(hi, 5 * (-(-(top + 1) // 5)) + 5 * rng.randint(0, 20))
        bets["temporary"] = True
        seats[temporary] = bets
    if not any(k in b for b in seats.values() for k in ("punto", "banco", "egalite")):
        seats[seated[0]]["banco"] = stake(rng, lo, hi)
    # Bets in file order: punto/banco, egalite, temporary.
    order = ("punto", "banco", "egalite", "temporary")
    seats = {n: {k: seats[n][k] for k in order if k in seats[n]} for n in numbers}
    return TableSpec(seats, rng.choice(seated), limits)
