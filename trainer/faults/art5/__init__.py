"""Article 5: the mask (cut card) comes out of the sabot.

The mask is not a `fault:` entry but `shoe.mask_after`; it is this hand's
fault only when it comes out before the hand has drawn its last card.
"""
from __future__ import annotations

from typing import Collection

from ...coup import Coup
from ...i18n import say
from ...vocab import Article, ButtonMove, NextHand, Status, Step
from ..base import Context, Impossible, Outcome, Why

ARTICLES = (5,)
MINIMUM_ON_TABLE = 7


def in_hand(mask_after: int, drawn: int) -> bool:
    """Does the mask come out while this hand draws `drawn` cards?"""
    return mask_after < drawn


def mask(mask_after: int, ctx: Context) -> Outcome:
    """The outcome of a hand in which the mask comes out (at the start or during it).

    At the start means the first thing out of the sabot, after any set-aside cards (R22)."""
    if mask_after == ctx.carried:
        return _at_start(ctx)
    coup = ctx.correct()
    why: Why = {
        "status": say("art5.during.status"),
        "procedure": say("art5.during.procedure"),
        "next_hand": say("art5.during.next_hand"),
    }
    return Outcome(
        Status.VALID, (Step.ANNOUNCE_LAST_HAND,), coup, ARTICLES, coup.used, why,
        next_hand=NextHand.NEW_SHOE,
    )


def _at_start(ctx: Context) -> Outcome:
    on_table = len(ctx.cards)
    steps = (Step.ANNOUNCE_MINIMUM_SEVEN, Step.COUNT_REMAINING_CARDS)
    if on_table >= MINIMUM_ON_TABLE:
        coup = ctx.correct()
        enough: Why = {
            "status": say("art5.start.enough.status", count=on_table),
            "procedure": say("art5.start.enough.procedure"),
            "next_hand": say("art5.start.next_hand"),
        }
        return Outcome(Status.VALID, steps, coup, ARTICLES, coup.used, enough, next_hand=NextHand.NEW_SHOE)
    why: Why = {
        "status": say("art5.start.short.status", count=on_table),
        "procedure": say("art5.start.short.procedure"),
        "burned": say("art5.start.short.burned"),
        "next_hand": say("art5.start.next_hand"),
    }
    return Outcome(
        Status.CANCELLED, steps + (Step.CANCEL_HAND,), None, ARTICLES, on_table, why,
        next_hand=NextHand.NEW_SHOE, button=ButtonMove.CANCEL,
    )


def check_listing(mask_after: int, ctx: Context) -> None:
    """With a mask, `cards` is everything left in the sabot, so the mask lies within it."""
    if mask_after > len(ctx.cards):
        raise Impossible(
            ("shoe", "mask_after"),
            f"shoe.mask_after is {mask_after} but the shoe lists only {len(ctx.cards)} cards; "
            "with a mask, shoe.cards lists every card left in the sabot, so lower "
            "shoe.mask_after or list the missing cards",
        )


def check_beside_fault(mask_after: int, kind: str, out: Outcome) -> None:
    """One scenario holds one fault: a hand with a fault must end before the mask."""
    if in_hand(mask_after, out.drawn):
        raise Impossible(
            ("shoe", "mask_after"),
            f"the mask comes out after card {mask_after}, inside this hand, which already has a "
            f"{kind} fault; one scenario holds one fault, so set shoe.mask_after "
            f"to {out.drawn} or more, or remove the fault",
        )


def in_clean_hand(mask_after: int, articles: Collection[Article], coup: Coup, ctx: Context) -> Outcome | None:
    """The outcome when the mask comes out during `coup`, a hand without a fault; None when it stays behind."""
    if not in_hand(mask_after, coup.used):
        return None
    if 5 not in articles:
        raise Impossible(("articles",), f"the mask comes out after card {mask_after}, inside this hand "
                         f"(Article 5); add 5 to articles, or set shoe.mask_after to {coup.used} or more")
    return mask(mask_after, ctx)
