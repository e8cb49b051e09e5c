"""`trainer grade`: answer sheets graded, written as scorecards and recorded, through trainer.pipeline."""
from __future__ import annotations

import os
import sys
import time

import click

from .. import exitcodes
from .options import Fraction, bundled_scenarios, fail, json_option, lang_option, proctor_option, store_options
from .results import open_results


BATCH = 100  # sheets recorded in one transaction (group commit): one commit, so one fsync, for them all
BATCH_SECONDS = 0.5  # nor does a graded sheet wait longer than this for its batch to be recorded and shown
NO_SHEET_FILES = ("no answer sheets there: a folder stands for its *.yaml and *.yml files; give the sheets "
                  "themselves or a folder that holds them")


@click.command()
@click.argument("sheets", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=True, readable=True))
@click.option("--scenarios", "scenarios_dir", default=None, type=click.Path(exists=True, file_okay=False),
              help="Folder holding the scenarios the sheets answer (it must exist); by default the scenarios "
                   "bundled with the trainer, one-hand and sequences, found from any folder.")
@click.option("--pass-mark", type=Fraction(), default=None,
              help="Pass when score/max reaches this fraction (wins over a scenario's pass_mark).")
@click.option("--report-dir", default="reports", show_default=True, type=click.Path(file_okay=False),
              help="Where the scorecards (HTML and Markdown) are written.")
@json_option
@lang_option()
@store_options
@proctor_option
def grade(sheets: tuple[str, ...], scenarios_dir: str | None, pass_mark: float | None, report_dir: str, as_json: bool,
          lang: str, store: str | None, no_record: bool, proctor: str | None) -> None:
    """Grade answer sheets decision by decision, write a scorecard for each and record the results.

    Exit 0 when every sheet passed, 1 when any failed or is invalid.
    """
    from ..io.plain import grade_plain
    from ..money import dumps
    from ..pipeline import ScenarioIndex, grade_files, sheet_files
    from ..pipeline import Graded
    from ..report.conclude import NotWritten, conclude_many
    from ..store.recorder import NotRecorded, Recorder
    from ..report.grade_text import grading_text, incomplete_text, written_text
    from ..report.scorecard import SUBDIR
    from ..terminal import safe_json, safe_lines, safe_text
    from ..vocab import Origin
    from .prose import echo

    if next(iter(sheet_files(sheets)), None) is None:  # as validate and solve: nothing to do is an error
        fail(NO_SHEET_FILES)
    index = ScenarioIndex(*bundled_scenarios()) if scenarios_dir is None else ScenarioIndex(scenarios_dir)
    results = None if no_record else open_results(store)
    record = None if results is None else Recorder(results, Origin.GRADE, proctor)
    code = exitcodes.OK
    written = 0
    batch: list[Graded] = []  # graded, waiting to be recorded together (group commit)
    started = 0.0  # when the batch's first sheet was graded

    def shown(graded: Graded, paths: list[str]) -> None:
        nonlocal written
        written += len(paths)
        assert graded.grade is not None
        if as_json:
            click.echo(safe_json(dumps(grade_plain(graded.grade), ensure_ascii=False)))
        else:
            echo(safe_lines(grading_text(graded, lang, paths)))

    def flush() -> None:
        """Record the batch in one transaction, then publish and show each sheet's scorecards, in order."""
        if batch:
            try:
                conclude_many(batch, report_dir, lang, None if record is None else record.many, shown)
            finally:
                batch.clear()

    try:
        for graded in grade_files(sheets, index, pass_mark):
            if graded.problems or graded.grade is None:
                flush()  # what was graded before it is shown before it
            if graded.problems:
                code = exitcodes.INVALID
                for problem in graded.problems:
                    echo(safe_text(problem), err=True)
                if as_json:
                    msgs = [str(p) for p in graded.problems]
                    click.echo(safe_json(dumps({"format": 1, "file": graded.path, "error": msgs[0],
                                                     "errors": msgs}, ensure_ascii=False)))
                continue
            if graded.grade is None:
                code = exitcodes.INVALID
                echo(safe_text(incomplete_text(graded.path, lang)), err=True)
                continue
            if not graded.grade.passed:
                code = exitcodes.INVALID
            if not batch:
                started = time.monotonic()
            batch.append(graded)
            # Without a store there is nothing to group: each sheet is shown as soon as it is graded. With one,
            # a batch waits for BATCH sheets, or BATCH_SECONDS after its first, whichever comes first.
            if record is None or len(batch) >= BATCH or time.monotonic() - started >= BATCH_SECONDS:
                flush()
        flush()
    except (NotRecorded, NotWritten) as err:  # the store or the disk fails every sheet alike: stop here
        fail(safe_text(f"trainer: {err}"))
    finally:
        if results is not None:
            results.close()
    if written and not as_json:
        echo(safe_text(written_text(os.path.join(report_dir, SUBDIR, ""), lang)))  # the folder written
    sys.exit(code)
