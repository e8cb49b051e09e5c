"""Article 3: a card falls to the floor (dropped_card)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import Status, Step
from ..base import Context, Field, Outcome, Params, Why, beyond, played_in_bianco

ARTICLES = (3,)


@dataclass(frozen=True, slots=True)
class DroppedCard(Params):
    card: int


DROPPED_CARD_FIELDS = {"card": Field("position", minimum=1)}


def dropped_card(p: DroppedCard, ctx: Context) -> Outcome:
    coup = ctx.correct()
    n = p.card
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    if n == 1:
        steps = (Step.STAFF_PICK_UP, Step.WITHDRAW_BETS, Step.ANNOUNCE_COLPO_IN_BIANCO)
        return played_in_bianco(coup, ARTICLES, steps, "art3.first.")
    why: Why = {
        "status": say("art3.later.status", card=n),
        "procedure": say("art3.later.procedure"),
    }
    return Outcome(Status.VALID, (Step.STAFF_PICK_UP,), coup, ARTICLES, coup.used, why)
