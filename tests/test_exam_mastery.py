"""Mastery in an exam's pass rule (issue 22, item 5: "the adaptive planner, the class view and the exam's pass
rule use the same definition"): `pass.mastery` asks every article the exam covers to be mastered by the
exam's own graded decisions, as trainer.adaptive.mastery defines it; a draw that cannot satisfy it is refused
when the file is read, at FILE:LINE:COL; the certificate copies it; the end screen names it when it decides."""
from __future__ import annotations

import re

import json
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest
import yaml
from click.testing import CliRunner
from test_session import Scripted

from trainer.adaptive.mastery import MasteryRule, mastered
from trainer.cli import main
from trainer.engine.grade import grade
from trainer.exam.draw import exam_hands
from trainer.exam.load import load_exam
from trainer.exam.rule import decide, played_hands
from trainer.exam.schema import exam_schema
from trainer.exam.sitting import sit
from trainer.io.plain import answer_plain
from trainer.session import narrate, paths, questions
from trainer.session.hand_view import asked_beyond
from trainer.store import open_store
from trainer.store.keys import load_signing_key, new_key_pair
from trainer.vocab import NextHand
from trainer.yamlio.errors import Invalid

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "exams" / "venice-table.yaml"  # the bundled exam that asks for mastery (this tree's file)
ART1_10 = ROOT / "exams" / "venice-art1-10.yaml"
SEED = 7


def exam_text(path: Path = TABLE, **swap: str) -> str:
    text = path.read_text(encoding="utf-8").replace("seeds: [0, 9223372036854775807]", f"seeds: [{SEED}, {SEED}]")
    # a changed copy of a bundled exam is a school's own exam: it needs an id of its own (exam/load.py)
    text = re.sub(r"^id: (\S+)$", r"id: \1-school", text, count=1, flags=re.MULTILINE)
    for old, new in swap.items():
        assert old in text
        text = text.replace(old, new)
    return text


def written(tmp_path, text: str) -> str:
    path = tmp_path / "exam.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def refused(path: str) -> list[str]:
    with pytest.raises(Invalid) as bad:
        load_exam(path)
    return [str(p) for p in bad.value.problems]


def typed(hand_solution, answer) -> list[str]:
    """What a trainee types to give `answer` to a hand (as test_session.canonical_lines types the right one)."""
    story = narrate.story(hand_solution)
    ask = questions.Ask("en", hand_solution.hand.table, tuple(hand_solution.hand.cards[:story.listed]),
                        extra=asked_beyond(hand_solution))
    return paths.typed_answers(answer_plain(answer), ask)


# ---- the bundled exam that asks for it ----

def test_venice_table_asks_for_mastery_and_its_draw_always_gives_it_to_a_sitting_all_right():
    exam = load_exam(str(TABLE))
    assert exam.rule.mastery == MasteryRule(20, 2)
    assert exam.rule.plain()["mastery"] == {"last": 20, "scenarios": 2}
    jsonschema.validate(yaml.safe_load(TABLE.read_text(encoding="utf-8")), exam_schema())
    for seed in range(60):  # the seeds a sitting can draw: each all right masters every article it covers
        hands = exam_hands(exam, seed, "x")
        grades = [grade(h, [h.only_hand.answer], "T") for h in hands]
        played = played_hands(grades)
        assert all(mastered(played, a, exam.rule.mastery) for a in exam.articles), seed
        assert decide(exam, grades, True).passed


def test_an_exam_without_mastery_copies_the_rule_as_before():
    exam = load_exam(str(ART1_10))
    assert exam.rule.mastery is None and set(exam.rule.plain()) == {"min_fraction", "min_per_article", "red_lines"}


# ---- a draw that can never give it is refused when the file is read ----

def test_too_few_hands_of_an_article_are_refused_at_the_rules_line(tmp_path):
    path = written(tmp_path, exam_text(ART1_10) + "  mastery: {last: 10, scenarios: 3}\n")
    shown = refused(path)
    assert f"{path}:23:12: pass.mastery needs article 4's last 10 decisions from at least 3 different hands, but " \
           "hands.per_article deals 1 hand of it: give it at least 3 (per_article: {4: 3}), or lower " \
           "mastery.scenarios" in shown
    assert len(shown) == 9  # every article dealt fewer than three hands, the first (three hands) not among them


