"""Article 4: a crumpled or stained card (damaged_card)."""
from __future__ import annotations

from .base import Context, Fault, Field, Outcome, beyond

ARTICLES = (4,)

DAMAGED_CARD = {"card": Field("position", minimum=1)}


def damaged_card(fault: Fault, ctx: Context) -> Outcome:
    coup = ctx.correct()
    if fault.card > coup.used:
        raise beyond(("fault", "card"), "fault.card", fault.card, coup.used)
    why = {
        "status": "A damaged card is swapped for an identical one, so the hand goes on unchanged and is valid (R14).",
        "procedure": "Replace the card with one of the same rank and suit from the spare stock, even mid-hand.",
    }
    return Outcome("valid", ("replace_card",), coup, ARTICLES, coup.used, why)
