"""A training session: one loop that plays scenarios of one hand or many, hand after hand.

For each hand the loop shows the table and the deal, asks the questions of
the keys the hand grades (trainer.session.interview), saves the answers and
puts the wrong ones right. Answers are saved as ordinary answer sheets, read
back, graded and written as scorecards by the same pipeline functions as
`trainer grade` (trainer.pipeline.grade_file, conclude); the optional
`on_graded(graded)` callback receives every graded sheet, so a results
store (trainer.store.Recorder) records a session the way it records
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
import signal
import time
from contextlib import nullcontext
import dataclasses
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Callable, ContextManager, Literal, Optional, Sequence, Union

from .. import exitcodes
from ..engine.grade import Decision, Grade, grade_hand
from ..engine.solve import Solution, solve
from ..files import replace_whole
from ..io.plain import answer_from_plain
from ..report.timing import TimeLimit, fail_late, hand_times, late_hands
from ..shoe import Dealer
from ..terminal import safe_lines, safe_text
from ..faults import KINDS
from ..vocab import Key, Touches
from . import screen, sheets, taglia_files as files
from .advice import (DEFAULT_REPORT_DIR, HandResult, Recording, command_lines, next_step_lines, replay_command,
                     study_blocks)
from .console import Console
from .feedback import result_blocks, summary_lines
from .hand_view import deal_out, exhausted_note, hand_view, show_pages
from .hands import DealtHand, FileHands, HandSource
from .headings import neutral_heading
from .interview import Interview
from .questions import Ask
from .layout import fit, fit_all
from .time_words import hand_time, late_text, limit_args, pass_mark_text
from .screen import emphasis, t
from .sheets import HandAnswers
from .signals import ignoring
from .taglia_files import ShoeChoice, Taglia
from .taglia_resume import take_up

if TYPE_CHECKING:
    from ..cards import Card
    from ..pipeline import Graded

EXIT_DONE = 0
EXIT_CLOSED = 1  # the input closed (EOF, a closed terminal)
EXIT_INTERRUPTED = exitcodes.INTERRUPTED

Stop = Literal["interrupt", "eof"]
Offer = tuple[str, Sequence[str]]  # the adaptive drill the end offers: a sentence, the command's arguments
# The offer, or how to make it from the trainee's id (known only once a resumed sheet is read).
NextDrill = Union[Offer, Callable[[str], Optional[Offer]]]


@dataclass(frozen=True, slots=True)
class Played:
    """A scenario played to its end: its sheet graded, and the scorecards written."""

    graded: Graded
    sheet: str
    scorecards: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SessionReport:
    played: list[Played] = field(default_factory=list)
    unfinished: str | None = None  # the incomplete sheet of an interrupted scenario
    stopped: Stop | None = None  # None: ran to the end

    @property
    def exit_code(self) -> int:
        return {None: EXIT_DONE, "interrupt": EXIT_INTERRUPTED, "eof": EXIT_CLOSED}[self.stopped]


class _Scenario:
    """A scenario being played: where its hands come from, the hands answered so far, its sheet."""

    __slots__ = ("hands", "solution", "taglia", "kept", "decisions", "sheet", "interview", "recorded", "finished")

    def __init__(self, hands: HandSource, solution: Solution | None, taglia: Taglia | None = None,
                 kept: Sequence[HandAnswers] = (), decisions: Sequence[Decision] = (), sheet: str | None = None):
        """`solution`: None for the shoe's taglia, read back from its file when it is graded."""
        self.hands, self.solution, self.taglia = hands, solution, taglia
        self.kept = list(kept)
        self.decisions = list(decisions)  # a taglia's, hand by hand: the score so far
        self.sheet = sheet
        self.interview: Interview | None = None  # the hand being asked
        self.recorded = False
        self.finished = False  # every hand answered and the sheet saved complete: recorded whatever comes next

    @property
    def single(self) -> bool:
        return self.solution is not None and self.solution.single


class _Run:
    """What a session has done so far: its report, once it ends."""

    __slots__ = ("played", "unfinished", "stopped", "current", "scenarios")

    def __init__(self, scenarios: Sequence[_Scenario] = ()) -> None:
        self.played: list[Played] = []
        self.unfinished: str | None = None
        self.stopped: Stop | None = None
        self.current: _Scenario | None = None
        self.scenarios = list(scenarios)

    def left(self) -> list[_Scenario]:
        """After a stop: the scenarios still to play, the one stopped in first (unless it was recorded)."""
        if self.current is None or self.current not in self.scenarios:
            return list(self.scenarios)
        at = self.scenarios.index(self.current)
        return self.scenarios[at + 1 if self.current.recorded else at:]

    def report(self) -> SessionReport:
        return SessionReport(self.played, self.unfinished, self.stopped)


