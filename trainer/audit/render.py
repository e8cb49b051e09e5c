"""The audit's four renderings: text for a terminal, JSON and CSV for tools, HTML for print.

    render(views, "text" | "json" | "csv" | "html", lang="en", store="reports/results.sqlite") -> str

JSON: one document, `{"format": 1, "store": WHERE, "filters": {...},
"records": N, "first_graded": ..., "last_graded": ..., "trainees": [...],
"articles": [...], "scenarios": [...]}` (the views' to_json; rates as
fractions rounded to 4 places, null when nothing was counted).

CSV: one header, CSV_COLUMNS, and rows whose first two columns say what they
are; a column a row does not use is empty. Rates are fractions (0.8125).

    view      row      one per             columns filled
    trainee   total    trainee             trainee attempts passes pass_rate decisions right missed accuracy
    trainee   article  trainee, article    trainee article decisions right missed accuracy weakest (1..3 or empty)
    trainee   week     trainee, ISO week   trainee week attempts passes pass_rate decisions right missed accuracy
    article   total    article             article attempts trainees decisions right missed accuracy
    article   key      article, key        article key decisions right missed accuracy
    article   example  missed decision     article key seq trainee scenario graded_at given expected (JSON)
    scenario  total    scenario            scenario attempts passes pass_rate decisions right missed accuracy
                                           mean_score key (most missed) key_missed versions

Text fields that came from the store (trainee, scenario, key) and start with
= + - @ are prefixed with ' in CSV, so a spreadsheet never runs them as a
formula; in the text rendering control characters are shown escaped, so a
record cannot drive the inspector's terminal.

Text and HTML carry labels in `lang` (en, it); HTML is built from frozen view
models (every text ready, every chart an SVG made by trainer.audit.svg) and
rendered by trainer/templates/audit.html.j2 with the scorecards' stylesheet.
"""
from __future__ import annotations

import csv
import io
import json
import textwrap
import unicodedata
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Iterable, Sequence

from markupsafe import Markup

from ..i18n import cite
from ..report.page import Words as PageWords, environment, long_date
from . import svg
from .views import MIN_DECISIONS, PREMISE, ArticleView, Audit, Example, ScenarioView, TraineeView

FORMATS = ("text", "json", "csv", "html")
CSV_COLUMNS = ("view", "row", "trainee", "article", "scenario", "key", "week", "attempts", "passes", "pass_rate",
               "decisions", "right", "missed", "accuracy", "mean_score", "key_missed", "weakest", "trainees",
               "versions", "seq", "graded_at", "given", "expected")
SPARK = "▁▂▃▄▅▆▇█"
SPARK_WEEKS = 26  # the text sparkline shows at most this many last weeks
VALUE_MAX = 110  # a given or expected value longer than this is cut (text; HTML allows 4 times as much)
NOTE_WIDTH = 100  # notes of the text rendering are wrapped at this width


def render(views: Audit, fmt: str, lang: str = "en", store: str = "", now: datetime | None = None) -> str:
    if fmt == "json":
        return render_json(views, store)
    if fmt == "csv":
        return render_csv(views)
    if fmt == "html":
        return render_html(views, lang, store, now)
    if fmt == "text":
        return render_text(views, lang, store)
    raise ValueError(f"format must be one of {', '.join(FORMATS)}; got {fmt!r}")


# ---------------------------------------------------------------------------
# Words and numbers in one language


class Words(PageWords):
    """Catalog text and formatted figures in one language."""

    def article(self, article: Any) -> str:
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
        text = f"{fraction * 100:.{digits}f}"
        return (text.replace(".", ",") if self.lang == "it" else text) + " %"

    def count(self, n: int) -> str:
        text = f"{n:,}"
        return text.replace(",", ".") if self.lang == "it" else text

    def value(self, value: Any, limit: int = VALUE_MAX) -> str:
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
        text = " ".join(text.split())
        return text if len(text) <= limit else text[:limit - 1] + "…"

    def weeks(self, n: int) -> str:
        return self("audit.week") if n == 1 else self("audit.weeks", n=n)


def _plain(value: Any) -> str:
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return str(value)


def safe_text(text: Any) -> str:
    """Text for a terminal: control and format characters (escape sequences, bidi overrides) shown escaped."""
    s = str(text)
    if all(unicodedata.category(ch)[0] != "C" for ch in s):
        return s
    return "".join(ch if unicodedata.category(ch)[0] != "C" else ascii(ch)[1:-1] for ch in s)