def test_a_draw_whose_hands_grade_too_many_decisions_each_is_refused(tmp_path):
    """Three hands of each article, but a hand of article 1 grades several decisions citing it: its last 10
    come from fewer than 3 hands however right they are."""
    counts = "{1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 3, 10: 3}"
    text = exam_text(ART1_10, **{"{1: 3, 2: 2, 3: 2, 4: 1, 5: 2, 6: 2, 7: 2, 8: 2, 9: 1, 10: 2}": counts})
    path = written(tmp_path, text + "  mastery: {last: 10, scenarios: 3}\n")
    [shown] = refused(path)
    assert shown.startswith(f"{path}:23:12: pass.mastery cannot always be met: dealt from seed {SEED} and answered "
                            "all right, the exam does not master article ")
    assert "more hands in hands.per_article, raise mastery.last, or lower mastery.scenarios" in shown


@pytest.mark.parametrize("value, where, words", [
    ("{last: 20, scenarios: 30}", (26, 34), "pass.mastery.scenarios (30) is more than last (20)"),
    ("{last: 20}", (26, 3), "pass.mastery has no 'scenarios'"),
    ("{last: 0, scenarios: 1}", (26, 19), "pass.mastery.last must be a number of decisions from 1"),
    ("hous", (26, 12), "did you mean 'house'?"),
    ("{last: 20, scenarios: 2, over: 1}", (26, 37), "unknown key 'over' in pass.mastery"),
])
def test_a_mastery_part_written_wrong_is_named_at_its_line_and_column(tmp_path, value, where, words):
    path = written(tmp_path, exam_text(**{"mastery: {last: 20, scenarios: 2}": f"mastery: {value}"}))
    shown = refused(path)
    assert any(s.startswith(f"{path}:{where[0]}:{where[1]}:") and words in s for s in shown), shown


def test_mastery_house_reads_the_houses_setting_when_the_exam_is_loaded(tmp_path, monkeypatch):
    path = written(tmp_path, exam_text(**{"mastery: {last: 20, scenarios: 2}": "mastery: house"}))
    monkeypatch.setenv("TRAINER_MASTERY", "20/2")
    assert load_exam(path).rule.plain()["mastery"] == {"last": 20, "scenarios": 2}  # copied as numbers
    monkeypatch.setenv("TRAINER_MASTERY", "10/3")  # the house's default: this draw cannot give it
    assert any("pass.mastery cannot always be met" in s for s in refused(path))
    monkeypatch.setenv("TRAINER_MASTERY", "ten")
    [shown] = refused(path)
    assert shown.startswith(f"{path}:26:12: pass.mastery: house reads the house's setting, and TRAINER_MASTERY "
                            "must be N/M")


def test_a_taglia_without_faults_cannot_master_the_card_articles(tmp_path):
    text = """\
id: t
title: {en: T, it: T}
articles: [1, premise]
hands: {draw: taglia, seeds: [1, 1], fault_rate: 0}
time_limit: 60
pass: {min_fraction: 0.9, mastery: {last: 10, scenarios: 3}}
"""
    path = written(tmp_path, text)
    [shown] = refused(path)
    assert shown.startswith(f"{path}:6:36: pass.mastery asks every article to be mastered, but with "
                            "hands.fault_rate 0 the taglia places no fault, so article 1 is never cited")
    load_exam(written(tmp_path, text.replace("fault_rate: 0", "fault_rate: 0.2")))


# ---- mastery decides a sitting ----

def wrong_once_in_article_11(exam) -> list[str]:
    """Every hand typed right, but for one decision citing article 11 in the last hand that cites it."""
    hands = exam_hands(exam, SEED, "any")
    last = max(i for i, h in enumerate(hands) if h.only_hand.explanation.of("next_hand").articles == (11,))
    right = hands[last].only_hand.answer
    wrong = replace(right, next_hand=next(v for v in NextHand if v != right.next_hand))
    return [line for i, h in enumerate(hands) for line in typed(h.only_hand, wrong if i == last else
                                                                 h.only_hand.answer)]


