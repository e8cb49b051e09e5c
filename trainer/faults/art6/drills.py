"""Article 6 drill variants: cards on the wrong side, the hand rebuilt or not."""
from __future__ import annotations

import random

from ...cards import Card

from ..drill_kit import Build, FaultMap, Hand, Sabot, Variant, Words, capitalised, nths, nths_it, size

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
        return Words("all four cards of the distribution went to the wrong sides",
                     "tutte e quattro le carte della distribuzione sono andate ai lati sbagliati")
    return Words(f"the {nths(which)} cards of the distribution went to the wrong sides",
                 f"le carte {nths_it(which)} della distribuzione sono andate ai lati sbagliati")


def reversed_distribution(rebuilt: bool) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, fault, words = reversed_hand(rng, sabot, rebuilt)
        what = Words(capitalised(words.en) + ". " + (
            "Everyone saw the order in which the cards left the sabot." if rebuilt else
            "The cards were pushed together before anyone noticed: nobody can say which was which."),
            capitalised(words.it) + ". " + (
            "Tutti hanno visto l'ordine in cui le carte sono uscite dal sabot." if rebuilt else
            "Le carte sono state spinte insieme prima che qualcuno se ne accorgesse: nessuno sa dire quale fosse quale."))
        return Hand(cards, fault, what)
    return build


WRONG_SIDE = Words("Cards on the wrong side", "Carte dal lato sbagliato")
VARIANTS = (
    Variant("art6-reversed-rebuilt", 2, (6,), WRONG_SIDE, reversed_distribution(True)),
    Variant("art6-reversed-not-rebuilt", 2, (6,), WRONG_SIDE, reversed_distribution(False)),
)