def day(graded_at: str | None) -> str:
    return (graded_at or "")[:10]


# ---------------------------------------------------------------------------
# JSON


def document(views: Audit, store: str = "") -> dict:
    doc = views.to_json()
    return {"format": doc.pop("format"), "store": store, **doc}


def render_json(views: Audit, store: str = "") -> str:
    return json.dumps(document(views, store), ensure_ascii=False, indent=2) + "\n"


# ---------------------------------------------------------------------------
# CSV


def _cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.4f}"
    return value


def _guard(text: Any) -> str:
    """Store text as a spreadsheet sees it: never a formula."""
    s = str(text)
    return "'" + s if s[:1] in ("=", "+", "-", "@", "\t", "\r") else s


def csv_rows(views: Audit) -> Iterable[dict]:
    for t in views.trainees:
        who = _guard(t.trainee)
        yield dict(view="trainee", row="total", trainee=who, attempts=t.attempts, passes=t.passes,
                   pass_rate=t.pass_rate, decisions=t.decisions, right=t.right, missed=t.decisions - t.right,
                   accuracy=t.accuracy)
        rank = {a.article: i for i, a in enumerate(t.weakest, 1)}
        for a in t.articles:
            yield dict(view="trainee", row="article", trainee=who, article=a.article, decisions=a.decisions,
                       right=a.right, missed=a.missed, accuracy=a.accuracy, weakest=rank.get(a.article))
        for p in t.progress:
            yield dict(view="trainee", row="week", trainee=who, week=p.week, attempts=p.attempts, passes=p.passes,
                       pass_rate=p.pass_rate, decisions=p.decisions, right=p.right, missed=p.decisions - p.right,
                       accuracy=p.accuracy)
    for a in views.articles:
        yield dict(view="article", row="total", article=a.article, attempts=a.attempts, trainees=a.trainees,
                   decisions=a.decisions, right=a.right, missed=a.missed, accuracy=a.accuracy)
        for k in a.keys:
            yield dict(view="article", row="key", article=a.article, key=_guard(k.key), decisions=k.decisions,
                       right=k.decisions - k.missed, missed=k.missed,
                       accuracy=(k.decisions - k.missed) / k.decisions if k.decisions else None)
        for k in a.keys:
            for e in k.examples:
                yield dict(view="article", row="example", article=a.article, key=_guard(k.key), seq=e.seq,
                           trainee=_guard(e.trainee), scenario=_guard(e.scenario), graded_at=e.graded_at,
                           given=json.dumps(e.given, ensure_ascii=False),
                           expected=json.dumps(e.expected, ensure_ascii=False))
    for s in views.scenarios:
        yield dict(view="scenario", row="total", scenario=_guard(s.scenario), attempts=s.attempts, passes=s.passes,
                   pass_rate=s.pass_rate, decisions=s.decisions, right=s.right, missed=s.decisions - s.right,
                   accuracy=s.accuracy, mean_score=s.mean_score,
                   key=_guard(s.most_missed) if s.most_missed else None,
                   key_missed=s.most_missed_count if s.most_missed else None, versions=s.versions)


def render_csv(views: Audit) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, restval="")
    writer.writeheader()
    for row in csv_rows(views):
        writer.writerow({k: _cell(v) for k, v in row.items()})
    return buf.getvalue()


# ---------------------------------------------------------------------------
# Text


def table(headers: Sequence[str], rows: Sequence[Sequence[str] | str], right: Iterable[int] = ()) -> list[str]:
    """Aligned columns, two spaces apart; columns in `right` are right-aligned. A row that is a plain string
    is a line of its own under the row before it (not measured)."""
    right = set(right)
    widths = [len(h) for h in headers]
    for row in rows:
        if not isinstance(row, str):
            widths = [max(w, len(c)) for w, c in zip(widths, row)]

    def line(cells):
        parts = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths))]
        return "  ".join(parts).rstrip()

    out = [line(headers), "  ".join("-" * w for w in widths)]
    out += [row if isinstance(row, str) else line(row) for row in rows]
    return out


