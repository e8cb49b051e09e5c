"""Article 8 as a session tells it: the third card given, or withheld."""
from __future__ import annotations

from ...coup import deal
from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Event, FILLER, Note, Told, ordinal, trail
from . import WrongThirdCard


def wrong_third_card(sc: DealtHand, f: Fault[WrongThirdCard], out: Outcome) -> Told:
    correct = deal(tuple(sc.cards) + (FILLER,) * 6)
    side = f.params.side
    name = side.capitalize()
    told: list[Event] = [*trail(sc.cards, 4)]
    punto_third = [Dealt(5, sc.cards[4], "punto", "third")] if correct.punto_drew else []
    if f.params.error == "given":
        if side == "punto":
            n = 5
        else:
            told += punto_third
            n = 6 if punto_third else 5
        card = sc.cards[n - 1]
        told.append(Dealt(n, card, side, "third"))
        seen = say("session.story.given", side=name, n=ordinal(n), card=card.symbol())
        notice = say("session.notice.given", side=name, card=card.symbol())
    else:
        if side == "banco":
            told += punto_third
        seen = say("session.story.withheld", side=name)
        notice = say("session.notice.withheld", side=name)
    if f.after_burn:
        return told, notice
    return told + [Note(seen)], None
