"""Article 2: cards that leave the sabot stuck together (stuck_cards)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import ButtonMove, Status, Step, StuckBurn
from ..art1 import set_aside_not_in_sabot
from ..base import Context, Field, Impossible, Outcome, Params, Why, beyond, reaches, whys

ARTICLES = (2,)


@dataclass(frozen=True, slots=True)
class StuckCards(Params):
    card: int  # the first of the stuck cards
    count: int
    order_known: bool


STUCK_CARDS_FIELDS = {
    "card": Field("position", minimum=1),
    "count": Field("position", required=False, default=2, minimum=2,
                   hint=" (two or more cards stick together)", what="a number of cards"),
    "order_known": Field("bool"),
}


def stuck_cards(p: StuckCards, ctx: Context) -> Outcome:
    n, c = p.card, p.count
    if n <= ctx.carried:
        raise set_aside_not_in_sabot(n, ctx.carried, "come out of the sabot stuck to another")
    stuck = ctx.cards[n - 1:n - 1 + c]
    if p.order_known:
        coup = ctx.correct()
        if n + c - 1 > coup.used:
            raise Impossible(
                ("fault", "card"),
                f"the stuck cards run from card {n} to card {n + c - 1}, past the hand's "
                f"last card ({coup.used}); with order_known: true every stuck card must be "
                "one the hand uses",
            )
        known: Why = {
            "status": say("art2.known.status"),
            "procedure": say("art2.known.procedure"),
        }
        return Outcome(Status.VALID, (Step.RESTORE_ORDER,), coup, ARTICLES, coup.used, known)

    ctx.need(n + c - 1)
    if ctx.house.stuck_burn == StuckBurn.CANCEL_HAND:
        # The hand stops at the stuck cards, so only the cards before them matter.
        if not reaches(ctx.cards[:n - 1], n):
            raise Impossible(
                ("fault", "card"),
                f"fault.card is {n}, but the cards before it complete the hand: no card {n} "
                "is drawn, so no stuck group can come out there; use an earlier position",
            )
        drawn = n + c - 1
        void = whys("art2.cancel.", "status", "procedure", "burned", "next_hand")
        return Outcome(
            Status.CANCELLED, (Step.CANCEL_HAND, Step.BURN_CARDS), None, ARTICLES, drawn, void,
            burned=tuple(ctx.cards[:drawn]), button=ButtonMove.CANCEL,
        )
    coup = ctx.correct(ctx.cards[:n - 1] + ctx.cards[n - 1 + c:], extra=c)
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    why: Why = {
        "status": say("art2.burn.status"),
        "procedure": say("art2.burn.procedure"),
        "burned": say("art2.burn.burned", count=c),
        "punto": say("art2.burn.cards"),
    }
    why["banco"] = why["punto"]
    return Outcome(
        Status.VALID, (Step.BURN_CARDS,), coup, ARTICLES, coup.used + c, why,
        burned=tuple(stuck), cards_moved=True,
    )
