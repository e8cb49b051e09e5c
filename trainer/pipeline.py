"""The path of every file: scenario -> solution -> grade -> scorecard -> record, each step written once.

    for solved in solve_files(paths): ...               # validate, solve, sessions
    for graded in grade_files(sheets, ScenarioIndex("scenarios")): ...
        paths = conclude(graded, "reports", "en", Recorder(results, Origin.GRADE))

This sits above the engine (load, solve, grade) and below the command line
and the training session, which both call these functions instead of chaining
the steps themselves. Nothing here prints or exits: a file's problems come
back as values (`Problem`), a results store that refuses a result as
`NotRecorded`.

Files stream through: each is read, solved and handed on before the next is
opened, so a folder of ten thousand scenarios costs no more memory than ten.
The engine is imported when the first file is read, so that importing this
module costs nothing at start-up.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Callable, Iterable, Iterator

from .files import listed
from .vocab import Origin
from .yamlio.errors import Invalid, Problem

if TYPE_CHECKING:
    from .grade import Grade
    from .sheet.model import AnswerSheet
    from .sequence.solve import SequenceSolution
    from .solve import Solution
    from .store import Store, StoreError

SCENARIO_SUFFIXES = (".yaml", ".yml")
ANSWER_SUFFIXES = (".answer.yaml", ".answer.yml")
SHEET_SUFFIXES = (".yaml", ".yml")


# ---- solve these files ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Solved:
    """One scenario file: its canonical solution (`solution` for one hand, `sequence` for a sequence of
    hands, FORMATS §5), or the problems that kept it from one."""

    path: str
    solution: Solution | None = None
    problems: tuple[Problem, ...] = ()
    sequence: SequenceSolution | None = None

    @property
    def ok(self) -> bool:
        return self.solution is not None or self.sequence is not None

    @property
    def either(self) -> Solution | SequenceSolution | None:
        """The solution of whichever kind the file is."""
        return self.solution if self.solution is not None else self.sequence


def scenario_files(paths: Iterable[str]) -> Iterator[str]:
    """Files as given; a folder gives its scenario files in name order (answer sheets skipped)."""
    return listed(paths, lambda name: name.endswith(SCENARIO_SUFFIXES) and not name.endswith(ANSWER_SUFFIXES))


def solve_files(paths: Iterable[str]) -> Iterator[Solved]:
    """Each file's canonical solution or its problems; ids must be unique across the run."""
    from .sequence.load import load_any
    from .sequence.model import Sequence
    from .sequence.solve import SequenceSolution as SequenceSolution_, solve_sequence
    from .solve import solve

    paths = tuple(paths)
    first_seen: dict[str, int] = {}  # id -> ordinal of its file: no path string kept per file
    listing: list[str] | None = None  # the files again, rebuilt only to name a duplicate's first file
    for n, path in enumerate(scenario_files(paths)):
        try:
            loaded = load_any(path)
            solution = solve_sequence(loaded) if isinstance(loaded, Sequence) else solve(loaded)
        except Invalid as bad:
            yield Solved(path, problems=tuple(bad.problems))
            continue
        except Exception as err:  # never a traceback for a user's file
            yield Solved(path, problems=(Problem(
                path, 1, 1,
                f"the trainer could not process this file ({type(err).__name__}: {err}); please report it",
            ),))
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
        if isinstance(solution, SequenceSolution_):
            yield Solved(path, sequence=solution)
        else:
            yield Solved(path, solution=solution)


