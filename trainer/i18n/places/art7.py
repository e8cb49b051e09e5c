"""Article 7's words: the engine's reasons for a wrong card count, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art7.what", "The distribution gave Punto {punto} and Banco {banco} cards instead of two each"),
    C_("art7.punto", "Rebuilt in sabot order: the 1st and 3rd cards drawn are Punto's, then the table (R8)."),
    C_("art7.banco", "Rebuilt in sabot order: the 2nd and 4th cards drawn are Banco's, then the table (R8)."),
    C_("session.story.count", "Cards dealt in the distribution: {punto} to Punto, {banco} to Banco."),
    C_("session.notice.count",
       "the distribution had dealt the wrong number of cards: {punto} to Punto, {banco} to Banco"),
)
