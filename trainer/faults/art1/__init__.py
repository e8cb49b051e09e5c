"""Article 1: a card drawn by mistake (extra_card); a visible card (exposed_card)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import NextHand, Status, Step
from ..base import Context, Field, Impossible, Outcome, Params, Why, beyond, played_in_bianco

ARTICLES = (1,)


@dataclass(frozen=True, slots=True)
class ExtraCard(Params):
    after: int  # the extra card comes out right after this card
    seen: bool


@dataclass(frozen=True, slots=True)
class ExposedCard(Params):
    card: int
    where: str  # "sabot" | "distribution"


EXTRA_CARD_FIELDS = {
    "after": Field("position", minimum=4,
                   hint=" (the extra card comes after the four cards of the distribution)"),
    "seen": Field("bool"),
}
EXPOSED_CARD_FIELDS = {
    "card": Field("position", minimum=1),
    "where": Field("choice", choices=("sabot", "distribution")),
}


def extra_card(p: ExtraCard, ctx: Context) -> Outcome:
    n = p.after
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
    why: Why = {
        "status": say("art1.extra.status"),
        "set_aside": say("art1.extra.set_aside", card=extra),
        "burned": say("art1.extra.burned"),
        "punto": say("art1.extra.cards"),
    }
    steps = [Step.SET_ASIDE_CARD]
    if p.seen:
        steps.append(Step.ANNOUNCE_COLPO_IN_BIANCO)
        why["procedure"] = say("art1.extra.procedure.seen")
        why["next_hand"] = say("art1.extra.next_hand.seen")
        next_hand = NextHand.COLPO_IN_BIANCO
    else:
        why["procedure"] = say("art1.extra.procedure.unseen")
        why["next_hand"] = say("art1.extra.next_hand.unseen")
        next_hand = NextHand.NORMAL
    why["banco"] = why["punto"]
    return Outcome(
        Status.VALID, tuple(steps), coup, ARTICLES, coup.used + 1, why,
        set_aside=(extra,), next_hand=next_hand, cards_moved=True,
    )


def set_aside_not_in_sabot(n: int, carried: int, what: str) -> Impossible:
    """R26: a card the hand before set aside opens this hand from outside the sabot."""
    return Impossible(
        ("fault", "card"),
        f"card {n} of this hand was set aside by the hand before and is no longer in the sabot (R26), "
        f"so it cannot {what}; use card {carried + 1} or a later one",
    )


def exposed_card(p: ExposedCard, ctx: Context) -> Outcome:
    coup = ctx.correct()
    n = p.card
    if p.where == "distribution" and n > 4:
        raise Impossible(
            ("fault", "card"),
            f"fault.card is {n}, but the distribution is cards 1 to 4; use where: sabot "
            "for a later card, or a position from 1 to 4",
        )
    if n > coup.used:
        raise beyond(("fault", "card"), "fault.card", n, coup.used)
    if p.where == "sabot" and n <= ctx.carried:
        raise set_aside_not_in_sabot(n, ctx.carried, "be visible in the sabot")
    if n == 1 and p.where == "sabot":
        return played_in_bianco(coup, ARTICLES, (Step.WITHDRAW_BETS, Step.ANNOUNCE_COLPO_IN_BIANCO), "art1.top.")
    seen = "art1.exposed.status.sabot" if p.where == "sabot" else "art1.exposed.status.distribution"
    why: Why = {
        "status": say(seen, card=n),
        "procedure": say("art1.exposed.procedure"),
    }
    return Outcome(Status.VALID, (Step.CONTINUE_HAND,), coup, ARTICLES, coup.used, why)
