"""A taglia at the terminal: `trainer train --shoe`, `trainer train SEQUENCE-FILE` and `--resume SHEET`.

Hands come from a `HandSource` (trainer.session.taglia_source): the shoe's
Dealer, which deals a shuffled sabot until the mask ends the taglia (the
opening burn shown first, R23), or a sequence file's hands (FORMATS §5).
Both go through the one hand loop here. Each hand is shown and asked like
a scenario of an ordinary session (the panel, the interview); a status line
above it gives the hand's number (of how many, for a file), the cards left
before the mask (when there is one) and the score so far. A hand's `grade:`
narrows what is asked (trainer.session.taglia_interview): with `--quick` a
hand with nothing to handle asks only the reader, the announcement and the
winner.

After every hand the answers (a sequence sheet) are saved, and for the shoe
the taglia dealt so far (trainer.session.taglia_files), so Ctrl-C or a
closed terminal keeps everything, and `--resume` goes on with the first hand
not fully answered (trainer.session.taglia_resume). After the last hand the
sheet is graded by the same pipeline as `trainer grade` (one scorecard, the
result recorded).
"""
from __future__ import annotations

import os
import signal
import time
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence, Union

from ..files import replace_whole
from ..engine.grade import Decision, Grade, grade_hand
from ..engine.solve import Solution, solve
from ..io.plain import answer_from_plain
from ..shoe import Dealer, taglia_text
from ..terminal import safe_lines, safe_text
from ..vocab import Key
from . import screen, taglia_files as files
from .advice import DEFAULT_REPORT_DIR, HandResult, Recording, command_lines, study_blocks
from .console import Console
from .feedback import result_blocks
from .hand_view import deal_out, exhausted_note, hand_view, show_pages
from .layout import fit, fit_all
from .runner import EXIT_CLOSED, EXIT_DONE, EXIT_INTERRUPTED, shown_path
from .screen import emphasis, t
from .sheets import save_sheet
from .signals import ignoring
from .taglia_interview import NarrowedInterview
from .taglia_resume import take_up
from .taglia_source import FileSource, HandSource, ShoeSource

NextDrill = Union[tuple[str, Sequence[str]], Callable[[str], Optional[tuple[str, Sequence[str]]]]]

if TYPE_CHECKING:
    from ..cards import Card
    from ..pipeline import Graded