def sparkline(points: Sequence[float | None], width: int = SPARK_WEEKS) -> str:
    marks = "".join(" " if f is None else SPARK[min(len(SPARK) - 1, max(0, round(f * (len(SPARK) - 1))))]
                    for f in points[-width:])
    return ("…" if len(points) > width else "") + marks


def _filters(views: Audit, w: Words) -> list[str]:
    f = views.filters
    out = []
    if f.trainee is not None:
        out.append(w("audit.filter.trainee", trainee=f.trainee))
    if f.article is not None:
        out.append(w("audit.filter.article", article=w.article(f.article)))
    if f.since is not None:
        out.append(w("audit.filter.since", since=f.since[:10] if f.since.endswith("T00:00:00Z") else f.since))
    return out


def _records_text(views: Audit, w: Words) -> str:
    return w("audit.record_value") if views.records == 1 else w("audit.records_value", n=w.count(views.records))


def _period(views: Audit, w: Words) -> str:
    if views.first_graded is None:
        return w("audit.period_none")
    return w("audit.period_value", first=day(views.first_graded), last=day(views.last_graded))


def _weakest_text(t: TraineeView, w: Words) -> str:
    return ", ".join(f"{w.article(a.article)} {w.percent(a.accuracy)}" for a in t.weakest) or w("audit.none")


def _progress_text(t: TraineeView, w: Words) -> str:
    weeks = [p for p in t.progress if p.decisions]
    if not weeks:
        return w("audit.none")
    trend = w("audit.progress_from_to", first=w.percent(weeks[0].accuracy, 0), last=w.percent(weeks[-1].accuracy, 0))
    return f"{sparkline([p.accuracy for p in t.progress])}  {trend} ({w.weeks(len(t.progress))})"


def _example_text(e: Example, w: Words) -> str:
    ref = w("audit.example_ref", seq=e.seq, trainee=safe_text(e.trainee), scenario=safe_text(e.scenario),
            date=day(e.graded_at))
    return (f"{ref}: {w('audit.example_given', given=safe_text(w.value(e.given)))}; "
            f"{w('audit.example_expected', expected=safe_text(w.value(e.expected)))}")


def _most_missed(a: ArticleView, w: Words, count: int = 3) -> str:
    return ", ".join(w("audit.missed_times", key=safe_text(w.key(k.key)), n=w.count(k.missed))
                     for k in a.most_missed[:count]) or w("audit.none")


def _wrap(text: str) -> str:
    return textwrap.fill(text, NOTE_WIDTH, break_on_hyphens=False)


def render_text(views: Audit, lang: str = "en", store: str = "") -> str:
    w = Words(lang)
    filters = _filters(views, w)
    head = [(w("audit.store"), safe_text(store)), (w("audit.records"), _records_text(views, w)),
            (w("audit.period"), _period(views, w)),
            (w("audit.filters"), "; ".join(filters) if filters else w("audit.filter.none"))]
    width = max(len(k) for k, _ in head)
    out = [w("audit.doc_title"), ""] + [f"{k.ljust(width)}  {v}" for k, v in head] + ["", _wrap(w("audit.trust"))]
    if not views.records:
        return "\n".join(out + ["", w("audit.empty")]) + "\n"

    # Trainees
    out += ["", w("audit.trainees").upper(), _wrap(w("audit.trainees_note", min=MIN_DECISIONS)), ""]
    out += table(
        [w("audit.col.trainee"), w("audit.col.attempts"), w("audit.col.passes"), w("audit.col.pass_rate"),
         w("audit.col.decisions"), w("audit.col.accuracy"), w("audit.col.weakest"), w("audit.col.progress")],
        [(safe_text(t.trainee), w.count(t.attempts), w.count(t.passes), w.percent(t.pass_rate), w.count(t.decisions),
          w.percent(t.accuracy), _weakest_text(t, w), _progress_text(t, w)) for t in views.trainees],
        right=(1, 2, 3, 4, 5))
    articles = [a.article for a in views.articles]
    out += ["", w("audit.matrix").upper(), _wrap(w("audit.matrix_note")), ""]
    rows = []
    for t in views.trainees:
        by = {a.article: a for a in t.articles}
        rows.append([safe_text(t.trainee)] + [w.percent(by[a].accuracy, 0) if a in by else "" for a in articles])
    out += table([w("audit.col.trainee")] + [w.article(a) for a in articles], rows, right=range(1, len(articles) + 1))

    # Articles
    out += ["", w("audit.articles").upper(), _wrap(w("audit.articles_note")), ""]
    rows = []
    for a in views.articles:
        rows.append((w.article(a.article), w.count(a.trainees), w.count(a.attempts), w.count(a.decisions),
                     w.count(a.missed), w.percent(a.accuracy), _most_missed(a, w)))
        top = a.most_missed[:1]
        for k in top:
            rows += [f"    {safe_text(w.key(k.key))}: {_example_text(e, w)}" for e in reversed(k.examples)]
    out += table([w("audit.col.article"), w("audit.col.trainees"), w("audit.col.attempts"), w("audit.col.decisions"),
                  w("audit.col.missed"), w("audit.col.accuracy"), w("audit.col.most_missed")], rows,
                 right=(1, 2, 3, 4, 5))

    # Scenarios
    out += ["", w("audit.scenarios").upper(), _wrap(w("audit.scenarios_note")), ""]
    out += table(
        [w("audit.col.scenario"), w("audit.col.attempts"), w("audit.col.pass_rate"), w("audit.col.mean_score"),
         w("audit.col.most_missed")],
        [(safe_text(s.scenario), w.count(s.attempts), w.percent(s.pass_rate), w.percent(s.mean_score),
          _scenario_missed(s, w) + (f"  [{w('audit.versions', n=s.versions)}]" if s.versions > 1 else ""))
         for s in views.scenarios],
        right=(1, 2, 3))
    return "\n".join(out) + "\n"


