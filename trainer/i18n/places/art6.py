"""Article 6's words: the engine's reasons for a reversed distribution, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art6.what.one", "Card {cards} went to the wrong side"),
    C_("art6.what.many", "Cards {cards} went to the wrong side"),
    C_("art6.procedure",
       "Call the inspectors, then put the cards on their right side: 1st and 3rd to Punto, 2nd and 4th to Banco "
       "(R7)."),
    C_("art6.punto", "Rectified: the 1st and 3rd cards belong to Punto, then the hand goes on by the table."),
    C_("art6.banco", "Rectified: the 2nd and 4th cards belong to Banco, then the hand goes on by the table."),
    C_("session.story.reversed.one", "Card {cards} of the distribution went to the wrong side."),
    C_("session.story.reversed.many", "Cards {cards} of the distribution went to the wrong side."),
    C_("session.notice.reversed.one", "card {cards} had gone to the wrong side in the distribution"),
    C_("session.notice.reversed.many", "cards {cards} had gone to the wrong side in the distribution"),
)
