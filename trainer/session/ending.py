"""A session's end screens: the summary of a run, a taglia's or sequence's result, what to do after a stop.

Made for one ending (`EndScreens`), from the session as it stands then: a resumed sheet may have changed its
trainee and report folder. Nothing here grades or saves; the loop (runner.py) has done that before.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..report.timing import TimeLimit, hand_times
from ..terminal import safe_text
from . import sheets
from .advice import HandResult, Recording, command_lines, next_step_lines, replay_command, study_blocks, \
    where_args
from .console import Console
from .feedback import summary_lines
from .hand_view import show_pages
from .layout import fit, fit_all
from .progress import BundledRun, NextDrill, Offer, Played, Run, ScenarioInPlay, Stop, folder_of, shown_path
from .screen import emphasis, t
from .taglia_files import Taglia
from .time_words import limit_args, pass_mark_text, session_time


@dataclass(frozen=True, slots=True)
class EndScreens:
    console: Console
    lang: str
    trainee: str
    report_dir: str
    recording: Recording
    pass_mark: float | None
    time_limit: TimeLimit | None
    next_drill: NextDrill | None
    bundled: BundledRun | None = None

    def offer(self) -> Offer | None:
        return self.next_drill(self.trainee) if callable(self.next_drill) else self.next_drill


    def offered(self, offer: Offer, hands: Sequence[HandResult] = ()) -> list[str]:
        """The adaptive drill offered, after the session's next step: its weakest article and what to read
        (issue 20, item 11), so that the drill's command comes last, the step it leads to."""
        c = self.console
        said, args = offer
        step = next_step_lines(hands, self.lang, c.width, c.colour)
        return [*step, *(emphasis(line, c.colour) for line in fit(said, c.width)),
                *command_lines(args, c.width)]


    def summary_lines(self, run: Run) -> None:
        c, lang = self.console, self.lang
        width = c.width
        r = self.recording
        try:
            if run.stopped is not None:  # after a stop what was on screen stays, and nothing is asked
                c.echo()
                c.echo(emphasis(t(lang, f"session.stopped.{run.stopped}"), c.colour, fg="yellow"))
            elif not c.redraws:
                c.echo()
            hands = [HandResult(p.graded.solution.scenario.source if p.graded.solution else "", p.graded.grade)
                     for p in run.played if p.graded.grade is not None]  # all, once played
            saved = []
            if run.played:
                saved += [t(lang, "session.saved.sheets", count=len(run.played),
                            folder=shown_path(sheets.sheet_folder(self.report_dir, self.trainee))),
                          t(lang, "session.saved.scorecards", folder=shown_path(folder_of(run.played[0].scorecards)))]
            if run.unfinished:
                saved.append(t(lang, "session.saved.unfinished", path=shown_path(run.unfinished)))
            summary = summary_lines(safe_text(self.trainee), [(h.grade.scenario, h.grade) for h in hands], lang,
                                    c.colour) + session_time(played_times(run.played), lang)
            blocks = [fit_all(summary, width), fit_all(saved, width)]
            # The advice is made to fit by study_blocks, and its commands are kept whole.
            blocks += study_blocks(hands, self.trainee, lang, self.report_dir, width, c.colour, r.store, r.off)
            offer = self.offer() if run.played else None
            if offer:
                blocks.append(self.offered(offer, hands))
            if run.stopped is not None:
                blocks += self.go_on(run)
            if len(blocks) > 2:
                blocks[2] = ["", *blocks[2]]
            if run.stopped is not None:
                for block in blocks:
                    c.lines(block, whole=True)
            else:
                show_pages(c, blocks, t(lang, "session.wait.more_summary"))
        except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
            pass


    def go_on(self, run: Run) -> list[list[str]]:
        """After a stop in a run of one-hand scenarios: the one command that goes on with the scenario stopped
        in (asked again from its start: one hand) and every one after it, in the same order (issue 20)."""
        left = [sc.solution.scenario.source for sc in run.left() if sc.solution is not None]
        if not left:
            return []
        c = self.console
        count = len(left)
        if self.bundled is None:
            args = replay_command([shown_path(path) for path in left], self.trainee, self.lang, self.report_dir,
                                  self.recording)
        else:  # the bundled files' names tell the answers: their place in the run instead (item 7)
            at = self.bundled.first + len(run.scenarios) - len(run.left())
            args = replay_command(["--bundled"], self.trainee, self.lang, self.report_dir, self.recording)
            after = args.index("--trainee") + 2  # --from beside the run it counts in
            args[after:after] = ["--from", str(at)] + (["--settle"] if self.bundled.settle else [])
            count = max(count, self.bundled.total - at + 1)  # the sequences after this run too
        if self.pass_mark is not None:
            args += ["--pass-mark", f"{self.pass_mark:g}"]
        args += limit_args(self.time_limit)
        return [["", *fit(t(self.lang, "session.go_on" if count > 1 else "session.go_on.one", count=count), c.width)],
                command_lines(args, c.width)]


    def taglia_stopped(self, stopped: Stop, sc: ScenarioInPlay, taglia: Taglia) -> None:
        c = self.console
        assert sc.sheet is not None
        c.echo()
        c.echo(emphasis(t(self.lang, f"session.stopped.{stopped}"), c.colour, fg="yellow"))
        c.lines(session_time(hand_times({"hands": [dict(h.times) for h in sc.kept]}), self.lang))
        c.echo(self.saved_taglia(taglia))
        c.echo(t(self.lang, "taglia.saved.sheet", path=shown_path(sc.sheet)))
        c.echo(t(self.lang, "taglia.resume"))
        c.lines(command_lines(self.resume_command(sc.sheet), c.width), whole=True)


    def over_head(self, done: Played, sc: ScenarioInPlay, taglia: Taglia) -> list[str]:
        """A taglia's or sequence's result: its hands, its score, and the files saved."""
        c, lang = self.console, self.lang
        grade = done.graded.grade
        assert grade is not None
        shoe = taglia.choice is not None
        return [emphasis(t(lang, "taglia.over" if shoe else "taglia.sequence.over", count=len(sc.hands.hands)),
                         c.colour),
                emphasis(t(lang, "taglia.total" if shoe else "taglia.sequence.total", score=grade.score,
                           max=grade.max, verdict=t(lang, "card.passed" if grade.passed else "card.failed"),
                           mark=pass_mark_text(grade.pass_mark, lang)),
                         c.colour, fg="green" if grade.passed else "red"),
                *session_time(played_times([done]), lang),
                self.saved_taglia(taglia), t(lang, "taglia.saved.sheet", path=shown_path(done.sheet)),
                *(t(lang, "taglia.saved.scorecard", path=shown_path(path)) for path in done.scorecards[:1])]


    def saved_taglia(self, taglia: Taglia) -> str:
        what = "taglia.saved.taglia" if taglia.choice is not None else "taglia.saved.sequence"
        return t(self.lang, what, path=shown_path(taglia.path))


    def resume_command(self, sheet: str) -> list[str]:
        """`trainer train --resume SHEET` with the session's language, report folder and store (or --no-record),
        so that the taglia goes on where it was saved and is recorded where the session would have been."""
        args = ["trainer", "train", "--resume", shown_path(sheet), *where_args(self.lang, self.report_dir)]
        if self.pass_mark is not None:  # the sheet does not keep it: the session goes on with the same mark
            args += ["--pass-mark", f"{self.pass_mark:g}"]
        return args + limit_args(self.time_limit) + self.recording.args()

    def taglia_over(self, done: Played, sc: ScenarioInPlay, taglia: Taglia) -> None:
        """A taglia or sequence answered to its end and graded: its result, what to study, the drill offered."""
        c, lang = self.console, self.lang
        grade = done.graded.grade
        assert grade is not None
        shoe = taglia.choice is not None
        width = c.width
        blocks = [fit_all(self.over_head(done, sc, taglia), width)]
        # What to study, and the saved file to play again: the whole taglia or sequence is one replay.
        r = self.recording
        blocks += study_blocks([HandResult(taglia.path, grade)], self.trainee, lang, self.report_dir, width,
                               c.colour, r.store, r.off, "taglia.replay" if shoe else "taglia.sequence.replay")
        offer = self.offer()
        if offer is not None:
            blocks.append(self.offered(offer, [HandResult(taglia.path, grade)]))
        if len(blocks) > 1:
            blocks[1] = ["", *blocks[1]]
        if not c.redraws:
            c.echo()
        show_pages(c, blocks, t(lang, "session.wait.more_summary"))


def played_times(played: Sequence[Played]) -> list[dict[str, float]]:
    """Each hand's {key: seconds} of the scenarios played, in the order played, as their sheets keep them."""
    return [hand for p in played if p.graded.sheet is not None for hand in hand_times(p.graded.sheet.times)]
