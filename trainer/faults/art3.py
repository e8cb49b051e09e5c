"""Article 3: a card falls to the floor (dropped_card)."""
from __future__ import annotations

from .base import Context, Fault, Field, Outcome, beyond

ARTICLES = (3,)

DROPPED_CARD = {"card": Field("position", minimum=1)}


def dropped_card(fault: Fault, ctx: Context) -> Outcome:
    coup = ctx.correct()
    n = fault.card
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    if n == 1:
        why = {
            "status": "The first card of the hand fell: the bets are withdrawn and the hand is played as a colpo in bianco.",
            "procedure": "Staff pick the card up and put it back in play; hand the stakes back and announce the colpo in bianco.",
            "button": "A colpo in bianco does not move the button.",
            "next_hand": "The fault is settled by this colpo in bianco; the next hand is normal.",
        }
        return Outcome(
            "colpo_in_bianco", ("staff_pick_up", "withdraw_bets", "announce_colpo_in_bianco"),
            coup, ARTICLES, coup.used, why, button="stays",
        )
    why = {
        "status": f"Card {n} fell after the hand began: it goes back into play in its place and the hand is valid.",
        "procedure": "Staff pick the card up and it plays where it belongs; nothing else changes.",
    }
    return Outcome("valid", ("staff_pick_up",), coup, ARTICLES, coup.used, why)
