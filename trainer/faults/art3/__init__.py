"""Article 3: a card falls to the floor (dropped_card)."""
from __future__ import annotations

from ...frozen import init_field
from ...i18n import say
from ...vocab import Status, Step
from ..base import Context, Field, Outcome, Params, Why, beyond, played_in_bianco

ARTICLES = (3,)


class DroppedCard(Params):
    __match_args__ = ("card",)
    card: int

    def __init__(self, card: int) -> None:
        init_field(self, "card", card)


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
