"""Article 4 drill variants: a damaged card."""
from __future__ import annotations

import random

from ..drill_kit import Hand, Sabot, Variant, Words, nth, nth_it, size


def damaged(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(1, coup.used)
    how = rng.choice((Words("has a crumpled corner", "ha un angolo sgualcito"),
                      Words("is stained with a drink", "è macchiata da una bevanda"),
                      Words("is creased down the middle", "è piegata a metà"),
                      Words("has a torn edge", "ha un bordo strappato")))
    what = Words(f"The {nth(n)} card of the hand {how.en}.", f"La {nth_it(n)} carta del colpo {how.it}.")
    return Hand(cards, {"kind": "damaged_card", "card": n}, what)


VARIANTS = (
    Variant("art4-damaged-card", 1, (4,), Words("A damaged card", "Una carta rovinata"), damaged),
)
