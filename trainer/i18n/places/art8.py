"""Article 8's words: the engine's reasons for a wrong third card, and the session's story of it."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art8.what.given", "{side} was given a third card it must not have"),
    C_("art8.what.withheld", "{side} was refused a third card it must have"),
    C_("art8.cards", "Rebuilt in sabot order, each third card going where the table sends it (R8)."),
    C_("session.story.given", "{side} is given a third card: the {n} card, {card}."),
    C_("session.story.withheld", "{side} is given no third card."),
    C_("session.notice.given", "{side} had been given a third card ({card}) against the rules"),
    C_("session.notice.withheld", "{side} had not been given the third card it was due"),
)
