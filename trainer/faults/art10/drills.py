"""Article 10 drill variants: the errors of Articles 6-9 and the reader's, found after the burn."""
from __future__ import annotations

import random

from ...cards import Card

from ..art6.drills import reversed_hand
from ..art7.drills import count_hand
from ..art8.drills import drew, third_card_words
from ..art9.drills import misannounced_hand
from ...i18n.messages import C_
from ..drill_kit import FaultMap, Hand, Sabot, Variant, Words, around, size, words
from ..premise.drills import declared_words, reader_hand

AFTER_BURN = C_("drill.art10.after_burn", "The hand has been settled and its cards burned when {what}.")
COMPLAINS = C_("drill.art10.complains", "a player complains that {what}")
SAYS = C_("drill.art10.says", "a player says {what}")
CAMERA = C_("drill.art10.camera", "the Game Inspector's camera shows that {what}")
CLAIMS = C_("drill.art10.claims", "a player claims you announced \"Banco {banco}, Punto {punto}\"")
REVIEW = C_("drill.art10.review", "the inspector's review shows that the reader declared {declared} and the hand was "
            "completed that way")


def burnt(cards: list[Card], fault: FaultMap, what: Words) -> Hand:
    fault = {k: v for k, v in fault.items() if k != "reconstructible"}
    fault["after_burn"] = True
    return Hand(cards, fault, around(AFTER_BURN, what))


def after_burn_reversed(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, told = reversed_hand(rng, sabot, None)
    return burnt(cards, fault, around(COMPLAINS, told))


def after_burn_count(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, told = count_hand(rng, sabot, lambda coup: (1, 2, 3, 5, 6), None)
    return burnt(cards, fault, around(SAYS, told))


def after_burn_third_card(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    side = rng.choice(("punto", "banco"))
    error = "withheld" if drew(coup, side) else "given"
    fault: FaultMap = {"kind": "wrong_third_card", "side": side, "error": error}
    return burnt(cards, fault, around(CAMERA, third_card_words(side, error, by_dealer=True)))


def after_burn_misannounced(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, said = misannounced_hand(rng, sabot)
    return burnt(cards, fault, words(CLAIMS, banco=said["banco"], punto=said["punto"]))


def after_burn_reader(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, declared = reader_hand(rng, sabot, None)
    return burnt(cards, fault, words(REVIEW, declared=declared_words(declared)))


COMPLAINT = words(C_("drill.art10.title.complaint", "A complaint after the burn"))
FOUND = words(C_("drill.art10.title.found", "Found after the burn"))
VARIANTS = (
    Variant("art10-reversed", 3, (6, 10), COMPLAINT, after_burn_reversed),
    Variant("art10-wrong-count", 3, (7, 10), COMPLAINT, after_burn_count),
    Variant("art10-third-card", 3, (8, 10), FOUND, after_burn_third_card),
    Variant("art10-misannounced", 3, (9, 10), COMPLAINT, after_burn_misannounced),
    Variant("art10-reader-error", 3, ("premise", 10), FOUND, after_burn_reader,
            need_reader=True),
)
