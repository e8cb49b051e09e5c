"""Exams that deal one whole taglia (issue 22, item 1: "whole taglia or single hands"): `hands: {draw: taglia}`
read with FILE:LINE:COL messages; the taglia dealt from the seed by the shoe's Dealer, every hand asked as
it is in the taglia, through the exam's own sitting, each hand recorded as it is answered."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from test_session import Scripted, canonical_lines

from trainer.exam import load_exam
from trainer.exam.model import DRAW_TAGLIA
from trainer.exam.sitting import sit
from trainer.exam.taglia import deal_for_exam, taglia_deal
from trainer.shoe import DEFAULT_FAULT_RATE, Dealer
from trainer.exam.model import TAGLIA_FAULT_RATE
from trainer.store import open_store
from trainer.store.keys import load_signing_key, new_key_pair
from trainer.yamlio.errors import Invalid

ROOT = Path(__file__).resolve().parent.parent
SEED = 3
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


def test_every_hand_asked_answers_as_the_dealers_taglia(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    for seed in range(6):
        dealer, deal = deal_for_exam(exam, seed)
        same = Dealer(seed, 1, fault_rate=0.2, articles=exam.articles)
        while not same.over:
            same.deal()
        assert deal.dealt == len(same.hands) == len(dealer.hands)  # the whole taglia, to the mask
        expected = [d.played.solution.answer for n, d in enumerate(same.hands, 1) if n not in deal.skipped]
        assert [h.only_hand.answer for h in deal.hands] == expected
        # Only a colpo in bianco the hand before announced is left out (a one-hand scenario cannot be one).
        assert all(same.hands[n - 1].played.hand.in_bianco for n in deal.skipped)
        assert len(deal.skipped) <= deal.dealt // 10


def test_the_hands_ids_name_the_attempt_and_place_not_the_seed(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    deal = taglia_deal(exam, SEED, "a1b2")
    ids = [h.scenario.id for h in deal.hands]
    assert ids[0] == "exam-taglia-exam-a1b2-01" and all(i.startswith("exam-taglia-exam-a1b2-") for i in ids)
    assert all(h.single for h in deal.hands) and len({h.scenario.sha256 for h in deal.hands}) == 1


def test_a_taglia_exam_is_sat_and_recorded_hand_by_hand(tmp_path):
    exam = load_exam(write(tmp_path, TAGLIA))
    private, _, _ = new_key_pair(str(tmp_path / "keys"))
    deal = taglia_deal(exam, SEED, "any")
    s = Scripted([line for hand in deal.hands for line in canonical_lines(hand)])
    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
                   report_dir=str(tmp_path / "out"), seed=SEED)
    assert done.exit_code == 0 and done.outcome is not None and done.outcome.passed and "PASSED" in s.text
    with open_store(str(tmp_path / "r.sqlite"), read_only=True) as store:
        recs = list(store.records())
    assert len(recs) == len(deal.hands) + 1 and all(r.origin == "exam" and r.signed for r in recs)
    outcome = recs[-1].answer
    assert isinstance(outcome, dict) and outcome["planned"] == len(deal.hands)
    assert outcome["taglia"] == {"dealt": deal.dealt, "skipped": list(deal.skipped), "fault_rate": 0.2}
    assert done.certificate is not None
    words = (f"The taglia had {deal.dealt} hands; not asked (a colpo in bianco the hand before announced, R20): "
             + ", ".join(map(str, deal.skipped)) if deal.skipped else f"The taglia had {deal.dealt} hands; "
             f"{len(deal.hands)} were asked.")
    assert words in " ".join(s.text.split()), s.text[-600:]
