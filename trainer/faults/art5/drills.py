"""Article 5 drill variants: the mask during the hand, or first out with enough or too few cards.

With a mask, a scenario's cards list every card left in the sabot.
"""
from __future__ import annotations

import random

from ...coup import ShortShoe, deal
from ...i18n.messages import C_
from ..drill_kit import Hand, NoFit, Sabot, Variant, nth, words

DURING = C_("drill.art5.during", "The mask comes out of the sabot right after the {nth} card of the hand.")


def mask_during(rng: random.Random, sabot: Sabot) -> Hand:
    cards = sabot.last(rng.randint(12, 20))
    used = deal(cards).used
    m = rng.randint(1, used - 1)
    what = words(DURING, nth=nth(m))
    return Hand(cards, None, what, mask_after=m)


MASK_AT_START = (words(C_("drill.art5.start.first", "As you start the hand, the mask is the first thing out of the sabot.")),
                 words(C_("drill.art5.start.before", "The mask comes out of the sabot before the first card of the hand.")))
MASK = words(C_("drill.art5.title", "The mask comes out"))


def mask_at_start_seven(rng: random.Random, sabot: Sabot) -> Hand:
    cards = sabot.last(rng.randint(7, 16))
    return Hand(cards, None, rng.choice(MASK_AT_START), mask_after=0)


def mask_at_start_few(rng: random.Random, sabot: Sabot) -> Hand:
    for n in rng.sample((4, 5, 6), 3):
        cards = sabot.last(n)
        try:
            deal(cards)  # the hand can be played out before the count (6 always can)
        except ShortShoe:
            continue
        return Hand(cards, None, rng.choice(MASK_AT_START), mask_after=0)
    raise NoFit


VARIANTS = (
    Variant("art5-mask-during-hand", 2, (5,), MASK, mask_during),
    Variant("art5-mask-at-start-seven", 2, (5,), MASK, mask_at_start_seven),
    Variant("art5-mask-at-start-few", 2, (5,), MASK, mask_at_start_few),
)
