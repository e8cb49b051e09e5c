"""Article 10 drill variants: the errors of Articles 6-9 and the reader's, found after the burn."""
from __future__ import annotations

import random

from ...cards import Card

from ..art6.drills import reversal_words, reversed_hand
from ..art7.drills import count_hand, count_words
from ..art8.drills import drew, third_card_words
from ..art9.drills import misannounced_hand
from ..drill_kit import FaultMap, Hand, Sabot, Variant, size
from ..premise.drills import declared_words, reader_hand

AFTER_BURN = "The hand has been settled and its cards burned when "


def burnt(cards: list[Card], fault: FaultMap, what: str) -> Hand:
    fault = {k: v for k, v in fault.items() if k != "reconstructible"}
    fault["after_burn"] = True
    return Hand(cards, fault, AFTER_BURN + what + ".")


def after_burn_reversed(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault = reversed_hand(rng, sabot, None)
    return burnt(cards, fault, "a player complains that " + reversal_words(fault["cards"]))


def after_burn_count(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault = count_hand(rng, sabot, lambda coup: (1, 2, 3, 5, 6), None)
    return burnt(cards, fault, "a player says " + count_words(fault))


def after_burn_third_card(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    side = rng.choice(("punto", "banco"))
    error = "withheld" if drew(coup, side) else "given"
    fault = {"kind": "wrong_third_card", "side": side, "error": error}
    return burnt(cards, fault, "the Game Inspector's camera shows that " + third_card_words(side, error).replace("you", "the dealer"))


def after_burn_misannounced(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault = misannounced_hand(rng, sabot)
    said = fault["announced"]
    return burnt(cards, fault, f'a player claims you announced "Banco {said["banco"]}, Punto {said["punto"]}"')


def after_burn_reader(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault = reader_hand(rng, sabot, None)
    return burnt(cards, fault, "the inspector's review shows that the reader declared "
                 + declared_words(fault["declared"]) + " and the hand was completed that way")


VARIANTS = (
    Variant("art10-reversed", 3, (6, 10), "A complaint after the burn", after_burn_reversed),
    Variant("art10-wrong-count", 3, (7, 10), "A complaint after the burn", after_burn_count),
    Variant("art10-third-card", 3, (8, 10), "Found after the burn", after_burn_third_card),
    Variant("art10-misannounced", 3, (9, 10), "A complaint after the burn", after_burn_misannounced),
    Variant("art10-reader-error", 3, ("premise", 10), "Found after the burn", after_burn_reader,
            need_reader=True),
)
