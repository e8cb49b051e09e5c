"""Article 1: a card drawn by mistake (extra_card); a visible card (exposed_card)."""
from __future__ import annotations

from ..i18n import say
from .base import Context, Fault, Field, Impossible, Outcome, beyond

ARTICLES = (1,)

EXTRA_CARD = {"after": Field("position", minimum=4), "seen": Field("bool")}
EXPOSED_CARD = {
    "card": Field("position", minimum=1),
    "where": Field("choice", choices=("sabot", "distribution")),
}


def extra_card(fault: Fault, ctx: Context) -> Outcome:
    n = fault.after
    ctx.need(n + 1)
    extra = ctx.cards[n]
    coup = ctx.correct(ctx.cards[:n] + ctx.cards[n + 1:], extra=1)
    if not 4 <= n <= coup.used:
        raise Impossible(
            ("fault", "after"),
            f"fault.after is {n}, but the hand without the extra card uses {coup.used} "
            f"cards, so the extra card can only come after card "
            + ("4; set after: 4" if coup.used == 4 else f"4 to {coup.used}; set after to one of these"),
        )
    why = {
        "status": say("art1.extra.status"),
        "set_aside": say("art1.extra.set_aside", card=extra),
        "burned": say("art1.extra.burned"),
        "punto": say("art1.extra.cards"),
    }
    steps = ["set_aside_card"]
    if fault.seen:
        steps.append("announce_colpo_in_bianco")
        why["procedure"] = say("art1.extra.procedure.seen")
        why["next_hand"] = say("art1.extra.next_hand.seen")
        next_hand = "colpo_in_bianco"
    else:
        why["procedure"] = say("art1.extra.procedure.unseen")
        why["next_hand"] = say("art1.extra.next_hand.unseen")
        next_hand = "normal"
    why["banco"] = why["punto"]
    return Outcome(
        "valid", tuple(steps), coup, ARTICLES, coup.used + 1, why,
        set_aside=(extra,), next_hand=next_hand, cards_moved=True,
    )


def exposed_card(fault: Fault, ctx: Context) -> Outcome:
    coup = ctx.correct()
    n = fault.card
    if fault.where == "distribution" and n > 4:
        raise Impossible(
            ("fault", "card"),
            f"fault.card is {n}, but the distribution is cards 1 to 4; use where: sabot "
            "for a later card, or a position from 1 to 4",
        )
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    if n == 1 and fault.where == "sabot":
        why = {
            "status": say("art1.top.status"),
            "procedure": say("art1.top.procedure"),
            "button": say("art1.top.button"),
            "next_hand": say("art1.top.next_hand"),
        }
        return Outcome(
            "colpo_in_bianco", ("withdraw_bets", "announce_colpo_in_bianco"), coup,
            ARTICLES, coup.used, why, button="stays",
        )
    seen = "art1.exposed.status.sabot" if fault.where == "sabot" else "art1.exposed.status.distribution"
    why = {
        "status": say(seen, card=n),
        "procedure": say("art1.exposed.procedure"),
    }
    return Outcome("valid", ("continue_hand",), coup, ARTICLES, coup.used, why)
