"""The `trainer` command: thin click commands that parse, call, and exit with a named code.

Only click is imported at start-up; each command imports the engine when it
runs, so `trainer --help` stays as quick as click itself.
"""
from __future__ import annotations

import json
import sys

import click

from . import __version__, exitcodes


def scenario_paths(fn):
    return click.argument(
        "paths", nargs=-1, required=True,
        type=click.Path(exists=True, dir_okay=True, readable=True),
    )(fn)


def json_option(fn):
    return click.option("--json", "as_json", is_flag=True, help="One JSON object per line (FORMATS §4).")(fn)


def lang_option(fn):
    return click.option("--lang", type=click.Choice(["en", "it"]), default="en", show_default=True,
                        help="Language of what the trainee reads (it: Italian, the house language).")(fn)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="trainer")
def main() -> None:
    """Punto Banco "cards in hand": train dealers on the error articles 1-10.

    Scenario files script one hand with one fault; the engine knows the
    correct procedure for each and the article behind every decision.
    """


@main.command()
@scenario_paths
def validate(paths: tuple[str, ...]) -> None:
    """Check scenario files (or the folders that hold them).

    Every problem is printed as FILE:LINE:COL: message. Exit 0 when all are
    valid, 1 when any is invalid.
    """
    from .scenario.batch import solve_files

    checked = bad = 0
    for result in solve_files(paths):
        checked += 1
        if not result.ok:
            bad += 1
            for problem in result.problems:
                click.echo(str(problem), err=True)
    if bad:
        click.echo(f"{bad} of {checked} scenario files are invalid.", err=True)
        sys.exit(exitcodes.INVALID)
    click.echo(f"{checked} scenario file{'s' if checked != 1 else ''} valid.")


@main.command()
@scenario_paths
@json_option
@lang_option
def solve(paths: tuple[str, ...], as_json: bool, lang: str) -> None:
    """Print the canonical solution of each scenario, with the article behind each key.

    With --json, one line per scenario in the order given; an invalid
    scenario prints an error object on its line and the rest still run.
    With --lang it, every why (and the text labels) is in Italian.
    """
    from .scenario.batch import solve_files

    code = exitcodes.OK
    out = sys.stdout
    if not as_json:
        from .report.answer_key import answer_key_text
    for result in solve_files(paths):
        if result.ok:
            if as_json:
                out.write(json.dumps(result.solution.to_json(lang), ensure_ascii=False) + "\n")
            else:
                out.write(answer_key_text(result.solution, lang) + "\n")
            continue
        code = exitcodes.INVALID
        messages = [str(p) for p in result.problems]
        if as_json:
            out.write(json.dumps(
                {"format": 1, "file": result.path, "error": messages[0], "errors": messages},
                ensure_ascii=False,
            ) + "\n")
        for m in messages:
            click.echo(m, err=True)
    out.flush()
    sys.exit(code)


@main.command()
@click.argument("which", type=click.Choice(["scenario", "answer"]))
def schema(which: str) -> None:
    """Print the JSON Schema of scenario files or answer sheets, for editors.

    Put `# yaml-language-server: $schema=PATH` at the top of a YAML file to
    have an editor check it as you type.
    """
    from importlib.resources import files

    click.echo(files("trainer").joinpath("schemas", f"{which}.schema.json").read_text(encoding="utf-8"), nl=False)


def store_options(fn):
    """--store and --no-record, shared by the commands that record results."""
    fn = click.option("--no-record", is_flag=True, help="Grade without recording the results.")(fn)
    return store_option(fn)


def store_option(fn):
    return click.option("--store", "store", default=None, metavar="PATH|URL",
                        help="Results store: an SQLite file or a postgresql:// URL "
                             "[default: $TRAINER_STORE, else reports/results.sqlite].")(fn)


def open_results(store: str | None):
    """The results store, or exit 1 with the reason (never a traceback)."""
    from .store import StoreError, open_store

    try:
        return open_store(store)
    except StoreError as err:
        click.echo(f"trainer: {err}", err=True)
        sys.exit(exitcodes.INVALID)


