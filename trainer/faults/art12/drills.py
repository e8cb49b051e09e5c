"""Article 12 drill variants: a stake placed in banknotes."""
from __future__ import annotations

import random
from dataclasses import replace

from ...i18n.messages import C_
from ..drill_kit import FaultMap, Hand, Limits, Seats, Variant, dealt_as_it_lies, on_box, staked, words

BANKNOTES = C_("drill.art12.banknotes", "Seat {seat} puts its {amount} {box} down in banknotes.")


def banknote_bet(rng: random.Random, seats: Seats, limits: Limits, hand: Hand) -> tuple[Seats, Limits, Hand] | None:
    stakes = staked(seats)
    if not stakes:
        return None
    seat, box, amount = rng.choice(stakes)
    what = words(BANKNOTES, seat=seat, amount=amount, box=on_box(box))
    fault: FaultMap = {"kind": "banknote_bet", "seat": seat, "box": box}
    return seats, limits, replace(hand, fault=fault, description=what)


VARIANTS = (
    Variant("art12-banknote-bet", 1, (12,), words(C_("drill.art12.title", "A stake in banknotes")),
            dealt_as_it_lies, fit=banknote_bet),
)
