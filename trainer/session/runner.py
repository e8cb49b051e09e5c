"""A training session: one loop that plays scenarios of one hand or many, hand after hand.

For each hand the loop shows the table and the deal, asks the questions of
the keys the hand grades (trainer.session.interview), saves the answers and
puts the wrong ones right. Answers are saved as ordinary answer sheets, read
back, graded and written as scorecards by the same pipeline functions as
`trainer grade` (trainer.pipeline.grade_file, conclude); the optional
`on_graded(graded)` callback receives every graded sheet, so a results
store (trainer.store.recorder.Recorder) records a session the way it records
`trainer grade`.

A one-hand scenario is the loop's n = 1 case: its sheet is saved, graded and
recorded when its hand is answered, so its verdict names the files; a run of
them ends with a summary (`Session.run`). A taglia or a sequence is one
scenario of many hands, with a status line over each (its number, the cards
before the mask, the score so far): its sheet is created before the first
hand and rewritten after every one, and after the last the whole sheet is
graded, with one scorecard. What differs between the shoe's taglia, a
sequence file and a resumed sheet is where the hands come from
(trainer.session.hands) and where the work is kept (taglia_files,
taglia_resume).

Stopping is safe at any moment: Ctrl-C (KeyboardInterrupt) or a closed input
(EOFError) keeps every finished scenario; the unfinished one is saved with
`incomplete: true` and whatever was answered, and is not graded (a taglia's
can be taken up with `--resume`).
"""
from __future__ import annotations

import os
import time
from contextlib import nullcontext
import dataclasses
from datetime import datetime
from typing import TYPE_CHECKING, Callable, ContextManager, Sequence

from ..engine.solve import Solution, solve
from ..files import replace_whole
from ..report.timing import TimeLimit, fail_late, hand_times, late_hands
from ..shoe import Dealer
from ..terminal import safe_lines, safe_text
from ..vocab import Key
from . import screen, sheets, taglia_files as files
from .advice import Recording
from .console import Console
from .feedback import hand_of_many, plain_coup, result_blocks
from .hand_view import deal_out, exhausted_note, hand_view, show_pages
from .hands import DealtHand, FileHands
from .headings import hand_heading, neutral_heading
from .interview import Interview
from .questions import Ask
from .layout import fit, fit_all
from .time_words import hand_time, late_text
from .screen import emphasis, t
from .signals import shielded
from .taglia_files import ShoeChoice, Taglia
from .taglia_resume import take_up
from .ending import EndScreens
from .progress import BundledRun, NextDrill, Played, Run, ScenarioInPlay, SessionReport, Stop, shown_path

if TYPE_CHECKING:
    from ..pipeline import Graded


