"""Article 8 drill variants: a third card given to, or withheld from, Punto or Banco."""
from __future__ import annotations

import random

from ...coup import Coup
from ...i18n import say
from ...i18n.messages import C_
from ..drill_kit import Build, Hand, Sabot, Variant, Words, around, capitalised, size, words

SIDES = (C_("drill.side.punto", "Punto"), C_("drill.side.banco", "Banco"))
GIVEN = {"you": C_("drill.art8.given.you", "{side} received a third card from you"),
         "dealer": C_("drill.art8.given.dealer", "{side} received a third card from the dealer")}
WITHHELD = {"you": C_("drill.art8.withheld.you", "you closed the hand without giving {side} a third card"),
            "dealer": C_("drill.art8.withheld.dealer", "the dealer closed the hand without giving {side} a third card")}
SENTENCE = C_("drill.sentence", "{what}.")


def drew(coup: Coup, side: str) -> bool:
    return coup.punto_drew if side == "punto" else coup.banco_drew


def third_card_words(side: str, error: str, by_dealer: bool = False) -> Words:
    """What happened; who dealt: the trainee ("you") or, seen on camera later (`by_dealer`), the Dealer."""
    by = "dealer" if by_dealer else "you"
    return words(GIVEN[by] if error == "given" else WITHHELD[by], side=say(f"drill.side.{side}"))


def wrong_third_card(side: str, error: str) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, _, _ = sabot.hand(size(rng), lambda cards, coup: drew(coup, side) == (error == "withheld"))
        what = around(SENTENCE, capitalised(third_card_words(side, error)))
        return Hand(cards, {"kind": "wrong_third_card", "side": side, "error": error}, what)
    return build


VARIANTS = (
    Variant("art8-punto-given", 3, (8,), words(C_("drill.art8.title.punto_given", "A third card for Punto")), wrong_third_card("punto", "given")),
    Variant("art8-punto-withheld", 3, (8,), words(C_("drill.art8.title.punto_withheld", "No third card for Punto")), wrong_third_card("punto", "withheld")),
    Variant("art8-banco-given", 3, (8,), words(C_("drill.art8.title.banco_given", "A third card for Banco")), wrong_third_card("banco", "given")),
    Variant("art8-banco-withheld", 3, (8,), words(C_("drill.art8.title.banco_withheld", "No third card for Banco")), wrong_third_card("banco", "withheld")),
)
