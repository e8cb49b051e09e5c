"""A whole taglia at the terminal: `trainer train --shoe` and `trainer train --resume SHEET` (FORMATS §5).

The sabot is prepared and shown (the opening burn, R23), then hands are
dealt one after the other by trainer.shoe until the mask ends the taglia.
Each hand is shown and asked like a scenario of an ordinary session (the
panel, the interview); a status line above it gives the hand's number, the
cards left before the mask and the score so far. With `--quick` a hand with
nothing to handle asks only the reader, the announcement and the winner (the
taglia file narrows it with `grade:`); a faulted hand, and a hand a fault
carries into, asks every decision the trainee's status calls for.

After every hand the taglia (a sequence file) and the answers (a sequence
sheet) are saved (trainer.session.taglia_files), so Ctrl-C or a closed
terminal keeps everything, and `--resume` goes on with the first hand not
fully answered. When the mask has ended the taglia, the sheet is graded by
the same pipeline as `trainer grade` (one scorecard for the taglia, the
result recorded).
"""
from __future__ import annotations

import os
import signal
import time
from typing import TYPE_CHECKING, Any, Callable

from ..grade import Decision, Grade, grade_hand
from ..shoe import Dealer, Dealt, taglia_text
from ..terminal import safe_text
from ..yamlio.errors import Invalid
from . import narrate, screen, taglia_files as files
from .console import Console
from .feedback import result_lines
from .interview import Interview
from .layout import fit_all
from .questions import Ask
from .runner import EXIT_CLOSED, EXIT_DONE, EXIT_INTERRUPTED, shown_path
from .screen import emphasis, t
from .sheets import save_sheet
from .signals import ignoring

if TYPE_CHECKING:
    from ..pipeline import Graded


