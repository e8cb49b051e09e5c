"""The path of every file: scenario -> solution -> grade, each step written once.

    for solved in solve_files(paths): ...               # validate, solve, sessions
    for graded in grade_files(sheets, ScenarioIndex("scenarios")): ...
        paths = conclude(graded, "reports", "en", Recorder(results, Origin.GRADE))   # trainer.report.conclude

This sits above the engine (load, solve, grade) and the files (`trainer.io`),
and below the reports, the results store, the command line and the training
session, which call these functions instead of chaining the steps
themselves. Nothing here prints or exits: a file's problems come back as
values (`Problem`).

Files stream through: each is read, solved and handed on before the next is
opened, so a folder of ten thousand scenarios costs no more memory than ten.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Iterable, Iterator

from .engine.grade import Grade, grade
from .engine.solve import Solution, solve
from .files import listed
from .scenario.files import scenario_files
from .sequence.load import load_any
from .sheet.load import load_sheet
from .sheet.model import AnswerSheet
from .yamlio.check import suggest
from .yamlio.errors import Invalid, Problem

SHEET_SUFFIXES = (".yaml", ".yml")


# ---- solve these files ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Solved:
    """One scenario file: its canonical solution (one hand or several, FORMATS §5), or the problems that
    kept it from one."""

    path: str
    solution: Solution | None = None
    problems: tuple[Problem, ...] = ()

    @property
    def ok(self) -> bool:
        return self.solution is not None


def solve_files(paths: Iterable[str]) -> Iterator[Solved]:
    """Each file's canonical solution or its problems; ids must be unique across the run."""
    paths = tuple(paths)
    first_seen: dict[str, int] = {}  # id -> ordinal of its file: no path string kept per file
    listing: list[str] | None = None  # the files again, rebuilt only to name a duplicate's first file
    for n, path in enumerate(scenario_files(paths)):
        try:
            loaded = load_any(path)
            solution = solve(loaded)
        except Invalid as bad:
            yield Solved(path, problems=tuple(bad.problems))
            continue
        except Exception as err:  # never a traceback for a user's file
            yield Solved(path, problems=(_unprocessed(path, err),))
            continue
        sid, marks = loaded.id, loaded.marks
        if sid in first_seen:
            line, col = marks.where(("id",))
            if listing is None:
                listing = list(scenario_files(paths))
            first = listing[first_seen[sid]] if first_seen[sid] < len(listing) else "another file"
            yield Solved(path, problems=(Problem(
                path, line, col, f"id '{sid}' is already used by {first}; give each scenario its own id",
            ),))
            continue
        first_seen[sid] = n
        yield Solved(path, solution)


# ---- grade these sheets ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Graded:
    """One answer sheet: matched to its scenario and graded, or the problems that kept it from a grade."""

    path: str
    sheet: AnswerSheet | None = None
    solution: Solution | None = None
    grade: Grade | None = None  # None when invalid or incomplete
    problems: tuple[Problem, ...] = ()

    def graded(self) -> tuple[Solution, Grade]:
        """Its scenario's solution and its grade; only for a sheet that was graded."""
        if self.solution is None or self.grade is None:
            raise ValueError(f"{self.path} was not graded")
        return self.solution, self.grade

    @property
    def scenario_sha256(self) -> str | None:
        """The SHA-256 of the scenario file's bytes the sheet was graded against."""
        return self.solution.scenario.sha256 if self.solution is not None else None


class ScenarioIndex:
    """The scenarios of one folder (and of the `more` folders searched with it) by id, solved once, on first
    need; messages name the first folder."""

    def __init__(self, folder: str, *more: str):
        self.folder = folder
        self._folders = (folder, *more)
        self._by_id: dict[str, Solution] | None = None

    def _solved(self) -> dict[str, Solution]:
        if self._by_id is None:
            self._by_id = {}
            folders = [f for f in self._folders if os.path.isdir(f)]
            if folders:
                for solved in solve_files(folders):
                    if solved.solution is not None:
                        self._by_id[solved.solution.scenario.id] = solved.solution
        return self._by_id

    def get(self, sid: str) -> Solution | None:
        """The scenario of this id, one hand or a sequence."""
        return self._solved().get(sid)

    def close_to(self, sid: str) -> str:
        return suggest(sid, self._solved())


def sheet_files(paths: Iterable[str]) -> Iterator[str]:
    """Files as given; a folder gives its YAML files in name order."""
    return listed(paths, lambda name: name.endswith(SHEET_SUFFIXES))


