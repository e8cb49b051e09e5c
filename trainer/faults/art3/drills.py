"""Article 3 drill variants: the first card on the floor, or a later one."""
from __future__ import annotations

import random

from ...i18n.messages import C_
from ..drill_kit import Hand, Sabot, Variant, nth, size, words

FIRST = C_("drill.art3.first", "The first card of the hand slips from your fingers and falls to the floor.")
LATER = (C_("drill.art3.slips", "The {nth} card of the hand slips from your fingers and falls to the floor."),
         C_("drill.art3.edge", "As you deal the {nth} card it catches the edge of the table and drops to the floor."))


def dropped_first(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = words(FIRST)
    return Hand(cards, {"kind": "dropped_card", "card": 1}, what)


def dropped_later(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = words(rng.choice(LATER), nth=nth(n))
    return Hand(cards, {"kind": "dropped_card", "card": n}, what)


ON_THE_FLOOR = words(C_("drill.art3.title", "A card on the floor"))
VARIANTS = (
    Variant("art3-first-card-dropped", 1, (3,), ON_THE_FLOOR, dropped_first),
    Variant("art3-card-dropped", 1, (3,), ON_THE_FLOOR, dropped_later),
)
