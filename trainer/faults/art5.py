"""Article 5: the mask (cut card) comes out of the sabot.

The mask is not a `fault:` entry but `shoe.mask_after`; it is this hand's
fault only when it comes out before the hand has drawn its last card.
"""
from __future__ import annotations

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
        "status": "The mask came out during the hand: the hand in progress is finished normally and is valid (R6).",
        "procedure": 'Announce "ultimo colpo della taglia": this is the last hand of the shoe.',
        "next_hand": "The shoe is finished; the next hand starts from a new, shuffled shoe.",
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
            "status": f"The mask opened the hand and {on_table} cards are on the table after the count, at least seven: the hand is settled normally.",
            "procedure": 'Announce "last hand, minimum seven cards or else none", play the hand, then empty the sabot and count before paying.',
            "next_hand": "The mask has come out: the next hand needs a new shoe.",
        }
        return Outcome("valid", steps, coup, ARTICLES, coup.used, why, next_hand="new_shoe")
    why = {
        "status": f"The mask opened the hand and only {on_table} cards are on the table after the count, fewer than seven: the hand is void and nobody may claim.",
        "procedure": 'Announce "last hand, minimum seven cards or else none", count the cards before paying, then cancel the hand.',
        "burned": "Nothing is burned under Article 5: the shoe ends anyway.",
        "next_hand": "The mask has come out: the next hand needs a new shoe.",
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
