"""Scorecards: one graded answer sheet, one hand or a sequence of hands (FORMATS §5), as an HTML page and its
Markdown twin.

A scorecard is built in two steps. `build` turns a `Graded` value into a
frozen view model in which every text is already rendered in the chosen
language and every number already formatted; the two templates
`scorecard.html.j2` and `scorecard.md.j2` only loop over lists and test
booleans. `scorecard_html` and `scorecard_markdown` render it;
trainer.report.conclude writes both under REPORT_DIR/scorecards/.

A one-hand sheet is the sequence of its one hand: every decision, then the
table as it ended (built by table_view.py from the solution's own cards). A
sequence has a summary row per hand, then, decision by decision, the hands a
fault touched (trainer.sequence.touched: the hand carried a fault, or the
hand before carried into it; the rule by which `--quick` asks a hand in
full). Every other hand is clean: its summary row, and below it only the
decisions the trainee missed (none when it was answered right, and none
listed when the sheet left it blank: its row says "not answered"), so a
mistake is never hidden.

Jinja2 is imported only when a scorecard is rendered, so the command line
starts without it.
"""
from __future__ import annotations

import dataclasses
import os
import re
from dataclasses import dataclass, fields
from datetime import datetime
from typing import TypeVar, cast

from ..engine.grade import Decision, Grade
from ..engine.hand import HandSolution
from ..i18n import cite
from ..i18n.format import percent
from ..io.plain import value_plain
from ..pipeline import Graded
from ..rulebook import find, with_lookup
from ..sequence.touched import Carried, carried_into, own_fault_articles, touched
from ..vocab import Article, NextHand
from .grade_text import unanswered
from .page import Words, catalog_labels, environment, file_name, long_date, markdown_text, one_line
from .timing import TimeLimit, hand_times, seconds_text
from .shown import Shown, card_symbols, late_line, said, shown, time_lines
from .table_view import TableView, card_views, table_view

TEMPLATES = ("scorecard.html.j2", "scorecard.md.j2")
SUBDIR = "scorecards"


# ---------------------------------------------------------------------------
# View models: every field a ready-made string, number, boolean, or tuple of them.


@dataclass(frozen=True, slots=True)
class Labels:
    """Fixed labels of the page, each from the catalog id "card.<field name>"."""

    house: str
    product: str
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
    def of(cls, lang: str) -> Labels:
        return cls(**catalog_labels("card.", (f.name for f in fields(cls)), lang))


@dataclass(frozen=True, slots=True)
class SeqLabels:
    """The labels of a sequence's summary, each from the catalog id "card.seq.<field name>"."""

    hands: str
    hands_note: str
    col_hand: str
    col_fault: str
    col_carried: str
    col_status: str
    col_score: str

    @classmethod
    def of(cls, lang: str) -> SeqLabels:
        return cls(**catalog_labels("card.seq.", (f.name for f in fields(cls)), lang))


@dataclass(frozen=True, slots=True)
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
    seconds: str = ""  # "3.2 s": the time the trainee took over it; "" when the sheet kept none
    has_seconds: bool = False
    confirmed: str = ""  # said when the trainee confirmed the answer the session offered (the sheet's `confirmed`)
    has_confirmed: bool = False


@dataclass(frozen=True, slots=True)
class HandRow:
    """One hand's line in a sequence's summary."""

    number: int
    anchor: str  # "hand-3": the id of its detail section, "" when it has none
    has_anchor: bool
    fault: str
    carried: tuple[str, ...]  # why the hand is carried into, or the one "—"
    status: str
    score_text: str
    all_right: bool
    mark: str  # ✓ / ✗


@dataclass(frozen=True, slots=True)
class HandDetail:
    """One hand's decisions: every one (a one-hand sheet, a hand a fault touched) or only the missed ones."""

    number: int
    anchor: str
    title: str  # "Hand 3 of 7"; "" for a one-hand sheet, which heads its decisions with the page's labels
    reason: str  # why these decisions are shown; "" for a one-hand sheet
    full: bool
    decisions: tuple[DecisionView, ...]


