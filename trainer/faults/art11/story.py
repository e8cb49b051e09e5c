"""Article 11 as a session tells it: a seat adds a stake on the other side, then the hand is dealt."""
from __future__ import annotations

from ...i18n import say
from ...vocab import Box
from ..base import Fault, Outcome
from ..story_kit import DealtHand, Event, Note, Told, trail
from . import SecondBet


def second_bet(sc: DealtHand, f: Fault[SecondBet], out: Outcome) -> Told:
    assert out.coup is not None  # a betting fault leaves the cards to play
    bet = f.params.bet
    other = Box.BANCO if bet.box == Box.PUNTO else Box.PUNTO
    told: list[Event] = [Note(say("session.story.second_bet", seat=f.params.seat, amount=bet.amount,
                                  on_box=say(f"session.on_box.{bet.box}"), on_other=say(f"session.on_box.{other}")))]
    # It happened while bets were placed: before the dealer closes betting, then the deal.
    return told + [Note(say("session.story.rien_ne_va_plus")), *trail(sc.cards, out.coup.used)], None
