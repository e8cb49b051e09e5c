"""Article 5 as a session tells it: where the mask comes out, or lies in the sabot."""
from __future__ import annotations

from ...i18n import say
from ..base import Outcome
from ..story_kit import DealtHand, Event, Note, ordinal, trail


def mask(sc: DealtHand, out: Outcome) -> list[Event] | None:
    """The story of a hand the mask comes out in; None when the mask is not this hand's fault."""
    m = sc.mask_after
    if m == 0:
        return [Note(say("session.story.mask.start"))]
    if m is not None and out.steps:  # the mask comes out in this hand
        return [*trail(sc.cards, m), Note(say("session.story.mask.during", n=ordinal(m)))]
    return None


def behind(mask_after: int) -> Note:
    """A clean hand with the mask further back in the sabot."""
    return Note(say("session.story.mask.behind", n=ordinal(mask_after)))
