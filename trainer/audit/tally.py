"""The inspector's three views of recorded results, computed in one pass over records.

    views = audit(store.records(), trainee=None, article=None, since=None)
    views.trainees   # per trainee: attempts, passes, accuracy per article, weakest articles, progress by week
    views.articles   # per article: decisions seen and missed, the keys missed most, with example records
    views.scenarios  # per scenario: attempts, pass rate, mean score / max (difficulty), the key missed most

`audit` reads the records once, in the order given, and keeps only tallies
(per trainee, article, scenario, key and week) and at most EXAMPLES example
decisions per article and key: it never holds the records themselves, so it
runs over a store of any size in the memory of its tallies.

What counts:

- A *decision* is one graded key of one record; it counts towards every
  article it cites. A trainee's or a scenario's own accuracy counts each
  decision once.
- A sequence (FORMATS §5) is one record, so one attempt of its trainee and
  of its scenario; its decisions carry their `hand`, and each counts under
  the articles its own hand cites. An article's attempts count hands: a
  sequence with two hands citing Art. 1 is two attempts at it.
- `article` restricts to the decisions citing that article (1-16, or
  "premise"): records with no such decision are left out, accuracy and
  missed keys count only those decisions, and the per-article view holds only
  that article. Attempts, passes and scores stay those of whole records (a
  score is of the whole sheet).
- `trainee` keeps that trainee's records; `since` those graded at or after
  it (a date means its midnight, UTC, as the store keeps graded_at).
- *Weakest articles* of a trainee: the articles with at least MIN_DECISIONS
  decisions and at least one missed, lowest accuracy first (then more
  decisions first), at most WEAKEST of them.
- *Progress*: per ISO week of graded_at (UTC), Monday to Sunday.
- Examples: the last EXAMPLES missed decisions of each article and key, in
  chain order.

Records are read as the store gives them, tampered ones included: a value of
an unexpected type never stops the views (a decision that is not a mapping
is skipped, an `ok` or `passed` that is not true counts as not). Whether the
store was tampered with is `trainer audit verify`'s question.
"""
from __future__ import annotations

import math
from collections import Counter, deque
from dataclasses import dataclass, field
from datetime import date, datetime
from itertools import chain
from operator import getitem
from typing import Iterable, Mapping, cast

from ..store.counted import Counted
from ..store.record import Record, since_iso
from ..store.summary import summary_in
from ..vocab import JSON
from .facts import Article, Cited, CitedCache, Fact, RecordFacts, count
from .times import hand_kept, median
from .views import (MIN_DECISIONS, ArticleScore, ArticleView, Audit, Example, Filters, KeyMisses,
                    MarkRange, Period, ScenarioView, TraineeView, article_of, article_order, key_order, week_of)

WEAKEST = 3  # how many weakest articles a trainee's view names
EXAMPLES = 3  # example records kept per article and decision key


# ---------------------------------------------------------------------------
# Tallies, fed one record at a time


@dataclass
class _Trainee:
    attempts: int = 0
    passes: int = 0
    decisions: int = 0
    right: int = 0
    first: str = ""
    last: str = ""
    # (articles as counted, key, ok) -> decisions: the one tally a decision updates; cells() spreads it over
    # the articles, and the trainee's accuracy per article and the per-article and per-key views are sums of
    # those (views()). Keyed by the articles together, so a decision costs one count however many it cites.
    facts: Counter[tuple[Cited, str, bool]] = field(default_factory=Counter)
    numbered: Counter[int] = field(default_factory=Counter)  # the same, of records read with their Shape, by
    # the fact's number (facts.CitedCache.fact_of): numbers are quicker to count than the facts themselves
    # (start, week) -> [attempts, passes, decisions, right]
    weeks: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    marks: MarkRange | None = None
    week_marks: dict[tuple[str, str], MarkRange] = field(default_factory=dict)
    # Every counted decision's seconds, where the record kept them, as seconds -> how many: a median needs
    # them all, and sessions keep times to a tenth of a second, so this stays as small as the distinct times
    # are few however many records there are (issue 19, item 17: memory).
    seconds: Counter[float] = field(default_factory=Counter)
    hand_seconds: Counter[float] = field(default_factory=Counter)  # each timed hand's seconds, the same way

    def cells(self, fact_of: list[Fact]) -> dict[tuple[Article, str], list[int]]:
        """(article, key) -> [decisions, right]: `facts` and `numbered` (`fact_of` says what each number stands
        for) counted under each article a decision cites."""
        out: dict[tuple[Article, str], list[int]] = {}
        numbered = ((fact_of[number], n) for number, n in self.numbered.items())
        for (cited, key, ok), n in chain(self.facts.items(), numbered):
            for a in cited:
                c = out.get((a, key))
                if c is None:
                    c = out[(a, key)] = [0, 0]
                c[0] += n
                c[1] += n if ok else 0
        return out