@main.command()
@click.argument("sheets", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=True, readable=True))
@click.option("--scenarios", "scenarios_dir", default="scenarios", show_default=True,
              type=click.Path(file_okay=False), help="Folder holding the scenarios the sheets answer.")
@click.option("--pass-mark", type=click.FloatRange(0, 1), default=None,
              help="Pass when score/max reaches this fraction (wins over a scenario's pass_mark).")
@click.option("--report-dir", default="reports", show_default=True, type=click.Path(file_okay=False),
              help="Where the scorecards (HTML and Markdown) are written.")
@json_option
@lang_option
@store_options
def grade(sheets, scenarios_dir, pass_mark, report_dir, as_json, lang, store, no_record) -> None:
    """Grade answer sheets decision by decision, write a scorecard for each and record the results.

    Exit 0 when every sheet passed, 1 when any failed or is invalid.
    """
    from .report.grade_text import grading_text
    from .report.scorecard import write_scorecards
    from .sheet.batch import ScenarioIndex, grade_files

    results = None if no_record else open_results(store)
    code = exitcodes.OK
    index = ScenarioIndex(scenarios_dir)
    written = 0
    for graded in grade_files(sheets, index, pass_mark):
        if graded.problems:
            code = exitcodes.INVALID
            for problem in graded.problems:
                click.echo(str(problem), err=True)
            if as_json:
                msgs = [str(p) for p in graded.problems]
                click.echo(json.dumps({"format": 1, "file": graded.path, "error": msgs[0], "errors": msgs},
                                      ensure_ascii=False))
            continue
        if graded.grade is None:
            code = exitcodes.INVALID
            click.echo(f"{graded.path}: incomplete sheet (an interrupted session); not graded", err=True)
            continue
        if not graded.grade.passed:
            code = exitcodes.INVALID
        paths = write_scorecards(graded, report_dir, lang)
        written += len(paths)
        if results is not None:
            record_graded(results, graded, "grade")
        if as_json:
            click.echo(json.dumps(graded.grade.to_json(), ensure_ascii=False))
        else:
            click.echo(grading_text(graded, lang, paths))
    if written and not as_json:
        click.echo(f"Scorecards written to {report_dir}/")
    if results is not None:
        results.close()
    sys.exit(code)


def record_graded(results, graded, origin: str) -> None:
    """Record one graded sheet; a store failure stops the run with its reason."""
    from .store import StoreError, record_of

    try:
        results.add(record_of(graded, origin))
    except StoreError as err:
        click.echo(f"trainer: {graded.path}: not recorded: {err}", err=True)
        sys.exit(exitcodes.INVALID)


@main.command()
@click.option("--count", type=click.IntRange(min=1), required=True, help="How many scenarios to write.")
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False),
              help="Folder to write them into (created if missing).")
@click.option("--article", "articles", multiple=True, metavar="N",
              type=click.Choice([*map(str, range(1, 11)), "premise"], case_sensitive=False),
              help="Only variants whose scenario cites this article, 1-10 or premise; repeatable.")
@click.option("--level", type=click.IntRange(1, 3), default=None,
              help="Only variants of this level or below (1 basic .. 3 hard).")
@click.option("--seed", type=click.IntRange(min=0), default=None,
              help="Seed of the drill: the same seed and options give the same files. Default: a random one, printed.")
