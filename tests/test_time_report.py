"""Time in the scorecard (issue 20, item 9): per decision and per hand, median and slowest, from the sheet's
`times`; nothing of it on a sheet without times (the gold files stay as they are)."""
from __future__ import annotations

import dataclasses
import os

import pytest

from test_scorecard import FAILED, NOW, PERFECT
from test_seq_grade_card import FAILED as SEQ_FAILED
from trainer.report import scorecard as sc
from trainer.report.timing import FAILS, TimeLimit, fail_late, hand_times, late_hands, spread

ONE = {"procedure": 4.0, "announce": 2.5, "payouts": 12.25, "burned": 1.0}


def timed(graded, times):
    return dataclasses.replace(graded, sheet=dataclasses.replace(graded.sheet, times=times))


def test_a_sheet_without_times_shows_no_time():
    card = sc.build(PERFECT, "en", NOW)
    assert not card.has_times and not card.has_late and card.times == ()
    assert "Time" not in sc.scorecard_markdown(card)


@pytest.mark.parametrize("lang, decision, hand, seconds", [
    ("en", "per decision: median 3.2 s, slowest 12 s (Payouts)", "the hand: 20 s", "Time:** 12 s"),
    ("it", "per decisione: mediana 3,2 s, la più lenta 12 s (Pagamenti)", "il colpo: 20 s", "Tempo:** 12 s"),
])
def test_one_hand_shows_its_decisions_median_and_slowest(lang, decision, hand, seconds):
    card = sc.build(timed(FAILED, ONE), lang, NOW)
    assert card.has_times and card.times == (decision, hand)
    md, html = sc.scorecard_markdown(card), sc.scorecard_html(card)
    assert seconds in md
    assert decision in html and f'<p class="time">{card.time_label}: 12 s</p>' in html
    assert f"| **{card.time_label}** | {decision}; {hand} |" in md


def test_a_sequence_shows_per_decision_and_per_hand():
    hands = [{"button": 3.0, "status": 1.0}, {"procedure": 30.0}, {"announce": 2.0, "winner": 2.0}, {}]
    card = sc.build(timed(SEQ_FAILED, {"hands": hands}), "en", NOW)
    assert card.times == ("per decision: median 2.0 s, slowest 30 s (Procedure, hand 2)",
                          "per hand: median 4.0 s, slowest 30 s (hand 2)")


def test_the_time_limit_is_always_said_with_the_late_hands():
    hands = [{"button": 3.0}, {"procedure": 30.0}, {"announce": 2.0}, {}]
    graded = timed(SEQ_FAILED, {"hands": hands})
    card = sc.build(graded, "en", NOW, TimeLimit(20))
    assert card.late == "20 s a hand, a late hand counts as answered; late: hand 2"
    assert card.late in sc.scorecard_markdown(card) and card.late in sc.scorecard_html(card)
    assert sc.build(graded, "it", NOW, TimeLimit(60, FAILS)).late == (
        "60 s a colpo, le decisioni di un colpo in ritardo sono sbagliate; nessun colpo in ritardo")


def test_a_late_hand_fails_only_when_the_house_says_so():
    hands = hand_times({"hands": [{"button": 3.0}, {"procedure": 30.0}, {}, {}]})
    g = SEQ_FAILED.grade
    assert late_hands(hands, TimeLimit(20)) == (2,)
    assert fail_late(g, (2,), TimeLimit(20)) is g
    failed = fail_late(g, (2,), TimeLimit(20, FAILS))
    assert not any(d.ok for d in failed.of_hand(2)) and failed.of_hand(1) == g.of_hand(1)
    assert failed.score == g.score - sum(d.ok for d in g.of_hand(2))


def test_times_that_are_not_numbers_are_left_out():
    assert hand_times({"a": 1, "b": "x", "c": True}) == ({"a": 1.0},)
    assert hand_times({}) == () and spread([]) is None


# ---- issue 20, item 8: one form of card per scorecard ---------------------------------------------------------

import glob
import re

from trainer.engine.grade import grade
from trainer.engine.solve import solve
from trainer.pipeline import Graded
from trainer.scenario.load import load

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = re.compile(r"(?<![\w-])(?:10|[2-9AJQK])[HDCS](?![\w-])")


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.yaml"))), ids=os.path.basename)
def test_no_card_code_beside_the_symbols_in_any_bundled_scenarios_scorecard(path):
    solution = solve(load(path))
    g = grade(solution, (solution.only_hand.answer,), "T-1")
    wrong = grade(solution, ({},), "T-1")  # every decision missed: the verdicts speak too
    for graded in (Graded("x.yaml", None, solution, g), Graded("x.yaml", None, solution, wrong)):
        for lang in ("en", "it"):
            card = sc.build(graded, lang, NOW)
            text = " ".join(d.why + " " + d.verdict for d in card.decisions)
            assert not CODE.findall(text), (lang, CODE.findall(text))


def test_a_description_writing_cards_as_codes_shows_them_with_symbols():
    scenario = dataclasses.replace(PERFECT.solution.scenario, description="Burn (R23): 6S turned, then 9C 10D; X-10H stays")
    graded = dataclasses.replace(PERFECT, solution=dataclasses.replace(PERFECT.solution, scenario=scenario))
    card = sc.build(graded, "en", NOW)
    assert card.description == "Burn (R23): 6♠ turned, then 9♣ 10♦; X-10H stays"
