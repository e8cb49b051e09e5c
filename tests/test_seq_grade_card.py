"""The scorecard of a sequence: a summary per hand, the hands a fault touched in full (and pinned which
those are), the Markdown twin, both languages, gold files.

`UPDATE_GOLD=1 pytest tests/test_seq_grade_card.py` rewrites the gold files (read the diff).
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
from datetime import datetime, timedelta, timezone

import pytest

from test_sequence import HAND_A, MASK_TAIL, TAIL, sequence_text
from conftest import plain
from trainer.engine.grade import grade
from trainer.engine.solve import Solution, solve
from trainer.io.plain import answer_from_plain
from trainer.money import dumps
from trainer.pipeline import Graded
from trainer.report.conclude import conclude
from trainer.report import scorecard as card
from trainer.sequence.load import load_any
from trainer.sheet.model import AnswerSheet

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLD = os.path.join(ROOT, "tests", "gold")
NOW = datetime(2025, 3, 14, 9, 30, 5, tzinfo=timezone(timedelta(hours=1)))
DATE = re.compile(r"\b\d{1,2} [a-zA-Z]+ \d{4}, \d\d:\d\d(?: UTC(?:[+-]\d\d:\d\d)?)?")
EXTRA = ["4C", "5H", "6S", "7C", "8H"]
BIANCO_HANDS = ["{fault: {kind: extra_card, after: 4, seen: true}}", "{bets: {2: {banco: 300}}}", "{}", "{}"]


def solved(hands: list[str], cards: list[str] | None = None, **kw) -> Solution:
    seq = load_any("seq.yaml", sequence_text(cards or HAND_A + TAIL + EXTRA, hands, **kw).encode())
    return solve(seq)


def graded(sol: Solution, change=None, trainee: str = "T-0042") -> Graded:
    hands = json.loads(dumps(plain(sol)["answer"]))["hands"]
    if change:
        change(hands)
    sheet = AnswerSheet(sol.scenario.id, trainee, {"hands": hands})
    return Graded("sheets/t-0042.answer.yaml", sheet, sol, grade(sol, [answer_from_plain(h) for h in hands], trainee))


def full_hands(sol: Solution) -> list[int]:
    return [n for n in range(1, len(sol.hands) + 1) if card.shown_in_full(sol.hands, n - 1)]


def with_mistakes(hands: list[dict]) -> None:
    hands[0]["button"] = 2  # the button passes after hand 1
    hands[1]["procedure"] = ["announce_colpo_in_bianco"]  # announced by hand 1, not again (R20)
    hands[2]["announce"] = "Punto 6, Banco 9"  # Punto first
    hands[3]["reader"] = 2  # seat 2 bets on Banco now: the dealer reads


BIANCO = solved(BIANCO_HANDS)
PERFECT = graded(BIANCO)
FAILED = graded(BIANCO, with_mistakes)


# ---------------------------------------------------------------------------
# Which hands are shown in full (pinned: module doc of trainer.report.scorecard)


def test_a_fault_the_colpo_in_bianco_it_announced_and_the_hand_after_the_held_button_are_shown_in_full():
    assert full_hands(BIANCO) == [1, 2, 3]
    c = card.build(PERFECT, "en", NOW)
    assert [r.fault for r in c.rows] == ["Art. 1: An extra card; a card seen", "none", "none", "none"]
    assert c.rows[1].carried == ("opens with the cards set aside in hand 1: 2♥ (R19)",
                                 "the colpo in bianco that hand 1 announced (R20)")
    assert c.rows[2].carried == ("the button stayed at seat 5 after hand 2 (R21)",)
    assert c.rows[3].carried == ("—",)
    assert [r.status for r in c.rows] == ["valid", "colpo in bianco", "valid", "valid"]
    assert [r.score_text for r in c.rows] == ["12 of 12", "10 of 10", "12 of 12", "12 of 12"]
    # The clean hand, answered right, has its row only.
    assert [(d.number, d.full, len(d.decisions)) for d in c.details] == [(1, True, 12), (2, True, 10), (3, True, 12)]
    assert [r.has_anchor for r in c.rows] == [True, True, True, False]


def test_a_clean_hand_with_a_mistake_shows_only_the_decisions_missed():
    c = card.build(FAILED, "en", NOW)
    four = c.details[-1]
    assert (four.number, four.full, [d.key for d in four.decisions]) == (4, False, ["reader"])
    assert four.reason == "A clean hand: only the decisions missed."
    assert [r.mark for r in c.rows] == ["✗"] * 4 and c.score_text == "42 of 46" and not c.passed


def test_a_clean_hand_left_blank_says_so_in_its_row_and_lists_nothing():
    c = card.build(graded(BIANCO, lambda hands: hands.pop()), "en", NOW)
    assert c.rows[3].score_text == "0 of 12, not answered" and not c.rows[3].has_anchor
    assert [d.number for d in c.details] == [1, 2, 3]


def test_an_unseen_extra_card_carries_into_the_next_hand_only():
    sol = solved(["{fault: {kind: extra_card, after: 4, seen: false}}", "{}", "{}"])
    assert full_hands(sol) == [1, 2]  # hand 2 opens with 2H; the button passed after it


@pytest.mark.parametrize("rule, shown", [("stay", [1, 2]), ("pass", [1])])
def test_the_hand_after_a_cancelled_hand_is_carried_into_only_when_the_button_stays(rule, shown):
    sol = solved(["{fault: {kind: reversed_distribution, cards: [1], reconstructible: false}}", "{}", "{}"],
                 house=f"house: {{button_after_cancel: {rule}}}\n")
    assert full_hands(sol) == shown  # the burned cards are gone (R18): that alone carries nothing


def test_the_top_card_seen_in_the_sabot_holds_the_button_for_the_next_hand():
    sol = solved(["{fault: {kind: exposed_card, card: 1, where: sabot}}", "{}", "{}"])
    assert full_hands(sol) == [1, 2]


def test_the_mask_coming_out_is_the_fault_of_its_hand():
    sol = solved(["{}", "{}"], HAND_A + MASK_TAIL, mask=8)
    assert full_hands(sol) == [2]
    c = card.build(graded(sol), "en", NOW)
    assert c.rows[1].fault == "Art. 5: The mask: the last hand of the taglia"
    assert c.rows[1].status == "valid; last hand of the taglia"


# ---------------------------------------------------------------------------
# The view model, the pages


def test_the_view_model_is_frozen_and_ready_made():
    c = card.build(FAILED, "it", NOW)
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.rows[0].fault = "x"  # type: ignore[misc]

    def walk(value):
        if dataclasses.is_dataclass(value):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))
        elif isinstance(value, tuple):
            for v in value:
                walk(v)
        else:
            assert isinstance(value, (str, int, bool)), value

    walk(c)
    assert c.rows[1].status == "colpo in bianco" and c.rows[0].status == "valido"
    assert c.details[0].title == "Colpo 1 di 4"


def test_a_sequence_has_the_one_hand_view_model_and_templates():
    c = card.build(FAILED, "en", NOW)
    assert c.is_sequence and c.tables == () and c.hand_count == "4 hands from one sabot"
    assert c.doc_title == "Training record: a sequence of hands" and c.score == 42 and c.max == 46
    assert [d.key for d in c.decisions] == [d.key for h in c.details for d in h.decisions]
    assert card.TEMPLATES == ("scorecard.html.j2", "scorecard.md.j2")


def test_markup_in_the_trainee_id_is_escaped_in_both_pages(tmp_path):
    evil = "<b>*x*</b>|"
    paths = conclude(graded(BIANCO, trainee=evil), str(tmp_path), "en", now=NOW)
    html = open(next(p for p in paths if p.endswith(".html")), encoding="utf-8").read()
    md = open(next(p for p in paths if p.endswith(".md")), encoding="utf-8").read()
    assert "<b>*x*" not in html and "&lt;b&gt;*x*&lt;/b&gt;|" in html
    assert r"\<b\>\*x\*\</b\>\|" in md


def test_conclude_writes_the_sequence_scorecards(tmp_path):
    paths = conclude(FAILED, str(tmp_path), "en", now=NOW)
    assert sorted(os.path.splitext(p)[1] for p in paths) == [".html", ".md"]
    html = open(next(p for p in paths if p.endswith(".html")), encoding="utf-8").read()
    assert html.count('<section class="hand"') == 4 and 'href="#hand-4"' in html


def scrub(text: str) -> str:
    return DATE.sub("[date]", text)


GOLD_CASES = [("en", ".html"), ("en", ".md"), ("it", ".html"), ("it", ".md")]


@pytest.mark.parametrize("lang, ext", GOLD_CASES, ids=["-".join(c) for c in GOLD_CASES])
def test_sequence_scorecard_matches_gold_file(tmp_path, lang, ext):
    paths = conclude(FAILED, str(tmp_path), lang, now=NOW)
    with open(next(p for p in paths if p.endswith(ext)), encoding="utf-8") as fh:
        got = scrub(fh.read())
    assert "[date]" in got
    gold = os.path.join(GOLD, f"sequence-mistakes.{lang}{ext}")
    if os.environ.get("UPDATE_GOLD") or not os.path.exists(gold):
        existed = os.path.exists(gold)
        with open(gold, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(got)
        if not existed and not os.environ.get("UPDATE_GOLD"):
            pytest.fail(f"wrote {gold}: read it by hand, then run again")
    with open(gold, encoding="utf-8") as fh:
        assert got == fh.read()

