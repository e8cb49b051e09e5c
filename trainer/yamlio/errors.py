"""Problems found in a file the user wrote, each with its line and column."""
from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Callable

# A scalar as the line-aware reader reads it from a file: text, a number, a yes/no, a date, or nothing.
# A map's keys are scalars too (a name, a seat number, or whatever else an author wrote).
Scalar = str | int | float | bool | datetime.date | None

# Where a value stands in a file, as the keys and list indexes that lead to it,
# e.g. ("fault", "card") or ("shoe", "cards", 3).
KeyPath = tuple[Scalar, ...]

MAX_PROBLEMS = 50  # per file: past these, only how many more (a file of 60,000 mistakes is not 60,000 lines)


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem with a file: where it is (line and column from 1) and what to change."""

    file: str
    line: int
    col: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.message}"


class Tally:
    """The problems of one file as they are found: the first MAX_PROBLEMS in full, then only how many more.

    Past the cap a problem costs a count: its message need not be written nor
    its position looked up (only the first one's, where the summary points).
    """

    def __init__(self, file: str):
        self.file = file
        self.listed: list[Problem] = []
        self.more = 0
        self._first_more = (1, 1)

    @property
    def full(self) -> bool:
        return len(self.listed) >= MAX_PROBLEMS

    def add(self, problem: Problem) -> None:
        if self.full:
            self.skip(lambda: (problem.line, problem.col))
        else:
            self.listed.append(problem)

    def skip(self, where: Callable[[], tuple[int, int]]) -> None:
        """One more problem, not listed; `where` is asked only for the first of them."""
        if not self.more:
            self._first_more = where()
        self.more += 1

    def problems(self) -> list[Problem]:
        """The listed problems, and a last one at the first unlisted that says how many more there are."""
        if not self.more:
            return list(self.listed)
        line, col = self._first_more
        return self.listed + [Problem(self.file, line, col, more_problems(self.more))]


def more_problems(count: int) -> str:
    return f"... and {count:,} more problem{'' if count == 1 else 's'} in this file"


def capped(problems: list[Problem]) -> list[Problem]:
    """At most MAX_PROBLEMS problems and the summary line, for a list made without a Tally."""
    if len(problems) <= MAX_PROBLEMS + 1:
        return problems
    first = problems[MAX_PROBLEMS]
    rest = len(problems) - MAX_PROBLEMS
    return problems[:MAX_PROBLEMS] + [Problem(first.file, first.line, first.col, more_problems(rest))]


class Invalid(Exception):
    """A file that cannot be used; `problems` lists every reason found (up to MAX_PROBLEMS, then how many more)."""

    def __init__(self, problems: list[Problem]):
        problems = capped(problems)
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems
