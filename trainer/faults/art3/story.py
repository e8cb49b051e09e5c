"""Article 3 as a session tells it: the card on the floor."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Note, Told, ordinal, trail
from . import DroppedCard


def dropped_card(sc: DealtHand, f: Fault[DroppedCard], out: Outcome) -> Told:
    n = f.params.card
    return [*trail(sc.cards, n - 1), Dealt(n, sc.cards[n - 1], None, "floor"),
            Note(say("session.story.dropped", n=ordinal(n)))], None
