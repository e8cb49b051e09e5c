"""Article 5's words: the engine's reasons for the mask, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art5.during.status",
       "The mask came out during the hand: the hand in progress is finished normally and is valid (R6)."),
    C_("art5.during.procedure", "Announce \"ultimo colpo della taglia\": this is the last hand of the shoe."),
    C_("art5.during.next_hand", "The shoe is finished; the next hand starts from a new, shuffled shoe."),
    C_("art5.start.enough.status",
       "The mask opened the hand and {count} cards are on the table after the count, at least seven: the hand is "
       "settled normally."),
    C_("art5.start.enough.procedure",
       "Announce \"last hand, minimum seven cards or else none\", play the hand, then empty the sabot and count "
       "before paying."),
    C_("art5.start.next_hand", "The mask has come out: the next hand needs a new shoe."),
    C_("art5.start.short.status",
       "The mask opened the hand and only {count} cards are on the table after the count, fewer than seven: the "
       "hand is void and nobody may claim."),
    C_("art5.start.short.procedure",
       "Announce \"last hand, minimum seven cards or else none\", count the cards before paying, then cancel the "
       "hand."),
    C_("art5.start.short.burned", "Nothing is burned under Article 5: the shoe ends anyway."),
    C_("session.story.mask.start",
       "The mask is the first thing to come out of the sabot, before any card of this hand."),
    C_("session.story.mask.during", "The mask comes out after the {n} card."),
    C_("session.story.mask.behind", "In the sabot, the mask lies behind the {n} card of this hand."),
)