# ---- grade these sheets ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Graded:
    """One answer sheet: matched to its scenario and graded, or the problems that kept it from a grade.
    A one-hand scenario's solution is `solution`, a sequence's (FORMATS §5) `sequence`."""
    path: str
    sheet: AnswerSheet | None = None
    solution: Solution | None = None
    grade: Grade | None = None  # None when invalid or incomplete
    problems: tuple[Problem, ...] = ()
    sequence: SequenceSolution | None = None

    def graded(self) -> tuple[Solution, Grade]:
        """Its scenario's solution and its grade; only for a one-hand sheet that was graded."""
        if self.solution is None or self.grade is None:
            raise ValueError(f"{self.path} was not graded as one hand")
        return self.solution, self.grade

    def graded_sequence(self) -> tuple[SequenceSolution, Grade]:
        """Its sequence's solution and its grade; only for a sequence sheet that was graded."""
        if self.sequence is None or self.grade is None:
            raise ValueError(f"{self.path} was not graded as a sequence")
        return self.sequence, self.grade

    @property
    def scenario_sha256(self) -> str | None:
        """The SHA-256 of the scenario file's bytes the sheet was graded against."""
        if self.sequence is not None:
            return self.sequence.sequence.sha256
        return self.solution.scenario.sha256 if self.solution is not None else None


class ScenarioIndex:
    """The scenarios of one folder (and of the `more` folders searched with it) by id, solved once, on first
    need; messages name the first folder."""

    def __init__(self, folder: str, *more: str):
        self.folder = folder
        self._folders = (folder, *more)
        self._by_id: dict[str, Solution | SequenceSolution] | None = None

    def _solved(self) -> dict[str, Solution | SequenceSolution]:
        if self._by_id is None:
            self._by_id = {}
            folders = [f for f in self._folders if os.path.isdir(f)]
            if folders:
                for solved in solve_files(folders):
                    if solved.solution is not None:
                        self._by_id[solved.solution.scenario.id] = solved.solution
                    elif solved.sequence is not None:
                        self._by_id[solved.sequence.sequence.id] = solved.sequence
        return self._by_id

    def get(self, sid: str) -> Solution | None:
        """The one-hand scenario of this id (None for a sequence: see get_any)."""
        from .solve import Solution

        found = self._solved().get(sid)
        return found if isinstance(found, Solution) else None

    def get_any(self, sid: str) -> Solution | SequenceSolution | None:
        """The scenario of this id, one hand or a sequence."""
        return self._solved().get(sid)

    def close_to(self, sid: str) -> str:
        from .yamlio.check import suggest

        return suggest(sid, self._solved())


def sheet_files(paths: Iterable[str]) -> Iterator[str]:
    """Files as given; a folder gives its YAML files in name order."""
    return listed(paths, lambda name: name.endswith(SHEET_SUFFIXES))


def grade_files(paths: Iterable[str], index: ScenarioIndex, pass_mark: float | None = None) -> Iterator[Graded]:
    """Each sheet graded against the scenario of its id in `index`, or its problems; one sheet that cannot be
    processed is reported as such and the rest still run."""
    from .sheet.load import load_sheet

    for path in sheet_files(paths):
        try:
            sheet = load_sheet(path)
        except Invalid as bad:
            yield Graded(path, problems=tuple(bad.problems))
            continue
        except Exception as err:  # never a traceback for a user's file, nor a lost batch
            yield Graded(path, problems=(_unprocessed(path, err),))
            continue
        solution = index.get_any(sheet.scenario)
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


def grade_file(path: str, solution: Solution | SequenceSolution, pass_mark: float | None = None) -> Graded:
    """The sheet at `path` (one a session has just saved) read and graded against `solution`; Invalid if
    it does not read or does not fit its scenario's kind."""
    from .sheet.load import load_sheet

    return graded_sheet(path, load_sheet(path), solution, pass_mark)


