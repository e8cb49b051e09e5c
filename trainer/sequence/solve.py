"""The canonical answer of a sequence: one one-hand Solution per hand (FORMATS §5)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..solve import Solution
from .model import Sequence
from .play import play


@dataclass(frozen=True, slots=True)
class SequenceSolution:
    sequence: Sequence
    hands: tuple[Solution, ...]  # hand N is hands[N - 1]; each answer holds the keys that hand grades

    @property
    def answer(self) -> dict[str, Any]:
        """FORMATS §5 `answer: {hands: [...]}`: one §3 answer per hand."""
        return {"hands": [hand.answer for hand in self.hands]}

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The solution as `trainer solve --json` prints it: `answer.hands` and `explain.hands`."""
        each = [hand.to_json(lang) for hand in self.hands]
        return {"format": 1, "scenario": self.sequence.id, "answer": {"hands": [h["answer"] for h in each]},
                "explain": {"hands": [h["explain"] for h in each]}}


def solve_sequence(seq: Sequence) -> SequenceSolution:
    """Every hand solved in turn; raises Invalid at the first hand that cannot happen."""
    return SequenceSolution(seq, tuple(played.solution for played in play(seq)))