class Session:
    def __init__(self, trainee: str, *, lang: str = "en", report_dir: str = "reports",
                 console: Console | None = None, on_graded: Callable[[Graded], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, now: Callable[[], datetime] | None = None,
                 next_drill: NextDrill | None = None, store: str | None = None, no_record: bool = False,
                 pass_mark: float | None = None, time_limit: TimeLimit | None = None,
                 bundled: BundledRun | None = None):
        """`next_drill`: the adaptive drill the end offers; `store`, `no_record`: the command line's, for the
        commands the end and a stop print (the replay records where the session did); `pass_mark`: the
        command line's, which wins over a scenario's own as in `trainer grade`; `time_limit`: the seconds a
        hand may take, and whether a late hand counts or fails (--time-limit, --late); `bundled`: a run of the
        bundled scenarios, for the command a stop prints."""
        self.trainee = trainee
        self.lang = lang
        self.report_dir = report_dir
        self.console = console or Console()
        self.on_graded = on_graded
        self.clock = clock
        self.now = now
        self.next_drill = next_drill
        self.recording = Recording(store, no_record)
        self.pass_mark = pass_mark
        self.time_limit = time_limit
        self.bundled = bundled
        self.hand_limit: Callable[[], ContextManager[object]] = nullcontext  # an exam's clock (exam_hands.py)
        self.verdicts = True  # each hand's right answers shown after it (an exam shows none)
        self.follow_on = True  # answers that earlier ones settle offered for Enter (an exam has each one typed)
        # An exam's: each hand recorded as it is answered, its scorecards (the right answers) written at the end.
        self.deferred: list[Graded] | None = None
        self.command = "trainer train"  # the command a sheet says wrote it

    # ---- what a session plays ----

    def run(self, solutions: Sequence[Solution]) -> SessionReport:
        """One-hand scenarios one after the other, each graded and put right on its own; then a summary."""
        sequences = [s.scenario.id for s in solutions if not s.single]
        if sequences:
            raise ValueError(f"{', '.join(sequences)}: a sequence plays on its own (Session.sequence)")
        c = self.console

        def welcome() -> None:
            c.echo(emphasis(t(self.lang, "session.welcome", trainee=safe_text(self.trainee), count=len(solutions)),
                            c.colour))
            c.echo(t(self.lang, "session.how_to_stop"))
            if c.waits:  # the first hand's screen would wipe these lines (and a drill's seed) before they are read
                c.ask(t(self.lang, "taglia.wait.first"))

        return self._session([ScenarioInPlay(FileHands(s), s) for s in solutions], welcome, self._summary)

    def sequence(self, solution: Solution) -> SessionReport:
        """A sequence file's hands, one after the other (`trainer train FILE`); its sheet names the file."""
        c, lang = self.console, self.lang
        seq = solution.scenario
        hands = FileHands(solution)
        c.echo(emphasis(t(lang, "taglia.sequence.welcome", trainee=safe_text(self.trainee),
                          title=neutral_heading(seq, lang), count=hands.total), c.colour))
        description = seq.description_in(lang)
        if description:
            c.lines(safe_lines(description.strip()).split("\n"))
        c.echo(t(lang, "session.how_to_stop"))
        hands.deal()
        return self._taglia(ScenarioInPlay(hands, solution, Taglia(seq.source, files.sequence_note(seq.source,
                                                                                             seq.sha256))))

    def shoe(self, choice: ShoeChoice) -> SessionReport:
        """A fresh taglia from the shoe (the opening burn shown first, R23), dealt until the mask ends it."""
        c, lang = self.console, self.lang
        folder = files.taglia_folder(self.report_dir, self.trainee)
        base = files.taglia_base(choice.seed, time.strftime("%Y%m%d%H%M%S"))
        sid, k = base, 1
        while os.path.lexists(os.path.join(folder, sid + ".yaml")):
            k += 1
            sid = f"{base}-{k}"
        dealer = Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles, sid, settle=choice.settle)
        p = dealer.prepared
        sabot = t(lang, "taglia.sabot.one") if choice.decks == 1 else t(lang, "taglia.sabot.many", n=choice.decks)
        c.echo(emphasis(t(lang, "taglia.welcome", trainee=safe_text(self.trainee), sabot=sabot, seed=choice.seed),
                        c.colour))
        if choice.quick:
            c.echo(t(lang, "taglia.quick.payouts" if choice.quick_payouts else "taglia.quick"))
        c.echo(t(lang, "session.how_to_stop"))
        c.echo(t(lang, "taglia.burn", card=screen.card(p.turned_up, c.colour), count=len(p.burnt),
                 cards=screen.cards(p.burnt, c.colour)))
        dealer.deal(choice.quick, choice.quick_payouts)
        path = files.create(folder, sid, ".yaml", files.taglia_file_text(dealer, self.trainee, choice))
        return self._taglia(ScenarioInPlay(files.shoe_hands(dealer, choice, path, self.trainee), None,
                                      Taglia(path, choice=choice)))

    def resume(self, sheet_path: str) -> SessionReport:
        """Go on with the taglia or sequence of `sheet_path` at its first hand not fully answered; Invalid
        when it cannot be taken up (said at its file). The sheet names its trainee and report folder."""
        r = take_up(sheet_path, self.report_dir)
        self.trainee, self.report_dir = r.trainee, r.report_dir
        self.console.echo(t(self.lang, "taglia.resumed", scenario=safe_text(r.hands.sid), n=len(r.kept) + 1))
        return self._session([ScenarioInPlay(r.hands, r.solution, r.taglia, r.kept, r.decisions, r.sheet)], None,
                             self._taglia_end)

    def exam(self, hands: Sequence[Solution | DealtHand], opening: Callable[[], None],
             ending: Callable[[SessionReport], None]) -> SessionReport:
        """An exam's hands (trainer.exam): one-hand scenarios, each graded and recorded as it is answered, as
        `run` plays them, with the exam's own opening and end; after a stop the hand in progress is kept first.
        The hands of a whole taglia come as DealtHand: each as the sequence played it, in its order, headed by
        its place in the taglia."""
        def end(run: Run) -> None:
            if run.stopped:
                with shielded():
                    self._rescue(run)
            try:
                ending(run.report())  # the outcome is recorded first, whatever happens to the files
            finally:
                self._deferred_scorecards()

        scenarios = [ScenarioInPlay(h, h.solution) if isinstance(h, DealtHand) else ScenarioInPlay(FileHands(h), h)
                     for h in hands]
        return self._session(scenarios, opening, end)

    def _taglia(self, sc: ScenarioInPlay) -> SessionReport:
        """A fresh taglia or sequence: its sheet saved before the first hand, which waits until the opening
        lines are read (a stop there is a stop like any other)."""
        self._save(sc, incomplete=True)

        def first() -> None:
            if self.console.waits:
                self.console.ask(t(self.lang, "taglia.wait.first"))

        return self._session([sc], first, self._taglia_end)

    # ---- the loop ----

    def _session(self, scenarios: Sequence[ScenarioInPlay], opening: Callable[[], None] | None,
                 ending: Callable[[Run], None]) -> SessionReport:
        run = Run(scenarios)
        run.current = scenarios[0] if scenarios else None  # a taglia's sheet is saved from the start
        try:
            if opening is not None:
                opening()
            for i, sc in enumerate(scenarios, 1):
                run.current = sc
                self._play(run, sc, i, len(scenarios))
        except KeyboardInterrupt:
            run.stopped = "interrupt"
        except EOFError:
            run.stopped = "eof"
        ending(run)
        return run.report()

    def _play(self, run: Run, sc: ScenarioInPlay, i: int, count: int) -> None:
        """Each hand not yet answered, until the hands run out; the scenario is number `i` of `count`."""
        n = len(sc.kept) + 1
        while True:
            if n > len(sc.hands.hands):
                if sc.hands.over:
                    return
                sc.hands.deal()
            self._hand(run, sc, n, i, count)
            n += 1

    def _hand(self, run: Run, sc: ScenarioInPlay, n: int, i: int, count: int) -> None:
        """Hand `n`: shown, asked, saved, put right; the verdict stays until the trainee has read it."""
        c, lang = self.console, self.lang
        played = sc.hands.hands[n - 1]
        grade = played.plan.grade  # the keys asked, when the hand's `grade:` narrows them (--quick)
        cards_asked = grade is None or bool({Key.PUNTO, Key.BANCO} & set(grade))
        heading, words = hand_heading(sc, n, i, count, self.lang)
        view = hand_view(played.solution, screen.heading(heading, c.colour), words, lang, c.colour, c.width,
                         cards_asked)
        sc.interview = iv = Interview(c, view.ask, self.clock, view.panel, grade, self.follow_on)
        deal_out(c, view.panel)
        with self.hand_limit():
            iv.run()
        sc.kept.append(iv.given())
        sc.interview = None
        ended = sc.hands.over and n == len(sc.hands.hands)
        self._save(sc, incomplete=not ended)
        sc.finished = ended
        blocks = self._verdict(run, sc, n, view.ask, iv)
        hand = played.solution
        width = c.width
        blocks[0][1:1] = exhausted_note(hand, iv.choice, lang, width)
        coup = hand.outcome.coup
        if not cards_asked and coup is not None:  # the cards never asked are still told, with the verdict
            blocks[0][1:1] = fit(t(lang, "taglia.hand.cards", punto=screen.cards(coup.punto, c.colour),
                                   punto_score=coup.punto_score, banco=screen.cards(coup.banco, c.colour),
                                   banco_score=coup.banco_score), width)
        if not self.verdicts:  # an exam's: no right answer is shown before its end, only where the files went
            blocks = blocks[-1:]
        if not c.redraws:
            c.echo()
        show_pages(c, [fit_all(block, width) for block in blocks], t(lang, "session.wait.more"))
        if c.waits:
            c.ask(t(lang, "session.wait.summary" if i == count and ended else "session.wait"))

    def _verdict(self, run: Run, sc: ScenarioInPlay, n: int, ask: Ask, iv: Interview) -> list[list[str]]:
        """The hand's wrong decisions put right, in blocks, and after them the files saved (a one-hand
        scenario, graded and recorded now) or the hand's score (one hand of many, graded whole later)."""
        lang = self.lang
        if sc.single:
            done = self._conclude(run, sc)
            scored = done.graded.graded()[1]
            after = [t(lang, "session.saved.sheet", path=shown_path(done.sheet)),
                     *(t(lang, "session.saved.scorecard", path=shown_path(path)) for path in done.scorecards[:1])]
        else:
            scored = hand_of_many(sc.hands.hands[n - 1].solution, iv.answer, iv.times, n, sc.hands.sid,
                                  self.trainee, self.time_limit)
            sc.decisions += scored.decisions
            after = [t(lang, "taglia.hand.score", n=n, score=scored.score, max=scored.max)]
        after += hand_time(iv.times, lang) + late_text(iv.times, self.time_limit, lang)
        coup = plain_coup(sc.hands.hands[n - 1].solution)
        return [*result_blocks(scored, ask, self.console.width, iv.asked, iv.choice, coup), after]

    # ---- saving, grading ----

    def _stamp(self) -> datetime | None:
        return self.now() if self.now else None

    def _save(self, sc: ScenarioInPlay, incomplete: bool) -> None:
        """The scenario's sheet with the hands kept: written under a fresh name the first time, then replaced
        whole."""
        taglia = sc.taglia
        # A shoe's sheet notes its taglia file's SHA-256 as it stands now, for --resume to check.
        note = () if taglia is None else files.taglia_note(taglia.path) if taglia.choice is not None else taglia.note
        text = sheets.sheet_text(sc.hands.sid, self.trainee, sc.kept, sc.single, incomplete, self._stamp(),
                                 self.lang, note, self.command)
        if sc.sheet is None:
            sc.sheet = sheets.save_sheet(self.report_dir, self.trainee, sc.hands.sid, text, self._stamp())
        else:
            replace_whole(sc.sheet, text)

    def _conclude(self, run: Run, sc: ScenarioInPlay) -> Played:
        """The scenario's sheet graded like `trainer grade`: the result recorded, the scorecards written."""
        from ..pipeline import grade_file
        from ..report.conclude import conclude
        from ..sequence.load import load_any

        if sc.sheet is None:
            self._save(sc, incomplete=False)
        assert sc.sheet is not None
        solution = sc.solution
        if solution is None:  # the shoe's taglia as saved, read back as `trainer grade` reads it
            assert sc.taglia is not None
            solution = solve(load_any(sc.taglia.path))
        graded = grade_file(sc.sheet, solution, self.pass_mark)
        limit = self.time_limit
        if limit is not None and graded.grade is not None and graded.sheet is not None:
            late = late_hands(hand_times(graded.sheet.times), limit)
            graded = dataclasses.replace(graded, grade=fail_late(graded.grade, late, limit))
        later = self.deferred is not None
        cards = conclude(graded, self.report_dir, self.lang, self.on_graded, now=self._stamp(), limit=limit,
                         scorecards=not later)
        if self.deferred is not None:
            self.deferred.append(graded)
        sc.recorded = True
        done = Played(graded, sc.sheet, tuple(cards))
        run.played.append(done)
        return done

    def _deferred_scorecards(self) -> None:
        """An exam's scorecards, once no hand is left to answer: every hand's, as `trainer grade` writes them."""
        from ..report.conclude import conclude

        with shielded():
            for graded in self.deferred or ():
                conclude(graded, self.report_dir, self.lang, now=self._stamp(), limit=self.time_limit)
        self.deferred = None

    def _rescue(self, run: Run) -> None:
        """After a stop: record a one-hand scenario answered to its end; else save the unfinished scenario as
        incomplete, with the hand in progress as far as it went (a one-hand scenario's even when nothing was
        answered yet: its sheet keeps every line typed)."""
        sc = run.current
        if sc is None or sc.recorded:
            return
        iv = sc.interview
        if iv is not None and (iv.answer or sc.single):
            sc.kept.append(iv.given())
        if sc.single:
            if not sc.kept:  # not begun: nothing to keep
                return
            if iv is None or iv.done:
                self._conclude(run, sc)
                return
        self._save(sc, incomplete=True)
        run.unfinished = sc.sheet

    # ---- the end ----

    def _summary(self, run: Run) -> None:
        """A run's end: the summary of every scenario played, paged; after a stop, printed whole."""
        if run.stopped:
            with shielded():  # a second Ctrl-C must not cut the saving short
                self._rescue(run)
                self._ends().summary_lines(run)
        else:
            try:  # everything is saved: Ctrl-C while the summary is paged only stops the paging
                self._ends().summary_lines(run)
            except KeyboardInterrupt:
                pass

    def _taglia_end(self, run: Run) -> None:
        """A taglia's or sequence's end: graded like `trainer grade` (one scorecard, the result recorded);
        after a stop, saved as it stands with the command that takes it up again."""
        sc = run.current
        assert sc is not None and sc.taglia is not None
        with shielded():  # a second Ctrl-C must not cut the saving short
            try:
                if run.stopped is None:
                    self._taglia_over(run, sc, sc.taglia)
                elif sc.finished and not sc.recorded:  # stopped after the last hand: graded and recorded all the same
                    self._taglia_finished(run, run.stopped, sc, sc.taglia)
                else:
                    self._rescue(run)
                    self._ends().taglia_stopped(run.stopped, sc, sc.taglia)
            except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
                run.stopped = run.stopped or "eof"

    def _taglia_finished(self, run: Run, stopped: Stop, sc: ScenarioInPlay, taglia: Taglia) -> None:
        """A stop once every hand is answered (Ctrl-C at "Press Enter for the summary"): the complete sheet is
        graded and recorded like any other, and its result printed whole, nothing more asked (issue 19)."""
        c = self.console
        done = self._conclude(run, sc)
        c.echo()
        c.echo(emphasis(t(self.lang, f"session.stopped.{stopped}"), c.colour, fg="yellow"))
        c.lines(fit_all(self._ends().over_head(done, sc, taglia), c.width), whole=True)

    def _taglia_over(self, run: Run, sc: ScenarioInPlay, taglia: Taglia) -> None:
        # Every hand is answered: the sheet says so before it is graded, also when a resumed sheet had them all
        # but was saved incomplete (a stop after its last hand, by a trainer before issue 19's fix).
        self._save(sc, incomplete=False)
        self._ends().taglia_over(self._conclude(run, sc), sc, taglia)

    def _ends(self) -> EndScreens:
        """The end screens, for the session as it stands now (a resumed sheet names its trainee and folder)."""
        return EndScreens(self.console, self.lang, self.trainee, self.report_dir, self.recording, self.pass_mark,
                          self.time_limit, self.next_drill, self.bundled)
