"""The audit as CSV for tools: one header, CSV_COLUMNS, and rows whose first two columns say what they are.

A column a row does not use is empty. Rates are fractions (0.8125), written
to 4 places.

    view      row      one per             columns filled
    trainee   total    trainee             trainee attempts passes pass_rate decisions right missed accuracy pass_mark
                                           seconds_median seconds_slowest hand_seconds_median
                                           hand_seconds_slowest
    trainee   article  trainee, article    trainee article decisions right missed accuracy weakest (1..3 or empty)
    trainee   week     trainee, ISO week   trainee week attempts passes pass_rate decisions right missed accuracy
                                           pass_mark
    article   total    article             article attempts trainees decisions right missed accuracy
    article   key      article, key        article key decisions right missed accuracy
    article   example  missed decision     article key seq trainee scenario graded_at given expected (JSON),
                                           hand (a sequence's: the hand it was missed in)
    scenario  total    scenario            scenario attempts passes pass_rate decisions right missed accuracy
                                           mean_score key (most missed) key_missed versions pass_mark
                                           not_bundled

pass_mark: the pass marks the row's results were graded at, 0.8000, or
0.5000-0.8000 when they differ (empty when none kept its mark: results
recorded before record format 2). not_bundled: the scenario's results
graded against a file other than the bundled catalogue's of that id (empty
when the id is not bundled). seconds_median, seconds_slowest: the median and
the slowest seconds per decision of the trainee, over the decisions counted
whose records kept their times (empty when none did). hand_seconds_median,
hand_seconds_slowest: the same per hand, a hand's seconds being its counted
decisions' seconds added up (a hand with none recorded is not counted).

Text fields that came from the store (trainee, scenario, key) and start with
= + - @ (or a tab or carriage return) are prefixed with ', so a spreadsheet never
runs them as a formula.
"""
from __future__ import annotations

import csv
import io
import json
from typing import Iterator

from ..terminal import safe_text
from .views import Audit, MarkRange

CSV_COLUMNS = ("view", "row", "trainee", "article", "scenario", "key", "week", "attempts", "passes", "pass_rate",
               "decisions", "right", "missed", "accuracy", "mean_score", "key_missed", "weakest", "trainees",
               "versions", "seq", "graded_at", "given", "expected", "hand", "pass_mark",
               "not_bundled", "seconds_median", "seconds_slowest", "hand_seconds_median",
               "hand_seconds_slowest")  # hand, pass_mark, not_bundled and the seconds: added last, so tools
# reading the columns by position still find the others where they were


def _cell(value: object) -> object:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.4f}"
    if isinstance(value, str):  # the store's text: no control or bidi character reaches whoever reads the file
        return safe_text(value)
    return value


def formula_safe(text: object) -> str:
    """Store text as a spreadsheet sees it: never a formula, and no control or bidi character (safe_text)."""
    s = safe_text(text)
    return "'" + s if s[:1] in ("=", "+", "-", "@", "\t", "\r") else s


def _marks(marks: MarkRange | None) -> str:
    """The pass marks of a row's results: 0.8000, or 0.5000-0.8000 when they differ; empty when none kept one."""
    if marks is None:
        return ""
    return f"{marks.low:.4f}" if marks.low == marks.high else f"{marks.low:.4f}-{marks.high:.4f}"


def csv_rows(views: Audit) -> Iterator[dict[str, object]]:
    for t in views.trainees:
        who = formula_safe(t.trainee)
        yield dict(view="trainee", row="total", trainee=who, attempts=t.attempts, passes=t.passes,
                   pass_rate=t.pass_rate, decisions=t.decisions, right=t.right, missed=t.decisions - t.right,
                   accuracy=t.accuracy, pass_mark=_marks(t.pass_mark), seconds_median=t.seconds_median,
                   seconds_slowest=t.seconds_slowest, hand_seconds_median=t.hand_seconds_median,
                   hand_seconds_slowest=t.hand_seconds_slowest)
        rank = {score.article: i for i, score in enumerate(t.weakest, 1)}
        for score in t.articles:
            yield dict(view="trainee", row="article", trainee=who, article=score.article, decisions=score.decisions,
                       right=score.right, missed=score.missed, accuracy=score.accuracy, weakest=rank.get(score.article))
        for p in t.progress:
            yield dict(view="trainee", row="week", trainee=who, week=p.week, attempts=p.attempts, passes=p.passes,
                       pass_rate=p.pass_rate, decisions=p.decisions, right=p.right, missed=p.decisions - p.right,
                       accuracy=p.accuracy, pass_mark=_marks(p.pass_mark))
    for a in views.articles:
        yield dict(view="article", row="total", article=a.article, attempts=a.attempts, trainees=a.trainees,
                   decisions=a.decisions, right=a.right, missed=a.missed, accuracy=a.accuracy)
        for k in a.keys:
            yield dict(view="article", row="key", article=a.article, key=formula_safe(k.key), decisions=k.decisions,
                       right=k.decisions - k.missed, missed=k.missed,
                       accuracy=(k.decisions - k.missed) / k.decisions if k.decisions else None)
        for k in a.keys:
            for e in k.examples:
                yield dict(view="article", row="example", article=a.article, key=formula_safe(k.key), seq=e.seq,
                           trainee=formula_safe(e.trainee), scenario=formula_safe(e.scenario), graded_at=e.graded_at,
                           given=json.dumps(e.given, ensure_ascii=False),
                           expected=json.dumps(e.expected, ensure_ascii=False), hand=e.hand)
    for s in views.scenarios:
        yield dict(view="scenario", row="total", scenario=formula_safe(s.scenario), attempts=s.attempts, passes=s.passes,
                   pass_rate=s.pass_rate, decisions=s.decisions, right=s.right, missed=s.decisions - s.right,
                   accuracy=s.accuracy, mean_score=s.mean_score,
                   key=formula_safe(s.most_missed) if s.most_missed else None,
                   key_missed=s.most_missed_count if s.most_missed else None, versions=s.versions,
                   pass_mark=_marks(s.pass_mark), not_bundled=s.not_bundled)


def audit_csv(views: Audit) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, restval="")
    writer.writeheader()
    for row in csv_rows(views):
        writer.writerow({k: _cell(v) for k, v in row.items()})
    return buf.getvalue()
