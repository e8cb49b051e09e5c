"""One sitting of an exam at the terminal: the hands dealt through the session's one loop, each graded and
recorded (origin `exam`, signed) as it is answered, the pass rule applied, the outcome recorded, and on a
pass the certificate written.

The seed is drawn when the sitting starts and kept in memory; it is written only at the end, in the
outcome's record, with the hands' records it rests on. A stop (Ctrl-C, a closed terminal) ends the exam as
failed-incomplete, which is recorded like any outcome. The sheets the session writes hold the answers given,
written once they are given; no hand's cards are written before its answers, and no hand's scorecard (its
right answers, which would teach the next hand of its kind) before the exam ends.
"""
from __future__ import annotations

import os
import signal
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from ..files import slug
from ..i18n import cite
from ..i18n.format import percent
from ..session.advice import command_lines, where_args
from ..session.console import Console
from ..session.ending import played_times
from ..session.exam_hands import HandClock
from ..session.hand_view import show_pages
from ..session.layout import fit_all
from ..session.progress import SessionReport, shown_path
from ..session.runner import Session
from ..session.screen import emphasis, t
from ..session.signals import ignoring, shielded
from ..session.time_words import session_time
from ..store import Record
from ..store.from_graded import record_of
from ..store.provenance import TRAINER_VERSION, rulebook_sha256 as provenance_rulebook
from ..store.record import utc_iso
from ..terminal import safe_text
from ..vocab import JSON, Origin
from .draw import exam_hands, fresh_attempt, fresh_seed
from .model import DRAW_TAGLIA, Exam
from .rule import Outcome, decide

if TYPE_CHECKING:
    from ..engine.grade import Grade
    from ..engine.solve import Solution
    from ..session.hands import DealtHand
    from ..pipeline import Graded
    from ..store import Store
    from ..store.keys import SigningKey

CERTIFICATES = "certificates"


@dataclass
class Sitting:
    """What a sitting has done: the hands' records, their grades, the outcome and the certificate."""

    stored: list[Record] = field(default_factory=list)
    grades: list[Grade] = field(default_factory=list)
    outcome: Outcome | None = None
    outcome_record: Record | None = None
    certificate: str | None = None
    report: SessionReport | None = None
    taglia: dict[str, JSON] | None = None  # a whole taglia's: its hands dealt, its fault rate (trainer.exam.taglia)

    @property
    def exit_code(self) -> int:
        if self.report is not None and self.report.stopped is not None:
            return self.report.exit_code
        return 0 if self.outcome is not None and self.outcome.passed else 1


def sit(exam: Exam, trainee: str, proctor: str, results: Store, key: SigningKey, *, lang: str = "en",
        report_dir: str = "reports", console: Console | None = None, store: str | None = None,
        seed: int | None = None) -> Sitting:
    """Run one sitting; `seed` only for the trainer's own tests (the command always draws it)."""
    console = console or Console()
    seed = fresh_seed(exam) if seed is None else seed
    attempt = fresh_attempt()
    dealt: dict[str, JSON] | None = None
    hands: list[Solution | DealtHand]
    if exam.draw.kind == DRAW_TAGLIA:
        from .taglia import taglia_deal

        deal = taglia_deal(exam, seed, attempt)
        hands = list(deal.hands)  # every hand, as the taglia plays it
        dealt = {"dealt": deal.dealt, "fault_rate": exam.draw.fault_rate}
    else:
        hands = list(exam_hands(exam, seed, attempt))
    done = Sitting(taglia=dealt)

    def record(graded: Graded) -> None:
        from ..store import StoreError
        from ..store.recorder import NotRecorded

        try:
            done.stored.append(results.add(record_of(graded, Origin.EXAM, proctor=proctor), key=key))
        except StoreError as err:
            raise NotRecorded(graded.path, err) from err
        assert graded.grade is not None
        done.grades.append(graded.grade)

    session = Session(trainee, lang=lang, report_dir=report_dir, console=console, on_graded=record, store=store)
    clock = HandClock(exam.time_limit, console, lang)
    session.hand_limit = clock.hand
    session.verdicts = False  # the right answers of one hand would teach the next of its kind
    session.follow_on = False  # every decision of an exam is typed, none confirmed from another
    session.deferred = []  # each hand's scorecard holds its right answers: written when the exam ends
    session.command = "trainer exam"

    def opening() -> None:
        c = console
        c.echo(emphasis(t(lang, "exam.welcome", title=safe_text(exam.title_in(lang)), trainee=safe_text(trainee),
                          proctor=safe_text(proctor), count=len(hands), seconds=exam.time_limit), c.colour))
        c.echo(t(lang, "exam.rules"))
        if c.waits:
            c.ask(t(lang, "exam.wait.first"))

    def ending(report: SessionReport) -> None:
        done.report = report
        finished = report.stopped is None and len(done.grades) == len(hands)
        with shielded():  # the outcome is recorded, whatever is pressed now
            done.outcome = decide(exam, done.grades, finished, len(hands))
            done.outcome_record = results.add(_outcome_record(exam, trainee, proctor, seed, attempt, done,
                                                              clock.late, dealt), key=key)
            if done.outcome.passed:
                done.certificate = _certify(exam, trainee, proctor, key, done, report_dir)
        try:
            _end_screen(console, lang, exam, done, clock.late, report, again=sitting_command(
                exam, trainee, proctor, lang, report_dir, store))
        except (OSError, EOFError, KeyboardInterrupt):  # everything is recorded: there is no one left to tell
            pass

    # Ctrl-Z would leave the trainee at the proctor's shell, where the signing key is; Ctrl-\ would end the
    # exam unrecorded. Both are ignored while it runs (Ctrl-C ends it, recorded).
    with ignoring(getattr(signal, "SIGTSTP", None)), ignoring(getattr(signal, "SIGQUIT", None)):
        session.exam(hands, opening, ending)
    return done


