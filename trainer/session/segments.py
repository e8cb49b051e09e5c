"""A session of scenario files in the order given, one-hand scenarios and sequences mixed (FORMATS §5).

Consecutive one-hand scenarios play as one run (trainer.session.runner:
each graded and put right on its own, a summary after them); each sequence
plays on its own (hand after hand with its status line, one sheet and one
scorecard for the whole sequence). So `trainer train scenarios/
scenarios/sequences/` plays the one-hand folder, then each sequence in turn.
A stop (Ctrl-C, a closed input) ends the whole session: everything played
is kept (an unfinished sequence can be resumed with `--resume`), and nothing
after it is started.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence, Union

from ..engine.solve import Solution
from ..pipeline import Graded
from ..report.timing import TimeLimit
from .console import Console
from .progress import EXIT_CLOSED, EXIT_DONE, EXIT_INTERRUPTED, BundledRun, Offer
from .runner import Session
from .screen import t

Segment = Union[list[Solution], Solution]  # a run of one-hand files, or one sequence


def segments(items: Sequence[Solution]) -> list[Segment]:
    """The items in order, each run of one-hand scenarios together, each sequence alone."""
    out: list[Segment] = []
    for item in items:
        if item.single:
            last = out[-1] if out else None
            if isinstance(last, list):
                last.append(item)
            else:
                out.append([item])
        else:
            out.append(item)
    return out


def play(items: Sequence[Solution], trainee: str, lang: str, report_dir: str, console: Console | None = None,
         on_graded: Callable[[Graded], None] | None = None, next_drill: Offer | None = None,
         store: str | None = None, no_record: bool = False, pass_mark: float | None = None,
         time_limit: TimeLimit | None = None, bundled: BundledRun | None = None) -> int:
    """Every segment in turn; the exit code of the first that stopped, else 0. `bundled`: the items are the
    bundled run's from its `first`-th on; each segment is told its own first place in that run."""
    c = console or Console()
    parts = segments(items)
    done = 0  # the items of the segments before this one
    for i, part in enumerate(parts):
        here = None if bundled is None else replace(bundled, first=bundled.first + done)
        done += len(part) if isinstance(part, list) else 1
        # The adaptive advice ends the last summary only (a sequence's end, when one is last).
        session = Session(trainee, lang=lang, report_dir=report_dir, console=c, on_graded=on_graded,
                          next_drill=next_drill if i == len(parts) - 1 else None, store=store, no_record=no_record,
                          pass_mark=pass_mark, time_limit=time_limit, bundled=here)
        if isinstance(part, list):
            code = session.run(part).exit_code
        else:
            code = session.sequence(part).exit_code
            if code == EXIT_DONE and i + 1 < len(parts) and c.waits:
                try:  # the sequence's score stays on screen until the trainee goes on
                    c.ask(t(lang, "session.wait"))
                except KeyboardInterrupt:
                    code = EXIT_INTERRUPTED
                except EOFError:
                    code = EXIT_CLOSED
        if code != EXIT_DONE:
            return code
    return EXIT_DONE
