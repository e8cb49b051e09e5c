"""Sequence answer sheets (FORMATS §5): read at each hand, graded hand by hand, `trainer grade` text and JSON.

The sequences are those of tests/test_sequence.py, written to a scenarios
folder of each test's own; their hands are reckoned there.
"""
from __future__ import annotations

import copy
import json
import os
from decimal import Decimal

import pytest
import yaml
from click.testing import CliRunner

from test_sequence import HAND_A, TAIL, sequence_text
from trainer.cli import main
from conftest import plain
from trainer.engine.grade import grade, grade_hand
from trainer.engine.solve import Solution, solve
from trainer.io.plain import answer_from_plain
from trainer.money import dumps
from trainer.pipeline import ScenarioIndex, grade_files
from trainer.sequence.load import load_any
from trainer.sheet.load import load_sheet
from trainer.yamlio.errors import Invalid

EXTRA = ["4C", "5H", "6S", "7C", "8H"]
# Hand 1: an extra card seen (set aside, colpo in bianco announced); hand 2: that colpo in bianco, listing
# new bets for seat 2; hand 3: those bets played; hand 4: a clean hand.
BIANCO_HANDS = ["{fault: {kind: extra_card, after: 4, seen: true}}", "{bets: {2: {banco: 300}}}", "{}", "{}"]
SID = "seq-test"


def scenario(tmp_path, text: str | None = None, name: str = "seq.yaml") -> str:
    folder = tmp_path / "scenarios"
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text or sequence_text(HAND_A + TAIL + EXTRA, BIANCO_HANDS), encoding="utf-8")
    return str(folder)


def solution_of(folder: str) -> Solution:
    sol = ScenarioIndex(folder).get(SID)
    assert sol is not None and not sol.single
    return sol


def canonical_hands(folder: str) -> list[dict]:
    """The canonical answers as plain YAML data (what a perfect sheet holds)."""
    return json.loads(dumps(plain(solution_of(folder))["answer"]))["hands"]


def sheet(tmp_path, hands, name: str = "t.answer.yaml", trainee: str = "T-1", **top) -> str:
    path = tmp_path / name
    path.write_text(yaml.safe_dump({"scenario": SID, "trainee": trainee, "answer": {"hands": hands}, **top},
                                   sort_keys=False, allow_unicode=True), encoding="utf-8")
    return str(path)


def grade_cli(*args):
    return CliRunner().invoke(main, ["grade", "--no-record", *args])


def graded_json(folder, path, tmp_path, *more):
    result = grade_cli("--json", "--scenarios", folder, "--report-dir", str(tmp_path / "rep"), path, *more)
    return result, json.loads(result.stdout.splitlines()[0])


# ---------------------------------------------------------------------------
# Reading sequence sheets


def test_a_sequence_sheet_reads_each_hand_and_a_blank_hand_is_an_empty_answer(tmp_path):
    path = tmp_path / "s.answer.yaml"
    path.write_text("scenario: seq-test\ntrainee: T-1\nanswer:\n  hands:\n"
                    "  - {status: valid, punto: [7h, 3D], payouts: {2: -100, 5: 47.25}}\n"
                    "  -\n"
                    "  - {}\n"
                    "times:\n  hands: [{status: 2.5}, {}]\n", encoding="utf-8")
    s = load_sheet(str(path))
    assert s.is_sequence and len(s.hands) == 3
    assert s.hands[0]["punto"] == ["7H", "3D"]
    assert s.hands[0]["payouts"] == {"2": Decimal(-100), "5": Decimal("47.25")}  # as written, not a float
    assert s.hands[1] == {} and s.hands[2] == {}
    assert s.times == {"hands": [{"status": 2.5}, {}]}


def test_a_one_hand_sheet_is_read_as_before(tmp_path):
    path = tmp_path / "s.answer.yaml"
    path.write_text("scenario: x\ntrainee: T-1\nanswer: {status: valid}\n", encoding="utf-8")
    s = load_sheet(str(path))
    assert not s.is_sequence and s.hands == () and s.answer == {"status": "valid"}


