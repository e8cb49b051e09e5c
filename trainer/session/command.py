"""`trainer train`: the session's side of the command, once the command line has been checked.

The command line (trainer/cli/train.py) refuses wrong use and chooses the
drill; this loads the scenarios, runs the session and says what became of it.
Messages go to the streams given, so nothing here depends on click.
"""
from __future__ import annotations

import signal
import sys
from types import FrameType
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Callable, ContextManager, Iterable, Iterator, Sequence, TextIO

from ..terminal import safe_text
from ..engine.solve import solve
from ..report.timing import TimeLimit
from ..vocab import Article, SettleBy
from .console import Console, write_line
from .layout import fit
from . import segments
from .progress import EXIT_CLOSED, BundledRun, shown_path
from .screen import t
from .signals import handling, ignoring
from .sources import from_drill, from_paths

if TYPE_CHECKING:
    from ..pipeline import Graded

DEFAULT_COUNT = 5


@dataclass(frozen=True)
class DrillChoice:
    """A drill as the command line chose it: variants already checked (trainer.drill.select)."""
    seed: int
    count: int | None = None  # None: DEFAULT_COUNT
    articles: list[Article] | None = None  # None: every article
    level: int | None = None


def train(paths: Iterable[str], trainee: str, lang: str, report_dir: str, drill: DrillChoice | None,
          console: Console | None = None, on_graded: Callable[[Graded], None] | None = None,
          out: TextIO | None = None, err: TextIO | None = None, next_drill: tuple[str, Sequence[str]] | None = None,
          store: str | None = None, no_record: bool = False, settle: bool = False,
          pass_mark: float | None = None, time_limit: TimeLimit | None = None,
          bundled: BundledRun | None = None) -> int:
    """Run a session on the files (or the drill); return the exit code (0 done, 1 closed input or nothing
    to play, 130 Ctrl-C). `out` and `err` default to the standard streams as they are at the call.
    `next_drill`, when given, ends the summary (the adaptive drill that follows: a sentence, the command); `store` and
    `no_record` are the command line's, for the commands the summary offers; `bundled`: the files are the bundled
    run's, from its `bundled.first`-th on (trainer/cli/options.py: bundled_files)."""
    out = out or sys.stdout
    err = err or sys.stderr
    if drill is not None:
        _say(out, t(lang, "session.drill.seed", seed=drill.seed), console)
        loaded = from_drill(drill.count or DEFAULT_COUNT, drill.seed, drill.articles, drill.level, report_dir)
    else:
        loaded = from_paths(paths)
    for problem in loaded.problems:
        write_line(err, safe_text(problem))
    if settle:  # --settle: every hand that grades payouts grades the settlement bet by bet too (R31)
        loaded = replace(loaded, items=[solve(replace(s.scenario, settlement=SettleBy.BET_BY_BET))
                                        for s in loaded.items])
    if not loaded.items:
        write_line(err, t(lang, "session.nothing_to_play"))
        return EXIT_CLOSED
    with at_the_terminal():  # one-hand scenarios and sequences in the order given (trainer.session.segments)
        code = segments.play(loaded.items, trainee, lang, report_dir, console, on_graded, next_drill,
                             store=store, no_record=no_record, pass_mark=pass_mark, time_limit=time_limit,
                             bundled=bundled)
    if loaded.drill_dir:
        try:
            _say(out, t(lang, "session.drill.kept", folder=shown_path(loaded.drill_dir)), console)
        except OSError:
            pass
    return code


def _say(stream: TextIO, text: str, console: Console | None) -> None:
    """A sentence of the session's own, broken at spaces to the console's width like every line it writes."""
    for line in fit(text, console.width if console is not None else Console(terminal=False).width):
        write_line(stream, line)


@contextmanager
def at_the_terminal() -> Iterator[None]:
    """How every session runs, scenarios or a taglia: line editing at the prompts, and a closed terminal
    taken as a closed input."""
    _line_editing()
    with _hangup_as_eof(), _terminate_as_interrupt():
        yield


def _terminate_as_interrupt() -> ContextManager[None]:
    """SIGTERM (a plain kill, a shutdown, the login session ending) stops the session as Ctrl-C does: what was
    answered is saved, and an exam is recorded as failed, incomplete, rather than left with no outcome (an
    inspector's finding)."""
    return handling(signal.SIGTERM, _interrupt)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def _hangup_as_eof() -> ContextManager[None]:
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