def check_pass_mark(mark: float) -> float:
    """The pass mark, a fraction from 0 to 1; ValueError for any other (NaN and the infinities too, which
    comparisons alone would let through and which would pass or fail every sheet)."""
    if isinstance(mark, bool) or not isinstance(mark, (int, float)) or not math.isfinite(mark) \
            or not 0 <= mark <= 1:
        raise ValueError(f"the pass mark must be a number from 0 to 1 (0.8 is 80 %); got {mark!r}")
    return mark


def grade_files(paths: Iterable[str], index: ScenarioIndex, pass_mark: float | None = None) -> Iterator[Graded]:
    """Each sheet graded against the scenario of its id in `index`, or its problems; one sheet that cannot be
    processed is reported as such and the rest still run. ValueError for a pass mark that is not a fraction
    from 0 to 1 (check_pass_mark), before any sheet is read."""
    if pass_mark is not None:
        check_pass_mark(pass_mark)
    return _graded_files(paths, index, pass_mark)


def _graded_files(paths: Iterable[str], index: ScenarioIndex, pass_mark: float | None) -> Iterator[Graded]:
    for path in sheet_files(paths):
        try:
            sheet = load_sheet(path)
        except Invalid as bad:
            yield Graded(path, problems=tuple(bad.problems))
            continue
        except Exception as err:  # never a traceback for a user's file, nor a lost batch
            yield Graded(path, problems=(_unprocessed(path, err),))
            continue
        solution = index.get(sheet.scenario)
        if solution is None:
            line, col = sheet.doc.where(("scenario",)) if sheet.doc is not None else (1, 1)
            yield Graded(path, sheet, problems=(Problem(
                path, line, col,
                f"scenario '{sheet.scenario}' is not among the valid scenarios in {index.folder}; "
                f"{index.close_to(sheet.scenario)}check the id, or point --scenarios at its folder",
            ),))
            continue
        try:
            graded = graded_sheet(path, sheet, solution, pass_mark)
        except Invalid as bad:
            graded = Graded(path, sheet, problems=tuple(bad.problems))
        except Exception as err:
            graded = Graded(path, sheet, problems=(_unprocessed(path, err),))
        yield graded


def _unprocessed(path: str, err: Exception) -> Problem:
    return Problem(path, 1, 1, f"the trainer could not process this file ({type(err).__name__}: {err}); "
                               "please report it")


def grade_file(path: str, solution: Solution, pass_mark: float | None = None) -> Graded:
    """The sheet at `path` (one a session has just saved) read and graded against `solution`; Invalid if
    it does not read or does not fit its scenario's kind."""
    return graded_sheet(path, load_sheet(path), solution, pass_mark)


def graded_sheet(path: str, sheet: AnswerSheet, solution: Solution, pass_mark: float | None = None) -> Graded:
    """A loaded sheet graded against its scenario's solution, hand by hand (FORMATS §5); an incomplete sheet
    is kept, never graded. Invalid (at the sheet's answer) when the sheet's shape does not fit the
    scenario's kind, or it answers more hands than the sequence has."""
    if solution.single:
        if sheet.is_sequence:
            raise _misfit(sheet, ("answer", "hands"), f"answer holds hands:, but scenario '{sheet.scenario}' is "
                          "one hand, not a sequence; write its keys directly under answer: (status:, procedure:, "
                          "...)")
    else:
        count = len(solution.hands)
        if not sheet.is_sequence:
            raise _misfit(sheet, ("answer",), f"scenario '{sheet.scenario}' is a sequence of {count} hands, so "
                          "answer: holds hands:, one answer per hand in order, like answer: {hands: [{status: "
                          "valid, ...}, ...]}")
        if len(sheet.hands) > count:
            raise _misfit(sheet, ("answer", "hands", count), f"hand {count + 1}: scenario '{sheet.scenario}' has "
                          f"{count} hands, but this sheet answers {len(sheet.hands)}; remove hand {count + 1} and "
                          "those after it, or check the scenario id")
    if pass_mark is not None:
        check_pass_mark(pass_mark)
    if sheet.incomplete:
        return Graded(path, sheet, solution)
    return Graded(path, sheet, solution, grade(solution, sheet.answers, sheet.trainee, pass_mark))


def _misfit(sheet: AnswerSheet, where: tuple[str | int, ...], message: str) -> Invalid:
    if sheet.doc is None or sheet.doc.root is None:
        return Invalid([Problem(sheet.source, 1, 1, message)])
    return Invalid([sheet.doc.problem(where, message)])
