"""Article 12's words: the engine's reasons for a stake placed in banknotes, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art12.procedure",
       "Replace the banknotes at once with the same value in tokens: stakes are placed in tokens (Art. 12)."),
    C_("art12.bets", "The stake plays as placed, for the same sum, now in tokens."),
    C_("session.story.banknote_bet", "Seat {seat} puts its {amount} {on_box} in banknotes."),
)
