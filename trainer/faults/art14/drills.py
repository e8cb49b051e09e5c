"""Article 14 drill variants: a stake under the table minimum, or over the maximum."""
from __future__ import annotations

import random
from dataclasses import replace

from ...i18n.messages import C_
from ..drill_kit import FaultMap, Fit, Hand, Limits, Seats, Variant, dealt_as_it_lies, on_box, staked, words

OUTSIDE = C_("drill.art14.outside", "The table limits are {lo} to {hi}. Seat {seat} puts {amount} {box}.")

LIMITS = ((25, 2500), (50, 5000), (100, 5000), (20, 2000), (10, 5000))


def outside(over: bool) -> Fit:
    def fit(rng: random.Random, seats: Seats, limits: Limits, hand: Hand) -> tuple[Seats, Limits, Hand] | None:
        amounts = [amount for _, _, amount in staked(seats)]
        fitting = [(lo, hi) for lo, hi in LIMITS if lo <= min(amounts, default=lo) and max(amounts, default=hi) <= hi]
        if limits is None and not fitting:
            return None
        lo, hi = limits if limits is not None and limits[0] > 5 else rng.choice(fitting or LIMITS)
        stakes = [(n, box) for n, box, amount in staked(seats) if lo <= amount <= hi]
        if not stakes:
            return None
        seat, box = rng.choice(stakes)
        amount = hi + rng.choice((50, 100, 500, 1000)) if over else rng.choice([a for a in (5, 10, 15, 20) if a < lo])
        moved = {n: dict(bets) for n, bets in seats.items()}
        moved[seat][box] = amount
        others = [n for n in moved if n != seat]
        if not over and len(staked(moved)) < 2 and others:  # a stake must still play once this one is refused
            moved[rng.choice(others)].setdefault("egalite", max(lo, 10))
        what = words(OUTSIDE, lo=lo, hi=hi, seat=seat, amount=amount, box=on_box(box))
        fault: FaultMap = {"kind": "stake_out_of_limits", "seat": seat, "box": box}
        return moved, (lo, hi), replace(hand, fault=fault, description=what)
    return fit


TITLE = words(C_("drill.art14.title", "A stake outside the limits"))
VARIANTS = (
    Variant("art14-under-minimum", 1, (14,), TITLE, dealt_as_it_lies, fit=outside(over=False)),
    Variant("art14-over-maximum", 2, (14,), TITLE, dealt_as_it_lies, fit=outside(over=True)),
)
