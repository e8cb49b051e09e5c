"""`trainer class report`: the instructor's view of a class, from the results store (trainer.classview)."""
from __future__ import annotations

import click

from .options import fail, lang_option, store_option, write_out
from .prose import echo


@click.group("class")
def class_group() -> None:
    """The instructor's view of a class of trainees."""


@class_group.command("report")
@click.option("--class", "class_file", required=True, type=click.Path(dir_okay=False), metavar="FILE",
              help="The class: a YAML file with name: TEXT and trainees: [ID, ...].")
@click.option("--out", type=click.Path(dir_okay=False), default=None, metavar="PAGE",
              help="Write here (a new file, never over one); required for html, else printed.")
@click.option("--format", "fmt", type=click.Choice(["html", "csv", "json"]), default="html", show_default=True,
              help="html: one static printable page; csv and json: the same figures.")
@lang_option("Language of the page (it: Italian).")
@store_option
def report(class_file: str, out: str | None, fmt: str, lang: str, store: str | None) -> None:
    """Per trainee: attempts, accuracy per article with its trend, seconds
    per decision, the adaptive plan's box and mastery per article, exams
    taken and certificates earned; per article, the class's accuracy and the
    decisions missed most, with the rules' text. No server: one file.

    Exit 0 when written, 1 when the class file, the store or the page cannot
    be read or written.
    """
    from ..classview.load import load_class
    from ..classview.page import class_csv, class_html, class_json
    from ..classview.report import class_report
    from ..store import StoreError
    from ..terminal import safe_text
    from ..yamlio.errors import Invalid
    from .results import open_for_audit

    if fmt == "html" and out is None:
        raise click.UsageError("--format html writes a page: give --out PAGE.html")
    try:
        chosen = load_class(class_file)
    except Invalid as bad:
        fail(safe_text("\n".join(str(p) for p in bad.problems)))
    from .audit import decoded

    results = open_for_audit(store)
    try:
        # As the audit: a record whose stored text cannot be decoded was altered; no figure is given from it.
        figures = class_report(decoded(results.counted(), results.where), chosen)
    except StoreError as err:
        fail(safe_text(f"trainer: {err}"))
    except ValueError as err:  # the house's mastery setting
        fail(safe_text(f"trainer: {err}"))
    finally:
        results.close()
    text = class_html(figures, lang) if fmt == "html" else class_csv(figures) if fmt == "csv" else class_json(figures)
    write_out(out, text)
    if out is None:
        return
    echo(safe_text(f"Class report: {out}"))