def graded_sheet(path: str, sheet: AnswerSheet, solution: Solution | SequenceSolution,
                 pass_mark: float | None = None) -> Graded:
    """A loaded sheet graded against its scenario's solution, one hand or a sequence (hand by hand,
    FORMATS §5); an incomplete sheet is kept, never graded. Invalid (at the sheet's answer) when the
    sheet's shape does not fit the scenario's kind, or it answers more hands than the sequence has."""
    from .grade import grade, grade_sequence
    from .solve import Solution as Solution_

    if isinstance(solution, Solution_):
        if sheet.is_sequence:
            raise _misfit(sheet, ("answer", "hands"), f"answer holds hands:, but scenario '{sheet.scenario}' is "
                          "one hand, not a sequence; write its keys directly under answer: (status:, procedure:, "
                          "...)")
        if sheet.incomplete:
            return Graded(path, sheet, solution)
        return Graded(path, sheet, solution, grade(solution, sheet.answer, sheet.trainee, pass_mark))
    count = len(solution.hands)
    if not sheet.is_sequence:
        raise _misfit(sheet, ("answer",), f"scenario '{sheet.scenario}' is a sequence of {count} hands, so "
                      "answer: holds hands:, one answer per hand in order, like answer: {hands: [{status: valid, "
                      "...}, ...]}")
    if len(sheet.hands) > count:
        raise _misfit(sheet, ("answer", "hands", count), f"hand {count + 1}: scenario '{sheet.scenario}' has "
                      f"{count} hands, but this sheet answers {len(sheet.hands)}; remove hand {count + 1} and those "
                      "after it, or check the scenario id")
    if sheet.incomplete:
        return Graded(path, sheet, sequence=solution)
    return Graded(path, sheet, grade=grade_sequence(solution, sheet.hands, sheet.trainee, pass_mark),
                  sequence=solution)


def _misfit(sheet: AnswerSheet, where: tuple[str | int, ...], message: str) -> Invalid:
    if sheet.doc is None or sheet.doc.root is None:
        return Invalid([Problem(sheet.source, 1, 1, message)])
    return Invalid([sheet.doc.problem(where, message)])


# ---- grade, write the scorecard, record the result --------------------------------------------------------------


class NotRecorded(Exception):
    """The results store refused a graded sheet: which sheet, and the store's reason. No scorecard was
    written for it."""

    def __init__(self, path: str, reason: StoreError):
        super().__init__(f"{path}: not recorded: {reason}; no scorecard was written for it")
        self.path = path
        self.reason = reason


class NotWritten(Exception):
    """A graded sheet's scorecard could not be written (a read-only or full disk, a file where the folder
    should be): which sheet, which file, why, and whether the result was recorded all the same."""

    def __init__(self, path: str, reason: OSError, recorded: bool = False):
        target = reason.filename or "its scorecard"
        then = ("the result was recorded, but has no scorecard" if recorded
                else "nothing was recorded for it")
        super().__init__(f"{path}: cannot write {target}: {reason.strerror or reason}; {then}")
        self.path = path
        self.reason = reason
        self.recorded = recorded


class Recorder:
    """Records graded sheets in a results store, with the command that graded them ("grade" or "train")."""

    def __init__(self, results: Store, origin: Origin):
        self.results = results
        self.origin = origin

    def __call__(self, graded: Graded) -> None:
        from .store import StoreError, record_of

        try:
            self.results.add(record_of(graded, self.origin))
        except StoreError as err:
            raise NotRecorded(graded.path, err) from err


def conclude(graded: Graded, report_dir: str, lang: str, record: Callable[[Graded], None] | None = None,
             now: datetime | None = None) -> list[str]:
    """After a sheet is graded: `record` it and write its scorecards (HTML and Markdown), both or neither;
    the scorecards' paths.

    The scorecards are written in full under temporary names first (where a
    full or read-only disk shows), then the result is recorded, then the
    scorecards take their final names. NotWritten when they cannot be written
    (nothing is recorded then); NotRecorded (from a Recorder) when the store
    refuses the result (no scorecard is left then).
    """
    from .report.scorecard import stage_scorecards

    try:
        staged = stage_scorecards(graded, report_dir, lang, now=now)
    except OSError as err:
        raise NotWritten(graded.path, err) from err
    with staged:
        if record is not None:
            record(graded)
        try:
            return staged.publish()
        except OSError as err:
            raise NotWritten(graded.path, err, recorded=record is not None) from err