@dataclass
class _Scenario:
    attempts: int = 0
    passes: int = 0
    fraction_sum: float = 0.0
    scored: int = 0
    decisions: int = 0
    right: int = 0
    missed: dict[str, int] = field(default_factory=dict)  # key -> misses
    versions: dict[str | None, int] = field(default_factory=dict)  # scenario_sha256 -> attempts
    articles: set[Article] = field(default_factory=set)
    marks: MarkRange | None = None


# A missed decision as kept for an example: (seq, trainee, scenario, graded_at, given, expected, hand); made an
# Example only for the few kept to the end.
_Missed = tuple[int | None, str, str, str, JSON, JSON, int | None]


def _marked(marks: MarkRange | None, mark: float | None) -> MarkRange | None:
    if mark is None or marks is not None and marks.low <= mark <= marks.high:  # as nearly every record: no change
        return marks
    return MarkRange(mark, mark) if marks is None else marks.with_mark(mark)


def _mark_of(record: Counted | Record) -> float | None:
    """The pass mark a record keeps, when it keeps one that is a fraction (a tampered one is verify's to name)."""
    mark = record.pass_mark
    if type(mark) is float and 0 <= mark <= 1:  # as the trainer stores it (NaN fails the comparison)
        return mark
    return float(mark) if isinstance(mark, (int, float)) and not isinstance(mark, bool) \
        and math.isfinite(mark) and 0 <= mark <= 1 else None


