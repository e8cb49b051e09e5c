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
from decimal import Decimal
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Iterable, TypeVar, cast

from ..engine.grade import Decision, Grade
from ..cards import SYMBOL_OF_SUIT
from ..engine.hand import HandSolution
from ..i18n import cite, text_in
from ..i18n.format import percent, signed, tokens
from ..io.plain import Plain, value_plain
from ..pipeline import Graded
from ..rulebook import find, with_lookup
from ..sequence.touched import Carried, carried_into, own_fault_articles, touched
from ..vocab import ALL_KEYS, CARD_KEYS, DEALER, Article, Key, NextHand
from .grade_text import unanswered
from .page import Words, catalog_labels, environment, file_name, long_date, markdown_text, one_line
from .timing import TimeLimit, hand_seconds, hand_times, late_hands, limit_text, seconds_text, spread
from .table_view import CardView, TableView, card_views, table_view, written_card_view

TEMPLATES = ("scorecard.html.j2", "scorecard.md.j2")
_KEYS = {f"card.key.{k}" for k in ALL_KEYS}
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
class Line:
    text: str
    code: str = ""  # the id a trainee writes on the sheet (procedure steps), or ""

    @property
    def has_code(self) -> bool:
        return bool(self.code)


@dataclass(frozen=True, slots=True)
class Shown:
    """One value (given or right) as text lines, or as cards."""

    lines: tuple[Line, ...] = ()
    cards: tuple[CardView, ...] = ()
    is_cards: bool = False
    multi: bool = False  # more than one line: a list in Markdown
    numbered: bool = False  # lines carry their own numbers (procedure steps)
    text: str = ""  # the whole value on one line


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
    if not solution.single:
        rows, details = _hands(hands, g, t, timed)
    else:  # the sequence of its one hand: every decision, and no summary above them
        every = tuple(_decision(d, hands[0], t, timed[0] if timed else {}) for d in g.decisions)
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
        description=_card_symbols(one_line(sc.description_in(lang) or "")),
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
        times=_times(timed, solution.single, t),
        has_late=limit is not None,
        late_label=t("card.time_limit"),
        late=_late(timed, limit, t),
    )


def _times(timed: tuple[dict[str, float], ...], single: bool, t: Words) -> tuple[str, ...]:
    """Per decision the median and the slowest (which decision, in which hand); per hand the same."""
    decision = spread([((n, k), s) for n, times in enumerate(timed, 1) for k, s in times.items()])
    if decision is None:
        return ()
    n, key = decision.which
    out = [t("card.time_decision", median=seconds_text(decision.median, t.lang),
             slowest=seconds_text(decision.slowest, t.lang),
             key=t(f"card.key.{key}") if f"card.key.{key}" in _KEYS else one_line(key),
             where="" if single else t("card.time_in_hand", n=n))]
    hand = spread([(n, hand_seconds(times)) for n, times in enumerate(timed, 1) if times])
    if hand is not None and single:
        out.append(t("card.time_the_hand", seconds=seconds_text(hand.slowest, t.lang)))
    elif hand is not None:
        out.append(t("card.time_hand", median=seconds_text(hand.median, t.lang),
                     slowest=seconds_text(hand.slowest, t.lang), n=hand.which))
    return tuple(out)


def _late(timed: tuple[dict[str, float], ...], limit: TimeLimit | None, t: Words) -> str:
    """The limit, how a late hand is scored, and the hands answered over it (or none)."""
    if limit is None:
        return ""
    late = late_hands(timed, limit)
    said = t("card.late_rule." + limit.late, seconds=limit_text(limit.seconds, t.lang))
    hands = t("card.late_hands", hands=", ".join(map(str, late))) if late else t("card.late_none")
    return f"{said}; {hands}"


