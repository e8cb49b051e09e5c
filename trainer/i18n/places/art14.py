"""Article 14's words: the engine's reasons for a stake outside the table limits, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art14.under.procedure",
       "Hand the stake back: it is under the table minimum, and the dealer never adds tokens for a player (R29)."),
    C_("art14.under.bets", "A stake under the minimum does not play; every other stake plays as placed."),
    C_("art14.over.procedure", "Hand back the part over the table maximum: the stake plays at the maximum (R29)."),
    C_("art14.over.bets",
       "The stake plays at the table maximum, the excess handed back; every other stake plays as placed."),
    C_("session.story.out_of_limits",
       "The table limits are {minimum} to {maximum}. Seat {seat} has {amount} {on_box}."),
)
