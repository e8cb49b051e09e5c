"""`trainer train`: the command's body, kept out of trainer/cli.py so that the CLI module stays thin."""
from __future__ import annotations

import signal
import sys
from typing import Callable

import click

from .console import Console
from .runner import EXIT_CLOSED, Session
from .screen import t
from .signals import ignoring
from .sources import from_drill, from_paths

DEFAULT_COUNT = 5


def train(paths, trainee: str, lang: str, report_dir: str, drill: bool, count, articles, level, seed,
          console: Console | None = None, on_graded: Callable | None = None) -> int:
    """Run a session; return the exit code (0 done, 1 closed input or nothing to play, 130 Ctrl-C)."""
    trainee = trainee.strip()
    if not trainee:
        raise click.BadParameter("give the trainee's id, e.g. --trainee T-0042", param_hint="--trainee")
    if drill and paths:
        raise click.UsageError("give scenario files or --drill, not both")
    if not drill and not paths:
        raise click.UsageError("give scenario files or folders to train on, or --drill for fresh scenarios")
    if not drill and (count is not None or articles or level is not None or seed is not None):
        raise click.UsageError("--count, --article, --level and --seed go with --drill")
    if drill:
        loaded = _drill(count, articles, level, seed, report_dir, lang)
    else:
        loaded = from_paths(paths)
    for problem in loaded.problems:
        click.echo(problem, err=True)
    if not loaded.solutions:
        click.echo(t(lang, "session.nothing_to_play"), err=True)
        return EXIT_CLOSED
    _line_editing()
    session = Session(trainee, lang=lang, report_dir=report_dir, console=console, on_graded=on_graded)
    with _hangup_as_eof():
        report = session.run(loaded.solutions)
    if loaded.drill_dir:
        try:
            click.echo(t(lang, "session.drill.kept", folder=loaded.drill_dir))
        except OSError:
            pass
    return report.exit_code


def _drill(count, articles, level, seed, report_dir: str, lang: str):
    import random

    from ..drill import select
    from ..drill.variants import normalise_article

    try:
        chosen = [normalise_article(a) for a in articles] or None
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--article") from None
    if not select(chosen, level):
        raise click.UsageError("no drill variant cites these articles at this level; "
                               "allow a higher --level or other --article values")
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    click.echo(t(lang, "session.drill.seed", seed=seed))
    return from_drill(count or DEFAULT_COUNT, seed, chosen, level, report_dir)


def _hangup_as_eof():
    """A closed terminal ends the session like a closed input, so the unfinished scenario is saved.

    SIGHUP would kill the process on the spot; ignored, the next read or write
    on the dead terminal fails (EOF or EIO), which the console turns into
    EOFError, and the session stops as on a closed input.
    """
    return ignoring(getattr(signal, "SIGHUP", None))


def _line_editing() -> None:
    """Arrow keys and history at the prompts on a real terminal."""
    try:
        if sys.stdin.isatty():
            import readline  # noqa: F401
    except (ImportError, AttributeError, ValueError):
        pass
