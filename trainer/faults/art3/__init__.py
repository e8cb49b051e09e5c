"""Article 3: a card falls to the floor (dropped_card)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import ButtonMove, Status, Step
from ..base import Context, Field, Outcome, Params, Why, beyond

ARTICLES = (3,)


@dataclass(frozen=True)
class DroppedCard(Params):
    card: int


DROPPED_CARD_FIELDS = {"card": Field("position", minimum=1)}


def dropped_card(p: DroppedCard, ctx: Context) -> Outcome:
    coup = ctx.correct()
    n = p.card
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    if n == 1:
        first: Why = {
            "status": say("art3.first.status"),
            "procedure": say("art3.first.procedure"),
            "button": say("art3.first.button"),
            "next_hand": say("art3.first.next_hand"),
        }
        return Outcome(
            Status.COLPO_IN_BIANCO,
            (Step.STAFF_PICK_UP, Step.WITHDRAW_BETS, Step.ANNOUNCE_COLPO_IN_BIANCO),
            coup, ARTICLES, coup.used, first, button=ButtonMove.STAYS,
        )
    why: Why = {
        "status": say("art3.later.status", card=n),
        "procedure": say("art3.later.procedure"),
    }
    return Outcome(Status.VALID, (Step.STAFF_PICK_UP,), coup, ARTICLES, coup.used, why)
