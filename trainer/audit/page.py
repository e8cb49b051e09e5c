"""The audit as an HTML page to print (A4): frozen view models, then a logic-free template.

`build` makes the page's view model, every field a ready string, boolean,
Markup (an SVG chart drawn by trainer.audit.svg) or tuple of them, with every
text in `lang`; trainer/templates/audit.html.j2 (autoescaped, strict about
undefined names) lays it out with the scorecards' stylesheet.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime

from markupsafe import Markup

from ..report.page import environment, long_date
from . import svg
from .views import MIN_DECISIONS, ArticleView, Audit, ScenarioView, TraineeView
from .words import (VALUE_MAX, Words, filters_text, most_missed_text, period_text, records_text,
                    safe_text, scenario_missed_text, seconds, weakest_text)


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
    has_not_bundled: bool
    not_bundled: str


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
    # Seconds per decision and per hand (median, slowest) of the trainees whose records kept them; no section when
    # none did
    has_times: bool = False
    time_title: str = ""
    time_note: str = ""
    time_head: tuple[str, ...] = ()
    times: tuple[tuple[str, str, str, str, str], ...] = ()  # trainee, per decision and per hand: median, slowest


def _acc(fraction: float | None, w: Words, digits: int = 1) -> Cell:
    return Cell(w.percent(fraction, digits) if fraction is not None else "", "acc-" + svg.band(fraction))


def build(views: Audit, lang: str = "en", store: str = "", now: datetime | None = None) -> Page:
    """The audit page's view model, every text in `lang`."""
    w = Words(lang)
    now = now or datetime.now().astimezone()
    articles = [a.article for a in views.articles]
    timed = [t for t in views.trainees if t.seconds_median is not None]
    return Page(
        lang=lang,
        labels=Labels.of(w),
        page_title=w("audit.page_title", store=store),
        store=store,
        records=records_text(views, w),
        period=period_text(views, w),
        filters=filters_text(views, w),
        date=long_date(now, w),
        empty=not views.records,
        trainee_note=w("audit.trainees_note", min=MIN_DECISIONS),
        article_chart=svg.bars([(w.article(a.article), a.accuracy, w.percent(a.accuracy)) for a in views.articles],
                               w("audit.chart_articles"), axis=("0 %", "25 %", "50 %", "75 %", "100 %")),
        articles=tuple(_article_row(a, w) for a in views.articles),
        matrix_head=tuple(w.article(a) for a in articles),
        trainees=tuple(_trainee_row(t, articles, w) for t in views.trainees),
        scenarios=tuple(_scenario_row(s, w) for s in views.scenarios),
        has_times=bool(timed),
        time_title=w("audit.time"),
        time_note=w("audit.time_note"),
        time_head=(w("audit.col.trainee"), w("audit.col.median"), w("audit.col.slowest"), w("audit.col.hand_median"),
                   w("audit.col.hand_slowest")),
        times=tuple((t.trainee, seconds(t.seconds_median, w), seconds(t.seconds_slowest, w),
                     seconds(t.hand_seconds_median, w), seconds(t.hand_seconds_slowest, w)) for t in timed),
    )


def _trainee_row(t: TraineeView, articles: list[int | str], w: Words) -> TraineeRow:
    by = {a.article: a for a in t.articles}
    points = [(p.week, p.accuracy, w.percent(p.accuracy, 0)) for p in t.progress]
    has_progress = any(p.decisions for p in t.progress)
    weeks = [p for p in t.progress if p.decisions]
    return TraineeRow(
        trainee=t.trainee, attempts=w.count(t.attempts), passes=w.count(t.passes),
        pass_rate=w.pass_rate(t.pass_rate, t.pass_mark),
        decisions=w.count(t.decisions), accuracy=_acc(t.accuracy, w), weakest=weakest_text(t, w),
        progress=svg.line(points, f"{w('audit.progress')}, {t.trainee}") if has_progress else Markup(""),
        has_progress=has_progress,
        progress_text=(f"{weeks[0].week} → {weeks[-1].week}" if weeks else ""),
        cells=tuple(_acc(by[a].accuracy, w, 0) if a in by else Cell("", "acc-none") for a in articles),
    )


def _article_row(a: ArticleView, w: Words) -> ArticleRow:
    examples = tuple(
        ExampleLine(key=w.key(k.key),
                    ref=w.example_ref(e, safe_text),
                    given=w("audit.example_given", given=w.value(e.given, 4 * VALUE_MAX)),
                    expected=w("audit.example_expected", expected=w.value(e.expected, 4 * VALUE_MAX)))
        for k in a.most_missed[:1] for e in reversed(k.examples))
    return ArticleRow(
        article=w.article(a.article), trainees=w.count(a.trainees), attempts=w.count(a.attempts),
        decisions=w.count(a.decisions), missed=w.count(a.missed), accuracy=_acc(a.accuracy, w),
        most_missed=most_missed_text(a, w), examples=examples, has_examples=bool(examples),
    )


def _scenario_row(s: ScenarioView, w: Words) -> ScenarioRow:
    return ScenarioRow(
        scenario=s.scenario, attempts=w.count(s.attempts), pass_rate=w.pass_rate(s.pass_rate, s.pass_mark),
        mean_score=_acc(s.mean_score, w), meter=svg.meter(s.mean_score, f"{s.scenario} {w.percent(s.mean_score)}"),
        most_missed=scenario_missed_text(s, w), has_versions=s.versions > 1, versions=w("audit.versions", n=s.versions),
        has_not_bundled=bool(s.not_bundled), not_bundled=w("audit.not_bundled", n=s.not_bundled or 0),
    )


def audit_html(views: Audit, lang: str = "en", store: str = "", now: datetime | None = None) -> str:
    page = build(views, lang, store, now)
    return environment().get_template("audit.html.j2").render(page=page, L=page.labels)
