"""Answer sheets named on the command line, each matched to its scenario and graded."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Iterable, Iterator

from ..files import listed
from ..yamlio.check import suggest
from ..yamlio.errors import Invalid, Problem

SHEET_SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class Graded:
    path: str
    sheet: object | None = None  # AnswerSheet
    solution: object | None = None  # Solution
    grade: object | None = None  # Grade; None when invalid or incomplete
    problems: tuple[Problem, ...] = ()


class ScenarioIndex:
    """The scenarios of one folder by id, solved once, on first need."""

    def __init__(self, folder: str):
        self.folder = folder
        self._by_id: dict | None = None

    def _build(self) -> dict:
        from ..scenario.batch import solve_files

        by_id = {}
        if os.path.isdir(self.folder):
            for result in solve_files([self.folder]):
                if result.ok:
                    by_id[result.solution.scenario.id] = result.solution
        return by_id

    def get(self, sid: str):
        if self._by_id is None:
            self._by_id = self._build()
        return self._by_id.get(sid)

    def close_to(self, sid: str) -> str:
        if self._by_id is None:
            self._by_id = self._build()
        return suggest(sid, self._by_id)


def sheet_files(paths: Iterable[str]) -> Iterator[str]:
    """Files as given; a folder gives its YAML files in name order."""
    return listed(paths, lambda name: name.endswith(SHEET_SUFFIXES))


def grade_files(paths: Iterable[str], index: ScenarioIndex, pass_mark: float | None = None) -> Iterator[Graded]:
    from ..grade import grade
    from .load import load_sheet

    for path in sheet_files(paths):
        try:
            sheet = load_sheet(path)
        except Invalid as bad:
            yield Graded(path, problems=tuple(bad.problems))
            continue
        solution = index.get(sheet.scenario)
        if solution is None:
            line, col = sheet.doc.where(("scenario",))
            yield Graded(path, sheet, problems=(Problem(
                path, line, col,
                f"scenario '{sheet.scenario}' is not among the valid scenarios in {index.folder}; "
                f"{index.close_to(sheet.scenario)}check the id, or point --scenarios at its folder",
            ),))
            continue
        if sheet.incomplete:
            yield Graded(path, sheet, solution)
            continue
        yield Graded(path, sheet, solution, grade(solution, sheet.answer, sheet.trainee, pass_mark))
