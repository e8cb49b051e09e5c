"""Article 4: a crumpled or stained card (damaged_card)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import Status, Step
from ..base import Context, Field, Outcome, Params, Why, beyond

ARTICLES = (4,)


@dataclass(frozen=True, slots=True)
class DamagedCard(Params):
    card: int


DAMAGED_CARD_FIELDS = {"card": Field("position", minimum=1)}


def damaged_card(p: DamagedCard, ctx: Context) -> Outcome:
    coup = ctx.correct()
    if p.card > coup.used:
        raise beyond(("fault", "card"), "fault.card", p.card, coup.used)
    why: Why = {
        "status": say("art4.status"),
        "procedure": say("art4.procedure"),
    }
    return Outcome(Status.VALID, (Step.REPLACE_CARD,), coup, ARTICLES, coup.used, why)
