"""The audit's views: frozen values per trainee, article and scenario, each with its JSON form.

`trainer.audit.tally` computes them from records (`audit(records, ...)`);
the renderers (text, csv, json, page) only read them. Articles are keyed as
`article_of` normalises them and ordered by `article_order`; decision keys by
`key_order` (the answer sheet's order).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import TYPE_CHECKING

from ..vocab import ALL_KEYS, JSON

if TYPE_CHECKING:
    from ..adaptive import NextDrill

MIN_DECISIONS = 5  # a weakest article needs at least this many decisions
PREMISE = "premise"
_KEY_RANK: dict[str, int] = {k: i for i, k in enumerate(ALL_KEYS)}


# ---------------------------------------------------------------------------
# Articles and keys: normalised, ordered


def article_of(value: object) -> int | str:
    """An article as the views key it: an int for 1..16 (also when written "3"), "premise", else the text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text.isdigit():
        return int(text)
    return PREMISE if text.lower() == PREMISE else text


def article_order(article: int | str) -> tuple[int, int, str]:
    """premise first, then the articles by number, then anything else by its text."""
    if article == PREMISE:
        return (0, 0, "")
    if isinstance(article, int):
        return (1, article, "")
    return (2, 0, str(article))


def key_order(key: str) -> tuple[int, str]:
    """Decision keys in the answer sheet's order (status, procedure, ... button), others after by name."""
    return (_KEY_RANK.get(key, len(_KEY_RANK)), str(key))


def ratio(part: int | float, whole: int | float) -> float | None:
    return part / whole if whole else None


def week_of(graded_at: object) -> tuple[str, str] | None:
    """(ISO week "2026-W44", its Monday "2026-10-26") of a stored graded_at, or None when it is not a date."""
    try:
        day = date.fromisoformat(str(graded_at)[:10])
    except ValueError:
        return None
    year, week, _ = day.isocalendar()
    return f"{year}-W{week:02d}", (day - timedelta(days=day.weekday())).isoformat()


# ---------------------------------------------------------------------------
# The views: frozen values, each with its JSON form


class _Accuracy:
    """Decisions right of those graded; None when there are none."""

    right: int
    decisions: int

    @property
    def accuracy(self) -> float | None:
        return ratio(self.right, self.decisions)


@dataclass(frozen=True, slots=True)
class MarkRange:
    """The pass marks the results of a row were graded at (each record keeps its own, from record format 2):
    the lowest and the highest, equal when all agree."""
    low: float
    high: float

    def with_mark(self, mark: float) -> MarkRange:
        return MarkRange(min(self.low, mark), max(self.high, mark))

    def to_json(self) -> dict[str, JSON]:
        return {"min": self.low, "max": self.high}


def marks_json(marks: MarkRange | None) -> JSON:
    return marks.to_json() if marks is not None else None


class _PassRate:
    """Sheets passed of those graded; None when there are none."""

    passes: int
    attempts: int

    @property
    def pass_rate(self) -> float | None:
        return ratio(self.passes, self.attempts)


@dataclass(frozen=True)
class ArticleScore(_Accuracy):
    article: int | str
    decisions: int
    right: int

    @property
    def missed(self) -> int:
        return self.decisions - self.right

    def to_json(self) -> dict[str, JSON]:
        return {"article": self.article, "decisions": self.decisions, "right": self.right,
                "missed": self.missed, "accuracy": _round(self.accuracy)}


@dataclass(frozen=True)
class Period(_Accuracy, _PassRate):
    """One ISO week of a trainee's results."""
    week: str  # 2026-W44
    start: str  # its Monday, 2026-10-26
    attempts: int
    passes: int
    decisions: int
    right: int
    pass_mark: MarkRange | None = None  # None: no record of the week kept its mark (before record format 2)

    def to_json(self) -> dict[str, JSON]:
        return {"week": self.week, "start": self.start, "attempts": self.attempts, "passes": self.passes,
                "pass_rate": _round(self.pass_rate), "pass_mark": marks_json(self.pass_mark),
                "decisions": self.decisions, "right": self.right, "accuracy": _round(self.accuracy)}


@dataclass(frozen=True)
class TraineeView(_Accuracy, _PassRate):
    trainee: str
    attempts: int
    passes: int
    decisions: int
    right: int
    first_graded: str
    last_graded: str
    articles: tuple[ArticleScore, ...]  # in article order
    weakest: tuple[ArticleScore, ...]  # lowest accuracy first
    progress: tuple[Period, ...]  # by week
    pass_mark: MarkRange | None = None
    # Seconds per decision, where the records kept them: the median and the slowest (None where none did)
    seconds_median: float | None = None
    seconds_slowest: float | None = None
    # Seconds per hand (its decisions' seconds added up), the same way: the median and the slowest hand
    hand_seconds_median: float | None = None
    hand_seconds_slowest: float | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"trainee": self.trainee, "attempts": self.attempts, "passes": self.passes,
                "pass_rate": _round(self.pass_rate), "pass_mark": marks_json(self.pass_mark), "decisions": self.decisions, "right": self.right,
                "accuracy": _round(self.accuracy), "first_graded": self.first_graded,
                "last_graded": self.last_graded, "articles": [a.to_json() for a in self.articles],
                "weakest": [a.article for a in self.weakest], "progress": [p.to_json() for p in self.progress],
                "seconds_per_decision": None if self.seconds_median is None else
                {"median": _round(self.seconds_median), "slowest": _round(self.seconds_slowest)},
                "seconds_per_hand": None if self.hand_seconds_median is None else
                {"median": _round(self.hand_seconds_median), "slowest": _round(self.hand_seconds_slowest)}}


