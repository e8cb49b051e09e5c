"""Article 3: a card falls to the floor (dropped_card)."""
from __future__ import annotations

from ..i18n import say
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
            "status": say("art3.first.status"),
            "procedure": say("art3.first.procedure"),
            "button": say("art3.first.button"),
            "next_hand": say("art3.first.next_hand"),
        }
        return Outcome(
            "colpo_in_bianco", ("staff_pick_up", "withdraw_bets", "announce_colpo_in_bianco"),
            coup, ARTICLES, coup.used, why, button="stays",
        )
    why = {
        "status": say("art3.later.status", card=n),
        "procedure": say("art3.later.procedure"),
    }
    return Outcome("valid", ("staff_pick_up",), coup, ARTICLES, coup.used, why)
