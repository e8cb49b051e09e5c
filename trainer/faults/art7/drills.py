"""Article 7 drill variants: a wrong count rebuilt with cards left over, rebuilt, or cancelled."""
from __future__ import annotations

import random

from ...cards import Card
from typing import Callable

from ...coup import Coup
from ...i18n.messages import C_
from ..drill_kit import Build, FaultMap, Hand, Sabot, Variant, Words, around, capitalised, cards_word, size, words

COUNT = C_("drill.art7.count", "the distribution gave Punto {punto} and Banco {banco}")
COUNT_NO_PUNTO = C_("drill.art7.count.no_punto", "the distribution gave Punto no cards and Banco {banco}")
COUNT_NO_BANCO = C_("drill.art7.count.no_banco", "the distribution gave Punto {punto} and Banco no cards")
MIXED = C_("drill.art7.mixed", "{what}. The cards were mixed together and their order is lost.")
CLEAR = C_("drill.art7.clear", "{what}. The order in which the cards left the sabot is clear.")

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
    # Italian "nessuna" after a verb needs "non": the side without a card comes second, in its own message.
    if p == 0:
        return words(COUNT_NO_PUNTO, banco=cards_word(b))
    if b == 0:
        return words(COUNT_NO_BANCO, punto=cards_word(p))
    return words(COUNT, punto=cards_word(p), banco=cards_word(b))


def wrong_count(kind: str) -> Build:
    """kind: left_over (rebuilt, drawn cards left unused), all_used (rebuilt, none left), cancelled."""
    def totals(coup: Coup) -> tuple[int, ...]:
        if kind == "left_over":
            return tuple(t for t in (5, 6) if t > coup.used)
        if kind == "all_used":
            return tuple(t for t in (1, 2, 3, 5, 6) if t <= coup.used)
        return (2, 3, 5, 5, 6, 6)

    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, fault, told = count_hand(rng, sabot, totals, kind != "cancelled")
        what = around(MIXED if kind == "cancelled" else CLEAR, capitalised(told))
        return Hand(cards, fault, what)
    return build


WRONG_COUNT = words(C_("drill.art7.title", "The wrong number of cards"))
VARIANTS = (
    Variant("art7-count-rebuilt-left-over", 2, (7,), WRONG_COUNT, wrong_count("left_over")),
    Variant("art7-count-rebuilt", 2, (7,), WRONG_COUNT, wrong_count("all_used")),
    Variant("art7-count-not-rebuilt", 2, (7,), WRONG_COUNT, wrong_count("cancelled")),
)
