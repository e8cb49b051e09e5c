"""Scorecards: one graded answer sheet as an HTML page and its Markdown twin.

A scorecard is built in two steps. `build` turns a `Graded` value into a
frozen view model in which every text is already rendered in the chosen
language and every number already formatted; the Jinja2 templates in
`trainer/templates/` only loop over lists and test booleans. `write_scorecards`
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
from decimal import Decimal
from typing import Any, Iterable

from ..cards import SYMBOL_OF_SUIT, CardError, parse_card
from ..files import slug, write_new
from ..i18n import cite, render, say
from ..rules import score as score_of
from ..table import DEALER, signed
from .page import Words, environment, long_date

TEMPLATES = ("scorecard.html.j2", "scorecard.md.j2")
SUBDIR = "scorecards"
RED_SUITS = ("H", "D")


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
        return cls(**{f.name: render(say(f"card.{f.name}"), lang) for f in fields(cls)})


@dataclass(frozen=True)
class CardView:
    text: str  # "10♥": rank and suit symbol, readable without colour
    name: str  # "10 of hearts", for screen readers and tooltips
    red: bool


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
class Tag:
    text: str
    css: str  # a class name: button-now, button-next, reader, temporary


@dataclass(frozen=True)
class SeatView:
    title: str  # "Seat 4"
    stakes: tuple[str, ...]
    temporary: bool
    tags: tuple[Tag, ...]
    paid: str
    paid_css: str  # won | lost | even | returned | none


@dataclass(frozen=True)
class SideView:
    name: str  # Banco / Punto
    where: str  # dealer's left / dealer's right
    cards: tuple[CardView, ...]
    has_cards: bool
    points: str
    wins: bool
    wins_label: str
    empty: str


@dataclass(frozen=True)
class TableView:
    note: str
    banco: SideView  # drawn on the left, as the dealer sees it
    punto: SideView  # drawn on the right
    has_hand_note: bool
    hand_note: str
    has_result: bool
    announce: str
    result: str
    set_aside: tuple[CardView, ...]
    has_set_aside: bool
    burned: tuple[CardView, ...]
    has_burned: bool
    none: str
    button: str
    dealer_reads: bool  # no seated player bets on Punto: the dealer completes the hand
    dealer_reads_text: str
    seats: tuple[SeatView, ...]


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


def build(graded, lang: str = "en", now: datetime | None = None) -> Scorecard:
    """The scorecard of one graded sheet, every text rendered in `lang`."""
    g, solution = graded.grade, graded.solution
    sc = solution.scenario
    now = now or datetime.now().astimezone()
    t = Words(lang)
    pass_mark = g.pass_mark
    return Scorecard(
        lang=lang,
        labels=Labels.of(lang),
        page_title=t("card.page_title", trainee=_one_line(g.trainee), scenario=sc.id),
        trainee=_one_line(g.trainee),
        scenario_id=sc.id,
        scenario_title=_one_line(sc.title),
        articles=_articles(sc.articles, t),
        has_description=bool(sc.description),
        description=_one_line(sc.description or ""),
        date=long_date(now, t),
        sheet=os.path.basename(graded.path),
        score=g.score,
        max=g.max,
        score_text=t("card.score_of", score=g.score, max=g.max),
        passed=g.passed,
        verdict=t("card.passed" if g.passed else "card.failed"),
        verdict_mark="✓" if g.passed else "✗",
        has_pass_mark=pass_mark is not None,
        pass_mark=(t("card.pass_mark_value", percent=_percent(pass_mark, lang)) if pass_mark is not None
                   else t("card.pass_mark_all")),
        decisions=tuple(_decision(d, t) for d in g.decisions),
        table=_table(solution, t),
    )


def _decision(d, t: Words) -> DecisionView:
    verdict = "" if d.ok else t.text(d.verdict)
    return DecisionView(
        key=d.key,
        label=t(f"card.key.{d.key}"),
        ok=d.ok,
        mark="✓" if d.ok else "✗",
        mark_word=t("card.right" if d.ok else "card.wrong"),
        given=_shown(d.key, d.given, t),
        right=_shown(d.key, d.expected, t),
        articles=_articles(d.articles, t),
        why=t.text(d.why),
        verdict=verdict,
        has_verdict=bool(verdict),
    )


def _shown(key: str, value: Any, t: Words) -> Shown:
    """A decision value as the trainee reads it; anything unexpected is shown as it was written."""
    if value is None:
        return _lines([t("card.no_answer")])
    if key == "procedure" and isinstance(value, (list, tuple)):
        if not value:
            return _lines([t("card.clean_hand")])
        lines = [Line(t("card.step_numbered", n=i, step=_step(s, t)), str(s)) for i, s in enumerate(value, 1)]
        return Shown(lines=tuple(lines), multi=True, numbered=True, text="; ".join(f"{ln.text} ({ln.code})" for ln in lines))
    if key in ("punto", "banco", "set_aside", "burned") and isinstance(value, (list, tuple)):
        cards = _cards(value, t)
        if not cards:
            return _lines([t("card.none")])
        return Shown(cards=cards, is_cards=True, text=" ".join(c.text for c in cards))
    if key == "payouts" and isinstance(value, dict):
        if not value:
            return _lines([t("card.none")])
        seats = sorted(value.items(), key=lambda kv: _seat_order(kv[0]))
        return _lines([t("card.seat_payout", n=seat, amount=signed(v, t.lang)) for seat, v in seats])
    if key in ("reader", "button"):
        return _lines([_seat_name(value, t)])
    if key == "status":
        return _lines([_choice("card.status", value, t)])
    if key == "next_hand":
        return _lines([_choice("card.next", value, t)])
    if key == "winner":
        return _lines([_choice("card.winner", value, t)])
    if key == "announce":
        return _lines([f"“{_one_line(str(value))}”"])
    if isinstance(value, (list, tuple)):
        return _lines([" ".join(map(str, value)) or t("card.none")])
    return _lines([_one_line(str(value))])


def _lines(texts: Iterable[str]) -> Shown:
    lines = tuple(Line(x) for x in texts)
    return Shown(lines=lines, multi=len(lines) > 1, text="; ".join(ln.text for ln in lines))


def _choice(prefix: str, value: Any, t: Words) -> str:
    try:
        return t(f"{prefix}.{value}")
    except KeyError:
        return _one_line(str(value))


def _step(step: Any, t: Words) -> str:
    try:
        return t(f"card.step.{step}")
    except KeyError:
        return _one_line(str(step))


def _seat_name(value: Any, t: Words) -> str:
    if value == DEALER:
        return t("card.the_dealer")
    return t("card.seat", n=value)


def _seat_order(seat: Any) -> tuple:
    s = str(seat)
    return (0, int(s), "") if s.isdigit() else (1, 0, s)


def card_view(token: Any, t: Words) -> CardView:
    """A card with its suit symbol (red suits flagged) and its name in words."""
    try:
        card = parse_card(token)
    except CardError:
        text = _one_line(str(token))
        return CardView(text=text, name=text, red=False)
    rank = t(f"card.rank.{card.rank}") if card.rank in ("A", "J", "Q", "K") else card.rank
    return CardView(
        text=card.rank + SYMBOL_OF_SUIT[card.suit],
        name=t("card.card_name", rank=rank, suit=t(f"card.suit.{card.suit}")),
        red=card.suit in RED_SUITS,
    )


def _cards(tokens: Iterable[Any], t: Words) -> tuple[CardView, ...]:
    return tuple(card_view(c, t) for c in tokens)


def _articles(articles: Iterable[Any], t: Words) -> str:
    return cite(articles, t.lang)


def _percent(fraction: float, lang: str) -> str:
    text = format((Decimal(str(fraction)) * 100).normalize(), "f")
    return (text.replace(".", ",") if lang == "it" else text) + " %"


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _table(solution, t: Words) -> TableView:
    """The table as it ended, from the canonical solution, drawn as the dealer sees it."""
    sc, out, answer = solution.scenario, solution.outcome, solution.answer
    status = answer.get("status", out.status)
    exhausted = bool(getattr(out, "exhausted", False))
    cancelled = status == "cancelled"
    bianco = status == "colpo_in_bianco"
    plays = not cancelled and not exhausted and "punto" in answer
    winner = answer.get("winner") if plays else None

    def side(key: str, where: str) -> SideView:
        cards = _cards(answer[key], t) if plays else ()
        pts = score_of(parse_card(c) for c in answer[key]) if plays else 0
        return SideView(
            name=t(f"card.winner.{key}"),
            where=t(where),
            cards=cards,
            has_cards=bool(cards),
            points=t("card.point" if pts == 1 else "card.points", n=pts) if plays else "",
            wins=winner == key,
            wins_label=t("card.wins"),
            empty=t("card.no_cards"),
        )

    if cancelled:
        hand_note = t("card.hand_cancelled")
    elif exhausted:
        hand_note = t("card.hand_exhausted")
    elif bianco:
        hand_note = t("card.hand_bianco")
    else:
        hand_note = ""

    set_aside = _cards(answer.get("set_aside", [str(c) for c in out.set_aside]), t)
    burned = _cards(answer.get("burned", [str(c) for c in out.burned]), t)
    was = sc.table.button
    goes = answer.get("button", was)
    button = t("card.button_stays", n=was) if goes == was else t("card.button_passes", was=was, goes=goes)
    return TableView(
        note=t("card.table_note"),
        banco=side("banco", "card.dealer_left"),
        punto=side("punto", "card.dealer_right"),
        has_hand_note=bool(hand_note),
        hand_note=hand_note,
        has_result=plays,
        announce=f"“{answer['announce']}”" if plays and "announce" in answer else "",
        result=t(f"card.result_{winner}") if winner else "",
        set_aside=set_aside,
        has_set_aside=bool(set_aside),
        burned=burned,
        has_burned=bool(burned),
        none=t("card.none"),
        button=button,
        dealer_reads=answer.get("reader") == DEALER,
        dealer_reads_text=t("card.dealer_reads"),
        seats=tuple(_seat(seat, answer, was, goes, cancelled or bianco, exhausted, t) for seat in sc.table.seats),
    )


def _seat(seat, answer: dict, was: int, goes: Any, returned: bool, exhausted: bool, t: Words) -> SeatView:
    n = seat.number
    stakes = tuple(
        t("card.stake", side=t(f"card.winner.{side}"), amount=getattr(seat, side))
        for side in ("punto", "banco", "egalite") if getattr(seat, side) is not None
    )
    tags = []
    if n == was and goes == was:
        tags.append(Tag(t("card.tag_button_stays"), "button-now"))
    else:
        if n == was:
            tags.append(Tag(t("card.tag_button_now"), "button-now"))
        if n == goes:
            tags.append(Tag(t("card.tag_button_next"), "button-next"))
    if answer.get("reader") == n:
        tags.append(Tag(t("card.tag_reader"), "reader"))
    if seat.temporary:
        tags.append(Tag(t("card.tag_temporary"), "temporary"))
    if not seat.has_stake:
        paid, css = t("card.paid_nothing"), "none"
    elif returned:
        paid, css = t("card.paid_returned"), "returned"
    elif exhausted or "payouts" not in answer:
        paid, css = t("card.paid_as_played"), "none"
    else:
        net = Decimal(str(answer["payouts"].get(str(n), answer["payouts"].get(n, 0))))
        paid = signed(net, t.lang)
        css = "won" if net > 0 else "lost" if net < 0 else "even"
    return SeatView(
        title=t("card.seat_title", n=n),
        stakes=stakes or (t("card.no_stake"),),
        temporary=seat.temporary,
        tags=tuple(tags),
        paid=paid,
        paid_css=css,
    )


# ---------------------------------------------------------------------------
# Rendering and writing.


def render_html(card: Scorecard) -> str:
    return environment().get_template("scorecard.html.j2").render(card=card, L=card.labels)


def render_markdown(card: Scorecard) -> str:
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


def write_scorecards(graded, report_dir: str, lang: str = "en", now: datetime | None = None) -> list[str]:
    """Write the HTML scorecard and its Markdown twin; return their paths.

    Files go to REPORT_DIR/scorecards/TRAINEE--SCENARIO--STAMP[-N].{html,md};
    an existing scorecard is never overwritten.
    """
    now = now or datetime.now().astimezone()
    card = build(graded, lang, now)
    html, md = render_html(card), render_markdown(card)
    folder = os.path.join(report_dir, SUBDIR)
    base = f"{slug(card.trainee, 'trainee')}--{slug(card.scenario_id, 'scenario')}--{now.strftime('%Y%m%d-%H%M%S')}"
    return write_new(folder, base, {".html": html, ".md": md})
