"""Article 4 as a session tells it: the damaged card."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Note, Told, ordinal, trail
from . import DamagedCard

if TYPE_CHECKING:
    from ...scenario.model import Scenario


def damaged_card(sc: Scenario, f: Fault[DamagedCard], out: Outcome) -> Told:
    n = f.params.card
    return [*trail(sc.cards, n), Note(say("session.story.damaged", n=ordinal(n), card=sc.cards[n - 1].symbol()))], None