class Tally:
    """The views' running tallies; `add` one record at a time, then `views()`. `audit` does both."""

    def __init__(self, trainee: str | None = None, article: int | str | None = None,
                 since: date | datetime | str | None = None, examples: int = EXAMPLES,
                 catalogue: Mapping[str, str] | None = None, detail: bool = True) -> None:
        self.filters = Filters(trainee=trainee, article=article_of(article) if article is not None else None,
                               since=since_iso(since) if since is not None else None)
        self.examples = examples
        # False: only what the class view shows (trainer.classview): per trainee the attempts, passes and
        # accuracy per article, per article the decisions, right, attempts and keys missed most; no weeks,
        # times, pass marks, scenarios or examples (their views stay empty).
        self.detail = detail
        self.catalogue = catalogue  # scenario id -> the bundled file's SHA-256 (catalogue.py), when known
        self.records = 0
        self.first: str | None = None
        self.last: str | None = None
        self._trainees: dict[str, _Trainee] = {}
        self._scenarios: dict[str, _Scenario] = {}
        self._attempts: dict[Article, int] = {}  # article -> attempts (hands citing it)
        self._examples: dict[tuple[Article, str], deque[_Missed]] = {}  # (article, key) -> the last missed
        # day -> (its week's Monday, its ISO week), the key of a trainee's weeks; None when not a date. Memoised.
        self._weeks: dict[str, tuple[str, str] | None] = {}
        self._cited = CitedCache()  # a decision's stored articles -> what they count under (facts.py)

    def keeps(self, record: Counted | Record) -> bool:
        f = self.filters
        if f.trainee is not None and record.trainee != f.trainee:
            return False
        return f.since is None or str(record.graded_at) >= f.since

    def add(self, record: Counted | Record) -> RecordFacts | None:
        """Count `record`; what was counted of its decisions, or None when the filters leave it out."""
        if not self.keeps(record):
            return None
        only = self.filters.article
        counted = count(summary_in(record), only, self._cited, record.shape if type(record) is Counted else None,
                        misses=self.detail)
        n, right = counted.n, counted.right
        if only is not None and not n:
            return None

        self.records += 1
        trainee, scenario = str(record.trainee), str(record.scenario)
        graded_at = str(record.graded_at)
        passed = record.passed is True
        if self.first is None or graded_at < self.first:
            self.first = graded_at
        if self.last is None or graded_at > self.last:
            self.last = graded_at

        t = self._trainees.get(trainee)
        if t is None:
            t = self._trainees[trainee] = _Trainee(first=graded_at, last=graded_at)
        # An exam's own record (its outcome: scenario exam:ID, no decision) is shown in the scenario view; the
        # trainee's attempts are the hands played, so a 2-hand exam is 2 attempts, not 3 (an inspector's finding).
        attempt = not (not n and scenario.startswith("exam:") and str(record.origin) == "exam")
        t.attempts += attempt
        t.passes += passed and attempt
        t.decisions += n
        t.right += right
        if counted.facts is not None:
            t.numbered.update(map(getitem, counted.facts, counted.oks))
        else:
            t.facts.update(zip(counted.cited, counted.keys, counted.oks))
        if graded_at < t.first:
            t.first = graded_at
        if graded_at > t.last:
            t.last = graded_at
        if self.detail:
            self._add_detail(record, counted, t, trainee, scenario, graded_at, passed, attempt)
        attempts = self._attempts  # an article's attempts count hands (facts.attempted_by)
        for a in counted.attempted:
            attempts[a] = attempts.get(a, 0) + 1
        return counted

    def _add_detail(self, record: Counted | Record, counted: RecordFacts, t: _Trainee, trainee: str,
                    scenario: str, graded_at: str, passed: bool, attempt: bool) -> None:
        """What `add` counts of a record for the views beyond the class view's (`detail`)."""
        n, right = counted.n, counted.right
        mark = record.pass_mark
        if mark is not None and not (type(mark) is float and 0 <= mark <= 1):  # not as the trainer stores one
            mark = _mark_of(record)
        # A mark within the range kept so far changes nothing (as nearly every record's): looked at here, so
        # that a record costs no call for it.
        if mark is not None and attempt and not (t.marks is not None and t.marks.low <= mark <= t.marks.high):
            t.marks = _marked(t.marks, mark)
        if counted.seconds:
            t.seconds.update(counted.seconds)
            hands = counted.hand_seconds
            if len(hands) == 1:  # one hand, as most records are
                one = hand_kept(hands[0])
                t.hand_seconds[one] += 1
            else:
                t.hand_seconds.update(map(hand_kept, hands))
        day = graded_at[:10]
        if day in self._weeks:
            week = self._weeks[day]
        else:
            iso = week_of(day)
            week = self._weeks[day] = (iso[1], iso[0]) if iso is not None else None
        if week is not None:
            w = t.weeks.get(week)
            if w is None:
                w = t.weeks[week] = [0, 0, 0, 0]
            w[0] += attempt
            w[1] += passed and attempt
            if mark is not None and attempt:
                marks = t.week_marks.get(week)
                if marks is None or not marks.low <= mark <= marks.high:
                    t.week_marks[week] = cast(MarkRange, _marked(marks, mark))
            w[2] += n
            w[3] += right

        s = self._scenarios.get(scenario)
        if s is None:
            s = self._scenarios[scenario] = _Scenario()
        s.attempts += 1
        s.passes += passed
        if mark is not None and not (s.marks is not None and s.marks.low <= mark <= s.marks.high):
            s.marks = _marked(s.marks, mark)
        s.decisions += n
        s.right += right
        version = record.scenario_sha256 if isinstance(record.scenario_sha256, str) else None
        s.versions[version] = s.versions.get(version, 0) + 1
        score, top = record.score, record.max
        if (type(score) is int and type(top) is int or _number(score) and _number(top)) and top > 0:
            s.fraction_sum += score / top
            s.scored += 1
        s.articles.update(counted.attempted)

        for cited, key, hand, given, expected in counted.missed:
            s.missed[key] = s.missed.get(key, 0) + 1
            if self.examples:
                for a in cited:
                    kept = self._examples.get((a, key))
                    if kept is None:
                        kept = self._examples[(a, key)] = deque(maxlen=self.examples)
                    kept.append((record.seq, trainee, scenario, graded_at, given, expected, hand))

    def views(self) -> Audit:
        trainees_of: dict[Article, int] = {}
        totals: dict[Article, list[int]] = {}  # article -> [decisions, right], over the trainees
        keys_of: dict[tuple[Article, str], list[int]] = {}  # (article, key) -> [decisions, right]
        per_trainee: dict[str, dict[Article, list[int]]] = {}
        for name, t in self._trainees.items():
            mine = per_trainee[name] = {}
            for (a, key), (n, r) in t.cells(self._cited.fact_of).items():
                ta = mine.get(a)
                if ta is None:
                    ta = mine[a] = [0, 0]
                    trainees_of[a] = trainees_of.get(a, 0) + 1
                ta[0] += n
                ta[1] += r
                k = keys_of.get((a, key))
                if k is None:
                    k = keys_of[(a, key)] = [0, 0]
                k[0] += n
                k[1] += r
        key_views: dict[Article, list[KeyMisses]] = {}
        for (a, key), (n, r) in keys_of.items():
            examples = tuple(Example(seq=seq, trainee=who, scenario=sid, graded_at=at, given=given,
                                     expected=expected, hand=hand)
                             for seq, who, sid, at, given, expected, hand in self._examples.get((a, key), ()))
            key_views.setdefault(a, []).append(KeyMisses(key, n, n - r, examples))
            total = totals.get(a)
            if total is None:
                total = totals[a] = [0, 0]
            total[0] += n
            total[1] += r
        articles = []
        for a in sorted(totals, key=article_order):
            n, right = totals[a]
            keys = sorted(key_views.get(a, ()), key=lambda k: (-k.missed, key_order(k.key)))
            articles.append(ArticleView(article=a, attempts=self._attempts.get(a, 0), trainees=trainees_of.get(a, 0),
                                        decisions=n, right=right, keys=tuple(keys)))
        return Audit(
            filters=self.filters, records=self.records, first_graded=self.first, last_graded=self.last,
            trainees=tuple(_trainee_view(name, t, per_trainee[name]) for name, t in sorted(self._trainees.items())),
            articles=tuple(articles),
            scenarios=tuple(sorted((_scenario_view(name, s, self.catalogue) for name, s in self._scenarios.items()),
                                   key=lambda v: (v.mean_score if v.mean_score is not None else 2.0, v.scenario))),
        )


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def weakest(articles: Iterable[ArticleScore], minimum: int = MIN_DECISIONS, count: int = WEAKEST
            ) -> tuple[ArticleScore, ...]:
    """The articles with at least `minimum` decisions and one missed, lowest accuracy first, at most `count`."""
    candidates = [a for a in articles if a.decisions >= minimum and a.missed]
    candidates.sort(key=lambda a: (a.accuracy, -a.decisions, article_order(a.article)))
    return tuple(candidates[:count])


