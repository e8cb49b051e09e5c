"""The canonical solution of a scenario: every hand's graded keys, their articles and whys."""
from __future__ import annotations

from dataclasses import dataclass

from .hand import HandSolution
from .model import Scenario
from .play import play


@dataclass(frozen=True, slots=True)
class Solution:
    scenario: Scenario
    hands: tuple[HandSolution, ...]  # hand N is hands[N - 1]; each answer holds the keys that hand grades

    @property
    def single(self) -> bool:
        """A one-hand file: answered, graded and shown in the one-hand shape (FORMATS §4)."""
        return self.scenario.single

    @property
    def only_hand(self) -> HandSolution:
        """The hand of a one-hand file."""
        if not self.single:
            raise ValueError(f"scenario {self.scenario.id} has {len(self.hands)} hands, not one")
        return self.hands[0]


def solve(scenario: Scenario) -> Solution:
    """Every hand solved in turn; raises Invalid (with the key to change) at the first that cannot happen."""
    return Solution(scenario, tuple(played.solution for played in play(scenario)))
