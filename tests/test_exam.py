"""Exam files (issue 22, item 1): the bundled exams load, every mistake is named at FILE:LINE:COL with a
suggestion, the schema is the generator's and agrees with the loader, the hands are drawn from the seed
alone, and the pass rule decides in its order (red lines fail an exam at 99 %)."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest
import yaml

from trainer.engine.grade import Decision, Grade
from trainer.exam.draw import exam_hands
from trainer.exam.load import bundled_exams, find_exam, load_exam
from trainer.exam.rule import decide
from trainer.exam.schema import exam_schema, exam_schema_text
from trainer.vocab import Key
from trainer.yamlio.errors import Invalid

ROOT = Path(__file__).resolve().parent.parent
GOOD = """\
id: small
title: {en: A small exam, it: Un esame piccolo}
articles: [1, 9]
hands:
  seeds: [42, 42]
  per_article: {1: 1, 9: 1}
time_limit: 60
pass:
  min_fraction: 0.9
  min_per_article: {1: 0.5}
  red_lines:
    - {key: burned, articles: [1]}
"""


def test_both_bundled_exams_load_and_validate_against_the_schema():
    found = bundled_exams()
    assert set(found) == {"venice-art1-10", "venice-table"}
    for eid, path in found.items():
        exam = load_exam(path)
        assert exam.id == eid and exam.draw.count >= 10
        assert exam.rule.red_lines
        jsonschema.validate(yaml.safe_load(Path(path).read_text(encoding="utf-8")), exam_schema())
    table = load_exam(found["venice-table"])
    assert {11, 12, 14} <= set(table.articles)


def test_the_shipped_schema_is_the_generators():
    assert (ROOT / "trainer" / "schemas" / "exam.schema.json").read_text(encoding="utf-8") == exam_schema_text(), \
        "regenerate it with python -m trainer.exam.schema > trainer/schemas/exam.schema.json"


def test_a_good_file_loads(tmp_path):
    path = tmp_path / "small.yaml"
    path.write_text(GOOD, encoding="utf-8")
    exam = load_exam(str(path))
    assert exam.draw.seeds == (42, 42) and exam.draw.per_article == ((1, 1), (9, 1))
    assert exam.rule.plain() == {"min_fraction": 0.9, "min_per_article": {"1": 0.5},
                                 "red_lines": [{"key": "burned", "articles": [1]}]}
    assert len(exam.sha256) == 64
    assert find_exam(str(path)) == str(path)


@pytest.mark.parametrize("change, where, words", [
    ("time_limt: 60", (7, 1), "did you mean 'time_limit'?"),
    ("  per_artcle: {1: 1}", (6, 3), "did you mean 'per_article'?"),
    ("  per_article: {13: 1}", (6, 17), "1-12, 14 or premise"),
    ("  per_article: {2: 1}", (6, 17), "do not list"),
    ("  min_fraction: 1.5", (9, 17), "from 0 to 1"),
    ("    - {key: burnd, articles: [1]}", (12, 13), "did you mean 'burned'?"),
    ("  seeds: [42, 7]", (5, 15), "below item 1"),
])
def test_mistakes_are_named_at_their_line_and_column(tmp_path, change, where, words):
    lines = GOOD.splitlines()
    key = change.split(":")[0]
    base = {"time_limt": "time_limit", "  per_artcle": "  per_article"}.get(key, key)
    at = next(i for i, line in enumerate(lines) if line.split(":")[0] == base)
    lines[at] = change
    path = tmp_path / "bad.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(Invalid) as bad:
        load_exam(str(path))
    shown = [str(p) for p in bad.value.problems]
    assert any(s.startswith(f"{path}:{where[0]}:{where[1]}:") and words in s for s in shown), shown


def test_an_unknown_bundled_exam_is_named_with_a_suggestion():
    with pytest.raises(FileNotFoundError, match="did you mean 'venice-table'"):
        find_exam("venice-tabel")


def test_hands_depend_on_the_seed_only_and_cite_their_articles():
    exam = load_exam(bundled_exams()["venice-art1-10"])
    one, two = exam_hands(exam, 7, "aaaa"), exam_hands(exam, 7, "bbbb")
    assert [h.hands for h in one] == [h.hands for h in two]
    assert [h.scenario.sha256 for h in one] == [h.scenario.sha256 for h in two]
    assert [h.hands for h in exam_hands(exam, 8, "aaaa")] != [h.hands for h in one]
    assert len(one) == exam.draw.count
    for article, count in exam.draw.per_article:  # each article gets at least its hands
        assert sum(article in h.scenario.articles for h in one) >= count
    assert all("s7" not in h.scenario.id and h.scenario.id.startswith("exam-venice-art1-10-aaaa-") for h in one)


def _grade(decisions):
    return Grade("x", "T", tuple(decisions))


def _d(key, ok, *articles):
    return Decision(Key(key), ok, "v", "v", tuple(articles), "why")


def test_red_lines_fail_an_exam_at_99_percent():
    exam = load_exam(bundled_exams()["venice-art1-10"])
    right = [_d("status", True, 1) for _ in range(99)]
    passed = decide(exam, [_grade(right + [_d("status", False, 1)])], finished=True)
    assert passed.passed and passed.rule == "passed" and passed.score == 99 and passed.max == 100
    failed = decide(exam, [_grade(right), _grade([_d("burned", False, 1)])], finished=True)
    assert not failed.passed and failed.rule == "red_line"
    assert failed.detail["key"] == "burned" and failed.detail["hand"] == "2"
    # the same key under an article the red line does not name is an ordinary mistake
    assert decide(exam, [_grade(right + [_d("burned", False, "premise")])], finished=True).passed


def test_the_rule_decides_in_its_order():
    exam = load_exam(bundled_exams()["venice-art1-10"])
    right = [_d("status", True, 1) for _ in range(20)]
    assert decide(exam, [_grade(right)], finished=False).outcome == "failed-incomplete"
    low = decide(exam, [_grade(right + [_d("status", False, 2)] * 3)], finished=True)
    assert low.rule == "overall" and low.outcome == "failed"
    by_article = decide(exam, [_grade(right * 5 + [_d("status", False, 3)] * 3 + [_d("status", True, 3)])],
                        finished=True)
    assert by_article.rule == "article" and by_article.detail["article"] == "3"
    tallies = dict(by_article.articles)
    assert tallies[3].decisions == 4 and tallies[3].right == 1
    both = decide(exam, [_grade([_d("status", True, 10, 6)])], finished=True)
    assert dict(both.articles)[6].decisions == dict(both.articles)[10].decisions == 1
