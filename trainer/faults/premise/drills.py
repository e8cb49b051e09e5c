"""Premise drill variants: an ordinary hand, and the reader's wrong "carta" or "no carta"."""
from __future__ import annotations

import random

from ...cards import Card
from ...coup import Coup, ShortShoe, deal
from ...rules import is_battuta, punto_draws, score
from dataclasses import replace

from ...i18n import Say, say
from ...i18n.messages import C_
from ..drill_kit import Build, FaultMap, Hand, Limits, Sabot, Seats, Variant, dealt_as_it_lies, on_box, size, words

DECLARED = {"carta": C_("drill.premise.declared.carta", "\"carta\""),
            "no_carta": C_("drill.premise.declared.no_carta", "\"no carta\"")}
READER = C_("drill.premise.reader", "The reader looks at the Punto cards, keeps them covered and declares {declared}. "
            "You complete the hand as declared.")
CLEAN_HANDS = (C_("drill.premise.clean.reader", "An ordinary hand. Give the Punto cards to the right reader, complete "
                  "the hand and settle it."),
               C_("drill.premise.clean.closed", "Betting is closed with \"Rien ne va plus\". Deal the hand and settle it."))
LATE = C_("drill.premise.late", "You have called \"Rien ne va plus\" when seat {seat} puts {amount} {box}.")


def right_declaration(coup: Coup) -> str | None:
    two = score(coup.punto[:2])
    return None if is_battuta(two) else ("carta" if punto_draws(two) else "no_carta")


def changes_cards(cards: list[Card], coup: Coup, declared: str) -> bool:
    """Is `declared` wrong here, and does serving it change a card (FORMATS §2)?"""
    if declared == right_declaration(coup):
        return False
    try:
        served = deal(cards, declared=declared)
    except ShortShoe:
        return False
    return (served.punto, served.banco) != (coup.punto, coup.banco)


def reader_hand(rng: random.Random, sabot: Sabot, declared: str | None) -> tuple[list[Card], FaultMap, str]:
    """The cards, the fault map and what the reader declared."""
    def fits(cards: list[Card], coup: Coup) -> list[str]:
        return [d for d in ("carta", "no_carta") if (declared in (None, d)) and changes_cards(cards, coup, d)]
    cards, _, options = sabot.hand(size(rng), fits)
    chosen = rng.choice(options)
    return cards, {"kind": "reader_error", "declared": chosen}, chosen


def declared_words(declared: str) -> Say:
    return say(DECLARED["carta" if declared == "carta" else "no_carta"].id)


def reader_error(declared: str) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        cards, fault, _ = reader_hand(rng, sabot, declared)
        what = words(READER, declared=declared_words(declared))
        return Hand(cards, fault, what)
    return build


def clean(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = words(rng.choice(CLEAN_HANDS))
    return Hand(cards, None, what)


CLEAN = (
    Variant("premise-clean", 1, ("premise",), words(C_("drill.premise.title.clean", "An ordinary hand")), clean),
)
DECLARATION = words(C_("drill.premise.title.declaration", "The reader's declaration"))
READER_ERROR = (
    Variant("premise-reader-carta", 3, ("premise",), DECLARATION, reader_error("carta"),
            need_reader=True),
    Variant("premise-reader-no-carta", 3, ("premise",), DECLARATION, reader_error("no_carta"),
            need_reader=True),
)
def late_bet(rng: random.Random, seats: Seats, limits: Limits, hand: Hand) -> tuple[Seats, Limits, Hand] | None:
    """R28: a stake after "Rien ne va plus": on the seat's own side or Égalité (one on the other side would
    also break Article 11, a second_bet's business), now and then big enough to have made its player read."""
    seat = rng.choice(list(seats))
    own = [box for box in ("punto", "banco") if box in seats[seat]]
    box = rng.choice(own + ["egalite"] if own else ["punto", "banco", "egalite"])
    top = max([int(b["punto"]) for b in seats.values() if "punto" in b], default=0)
    amount = top + rng.choice((50, 100, 250)) if box == "punto" and rng.random() < 0.5 else rng.choice((25, 50, 100, 200))
    what = words(LATE, seat=seat, amount=amount, box=on_box(box))
    fault: FaultMap = {"kind": "late_bet", "seat": seat, "bet": {box: amount}}
    return seats, limits, replace(hand, fault=fault, description=what)


LATE_BET = (
    Variant("premise-late-bet", 1, ("premise",), words(C_("drill.premise.title.late", "A stake after \"Rien ne va plus\"")),
            dealt_as_it_lies, fit=late_bet),
)
VARIANTS = CLEAN + READER_ERROR + LATE_BET
