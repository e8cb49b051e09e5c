"""The scorecard of a sequence (FORMATS §5): a summary row per hand, and the hands a fault touched in full.

Which hands are shown in full, decision by decision: those a fault touched
(trainer.sequence.touched: the hand carried a fault, or the hand before
carried into it), the same rule by which `--quick` asks a hand in full.

Every other hand is clean: its summary row, and below it only the decisions
the trainee missed (none when it was answered right, and none listed when
the sheet left it blank: its row says "not answered"), so a mistake is
never hidden. The view model is frozen and every text in it is rendered; the
templates `sequence_card.html.j2` / `.md.j2` only loop and test booleans.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from datetime import datetime

from ..i18n import cite
from ..i18n.format import percent
from ..rulebook import find
from ..sequence.touched import Carried, carried_into, own_fault_articles, touched
from ..vocab import Article, Key, NextHand
from .page import Words, catalog_labels, environment, long_date, one_line
from .grade_text import unanswered
from .scorecard import DecisionView, Labels, decision_view, markdown_safe, shown_lines
from .table_view import card_views

from ..engine.grade import Decision, Grade
from ..engine.hand import HandSolution
from ..pipeline import Graded

TEMPLATES = ("sequence_card.html.j2", "sequence_card.md.j2")


@dataclass(frozen=True)
class SeqLabels:
    """The sequence scorecard's own labels, each from the catalog id "card.seq.<field name>"."""

    doc_title: str
    hands: str
    hands_note: str
    col_hand: str
    col_fault: str
    col_carried: str
    col_status: str
    col_score: str

    @classmethod
    def of(cls, lang: str) -> "SeqLabels":
        labels: SeqLabels = catalog_labels(cls, "card.seq.", lang)
        return labels


@dataclass(frozen=True)
class HandRow:
    """One hand's summary line."""

    number: int
    anchor: str  # "hand-3": the id of its detail section, "" when it has none
    has_anchor: bool
    fault: str
    carried: tuple[str, ...]  # why the hand is carried into, or the one "—"
    status: str
    score_text: str
    all_right: bool
    mark: str  # ✓ / ✗


@dataclass(frozen=True)
class HandDetail:
    """One hand's decisions below the summary: every one (a hand a fault touched) or only the missed ones."""

    number: int
    anchor: str
    title: str  # "Hand 3 of 7"
    reason: str  # why these decisions are shown
    full: bool
    decisions: tuple[DecisionView, ...]


@dataclass(frozen=True)
class SequenceScorecard:
    lang: str
    labels: Labels
    seq: SeqLabels
    page_title: str
    trainee: str
    scenario_id: str
    scenario_title: str
    hand_count: str
    articles: str
    has_description: bool
    description: str
    date: str
    sheet: str
    score_text: str
    passed: bool
    verdict: str
    verdict_mark: str
    pass_mark: str
    rows: tuple[HandRow, ...]
    details: tuple[HandDetail, ...]


# ---------------------------------------------------------------------------
# Which hands a fault touched


def carried_in(hands: tuple[HandSolution, ...], i: int, t: Words) -> tuple[str, ...]:
    """Why hand i (0-based) is carried into by the hand before it, in words; () when it is not."""
    sc = hands[i].hand
    words = {
        Carried.CARDS: lambda: t("card.seq.carried_cards", hand=i,
                                 cards=" ".join(c.text for c in card_views(sc.cards[:sc.carried], t))),
        Carried.BIANCO: lambda: t("card.seq.carried_bianco", hand=i),
        Carried.BUTTON: lambda: t("card.seq.carried_button", hand=i, seat=sc.table.button),
    }
    return tuple(words[why]() for why in carried_into(hands[i - 1] if i else None, hands[i]))


def shown_in_full(hands: tuple[HandSolution, ...], i: int) -> bool:
    """Whether hand i (0-based) is shown decision by decision: a fault touched it (trainer.sequence.touched,
    the rule `--quick` also asks by)."""
    return touched(hands[i - 1] if i else None, hands[i])


# ---------------------------------------------------------------------------
# Building the view model


def build_sequence(graded: Graded, lang: str = "en", now: datetime | None = None) -> SequenceScorecard:
    """The scorecard of one graded sequence sheet, every text rendered in `lang`."""
    solution, g = graded.graded()
    seq, hands = solution.scenario, solution.hands
    now = now or datetime.now().astimezone()
    t = Words(lang)
    rows, details = [], []
    for i, hand in enumerate(hands):
        n = i + 1
        decisions = g.of_hand(n)
        score = sum(d.ok for d in decisions)
        carried = carried_in(hands, i, t)
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
                full=full, decisions=tuple(_view(d, hand, t) for d in (decisions if full else missed)),
            ))
    return SequenceScorecard(
        lang=lang, labels=Labels.of(lang), seq=SeqLabels.of(lang),
        page_title=t("card.page_title", trainee=one_line(g.trainee), scenario=seq.id),
        trainee=one_line(g.trainee), scenario_id=seq.id, scenario_title=one_line(seq.title_in(lang)),
        hand_count=t("card.seq.hand_count", count=len(hands)),
        articles=cite(seq.articles, lang),
        has_description=bool(seq.description), description=one_line(seq.description_in(lang) or ""),
        date=long_date(now, t), sheet=os.path.basename(graded.path),
        score_text=t("card.score_of", score=g.score, max=g.max), passed=g.passed,
        verdict=t("card.passed" if g.passed else "card.failed"), verdict_mark="✓" if g.passed else "✗",
        pass_mark=_pass_mark(g, lang, t), rows=tuple(rows), details=tuple(details),
    )


def _view(d: Decision, hand: HandSolution, t: Words) -> DecisionView:
    """A decision as the one-hand scorecard shows it; in a colpo in bianco the hand before announced, an
    empty procedure reads "none", not "clean hand" (the hand is not clean: it is played without bets)."""
    view = decision_view(d, t)
    if d.key != Key.PROCEDURE or not hand.hand.in_bianco:
        return view
    none = shown_lines([t("card.none")])
    return replace(view, given=none if d.given == () else view.given, right=none if d.expected == () else view.right)


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


def _pass_mark(g: Grade, lang: str, t: Words) -> str:
    if g.pass_mark is None:
        return t("card.pass_mark_all")
    return t("card.pass_mark_value", percent=percent(g.pass_mark, lang))


# ---------------------------------------------------------------------------
# Rendering


def sequence_html(card: SequenceScorecard) -> str:
    return environment().get_template(TEMPLATES[0]).render(card=card, L=card.labels, S=card.seq)


def sequence_markdown(card: SequenceScorecard) -> str:
    safe = markdown_safe(card)
    return environment().get_template(TEMPLATES[1]).render(card=safe, L=safe.labels, S=safe.seq)
