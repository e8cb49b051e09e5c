"""Article 11 drill variants: a seat that holds a Punto or Banco stake puts one on the other side too."""
from __future__ import annotations

import random
from dataclasses import replace

from ...i18n.messages import C_
from ..drill_kit import FaultMap, Hand, Limits, Seats, Variant, dealt_as_it_lies, on_box, staked, words

SECOND = C_("drill.art11.second", "Seat {seat}, already {held}, also puts {amount} {box} before you call \"Rien ne va "
            "plus\".")

ROUND = (25, 50, 100, 150, 200, 250, 300, 500)


def second_bet(rng: random.Random, seats: Seats, limits: Limits, hand: Hand) -> tuple[Seats, Limits, Hand] | None:
    holders = [(n, box) for n, box, _ in staked(seats) if box in ("punto", "banco")]
    if not holders:
        return None
    seat, held = rng.choice(holders)
    box = "banco" if held == "punto" else "punto"
    amount = rng.choice(ROUND)
    what = words(SECOND, seat=seat, held=on_box(held), amount=amount, box=on_box(box))
    fault: FaultMap = {"kind": "second_bet", "seat": seat, "bet": {box: amount}}
    return seats, limits, replace(hand, fault=fault, description=what)


VARIANTS = (
    Variant("art11-second-bet", 1, (11,), words(C_("drill.art11.title", "A second stake on one seat")),
            dealt_as_it_lies, fit=second_bet),
)