def generate(count, out_dir, articles, level, seed) -> None:
    """Write fresh random scenarios for a drill, spread evenly over the fault variants.

    Every file passes `trainer validate`. Nothing is overwritten: if a file of
    the same name is already in the folder, nothing is written and the exit
    code is 1.
    """
    import os
    import random

    from .drill import generate as draw_drills, select
    from .files import create

    chosen = [a.lower() for a in articles] or None
    if not select(chosen, level):
        raise click.UsageError("no drill variant cites these articles at this level; "
                               "allow a higher --level or other --article values")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
        click.echo(f"seed {seed} (give --seed {seed} to draw the same drill again)", err=True)
    drills = draw_drills(count, seed, chosen, level)
    paths = [os.path.join(out_dir, d.filename) for d in drills]
    taken = [p for p in paths if os.path.lexists(p)]
    if taken:
        more = f" (and {len(taken) - 1} more)" if len(taken) > 1 else ""
        click.echo(f"{taken[0]} already exists{more}; nothing was written. Choose another --out "
                   "folder or --seed, or remove the old files.", err=True)
        sys.exit(exitcodes.INVALID)
    for drill, path in zip(drills, paths):
        try:
            create(path, drill.text)
        except FileExistsError:
            click.echo(f"{path} appeared while writing; stopped before it.", err=True)
            sys.exit(exitcodes.INVALID)
        click.echo(f"wrote {path} ({drill.variant}, level {drill.level})")


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, dir_okay=True, readable=True))
@click.option("--trainee", required=True, help="Who is training, e.g. T-0042 (names the saved answer sheets).")
@lang_option
@click.option("--report-dir", default="reports", show_default=True, type=click.Path(file_okay=False),
              help="Where answer sheets (sheets/TRAINEE/) and scorecards (scorecards/) are written.")
@click.option("--drill", is_flag=True, help="Train on fresh random scenarios instead of files.")
@click.option("--count", type=click.IntRange(min=1), default=None, help="With --drill: how many scenarios (default 5).")
@click.option("--article", "articles", multiple=True, metavar="N",
              help="With --drill: only variants citing article N (1-10 or premise); repeat for more.")
@click.option("--level", type=click.IntRange(1, 3), default=None, help="With --drill: variants up to this level.")
@click.option("--seed", type=click.IntRange(min=0), default=None,
              help="With --drill: the drill's seed (printed when not given; reuse it to replay the drill).")
@store_options
def train(paths, trainee, lang, report_dir, drill, count, articles, level, seed, store, no_record) -> None:
    """Train at the terminal: see the table and the deal, then answer each decision as the dealer.

    Scenarios come from the files or folders given, or with --drill from the
    drill generator. After each scenario the answers are saved as an answer
    sheet under REPORT_DIR/sheets/TRAINEE/, graded like `trainer grade` and
    written as a scorecard; the wrong decisions are shown with the right
    answer and the article. Ctrl-C (or a closed terminal) stops safely:
    finished scenarios are kept, the one in progress is saved with
    `incomplete: true` and not graded.

    Every graded scenario is recorded in the results store (see --store).
    Exit 0 when the session ends, 1 when the input closes early or no
    scenario is valid, 130 on Ctrl-C.
    """
    from .session.command import train as run_session

    results = None if no_record else open_results(store)
    on_graded = None if results is None else (lambda graded: record_graded(results, graded, "train"))
    try:
        code = run_session(paths, trainee, lang, report_dir, drill, count, articles, level, seed,
                           on_graded=on_graded)
    finally:
        if results is not None:
            results.close()
    sys.exit(code)


# ---------------------------------------------------------------------------------------------------------------
# trainer audit: the inspector's views of recorded results, and the tamper check


def open_for_audit(store: str | None):
    """The results store an inspector names, or exit 1 with the reason. A missing SQLite file is refused,
    not created: an empty new store would read as "0 results, chain intact"."""
    import os

    from .store import POSTGRES_PREFIXES, store_spec

    spec = store_spec(store)
    if not spec.startswith(POSTGRES_PREFIXES) and not os.path.exists(spec):
        click.echo(f"trainer: there is no results store at {spec}: nothing was recorded there. Give the store with "
                   f"--store PATH|URL or TRAINER_STORE.", err=True)
        sys.exit(exitcodes.INVALID)
    return open_results(spec)


def _store_failed(results, err) -> None:
    click.echo(f"trainer: cannot read the results store {results.where}: {str(err).strip()}", err=True)
    sys.exit(exitcodes.INVALID)


def _read_errors(results) -> tuple:
    from .store import StoreError

    return (StoreError, *getattr(results, "_db_errors", ()))


@main.group(invoke_without_command=True)
@click.option("--trainee", default=None, metavar="ID", help="Only this trainee's results.")
@click.option("--article", default=None, metavar="N",
              type=click.Choice([*map(str, range(1, 17)), "premise"], case_sensitive=False),
              help="Only the decisions citing article N (1-16, or premise).")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None, metavar="YYYY-MM-DD",
              help="Only results graded on or after this day (UTC).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "csv", "html"]), default="text",
              show_default=True, help="text for a terminal, json or csv for tools, html to print (A4).")
@click.option("--out", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Write to FILE instead of standard output; an existing file is never overwritten.")
@click.option("--lang", type=click.Choice(["en", "it"]), default="en", show_default=True,
              help="Language of the labels of text and html (it: Italian, the house language).")
@store_option
@click.pass_context
def audit(ctx, trainee, article, since, fmt, out, lang, store) -> None:
    """The inspector's view of recorded results: per trainee, per article, per scenario.

    Per trainee: attempts, passes, accuracy per article, weakest articles,
    progress by week. Per article: decisions seen and missed, the keys missed
    most, with example results. Per scenario: attempts, pass rate, mean
    score (difficulty), the key missed most. `trainer audit verify` checks
    that the store was not tampered with.

    Exit 0, or 1 when the store cannot be read or --out exists.
    """
    if ctx.invoked_subcommand is not None:
        return
    import os

    from .audit import audit as compute, audit_report
    from .files import create

    if out is not None and os.path.lexists(out):
        click.echo(f"trainer: {out} already exists; nothing was written. Choose another --out file, or remove "
                   f"the old one.", err=True)
        sys.exit(exitcodes.INVALID)
    day = since.date() if since is not None else None
    results = open_for_audit(store)
    try:
        views = compute(results.records(since=day, trainee=trainee), trainee=trainee, article=article, since=day)
    except _read_errors(results) as err:
        _store_failed(results, err)
    finally:
        results.close()
    text = audit_report(views, fmt, lang, results.where)
    if out is None:
        click.echo(text, nl=False)
        return
    try:
        create(out, text)
    except FileExistsError:
        click.echo(f"trainer: {out} already exists; nothing was written.", err=True)
        sys.exit(exitcodes.INVALID)
    except OSError as err:
        click.echo(f"trainer: cannot write {out}: {err.strerror}", err=True)
        sys.exit(exitcodes.INVALID)
    click.echo(f"Audit written to {out}", err=True)


@audit.command("verify")
@store_option
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as one JSON object: ok, records, head, key_checked, signed, unsigned, "
                   "summary, findings [{seq, through, kind, message, serious}].")
@click.pass_context
def audit_verify(ctx, store, as_json) -> None:
    """Check that no recorded result was altered, removed or inserted.

    Walks the hash chain of the results store; with TRAINER_AUDIT_KEY set,
    checks every signature too. Prints "ok: N records, chain intact" or each
    finding with the record it concerns; --json prints the report as JSON.

    Exit 0 when the chain is intact, 1 when a record was altered, removed or
    inserted, a signature does not check, or the store cannot be read.
    """
    import os

    from .audit.verify_text import records_of, verify_text
    from .store import AUDIT_KEY_ENV, verify

    store = store or ctx.parent.params.get("store")
    results = open_for_audit(store)
    try:
        report = verify(results, os.environ.get(AUDIT_KEY_ENV) or None)
        named = {} if report.ok else records_of(results, {f.seq for f in report.findings if f.seq})
    except _read_errors(results) as err:
        _store_failed(results, err)
    finally:
        results.close()
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        click.echo(verify_text(report, named))
    sys.exit(exitcodes.OK if report.ok else exitcodes.INVALID)
