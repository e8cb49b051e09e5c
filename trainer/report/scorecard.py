"""Scorecards: one graded answer sheet as an HTML page and its Markdown twin.

A scorecard is built in two steps. `build` turns a `Graded` value into a
frozen view model in which every text is already rendered in the chosen
language and every number already formatted (the table it ends with is
built by table_view.py from the solution's own cards); the Jinja2 templates
in `trainer/templates/` only loop over lists and test booleans.
`scorecard_html` and `scorecard_markdown` render it; `write_scorecards`
renders both formats and writes them under REPORT_DIR/scorecards/ with names
that are safe whatever the trainee id holds and that never overwrite an
earlier scorecard.

Jinja2 is imported only when a scorecard is rendered, so the command line
starts without it.
"""
from __future__ import annotations

import dataclasses
import os
import re
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Iterable

from ..i18n import cite
from ..i18n.format import percent, signed
from ..rulebook import with_lookup
from ..engine.grade import Decision
from ..io.plain import value_plain
from ..pipeline import Graded
from ..vocab import CARD_KEYS, DEALER, Key
from .page import Words, catalog_labels, environment, long_date, one_line
from .table_view import CardView, TableView, table_view, written_card_view

TEMPLATES = ("scorecard.html.j2", "scorecard.md.j2")
SUBDIR = "scorecards"


# ---------------------------------------------------------------------------
# View models: every field a ready-made string, boolean, or tuple of them.


@dataclass(frozen=True)
class Labels:
    """Fixed labels of the page, each from the catalog id "card.<field name>"."""

    house: str
    product: str
    doc_title: str
    trainee: str
    scenario: str
    articles: str
    date: str
    sheet: str
    score: str
    pass_mark: str
    result: str
    what_happened: str
    decisions: str
    decisions_note: str
    decisions_note_md: str  # the Markdown twin's: no shading there
    col_mark: str
    col_decision: str
    col_given: str
    col_right: str
    col_articles: str
    col_why: str
    what_went_wrong: str
    table_title: str
    table_note: str
    players_side: str
    dealer: str
    dealer_here: str
    announced: str
    set_aside: str
    burned: str
    button: str
    paid: str
    seat_col: str
    stakes: str
    notes: str
    footer: str
    sign_trainee: str
    sign_instructor: str
    sign_inspector: str
    generated: str

    @classmethod
    def of(cls, lang: str) -> "Labels":
        labels: Labels = catalog_labels(cls, "card.", lang)
        return labels


@dataclass(frozen=True)
class Line:
    text: str
    code: str = ""  # the id a trainee writes on the sheet (procedure steps), or ""

    @property
    def has_code(self) -> bool:
        return bool(self.code)


@dataclass(frozen=True)
class Shown:
    """One value (given or right) as text lines, or as cards."""

    lines: tuple[Line, ...] = ()
    cards: tuple[CardView, ...] = ()
    is_cards: bool = False
    multi: bool = False  # more than one line: a list in Markdown
    numbered: bool = False  # lines carry their own numbers (procedure steps)
    text: str = ""  # the whole value on one line


@dataclass(frozen=True)
class DecisionView:
    key: str
    label: str
    ok: bool
    mark: str  # ✓ or ✗
    mark_word: str  # "right" / "wrong"
    given: Shown
    right: Shown
    articles: str
    why: str
    verdict: str
    has_verdict: bool


@dataclass(frozen=True)
class Scorecard:
    lang: str
    labels: Labels
    page_title: str
    trainee: str
    scenario_id: str
    scenario_title: str
    articles: str
    has_description: bool
    description: str
    date: str
    sheet: str
    score: int
    max: int
    score_text: str  # "7 of 12"
    passed: bool
    verdict: str  # PASSED / FAILED
    verdict_mark: str  # ✓ / ✗
    has_pass_mark: bool
    pass_mark: str  # "80 % of the decisions" or "every decision right"
    decisions: tuple[DecisionView, ...]
    table: TableView


# ---------------------------------------------------------------------------
# Building the view model.


def build(graded: Graded, lang: str = "en", now: datetime | None = None) -> Scorecard:
    """The scorecard of one graded sheet, every text rendered in `lang`."""
    solution, g = graded.graded()
    sc = solution.scenario
    now = now or datetime.now().astimezone()
    t = Words(lang)
    pass_mark = g.pass_mark
    return Scorecard(
        lang=lang,
        labels=Labels.of(lang),
        page_title=t("card.page_title", trainee=one_line(g.trainee), scenario=sc.id),
        trainee=one_line(g.trainee),
        scenario_id=sc.id,
        scenario_title=one_line(sc.title_in(lang)),
        articles=_articles(sc.articles, t),
        has_description=bool(sc.description),
        description=one_line(sc.description_in(lang) or ""),
        date=long_date(now, t),
        sheet=os.path.basename(graded.path),
        score=g.score,
        max=g.max,
        score_text=t("card.score_of", score=g.score, max=g.max),
        passed=g.passed,
        verdict=t("card.passed" if g.passed else "card.failed"),
        verdict_mark="✓" if g.passed else "✗",
        has_pass_mark=pass_mark is not None,
        pass_mark=(t("card.pass_mark_value", percent=percent(pass_mark, lang)) if pass_mark is not None
                   else t("card.pass_mark_all")),
        decisions=tuple(decision_view(d, t) for d in g.decisions),
        table=table_view(solution.only_hand, t),
    )


