"""The scenarios of a session: files and folders given on the command line, or a fresh drill.

A file may hold one hand or a sequence of hands (FORMATS §5); both are kept,
in the order given (a folder's files in name order), so that nothing given
is dropped: trainer.session.segments plays them.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Iterable

from ..engine.solve import Solution
from . import sheets


@dataclass
class Loaded:
    items: list[Solution] = field(default_factory=list)  # in play order: one-hand files and sequences
    problems: list[str] = field(default_factory=list)  # "FILE:LINE:COL: message" of invalid scenario files
    drill_dir: str | None = None  # where a drill's scenarios were kept

    @property
    def solutions(self) -> list[Solution]:
        """The one-hand scenarios among them."""
        return [x for x in self.items if x.single]


def from_paths(paths: Iterable[str]) -> Loaded:
    """Scenario files in the order given (a folder's files in name order); invalid ones reported, skipped."""
    from ..pipeline import solve_files

    loaded = Loaded()
    for result in solve_files(paths):
        if result.solution is not None:
            loaded.items.append(result.solution)
        else:
            loaded.problems += [str(p) for p in result.problems]
    return loaded


def from_drill(count: int, seed: int, articles: Iterable[object] | None, level: int | None,
               report_dir: str) -> Loaded:
    """`count` fresh scenarios from trainer.drill, each kept under REPORT_DIR/drills/seed-S/ with its solution."""
    from ..drill.generate import generate

    loaded = Loaded()
    for drill in generate(count, seed, articles, level):
        path = sheets.save_drill(report_dir, seed, drill.id, drill.text)
        loaded.items.append(drill.kept_at(path))
        loaded.drill_dir = os.path.dirname(path)
    return loaded
