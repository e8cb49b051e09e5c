"""After a sheet is graded: its scorecards written and its result recorded, both or neither.

Used by `trainer grade` and by the training session alike.
"""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from ..pipeline import Graded
from .scorecard import stage_scorecards


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
