"""Article 3 drill variants: the first card on the floor, or a later one."""
from __future__ import annotations

import random

from ..drill_kit import Hand, Sabot, Variant, Words, nth, nth_it, size


def dropped_first(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = Words("The first card of the hand slips from your fingers and falls to the floor.",
                 "La prima carta del colpo ti scivola dalle dita e cade a terra.")
    return Hand(cards, {"kind": "dropped_card", "card": 1}, what)


def dropped_later(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = rng.choice((
        Words(f"The {nth(n)} card of the hand slips from your fingers and falls to the floor.",
              f"La {nth_it(n)} carta del colpo ti scivola dalle dita e cade a terra."),
        Words(f"As you deal the {nth(n)} card it catches the edge of the table and drops to the floor.",
              f"Mentre dai la {nth_it(n)} carta, urta il bordo del tavolo e cade a terra."),
    ))
    return Hand(cards, {"kind": "dropped_card", "card": n}, what)


ON_THE_FLOOR = Words("A card on the floor", "Una carta a terra")
VARIANTS = (
    Variant("art3-first-card-dropped", 1, (3,), ON_THE_FLOOR, dropped_first),
    Variant("art3-card-dropped", 1, (3,), ON_THE_FLOOR, dropped_later),
)