def decision_view(d: Decision, t: Words) -> DecisionView:
    """One decision as a scorecard row (the one-hand and the sequence scorecards alike)."""
    verdict = "" if d.ok else t.text(d.verdict)
    return DecisionView(
        key=d.key,
        label=t(f"card.key.{d.key}"),
        ok=d.ok,
        mark="✓" if d.ok else "✗",
        mark_word=t("card.right" if d.ok else "card.wrong"),
        given=_shown(d.key, value_plain(d.given), t),
        right=_shown(d.key, value_plain(d.expected), t),
        articles=_articles(d.articles, t),
        why=t.text(d.why) if d.ok else with_lookup(t.text(d.why), t.lang),  # how to look a ruling up
        verdict=verdict,
        has_verdict=bool(verdict),
    )


def _shown(key: str, value: Any, t: Words) -> Shown:
    """A decision value as the trainee reads it; anything unexpected is shown as it was written."""
    if value is None:
        return shown_lines([t("card.no_answer")])
    if key == Key.PROCEDURE and isinstance(value, (list, tuple)):
        if not value:
            return shown_lines([t("card.clean_hand")])
        lines = [Line(t("card.step_numbered", n=i, step=_step(s, t)), str(s)) for i, s in enumerate(value, 1)]
        return Shown(lines=tuple(lines), multi=True, numbered=True, text="; ".join(f"{ln.text} ({ln.code})" for ln in lines))
    if key in CARD_KEYS and isinstance(value, (list, tuple)):
        cards = tuple(written_card_view(c, t) for c in value)
        if not cards:
            return shown_lines([t("card.none")])
        return Shown(cards=cards, is_cards=True, text=" ".join(c.text for c in cards))
    if key == Key.PAYOUTS and isinstance(value, dict):
        if not value:
            return shown_lines([t("card.none")])
        seats = sorted(value.items(), key=lambda kv: _seat_order(kv[0]))
        return shown_lines([t("card.seat_payout", n=seat, amount=signed(v, t.lang)) for seat, v in seats])
    if key in (Key.READER, Key.BUTTON):
        return shown_lines([_seat_name(value, t)])
    if key == Key.STATUS:
        return shown_lines([_choice("card.status", value, t)])
    if key == Key.NEXT_HAND:
        return shown_lines([_choice("card.next", value, t)])
    if key == Key.WINNER:
        return shown_lines([_choice("card.winner", value, t)])
    if key == Key.ANNOUNCE:
        return shown_lines([f"“{one_line(str(value))}”"])
    if isinstance(value, (list, tuple)):
        return shown_lines([" ".join(map(str, value)) or t("card.none")])
    return shown_lines([one_line(str(value))])


def shown_lines(texts: Iterable[str]) -> Shown:
    """Texts shown one per line, or joined with "; " where one line is wanted."""
    lines = tuple(Line(x) for x in texts)
    return Shown(lines=lines, multi=len(lines) > 1, text="; ".join(ln.text for ln in lines))


def _choice(prefix: str, value: Any, t: Words) -> str:
    try:
        return t(f"{prefix}.{value}")
    except KeyError:
        return one_line(str(value))


def _step(step: Any, t: Words) -> str:
    try:
        return t(f"card.step.{step}")
    except KeyError:
        return one_line(str(step))


def _seat_name(value: Any, t: Words) -> str:
    if value == DEALER:
        return t("card.the_dealer")
    return t("card.seat", n=value)


def _seat_order(seat: Any) -> tuple[int, int, str]:
    s = str(seat)
    return (0, int(s), "") if s.isdigit() else (1, 0, s)


def _articles(articles: Iterable[Any], t: Words) -> str:
    return cite(articles, t.lang)


# ---------------------------------------------------------------------------
# Rendering and writing.


def scorecard_html(card: Scorecard) -> str:
    return environment().get_template("scorecard.html.j2").render(card=card, L=card.labels)


def scorecard_markdown(card: Scorecard) -> str:
    safe = markdown_safe(card)
    return environment().get_template("scorecard.md.j2").render(card=safe, L=safe.labels)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#&!~])")


def markdown_safe(value: Any) -> Any:
    """The view model with every text escaped for Markdown, so a trainee id cannot inject markup.

    Codes (step ids) are left as they are: the template puts them in code spans.
    """
    if isinstance(value, str):
        return _MD_SPECIAL.sub(r"\\\1", value)
    if isinstance(value, tuple):
        return tuple(markdown_safe(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: markdown_safe(getattr(value, f.name)) for f in fields(value)
                   if f.name not in ("code", "key", "css", "paid_css", "lang")}
        return dataclasses.replace(value, **changes)
    return value