class TagliaSession:
    def __init__(self, trainee: str, *, lang: str = "en", report_dir: str = "reports",
                 console: Console | None = None, on_graded: Callable[[Graded], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.trainee, self.lang, self.report_dir = trainee, lang, report_dir
        self.console = console or Console()
        self.on_graded, self.clock = on_graded, clock
        self.answers: list[dict[str, Any]] = []
        self.times: list[dict[str, Any]] = []
        self.typed: list[dict[str, Any]] = []
        self.decisions: list[Decision] = []
        self.taglia_path = self.sheet_path = ""
        self.interview: Interview | None = None

    # ---- starting and resuming ----

    def start(self, choice: files.ShoeChoice) -> int:
        c, lang = self.console, self.lang
        folder = files.taglia_folder(self.report_dir, self.trainee)
        base = files.taglia_base(choice.seed, time.strftime("%Y%m%d%H%M%S"))
        sid, k = base, 1
        while os.path.lexists(os.path.join(folder, sid + ".yaml")):
            k += 1
            sid = f"{base}-{k}"
        dealer = Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles, sid)
        p = dealer.prepared
        sabot = t(lang, "taglia.sabot.one") if choice.decks == 1 else t(lang, "taglia.sabot.many", n=choice.decks)
        c.echo(emphasis(t(lang, "taglia.welcome", trainee=safe_text(self.trainee), sabot=sabot, seed=choice.seed),
                        c.colour))
        if choice.quick:
            c.echo(t(lang, "taglia.quick"))
        c.echo(t(lang, "session.how_to_stop"))
        c.echo(t(lang, "taglia.burn", card=screen.card(p.turned_up, c.colour), count=len(p.burnt),
                 cards=" ".join(screen.card(x, c.colour) for x in p.burnt)))
        dealer.deal(choice.quick)
        self.taglia_path = files.create(folder, sid, ".yaml", self._taglia_text(dealer, choice))
        self.sheet_path = save_sheet(self.report_dir, self.trainee, sid, self._sheet_text(sid, True))
        if c.waits:
            c.ask(t(lang, "session.wait"))
        return self._run(dealer, choice, 1)

    def resume(self, sheet_path: str) -> int:
        """Go on with the taglia of `sheet_path`; Invalid when it cannot be taken up (said at its file)."""
        from ..sequence.load import load_any
        from ..sequence.model import Sequence
        from ..sheet.load import load_sheet
        from ..yamlio.errors import Problem

        sheet = load_sheet(sheet_path)
        if not sheet.incomplete or not sheet.is_sequence:
            raise Invalid([Problem(sheet_path, 1, 1, "this sheet is not an unfinished taglia (a sequence sheet "
                                   "with incomplete: true); grade it with trainer grade instead")])
        self.trainee, self.sheet_path = sheet.trainee, sheet_path
        self.report_dir = files.report_dir_of(sheet_path, self.report_dir)  # the scorecard goes beside the rest
        folder = files.taglia_folder(self.report_dir, sheet.trainee)
        self.taglia_path = os.path.join(folder, sheet.scenario + ".yaml")
        try:
            with open(self.taglia_path, encoding="utf-8") as f:
                text = f.read()
        except OSError as err:
            raise Invalid([Problem(sheet_path, 1, 1, f"the taglia it answers, {self.taglia_path}, cannot be read "
                                   f"({err.strerror or err}); it must stay where the session saved it")]) from None
        choice = files.dealt_by(text)
        seq = load_any(self.taglia_path, text.encode("utf-8"))
        dealer = None if choice is None else Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles,
                                                    sheet.scenario)
        if dealer is not None and choice is not None and isinstance(seq, Sequence):
            while len(dealer.hands) < len(seq.hands) and not dealer.over:
                dealer.deal(choice.quick)
        if dealer is None or choice is None or self._taglia_text(dealer, choice) != text:
            raise Invalid([Problem(self.taglia_path, 1, 1, "this taglia is not the one its '# Dealt by:' line "
                                   "deals (was it edited?), so it cannot be resumed; grade its sheet with "
                                   "trainer grade instead")])
        done = 0
        typed = (sheet.doc.data.get("typed") or {}).get("hands", []) if sheet.doc is not None else []
        times = sheet.times.get("hands", [])
        for n, answer in enumerate(sheet.hands, 1):
            grade_keys = dealer.hands[n - 1].plan.grade if n <= len(dealer.hands) else None
            if n > len(dealer.hands) or not files.complete(answer, tuple(map(str, grade_keys or ())) or None):
                break
            self.answers.append(answer)
            self.times.append(times[n - 1] if n <= len(times) else {})
            self.typed.append(typed[n - 1] if n <= len(typed) and isinstance(typed[n - 1], dict) else {})
            self.decisions += grade_hand(dealer.hands[n - 1].played.solution, n, answer, self.trainee)
            done = n
        self.console.echo(t(self.lang, "taglia.resumed", scenario=sheet.scenario, n=done + 1))
        return self._run(dealer, choice, done + 1)

    # ---- the hands ----

    def _run(self, dealer: Dealer, choice: files.ShoeChoice, first: int) -> int:
        stopped: str | None = None
        n = first
        try:
            while True:
                if n > len(dealer.hands):
                    if dealer.over:
                        break
                    dealer.deal(choice.quick)
                    files.rewrite(self.taglia_path, self._taglia_text(dealer, choice))
                self._hand(dealer, n, choice.quick)
                n += 1
        except KeyboardInterrupt:
            stopped = "interrupt"
        except EOFError:
            stopped = "eof"
        with ignoring(signal.SIGINT):  # a second Ctrl-C must not cut the saving short
            return self._close(dealer, stopped)

    def _hand(self, dealer: Dealer, n: int, quick: bool) -> None:
        c, lang = self.console, self.lang
        dealt = dealer.hands[n - 1]
        solution = dealt.played.solution
        sc = solution.scenario
        width = c.width
        story = narrate.story(solution)
        listing = screen.listing_lines(sc.cards, story, lang, c.colour, width)
        ask = Ask(lang, sc.table, tuple(sc.cards[:story.listed]), tuple(listing), c.colour, width)
        panel = screen.panel_lines(screen.heading(self._status(dealer, n), c.colour), None, sc.table, sc.house,
                                   story, lang, c.colour, width)
        only = tuple(map(str, dealt.plan.grade)) if dealt.plan.grade is not None else None
        self.interview = iv = Interview(c, ask, self.clock, panel, only=only)
        c.echo()
        c.clear()
        for kind, line in panel:
            if kind == "card":
                c.pause()
            c.echo(line)
        iv.run()
        self.answers.append(iv.answer)
        self.times.append(iv.times)
        self.typed.append(iv.typed)
        self.interview = None
        last = dealer.over and n == len(dealer.hands)
        files.rewrite(self.sheet_path, self._sheet_text(dealer.sequence.id, not last))
        decisions = grade_hand(solution, n, iv.answer, self.trainee)
        self.decisions += decisions
        hand = Grade(dealer.sequence.id, self.trainee, decisions)
        lines = result_lines(hand, ask, width, iv.asked, iv.choice)
        lines.append(t(lang, "taglia.hand.score", n=n, score=hand.score, max=hand.max))
        if c.redraws:
            c.clear()
            c.lines(fit_all(lines, width))
        else:
            c.lines(["", *lines])
        if c.waits:
            c.ask(t(lang, "session.wait.summary" if last else "session.wait"))

    def _status(self, dealer: Dealer, n: int) -> str:
        before = dealer.hands[n - 2].played.after.pos if n > 1 else 0
        left = dealer.prepared.mask_after - before
        score, most = sum(d.ok for d in self.decisions), len(self.decisions)
        if left <= 0:
            return t(self.lang, "taglia.status.out", n=n, score=score, max=most)
        return t(self.lang, "taglia.status", n=n, left=left, score=score, max=most)

    # ---- saving and the end ----

    def _taglia_text(self, dealer: Dealer, choice: files.ShoeChoice) -> str:
        head = [f"# The taglia {safe_text(self.trainee)} plays with `trainer train --shoe`, the hands dealt so "
                "far; an ordinary sequence file.", files.DEALT_BY + choice.command()]
        return taglia_text(dealer.taglia(), head)

    def _sheet_text(self, sid: str, incomplete: bool) -> str:
        return files.answers_text(sid, self.trainee, self.answers, self.times, self.typed, incomplete, self.lang)

    def _close(self, dealer: Dealer, stopped: str | None) -> int:
        c, lang = self.console, self.lang
        sid = dealer.sequence.id
        try:
            if stopped is not None:
                iv = self.interview
                if iv is not None and iv.answer:  # the hand in progress, as far as it went
                    self.answers.append(iv.answer)
                    self.times.append(iv.times)
                    self.typed.append(iv.typed)
                files.rewrite(self.sheet_path, self._sheet_text(sid, True))
                c.echo()
                c.echo(emphasis(t(lang, f"session.stopped.{stopped}"), c.colour, fg="yellow"))
                c.echo(t(lang, "taglia.saved.taglia", path=shown_path(self.taglia_path)))
                c.echo(t(lang, "taglia.saved.sheet", path=shown_path(self.sheet_path)))
                c.echo(t(lang, "taglia.resume", path=shown_path(self.sheet_path)))
                return EXIT_INTERRUPTED if stopped == "interrupt" else EXIT_CLOSED
            return self._graded(dealer)
        except (OSError, EOFError):  # the terminal is gone: the files are saved, there is no one to tell
            return EXIT_INTERRUPTED if stopped == "interrupt" else EXIT_CLOSED

    def _graded(self, dealer: Dealer) -> int:
        """The whole taglia graded like `trainer grade`: one scorecard, the result recorded."""
        from ..pipeline import conclude, grade_file
        from ..sequence.load import load_any
        from ..sequence.model import Sequence
        from ..sequence.solve import solve_sequence

        c, lang = self.console, self.lang
        seq = load_any(self.taglia_path)
        assert isinstance(seq, Sequence)
        graded = grade_file(self.sheet_path, solve_sequence(seq))
        cards = conclude(graded, self.report_dir, lang, self.on_graded)
        grade = graded.grade
        assert grade is not None
        c.clear()
        c.echo()
        c.echo(emphasis(t(lang, "taglia.over", count=len(dealer.hands)), c.colour))
        c.echo(emphasis(t(lang, "taglia.total", score=grade.score, max=grade.max), c.colour,
                        fg="green" if grade.passed else None))
        c.echo(t(lang, "taglia.saved.taglia", path=shown_path(self.taglia_path)))
        c.echo(t(lang, "taglia.saved.sheet", path=shown_path(self.sheet_path)))
        for path in cards[:1]:
            c.echo(t(lang, "taglia.saved.scorecard", path=shown_path(path)))
        return EXIT_DONE
