"""Scenario files named on the command line, found, read and solved one at a time.

Files stream through: each is read, solved and handed on before the next is
opened, so a folder of ten thousand scenarios costs no more memory than ten.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Iterable, Iterator

from .errors import Invalid, Problem

SUFFIXES = (".yaml", ".yml")


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
    for path in paths:
        if os.path.isdir(path):
            names = sorted(
                (e.name for e in os.scandir(path)
                 if e.name.endswith(SUFFIXES) and not e.name.endswith((".answer.yaml", ".answer.yml"))
                 and not _is_dir(e)),
                reverse=True,
            )
            while names:  # pop from the end: the list shrinks as the files are handed out
                yield os.path.join(path, names.pop())
        else:
            yield path


def _is_dir(entry: os.DirEntry) -> bool:
    """Folders are skipped; a broken or looping link is kept so that reading it reports why."""
    try:
        return entry.is_dir()
    except OSError:
        return False


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
