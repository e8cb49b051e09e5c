"""Article 3 as a session tells it: the card on the floor."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, Note, Told, ordinal, trail
from . import DroppedCard

if TYPE_CHECKING:
    from ...scenario.model import Scenario


def dropped_card(sc: Scenario, f: Fault[DroppedCard], out: Outcome) -> Told:
    n = f.params.card
    return [*trail(sc.cards, n - 1), Dealt(n, sc.cards[n - 1], None, "floor"),
            Note(say("session.story.dropped", n=ordinal(n)))], None
