"""Article 3's words: the engine's reasons for a card on the floor, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art3.first.status",
       "The first card of the hand fell: the bets are withdrawn and the hand is played as a colpo in bianco."),
    C_("art3.first.procedure",
       "Staff pick the card up and put it back in play; hand the stakes back and announce the colpo in bianco."),
    C_("art3.first.button", "A colpo in bianco does not move the button."),
    C_("art3.first.next_hand", "The fault is settled by this colpo in bianco; the next hand is normal."),
    C_("art3.later.status",
       "Card {card} fell after the hand began: it goes back into play in its place and the hand is valid."),
    C_("art3.later.procedure", "Staff pick the card up and it plays where it belongs; nothing else changes."),
    C_("session.story.dropped", "The {n} card slips and falls to the floor."),
)
