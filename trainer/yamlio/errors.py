"""Problems found in a file the user wrote, each with its line and column."""
from __future__ import annotations

from dataclasses import dataclass

# Where a value stands in a file, as the keys and list indexes that lead to it,
# e.g. ("fault", "card") or ("shoe", "cards", 3).
KeyPath = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    col: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.message}"


class Invalid(Exception):
    """A file that cannot be used; `problems` lists every reason found."""

    def __init__(self, problems: list[Problem]):
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems
