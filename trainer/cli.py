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
def solve(paths: tuple[str, ...], as_json: bool) -> None:
    """Print the canonical solution of each scenario, with the article behind each key.

    With --json, one line per scenario in the order given; an invalid
    scenario prints an error object on its line and the rest still run.
    """
    from .scenario.batch import solve_files

    code = exitcodes.OK
    out = sys.stdout
    if not as_json:
        from .report.answer_key import render
    for result in solve_files(paths):
        if result.ok:
            if as_json:
                out.write(json.dumps(result.solution.to_json(), ensure_ascii=False) + "\n")
            else:
                out.write(render(result.solution) + "\n")
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