def _trainee_view(name: str, t: _Trainee, articles: dict[Article, list[int]]) -> TraineeView:
    scores = tuple(ArticleScore(a, n, r) for a, (n, r) in sorted(articles.items(),
                                                                  key=lambda kv: article_order(kv[0])))
    return TraineeView(
        trainee=name, attempts=t.attempts, passes=t.passes, decisions=t.decisions, right=t.right,
        first_graded=t.first, last_graded=t.last, articles=scores, weakest=weakest(scores),
        progress=tuple(Period(week, start, w[0], w[1], w[2], w[3], pass_mark=t.week_marks.get((start, week)))
                       for (start, week), w in sorted(t.weeks.items())),
        pass_mark=t.marks,
        seconds_median=median(t.seconds) if t.seconds else None,
        seconds_slowest=max(t.seconds) if t.seconds else None,
        hand_seconds_median=median(t.hand_seconds) if t.hand_seconds else None,
        hand_seconds_slowest=max(t.hand_seconds) if t.hand_seconds else None,
    )


def _scenario_view(name: str, s: _Scenario, catalogue: Mapping[str, str] | None) -> ScenarioView:
    top = min(s.missed.items(), key=lambda kv: (-kv[1], key_order(kv[0])), default=None)
    bundled = catalogue.get(name) if catalogue is not None else None
    # Results whose file is known and is not the bundled one; a result read from no file is not counted.
    not_bundled = None if bundled is None else sum(n for v, n in s.versions.items() if v is not None and v != bundled)
    return ScenarioView(
        scenario=name, attempts=s.attempts, passes=s.passes,
        mean_score=s.fraction_sum / s.scored if s.scored else None,
        most_missed=top[0] if top else None, most_missed_count=top[1] if top else 0,
        decisions=s.decisions, right=s.right, versions=len(s.versions),
        articles=tuple(sorted(s.articles, key=article_order)),
        pass_mark=s.marks,
        not_bundled=not_bundled,
    )


def audit(records: Iterable[Counted | Record], trainee: str | None = None, article: int | str | None = None,
          since: date | datetime | str | None = None, examples: int = EXAMPLES,
          catalogue: Mapping[str, str] | None = None) -> Audit:
    """The three views over `records` (any iterable of store Records, read once, in chain order); with
    `catalogue` (scenario id -> the bundled file's SHA-256), each bundled scenario's results graded against
    another file are counted."""
    tally = Tally(trainee=trainee, article=article, since=since, examples=examples, catalogue=catalogue)
    for record in records:
        tally.add(record)
    return tally.views()