def _outcome_record(exam: Exam, trainee: str, proctor: str, seed: int, attempt: str, done: Sitting,
                    late: list[int], taglia: dict[str, JSON] | None = None) -> Record:
    """The exam's own record: its outcome, the rule that decided, the proctor, the seed (now that every hand
    is answered, it can be dealt again by the school), and the hands' records it rests on; for a whole
    taglia, its hands dealt and its fault rate (trainer.exam.taglia)."""
    outcome = done.outcome
    assert outcome is not None
    answer: dict[str, JSON] = {
        "exam": exam.id, "attempt": attempt, "proctor": proctor, "seed": seed,
        "outcome": outcome.outcome, "rule": outcome.rule, "detail": dict(outcome.detail),
        "hands": [{"seq": r.seq, "hash": r.hash} for r in done.stored], "late": list(late),
        "planned": outcome.planned,
        "articles": {str(a): {"decisions": tally.decisions, "right": tally.right} for a, tally in outcome.articles},
        "pass_rule": exam.rule.plain(),
    }
    if taglia is not None:
        answer["taglia"] = taglia
    return Record(trainee=trainee, scenario=f"exam:{exam.id}", scenario_sha256=exam.sha256, answer=answer,
                  decisions=[], score=outcome.score, max=outcome.max, passed=outcome.passed, times={},
                  graded_at=utc_iso(), origin=Origin.EXAM, sheet=f"<exam {exam.id} {attempt}>",
                  pass_mark=exam.rule.min_fraction, trainer_version=TRAINER_VERSION,
                  rulebook_sha256=provenance_rulebook(), proctor=proctor)


def _certify(exam: Exam, trainee: str, proctor: str, key: SigningKey, done: Sitting, report_dir: str) -> str:
    from ..certificate.model import Issue, signed, write_certificate

    outcome = done.outcome
    assert outcome is not None
    results = [(r.seq, r.hash) for r in done.stored if r.seq is not None and r.hash is not None]
    issue = Issue(trainee=trainee, issued=utc_iso(datetime.now(timezone.utc)), exam_id=exam.id,
                  catalogue_sha256=exam.sha256, proctor=proctor,
                  articles={str(a): (tally.decisions, tally.right) for a, tally in outcome.articles},
                  score=outcome.score, max=outcome.max, pass_rule=exam.rule.plain(), passed=outcome.passed,
                  results=results)
    stamp = datetime.now().astimezone().strftime("%Y%m%d-%H%M%S")
    base = f"{slug(trainee, 'trainee')}--{slug(exam.id, 'exam')}--{stamp}"
    return write_certificate(os.path.join(report_dir, CERTIFICATES), base, signed(issue, key))