@dataclass(frozen=True, slots=True)
class Scorecard:
    lang: str
    labels: Labels
    seq: SeqLabels
    page_title: str
    doc_title: str
    trainee: str
    scenario_id: str
    scenario_title: str
    hand_count: str  # "4 hands from one sabot"; "" for a one-hand sheet
    articles: str
    has_description: bool
    description: str
    date: str
    sheet: str  # the sheet's file name, made safe (page.file_name)
    sheet_md: str  # the same for a Markdown cell
    score: int
    max: int
    score_text: str  # "7 of 12"
    passed: bool
    verdict: str  # PASSED / FAILED
    verdict_mark: str  # ✓ / ✗
    has_pass_mark: bool
    pass_mark: str  # "80 % of the decisions" or "every decision right"
    is_sequence: bool  # a summary row per hand above the hands' decisions
    rows: tuple[HandRow, ...]  # the summary; () for a one-hand sheet
    details: tuple[HandDetail, ...]  # the hands shown decision by decision: a one-hand sheet's one hand
    tables: tuple[TableView, ...]  # the table as it ended: a one-hand sheet's; none for a sequence
    # Time (issue 20, item 9), shown only when the sheet kept its decisions' seconds, so a sheet without
    # `times` renders as before.
    has_times: bool = False
    time_label: str = ""
    times: tuple[str, ...] = ()  # per decision (median, slowest), then per hand
    has_late: bool = False  # a time limit was set: always said, late hands or none
    late_label: str = ""
    late: str = ""

    @property
    def decisions(self) -> tuple[DecisionView, ...]:
        """Every decision shown, hand by hand."""
        return tuple(d for hand in self.details for d in hand.decisions)


# ---------------------------------------------------------------------------
# Building the view model.


def build(graded: Graded, lang: str = "en", now: datetime | None = None, limit: TimeLimit | None = None) -> Scorecard:
    """The scorecard of one graded sheet, one hand or a sequence, every text rendered in `lang`; `limit`: the
    session's time limit, said with the hands answered over it."""
    solution, g = graded.graded()
    sc, hands = solution.scenario, solution.hands
    now = now or datetime.now().astimezone()
    t = Words(lang)
    timed = hand_times(graded.sheet.times) if graded.sheet is not None else ()
    confirmed = graded.sheet.confirmed if graded.sheet is not None else ()
    if not solution.single:
        rows, details = _hands(hands, g, t, timed, confirmed)
    else:  # the sequence of its one hand: every decision, and no summary above them
        every = tuple(_decision(d, hands[0], t, timed[0] if timed else {}, confirmed[0] if confirmed else ())
                      for d in g.decisions)
        rows, details = (), (HandDetail(number=1, anchor="", title="", reason="", full=True, decisions=every),)
    pass_mark = g.pass_mark
    return Scorecard(
        lang=lang,
        labels=Labels.of(lang),
        seq=SeqLabels.of(lang),
        page_title=t("card.page_title", trainee=one_line(g.trainee), scenario=sc.id),
        doc_title=t("card.doc_title" if solution.single else "card.seq.doc_title"),
        trainee=one_line(g.trainee),
        scenario_id=sc.id,
        scenario_title=one_line(sc.title_in(lang)),
        hand_count="" if solution.single else t("card.seq.hand_count", count=len(hands)),
        articles=cite(sc.articles, lang),
        has_description=bool(sc.description),
        description=card_symbols(one_line(sc.description_in(lang) or "")),
        date=long_date(now, t),
        sheet=file_name(os.path.basename(graded.path)),
        sheet_md=markdown_text(file_name(os.path.basename(graded.path))),
        score=g.score,
        max=g.max,
        score_text=t("card.score_of", score=g.score, max=g.max),
        passed=g.passed,
        verdict=t("card.passed" if g.passed else "card.failed"),
        verdict_mark="✓" if g.passed else "✗",
        has_pass_mark=pass_mark is not None,
        pass_mark=(t("card.pass_mark_value", percent=percent(pass_mark, lang)) if pass_mark is not None
                   else t("card.pass_mark_all")),
        is_sequence=not solution.single,
        rows=rows,
        details=details,
        tables=(table_view(solution.only_hand, t),) if solution.single else (),
        has_times=any(timed),
        time_label=t("card.time"),
        times=time_lines(timed, solution.single, t),
        has_late=limit is not None,
        late_label=t("card.time_limit"),
        late=late_line(timed, limit, t),
    )


def _hands(hands: tuple[HandSolution, ...], g: Grade, t: Words, timed: tuple[dict[str, float], ...],
           confirmed: tuple[tuple[str, ...], ...] = ()) -> tuple[tuple[HandRow, ...], tuple[HandDetail, ...]]:
    """A sequence's summary rows, and the hands shown below them (see the module's doc)."""
    rows, details = [], []
    for i, hand in enumerate(hands):
        n = i + 1
        decisions = g.of_hand(n)
        score = sum(d.ok for d in decisions)
        carried = _carried_in(hands, i, t)
        faulted = own_fault_articles(hand)
        full = bool(faulted or carried)
        blank = unanswered(decisions)
        missed = () if blank else tuple(d for d in decisions if not d.ok)  # a blank clean hand: its row says so
        anchor = f"hand-{n}" if full or missed else ""
        score_text = t("card.score_of", score=score, max=len(decisions))
        rows.append(HandRow(
            number=n, anchor=anchor, has_anchor=bool(anchor), fault=_fault(faulted, t),
            carried=carried or (t("card.seq.nothing_carried"),), status=_status(hand, t),
            score_text=t("card.seq.not_answered", score=score_text) if blank else score_text,
            all_right=score == len(decisions), mark="✓" if score == len(decisions) else "✗",
        ))
        if anchor:
            reason = "card.seq.shown_fault" if faulted else "card.seq.shown_carried" if carried else "card.seq.shown_missed"
            details.append(HandDetail(
                number=n, anchor=anchor, title=t("card.seq.hand_title", n=n, count=len(hands)), reason=t(reason),
                full=full, decisions=tuple(_decision(d, hand, t, timed[i] if i < len(timed) else {},
                                                     confirmed[i] if i < len(confirmed) else ())
                                           for d in (decisions if full else missed)),
            ))
    return tuple(rows), tuple(details)


