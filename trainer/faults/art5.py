"""Article 5: the mask (cut card) comes out of the sabot.

The mask is not a `fault:` entry but `shoe.mask_after`; it is this hand's
fault only when it comes out before the hand has drawn its last card.
"""
from __future__ import annotations

from ..i18n import say
from .base import Context, Impossible, Outcome

ARTICLES = (5,)
MINIMUM_ON_TABLE = 7


def in_hand(mask_after: int, drawn: int) -> bool:
    """Does the mask come out while this hand draws `drawn` cards?"""
    return mask_after < drawn


def mask(mask_after: int, ctx: Context) -> Outcome:
    """The outcome of a hand in which the mask comes out (at the start or during it)."""
    if mask_after == 0:
        return _at_start(ctx)
    coup = ctx.correct()
    why = {
        "status": say("art5.during.status"),
        "procedure": say("art5.during.procedure"),
        "next_hand": say("art5.during.next_hand"),
    }
    return Outcome(
        "valid", ("announce_last_hand",), coup, ARTICLES, coup.used, why, next_hand="new_shoe",
    )


def _at_start(ctx: Context) -> Outcome:
    on_table = len(ctx.cards)
    steps = ("announce_minimum_seven", "count_remaining_cards")
    if on_table >= MINIMUM_ON_TABLE:
        coup = ctx.correct()
        why = {
            "status": say("art5.start.enough.status", count=on_table),
            "procedure": say("art5.start.enough.procedure"),
            "next_hand": say("art5.start.next_hand"),
        }
        return Outcome("valid", steps, coup, ARTICLES, coup.used, why, next_hand="new_shoe")
    why = {
        "status": say("art5.start.short.status", count=on_table),
        "procedure": say("art5.start.short.procedure"),
        "burned": say("art5.start.short.burned"),
        "next_hand": say("art5.start.next_hand"),
    }
    return Outcome(
        "cancelled", steps + ("cancel_hand",), None, ARTICLES, on_table, why,
        next_hand="new_shoe", button="cancel",
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
