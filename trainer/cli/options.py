"""The options several commands share, declared once, and the checks that go with them.

Each declaration is a decorator; where commands word an option's help for
their own use (--article, --seed, --level, --lang), the help is passed in and
the rest (name, type, default) is written here only.
"""
from __future__ import annotations

import math
import os
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator, NoReturn, TypeVar

import click

from ..vocab import Article

from .. import exitcodes
from .stop import keep_lang

if TYPE_CHECKING:
    from ..session.command import DrillChoice
    from ..session.console import Console
    from ..store import Store

F = TypeVar("F", bound=Callable[..., object])

DRILL_ARTICLES = [*map(str, range(1, 13)), "14", "premise"]  # the articles drill variants cite
AUDIT_ARTICLES = [*map(str, range(1, 17)), "premise"]  # every article a decision can cite
LANG_HELP = "Language of what the trainee reads (it: Italian, the house language)."


class Fraction(click.FloatRange):
    """A number from 0 to 1, finite: click's FloatRange lets NaN through (every comparison with it is false).
    Shown in --help as FloatRange(0, 1) is."""

    def __init__(self) -> None:
        super().__init__(0, 1)

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            number = value if isinstance(value, float) else float(str(value))
        except ValueError:
            number = math.nan
        if not math.isfinite(number) or not 0 <= number <= 1:
            self.fail(f"must be a number from 0 to 1 (0.8 is 80 %); got {value}", param, ctx)
        return number


def fail(message: str) -> NoReturn:
    """Say why on standard error and exit 1: the one way a command gives up on its input."""
    from .prose import echo

    echo(message, err=True)
    sys.exit(exitcodes.INVALID)


@contextmanager
def saving(results: Store | None) -> Iterator[None]:
    """Around a session: a sheet, scorecard or record that cannot be written is said on one line (exit 1),
    never as a traceback, and the results store is closed whatever happens."""
    from ..report.conclude import NotWritten
    from ..store.recorder import NotRecorded
    from ..terminal import safe_text

    try:
        yield
    except (NotRecorded, NotWritten) as err:
        fail(safe_text(f"trainer: {err}"))
    except OSError as err:  # an answer sheet that cannot be saved (read-only or full disk)
        if err.filename is None:
            raise
        fail(safe_text(f"trainer: cannot write {err.filename}: {err.strerror or err}"))
    finally:
        if results is not None:
            results.close()


def bundled_scenarios() -> tuple[str, str]:
    """The folders of the scenarios bundled with the trainer: the one-hand ones and their sequences/.

    They are the project's scenarios/ folder, installed as the package data of `trainer.bundled` (setup.py),
    so they are found from any folder, in a wheel as in `pip install -e .`."""
    from importlib.resources import files

    folder = str(files("trainer.bundled"))  # a folder on disk: wheels install unpacked
    return folder, os.path.join(folder, "sequences")


def bundled_files() -> tuple[str, ...]:
    """The bundled scenario files in the order `trainer train --bundled` plays them: the one-hand ones, then the
    sequences, each folder's files in name order (as a folder given on the command line is read)."""
    from ..scenario.files import scenario_files

    return tuple(scenario_files(bundled_scenarios()))


def scenario_paths(fn: F) -> F:
    return click.argument(
        "paths", nargs=-1, required=True,
        type=click.Path(exists=True, dir_okay=True, readable=True),
    )(fn)


def json_option(fn: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help="One JSON object per line (its keys are in the README, under Commands).")(fn)


def lang_option(help: str = LANG_HELP) -> Callable[[F], F]:
    return click.option("--lang", type=click.Choice(["en", "it"]), default="en", show_default=True, help=help,
                        callback=keep_lang)


def store_option(fn: F) -> F:
    return click.option("--store", "store", default=None, metavar="PATH|URL",
                        help="Results store: an SQLite file or a postgresql:// URL "
                             "[default: $TRAINER_STORE, else reports/results.sqlite].")(fn)


def store_options(fn: F) -> F:
    """--store and --no-record, shared by the commands that record results."""
    fn = click.option("--no-record", is_flag=True, help="Grade without recording the results.")(fn)
    return store_option(fn)


def _proctor(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is None:
        return None
    from ..terminal import control_character

    value = value.strip()
    if not value:
        raise click.BadParameter("give the proctor's id, e.g. --proctor INSP-07")
    bad = control_character(value)
    if bad is not None:  # kept in every record and printed by the audit: no escape sequences in it
        raise click.BadParameter(f"the proctor's id holds the control character {bad}; give it with visible "
                                 "characters only, e.g. --proctor INSP-07")
    return value


def proctor_option(fn: F) -> F:
    """--proctor ID: who administers the session, kept in every result recorded (issue 19, item 15)."""
    return click.option("--proctor", default=None, metavar="ID", callback=_proctor,
                        help="Who administers the session (an inspector's or instructor's id), kept in every "
                             "result recorded.")(fn)


def article_option(help: str, choices: list[str] | None = None, multiple: bool = True) -> Callable[[F], F]:
    """--article N; with `choices`, click refuses other values itself (case-insensitive)."""
    kind = click.Choice(choices, case_sensitive=False) if choices else None
    name = ("articles",) if multiple else ()
    return click.option("--article", *name, multiple=multiple, default=None, metavar="N", type=kind, help=help)


def level_option(help: str) -> Callable[[F], F]:
    return click.option("--level", type=click.IntRange(1, 3), default=None, help=help)


def seed_option(help: str) -> Callable[[F], F]:
    return click.option("--seed", type=click.IntRange(min=0), default=None, help=help)


def drill_variants(articles: tuple[str, ...], level: int | None) -> list[Article] | None:
    """The --article values as the drill generator takes them (None: all), once some variant fits them
    and --level; a usage error (exit 2) otherwise. The one place generate and train choose a drill."""
    from ..drill import select
    from ..drill.variants import normalise_article

    try:
        chosen = [normalise_article(a) for a in articles] or None
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--article") from None
    if not select(chosen, level):
        raise click.UsageError("no drill variant cites these articles at this level; "
                               "allow a higher --level or other --article values")
    return chosen


def drill_choice(count: int | None, articles: tuple[str, ...], level: int | None,
                 seed: int | None) -> DrillChoice:
    """A drill from the options; without --seed, a fresh random seed (the caller says which)."""
    from ..session.command import DrillChoice

    chosen = drill_variants(articles, level)
    return DrillChoice(fresh_seed() if seed is None else seed, count, chosen, level)


def fresh_seed() -> int:
    import random

    return random.SystemRandom().randrange(1_000_000)


def terminal_console(no_wait: bool) -> Console:
    """The console of a session at the terminal (scenarios or a taglia): click's prompt and echo."""
    from ..session.console import Console

    return Console(read=_prompt, write=click.echo, terminal=True, wait=False if no_wait else None)


def _prompt(prompt: str) -> str:
    # Looked up at each call: CliRunner swaps click's prompt function while it runs a command.
    return click.termui.visible_prompt_func(prompt)


def write_out(out: str | None, text: str) -> None:
    """A page or file a command makes: to stdout, or to a new file `out` (written whole under a temporary name
    first, never over another; exit 1 with the reason when it cannot be)."""
    if out is None:
        click.echo(text, nl=False)
        return
    from ..files import create

    try:
        create(out, text)
    except FileExistsError:
        fail(f"trainer: {out} already exists; choose another --out")
    except OSError as err:
        fail(f"trainer: cannot write {out}: {err.strerror or err}")
