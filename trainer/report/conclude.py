"""After a sheet is graded: its scorecards (one hand or a sequence) written and its result recorded, both or
neither.

Used by `trainer grade` and by the training session alike.
"""
from __future__ import annotations

import os
from datetime import datetime
from typing import Callable, Sequence

from ..files import Staged, slug
from ..pipeline import Graded
from .scorecard import SUBDIR, build, scorecard_html, scorecard_markdown
from .timing import TimeLimit


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
             now: datetime | None = None, limit: TimeLimit | None = None, scorecards: bool = True) -> list[str]:
    """After a sheet is graded: `record` it and write its scorecards (HTML and Markdown), both or neither;
    the scorecards' paths; `limit`: a session's time limit, said on the scorecard. Without `scorecards`, only
    recorded (an exam's hand: its scorecard, which holds the right answers, is written when the exam ends).

    The scorecards are written in full under temporary names first (where a
    full or read-only disk shows), then the result is recorded, then the
    scorecards take their final names. NotWritten when they cannot be written
    (nothing is recorded then); NotRecorded (from a Recorder) when the store
    refuses the result (no scorecard is left then).
    """
    if not scorecards:
        if record is not None:
            record(graded)
        return []
    try:
        staged = stage_scorecards(graded, report_dir, lang, now=now, limit=limit)
    except OSError as err:
        raise NotWritten(graded.path, err) from err
    with staged:
        if record is not None:
            record(graded)
        try:
            return staged.publish()
        except OSError as err:
            raise NotWritten(graded.path, err, recorded=record is not None) from err


def conclude_many(batch: Sequence[Graded], report_dir: str, lang: str,
                  record: Callable[[Sequence[Graded]], None] | None = None,
                  done: Callable[[Graded, list[str]], None] | None = None, now: datetime | None = None) -> None:
    """`conclude` for a batch of graded sheets, recorded in one transaction (group commit): every sheet's
    scorecards written under temporary names, then the whole batch recorded, then the scorecards named;
    `done(graded, paths)` after each sheet's are, in order. A scorecard is never published without its record.

    NotWritten when a sheet's scorecards cannot be written: the sheets before it are still recorded and
    published (and told to `done`) first, nothing after it is. NotRecorded when the store refuses the batch:
    nothing of it is recorded, no scorecard of it is left. A scorecard that cannot be named once the batch is
    recorded: the others are still named, then NotWritten (recorded) for the first that was not.
    """
    staged: list[Staged] = []
    failure: NotWritten | None = None
    try:
        for graded in batch:
            try:
                staged.append(stage_scorecards(graded, report_dir, lang, now=now))
            except OSError as err:
                failure = NotWritten(graded.path, err)
                break
        ready = batch[:len(staged)]
        if record is not None and ready:
            record(ready)
        for graded, cards in zip(ready, staged):
            try:
                paths = cards.publish()
            except OSError as err:
                failure = failure or NotWritten(graded.path, err, recorded=record is not None)
                continue
            if done is not None:
                done(graded, paths)
    finally:
        for cards in staged:
            cards.discard()
    if failure is not None:
        raise failure


def write_scorecards(graded: Graded, report_dir: str, lang: str = "en", now: datetime | None = None) -> list[str]:
    """Write the HTML scorecard and its Markdown twin; return their paths.

    Files go to REPORT_DIR/scorecards/TRAINEE--SCENARIO--STAMP[-N].{html,md};
    an existing scorecard is never overwritten, and none is left half written.
    """
    with stage_scorecards(graded, report_dir, lang, now) as staged:
        return staged.publish()


def stage_scorecards(graded: Graded, report_dir: str, lang: str = "en", now: datetime | None = None,
                     limit: TimeLimit | None = None) -> Staged:
    """Both scorecards rendered and written in full under temporary names: `publish()` gives them their
    final names (as `write_scorecards` would), leaving the `with` block without it removes them.
    An OSError names the file or folder that could not be written."""
    now = now or datetime.now().astimezone()
    card = build(graded, lang, now, limit)
    html, md = scorecard_html(card), scorecard_markdown(card)
    folder = os.path.join(report_dir, SUBDIR)
    base = f"{slug(card.trainee, 'trainee')}--{slug(card.scenario_id, 'scenario')}--{now.strftime('%Y%m%d-%H%M%S')}"
    return Staged(folder, base, {".html": html, ".md": md})
