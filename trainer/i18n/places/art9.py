"""Article 9's words: the engine's reasons for a wrong announcement, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art9.status", "A wrong announcement changes nothing: the cards decide and the hand is valid."),
    C_("art9.procedure", "Correct the announcement at once with \"le carte parlano\"."),
    C_("art9.announce", "The dealer said \"Banco {banco}, Punto {punto}\"; the cards speak, Banco first."),
    C_("session.story.announced", "You announce \"Banco {banco}, Punto {punto}\"."),
    C_("art9.paid.procedure",
       "Say \"le carte parlano\" and call the Game Inspector; before him, take back what was paid and hand back "
       "what was collected on the wrong announcement, then settle the hand by its real cards (R32)."),
    C_("session.story.paid", "You begin to settle the hand on that announcement."),
    C_("session.notice.announced", "the announcement \"Banco {banco}, Punto {punto}\" did not match the cards"),
)
