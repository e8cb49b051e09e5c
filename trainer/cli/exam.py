"""`trainer exam`: one proctored sitting of an exam (trainer.exam.sitting)."""
from __future__ import annotations

import os
import sys

import click

from .options import fail, lang_option, saving, store_option, terminal_console
from .results import open_results


def _identity(value: str, option: str, example: str) -> str:
    from ..terminal import control_character

    value = value.strip()
    if not value:
        raise click.BadParameter(f"give an id, e.g. {option} {example}", param_hint=option)
    bad = control_character(value)
    if bad is not None:  # it names files and records and is printed: no escape sequences in it
        raise click.BadParameter(f"the id holds the control character {bad}; give it with visible characters "
                                 f"only, e.g. {option} {example}", param_hint=option)
    return value


@click.command()
@click.argument("exam_name", metavar="EXAM")
@click.option("--trainee", required=True, help="Who sits the exam, e.g. T-0042.")
@click.option("--proctor", required=True, help="Who starts and watches the sitting, e.g. I-07; named on the "
              "certificate.")
@lang_option()
@click.option("--report-dir", default="reports", show_default=True, type=click.Path(file_okay=False),
              help="Where the answer sheets, scorecards and certificates/ are written.")
@click.option("--no-wait", is_flag=True, help="Write one scrolling transcript; do not wait for Enter.")
@store_option
def exam(exam_name: str, trainee: str, proctor: str, lang: str, report_dir: str, no_wait: bool,
         store: str | None) -> None:
    """Sit an exam: a bundled one (venice-art1-10, venice-table) or an exam file.

    The proctor starts it: the signing key (TRAINER_SIGNING_KEY, made by
    trainer keys new) must be set, and readable by the proctor only. The
    hands are dealt now from a seed drawn at the start, and kept in memory;
    each hand has the exam's time limit. Every hand is graded and recorded
    (origin exam, signed) as it is answered; Ctrl-C ends the exam as failed,
    incomplete, and records that. The end says PASSED or FAILED and the rule
    that decided; a pass writes a signed certificate under
    REPORT_DIR/certificates/ (trainer certificate verify checks it).

    Exit 0 passed, 1 failed (or the exam cannot start), 130 on Ctrl-C.
    """
    from ..exam import find_exam, load_exam
    from ..exam.sitting import sit
    from ..session.command import at_the_terminal
    from ..store.keys import SIGNING_KEY_ENV, KeyFileError, load_signing_key
    from ..terminal import safe_text
    from ..yamlio.errors import Invalid

    trainee = _identity(trainee, "--trainee", "T-0042")
    proctor = _identity(proctor, "--proctor", "I-07")
    try:
        chosen = load_exam(find_exam(exam_name))
    except FileNotFoundError as err:
        fail(safe_text(f"trainer: {err}"))
    except Invalid as bad:
        fail(safe_text("\n".join(str(p) for p in bad.problems)))
    path = os.environ.get(SIGNING_KEY_ENV)
    if not path:
        fail(f"trainer: an exam needs the signing key: set {SIGNING_KEY_ENV} to the proctor's signing.key "
             f"(trainer keys new). Its records and certificate are signed with it; nothing was started.")
    try:
        key = load_signing_key(path)
    except KeyFileError as err:
        fail(safe_text(f"trainer: {err}; nothing was started"))
    results = open_results(store)
    with saving(results), at_the_terminal():
        done = sit(chosen, trainee, proctor, results, key, lang=lang, report_dir=report_dir,
                   console=terminal_console(no_wait), store=store)
    sys.exit(done.exit_code)
