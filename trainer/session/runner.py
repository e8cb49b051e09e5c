"""A training session: scenario after scenario, shown, asked, saved, graded, put right; then a summary.

Each finished scenario is saved as an ordinary answer sheet, read back,
graded and written as scorecards by the same pipeline functions as `trainer
grade` (trainer.pipeline.grade_file, conclude). The optional
`on_graded(graded)` callback receives every graded sheet, so a results store
(trainer.pipeline.Recorder) records a session the way it records `trainer
grade`.

Stopping is safe at any moment: Ctrl-C (KeyboardInterrupt) or a closed input
(EOFError) keeps every finished scenario; the unfinished one is saved with
`incomplete: true` and whatever was answered, and is not graded.
"""
from __future__ import annotations

import os
import signal
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Callable, ContextManager, Sequence

from .. import exitcodes
from ..terminal import safe_lines, safe_text
from . import screen, sheets
from .console import Console
from .advice import HandResult, command_lines, study_blocks
from .layout import fit
from .feedback import result_blocks, summary_lines
from .hand_view import deal_out, exhausted_note, hand_view, show_pages
from .interview import Interview
from .layout import fit_all
from .questions import Ask
from .screen import emphasis, t
from .signals import ignoring

if TYPE_CHECKING:
    from ..pipeline import Graded
    from ..engine.solve import Solution

EXIT_DONE = 0
EXIT_CLOSED = 1  # the input closed (EOF, a closed terminal)
EXIT_INTERRUPTED = exitcodes.INTERRUPTED


@dataclass
class Played:
    graded: Graded
    sheet: str
    scorecards: list[str] = field(default_factory=list)


@dataclass
class SessionReport:
    played: list[Played] = field(default_factory=list)
    unfinished: str | None = None  # the incomplete sheet of an interrupted scenario
    stopped: str | None = None  # None (ran to the end) | "interrupt" | "eof"

    @property
    def exit_code(self) -> int:
        return {None: EXIT_DONE, "interrupt": EXIT_INTERRUPTED, "eof": EXIT_CLOSED}[self.stopped]


@dataclass
class _Current:
    solution: Solution
    interview: Interview
    ask: Ask
    sheet: str | None = None
    recorded: bool = False


