"""Article 7 drill variants: a wrong count rebuilt with cards left over, rebuilt, or cancelled."""
from __future__ import annotations

import random

from ...cards import Card
from typing import Callable

from ...coup import Coup
from ..drill_kit import Build, FaultMap, Hand, Sabot, Variant, Words, capitalised, cards_word, cards_word_it, size

# How a distribution of 1-3 or 5-6 cards plausibly went: (cards to Punto, cards to Banco).
SPLITS = {1: ((1, 0),), 2: ((1, 1),), 3: ((2, 1), (1, 2)),
          5: ((3, 2), (2, 3)), 6: ((3, 3), (4, 2), (2, 4))}


def count_hand(rng: random.Random, sabot: Sabot, totals_for: Callable[[Coup], tuple[int, ...]],
               rebuilt: bool | None) -> tuple[list[Card], FaultMap, Words]:
    """The cards, the fault map and the count in words."""
    cards, coup, totals = sabot.hand(size(rng), lambda cards, coup: totals_for(coup))
    p, b = rng.choice(SPLITS[rng.choice(totals)])
    fault: FaultMap = {"kind": "wrong_card_count", "punto": p, "banco": b}
    if rebuilt is not None:
        fault["reconstructible"] = rebuilt
    return cards, fault, count_words(p, b)


def count_words(p: int, b: int) -> Words:
    en = f"the distribution gave Punto {cards_word(p)} and Banco {cards_word(b)}"
    # Italian "nessuna" after a verb needs "non": the side without a card comes second.
    if p == 0:
        return Words(en, f"la distribuzione ha dato {cards_word_it(b)} al Banco e non ne ha data nessuna al Punto")
    if b == 0:
        return Words(en, f"la distribuzione ha dato {cards_word_it(p)} al Punto e non ne ha data nessuna al Banco")
    return Words(en, f"la distribuzione ha dato {cards_word_it(p)} al Punto e {cards_word_it(b)} al Banco")


def wrong_count(kind: str) -> Build:
    """kind: left_over (rebuilt, drawn cards left unused), all_used (rebuilt, none left), cancelled."""
    def totals(coup: Coup) -> tuple[int, ...]:
        if kind == "left_over":
            return tuple(t for t in (5, 6) if t > coup.used)
        if kind == "all_used":
            return tuple(t for t in (1, 2, 3, 5, 6) if t <= coup.used)
        return (2, 3, 5, 5, 6, 6)

    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, fault, words = count_hand(rng, sabot, totals, kind != "cancelled")
        what = Words(capitalised(words.en) + ". " + (
            "The cards were mixed together and their order is lost." if kind == "cancelled" else
            "The order in which the cards left the sabot is clear."),
            capitalised(words.it) + ". " + (
            "Le carte si sono mescolate e il loro ordine è perso." if kind == "cancelled" else
            "L'ordine in cui le carte sono uscite dal sabot è chiaro."))
        return Hand(cards, fault, what)
    return build


WRONG_COUNT = Words("The wrong number of cards", "Il numero sbagliato di carte")
VARIANTS = (
    Variant("art7-count-rebuilt-left-over", 2, (7,), WRONG_COUNT, wrong_count("left_over")),
    Variant("art7-count-rebuilt", 2, (7,), WRONG_COUNT, wrong_count("all_used")),
    Variant("art7-count-not-rebuilt", 2, (7,), WRONG_COUNT, wrong_count("cancelled")),
)
