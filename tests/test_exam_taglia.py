"""Exams that deal one whole taglia (issue 22, item 1: "whole taglia or single hands"): `hands: {draw: taglia}`
read with FILE:LINE:COL messages; the taglia dealt from the seed by the shoe's Dealer, every hand asked as
it is in the taglia, through the exam's own sitting, each hand recorded as it is answered."""
from __future__ import annotations

import json
import os
import time
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest
import yaml
from test_session import Scripted, canonical_lines

from trainer.exam import load_exam
from trainer.exam.model import DRAW_TAGLIA
from trainer.exam.sitting import sit
from trainer.exam.taglia import taglia_deal
from trainer.session.console import Console
from trainer.shoe import DEFAULT_FAULT_RATE, Dealer
from trainer.exam.model import TAGLIA_FAULT_RATE
from trainer.store import open_store
from trainer.store.keys import load_signing_key, new_key_pair
from trainer.yamlio.errors import Invalid

ROOT = Path(__file__).resolve().parent.parent
SEED = 0  # a rigged taglia: it holds a colpo in bianco and the hand that announced it (tested below)
TAGLIA = f"""\
id: taglia-exam
title: {{en: One taglia, it: Una taglia}}
articles: [1, 2, 3, 5]
hands:
  draw: taglia
  seeds: [{SEED}, {SEED}]
  fault_rate: 0.2
time_limit: 120
pass:
  min_fraction: 0.9
  red_lines:
    - {{key: burned, articles: [1]}}
"""


