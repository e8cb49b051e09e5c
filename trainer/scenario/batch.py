"""Scenario files named on the command line, found, read and solved one at a time.

Files stream through: each is read, solved and handed on before the next is
opened, so a folder of ten thousand scenarios costs no more memory than ten.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator

from ..files import listed
from ..yamlio.errors import Invalid, Problem

SUFFIXES = (".yaml", ".yml")
ANSWER_SUFFIXES = (".answer.yaml", ".answer.yml")


@dataclass(frozen=True)
class Result:
    path: str
    solution: object | None = None  # trainer.solve.Solution
    problems: tuple[Problem, ...] = ()

    @property
    def ok(self) -> bool:
        return self.solution is not None


def scenario_files(paths: Iterable[str]) -> Iterator[str]:
    """Files as given; a folder gives its scenario files in name order (answer sheets skipped)."""
    return listed(paths, lambda name: name.endswith(SUFFIXES) and not name.endswith(ANSWER_SUFFIXES))


def solve_files(paths: Iterable[str]) -> Iterator[Result]:
    """Each file's canonical solution or its problems; ids must be unique across the run."""
    from ..solve import solve
    from .load import load

    paths = tuple(paths)
    first_seen: dict[str, int] = {}  # id -> ordinal of its file: no path string kept per file
    listing: list[str] | None = None  # the files again, rebuilt only to name a duplicate's first file
    for n, path in enumerate(scenario_files(paths)):
        try:
            solution = solve(load(path))
        except Invalid as bad:
            yield Result(path, problems=tuple(bad.problems))
            continue
        except Exception as err:  # never a traceback for a user's file
            yield Result(path, problems=(Problem(
                path, 1, 1,
                f"the trainer could not process this file ({type(err).__name__}: {err}); please report it",
            ),))
            continue
        sid = solution.scenario.id
        if sid in first_seen:
            line, col = solution.scenario.marks.where(("id",))
            if listing is None:
                listing = list(scenario_files(paths))
            first = listing[first_seen[sid]] if first_seen[sid] < len(listing) else "another file"
            yield Result(path, problems=(Problem(
                path, line, col, f"id '{sid}' is already used by {first}; give each scenario its own id",
            ),))
            continue
        first_seen[sid] = n
        yield Result(path, solution=solution)