def _hands(hands: tuple[HandSolution, ...], g: Grade, t: Words,
           timed: tuple[dict[str, float], ...]) -> tuple[tuple[HandRow, ...], tuple[HandDetail, ...]]:
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
                full=full, decisions=tuple(_decision(d, hand, t, timed[i] if i < len(timed) else {})
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


def _decision(d: Decision, hand: HandSolution, t: Words, times: dict[str, float]) -> DecisionView:
    """One decision as a row of the scorecard, with the seconds the trainee took over it when the sheet kept them."""
    verdict = "" if d.ok else _said(d.verdict, t)
    seconds = times.get(str(d.key))
    bianco = bool(hand.hand.in_bianco)
    return DecisionView(
        key=d.key,
        label=t(f"card.key.{d.key}"),
        ok=d.ok,
        mark="✓" if d.ok else "✗",
        mark_word=t("card.right" if d.ok else "card.wrong"),
        given=_shown(d.key, value_plain(d.given), bianco, t),
        right=_shown(d.key, value_plain(d.expected), bianco, t),
        articles=cite(d.articles, t.lang),
        why=_said(d.why, t) if d.ok else with_lookup(_said(d.why, t), t.lang),  # how to look a ruling up
        verdict=verdict,
        has_verdict=bool(verdict),
        seconds="" if seconds is None else t("card.seconds", seconds=seconds_text(seconds, t.lang)),
        has_seconds=seconds is not None,
    )


def _said(value: object, t: Words) -> str:
    """An engine sentence with its cards as the rest of the scorecard shows them, suit symbols (10♥), never
    codes (10H) beside them (issue 20, item 8): one form of card per page."""
    # A verdict the grader wrote as a plain string (Italian card lists) has its codes made symbols too.
    return _card_symbols(text_in(value, t.lang, symbols=True)) if value is not None else ""


_CARD_CODE = re.compile(r"(?<![\w-])(10|[2-9AJQK])([HDCS])(?![\w-])")


def _card_symbols(text: str) -> str:
    """A file's own words with the cards it writes as codes (a dealt taglia's "6S turned") shown with their
    suit symbols, as everywhere else on the page (issue 20, item 8)."""
    return _CARD_CODE.sub(lambda m: m.group(1) + SYMBOL_OF_SUIT[m.group(2)], text)


def _shown(key: Key, value: Plain, bianco: bool, t: Words) -> Shown:
    """A decision value as the trainee reads it; anything unexpected is shown as it was written. In a colpo
    in bianco the hand before announced, an empty procedure reads "none", not "clean hand" (the hand is not
    clean: it is played without bets)."""
    if value is None:
        return _lines([t("card.no_answer")])
    if key == Key.BETS and isinstance(value, dict):
        stakes = [t("card.seat_stake", n=seat, box=_choice("card.winner", box, t), amount=amount)
                  for seat, boxes in sorted(value.items(), key=lambda kv: _seat_order(kv[0]))
                  if isinstance(boxes, dict) for box, amount in boxes.items()]
        return _lines(stakes or [t("card.none")])
    if key == Key.SETTLEMENT and isinstance(value, list):
        bets = [_settled(b, t) for b in value if isinstance(b, dict)]
        return Shown(lines=tuple(Line(x) for x in bets), multi=True, numbered=True,
                     text="; ".join(bets)) if bets else _lines([t("card.none")])
    words = [str(item) for item in value] if isinstance(value, list) else None  # the other lists: steps, cards
    if key == Key.PROCEDURE and words is not None:
        if not words:
            return _lines([t("card.none" if bianco else "card.clean_hand")])
        lines = [Line(t("card.step_numbered", n=i, step=_step(s, t)), s) for i, s in enumerate(words, 1)]
        return Shown(lines=tuple(lines), multi=True, numbered=True, text="; ".join(f"{ln.text} ({ln.code})" for ln in lines))
    if key in CARD_KEYS and words is not None:
        cards = tuple(written_card_view(c, t) for c in words)
        if not cards:
            return _lines([t("card.none")])
        return Shown(cards=cards, is_cards=True, text=" ".join(c.text for c in cards))
    if key == Key.PAYOUTS and isinstance(value, dict):
        if not value:
            return _lines([t("card.none")])
        seats = sorted(value.items(), key=lambda kv: _seat_order(kv[0]))
        return _lines([t("card.seat_payout", n=seat, amount=signed(v, t.lang)) for seat, v in seats])
    if key in (Key.READER, Key.BUTTON):
        return _lines([t("card.the_dealer") if value == DEALER else t("card.seat", n=value)])
    if key == Key.STATUS:
        return _lines([_choice("card.status", value, t)])
    if key == Key.NEXT_HAND:
        return _lines([_choice("card.next", value, t)])
    if key == Key.WINNER:
        return _lines([_choice("card.winner", value, t)])
    if key == Key.ANNOUNCE:
        return _lines([f"“{one_line(str(value))}”"])
    if words is not None:
        return _lines([" ".join(words) or t("card.none")])
    return _lines([one_line(str(value))])


def _settled(bet: dict[str, object], t: Words) -> str:
    """One bet of a settlement: "collect seat 2 Punto: 100"."""
    act = "collect" if "collect" in bet else "pay"
    return t("card.settled", act=t(f"card.act.{act}"), n=bet.get("seat"), box=_choice("card.winner", str(bet.get("box")), t),
             amount=tokens(Decimal(str(bet.get(act))), t.lang))


def _lines(texts: Iterable[str]) -> Shown:
    """Texts shown one per line, or joined with "; " where one line is wanted."""
    lines = tuple(Line(x) for x in texts)
    return Shown(lines=lines, multi=len(lines) > 1, text="; ".join(ln.text for ln in lines))


def _choice(prefix: str, value: Plain, t: Words) -> str:
    try:
        return t(f"{prefix}.{value}")
    except KeyError:
        return one_line(str(value))


def _step(step: str, t: Words) -> str:
    try:
        return t(f"card.step.{step}")
    except KeyError:
        return one_line(step)


def _seat_order(seat: str) -> tuple[int, int, str]:
    return (0, int(seat), "") if seat.isdigit() else (1, 0, seat)


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
