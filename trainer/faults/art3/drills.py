"""Article 3 drill variants: the first card on the floor, or a later one."""
from __future__ import annotations

import random

from ..drill_kit import Hand, Sabot, Variant, nth, size


def dropped_first(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = "The first card of the hand slips from your fingers and falls to the floor."
    return Hand(cards, {"kind": "dropped_card", "card": 1}, what)


def dropped_later(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = rng.choice((
        f"The {nth(n)} card of the hand slips from your fingers and falls to the floor.",
        f"As you deal the {nth(n)} card it catches the edge of the table and drops to the floor.",
    ))
    return Hand(cards, {"kind": "dropped_card", "card": n}, what)


VARIANTS = (
    Variant("art3-first-card-dropped", 1, (3,), "A card on the floor", dropped_first),
    Variant("art3-card-dropped", 1, (3,), "A card on the floor", dropped_later),
)
