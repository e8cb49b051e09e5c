"""The premise's words: a clean hand and the reader's error, in the engine's reasons and the session's story."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("premise.late_bet.procedure", "Refuse the stake placed after \"Rien ne va plus\" and hand it back (R28)."),
    C_("premise.late_bet.bets",
       "The late stake plays no part in the hand, however big; the stakes placed before \"Rien ne va plus\" play."),
    C_("session.story.late_bet", "Then seat {seat} puts {amount} {on_box}."),
    C_("premise.what", "The reader declared \"{declared}\" on Punto {score}"),
    C_("premise.cards", "Rebuilt in sabot order as the rules table wanted, not as the reader declared (R8)."),
    C_("solve.clean.status", "No fault: the hand is dealt and settled normally and is valid."),
    C_("solve.clean.procedure", "A clean hand needs no procedure."),
    C_("session.story.distributed", "The four cards of the distribution are on the table."),
    C_("session.story.declares", "The reader looks at the two Punto cards and declares \"{declared}\"."),
    C_("session.story.punto_uncovered", "Punto's cards are turned face up."),
    C_("session.notice.declared", "the reader's \"{declared}\" did not follow the rules table"),
)