@dataclass(frozen=True)
class Example:
    """A missed decision, and the record it is in."""
    seq: int | None
    trainee: str
    scenario: str
    graded_at: str
    given: JSON
    expected: JSON
    hand: int | None = None  # the hand of a sequence it was missed in

    def to_json(self) -> dict[str, JSON]:
        where: dict[str, JSON] = {} if self.hand is None else {"hand": self.hand}
        return {"seq": self.seq, "trainee": self.trainee, "scenario": self.scenario, **where,
                "graded_at": self.graded_at, "given": self.given, "expected": self.expected}


@dataclass(frozen=True)
class KeyMisses:
    """One decision key under one article: how often seen and missed, and the last missed ones."""
    key: str
    decisions: int
    missed: int
    examples: tuple[Example, ...] = ()

    def to_json(self) -> dict[str, JSON]:
        return {"key": self.key, "decisions": self.decisions, "missed": self.missed,
                "examples": [e.to_json() for e in self.examples]}


@dataclass(frozen=True)
class ArticleView(_Accuracy):
    article: int | str
    attempts: int  # records with a decision citing the article (a sequence's: hands with one)
    trainees: int  # distinct trainees among them
    decisions: int
    right: int
    keys: tuple[KeyMisses, ...]  # most missed first; keys never missed last

    @property
    def missed(self) -> int:
        return self.decisions - self.right

    @property
    def most_missed(self) -> tuple[KeyMisses, ...]:
        return tuple(k for k in self.keys if k.missed)

    def to_json(self) -> dict[str, JSON]:
        return {"article": self.article, "attempts": self.attempts, "trainees": self.trainees,
                "decisions": self.decisions, "right": self.right, "missed": self.missed,
                "accuracy": _round(self.accuracy), "keys": [k.to_json() for k in self.keys]}


@dataclass(frozen=True)
class ScenarioView(_Accuracy, _PassRate):
    scenario: str
    attempts: int
    passes: int
    mean_score: float | None  # mean of score / max over the attempts: 1.0 = everyone got everything right
    most_missed: str | None  # the decision key missed most often, None when none was missed
    most_missed_count: int
    decisions: int
    right: int
    versions: int  # distinct scenario_sha256 seen: more than 1 means the file changed between attempts
    articles: tuple[int | str, ...]  # the articles its decisions cite
    pass_mark: MarkRange | None = None
    # Results graded against a file other than the bundled catalogue's of this id; None when the id is not
    # bundled (or the audit was not given the catalogue).
    not_bundled: int | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"scenario": self.scenario, "attempts": self.attempts, "passes": self.passes,
                "pass_rate": _round(self.pass_rate), "pass_mark": marks_json(self.pass_mark), "mean_score": _round(self.mean_score),
                "decisions": self.decisions, "right": self.right, "accuracy": _round(self.accuracy),
                "most_missed": ({"key": self.most_missed, "missed": self.most_missed_count}
                                if self.most_missed else None),
                "versions": self.versions, "not_bundled": self.not_bundled, "articles": list(self.articles)}


@dataclass(frozen=True)
class Filters:
    trainee: str | None = None
    article: int | str | None = None
    since: str | None = None  # ISO 8601 UTC, as graded_at is stored

    def to_json(self) -> dict[str, JSON]:
        return {"trainee": self.trainee, "article": self.article, "since": self.since}


@dataclass(frozen=True)
class Audit:
    filters: Filters
    records: int  # records the views count (after the filters)
    first_graded: str | None
    last_graded: str | None
    trainees: tuple[TraineeView, ...]  # by trainee id
    articles: tuple[ArticleView, ...]  # in article order
    scenarios: tuple[ScenarioView, ...]  # hardest first (lowest mean score), then by id
    # With --trainee: what that trainee's next adaptive drill would stress, from all their results
    # (trainer.adaptive.next_drill; the filters do not apply). None otherwise.
    next_drill: NextDrill | None = None

    def to_json(self) -> dict[str, JSON]:
        return {"format": 1, "filters": self.filters.to_json(), "records": self.records,
                "first_graded": self.first_graded, "last_graded": self.last_graded,
                "trainees": [t.to_json() for t in self.trainees],
                "articles": [a.to_json() for a in self.articles],
                "scenarios": [s.to_json() for s in self.scenarios],
                "next_drill": self.next_drill.to_json() if self.next_drill is not None else None}


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
