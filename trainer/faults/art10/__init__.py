"""Article 10: the error is found after the hand's cards were burnt (`after_burn: true`).

Which kinds may be found after the burn is each kind's own entry in the
registry (`Kind.after_burn`); this place closes them.
"""
from __future__ import annotations

from dataclasses import fields, replace

from ...coup import Coup, deal
from ...i18n import say
from ...vocab import Status, Step
from ..base import Context, Impossible, Outcome, Params, Why

ARTICLES = (10,)


def found_after_burn(params: Params) -> Params:
    """The hand was played to its end, so a rebuild question has its answer: it could be rebuilt. A burnt
    hand has no payment left to correct (R32), so `paid` cannot go with it."""
    if getattr(params, "paid", False):
        raise Impossible(("fault", "paid"), "paid: true cannot go with after_burn: true: once the cards are "
                         "burnt the hand is settled and has no payment left to correct (Article 10, R32); remove one")
    if any(f.name == "reconstructible" for f in fields(params)):
        rebuilt = {"reconstructible": True}  # a key Params itself lacks, so passed as a map
        return replace(params, **rebuilt)
    return params


def exhausted(inner: Outcome) -> Outcome:
    """The hand counts as played: no rebuild, only the Game Inspector for disputes (R17)."""
    why: Why = {
        "status": say("art10.status"),
        "procedure": say("art10.procedure"),
        "next_hand": say("art10.next_hand"),
        "button": say("art10.button"),
    }
    articles = ARTICLES + tuple(a for a in inner.articles if a not in ARTICLES)
    drawn = max(inner.drawn, inner.coup.used if inner.coup else 0)
    return Outcome(
        Status.VALID, (Step.CALL_GAME_INSPECTOR,), inner.coup, articles, drawn, why, exhausted=True,
    )


def error_drew(kind: str, params: Params, coup: Coup | None) -> int:
    """The fewest cards the wrong play itself drew (FORMATS §2's D), which FORMATS §5 `drawn` may not
    go under: 4 for a reversed distribution or a third card withheld."""
    if kind == "wrong_card_count":
        return max(4, int(getattr(params, "punto")) + int(getattr(params, "banco")))
    if kind == "wrong_third_card" and getattr(params, "error") == "given":
        return 6 if getattr(params, "side") == "banco" and coup is not None and coup.punto_drew else 5
    return 4


def check_drawn(kind: str, params: Params, drawn: int, inner: Outcome) -> None:
    """`drawn` (R25) must hold at least the cards the error drew."""
    least = error_drew(kind, params, inner.coup)
    if drawn < least:
        raise Impossible(("fault", "drawn"), f"fault.drawn is {drawn}, but this {kind} drew at least {least} "
                         f"cards; set drawn to {least} or more (at most 8)")


def taken(kind: str, params: Params, drawn: int | None, ctx: Context, inner: Outcome) -> int:
    """R25: how many of the hand's cards an exhausted hand took: `drawn` as stated, else the cards
    serving a reader's false declaration, or the hand's own for a wrong announcement."""
    if drawn is not None:
        return drawn
    if kind == "reader_error":
        return deal(ctx.cards, declared=getattr(params, "declared")).used
    return inner.coup.used if inner.coup is not None else inner.drawn