def write(tmp_path, text, name="t.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_taglia_exam_loads_and_validates_against_the_schema(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    assert exam.draw.kind == DRAW_TAGLIA and exam.draw.fault_rate == 0.2 and exam.draw.per_article == ()
    schema = json.loads((ROOT / "trainer" / "schemas" / "exam.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load(TAGLIA), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(yaml.safe_load(TAGLIA.replace("  fault_rate: 0.2", "  per_article: {1: 2}")), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(yaml.safe_load(TAGLIA.replace("  draw: taglia\n", "")), schema)


def test_the_default_fault_rate_is_the_shoes():
    assert TAGLIA_FAULT_RATE == DEFAULT_FAULT_RATE


@pytest.mark.parametrize("change, where, words", [
    ("  fault_rate: 0.2\n  per_article: {1: 2}", (8, 3), "hands.per_article is for single hands"),
    ("  fault_rate: 0.2\n  level: 2", (8, 3), "hands.level is for single hands"),
    ("  fault_rate: 1.5", (7, 15), "from 0 to 1"),
    ("  fault_rate: 0.2\n  fault_rat: 0.1", (8, 3), "did you mean 'fault_rate'?"),
])
def test_a_taglia_exams_mistakes_are_named_at_their_line_and_column(tmp_path, change, where, words):
    path = write(tmp_path, TAGLIA.replace("  fault_rate: 0.2", change))
    with pytest.raises(Invalid) as bad:
        load_exam(path)
    shown = [str(p) for p in bad.value.problems]
    assert any(s.startswith(f"{path}:{where[0]}:{where[1]}:") and words in s for s in shown), shown


@pytest.mark.parametrize("text, where, words", [
    (TAGLIA.replace("  draw: taglia\n", "  draw: single\n"), (6, 3), "fault_rate is a whole taglia's"),
    (TAGLIA.replace("  draw: taglia\n", ""), (4, 1), "needs per_article with draw: single"),
    (TAGLIA.replace("  draw: taglia\n", "  draw: tagila\n"), (4, 9), "did you mean 'taglia'?"),
])
def test_single_hands_need_per_article_and_take_no_fault_rate(tmp_path, text, where, words):
    path = write(tmp_path, text)
    with pytest.raises(Invalid) as bad:
        load_exam(path)
    shown = [str(p) for p in bad.value.problems]
    assert any(s.startswith(f"{path}:") and words in s for s in shown), shown


def rigged(exam, seed=SEED):
    """The taglia of `seed` as the shoe's Dealer deals it for `exam`, hand by hand."""
    dealer = Dealer(seed, 1, fault_rate=exam.draw.fault_rate, articles=exam.articles)
    while not dealer.over:
        dealer.deal()
    return dealer.hands


def bianco(exam) -> int:
    """The first hand of the rigged taglia that is the colpo in bianco the hand before announced (R20)."""
    return next(n for n, d in enumerate(rigged(exam), 1) if d.played.hand.in_bianco)


def test_the_rigged_taglia_holds_a_colpo_in_bianco_and_the_hand_that_announced_it(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    hands = rigged(exam)
    n = bianco(exam)
    assert 1 < n < len(hands) and hands[-1].played.after.ended_in == len(hands)
    assert str(hands[n - 2].played.solution.answer.next_hand) == "colpo_in_bianco"
    assert str(hands[n - 1].played.solution.answer.status) == "colpo_in_bianco"


def test_every_hand_of_the_taglia_is_asked_as_the_sequence_plays_it(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    for seed in range(4):
        deal = taglia_deal(exam, seed, "x")
        same = rigged(exam, seed)
        assert deal.dealt == len(same) and [h.number for h in deal.hands] == list(range(1, len(same) + 1))
        assert [h.solution.only_hand.answer for h in deal.hands] == [d.played.solution.answer for d in same]
        # The colpo in bianco is asked too, with what the hand before left it: no stakes, the button kept.
        for h, d in zip(deal.hands, same):
            assert h.played.hand.in_bianco == d.played.hand.in_bianco
            assert h.played.hand.table == d.played.hand.table and h.played.hand.carried == d.played.hand.carried


def test_the_hands_ids_name_the_attempt_and_place_not_the_seed(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    deal = taglia_deal(exam, SEED, "a1b2")
    ids = [h.solution.scenario.id for h in deal.hands]
    assert ids[0] == "exam-taglia-exam-a1b2-01" and all(i.startswith("exam-taglia-exam-a1b2-") for i in ids)
    assert all(h.solution.single for h in deal.hands)
    assert len({h.solution.scenario.sha256 for h in deal.hands}) == 1


def _files_holding(root, needles) -> list[str]:
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            text = Path(path).read_text(encoding="utf-8", errors="replace")
            found += [f"{path}: {n}" for n in needles if n in text]
    return found


def test_a_taglia_exam_asks_every_hand_and_records_each_as_it_is_answered(tmp_path):
    """The colpo in bianco too, headed by its place in the taglia; no hand's cards on disk before it is
    answered; one record per hand, written as it is answered."""
    exam = load_exam(write(tmp_path, TAGLIA))
    private, _, _ = new_key_pair(str(tmp_path / "keys"))
    deal = taglia_deal(exam, SEED, "any")
    b = bianco(exam)
    lines = [[line for line in canonical_lines(h.solution)] for h in deal.hands]
    queue = [(n, line) for n, hand in enumerate(lines, 1) for line in hand]
    out: list[str] = []
    store_path = str(tmp_path / "r.sqlite")
    seen_records: dict[int, int] = {}
    report_dir = tmp_path / "out"

    def read(prompt):
        out.append(prompt)
        if not queue:
            raise EOFError()
        n, line = queue.pop(0)
        if n == b or n == b - 1:  # the pair: nothing of this hand or any later one is on disk yet
            later = [", ".join(str(c) for c in h.played.hand.cards[:4]) for h in deal.hands[n - 1:]]
            assert not _files_holding(tmp_path, later), n
        if n not in seen_records:  # the records there are as hand n is first asked
            with open_store(store_path, read_only=True) as store:
                seen_records[n] = len(list(store.records()))
        return line

    with open_store(store_path) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=Console(read=read,
                   write=out.append), report_dir=str(report_dir), seed=SEED)
    text = "\n".join(out)
    assert done.exit_code == 0 and done.outcome is not None and done.outcome.passed and "PASSED" in text
    assert f"Hand {b} of the taglia · " in text and f"Hand {b - 1} of the taglia · " in text
    assert seen_records[b] == b - 1 and seen_records[b + 1] == b  # each hand recorded once it is answered
    with open_store(store_path, read_only=True) as store:
        recs = list(store.records())
    assert len(recs) == deal.dealt + 1 and all(r.origin == "exam" and r.signed for r in recs)
    expected = [{d["key"]: d["expected"] for d in r.decisions} for r in recs[:-1]]  # in the taglia's order
    assert [r.scenario.rsplit("-", 1)[1] for r in recs[:-1]] == [f"{n:02d}" for n in range(1, deal.dealt + 1)]
    assert expected[b - 2]["next_hand"] == "colpo_in_bianco" and expected[b - 1]["status"] == "colpo_in_bianco"
    assert all(d["ok"] for r in recs[:-1] for d in r.decisions)
    outcome = recs[-1].answer
    assert isinstance(outcome, dict) and outcome["planned"] == deal.dealt
    assert outcome["taglia"] == {"dealt": deal.dealt, "fault_rate": 0.2}  # no hand left out, none to name
    assert done.certificate is not None
    assert f"The taglia had {deal.dealt} hands, each asked in its order." in " ".join(text.split())


def test_the_time_limit_holds_for_each_hand_of_the_taglia(tmp_path):
    exam = replace(load_exam(write(tmp_path, TAGLIA)), time_limit=1)
    private, _, _ = new_key_pair(str(tmp_path / "keys"))
    deal = taglia_deal(exam, SEED, "any")
    b = bianco(exam)
    lines = [canonical_lines(h.solution) for h in deal.hands]
    lines[b - 1] = [lines[b - 1][0], "SLOW"]  # its status answered, then too long over the next question
    queue = [line for hand in lines for line in hand]
    out: list[str] = []
    slept_out: list[bool] = []

    def read(prompt):
        out.append(prompt)
        if not queue:
            raise EOFError()
        line = queue.pop(0)
        if line == "SLOW":  # the trainee thinks too long over the colpo in bianco: the alarm ends the wait
            time.sleep(5)
            slept_out.append(True)  # reached only if the alarm did not end the wait
        return line

    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=Console(read=read,
                   write=out.append), report_dir=str(tmp_path / "out"), seed=SEED)
    assert not slept_out  # the alarm cut the wait at one second: the sleep never ran out
    assert "Time is up for this hand (1 second)" in "\n".join(out)
    with open_store(str(tmp_path / "r.sqlite"), read_only=True) as store:
        recs = list(store.records())
    assert len(recs) == deal.dealt + 1 and recs[-1].answer["late"] == [b]
    late = recs[b - 1]
    assert late.scenario.endswith(f"-{b:02d}")
    assert sum(d["ok"] for d in late.decisions) == 1 < len(late.decisions)  # only its status was answered
    assert all(d["ok"] for r in recs[b:-1] for d in r.decisions)  # the hands after it asked as before
