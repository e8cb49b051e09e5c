"""Article 10's words: the engine's reasons for an error found after the burn, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art10.status", "The cards were already burned, so the hand is exhausted and stands as played."),
    C_("art10.procedure",
       "Nothing can be rebuilt, cancelled or re-announced now; any dispute goes to the Game Inspector (R17)."),
    C_("art10.next_hand", "The exhausted hand leaves nothing over: the next hand is normal."),
    C_("art10.button", "The hand counts as played, so the button passes."),
    C_("session.story.burnt", "The hand is played to its end and settled, and its cards are burned."),
    C_("session.story.after_burn", "After the cards were burned, you notice that {what}."),
)
