"""Article 8 drill variants: a third card given to, or withheld from, Punto or Banco."""
from __future__ import annotations

import random

from ...coup import Coup
from ..drill_kit import Build, Hand, Sabot, Variant, capitalised, size


def drew(coup: Coup, side: str) -> bool:
    return coup.punto_drew if side == "punto" else coup.banco_drew


def third_card_words(side: str, error: str) -> str:
    name = side.capitalize()
    if error == "given":
        return f"{name} received a third card from you"
    return f"you closed the hand without giving {name} a third card"


def wrong_third_card(side: str, error: str) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, _, _ = sabot.hand(size(rng), lambda cards, coup: drew(coup, side) == (error == "withheld"))
        what = capitalised(third_card_words(side, error)) + "."
        return Hand(cards, {"kind": "wrong_third_card", "side": side, "error": error}, what)
    return build


VARIANTS = (
    Variant("art8-punto-given", 3, (8,), "A third card for Punto", wrong_third_card("punto", "given")),
    Variant("art8-punto-withheld", 3, (8,), "No third card for Punto", wrong_third_card("punto", "withheld")),
    Variant("art8-banco-given", 3, (8,), "A third card for Banco", wrong_third_card("banco", "given")),
    Variant("art8-banco-withheld", 3, (8,), "No third card for Banco", wrong_third_card("banco", "withheld")),
)
