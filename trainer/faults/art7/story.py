"""Article 7 as a session tells it: a distribution of the wrong number of cards."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Event, Note, Told, clarity
from . import WrongCardCount


def wrong_card_count(sc: DealtHand, f: Fault[WrongCardCount], out: Outcome) -> Told:
    p_want, b_want = f.params.punto, f.params.banco
    told: list[Event] = []
    p = b = 0
    for i in range(p_want + b_want):
        if (i % 2 == 0 and p < p_want) or b >= b_want:
            side, p = "punto", p + 1
        else:
            side, b = "banco", b + 1
        told.append(Dealt(i + 1, sc.cards[i], side))
    if f.after_burn:
        return told, say("session.notice.count", punto=p_want, banco=b_want)
    return told + [Note(say("session.story.count", punto=p_want, banco=b_want)),
                   Note(say(clarity(f.params.reconstructible)))], None
