"""Article 4 as a session tells it: the damaged card."""
from __future__ import annotations

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import DealtHand, Note, Told, ordinal, trail
from . import DamagedCard


def damaged_card(sc: DealtHand, f: Fault[DamagedCard], out: Outcome) -> Told:
    n = f.params.card
    return [*trail(sc.cards, n), Note(say("session.story.damaged", n=ordinal(n), card=sc.cards[n - 1].symbol()))], None
