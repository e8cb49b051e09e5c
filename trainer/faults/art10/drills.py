"""Article 10 drill variants: the errors of Articles 6-9 and the reader's, found after the burn."""
from __future__ import annotations

import random

from ...cards import Card

from ..art6.drills import reversed_hand
from ..art7.drills import count_hand
from ..art8.drills import drew, third_card_words
from ..art9.drills import misannounced_hand
from ..drill_kit import FaultMap, Hand, Sabot, Variant, Words, size
from ..premise.drills import declared_words, reader_hand

AFTER_BURN = Words("The hand has been settled and its cards burned when ",
                   "Il colpo è stato liquidato e le sue carte bruciate quando ")


def burnt(cards: list[Card], fault: FaultMap, what: Words) -> Hand:
    fault = {k: v for k, v in fault.items() if k != "reconstructible"}
    fault["after_burn"] = True
    return Hand(cards, fault, Words(AFTER_BURN.en + what.en + ".", AFTER_BURN.it + what.it + "."))


def after_burn_reversed(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, words = reversed_hand(rng, sabot, None)
    return burnt(cards, fault, Words("a player complains that " + words.en,
                                     "un giocatore protesta che " + words.it))


def after_burn_count(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, words = count_hand(rng, sabot, lambda coup: (1, 2, 3, 5, 6), None)
    return burnt(cards, fault, Words("a player says " + words.en, "un giocatore dice che " + words.it))


def after_burn_third_card(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    side = rng.choice(("punto", "banco"))
    error = "withheld" if drew(coup, side) else "given"
    fault: FaultMap = {"kind": "wrong_third_card", "side": side, "error": error}
    words = third_card_words(side, error, Words("the dealer", "Dealer"))
    return burnt(cards, fault, Words("the Game Inspector's camera shows that " + words.en,
                                     "la telecamera dell'Ispettore di Gioco mostra che " + words.it))


def after_burn_misannounced(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, said = misannounced_hand(rng, sabot)
    return burnt(cards, fault, Words(f'a player claims you announced "Banco {said["banco"]}, Punto {said["punto"]}"',
                                     f'un giocatore sostiene che hai annunciato "Banco {said["banco"]}, Punto {said["punto"]}"'))


def after_burn_reader(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, declared = reader_hand(rng, sabot, None)
    said = declared_words(declared)
    return burnt(cards, fault, Words("the inspector's review shows that the reader declared "
                                     + said + " and the hand was completed that way",
                                     "la verifica dell'ispettore mostra che il lettore ha dichiarato "
                                     + said + " e il colpo è stato completato così"))


COMPLAINT = Words("A complaint after the burn", "Un reclamo dopo che le carte sono state bruciate")
FOUND = Words("Found after the burn", "Scoperto dopo che le carte sono state bruciate")
VARIANTS = (
    Variant("art10-reversed", 3, (6, 10), COMPLAINT, after_burn_reversed),
    Variant("art10-wrong-count", 3, (7, 10), COMPLAINT, after_burn_count),
    Variant("art10-third-card", 3, (8, 10), FOUND, after_burn_third_card),
    Variant("art10-misannounced", 3, (9, 10), COMPLAINT, after_burn_misannounced),
    Variant("art10-reader-error", 3, ("premise", 10), FOUND, after_burn_reader,
            need_reader=True),
)
