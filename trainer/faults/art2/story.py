"""Article 2 as a session tells it: the cards that came out stuck together."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Event, Note, Told, ordinal, symbols, trail
from . import StuckCards


def stuck_cards(sc: DealtHand, f: Fault[StuckCards], out: Outcome) -> Told:
    n, c, cards = f.params.card, f.params.count, sc.cards
    told: list[Event] = [*trail(cards, n - 1)]
    stuck = cards[n - 1:n - 1 + c]
    told += [Dealt(n + i, card, None, "stuck") for i, card in enumerate(stuck)]
    which = "session.story.stuck.two" if c == 2 else "session.story.stuck"
    told.append(Note(say(which, first=ordinal(n), last=ordinal(n + c - 1), count=c, cards=symbols(stuck))))
    told.append(Note(say("session.story.stuck.known" if f.params.order_known else "session.story.stuck.unknown")))
    return told, None