class TagliaSession:
    def __init__(self, trainee: str, *, lang: str = "en", report_dir: str = "reports",
                 console: Console | None = None, on_graded: Callable[[Graded], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, next_drill: NextDrill | None = None,
                 store: str | None = None, no_record: bool = False):
        """`next_drill`: the adaptive drill the end offers (a sentence and the command), or how to make it from
        the trainee's id (known only once a resumed sheet is read); `store`, `no_record`: the command line's,
        for the commands the end and a stop print."""
        self.trainee, self.lang, self.report_dir = trainee, lang, report_dir
        self.next_drill, self.recording = next_drill, Recording(store, no_record)
        self.console = console or Console()
        self.on_graded, self.clock = on_graded, clock
        self.answers: list[dict[str, Any]] = []
        self.times: list[dict[str, Any]] = []
        self.typed: list[dict[str, Any]] = []
        self.decisions: list[Decision] = []
        self.taglia_path = self.sheet_path = ""  # taglia_path: the sequence file the sheet answers
        self.choice: files.ShoeChoice | None = None  # the shoe's; None for a sequence file
        self.note: list[str] = []  # the sheet's comment lines that name its sequence file (a file's only)
        self.interview: NarrowedInterview | None = None

    # ---- starting and resuming ----

    def start(self, choice: files.ShoeChoice) -> int:
        """A fresh taglia from the shoe."""
        c, lang = self.console, self.lang
        folder = files.taglia_folder(self.report_dir, self.trainee)
        base = files.taglia_base(choice.seed, time.strftime("%Y%m%d%H%M%S"))
        sid, k = base, 1
        while os.path.lexists(os.path.join(folder, sid + ".yaml")):
            k += 1
            sid = f"{base}-{k}"
        self.choice = choice
        source = self.shoe_source(Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles, sid),
                                  choice)
        p = source.dealer.prepared
        sabot = t(lang, "taglia.sabot.one") if choice.decks == 1 else t(lang, "taglia.sabot.many", n=choice.decks)
        c.echo(emphasis(t(lang, "taglia.welcome", trainee=safe_text(self.trainee), sabot=sabot, seed=choice.seed),
                        c.colour))
        if choice.quick:
            c.echo(t(lang, "taglia.quick"))
        c.echo(t(lang, "session.how_to_stop"))
        c.echo(t(lang, "taglia.burn", card=screen.card(p.turned_up, c.colour), count=len(p.burnt),
                 cards=" ".join(screen.card(x, c.colour) for x in p.burnt)))
        source.dealer.deal(choice.quick)
        self.taglia_path = files.create(folder, sid, ".yaml", self.taglia_text(source.dealer))
        self.sheet_path = save_sheet(self.report_dir, self.trainee, sid, self.sheet_text(sid, True))
        return self.run(source, 1, wait=True)

    def play_file(self, solution: Solution) -> int:
        """A sequence file's hands, one after the other (`trainer train FILE`); its sheet names the file."""
        c, lang = self.console, self.lang
        seq = solution.scenario
        source = FileSource(solution)
        self.taglia_path = seq.source
        self.note = files.sequence_note(seq.source, seq.sha256)
        c.echo(emphasis(t(lang, "taglia.sequence.welcome", trainee=safe_text(self.trainee),
                          title=safe_text(seq.title_in(lang)), count=source.total), c.colour))
        description = seq.description_in(lang)
        if description:
            c.lines(safe_lines(description.strip()).split("\n"))
        c.echo(t(lang, "session.how_to_stop"))
        source.deal()
        self.sheet_path = save_sheet(self.report_dir, self.trainee, seq.id, self.sheet_text(seq.id, True))
        return self.run(source, 1, wait=True)

    def resume(self, sheet_path: str) -> int:
        """Go on with the taglia or sequence of `sheet_path`; Invalid when it cannot be taken up (said at
        its file)."""
        source, done = take_up(self, sheet_path)
        self.console.echo(t(self.lang, "taglia.resumed", scenario=safe_text(source.sid), n=done + 1))
        return self.run(source, done + 1)

    def shoe_source(self, dealer: Dealer, choice: files.ShoeChoice) -> ShoeSource:
        """The shoe's hands; each new deal rewrites the taglia file, so it always holds every hand shown."""
        self.choice = choice
        return ShoeSource(dealer, choice.quick, lambda: replace_whole(self.taglia_path, self.taglia_text(dealer)))

    # ---- the hands ----

    def run(self, source: HandSource, first: int, wait: bool = False) -> int:
        """Hands `first`, `first` + 1, ... until the source has no more; then the grade, or the stop.
        `wait`: the opening lines stay until Enter (a stop there is a stop like any other)."""
        stopped: str | None = None
        n = first
        try:
            if wait and self.console.waits:
                self.console.ask(t(self.lang, "taglia.wait.first"))
            while True:
                if n > len(source.hands):
                    if source.over:
                        break
                    source.deal()
                self._hand(source, n)
                n += 1
        except KeyboardInterrupt:
            stopped = "interrupt"
        except EOFError:
            stopped = "eof"
        with ignoring(signal.SIGINT):  # a second Ctrl-C must not cut the saving short
            return self._close(source, stopped)

    def _hand(self, source: HandSource, n: int) -> None:
        c, lang = self.console, self.lang
        played = source.hands[n - 1]
        solution = played.solution
        width = c.width
        grade_keys = tuple(map(str, played.plan.grade)) if played.plan.grade is not None else None
        cards_asked = grade_keys is None or bool({Key.PUNTO, Key.BANCO} & set(grade_keys))
        view = hand_view(solution, screen.heading(self._status(source, n), c.colour), None, lang, c.colour, width,
                         cards_asked)
        self.interview = iv = NarrowedInterview(c, view.ask, self.clock, view.panel, grade_keys)
        deal_out(c, view.panel)
        iv.run()
        self.answers.append(iv.answer)
        self.times.append(iv.times)
        self.typed.append(iv.typed)
        self.interview = None
        last = source.over and n == len(source.hands)
        replace_whole(self.sheet_path, self.sheet_text(source.sid, not last))
        decisions = grade_hand(solution, answer_from_plain(iv.answer), n)
        self.decisions += decisions
        hand = Grade(source.sid, self.trainee, decisions)
        blocks = [*result_blocks(hand, view.ask, width, iv.asked, iv.choice),
                  [t(lang, "taglia.hand.score", n=n, score=hand.score, max=hand.max)]]
        blocks[0][1:1] = exhausted_note(solution, iv.choice, lang, width)
        coup = solution.outcome.coup
        if not cards_asked and coup is not None:  # the cards never asked are still told, with the verdict
            blocks[0][1:1] = fit(t(lang, "taglia.hand.cards", punto=self._cards(coup.punto),
                                   punto_score=coup.punto_score, banco=self._cards(coup.banco),
                                   banco_score=coup.banco_score), width)
        if not c.redraws:
            c.echo()
        show_pages(c, [fit_all(block, width) for block in blocks], t(lang, "session.wait.more"))
        if c.waits:
            c.ask(t(lang, "session.wait.summary" if last else "session.wait"))

    def _cards(self, cards: tuple[Card, ...]) -> str:
        return " ".join(screen.card(x, self.console.colour) for x in cards)

    def _status(self, source: HandSource, n: int) -> str:
        left, total = source.before_mask(n), source.total
        score, most = sum(d.ok for d in self.decisions), len(self.decisions)
        key = "taglia.status" if total is None else "taglia.status.of"
        if left is None:
            key += ".plain"
        elif left <= 0:
            key += ".out"
        return t(self.lang, key, n=n, total=total, left=left, score=score, max=most)

    # ---- saving and the end ----

    def taglia_text(self, dealer: Dealer) -> str:
        """The shoe's taglia file: the hands dealt so far, and how to deal them again."""
        assert self.choice is not None
        head = [f"# The taglia {safe_text(self.trainee)} plays with `trainer train --shoe`, the hands dealt so "
                "far; an ordinary sequence file.", files.DEALT_BY + self.choice.command()]
        return taglia_text(dealer.taglia(), head)

    def sheet_text(self, sid: str, incomplete: bool) -> str:
        return files.answers_text(sid, self.trainee, self.answers, self.times, self.typed, incomplete, self.lang,
                                  self.note)

    def _saved_file(self) -> str:
        what = "taglia.saved.taglia" if self.choice is not None else "taglia.saved.sequence"
        return t(self.lang, what, path=shown_path(self.taglia_path))

    def _resume_command(self) -> list[str]:
        """`trainer train --resume SHEET` with the session's language, report folder and store (or --no-record),
        so that the taglia goes on where it was saved and is recorded where the session would have been."""
        args = ["trainer", "train", "--resume", shown_path(self.sheet_path)]
        if self.lang != "en":
            args += ["--lang", self.lang]
        if os.path.normpath(self.report_dir) != DEFAULT_REPORT_DIR:
            args += ["--report-dir", self.report_dir]
        return args + self.recording.args()

    def _close(self, source: HandSource, stopped: str | None) -> int:
        c, lang = self.console, self.lang
        try:
            if stopped is not None:
                iv = self.interview
                if iv is not None and iv.answer:  # the hand in progress, as far as it went
                    self.answers.append(iv.answer)
                    self.times.append(iv.times)
                    self.typed.append(iv.typed)
                replace_whole(self.sheet_path, self.sheet_text(source.sid, True))
                c.echo()
                c.echo(emphasis(t(lang, f"session.stopped.{stopped}"), c.colour, fg="yellow"))
                c.echo(self._saved_file())
                c.echo(t(lang, "taglia.saved.sheet", path=shown_path(self.sheet_path)))
                c.echo(t(lang, "taglia.resume"))
                c.lines(command_lines(self._resume_command(), c.width), whole=True)
                return EXIT_INTERRUPTED if stopped == "interrupt" else EXIT_CLOSED
            return self._graded(source)
        except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
            return EXIT_INTERRUPTED if stopped == "interrupt" else EXIT_CLOSED

    def _graded(self, source: HandSource) -> int:
        """The whole taglia or sequence graded like `trainer grade`: one scorecard, the result recorded."""
        from ..pipeline import grade_file
        from ..report.conclude import conclude
        from ..sequence.load import load_any

        c, lang = self.console, self.lang
        if isinstance(source, FileSource):
            solution = source.solution  # the file as the trainee played it
        else:  # the taglia as saved, read back as `trainer grade` reads it
            solution = solve(load_any(self.taglia_path))
        graded = grade_file(self.sheet_path, solution)
        cards = conclude(graded, self.report_dir, lang, self.on_graded)
        grade = graded.grade
        assert grade is not None
        shoe = self.choice is not None
        width = c.width
        head = [emphasis(t(lang, "taglia.over" if shoe else "taglia.sequence.over", count=len(source.hands)),
                         c.colour),
                emphasis(t(lang, "taglia.total" if shoe else "taglia.sequence.total", score=grade.score,
                           max=grade.max), c.colour, fg="green" if grade.passed else None),
                self._saved_file(), t(lang, "taglia.saved.sheet", path=shown_path(self.sheet_path)),
                *(t(lang, "taglia.saved.scorecard", path=shown_path(path)) for path in cards[:1])]
        blocks = [fit_all(head, width)]
        # What to study, and the saved file to play again: the whole taglia or sequence is one replay.
        r = self.recording
        blocks += study_blocks([HandResult(self.taglia_path, grade)], self.trainee, lang, self.report_dir, width,
                               c.colour, r.store, r.off, "taglia.replay" if shoe else "taglia.sequence.replay")
        offer = self.next_drill(self.trainee) if callable(self.next_drill) else self.next_drill
        if offer is not None:
            said, args = offer
            blocks.append([*(emphasis(line, c.colour) for line in fit(said, width)), *command_lines(args, width)])
        if len(blocks) > 1:
            blocks[1] = ["", *blocks[1]]
        if not c.redraws:
            c.echo()
        show_pages(c, blocks, t(lang, "session.wait.more_summary"))
        return EXIT_DONE
