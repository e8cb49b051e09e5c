"""A hand's interview narrowed by its `grade:` (FORMATS §5): only those keys are asked.

When `grade:` lists the status, the status is asked first and drives the
path as in every session (`paths.path`): the decisions that follow are those
the trainee's own status calls for, kept to the ones `grade:` lists, so which
questions come still tells nothing of the hand. Without the status (a
`--quick` hand: reader, announce, winner) the listed keys are asked in the
dealer's order.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..vocab import Key
from .console import Console
from .interview import Interview
from .paths import choice_of, path
from .questions import ORDER, QUESTIONS, Ask


def asked_keys(grade: Sequence[str] | None) -> tuple[str, ...] | None:
    """A `grade:` list as the interview asks it: None (the whole path), or the keys in the dealer's order."""
    if grade is None:
        return None
    keys = set(map(str, grade))
    return tuple(k for k in ORDER if k in keys)


class NarrowedInterview(Interview):
    def __init__(self, console: Console, ask: Ask, clock: Callable[[], float],
                 panel: Sequence[tuple[str, str]], grade: Sequence[str] | None):
        keys = asked_keys(grade)
        self.status_led = keys is not None and Key.STATUS.value in keys
        super().__init__(console, ask, clock, panel, only=None if self.status_led else keys)
        self.grade_keys = keys if self.status_led else None

    @property
    def asked(self) -> list[str]:
        keys = super().asked
        return keys if self.grade_keys is None else [k for k in keys if k in self.grade_keys]

    def run(self) -> dict[str, Any]:
        if self.grade_keys is None:
            return super().run()
        self._one(QUESTIONS[Key.STATUS], 1)
        assert self.choice is not None
        for n, q in enumerate((q for q in path(self.choice)[1:] if q.key in self.grade_keys), 2):
            self._one(q, n)
        self.done = True
        return self.answer


def complete(answer: dict[str, Any], grade: Sequence[str] | None) -> bool:
    """Was this hand answered to its last question (a stop mid-hand leaves it short)?"""
    keys = asked_keys(grade)
    if keys is not None and Key.STATUS.value not in keys:
        return all(k in answer for k in keys)
    if "status" not in answer:
        return False
    return all(q.key in answer for q in path(choice_of(answer)) if keys is None or q.key in keys)