def test_problems_in_a_sequence_sheet_are_said_at_the_hand(tmp_path):
    path = tmp_path / "bad.answer.yaml"
    path.write_text("scenario: seq-test\ntrainee: T-3\nanswer:\n"
                    "  status: valid\n"
                    "  hands:\n"
                    "  - {status: valid}\n"
                    "  - {status: vald, reader: 99}\n"
                    "  - punto: [XX]\n"
                    "    payouts: {2: 10, 30: 1}\n"
                    "  - 7\n"
                    "times: {hands: [{nope: 1}]}\n", encoding="utf-8")
    with pytest.raises(Invalid) as err:
        load_sheet(str(path))
    got = [str(p) for p in err.value.problems]
    f = str(path)
    assert got == [
        f"{f}:4:3: answer holds hands: (a sequence sheet), so 'status' cannot stand beside it; move it into the "
        "hand it answers, like hands: [{status: ...}, ...]",
        f"{f}:7:14: hand 2: status must be one of valid, colpo_in_bianco, cancelled; got 'vald'; did you mean 'valid'?",
        f"{f}:7:28: hand 2: reader must be a seat number or dealer from 1 to 14; got 99",
        f"{f}:8:13: hand 3: punto item 1: 'XX' has no suit: end it with S, H, D or C (or ♠ ♥ ♦ ♣), e.g. 7H",
        f"{f}:9:22: hand 3: seats are numbered 1 to 14; 30 is not a seat number",
        f"{f}:10:5: hand 4: this hand must be a map of keys (status:, procedure:, ...); got 7",
        f"{f}:11:18: hand 1: unknown decision 'nope' in times; allowed: status, procedure, reader, punto, banco, "
        "announce, winner, payouts, set_aside, burned, next_hand, button, bets, settlement",
    ]


def test_hands_must_be_a_list(tmp_path):
    path = tmp_path / "bad.answer.yaml"
    path.write_text("scenario: seq-test\ntrainee: T-3\nanswer:\n  hands: {status: valid}\n", encoding="utf-8")
    with pytest.raises(Invalid) as err:
        load_sheet(str(path))
    assert str(err.value.problems[0]).startswith(f"{path}:4:10: answer.hands must be a list of answers, one map per hand")


# ---------------------------------------------------------------------------
# Grading hand by hand


def test_a_perfect_sheet_scores_every_key_of_every_hand(tmp_path):
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    result, out = graded_json(folder, sheet(tmp_path, hands), tmp_path)
    assert result.exit_code == 0, result.output
    assert list(out) == ["format", "scenario", "trainee", "score", "max", "passed", "decisions"]
    assert out["scenario"] == SID and out["passed"] is True
    assert out["max"] == out["score"] == sum(len(h) for h in hands) == 46  # 12 + 10 (in bianco) + 12 + 12
    for d in out["decisions"]:
        assert list(d) == ["hand", "key", "ok", "expected", "given", "articles", "why"]
    assert [d["hand"] for d in out["decisions"]] == [n for n, h in enumerate(hands, 1) for _ in h]
    assert [d["key"] for d in out["decisions"] if d["hand"] == 2] == list(hands[1])  # no reader, no payouts


def test_each_hand_is_graded_against_its_own_answer_and_a_missing_hand_scores_zero(tmp_path):
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    given = copy.deepcopy(hands[:3])  # hand 4 left off the sheet
    given[0]["button"] = 2  # the button passes after hand 1: wrong
    given[2]["announce"] = "Punto 6, Banco 9"  # Punto first: wrong
    result, out = graded_json(folder, sheet(tmp_path, given), tmp_path)
    assert result.exit_code == 1
    wrong = [(d["hand"], d["key"]) for d in out["decisions"] if not d["ok"]]
    assert wrong == [(1, "button"), (3, "announce")] + [(4, k) for k in hands[3]]
    assert all(d["given"] is None for d in out["decisions"] if d["hand"] == 4)
    assert out["score"] == 46 - 2 - 12 and out["max"] == 46 and out["passed"] is False


def test_a_blank_hand_scores_zero_like_a_missing_one(tmp_path):
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    _, empty = graded_json(folder, sheet(tmp_path, [hands[0], None, *hands[2:]], name="a.answer.yaml"), tmp_path)
    _, braces = graded_json(folder, sheet(tmp_path, [hands[0], {}, *hands[2:]], name="b.answer.yaml"), tmp_path)
    _, short = graded_json(folder, sheet(tmp_path, hands[:3], name="c.answer.yaml"), tmp_path)
    assert empty["score"] == braces["score"] == 46 - 10  # hand 2 (in bianco) grades 10 keys
    assert short["score"] == 46 - 12
    assert [d["given"] for d in empty["decisions"] if d["hand"] == 2] == [None] * 10


