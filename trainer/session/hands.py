"""Where the hands of a scenario come from: its file, or the shoe's Dealer.

The session's one hand loop (trainer.session.runner) takes them through
`HandSource`: the hands so far, whether another follows, dealing the next
one, and the cards left in front of the mask. A file's hands are all known
from the start (one for a one-hand scenario, `trainer train FILE`); the
Dealer decides each hand as it goes (`--shoe`, `--quick` choosing which
hands are asked in full), and the session keeps its taglia file up to date
after each deal.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from ..engine.play import Played, play
from ..engine.solve import Solution

if TYPE_CHECKING:
    from ..shoe import Dealer


class HandSource(Protocol):
    @property
    def sid(self) -> str:
        """The scenario's id: the sheet's `scenario:`."""

    @property
    def hands(self) -> list[Played]:
        """The hands dealt so far, hand 1 first."""

    @property
    def total(self) -> int | None:
        """How many hands there are in all, when that is known before the end (a file); None for the shoe."""

    @property
    def over(self) -> bool:
        """No hand follows the last one dealt."""

    def deal(self) -> Played:
        """The next hand."""

    def before_mask(self, n: int) -> int | None:
        """Cards left in the sabot in front of the mask as hand `n` starts; None when there is no mask."""


def _before_mask(mask_after: int | None, hands: list[Played], n: int) -> int | None:
    if mask_after is None:
        return None
    before = hands[n - 2].after.pos if n > 1 else 0
    return max(mask_after - before, 0)


class _SolvedHands:
    """Hands whose solution is known before they are dealt: the scenario's id, and the hands dealt so far."""

    def __init__(self, solution: Solution):
        self.solution = solution
        self._dealt: list[Played] = []

    @property
    def sid(self) -> str:
        return self.solution.scenario.id

    @property
    def hands(self) -> list[Played]:
        return self._dealt


class FileHands(_SolvedHands):
    """A scenario file's hands in order, one or many: every hand known, dealt one at a time."""

    def __init__(self, solution: Solution):
        super().__init__(solution)
        self._plays = play(solution.scenario)  # the file was solved already: it plays

    @property
    def total(self) -> int:
        return len(self.solution.hands)

    @property
    def over(self) -> bool:
        return len(self._dealt) >= self.total

    def deal(self) -> Played:
        self._dealt.append(next(self._plays))
        return self._dealt[-1]

    def before_mask(self, n: int) -> int | None:
        return _before_mask(self.solution.scenario.mask_after, self._dealt, n)


class ShoeHands:
    """The taglia the shoe deals (`trainer train --shoe`), hand after hand until the mask ends it."""

    def __init__(self, dealer: Dealer, quick: bool, on_deal: Callable[[], None], payouts: bool = False):
        self.dealer, self.quick, self.on_deal = dealer, quick, on_deal  # on_deal: the taglia file kept up
        self.payouts = payouts  # --quick=payouts: a quick hand with a stake asks its payouts too

    @property
    def total(self) -> int | None:
        return None  # the mask decides, when it comes out

    @property
    def sid(self) -> str:
        return self.dealer.sequence.id

    @property
    def hands(self) -> list[Played]:
        return [d.played for d in self.dealer.hands]

    @property
    def over(self) -> bool:
        return self.dealer.over

    def deal(self) -> Played:
        played = self.dealer.deal(self.quick, self.payouts).played
        self.on_deal()
        return played

    def before_mask(self, n: int) -> int | None:
        return _before_mask(self.dealer.prepared.mask_after, self.hands, n)


class DealtHand(_SolvedHands):
    """One hand of a sequence the engine has already played in memory (an exam's taglia, trainer.exam.taglia),
    asked, graded and recorded as a one-hand scenario of its own: `solution` holds the sequence's own solution
    of that hand, with what the hand before left it (the sabot's place, the cards set aside, the button, the
    colpo in bianco it announced, R18-R21), never solved again without them. `number` is its place in the
    sequence; `left`, the cards in front of the mask as it starts (None: no mask)."""

    def __init__(self, solution: Solution, played: Played, number: int, left: int | None):
        super().__init__(solution)
        self.played, self.number, self.left = played, number, left

    @property
    def total(self) -> int:
        return 1

    @property
    def over(self) -> bool:
        return bool(self._dealt)

    def deal(self) -> Played:
        self._dealt = [self.played]
        return self.played

    def before_mask(self, n: int) -> int | None:
        return self.left
