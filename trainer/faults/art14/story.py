"""Article 14 as a session tells it: the limits, a stake outside them, then the hand is dealt."""
from __future__ import annotations

from ...game.betting import stake_on
from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import DealtHand, Event, Note, Told, trail
from . import StakeOutOfLimits


def stake_out_of_limits(sc: DealtHand, f: Fault[StakeOutOfLimits], out: Outcome) -> Told:
    assert out.coup is not None and out.betting is not None  # a betting fault leaves the cards to play
    p, table = f.params, out.betting.table
    assert table.limits is not None  # the engine refuses the fault without them
    told: list[Event] = [Note(say("session.story.out_of_limits", minimum=table.limits.minimum,
                                  maximum=table.limits.maximum, seat=p.seat, amount=stake_on(table.seat(p.seat), p.box),
                                  on_box=say(f"session.on_box.{p.box}")))]
    # It happened while bets were placed: before the dealer closes betting, then the deal.
    return told + [Note(say("session.story.rien_ne_va_plus")), *trail(sc.cards, out.coup.used)], None
