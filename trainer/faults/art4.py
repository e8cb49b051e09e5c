"""Article 4: a crumpled or stained card (damaged_card)."""
from __future__ import annotations

from ..i18n import say
from .base import Context, Fault, Field, Outcome, beyond

ARTICLES = (4,)

DAMAGED_CARD = {"card": Field("position", minimum=1)}


def damaged_card(fault: Fault, ctx: Context) -> Outcome:
    coup = ctx.correct()
    if fault.card > coup.used:
        raise beyond(("fault", "card"), "fault.card", fault.card, coup.used)
    why = {
        "status": say("art4.status"),
        "procedure": say("art4.procedure"),
    }
    return Outcome("valid", ("replace_card",), coup, ARTICLES, coup.used, why)