class Session:
    def __init__(self, trainee: str, *, lang: str = "en", report_dir: str = "reports",
                 console: Console | None = None, on_graded: Callable[[Graded], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, now: Callable[[], datetime] | None = None,
                 next_drill: tuple[str, Sequence[str]] | None = None, store: str | None = None, no_record: bool = False):
        self.trainee = trainee
        self.store, self.no_record = store, no_record  # where results go: the replay command records there too
        # The summary's last lines: the adaptive drill these results lead to (a sentence, the command's arguments).
        self.next_drill = next_drill
        self.lang = lang
        self.report_dir = report_dir
        self.console = console or Console()
        self.on_graded = on_graded
        self.clock = clock
        self.now = now
        self.report = SessionReport()
        self._current: _Current | None = None

    # ---- the session ----

    def run(self, solutions: list[Solution]) -> SessionReport:
        c = self.console
        try:
            c.echo(emphasis(t(self.lang, "session.welcome", trainee=safe_text(self.trainee), count=len(solutions)),
                            c.colour))
            c.echo(t(self.lang, "session.how_to_stop"))
            for i, solution in enumerate(solutions, 1):
                self._play(i, len(solutions), solution)
                self._wait(last=i == len(solutions))
        except KeyboardInterrupt:
            self.report.stopped = "interrupt"
        except EOFError:
            self.report.stopped = "eof"
        if self.report.stopped:
            with _shielded():  # a second Ctrl-C must not cut the saving short
                self._rescue()
                self._close()
        else:
            try:  # everything is saved: Ctrl-C while the summary is paged only stops the paging
                self._close()
            except KeyboardInterrupt:
                pass
        return self.report

    def _play(self, n: int, total: int, solution: Solution) -> None:
        c, lang = self.console, self.lang
        sc = solution.scenario
        width = c.width
        # The scenario file's own words are shown with their control characters escaped (issue 9). Its id is
        # not shown: a bundled id names the fault's variant (art6-reversed-distribution-rebuilt).
        heading = screen.heading(t(lang, "session.scenario", n=n, total=total, title=safe_text(sc.title_in(lang))),
                                 c.colour)
        description = sc.description_in(lang)
        view = hand_view(solution.only_hand, heading, safe_lines(description) if description else None, lang, c.colour,
                         width)
        current = _Current(solution, Interview(c, view.ask, self.clock, view.panel), view.ask)
        self._current = current
        deal_out(c, view.panel)
        current.interview.run()
        self._record(current)
        self._current = None

    def _wait(self, last: bool) -> None:
        """The verdict stays on screen until the trainee is done reading it (Console.waits)."""
        if self.console.waits:
            self.console.ask(t(self.lang, "session.wait.summary" if last else "session.wait"))

    def _pages(self, blocks: list[list[str]], more: str) -> None:
        show_pages(self.console, blocks, t(self.lang, more))

    # ---- saving, grading, putting right ----

    def _stamp(self) -> datetime | None:
        return self.now() if self.now else None

    def _save(self, current: _Current, incomplete: bool) -> str:
        iv = current.interview
        text = sheets.sheet_text(current.solution.scenario.id, self.trainee, iv.answer, iv.times, iv.typed,
                                incomplete=incomplete, now=self._stamp(), lang=self.lang)
        return sheets.save_sheet(self.report_dir, self.trainee, current.solution.scenario.id, text, self._stamp())

    def _record(self, current: _Current, quiet: bool = False) -> None:
        from ..pipeline import grade_file
        from ..report.conclude import conclude

        if current.sheet is None:
            current.sheet = self._save(current, incomplete=False)
        graded = grade_file(current.sheet, current.solution)
        cards = conclude(graded, self.report_dir, self.lang, self.on_graded, now=self._stamp())
        current.recorded = True
        self.report.played.append(Played(graded, current.sheet, cards))
        if quiet:
            return
        c, iv = self.console, current.interview
        saved = [t(self.lang, "session.saved.sheet", path=shown_path(current.sheet))]
        saved += [t(self.lang, "session.saved.scorecard", path=shown_path(path)) for path in cards[:1]]
        solution, grade = graded.graded()
        blocks = [*result_blocks(grade, current.ask, c.width, iv.asked, iv.choice), saved]
        blocks[0][1:1] = exhausted_note(solution.only_hand, iv.choice, self.lang, c.width)
        if not c.redraws:
            c.echo()
        self._pages([fit_all(block, c.width) for block in blocks], "session.wait.more")

    def _rescue(self) -> None:
        """After a stop: finish recording a finished scenario, or save the unfinished one as incomplete."""
        current, self._current = self._current, None
        if current is None or current.recorded:
            return
        if current.interview.done:
            self._record(current, quiet=True)
            return
        self.report.unfinished = self._save(current, incomplete=True)

    def _close(self) -> None:
        c, lang, rep = self.console, self.lang, self.report
        width = c.width
        try:
            if rep.stopped is not None:  # after a stop what was on screen stays, and nothing is asked
                c.echo()
                which = "session.stopped.interrupt" if rep.stopped == "interrupt" else "session.stopped.eof"
                c.echo(emphasis(t(lang, which), c.colour, fg="yellow"))
            elif not c.redraws:
                c.echo()
            hands = [HandResult(p.graded.solution.scenario.source if p.graded.solution else "", p.graded.grade)
                     for p in rep.played if p.graded.grade is not None]  # all, once played
            saved = []
            if rep.played:
                saved += [t(lang, "session.saved.sheets", count=len(rep.played),
                            folder=shown_path(sheets.sheet_folder(self.report_dir, self.trainee))),
                          t(lang, "session.saved.scorecards", folder=shown_path(_folder_of(rep.played[0].scorecards)))]
            if rep.unfinished:
                saved.append(t(lang, "session.saved.unfinished", path=shown_path(rep.unfinished)))
            blocks = [fit_all(summary_lines(safe_text(self.trainee), [(h.grade.scenario, h.grade) for h in hands],
                                            lang, c.colour), width), fit_all(saved, width)]
            # The advice is made to fit by study_blocks, and its commands are kept whole.
            blocks += study_blocks(hands, self.trainee, lang, self.report_dir, width, c.colour, self.store,
                                   self.no_record)
            if self.next_drill and rep.played:
                said, args = self.next_drill
                blocks.append([*(emphasis(line, c.colour) for line in fit(said, width)), *command_lines(args, width)])
            if len(blocks) > 2:
                blocks[2] = ["", *blocks[2]]
            if rep.stopped is not None:
                for block in blocks:
                    c.lines(block, whole=True)
            else:
                self._pages(blocks, "session.wait.more_summary")
        except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
            pass


def _shielded() -> ContextManager[None]:
    """Ctrl-C ignored for a moment: a second one must not cut the saving short."""
    return ignoring(signal.SIGINT)


def _folder_of(paths: list[str]) -> str:
    return os.path.dirname(paths[0]) if paths else "?"


def shown_path(path: str) -> str:
    """A saved file's path as the screen shows it: from the current folder when that is shorter, so that it
    fits the line more often (a path longer than the terminal is the one thing the terminal must break)."""
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return path
    return rel if len(rel) < len(path) and not rel.startswith(os.pardir) else path