def test_more_hands_than_the_sequence_has_are_refused_at_the_first_extra_hand(tmp_path):
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    path = sheet(tmp_path, hands + [{}])
    result = grade_cli("--scenarios", folder, "--report-dir", str(tmp_path / "rep"), path)
    assert result.exit_code == 1
    lines = open(path, encoding="utf-8").read().splitlines()
    line, col = len(lines), lines[-1].index("{}") + 1  # the extra `- {}` is the file's last line
    assert result.stderr.strip() == (
        f"{path}:{line}:{col}: hand 5: scenario 'seq-test' has 4 hands, but this sheet answers 5; remove hand 5 "
        "and those after it, or check the scenario id")
    assert not os.path.exists(tmp_path / "rep")  # nothing graded, no scorecard


def test_a_one_hand_sheet_for_a_sequence_and_a_sequence_sheet_for_one_hand_are_told_apart(tmp_path):
    folder = scenario(tmp_path)
    one = tmp_path / "one.answer.yaml"
    one.write_text("scenario: seq-test\ntrainee: T-1\nanswer: {status: valid}\n", encoding="utf-8")
    result = grade_cli("--scenarios", folder, str(one))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{one}:3:9: scenario 'seq-test' is a sequence of 4 hands, so answer: holds "
                                    "hands:, one answer per hand in order")
    single = tmp_path / "single"
    single.mkdir()
    (single / "one.yaml").write_text(
        "id: one-hand\ntitle: One\narticles: [premise]\ntable:\n  button: 2\n  seats:\n    2: {punto: 100}\n"
        "shoe:\n  cards: [7H, KS, 3D, 9C]\n", encoding="utf-8")
    seq_sheet = tmp_path / "seq.answer.yaml"
    seq_sheet.write_text("scenario: one-hand\ntrainee: T-1\nanswer:\n  hands: [{status: valid}]\n", encoding="utf-8")
    result = grade_cli("--scenarios", str(single), str(seq_sheet))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{seq_sheet}:4:10: answer holds hands:, but scenario 'one-hand' is one hand, "
                                    "not a sequence")


@pytest.mark.parametrize("mark, passed", [(0.95, True), (0.97, False)])
def test_the_pass_mark_applies_to_the_whole_sequence(tmp_path, mark, passed):
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    hands[0]["button"] = 2
    hands[2]["button"] = 5  # 44 of 46: 0.9565
    result, out = graded_json(folder, sheet(tmp_path, hands), tmp_path, "--pass-mark", str(mark))
    assert (out["score"], out["max"], out["passed"]) == (44, 46, passed)
    assert result.exit_code == (0 if passed else 1)


def test_the_sequence_files_own_pass_mark_counts_over_every_hand(tmp_path):
    text = sequence_text(HAND_A + TAIL + EXTRA, BIANCO_HANDS) + "pass_mark: 0.7\n"
    folder = scenario(tmp_path, text)
    hands = canonical_hands(folder)
    _, out = graded_json(folder, sheet(tmp_path, hands[:3]), tmp_path)  # 34 of 46 = 0.739
    assert (out["score"], out["max"], out["passed"]) == (34, 46, True)


def test_a_hands_grade_keys_narrow_what_that_hand_scores(tmp_path):
    text = sequence_text(HAND_A + TAIL + EXTRA, BIANCO_HANDS[:3] + ["{grade: [reader, announce, winner]}"])
    folder = scenario(tmp_path, text)
    hands = canonical_hands(folder)
    assert list(hands[3]) == ["reader", "announce", "winner"]
    _, out = graded_json(folder, sheet(tmp_path, hands[:3] + [{"reader": "dealer", "announce": "Banco 5, Punto 4",
                                                                "winner": "banco", "button": 7}]), tmp_path)
    assert out["passed"] and out["max"] == 12 + 10 + 12 + 3  # the extra button is not graded


