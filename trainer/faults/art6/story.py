"""Article 6 as a session tells it: the distribution with cards on the wrong side."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Event, Note, Told, clarity, trail
from . import ReversedDistribution


def _other(side: str | None) -> str | None:
    return {"punto": "banco", "banco": "punto"}.get(side or "", side)


def reversed_distribution(sc: DealtHand, f: Fault[ReversedDistribution], out: Outcome) -> Told:
    p = f.params
    told: list[Event] = [Dealt(d.position, d.card, _other(d.side) if d.position in p.cards else d.side, d.stage)
                         for d in trail(sc.cards, 4)]
    positions = list(p.cards)
    many = "many" if len(positions) > 1 else "one"
    if f.after_burn:
        return told, say(f"session.notice.reversed.{many}", cards=positions)
    return told + [Note(say(f"session.story.reversed.{many}", cards=positions)),
                   Note(say(clarity(p.reconstructible)))], None
