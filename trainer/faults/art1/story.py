"""Article 1 as a session tells it: the extra card drawn, the card seen too early."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Event, Note, Told, ordinal, trail
from . import ExposedCard, ExtraCard


def extra_card(sc: DealtHand, f: Fault[ExtraCard], out: Outcome) -> Told:
    n, cards = f.params.after, sc.cards
    extra = cards[n]
    told: list[Event] = [*trail(cards[:n] + cards[n + 1:], n)]
    told.append(Dealt(n + 1, extra, None, "extra", face_up=f.params.seen))
    which = "session.story.extra.seen" if f.params.seen else "session.story.extra.unseen"
    return told + [Note(say(which, n=ordinal(n + 1), card=extra.symbol()))], None


def exposed_card(sc: DealtHand, f: Fault[ExposedCard], out: Outcome) -> Told:
    n, cards = f.params.card, sc.cards
    card = cards[n - 1].symbol()
    if f.params.where == "sabot":
        if n == 1:
            return [Note(say("session.story.exposed.top", card=card))], None
        return [*trail(cards, n - 1), Note(say("session.story.exposed.sabot", n=ordinal(n), card=card))], None
    dealt = trail(cards, n)
    last = dealt[-1]
    dealt[-1] = Dealt(last.position, last.card, last.side, last.stage, face_up=True)
    return [*dealt, Note(say("session.story.exposed.distribution", n=ordinal(n), card=card))], None
