"""The scenarios of a session: files and folders given on the command line, or a fresh drill."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import store


@dataclass
class Loaded:
    solutions: list = field(default_factory=list)  # trainer.solve.Solution, in play order
    problems: list = field(default_factory=list)  # "FILE:LINE:COL: message" of invalid scenario files
    drill_dir: str | None = None  # where a drill's scenarios were kept


def from_paths(paths) -> Loaded:
    """Scenario files in the order given (a folder's files in name order); invalid ones reported, skipped."""
    from ..pipeline import solve_files

    loaded = Loaded()
    for result in solve_files(paths):
        if result.ok:
            loaded.solutions.append(result.solution)
        else:
            loaded.problems += [str(p) for p in result.problems]
    return loaded


def from_drill(count: int, seed: int, articles, level, report_dir: str) -> Loaded:
    """`count` fresh scenarios from trainer.drill, each kept under REPORT_DIR/drills/seed-S/ and read back."""
    import os

    from ..drill import generate
    from ..scenario.load import load
    from ..solve import solve

    loaded = Loaded()
    for drill in generate(count, seed, articles, level):
        path = store.save_drill(report_dir, seed, drill.id, drill.text)
        loaded.solutions.append(solve(load(path)))
        loaded.drill_dir = os.path.dirname(path)
    return loaded
