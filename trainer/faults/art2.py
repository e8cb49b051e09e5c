"""Article 2: cards that leave the sabot stuck together (stuck_cards)."""
from __future__ import annotations

from ..i18n import say
from .base import Context, Fault, Field, Impossible, Outcome, beyond, reaches

ARTICLES = (2,)

STUCK_CARDS = {
    "card": Field("position", minimum=1),
    "count": Field("position", required=False, default=2, minimum=2),
    "order_known": Field("bool"),
}


def stuck_cards(fault: Fault, ctx: Context) -> Outcome:
    n, c = fault.card, fault.count
    stuck = ctx.cards[n - 1:n - 1 + c]
    if fault.order_known:
        coup = ctx.correct()
        if n + c - 1 > coup.used:
            raise Impossible(
                ("fault", "card"),
                f"the stuck cards run from card {n} to card {n + c - 1}, past the hand's "
                f"last card ({coup.used}); with order_known: true every stuck card must be "
                "one the hand uses",
            )
        why = {
            "status": say("art2.known.status"),
            "procedure": say("art2.known.procedure"),
        }
        return Outcome("valid", ("restore_order",), coup, ARTICLES, coup.used, why)

    ctx.need(n + c - 1)
    if ctx.house.stuck_burn == "cancel_hand":
        # The hand stops at the stuck cards, so only the cards before them matter.
        if not reaches(ctx.cards[:n - 1], n):
            raise Impossible(
                ("fault", "card"),
                f"fault.card is {n}, but the cards before it complete the hand: no card {n} "
                "is drawn, so no stuck group can come out there; use an earlier position",
            )
        drawn = n + c - 1
        why = {
            "status": say("art2.cancel.status"),
            "procedure": say("art2.cancel.procedure"),
            "burned": say("art2.cancel.burned"),
            "next_hand": say("art2.cancel.next_hand"),
        }
        return Outcome(
            "cancelled", ("cancel_hand", "burn_cards"), None, ARTICLES, drawn, why,
            burned=tuple(ctx.cards[:drawn]), button="cancel",
        )
    coup = ctx.correct(ctx.cards[:n - 1] + ctx.cards[n - 1 + c:], extra=c)
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    why = {
        "status": say("art2.burn.status"),
        "procedure": say("art2.burn.procedure"),
        "burned": say("art2.burn.burned", count=c),
        "punto": say("art2.burn.cards"),
    }
    why["banco"] = why["punto"]
    return Outcome(
        "valid", ("burn_cards",), coup, ARTICLES, coup.used + c, why,
        burned=tuple(stuck), cards_moved=True,
    )