def test_an_italian_sitting_names_the_premise_premessa_and_never_art_premise(tmp_path):
    """The end screen's tally and deciding rule cite articles as the rest of the trainer does (trainee report,
    item 10): "premessa: N/N", "Art. 11", never "Art. premise" nor "Articolo premise"."""
    exam = load_exam(written(tmp_path, exam_text()))
    private, _, _ = new_key_pair(str(tmp_path / "keys"))
    s = Scripted(wrong_once_in_article_11(exam))
    with open_store(str(tmp_path / "r.sqlite")) as store:
        sit(exam, "T-1", "I-7", store, load_signing_key(private), lang="it", console=s.console,
            report_dir=str(tmp_path / "out"), seed=SEED)
    text = " ".join(s.text.split())
    assert "premessa: 121/121" in text and "Art. 11: 23/24" in text, text[-1500:]
    assert "Non padroneggiato, Art. 11:" in text
    assert "premise" not in text and "Art. premessa" not in text and "Articolo Art." not in text


def test_mastery_fails_a_sitting_right_everywhere_else(tmp_path):
    """One wrong decision citing article 11, in the last hand that cites it: 23 of 24 (96 %) holds the
    article's minimum and the overall fraction, no red line is crossed, every other article is right to the
    last decision; but article 11 is not mastered, and the exam fails by that rule."""
    exam = load_exam(written(tmp_path, exam_text()))
    private, public, _ = new_key_pair(str(tmp_path / "keys"))
    s = Scripted(wrong_once_in_article_11(exam))
    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
                   report_dir=str(tmp_path / "out"), seed=SEED)
    outcome = done.outcome
    assert outcome is not None and not outcome.passed and outcome.rule == "mastery" and done.exit_code == 1
    tallies = dict(outcome.articles)
    assert (tallies[11].decisions - tallies[11].right, outcome.max - outcome.score) == (1, 1)
    assert all(t.right == t.decisions for a, t in tallies.items() if a != 11)
    assert tallies[11].fraction >= 0.8 and outcome.score / outcome.max >= 0.9
    text = " ".join(s.text.split())
    assert "FAILED" in text and (f"Not mastered, Art. 11: its last 20 decisions in the exam must all be right "
                                 f"and come from at least 2 different hands (23 of its 24 decisions were right).") \
        in text
    assert "premise: 121/121" in text and "Art. premise" not in text
    assert done.certificate is None and done.outcome_record is not None
    assert done.outcome_record.answer["rule"] == "mastery"
    assert done.outcome_record.answer["pass_rule"]["mastery"] == {"last": 20, "scenarios": 2}


def test_a_pass_with_mastery_is_certified_with_it_and_verifies(tmp_path):
    exam = load_exam(written(tmp_path, exam_text()))
    private, public, _ = new_key_pair(str(tmp_path / "keys"))
    hands = exam_hands(exam, SEED, "any")
    s = Scripted([line for h in hands for line in typed(h.only_hand, h.only_hand.answer)])
    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
                   report_dir=str(tmp_path / "out"), seed=SEED)
    assert done.exit_code == 0 and done.certificate is not None
    assert "and every article mastered (its last 20 decisions right, from at least 2 different hands)" in \
        " ".join(s.text.split())
    cert = json.loads(Path(done.certificate).read_text(encoding="utf-8"))
    assert cert["pass_rule"]["mastery"] == {"last": 20, "scenarios": 2}
    out = CliRunner().invoke(main, ["certificate", "verify", done.certificate, "--public-key", public])
    assert out.exit_code == 0, out.output
    shown = CliRunner().invoke(main, ["certificate", "show", done.certificate])
    assert "Mastery: every article's last 20 decisions right, from at least 2 different hands." in shown.output


def test_a_changed_copy_of_a_bundled_exam_under_its_id_is_refused(tmp_path):
    """An inspector's attack: a file named venice-art1-10 with one seed and no red lines would put the bundled
    exam's name on its certificate; only the bundled file itself may carry a bundled id."""
    text = ART1_10.read_text(encoding="utf-8").replace("seeds: [0, 9223372036854775807]", "seeds: [7, 7]")
    [shown] = refused(written(tmp_path, text))
    assert shown == (f"{tmp_path / 'exam.yaml'}:3:5: id venice-art1-10 is the bundled exam's, and this file is not "
                     "that exam; give the school's own exam an id of its own, like venice-art1-10-school")
    same = tmp_path / "copy.yaml"
    same.write_bytes(ART1_10.read_bytes())  # the bundled exam's own bytes, copied: the same exam
    assert load_exam(str(same)).id == "venice-art1-10"
