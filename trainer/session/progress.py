"""What a training session holds while it runs: the scenario in play, what the run has done, and its report.

The loop (runner.py) changes these as hands are answered; the end screens (ending.py) read them.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Literal, Optional, Sequence, Union

from .. import exitcodes
from .hands import HandSource
from .interview import Interview
from .sheets import HandAnswers
from .taglia_files import Taglia

if TYPE_CHECKING:
    from ..engine.grade import Decision
    from ..engine.solve import Solution
    from ..pipeline import Graded

EXIT_DONE = 0
EXIT_CLOSED = 1  # the input closed (EOF, a closed terminal)
EXIT_INTERRUPTED = exitcodes.INTERRUPTED

Stop = Literal["interrupt", "eof"]
Offer = tuple[str, Sequence[str]]  # the adaptive drill the end offers: a sentence, the command's arguments
# The offer, or how to make it from the trainee's id (known only once a resumed sheet is read).
NextDrill = Union[Offer, Callable[[str], Optional[Offer]]]


@dataclass(frozen=True, slots=True)
class BundledRun:
    """A session of `trainer train --bundled`: the place, 1-based, of its first scenario in the bundled run, and
    --settle as given, for the command that goes on after a stop (`--bundled --from N`: the files' names would
    tell the answers)."""
    first: int = 1
    settle: bool = False
    total: int = 0  # the scenarios of the whole bundled run


@dataclass(frozen=True, slots=True)
class Played:
    """A scenario played to its end: its sheet graded, and the scorecards written."""

    graded: Graded
    sheet: str
    scorecards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SessionReport:
    played: list[Played] = field(default_factory=list)
    unfinished: str | None = None  # the incomplete sheet of an interrupted scenario
    stopped: Stop | None = None  # None: ran to the end

    @property
    def exit_code(self) -> int:
        return {None: EXIT_DONE, "interrupt": EXIT_INTERRUPTED, "eof": EXIT_CLOSED}[self.stopped]


class ScenarioInPlay:
    """A scenario being played: where its hands come from, the hands answered so far, its sheet."""

    __slots__ = ("hands", "solution", "taglia", "kept", "decisions", "sheet", "interview", "recorded", "finished")

    def __init__(self, hands: HandSource, solution: Solution | None, taglia: Taglia | None = None,
                 kept: Sequence[HandAnswers] = (), decisions: Sequence[Decision] = (), sheet: str | None = None):
        """`solution`: None for the shoe's taglia, read back from its file when it is graded."""
        self.hands, self.solution, self.taglia = hands, solution, taglia
        self.kept = list(kept)
        self.decisions = list(decisions)  # a taglia's, hand by hand: the score so far
        self.sheet = sheet
        self.interview: Interview | None = None  # the hand being asked
        self.recorded = False
        self.finished = False  # every hand answered and the sheet saved complete: recorded whatever comes next

    @property
    def single(self) -> bool:
        return self.solution is not None and self.solution.single


class Run:
    """What a session has done so far: its report, once it ends."""

    __slots__ = ("played", "unfinished", "stopped", "current", "scenarios")

    def __init__(self, scenarios: Sequence[ScenarioInPlay] = ()) -> None:
        self.played: list[Played] = []
        self.unfinished: str | None = None
        self.stopped: Stop | None = None
        self.current: ScenarioInPlay | None = None
        self.scenarios = list(scenarios)

    def left(self) -> list[ScenarioInPlay]:
        """After a stop: the scenarios still to play, the one stopped in first (unless it was recorded)."""
        if self.current is None or self.current not in self.scenarios:
            return list(self.scenarios)
        at = self.scenarios.index(self.current)
        return self.scenarios[at + 1 if self.current.recorded else at:]

    def report(self) -> SessionReport:
        return SessionReport(self.played, self.unfinished, self.stopped)


def folder_of(paths: Sequence[str]) -> str:
    return os.path.dirname(paths[0]) if paths else "?"


def shown_path(path: str) -> str:
    """A saved file's path as the screen shows it: from the current folder when that is shorter, so that it
    fits the line more often (a path longer than the terminal is the one thing the terminal must break)."""
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return path
    return rel if len(rel) < len(path) and not rel.startswith(os.pardir) else path
