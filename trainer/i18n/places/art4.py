"""Article 4's words: the engine's reasons for a damaged card, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art4.status",
       "A damaged card is swapped for an identical one, so the hand goes on unchanged and is valid (R14)."),
    C_("art4.procedure", "Replace the card with one of the same rank and suit from the spare stock, even mid-hand."),
    # The fault says which card, not how it is damaged: the scenario's own words say that (a drill's
    # "creased down the middle"), so the line names no damage of its own that could contradict them.
    C_("session.story.damaged", "The {n} card, {card}, comes out of the sabot damaged."),
)
