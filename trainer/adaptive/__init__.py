"""Adaptive drills: the next drill drawn from a trainee's recorded results (`trainer train --adaptive`).

    hands = stored_hands(store_spec, "T-0042")       # history.py: the trainee's hands, oldest first
    drill = plan_drill(hands, "T-0042", 5, seed=51)  # plan.py: one variant per hand, and why
    drill.json_lines("it"); drill.text("en"); drill.drills()
    next_drill(hands, "T-0042")                      # stress.py: what it stresses, for `trainer audit`
    adaptive_advice("T-0042", "it")                  # advice.py: the line a session summary may add

schedule.py is the spaced-repetition schedule itself (Leitner boxes per
article, counted in hands), pure and documented there and in the README.
Words are in the i18n catalog (trainer/i18n/adaptive.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any  # Any: __getattr__ gives each name as its module has it

if TYPE_CHECKING:  # the names as they are, for the type checker
    from .advice import adaptive_advice
    from .history import PlayedHand, recorded_hands, stored_hands
    from .plan import DEFAULT_COUNT, Plan, Slot, command, plan_drill, variants_for
    from .schedule import BOXES, RECENT, Item, interval
    from .stress import NextDrill, next_drill

# Where each name lives; imported when first asked for, so that a reader of histories (the class report, the
# audit) does not load the drill generator and the fault registry the plan needs.
_FROM = {"adaptive_advice": "advice", "PlayedHand": "history", "recorded_hands": "history",
         "stored_hands": "history", "DEFAULT_COUNT": "plan", "Plan": "plan", "Slot": "plan", "command": "plan",
         "plan_drill": "plan", "variants_for": "plan", "BOXES": "schedule", "RECENT": "schedule", "Item": "schedule",
         "interval": "schedule", "NextDrill": "stress", "next_drill": "stress"}


def __getattr__(name: str) -> Any:  # Any: each name's own type, as its module gives it
    if name not in _FROM:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".{_FROM[name]}", __name__), name)


__all__ = ["BOXES", "DEFAULT_COUNT", "Item", "NextDrill", "Plan", "PlayedHand", "RECENT", "Slot",
           "adaptive_advice", "command", "interval", "next_drill", "plan_drill", "recorded_hands", "stored_hands",
           "variants_for"]
