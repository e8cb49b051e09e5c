"""Article 4 drill variants: a damaged card."""
from __future__ import annotations

import random

from ..drill_kit import Hand, Sabot, Variant, nth, size


def damaged(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(1, coup.used)
    how = rng.choice(("has a crumpled corner", "is stained with a drink", "is creased down the middle",
                      "has a torn edge"))
    what = f"The {nth(n)} card of the hand {how}."
    return Hand(cards, {"kind": "damaged_card", "card": n}, what)


VARIANTS = (
    Variant("art4-damaged-card", 1, (4,), "A damaged card", damaged),
)
