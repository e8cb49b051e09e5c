"""Article 10 as a session tells it: the hand played to its end, then what is noticed."""
from __future__ import annotations

from ...i18n import Say, say
from ..story_kit import Event, Note


def after_burn(notice: Say | None) -> list[Event]:
    return [Note(say("session.story.burnt")), Note(say("session.story.after_burn", what=notice))]
