"""Article 6 drill variants: cards on the wrong side, the hand rebuilt or not."""
from __future__ import annotations

import random

from ...cards import Card

from ..drill_kit import Build, FaultMap, Hand, Sabot, Variant, capitalised, nths, size

# Swaps of Punto cards (1, 3) with Banco cards (2, 4): each side still holds two.
REVERSALS = ((1, 2), (3, 4), (1, 4), (2, 3), (1, 2, 3, 4))


def reversed_hand(rng: random.Random, sabot: Sabot, rebuilt: bool | None) -> tuple[list[Card], FaultMap]:
    cards, _, _ = sabot.hand(size(rng))
    which = list(rng.choice(REVERSALS))
    fault: FaultMap = {"kind": "reversed_distribution", "cards": which}
    if rebuilt is not None:
        fault["reconstructible"] = rebuilt
    return cards, fault


def reversal_words(which: list[int]) -> str:
    if len(which) == 4:
        return "all four cards of the distribution went to the wrong sides"
    return f"the {nths(which)} cards of the distribution went to the wrong sides"


def reversed_distribution(rebuilt: bool) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, fault = reversed_hand(rng, sabot, rebuilt)
        what = capitalised(reversal_words(fault["cards"])) + ". " + (
            "Everyone saw the order in which the cards left the sabot." if rebuilt else
            "The cards were pushed together before anyone noticed: nobody can say which was which.")
        return Hand(cards, fault, what)
    return build


VARIANTS = (
    Variant("art6-reversed-rebuilt", 2, (6,), "Cards on the wrong side", reversed_distribution(True)),
    Variant("art6-reversed-not-rebuilt", 2, (6,), "Cards on the wrong side", reversed_distribution(False)),
)
