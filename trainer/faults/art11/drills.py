"""Article 11 drill variants: a seat that holds a Punto or Banco stake puts one on the other side too."""
from __future__ import annotations

import random
from dataclasses import replace

from ..drill_kit import FaultMap, BOX_WORDS, ON_BOX_IT, Hand, Limits, Seats, Variant, Words, dealt_as_it_lies, staked

ROUND = (25, 50, 100, 150, 200, 250, 300, 500)


def second_bet(rng: random.Random, seats: Seats, limits: Limits, hand: Hand) -> tuple[Seats, Limits, Hand] | None:
    holders = [(n, box) for n, box, _ in staked(seats) if box in ("punto", "banco")]
    if not holders:
        return None
    seat, held = rng.choice(holders)
    box = "banco" if held == "punto" else "punto"
    amount = rng.choice(ROUND)
    what = Words(f"Seat {seat}, already on {BOX_WORDS[held].en}, also puts {amount} on {BOX_WORDS[box].en} "
                 "before you call \"Rien ne va plus\".",
                 f"Il posto {seat}, che punta già {ON_BOX_IT[held]}, mette anche {amount} {ON_BOX_IT[box]} "
                 "prima che tu dica \"Rien ne va plus\".")
    fault: FaultMap = {"kind": "second_bet", "seat": seat, "bet": {box: amount}}
    return seats, limits, replace(hand, fault=fault, description=what)


VARIANTS = (
    Variant("art11-second-bet", 1, (11,), Words("A second stake on one seat", "Una seconda puntata sullo stesso posto"),
            dealt_as_it_lies, fit=second_bet),
)
