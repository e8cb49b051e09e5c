"""The premise as a session tells it: an ordinary distribution, or the reader's declaration."""
from __future__ import annotations

from ...coup import deal
from ...i18n import say
from ..base import Fault, Outcome
from ..story_kit import Dealt, DealtHand, Event, FILLER, Note, Told, trail
from . import LateBet, ReaderError


def clean(sc: DealtHand) -> list[Event]:
    return [*trail(sc.cards, 4), Note(say("session.story.distributed"))]


def reader_error(sc: DealtHand, f: Fault[ReaderError], out: Outcome) -> Told:
    declared = f.params.declared.replace("_", " ")
    served = deal(tuple(sc.cards) + (FILLER,) * 6, declared=f.params.declared)
    told: list[Event] = [*trail(sc.cards, 4, f.params.declared)]
    told.append(Note(say("session.story.declares", declared=declared)))
    told += [Dealt(d.position, d.card, d.side, d.stage) for d in served.trail[4:] if d.position <= len(sc.cards)]
    if f.after_burn:
        return told, say("session.notice.declared", declared=declared)
    return told + [Note(say("session.story.punto_uncovered"))], None


def late_bet(sc: DealtHand, f: Fault[LateBet], out: Outcome) -> Told:
    assert out.coup is not None  # a betting fault leaves the cards to play
    bet = f.params.bet
    told: list[Event] = [Note(say("session.story.rien_ne_va_plus")),
                         Note(say("session.story.late_bet", seat=f.params.seat, amount=bet.amount,
                                  on_box=say(f"session.on_box.{bet.box}")))]
    return told + [*trail(sc.cards, out.coup.used)], None
