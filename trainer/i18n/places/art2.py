"""Article 2's words: the engine's reasons for stuck cards, and the session's story of them."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art2.known.status", "The stuck cards' order can be told, so it is restored and the hand is valid."),
    C_("art2.known.procedure", "Put the stuck cards back in the order they had in the sabot and go on."),
    C_("art2.cancel.status",
       "Under the house rule stuck_burn: cancel_hand, stuck cards whose order is lost void the hand (R5)."),
    C_("art2.cancel.procedure",
       "Declare the hand void, then burn every card drawn so far, the stuck ones included (R5)."),
    C_("art2.cancel.burned", "Every card drawn in the hand so far is burned, the stuck ones included (R5)."),
    C_("art2.cancel.next_hand", "Nothing is carried over: the next hand is normal."),
    C_("art2.burn.status", "The stuck cards are burned and dealing goes on from the sabot; the hand is valid (R5)."),
    C_("art2.burn.procedure", "Their order cannot be told, so the stuck cards are burned (R5: only the stuck ones)."),
    C_("art2.burn.burned", "The {count} stuck cards are burned; the cards already on the table stay (R5)."),
    C_("art2.burn.cards",
       "The burned cards play for nobody; the hand takes the next cards of the sabot in their place."),
    C_("session.story.stuck", "{count} cards leave the sabot stuck together: the {first} to the {last} ({cards})."),
    C_("session.story.stuck.two", "Two cards leave the sabot stuck together: the {first} and the {last} ({cards})."),
    C_("session.story.stuck.known", "You can tell the order they had in the sabot."),
    C_("session.story.stuck.unknown", "Their order can no longer be told."),
)
