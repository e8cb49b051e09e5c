"""The instructor's class view (issue 22, item 4): one pass over the store, the audit's own tally for the
figures they share, and per trainee what the audit does not show: the trend per article, the time per
decision, the adaptive plan's state and mastery, the exams taken and the certificates they earned.

The class's records are fed to `trainer.audit.tally.Tally` exactly as `trainer audit` feeds it, so the
accuracy per trainee and per article, the attempts and the decisions missed most are the audit's figures.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from ..adaptive.history import DRILLED, PlayedHand, hands_of
from ..adaptive.mastery import MasteryRule, items_of, latest_decisions, masters, mastery_rule
from ..audit.tally import Tally
from ..audit.views import ArticleView, TraineeView, article_order
from ..store.counted import Counted
from ..store.summary import summary_in
from ..vocab import JSON, Origin
from .load import ClassList

RECENT = 10  # an article's trend: its accuracy over the trainee's last RECENT decisions citing it


@dataclass(frozen=True, slots=True)
class ArticleRow:
    article: int | str
    decisions: int
    right: int
    accuracy: float | None
    recent: float | None  # over the last RECENT decisions citing it
    box: int  # the adaptive plan's Leitner box (0: not drilled yet)
    mastered: bool

    @property
    def trend(self) -> str:
        """up, down or level: the recent accuracy against the whole."""
        if self.recent is None or self.accuracy is None or abs(self.recent - self.accuracy) < 0.05:
            return "level"
        return "up" if self.recent > self.accuracy else "down"


@dataclass(frozen=True, slots=True)
class ExamTaken:
    exam: str
    outcome: str  # passed, failed, failed-incomplete
    graded_at: str
    score: int
    max: int


@dataclass(frozen=True, slots=True)
class TraineeRow:
    trainee: str
    view: TraineeView | None  # the audit's; None when the trainee has no record
    seconds_per_decision: float | None
    articles: tuple[ArticleRow, ...]
    exams: tuple[ExamTaken, ...]

    @property
    def certificates(self) -> int:
        return sum(e.outcome == "passed" for e in self.exams)


@dataclass(frozen=True, slots=True)
class ClassReport:
    name: str
    records: int
    trainees: tuple[TraineeRow, ...]
    articles: tuple[ArticleView, ...]  # the audit's, over the class
    rule: MasteryRule

    def to_json(self) -> dict[str, JSON]:
        def trainee(t: TraineeRow) -> dict[str, JSON]:
            v = t.view
            return {"trainee": t.trainee, "attempts": v.attempts if v else 0, "passes": v.passes if v else 0,
                    "accuracy": _r(v.accuracy if v else None), "seconds_per_decision": _r(t.seconds_per_decision),
                    "articles": [{"article": a.article, "decisions": a.decisions, "right": a.right,
                                  "accuracy": _r(a.accuracy), "recent": _r(a.recent), "trend": a.trend,
                                  "box": a.box, "mastered": a.mastered} for a in t.articles],
                    "exams": [{"exam": e.exam, "outcome": e.outcome, "graded_at": e.graded_at, "score": e.score,
                               "max": e.max} for e in t.exams],
                    "certificates": t.certificates}

        return {"format": 1, "class": self.name, "records": self.records,
                "mastery": {"last": self.rule.last, "scenarios": self.rule.scenarios},
                "trainees": [trainee(t) for t in self.trainees],
                "articles": [{"article": a.article, "decisions": a.decisions, "right": a.right,
                              "accuracy": _r(a.accuracy),
                              "most_missed": [{"key": k.key, "missed": k.missed} for k in a.most_missed[:3]]}
                             for a in self.articles]}


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _exam_taken(record: Counted, summary: dict[str, JSON]) -> ExamTaken | None:
    answer = record.answer
    if record.origin != Origin.EXAM or summary.get("keys") != [] or not isinstance(answer, dict):
        return None
    exam, outcome = answer.get("exam"), answer.get("outcome")
    if not isinstance(exam, str) or not isinstance(outcome, str):
        return None
    return ExamTaken(exam, outcome, str(record.graded_at), record.score, record.max)


def class_report(records: Iterable[Counted], chosen: ClassList, rule: MasteryRule | None = None) -> ClassReport:
    """The class view over `records` (the store's, in chain order, read once)."""
    rule = rule or mastery_rule()
    members = set(chosen.trainees)
    tally = Tally(examples=0, detail=False)  # only what the class view shows (no weeks, times, scenarios, examples)
    hands: dict[str, list[PlayedHand]] = {t: [] for t in chosen.trainees}
    seconds: dict[str, tuple[float, int]] = {t: (0.0, 0) for t in chosen.trainees}  # (total, how many): a mean
    exams: dict[str, list[ExamTaken]] = {t: [] for t in chosen.trainees}
    count = 0
    for record in records:
        if record.trainee not in members:
            continue
        count += 1
        facts = tally.add(record)
        mine = hands[record.trainee]
        mine += hands_of(record, len(mine))
        if facts is not None and facts.seconds:  # the seconds each decision kept, as the tally counts them
            added, timed = seconds[record.trainee]
            # added to the trainee's total so far: the mean is that of every timed decision of theirs
            seconds[record.trainee] = (sum(facts.seconds, added), timed + len(facts.seconds))
        taken = _exam_taken(record, summary_in(record)) if record.origin == Origin.EXAM else None
        if taken is not None:
            exams[record.trainee].append(taken)
    views = tally.views()
    by_trainee = {v.trainee: v for v in views.trainees}
    rows = []
    for trainee in chosen.trainees:
        played = hands[trainee]
        view = by_trainee.get(trainee)
        shown = [score.article for score in view.articles] if view else []
        # one walk back through the trainee's hands for the mastery of every drilled article and the trend of
        # every article shown
        latest = latest_decisions(played, [*DRILLED, *shown], max(rule.last, RECENT))
        mastered = {a for a in DRILLED if masters(latest[a], rule)}
        items = items_of(played, rule, mastered)  # the schedule and the column below read mastery alike
        rows_of: list[ArticleRow] = []
        for score in view.articles if view else ():
            recent = _recent(latest[score.article])
            item = next((i for a, i in items.items() if a == score.article), None)  # an audit article is int | str
            rows_of.append(ArticleRow(score.article, score.decisions, score.right, score.accuracy, recent,
                                       item.box if item is not None else 0, score.article in mastered))
        added, timed = seconds[trainee]
        rows.append(TraineeRow(trainee, view, added / timed if timed else None, tuple(rows_of),
                               tuple(exams[trainee])))
    class_articles = tuple(sorted(views.articles, key=lambda a: article_order(a.article)))
    return ClassReport(chosen.name, count, tuple(rows), class_articles, rule)


def _recent(latest: list[tuple[bool, str]]) -> float | None:
    """The accuracy over an article's last RECENT decisions (latest_decisions: newest first)."""
    oks = [ok for ok, _ in latest[:RECENT]]
    return sum(oks) / len(oks) if oks else None


def csv_rows(report: ClassReport) -> list[Mapping[str, JSON]]:
    """One row per trainee and article, then one per article of the class: `view` says which."""
    rows: list[Mapping[str, JSON]] = []
    for t in report.trainees:
        for a in t.articles:
            rows.append({"view": "trainee", "trainee": t.trainee, "article": a.article, "decisions": a.decisions,
                         "right": a.right, "accuracy": _r(a.accuracy), "recent": _r(a.recent), "trend": a.trend,
                         "box": a.box, "mastered": a.mastered,
                         "seconds_per_decision": _r(t.seconds_per_decision), "exams": len(t.exams),
                         "certificates": t.certificates, "most_missed": None})
    for v in report.articles:
        rows.append({"view": "article", "trainee": None, "article": v.article, "decisions": v.decisions,
                     "right": v.right, "accuracy": _r(v.accuracy), "recent": None, "trend": None, "box": None,
                     "mastered": None, "seconds_per_decision": None, "exams": None, "certificates": None,
                     "most_missed": " ".join(f"{k.key}:{k.missed}" for k in v.most_missed[:3])})
    return rows