def test_grade_hand_is_the_one_hand_grader_on_that_hands_solution(tmp_path):
    seq = load_any("seq.yaml", sequence_text(HAND_A + TAIL + EXTRA, BIANCO_HANDS).encode())
    sol = solve(seq)
    plain_hands = json.loads(dumps(plain(sol)["answer"]))["hands"]
    plain_hands[1]["winner"] = "punto"
    answers = [answer_from_plain(hand) for hand in plain_hands]
    whole = grade(sol, answers, "T-1")
    for n, hand in enumerate(sol.hands, 1):
        assert grade_hand(hand, answers[n - 1], n) == whole.of_hand(n)
    assert [d.key for d in whole.decisions if not d.ok] == ["winner"] and whole.hands == 4
    with pytest.raises(ValueError):
        grade(sol, answers + [answer_from_plain({})], "T-1")


def test_an_incomplete_sequence_sheet_is_kept_not_graded(tmp_path):
    folder = scenario(tmp_path)
    path = sheet(tmp_path, canonical_hands(folder)[:2], incomplete=True)
    (graded,) = grade_files([path], ScenarioIndex(folder))
    assert graded.grade is None and not graded.problems and graded.solution is not None and not graded.solution.single
    result = grade_cli("--scenarios", folder, path)
    assert result.exit_code == 1 and "incomplete sheet" in result.stderr


# ---------------------------------------------------------------------------
# Text output, hand by hand


def test_text_output_gives_each_hands_score_then_its_wrong_decisions(tmp_path):
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    given = copy.deepcopy(hands[:3])
    given[0]["button"] = 2
    path = sheet(tmp_path, given)
    result = grade_cli("--scenarios", folder, "--report-dir", str(tmp_path / "rep"), path)
    lines = result.stdout.splitlines()
    assert lines[0] == f"{path}: T-1 on seq-test: 33/46 FAIL"
    assert lines[1] == "  hand 1: 11/12"
    assert lines[2] == "    x button: You gave 2; the answer is 5."
    assert lines[3].startswith("        premise: The hand counts as played: the button passes from seat 2")
    assert lines[4:7] == ["  hand 2: 10/10", "  hand 3: 12/12", "  hand 4: 0/12, not answered"]
    assert lines[7].startswith("  scorecard: ") and lines[7].endswith(".html")
    it = grade_cli("--lang", "it", "--scenarios", folder, "--report-dir", str(tmp_path / "rep"), path)
    assert "  colpo 1: 11/12" in it.stdout and "  colpo 4: 0/12, senza risposta" in it.stdout


def test_the_docs_sequence_sheet_grades_as_the_page_says(tmp_path):
    from pathlib import Path

    docs = Path(__file__).resolve().parent.parent / "docs"

    def blocks(page: str) -> list[str]:
        text = (docs / page).read_text(encoding="utf-8")
        return [b.split("\n", 1)[1].split("```")[0] for b in text.split("```yaml")[1:]]

    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "seq.yaml").write_text(next(b for b in blocks("scenarios.md") if "hands:" in b), encoding="utf-8")
    path = tmp_path / "doc.answer.yaml"
    path.write_text(next(b for b in blocks("answer-sheets.md") if "hands:" in b), encoding="utf-8")
    result, out = graded_json(str(folder), str(path), tmp_path)
    assert (out["score"], out["max"]) == (25, 37)
    assert "this sheet scores 25 of 37" in (docs / "answer-sheets.md").read_text(encoding="utf-8")
    assert [d["hand"] for d in out["decisions"] if not d["ok"]] == [3] * 12


def test_the_answer_schema_takes_sequence_sheets_and_refuses_what_the_loader_refuses(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(CliRunner().invoke(main, ["schema", "answer"]).stdout)
    validator = jsonschema.Draft202012Validator(schema)
    folder = scenario(tmp_path)
    hands = canonical_hands(folder)
    good = {"scenario": SID, "trainee": "T-1", "answer": {"hands": [*hands[:2], None, {}]},
            "times": {"hands": [{"status": 1.5}, None]}, "typed": {"hands": [{"reader": ["2"]}]}}
    assert list(validator.iter_errors(json.loads(json.dumps(good)))) == []
    for bad in ({"status": "valid", "hands": hands},  # a key beside hands
                {"hands": [{"status": "vald"}]},  # a hand's value
                {"hands": {"status": "valid"}}):  # not a list
        doc = {"scenario": SID, "trainee": "T-1", "answer": bad}
        assert list(validator.iter_errors(json.loads(json.dumps(doc)))), bad
        path = tmp_path / "bad.answer.yaml"
        path.write_text(yaml.safe_dump(doc), encoding="utf-8")
        with pytest.raises(Invalid):
            load_sheet(str(path))
