"""Article 6 drill variants: cards on the wrong side, the hand rebuilt or not."""
from __future__ import annotations

import random

from ...cards import Card

from ...i18n.messages import C_
from ..drill_kit import Build, FaultMap, Hand, Sabot, Variant, Words, around, capitalised, nths, size, words

ALL_FOUR = C_("drill.art6.all", "all four cards of the distribution went to the wrong sides")
SOME = C_("drill.art6.some", "the {nths} cards of the distribution went to the wrong sides")
REBUILT = C_("drill.art6.rebuilt", "{what}. Everyone saw the order in which the cards left the sabot.")
NOT_REBUILT = C_("drill.art6.not_rebuilt", "{what}. The cards were pushed together before anyone noticed: nobody can say "
                 "which was which.")

# Swaps of Punto cards (1, 3) with Banco cards (2, 4): each side still holds two.
REVERSALS = ((1, 2), (3, 4), (1, 4), (2, 3), (1, 2, 3, 4))


def reversed_hand(rng: random.Random, sabot: Sabot, rebuilt: bool | None) -> tuple[list[Card], FaultMap, Words]:
    """The cards, the fault map and the reversal in words."""
    cards, _, _ = sabot.hand(size(rng))
    which = list(rng.choice(REVERSALS))
    fault: FaultMap = {"kind": "reversed_distribution", "cards": which}
    if rebuilt is not None:
        fault["reconstructible"] = rebuilt
    return cards, fault, reversal_words(which)


def reversal_words(which: list[int]) -> Words:
    if len(which) == 4:
        return words(ALL_FOUR)
    return words(SOME, nths=nths(which))


def reversed_distribution(rebuilt: bool) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, fault, told = reversed_hand(rng, sabot, rebuilt)
        what = around(REBUILT if rebuilt else NOT_REBUILT, capitalised(told))
        return Hand(cards, fault, what)
    return build


WRONG_SIDE = words(C_("drill.art6.title", "Cards on the wrong side"))
VARIANTS = (
    Variant("art6-reversed-rebuilt", 2, (6,), WRONG_SIDE, reversed_distribution(True)),
    Variant("art6-reversed-not-rebuilt", 2, (6,), WRONG_SIDE, reversed_distribution(False)),
)