def deciding_rule(lang: str, outcome: Outcome) -> str:
    d = outcome.detail
    if outcome.rule == "incomplete":
        return t(lang, "exam.rule.incomplete", hands=outcome.hands, planned=outcome.planned)
    if outcome.rule == "red_line":
        return t(lang, "exam.rule.red_line", key=t(lang, f"session.key.{d['key']}"), hand=d["hand"],
                 articles=cite(d["articles"].split(", "), lang))
    if outcome.rule == "overall":
        return t(lang, "exam.rule.overall", got=d["got"], least=d["least"])
    if outcome.rule == "article":
        return t(lang, "exam.rule.article", article=cite([d["article"]], lang), right=d["right"], decisions=d["decisions"],
                 got=d["got"], least=d["least"])
    if outcome.rule == "mastery":
        return t(lang, "exam.rule.mastery", article=cite([d["article"]], lang), last=d["last"], scenarios=d["scenarios"],
                 right=d["right"], decisions=d["decisions"])
    return t(lang, "exam.rule.passed", least=d.get("least", ""))


def rule_held(lang: str, exam: Exam) -> str:
    """A pass: every part of the exam's rule held, mastery named when the rule asks for it."""
    least = percent(exam.rule.min_fraction, lang, 0)
    mastery = exam.rule.mastery
    if mastery is None:
        return t(lang, "exam.rule.passed", least=least)
    return t(lang, "exam.rule.passed.mastery", least=least, last=mastery.last, scenarios=mastery.scenarios)


def sitting_command(exam: Exam, trainee: str, proctor: str, lang: str, report_dir: str,
                    store: str | None) -> list[str]:
    """The command that starts a new sitting of `exam` for the same trainee and proctor: a stopped exam is
    never resumed (its hands were dealt for that sitting only), it is sat again."""
    from .load import bundled_exams

    name = next((n for n, path in bundled_exams().items() if path == exam.source), shown_path(exam.source))
    args = ["trainer", "exam", name, "--trainee", trainee, "--proctor", proctor,
            *where_args(lang, shown_path(report_dir))]
    if store is not None:
        args += ["--store", store]
    return args


def _end_screen(c: Console, lang: str, exam: Exam, done: Sitting, late: list[int], report: SessionReport,
                again: list[str] | None = None) -> None:
    """The result; after a stop printed whole below the prompt it cut short, with the command of a new sitting
    (`again`)."""
    outcome = done.outcome
    assert outcome is not None
    head = []
    if report.stopped is not None:
        head.append(emphasis(t(lang, "exam.stopped"), c.colour, fg="yellow"))
    word = "exam.passed" if outcome.passed else "exam.failed"
    head.append(emphasis(t(lang, word, score=outcome.score, max=outcome.max), c.colour,
                         fg="green" if outcome.passed else "red"))
    head.append(deciding_rule(lang, outcome) if outcome.rule != "passed" else rule_held(lang, exam))
    body = [t(lang, "exam.articles")] if outcome.articles else []  # no heading over nothing answered
    body += [t(lang, "exam.article_line", article=cite([a], lang), right=tally.right, decisions=tally.decisions)
             for a, tally in outcome.articles]
    tail = session_time(played_times(report.played), lang)  # issue 20, item 9: in all, median and slowest
    if late:
        tail.append(t(lang, "exam.late", hands=", ".join(map(str, late))))
    if done.taglia is not None:
        tail.append(t(lang, "exam.taglia", dealt=done.taglia["dealt"]))
    if done.outcome_record is not None:
        tail.append(t(lang, "exam.recorded", count=len(done.stored), seq=done.outcome_record.seq))
    if done.certificate is not None:
        tail.append(t(lang, "exam.certificate", path=shown_path(done.certificate)))
    width = c.width
    blocks = [fit_all(head, width), fit_all(body, width), fit_all(tail, width)]
    if report.stopped is not None:
        if again is not None:  # the command whole, each argument unbroken, to paste
            blocks.append([*fit_all([t(lang, "exam.stopped.new_sitting")], width), *command_lines(again, width)])
        c.echo()  # the stop came at a prompt: the screen goes on below it, not after it
        for block in blocks:
            if block:
                c.lines(block, whole=True)
        return
    c.clear()
    show_pages(c, blocks, t(lang, "session.wait.more_summary"))
