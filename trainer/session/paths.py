"""Which decisions a trainee is asked: those the trainee's own status calls for, never the hand's.

A dealer's next actions follow from his own judgement, so after the status
the session asks the decisions that status grades (FORMATS §3), whatever
the hand really is: the questions depend on nothing but the trainee's
answers. `typed_answers` is the inverse, for tests and demos: the lines
that give an answer.
"""
from __future__ import annotations

from collections.abc import Mapping

from ..vocab import GRADED, Key, Status
from .question_set import QUESTIONS
from .questions import EXHAUSTED, ORDER, Ask, Question


def path(choice: str, extra: tuple[str, ...] = ()) -> list[Question]:
    """The questions a trainee who says the hand's status is `choice` is asked, the status first, in the
    dealer's order: the keys a solution of that status grades (FORMATS §3), whatever the hand really is; and
    of `extra` (Ask.extra) the stakes that play, and the settlement wherever the payouts are asked."""
    keys = set(map(str, GRADED[choice]))
    keys |= {k for k in extra if k == Key.BETS or (k == Key.SETTLEMENT and Key.PAYOUTS in keys)}
    return [QUESTIONS[k] for k in ORDER if k in keys]


def choice_of(answer: Mapping[str, object]) -> str:
    """The status option that asks for exactly `answer`'s keys: a valid hand answered with only the keys of
    an exhausted one was said to be exhausted."""
    status = str(answer.get("status", ""))
    if status == Status.VALID and set(answer) == set(map(str, GRADED[EXHAUSTED])):
        return EXHAUSTED
    return status


def typed_answers(answer: Mapping[str, object], ask: Ask) -> list[str]:
    """The lines a trainee types to give `answer` (its status's path, in order): the inverse of parsing."""
    choice = choice_of(answer)
    lines: list[str] = []
    for q in path(choice, ask.extra):
        lines += q.typing(choice if q.key == Key.STATUS else answer[q.key], ask)
    return lines
