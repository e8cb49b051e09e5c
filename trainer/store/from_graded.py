"""A graded sheet as the store records it: only the commands that grade (grade, train, exam) build records.

Kept apart from record.py so that the store's reading side (the audit, the class report, verify) does not
import the grading pipeline and the engine behind it.
"""
from __future__ import annotations

import json
from datetime import datetime

from ..io.plain import grade_plain
from ..pipeline import Graded, check_pass_mark
from ..vocab import JSON, Origin
from .provenance import TRAINER_VERSION, rulebook_sha256
from .record import ORIGINS, Record, canonical, utc_iso


def _plain(value: object) -> JSON:
    """The value as the store gives it back: through canonical JSON (tuples become lists, keys strings)."""
    plain: JSON = json.loads(canonical(value))
    return plain


def record_of(graded: Graded, origin: Origin, now: datetime | None = None, proctor: str | None = None) -> Record:
    """The record of one graded sheet (trainer.pipeline.Graded) for the results store.

    `origin` says which command graded it: "grade" or "train". The scenario's
    SHA-256 is that of the bytes the loader read and the engine solved (kept
    on the Scenario), never of the file read again now; `now` (UTC; default:
    the clock) is when it was graded. The record carries its provenance
    (trainer.store.provenance): the trainer's version, the rulebook's
    SHA-256, and `proctor`, who administered the session, where given.
    """
    if origin not in ORIGINS:
        raise ValueError(f"origin must be one of {', '.join(ORIGINS)}; got {origin!r}")
    grade = graded.grade
    if grade is None or graded.sheet is None or graded.solution is None:
        raise ValueError(f"{graded.path}: this sheet was not graded (invalid or incomplete); "
                         f"there is nothing to record")
    sheet = graded.sheet
    out = grade_plain(grade)
    # The mark as the grade applied it: none set means every decision right, which is a mark of 1.0.
    mark = check_pass_mark(1.0 if grade.pass_mark is None else float(grade.pass_mark))
    return Record(
        trainee=grade.trainee,
        scenario=grade.scenario,
        scenario_sha256=graded.scenario_sha256,
        answer=_plain(sheet.answer),
        decisions=_plain(out["decisions"]),
        score=grade.score,
        max=grade.max,
        passed=grade.passed,
        times=_plain(dict(sheet.times)),
        graded_at=utc_iso(now),
        origin=origin,
        sheet=str(graded.path),
        pass_mark=mark,
        trainer_version=TRAINER_VERSION,
        rulebook_sha256=rulebook_sha256(),
        proctor=proctor,
    )
