"""Article 11's words: the engine's reasons for a second stake on one seat, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art11.procedure",
       "Refuse the second stake and hand it back: a seat holds one stake, on Punto or on Banco, plus one on "
       "Égalité (R27)."),
    C_("art11.bets",
       "The stake the seat had plays; the later one, refused, never existed for the hand: it settles nothing and "
       "does not count for who reads the Punto cards."),
    C_("session.story.second_bet", "Seat {seat}, already {on_other}, also puts {amount} {on_box}."),
)
