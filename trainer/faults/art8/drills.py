"""Article 8 drill variants: a third card given to, or withheld from, Punto or Banco."""
from __future__ import annotations

import random

from ...coup import Coup
from ..drill_kit import Build, Hand, Sabot, Variant, Words, capitalised, size


def drew(coup: Coup, side: str) -> bool:
    return coup.punto_drew if side == "punto" else coup.banco_drew


def third_card_words(side: str, error: str, by: Words = Words("you", "tu")) -> Words:
    """What happened; `by` is who dealt: the trainee ("you") or, seen on camera later, the Dealer."""
    name = side.capitalize()
    if error == "given":
        return Words(f"{name} received a third card from {by.en}",
                     f"il {name} ha ricevuto una terza carta" + (" da te" if by.it == "tu" else f" dal {by.it}"))
    return Words(f"{by.en} closed the hand without giving {name} a third card",
                 ("hai chiuso" if by.it == "tu" else f"il {by.it} ha chiuso") + f" il colpo senza dare una terza carta al {name}")


def wrong_third_card(side: str, error: str) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, _, _ = sabot.hand(size(rng), lambda cards, coup: drew(coup, side) == (error == "withheld"))
        words = third_card_words(side, error)
        what = Words(capitalised(words.en) + ".", capitalised(words.it) + ".")
        return Hand(cards, {"kind": "wrong_third_card", "side": side, "error": error}, what)
    return build


VARIANTS = (
    Variant("art8-punto-given", 3, (8,), Words("A third card for Punto", "Una terza carta per il Punto"), wrong_third_card("punto", "given")),
    Variant("art8-punto-withheld", 3, (8,), Words("No third card for Punto", "Nessuna terza carta per il Punto"), wrong_third_card("punto", "withheld")),
    Variant("art8-banco-given", 3, (8,), Words("A third card for Banco", "Una terza carta per il Banco"), wrong_third_card("banco", "given")),
    Variant("art8-banco-withheld", 3, (8,), Words("No third card for Banco", "Nessuna terza carta per il Banco"), wrong_third_card("banco", "withheld")),
)