def _scenario_missed(s: ScenarioView, w: Words) -> str:
    if not s.most_missed:
        return w("audit.none")
    return w("audit.missed_times", key=safe_text(w.key(s.most_missed)), n=w.count(s.most_missed_count))


# ---------------------------------------------------------------------------
# HTML: view models, every field a ready string, boolean, Markup (an SVG) or tuple of them


@dataclass(frozen=True)
class Labels:
    """Fixed labels of the page; field f comes from the catalog id in LABEL_IDS, else "audit.<f>"."""
    house: str
    product: str
    doc_title: str
    store: str
    records: str
    period: str
    filters: str
    date: str
    trust: str
    empty: str
    trainees: str
    matrix: str
    matrix_note: str
    progress: str
    progress_note: str
    articles: str
    articles_note: str
    examples: str
    scenarios: str
    scenarios_note: str
    col_trainee: str
    col_attempts: str
    col_passes: str
    col_pass_rate: str
    col_decisions: str
    col_missed: str
    col_accuracy: str
    col_weakest: str
    col_progress: str
    col_article: str
    col_trainees: str
    col_most_missed: str
    col_scenario: str
    col_mean_score: str
    sign_inspector: str
    generated: str

    @classmethod
    def of(cls, w: Words) -> "Labels":
        ids = {"house": "card.house", "product": "card.product", "sign_inspector": "card.sign_inspector"}
        return cls(**{f.name: w(ids.get(f.name) or "audit." + f.name.replace("col_", "col.", 1))
                      for f in fields(cls)})


@dataclass(frozen=True)
class Cell:
    text: str
    css: str  # acc-hi | acc-mid | acc-lo | acc-none


@dataclass(frozen=True)
class TraineeRow:
    trainee: str
    attempts: str
    passes: str
    pass_rate: str
    decisions: str
    accuracy: Cell
    weakest: str
    progress: Markup  # an SVG line, or empty
    has_progress: bool
    progress_text: str
    cells: tuple[Cell, ...]  # accuracy per article, in the matrix's column order


@dataclass(frozen=True)
class ExampleLine:
    key: str
    ref: str
    given: str
    expected: str


@dataclass(frozen=True)
class ArticleRow:
    article: str
    trainees: str
    attempts: str
    decisions: str
    missed: str
    accuracy: Cell
    most_missed: str
    examples: tuple[ExampleLine, ...]
    has_examples: bool


@dataclass(frozen=True)
class ScenarioRow:
    scenario: str
    attempts: str
    pass_rate: str
    mean_score: Cell
    meter: Markup
    most_missed: str
    has_versions: bool
    versions: str


