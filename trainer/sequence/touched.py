"""Which hands of a sequence a fault touched: the one rule the scorecard (which hands it shows decision by
decision) and `--quick` (which hands it asks every decision) share, so that they never disagree.

A hand is touched when

- it *carried a fault*: its plan has a fault, or something beyond the game's premise happened in it (the
  mask came out, Article 5 — known once the hand is played, not from where the mask lies);
- or it is *carried into* by the hand before: it opens with cards set aside by that hand (R19), it is the
  colpo in bianco that hand announced (R20), or that hand left the button where it was (a colpo in bianco,
  or a cancelled hand under `button_after_cancel: stay`, R21).

The first hand of a sequence is never carried into (what its `start:` carries is the file's premise).
"""
from __future__ import annotations

from enum import StrEnum
from ..vocab import PREMISE, Article, ButtonAfterCancel, ButtonMove

from ..engine.hand import HandSolution
from ..faults import KINDS


class Carried(StrEnum):
    """Why a hand is carried into by the hand before it."""

    CARDS = "cards"  # it opens with the cards that hand set aside (R19)
    BIANCO = "bianco"  # it is the colpo in bianco that hand announced (R20)
    BUTTON = "button"  # that hand left the button where it was (R21)


def own_fault_articles(hand: HandSolution) -> tuple[Article, ...]:
    """The articles of what went wrong in this hand itself: its fault's, or the mask's; () for a clean hand
    (a colpo in bianco played because the hand before announced it has no fault of its own)."""
    sc, out = hand.hand, hand.outcome
    if sc.fault is not None:
        return (KINDS[sc.fault.kind].article,) + ((10,) if sc.fault.after_burn else ())
    return tuple(a for a in out.articles if a != PREMISE and a not in sc.in_bianco)


def button_held(hand: HandSolution) -> bool:
    """The button stays where it was after this hand (R21)."""
    move = hand.outcome.button
    return move == ButtonMove.STAYS or (
        move == ButtonMove.CANCEL and hand.hand.house.button_after_cancel == ButtonAfterCancel.STAY)


def carried_into(before: HandSolution | None, hand: HandSolution) -> tuple[Carried, ...]:
    """Why `hand` is carried into by `before`, the hand played just before it (None for the first hand)."""
    if before is None:
        return ()
    sc = hand.hand
    return tuple(why for why, yes in ((Carried.CARDS, bool(sc.carried)), (Carried.BIANCO, bool(sc.in_bianco)),
                                      (Carried.BUTTON, button_held(before))) if yes)


def touched(before: HandSolution | None, hand: HandSolution) -> bool:
    """Whether a fault touched `hand` (see the module's doc): shown in full, and asked in full by --quick."""
    return bool(own_fault_articles(hand)) or bool(carried_into(before, hand))
