"""Which files of a folder are scenario files: apart from the pipeline, so that what only lists them (the
audit's catalogue of bundled scenarios) does not import the engine's solver and grader."""
from __future__ import annotations

from typing import Iterable, Iterator

from ..files import listed

SCENARIO_SUFFIXES = (".yaml", ".yml")
ANSWER_SUFFIXES = (".answer.yaml", ".answer.yml")


def scenario_files(paths: Iterable[str]) -> Iterator[str]:
    """Files as given; a folder gives its scenario files in name order (answer sheets skipped)."""
    return listed(paths, lambda name: name.endswith(SCENARIO_SUFFIXES) and not name.endswith(ANSWER_SUFFIXES))
