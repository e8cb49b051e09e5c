"""Article 12 drill variants: a stake placed in banknotes."""
from __future__ import annotations

import random
from dataclasses import replace

from ..drill_kit import FaultMap, BOX_WORDS, ON_BOX_IT, Hand, Limits, Seats, Variant, Words, dealt_as_it_lies, staked


def banknote_bet(rng: random.Random, seats: Seats, limits: Limits, hand: Hand) -> tuple[Seats, Limits, Hand] | None:
    stakes = staked(seats)
    if not stakes:
        return None
    seat, box, amount = rng.choice(stakes)
    what = Words(f"Seat {seat} puts its {amount} on {BOX_WORDS[box].en} down in banknotes.",
                 f"Il posto {seat} punta i suoi {amount} {ON_BOX_IT[box]} in banconote.")
    fault: FaultMap = {"kind": "banknote_bet", "seat": seat, "box": box}
    return seats, limits, replace(hand, fault=fault, description=what)


VARIANTS = (
    Variant("art12-banknote-bet", 1, (12,), Words("A stake in banknotes", "Una puntata in banconote"),
            dealt_as_it_lies, fit=banknote_bet),
)
