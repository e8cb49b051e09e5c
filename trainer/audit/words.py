"""What the audit's text and page renderings both say: catalog words, figures, and the phrases they share.

Text fields that came from the store (trainee, scenario, key) are shown
through `safe_text` in the text rendering: control and format characters
come out escaped, so a record cannot drive the inspector's terminal.
"""
from __future__ import annotations

import json
from typing import Callable

from ..i18n import cite
from ..i18n.format import count, decimal_point, percent, plural
from ..report.page import Words as PageWords
from ..terminal import safe_text as safe_text
from ..vocab import JSON  # the one shared function; re-exported for text.py
from .views import PREMISE, ArticleView, Audit, Example, MarkRange, ScenarioView, TraineeView

VALUE_MAX = 110  # a given or expected value longer than this is cut (text; HTML allows 4 times as much)


class Words(PageWords):
    """Catalog text and formatted figures in one language."""

    def article(self, article: int | str) -> str:
        if article == PREMISE or isinstance(article, int):
            return cite([article], self.lang)
        return safe_text(article)

    def key(self, key: str) -> str:
        try:
            return self(f"card.key.{key}")
        except KeyError:
            return safe_text(key)

    def percent(self, fraction: float | None, digits: int = 1) -> str:
        if fraction is None:
            return self("audit.none")
        return percent(fraction, self.lang, digits)

    def pass_rate(self, fraction: float | None, marks: MarkRange | None) -> str:
        """A pass rate and, beside it, the pass mark(s) its results were graded at: "50.0 % (mark 80 %)"."""
        rate = self.percent(fraction)
        if marks is None:
            return rate
        if marks.low == marks.high:
            mark = percent(marks.low, self.lang)
        else:
            mark = percent(marks.low, self.lang)[:-2] + "–" + percent(marks.high, self.lang)
        return self("audit.pass_rate_mark", rate=rate, mark=mark)

    def count(self, n: int) -> str:
        return count(n, self.lang)

    def value(self, value: JSON, limit: int = VALUE_MAX) -> str:
        """A given or expected value on one line: lists and maps (seats in number order) in brackets, no answer
        in words, cut when longer than `limit`."""
        if value is None:
            text = self("card.no_answer")
        elif isinstance(value, list):
            text = "[" + ", ".join(_plain(v) for v in value) + "]"
        elif isinstance(value, dict):
            items = sorted(value.items(), key=lambda kv: (0, int(kv[0]), "") if str(kv[0]).isdigit()
                           else (1, 0, str(kv[0])))
            text = "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in items) + "}"
        else:
            text = _plain(value)
        text = safe_text(" ".join(text.split()))  # the store's text: in any view, no control or bidi character
        return text if len(text) <= limit else text[:limit - 1] + "…"

    def example_ref(self, e: Example, shown: Callable[[str], str] = str) -> str:
        """Which record an example is, and which hand when the scenario is a sequence; `shown` passes the
        store's text through (safe_text for the terminal, as is for the autoescaped page)."""
        where = {"seq": e.seq, "trainee": shown(e.trainee), "scenario": shown(e.scenario), "date": day(e.graded_at)}
        if e.hand is None:
            return self("audit.example_ref", **where)
        return self("audit.example_ref_hand", hand=e.hand, **where)

    def weeks(self, n: int) -> str:
        return self(plural(n, "audit.week", "audit.weeks"), n=n)


def _plain(value: JSON) -> str:
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return str(value)


def day(graded_at: str | None) -> str:
    return (graded_at or "")[:10]


def filters_text(views: Audit, w: Words) -> str:
    """The filters the views were computed with, or a word saying there were none."""
    f = views.filters
    out = []
    if f.trainee is not None:
        out.append(w("audit.filter.trainee", trainee=f.trainee))
    if f.article is not None:
        out.append(w("audit.filter.article", article=w.article(f.article)))
    if f.since is not None:
        out.append(w("audit.filter.since", since=f.since[:10] if f.since.endswith("T00:00:00Z") else f.since))
    return "; ".join(out) if out else w("audit.filter.none")


def records_text(views: Audit, w: Words) -> str:
    return w(plural(views.records, "audit.record_value", "audit.records_value"), n=w.count(views.records))


def period_text(views: Audit, w: Words) -> str:
    if views.first_graded is None:
        return w("audit.period_none")
    return w("audit.period_value", first=day(views.first_graded), last=day(views.last_graded))


def weakest_text(t: TraineeView, w: Words) -> str:
    return ", ".join(f"{w.article(a.article)} {w.percent(a.accuracy)}" for a in t.weakest) or w("audit.none")


def most_missed_text(a: ArticleView, w: Words, keys: int = 3) -> str:
    return ", ".join(w("audit.missed_times", key=safe_text(w.key(k.key)), n=w.count(k.missed))
                     for k in a.most_missed[:keys]) or w("audit.none")


def scenario_missed_text(s: ScenarioView, w: Words) -> str:
    if not s.most_missed:
        return w("audit.none")
    return w("audit.missed_times", key=safe_text(w.key(s.most_missed)), n=w.count(s.most_missed_count))


def seconds(value: float | None, w: Words) -> str:
    """Seconds as the session writes them (one decimal under 10, whole above), "" when not known."""
    if value is None:
        return ""
    return w("audit.seconds", seconds=decimal_point(f"{value:.0f}" if value >= 10 else f"{value:.1f}", w.lang))
