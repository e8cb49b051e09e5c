"""Article 12 as a session tells it: a stake placed in banknotes, then the hand is dealt."""
from __future__ import annotations

from ...game.betting import stake_on
from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import DealtHand, Event, Note, Told, trail
from . import BanknoteBet


def banknote_bet(sc: DealtHand, f: Fault[BanknoteBet], out: Outcome) -> Told:
    assert out.coup is not None and out.betting is not None  # a betting fault leaves the cards to play
    p = f.params
    amount = stake_on(out.betting.table.seat(p.seat), p.box)
    told: list[Event] = [Note(say("session.story.banknote_bet", seat=p.seat, amount=amount,
                                  on_box=say(f"session.on_box.{p.box}")))]
    # It happened while bets were placed: before the dealer closes betting, then the deal.
    return told + [Note(say("session.story.rien_ne_va_plus")), *trail(sc.cards, out.coup.used)], None