class Session:
    def __init__(self, trainee: str, *, lang: str = "en", report_dir: str = "reports",
                 console: Console | None = None, on_graded: Callable[[Graded], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, now: Callable[[], datetime] | None = None,
                 next_drill: NextDrill | None = None, store: str | None = None, no_record: bool = False,
                 pass_mark: float | None = None, time_limit: TimeLimit | None = None):
        """`next_drill`: the adaptive drill the end offers; `store`, `no_record`: the command line's, for the
        commands the end and a stop print (the replay records where the session did); `pass_mark`: the
        command line's, which wins over a scenario's own as in `trainer grade`; `time_limit`: the seconds a
        hand may take, and whether a late hand counts or fails (--time-limit, --late)."""
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
        self.hand_limit: Callable[[], ContextManager[object]] = nullcontext  # an exam's clock (exam_hands.py)
        self.verdicts = True  # each hand's right answers shown after it (an exam shows none)
        self.follow_on = True  # answers that earlier ones settle offered for Enter (an exam has each one typed)

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

        return self._session([_Scenario(FileHands(s), s) for s in solutions], welcome, self._summary)

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
        return self._taglia(_Scenario(hands, solution, Taglia(seq.source, files.sequence_note(seq.source,
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
                 cards=" ".join(screen.card(x, c.colour) for x in p.burnt)))
        dealer.deal(choice.quick, choice.quick_payouts)
        path = files.create(folder, sid, ".yaml", files.taglia_file_text(dealer, self.trainee, choice))
        return self._taglia(_Scenario(files.shoe_hands(dealer, choice, path, self.trainee), None,
                                      Taglia(path, choice=choice)))

    def resume(self, sheet_path: str) -> SessionReport:
        """Go on with the taglia or sequence of `sheet_path` at its first hand not fully answered; Invalid
        when it cannot be taken up (said at its file). The sheet names its trainee and report folder."""
        r = take_up(sheet_path, self.report_dir)
        self.trainee, self.report_dir = r.trainee, r.report_dir
        self.console.echo(t(self.lang, "taglia.resumed", scenario=safe_text(r.hands.sid), n=len(r.kept) + 1))
        return self._session([_Scenario(r.hands, r.solution, r.taglia, r.kept, r.decisions, r.sheet)], None,
                             self._taglia_end)

    def exam(self, hands: Sequence[Solution | DealtHand], opening: Callable[[], None],
             ending: Callable[[SessionReport], None]) -> SessionReport:
        """An exam's hands (trainer.exam): one-hand scenarios, each graded and recorded as it is answered, as
        `run` plays them, with the exam's own opening and end; after a stop the hand in progress is kept first.
        The hands of a whole taglia come as DealtHand: each as the sequence played it, in its order, headed by
        its place in the taglia."""
        def end(run: _Run) -> None:
            if run.stopped:
                with _shielded():
                    self._rescue(run)
            ending(run.report())

        scenarios = [_Scenario(h, h.solution) if isinstance(h, DealtHand) else _Scenario(FileHands(h), h)
                     for h in hands]
        return self._session(scenarios, opening, end)

    def _taglia(self, sc: _Scenario) -> SessionReport:
        """A fresh taglia or sequence: its sheet saved before the first hand, which waits until the opening
        lines are read (a stop there is a stop like any other)."""
        self._save(sc, incomplete=True)

        def first() -> None:
            if self.console.waits:
                self.console.ask(t(self.lang, "taglia.wait.first"))

        return self._session([sc], first, self._taglia_end)

    # ---- the loop ----

    def _session(self, scenarios: Sequence[_Scenario], opening: Callable[[], None] | None,
                 ending: Callable[[_Run], None]) -> SessionReport:
        run = _Run(scenarios)
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

    def _play(self, run: _Run, sc: _Scenario, i: int, count: int) -> None:
        """Each hand not yet answered, until the hands run out; the scenario is number `i` of `count`."""
        n = len(sc.kept) + 1
        while True:
            if n > len(sc.hands.hands):
                if sc.hands.over:
                    return
                sc.hands.deal()
            self._hand(run, sc, n, i, count)
            n += 1

    def _hand(self, run: _Run, sc: _Scenario, n: int, i: int, count: int) -> None:
        """Hand `n`: shown, asked, saved, put right; the verdict stays until the trainee has read it."""
        c, lang = self.console, self.lang
        played = sc.hands.hands[n - 1]
        grade = played.plan.grade  # the keys asked, when the hand's `grade:` narrows them (--quick)
        cards_asked = grade is None or bool({Key.PUNTO, Key.BANCO} & set(grade))
        heading, words = self._heading(sc, n, i, count)
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
            blocks[0][1:1] = fit(t(lang, "taglia.hand.cards", punto=self._cards(coup.punto),
                                   punto_score=coup.punto_score, banco=self._cards(coup.banco),
                                   banco_score=coup.banco_score), width)
        if not self.verdicts:  # an exam's: no right answer is shown before its end, only where the files went
            blocks = blocks[-1:]
        if not c.redraws:
            c.echo()
        show_pages(c, [fit_all(block, width) for block in blocks], t(lang, "session.wait.more"))
        if c.waits:
            c.ask(t(lang, "session.wait.summary" if i == count and ended else "session.wait"))

    def _heading(self, sc: _Scenario, n: int, i: int, count: int) -> tuple[str, str | None]:
        """Above the table: a one-hand scenario's number and neutral heading (never its title: headings.py),
        and its own words; a taglia's status."""
        solution = sc.solution
        if solution is None or not solution.single:
            return self._status(sc, n), None
        if isinstance(sc.hands, DealtHand):  # an exam's taglia: the hand's place, and no score before the end
            place = sc.hands
            key = "exam.taglia.hand" if place.left is None else \
                "exam.taglia.hand.out" if place.left <= 0 else "exam.taglia.hand.mask"
            return t(self.lang, key, n=place.number, left=place.left), None
        # The scenario file's own words are shown with their control characters escaped (issue 9). Its id is
        # not shown: a bundled id names the fault's variant (art6-reversed-distribution-rebuilt).
        scenario = solution.scenario
        description = scenario.description_in(self.lang)
        return (t(self.lang, "session.scenario", n=i, total=count, title=neutral_heading(scenario, self.lang)),
                safe_lines(description) if description else None)

    def _verdict(self, run: _Run, sc: _Scenario, n: int, ask: Ask, iv: Interview) -> list[list[str]]:
        """The hand's wrong decisions put right, in blocks, and after them the files saved (a one-hand
        scenario, graded and recorded now) or the hand's score (one hand of many, graded whole later)."""
        lang = self.lang
        if sc.single:
            done = self._conclude(run, sc)
            scored = done.graded.graded()[1]
            after = [t(lang, "session.saved.sheet", path=shown_path(done.sheet)),
                     *(t(lang, "session.saved.scorecard", path=shown_path(path)) for path in done.scorecards[:1])]
        else:
            decisions = grade_hand(sc.hands.hands[n - 1].solution, answer_from_plain(iv.answer), n)
            limit = self.time_limit
            if limit is not None:  # a late hand's decisions wrong, when the house says so (as _conclude grades it)
                late = late_hands((iv.times,), limit)
                decisions = fail_late(Grade(sc.hands.sid, self.trainee, tuple(decisions), hands=n),
                                      (n,) if late else (), limit).decisions
            sc.decisions += decisions
            scored = Grade(sc.hands.sid, self.trainee, decisions)
            after = [t(lang, "taglia.hand.score", n=n, score=scored.score, max=scored.max)]
        after += hand_time(iv.times, lang) + late_text(iv.times, self.time_limit, lang)
        hand = sc.hands.hands[n - 1].solution
        fault = hand.hand.fault
        # The cards' own rules decide the cards, scores and winner only where no fault changed how the cards
        # were dealt (no fault, or one at the betting); elsewhere the fault's article says it.
        plain = fault is None or KINDS[fault.kind].touches == Touches.BETS
        coup = hand.outcome.coup if plain and not hand.hand.in_bianco else None
        return [*result_blocks(scored, ask, self.console.width, iv.asked, iv.choice, coup), after]

    def _cards(self, cards: tuple[Card, ...]) -> str:
        return " ".join(screen.card(x, self.console.colour) for x in cards)

    def _status(self, sc: _Scenario, n: int) -> str:
        """A taglia's hand: its number (of how many, for a file), the cards left before the mask (when there
        is one) and the score so far."""
        left, total = sc.hands.before_mask(n), sc.hands.total
        score, most = sum(d.ok for d in sc.decisions), len(sc.decisions)
        key = "taglia.status" if total is None else "taglia.status.of"
        if left is None:
            key += ".plain"
        elif left <= 0:
            key += ".out"
        return t(self.lang, key, n=n, total=total, left=left, score=score, max=most)

    # ---- saving, grading ----

    def _stamp(self) -> datetime | None:
        return self.now() if self.now else None

    def _save(self, sc: _Scenario, incomplete: bool) -> None:
        """The scenario's sheet with the hands kept: written under a fresh name the first time, then replaced
        whole."""
        taglia = sc.taglia
        # A shoe's sheet notes its taglia file's SHA-256 as it stands now, for --resume to check.
        note = () if taglia is None else files.taglia_note(taglia.path) if taglia.choice is not None else taglia.note
        text = sheets.sheet_text(sc.hands.sid, self.trainee, sc.kept, sc.single, incomplete, self._stamp(),
                                 self.lang, note)
        if sc.sheet is None:
            sc.sheet = sheets.save_sheet(self.report_dir, self.trainee, sc.hands.sid, text, self._stamp())
        else:
            replace_whole(sc.sheet, text)

    def _conclude(self, run: _Run, sc: _Scenario) -> Played:
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
        cards = conclude(graded, self.report_dir, self.lang, self.on_graded, now=self._stamp(), limit=limit)
        sc.recorded = True
        done = Played(graded, sc.sheet, tuple(cards))
        run.played.append(done)
        return done

    def _rescue(self, run: _Run) -> None:
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

    def _offer(self) -> Offer | None:
        return self.next_drill(self.trainee) if callable(self.next_drill) else self.next_drill

    def _offered(self, offer: Offer, hands: Sequence[HandResult] = ()) -> list[str]:
        """The adaptive drill offered, after the session's next step: its weakest article and what to read
        (issue 20, item 11), so that the drill's command comes last, the step it leads to."""
        c = self.console
        said, args = offer
        step = next_step_lines(hands, self.lang, c.width, c.colour)
        return [*step, *(emphasis(line, c.colour) for line in fit(said, c.width)),
                *command_lines(args, c.width)]

    def _summary(self, run: _Run) -> None:
        """A run's end: the summary of every scenario played, paged; after a stop, printed whole."""
        if run.stopped:
            with _shielded():  # a second Ctrl-C must not cut the saving short
                self._rescue(run)
                self._summary_lines(run)
        else:
            try:  # everything is saved: Ctrl-C while the summary is paged only stops the paging
                self._summary_lines(run)
            except KeyboardInterrupt:
                pass

    def _summary_lines(self, run: _Run) -> None:
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
                          t(lang, "session.saved.scorecards", folder=shown_path(_folder_of(run.played[0].scorecards)))]
            if run.unfinished:
                saved.append(t(lang, "session.saved.unfinished", path=shown_path(run.unfinished)))
            blocks = [fit_all(summary_lines(safe_text(self.trainee), [(h.grade.scenario, h.grade) for h in hands],
                                            lang, c.colour), width), fit_all(saved, width)]
            # The advice is made to fit by study_blocks, and its commands are kept whole.
            blocks += study_blocks(hands, self.trainee, lang, self.report_dir, width, c.colour, r.store, r.off)
            offer = self._offer() if run.played else None
            if offer:
                blocks.append(self._offered(offer, hands))
            if run.stopped is not None:
                blocks += self._go_on(run)
            if len(blocks) > 2:
                blocks[2] = ["", *blocks[2]]
            if run.stopped is not None:
                for block in blocks:
                    c.lines(block, whole=True)
            else:
                show_pages(c, blocks, t(lang, "session.wait.more_summary"))
        except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
            pass

    def _go_on(self, run: _Run) -> list[list[str]]:
        """After a stop in a run of one-hand scenarios: the one command that goes on with the scenario stopped
        in (asked again from its start: one hand) and every one after it, in the same order (issue 20)."""
        left = [sc.solution.scenario.source for sc in run.left() if sc.solution is not None]
        if not left:
            return []
        c = self.console
        args = replay_command([shown_path(path) for path in left], self.trainee, self.lang, self.report_dir,
                              self.recording)
        if self.pass_mark is not None:
            args += ["--pass-mark", f"{self.pass_mark:g}"]
        args += limit_args(self.time_limit)
        return [["", *fit(t(self.lang, "session.go_on" if len(left) > 1 else "session.go_on.one", count=len(left)), c.width)],
                command_lines(args, c.width)]

    def _taglia_end(self, run: _Run) -> None:
        """A taglia's or sequence's end: graded like `trainer grade` (one scorecard, the result recorded);
        after a stop, saved as it stands with the command that takes it up again."""
        sc = run.current
        assert sc is not None and sc.taglia is not None
        with _shielded():  # a second Ctrl-C must not cut the saving short
            try:
                if run.stopped is None:
                    self._taglia_over(run, sc, sc.taglia)
                elif sc.finished and not sc.recorded:  # stopped after the last hand: graded and recorded all the same
                    self._taglia_finished(run, run.stopped, sc, sc.taglia)
                else:
                    self._rescue(run)
                    self._taglia_stopped(run.stopped, sc, sc.taglia)
            except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
                run.stopped = run.stopped or "eof"

    def _taglia_stopped(self, stopped: Stop, sc: _Scenario, taglia: Taglia) -> None:
        c = self.console
        assert sc.sheet is not None
        c.echo()
        c.echo(emphasis(t(self.lang, f"session.stopped.{stopped}"), c.colour, fg="yellow"))
        c.echo(self._saved_taglia(taglia))
        c.echo(t(self.lang, "taglia.saved.sheet", path=shown_path(sc.sheet)))
        c.echo(t(self.lang, "taglia.resume"))
        c.lines(command_lines(self._resume_command(sc.sheet), c.width), whole=True)

    def _taglia_finished(self, run: _Run, stopped: Stop, sc: _Scenario, taglia: Taglia) -> None:
        """A stop once every hand is answered (Ctrl-C at "Press Enter for the summary"): the complete sheet is
        graded and recorded like any other, and its result printed whole, nothing more asked (issue 19)."""
        c = self.console
        done = self._conclude(run, sc)
        c.echo()
        c.echo(emphasis(t(self.lang, f"session.stopped.{stopped}"), c.colour, fg="yellow"))
        c.lines(fit_all(self._over_head(done, sc, taglia), c.width), whole=True)

    def _over_head(self, done: Played, sc: _Scenario, taglia: Taglia) -> list[str]:
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
                self._saved_taglia(taglia), t(lang, "taglia.saved.sheet", path=shown_path(done.sheet)),
                *(t(lang, "taglia.saved.scorecard", path=shown_path(path)) for path in done.scorecards[:1])]

    def _taglia_over(self, run: _Run, sc: _Scenario, taglia: Taglia) -> None:
        c, lang = self.console, self.lang
        # Every hand is answered: the sheet says so before it is graded, also when a resumed sheet had them all
        # but was saved incomplete (a stop after its last hand, by a trainer before issue 19's fix).
        self._save(sc, incomplete=False)
        done = self._conclude(run, sc)
        grade = done.graded.grade
        assert grade is not None
        shoe = taglia.choice is not None
        width = c.width
        blocks = [fit_all(self._over_head(done, sc, taglia), width)]
        # What to study, and the saved file to play again: the whole taglia or sequence is one replay.
        r = self.recording
        blocks += study_blocks([HandResult(taglia.path, grade)], self.trainee, lang, self.report_dir, width,
                               c.colour, r.store, r.off, "taglia.replay" if shoe else "taglia.sequence.replay")
        offer = self._offer()
        if offer is not None:
            blocks.append(self._offered(offer, [HandResult(taglia.path, grade)]))
        if len(blocks) > 1:
            blocks[1] = ["", *blocks[1]]
        if not c.redraws:
            c.echo()
        show_pages(c, blocks, t(lang, "session.wait.more_summary"))

    def _saved_taglia(self, taglia: Taglia) -> str:
        what = "taglia.saved.taglia" if taglia.choice is not None else "taglia.saved.sequence"
        return t(self.lang, what, path=shown_path(taglia.path))

    def _resume_command(self, sheet: str) -> list[str]:
        """`trainer train --resume SHEET` with the session's language, report folder and store (or --no-record),
        so that the taglia goes on where it was saved and is recorded where the session would have been."""
        args = ["trainer", "train", "--resume", shown_path(sheet)]
        if self.lang != "en":
            args += ["--lang", self.lang]
        if os.path.normpath(self.report_dir) != DEFAULT_REPORT_DIR:
            args += ["--report-dir", self.report_dir]
        if self.pass_mark is not None:  # the sheet does not keep it: the session goes on with the same mark
            args += ["--pass-mark", f"{self.pass_mark:g}"]
        return args + limit_args(self.time_limit) + self.recording.args()


def _shielded() -> ContextManager[None]:
    """Ctrl-C ignored for a moment: a second one must not cut the saving short."""
    return ignoring(signal.SIGINT)


def _folder_of(paths: Sequence[str]) -> str:
    return os.path.dirname(paths[0]) if paths else "?"


def shown_path(path: str) -> str:
    """A saved file's path as the screen shows it: from the current folder when that is shorter, so that it
    fits the line more often (a path longer than the terminal is the one thing the terminal must break)."""
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive (Windows)
        return path
    return rel if len(rel) < len(path) and not rel.startswith(os.pardir) else path
