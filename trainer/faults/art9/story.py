"""Article 9 as a session tells it: the hand, then the wrong announcement."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import DealtHand, Event, Note, Told, trail
from . import MisannouncedScore


def misannounced_score(sc: DealtHand, f: Fault[MisannouncedScore], out: Outcome) -> Told:
    assert out.coup is not None  # a misannounced hand is played out
    said = f.params.announced
    told: list[Event] = [*trail(sc.cards, out.coup.used)]
    told.append(Note(say("session.story.announced", banco=said.banco, punto=said.punto)))
    if f.params.paid:
        told.append(Note(say("session.story.paid")))
    if f.after_burn:
        return told, say("session.notice.announced", banco=said.banco, punto=said.punto)
    return told, None