@dataclass(frozen=True)
class Page:
    lang: str
    labels: Labels
    page_title: str
    store: str
    records: str
    period: str
    filters: str
    date: str
    empty: bool
    trainee_note: str
    article_chart: Markup
    articles: tuple[ArticleRow, ...]
    matrix_head: tuple[str, ...]
    trainees: tuple[TraineeRow, ...]
    scenarios: tuple[ScenarioRow, ...]


def _acc(fraction: float | None, w: Words, digits: int = 1) -> Cell:
    return Cell(w.percent(fraction, digits) if fraction is not None else "", "acc-" + svg.band(fraction))


def build(views: Audit, lang: str = "en", store: str = "", now: datetime | None = None) -> Page:
    """The audit page's view model, every text in `lang`."""
    w = Words(lang)
    now = now or datetime.now().astimezone()
    filters = _filters(views, w)
    articles = [a.article for a in views.articles]
    return Page(
        lang=lang,
        labels=Labels.of(w),
        page_title=w("audit.page_title", store=store),
        store=store,
        records=_records_text(views, w),
        period=_period(views, w),
        filters="; ".join(filters) if filters else w("audit.filter.none"),
        date=long_date(now, w),
        empty=not views.records,
        trainee_note=w("audit.trainees_note", min=MIN_DECISIONS),
        article_chart=svg.bars([(w.article(a.article), a.accuracy, w.percent(a.accuracy)) for a in views.articles],
                               w("audit.chart_articles"), axis=("0 %", "25 %", "50 %", "75 %", "100 %")),
        articles=tuple(_article_row(a, w) for a in views.articles),
        matrix_head=tuple(w.article(a) for a in articles),
        trainees=tuple(_trainee_row(t, articles, w) for t in views.trainees),
        scenarios=tuple(_scenario_row(s, w) for s in views.scenarios),
    )


def _trainee_row(t: TraineeView, articles: list, w: Words) -> TraineeRow:
    by = {a.article: a for a in t.articles}
    points = [(p.week, p.accuracy, w.percent(p.accuracy, 0)) for p in t.progress]
    has_progress = any(p.decisions for p in t.progress)
    weeks = [p for p in t.progress if p.decisions]
    return TraineeRow(
        trainee=t.trainee, attempts=w.count(t.attempts), passes=w.count(t.passes), pass_rate=w.percent(t.pass_rate),
        decisions=w.count(t.decisions), accuracy=_acc(t.accuracy, w), weakest=_weakest_text(t, w),
        progress=svg.line(points, f"{w('audit.progress')}, {t.trainee}") if has_progress else Markup(""),
        has_progress=has_progress,
        progress_text=(f"{weeks[0].week} → {weeks[-1].week}" if weeks else ""),
        cells=tuple(_acc(by[a].accuracy, w, 0) if a in by else Cell("", "acc-none") for a in articles),
    )


def _article_row(a: ArticleView, w: Words) -> ArticleRow:
    examples = tuple(
        ExampleLine(key=w.key(k.key),
                    ref=w("audit.example_ref", seq=e.seq, trainee=e.trainee, scenario=e.scenario, date=day(e.graded_at)),
                    given=w("audit.example_given", given=w.value(e.given, 4 * VALUE_MAX)),
                    expected=w("audit.example_expected", expected=w.value(e.expected, 4 * VALUE_MAX)))
        for k in a.most_missed[:1] for e in reversed(k.examples))
    return ArticleRow(
        article=w.article(a.article), trainees=w.count(a.trainees), attempts=w.count(a.attempts),
        decisions=w.count(a.decisions), missed=w.count(a.missed), accuracy=_acc(a.accuracy, w),
        most_missed=_most_missed(a, w), examples=examples, has_examples=bool(examples),
    )


def _scenario_row(s: ScenarioView, w: Words) -> ScenarioRow:
    return ScenarioRow(
        scenario=s.scenario, attempts=w.count(s.attempts), pass_rate=w.percent(s.pass_rate),
        mean_score=_acc(s.mean_score, w), meter=svg.meter(s.mean_score, f"{s.scenario} {w.percent(s.mean_score)}"),
        most_missed=_scenario_missed(s, w), has_versions=s.versions > 1, versions=w("audit.versions", n=s.versions),
    )


def render_html(views: Audit, lang: str = "en", store: str = "", now: datetime | None = None) -> str:
    page = build(views, lang, store, now)
    return environment().get_template("audit.html.j2").render(page=page, L=page.labels)
