"""Article 4 drill variants: a damaged card."""
from __future__ import annotations

import random

from ...i18n.messages import C_
from ..drill_kit import Hand, Sabot, Variant, nth, said, size, words

HOW = (C_("drill.art4.crumpled", "has a crumpled corner"), C_("drill.art4.stained", "is stained with a drink"),
       C_("drill.art4.creased", "is creased down the middle"), C_("drill.art4.torn", "has a torn edge"))
DAMAGED = C_("drill.art4.damaged", "The {nth} card of the hand {how}.")


def damaged(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(1, coup.used)
    how = rng.choice(HOW)
    what = words(DAMAGED, nth=nth(n), how=said(how))
    return Hand(cards, {"kind": "damaged_card", "card": n}, what)


VARIANTS = (
    Variant("art4-damaged-card", 1, (4,), words(C_("drill.art4.title", "A damaged card")), damaged),
)
