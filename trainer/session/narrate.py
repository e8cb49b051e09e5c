"""What happened at the table, up to the fault, in plain words: the story of a hand.

A story is a list of events: cards leaving the sabot (`Dealt`, with the side
they went to, or none) and sentences (`Note`). Each fault kind tells its own
part (its `story` in the fault registry, trainer/faults/<article>/story.py);
this module puts the hand around it. A story tells what a dealer saw, never
what he must do about it: no step, status, reader, score or payout appears
in it. Errors found after the burn (Article 10) are told as a hand played to
its end, then what is noticed afterwards.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..faults.stories import story_of
from ..faults.art5 import story as mask_story
from ..faults.art10 import story as burn_story
from ..faults.premise import story as clean_story
from ..faults.story_kit import Dealt, Event, Note, Story
from ..i18n import say

if TYPE_CHECKING:
    from ..engine.hand import HandSolution
    from ..engine.model import Hand
    from ..faults import Outcome

MIN_LISTED = 8  # the numbered list offers at least this many cards, so its length gives nothing away
MORE_LISTED = 2  # and this many beyond every card the hand or its fault can use

__all__ = ["MIN_LISTED", "Dealt", "Note", "Story", "cards_in_view", "story"]


def story(solution: HandSolution) -> Story:
    sc, out = solution.hand, solution.outcome
    cards = sc.cards
    closed = Note(say("session.story.rien_ne_va_plus"))
    events: list[Event] = []
    fault = sc.fault
    if fault is None:
        events += [closed, *_no_fault(sc, out)]
    else:
        told, notice = story_of(fault.kind)(sc, fault, out)
        # A fault at the table says itself when betting closed, before or after its own event.
        events += told if closed in told else [closed, *told]
        if fault.after_burn:
            events += burn_story.after_burn(notice)
    events.append(Note(say("session.story.your_turn")))
    shown = max((e.position for e in events if isinstance(e, Dealt)), default=0)
    needed = max(out.drawn, out.coup.used if out.coup else 0, shown)
    if sc.mask_after == 0:
        listed = len(cards)  # the dealer empties the sabot and counts: every card is in view
    else:
        listed = min(len(cards), max(needed + MORE_LISTED, MIN_LISTED))
    mask = sc.mask_after if sc.mask_after is not None and sc.mask_after <= listed else None
    return Story(tuple(events), listed, shown, mask)


def cards_in_view(told: Story) -> bool:
    """The cards left are in view before the first decision: the mask came out before any card (Article 5),
    and whether the hand is played at all depends on how many cards are left, so the panel shows them."""
    return told.mask == 0


def _no_fault(sc: Hand, out: Outcome) -> list[Event]:
    masked = mask_story.mask(sc, out)
    if masked is not None:
        return masked
    told = clean_story.clean(sc)
    if sc.mask_after is not None:
        told.append(mask_story.behind(sc.mask_after))
    return told
