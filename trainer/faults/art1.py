"""Article 1: a card drawn by mistake (extra_card); a visible card (exposed_card)."""
from __future__ import annotations

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
            + (f"4; set after: 4" if coup.used == 4 else f"4 to {coup.used}; set after to one of these"),
        )
    why = {
        "status": "A card drawn by mistake does not spoil the hand: it goes on by the rules without it.",
        "set_aside": f"The extra card {extra} goes under the sabot and opens the next hand (R3); it is never burned.",
        "burned": "Article 1 keeps the extra card for the next hand; nothing is burned.",
        "punto": "The extra card plays on neither side; each side has the cards the rules give it.",
    }
    steps = ["set_aside_card"]
    if fault.seen:
        steps.append("announce_colpo_in_bianco")
        why["procedure"] = (
            "The extra card was seen, so it is set aside and the dealer announces now that "
            "the next hand is a colpo in bianco (R4)."
        )
        why["next_hand"] = "A seen extra card opens the next hand, which is played without bets."
        next_hand = "colpo_in_bianco"
    else:
        why["procedure"] = "Nobody saw the extra card: set it aside under the sabot and go on."
        why["next_hand"] = "An unseen extra card simply opens the next hand, which is a normal one."
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
            "status": "The first card of the hand could be seen in the sabot before the deal, so the hand is played without bets.",
            "procedure": "Hand every stake back, then announce the colpo in bianco; the card is not burned.",
            "button": "A colpo in bianco does not move the button.",
            "next_hand": "The fault is settled by this colpo in bianco; the next hand is normal.",
        }
        return Outcome(
            "colpo_in_bianco", ("withdraw_bets", "announce_colpo_in_bianco"), coup,
            ARTICLES, coup.used, why, button="stays",
        )
    seen = "seen in the sabot" if fault.where == "sabot" else "uncovered during the distribution"
    why = {
        "status": f"Card {n} was {seen} after betting closed: the card is valid and the hand stands.",
        "procedure": "Betting was already closed, so the dealer simply goes on with the hand.",
    }
    return Outcome("valid", ("continue_hand",), coup, ARTICLES, coup.used, why)
