"""Article 2: cards that leave the sabot stuck together (stuck_cards)."""
from __future__ import annotations

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
            "status": "The stuck cards' order can be told, so it is restored and the hand is valid.",
            "procedure": "Put the stuck cards back in the order they had in the sabot and go on.",
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
            "status": "Under the house rule stuck_burn: cancel_hand, stuck cards whose order is lost void the hand (R5).",
            "procedure": "Declare the hand void, then burn every card drawn so far, the stuck ones included (R5).",
            "burned": "Every card drawn in the hand so far is burned, the stuck ones included (R5).",
            "next_hand": "Nothing is carried over: the next hand is normal.",
        }
        return Outcome(
            "cancelled", ("cancel_hand", "burn_cards"), None, ARTICLES, drawn, why,
            burned=tuple(ctx.cards[:drawn]), button="cancel",
        )
    coup = ctx.correct(ctx.cards[:n - 1] + ctx.cards[n - 1 + c:], extra=c)
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    why = {
        "status": "The stuck cards are burned and dealing goes on from the sabot; the hand is valid (R5).",
        "procedure": "Their order cannot be told, so the stuck cards are burned (R5: only the stuck ones).",
        "burned": f"The {c} stuck cards are burned; the cards already on the table stay (R5).",
        "punto": "The burned cards play for nobody; the hand takes the next cards of the sabot in their place.",
    }
    why["banco"] = why["punto"]
    return Outcome(
        "valid", ("burn_cards",), coup, ARTICLES, coup.used + c, why,
        burned=tuple(stuck), cards_moved=True,
    )