def shown_in_full(hands: tuple[HandSolution, ...], i: int) -> bool:
    """Whether hand i (0-based) of a sequence is shown decision by decision: a fault touched it
    (trainer.sequence.touched, the rule `--quick` also asks by)."""
    return touched(hands[i - 1] if i else None, hands[i])


def _carried_in(hands: tuple[HandSolution, ...], i: int, t: Words) -> tuple[str, ...]:
    """Why hand i (0-based) is carried into by the hand before it, in words; () when it is not."""
    sc = hands[i].hand
    words = {
        Carried.CARDS: lambda: t("card.seq.carried_cards", hand=i,
                                 cards=" ".join(c.text for c in card_views(sc.cards[:sc.carried], t))),
        Carried.BIANCO: lambda: t("card.seq.carried_bianco", hand=i),
        Carried.BUTTON: lambda: t("card.seq.carried_button", hand=i, seat=sc.table.button),
    }
    return tuple(words[why]() for why in carried_into(hands[i - 1] if i else None, hands[i]))


def _fault(articles: tuple[Article, ...], t: Words) -> str:
    if not articles:
        return t("card.seq.no_fault")
    topic = find(str(articles[0]))
    title = topic.title[t.lang] if topic is not None else ""
    return t("card.seq.fault", articles=cite(articles, t.lang), title=title)


def _status(hand: HandSolution, t: Words) -> str:
    out = hand.outcome
    status = t("card.seq.status.exhausted" if out.exhausted else f"card.seq.status.{out.status}")
    if out.next_hand == NextHand.NEW_SHOE:
        return f"{status}; {t('card.seq.last_hand')}"
    return status


def _decision(d: Decision, hand: HandSolution, t: Words, times: dict[str, float],
              confirmed: tuple[str, ...] = ()) -> DecisionView:
    """One decision as a row of the scorecard, with the seconds the trainee took over it when the sheet kept them,
    and whether the answer was confirmed with Enter rather than typed (`confirmed`: the hand's keys so answered)."""
    verdict = "" if d.ok else said(d.verdict, t)
    seconds = times.get(str(d.key))
    bianco = bool(hand.hand.in_bianco)
    return DecisionView(
        key=d.key,
        label=t(f"card.key.{d.key}"),
        ok=d.ok,
        mark="✓" if d.ok else "✗",
        mark_word=t("card.right" if d.ok else "card.wrong"),
        given=shown(d.key, value_plain(d.given), bianco, t),
        right=shown(d.key, value_plain(d.expected), bianco, t),
        articles=cite(d.articles, t.lang),
        why=said(d.why, t) if d.ok else with_lookup(said(d.why, t), t.lang),  # how to look a ruling up
        verdict=verdict,
        has_verdict=bool(verdict),
        seconds="" if seconds is None else t("card.seconds", seconds=seconds_text(seconds, t.lang)),
        has_seconds=seconds is not None,
        confirmed=t("card.confirmed") if str(d.key) in confirmed else "",
        has_confirmed=str(d.key) in confirmed,
    )


# ---------------------------------------------------------------------------
# Rendering.


def scorecard_html(card: Scorecard) -> str:
    return environment().get_template(TEMPLATES[0]).render(card=card, L=card.labels)


def scorecard_markdown(card: Scorecard) -> str:
    safe = markdown_safe(card)
    return environment().get_template(TEMPLATES[1]).render(card=safe, L=safe.labels)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#&!~])")
_AS_WRITTEN = ("code", "key", "css", "paid_css", "lang")  # ids and codes: shown as written
V = TypeVar("V")


def markdown_safe(value: V) -> V:
    """The view model with every text escaped for Markdown, so a trainee id cannot inject markup.

    Codes (step ids) are left as they are: the template puts them in code spans.
    """
    if isinstance(value, str):
        return cast(V, _MD_SPECIAL.sub(r"\\\1", value))
    if isinstance(value, tuple):
        return cast(V, tuple(markdown_safe(v) for v in value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: markdown_safe(getattr(value, f.name)) for f in fields(value) if f.name not in _AS_WRITTEN}
        return cast(V, dataclasses.replace(value, **changes))
    return value
