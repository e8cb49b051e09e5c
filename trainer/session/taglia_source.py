"""Where the hands of a taglia session come from: the shoe's Dealer, or a fixed sequence file.

Both feed the one hand loop of trainer.session.taglia through `HandSource`:
the hands so far, whether another follows, dealing the next one, and the
cards left in front of the mask. The Dealer decides each hand as it goes
(and the session keeps its taglia file up to date after each deal); a file
sequence's hands are all known from the start (`trainer train FILE`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from ..engine.model import Scenario
from ..engine.play import Played, play
from ..engine.solve import Solution

if TYPE_CHECKING:
    from ..shoe import Dealer


class HandSource(Protocol):
    @property
    def sid(self) -> str:
        """The sequence's id: the sheet's `scenario:`."""

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


class ShoeSource:
    """The taglia the shoe deals (`trainer train --shoe`), hand after hand until the mask ends it."""

    def __init__(self, dealer: Dealer, quick: bool, on_deal: Callable[[], None]):
        self.dealer, self.quick, self.on_deal = dealer, quick, on_deal  # on_deal: the taglia file kept up

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
        played = self.dealer.deal(self.quick).played
        self.on_deal()
        return played

    def before_mask(self, n: int) -> int | None:
        return _before_mask(self.dealer.prepared.mask_after, self.hands, n)


class FileSource:
    """A sequence file's hands in order (`trainer train FILE`): every hand known, dealt one at a time."""

    def __init__(self, solution: Solution):
        self.solution = solution
        self.sequence: Scenario = solution.scenario
        self._all = list(play(self.sequence))  # the file was solved already: it plays
        self._dealt = 0

    @property
    def sid(self) -> str:
        return self.sequence.id

    @property
    def hands(self) -> list[Played]:
        return self._all[:self._dealt]

    @property
    def total(self) -> int:
        return len(self._all)

    @property
    def over(self) -> bool:
        return self._dealt >= len(self._all)

    def deal(self) -> Played:
        self._dealt += 1
        return self._all[self._dealt - 1]

    def before_mask(self, n: int) -> int | None:
        return _before_mask(self.sequence.mask_after, self._all, n)
