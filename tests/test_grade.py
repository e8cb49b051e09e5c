"""Grading (FORMATS §3, RULEBOOK §4): full marks for the canon, one failure per mutation."""
from __future__ import annotations

import glob
import os
from decimal import Decimal

import pytest
import yaml

from conftest import plain
from trainer.engine.answer import Payouts
from trainer.engine.grade import announce_verdict, grade, payouts_verdict, procedure_verdict
from trainer.io.plain import answer_from_plain
from trainer.money import json_number
from trainer.yamlio.errors import Invalid
from trainer.scenario.load import load
from trainer.pipeline import ScenarioIndex, grade_files
from trainer.sheet.load import load_sheet
from trainer.engine.solve import solve

ROOT = os.path.dirname(os.path.dirname(__file__))
SCENARIOS = sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.yaml")))


class _Dumper(yaml.SafeDumper):
    """Writes the solution's exact amounts (Decimal) as the YAML numbers they are."""


_Dumper.add_representer(Decimal, lambda d, v: d.represent_scalar(
    "tag:yaml.org,2002:" + ("int" if v.as_tuple().exponent == 0 else "float"), json_number(v)))


def sheet_text(sid: str, answer: dict, trainee: str = "T-1") -> str:
    return yaml.dump({"scenario": sid, "trainee": trainee, "answer": answer}, Dumper=_Dumper, sort_keys=False,
                     allow_unicode=True)


def graded(tmp_path, solution, answer):
    path = tmp_path / "s.answer.yaml"
    path.write_text(sheet_text(solution.scenario.id, answer))
    sheet = load_sheet(str(path))
    return grade(solution, sheet.answers, sheet.trainee)


def mutate(key: str, value, solution):
    """A wrong answer for `key` that a trainee could plausibly give."""
    seats = [s.number for s in solution.scenario.table.seats if not s.temporary]
    if key == "status":
        return "cancelled" if value != "cancelled" else "valid"
    if key == "procedure":
        return value[:-1] if value else ["continue_hand"]
    if key in ("reader", "button"):
        return next(n for n in seats + [14, 13] if n != value)
    if key in ("punto", "banco"):
        return list(reversed(value)) if len(set(value)) > 1 else value + ["9S"]
    if key in ("set_aside", "burned"):
        return value + ["KD"]
    if key == "announce":
        return "Banco 1, Punto 1" if value != "Banco 1, Punto 1" else "Banco 2, Punto 2"
    if key == "winner":
        return "egalite" if value != "egalite" else "banco"
    if key == "payouts":
        seat, amount = next(iter(value.items()))
        return {**value, seat: amount + 1}
    if key == "next_hand":
        return "new_shoe" if value != "new_shoe" else "normal"
    if key == "bets":  # a refused stake played after all, or a stake at its wrong amount
        seat, boxes = next(iter(value.items()))
        box, amount = next(iter(boxes.items()))
        return {**value, seat: {**boxes, box: amount + 1}}
    if key == "settlement":  # the layout worked the other way round: winners paid first
        return list(reversed(value)) if len(value) > 1 else [{**value[0], "seat": 14}]
    raise AssertionError(key)


@pytest.mark.parametrize("path", SCENARIOS, ids=os.path.basename)
def test_canonical_solution_scores_full_marks_and_each_mutation_fails_only_its_key(tmp_path, path):
    solution = solve(load(path))
    answer = plain(solution)["answer"]
    perfect = graded(tmp_path, solution, dict(answer))
    assert perfect.score == perfect.max == len(answer) and perfect.passed
    for key, value in answer.items():
        wrong = mutate(key, value, solution)
        g = graded(tmp_path, solution, {**answer, key: wrong})
        failed = [d.key for d in g.decisions if not d.ok]
        assert failed == [key], (key, wrong, failed)
        assert not g.passed and g.score == g.max - 1


def test_missing_key_is_a_wrong_decision_not_an_error(tmp_path):
    solution = solve(load(os.path.join(ROOT, "scenarios", "art3-fourth-card-dropped.yaml")))
    answer = {k: v for k, v in plain(solution)["answer"].items() if k != "button"}
    g = graded(tmp_path, solution, answer)
    miss = next(d for d in g.decisions if d.key == "button")
    assert not miss.ok and miss.given is None and str(miss.verdict) == "You gave no answer here."


def test_pass_mark_from_option_wins_over_scenario(tmp_path):
    solution = solve(load(os.path.join(ROOT, "scenarios", "art3-fourth-card-dropped.yaml")))
    answer = (answer_from_plain({**plain(solution)["answer"], "button": 14}),)
    assert not grade(solution, answer, "t").passed
    assert grade(solution, answer, "t", pass_mark=0.9).passed  # 11/12 = 0.917
    assert not grade(solution, answer, "t", pass_mark=0.95).passed


@pytest.mark.parametrize("said, ok", [
    ("Banco 9, Punto 0", True), ("banco 9 - punto 0", True), ("Banco 9, Punto 0: Banco wins", True),
    ("BANCO:9 PUNTO:0", True), ("Punto 0, Banco 9", False), ("Banco 9", False), ("Banco 8, Punto 0", False),
    ("nine zero", False), ("Banco 9 Punto 1", False),
])
def test_announce_needs_banco_first_with_both_scores(said, ok):
    assert (announce_verdict("Banco 9, Punto 0", said) == "") is ok


def test_procedure_verdict_names_missing_extra_repeated_and_out_of_order_steps():
    canon = ["call_game_inspector", "call_municipal_inspector", "cancel_hand", "burn_cards"]
    assert procedure_verdict(canon, ["call_municipal_inspector", "call_game_inspector", "cancel_hand", "burn_cards"]) == ""
    verdict = str(procedure_verdict(canon, ["burn_cards", "cancel_hand", "call_game_inspector", "withdraw_bets", "withdraw_bets"]))
    assert "missing: call_municipal_inspector" in verdict
    assert "not called for by this fault: withdraw_bets" in verdict
    assert "given more than once: withdraw_bets" in verdict
    assert "cancel_hand must come before burn_cards" in verdict
    assert "call_game_inspector must come before cancel_hand" in verdict


def nets(written: dict) -> Payouts:
    """Payouts as a sheet's loader reads them: each amount exactly as written."""
    return Payouts(tuple((int(seat), Decimal(text)) for seat, text in written.items()))


def test_payouts_to_the_cent_and_zero_net_seats_may_be_left_out():
    canon = nets({"1": "0", "2": "147.25", "3": "-60"})
    assert payouts_verdict(canon, nets({"2": "147.25", "3": "-60"})) == ""
    assert payouts_verdict(canon, nets({"1": "0", "2": "147.250", "3": "-60.0"})) == ""
    verdict = str(payouts_verdict(canon, nets({"2": "147.2", "3": "-60", "5": "10"})))
    assert "seat 2 +147.20 should be +147.25" in verdict and "seat 5" in verdict


def write(tmp_path, text, name="x.answer.yaml"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


@pytest.mark.parametrize("body, where, fragment", [
    ("scenario: a\ntrainee: t\nanswer:\n  stauts: valid\n", (4, 3), "did you mean 'status'"),
    ("scenario: a\ntrainee: t\nanswer:\n  procedure: [staff_pickup]\n", (4, 15), "did you mean 'staff_pick_up'"),
    ("scenario: a\ntrainee: t\nanswer:\n  punto: [7H, 1C]\n", (4, 15), "'1C'"),
    ("scenario: a\ntrainee: t\nanswer:\n  reader: four\n", (4, 11), "seat number or dealer"),
    ("scenario: a\ntrainee: t\nanswer:\n  payouts: {1: lots}\n", (4, 16), "number"),
    ("scenario: a\ntrainee: t\nanswer: [status]\n", (3, 9), "must be a map"),
    ("scenario: a\nanswer: {}\n", (1, 1), "has no 'trainee'"),
    ("scenario: a\ntrainee: t\nanswer: {}\nextra: 1\n", (4, 1), "unknown key 'extra'"),
])
def test_malformed_sheets_are_refused_where_they_go_wrong(tmp_path, body, where, fragment):
    path = write(tmp_path, body)
    with pytest.raises(Invalid) as bad:
        load_sheet(path)
    hits = [p for p in bad.value.problems if fragment in p.message]
    assert hits, [str(p) for p in bad.value.problems]
    assert (hits[0].line, hits[0].col) == where and hits[0].file == path


def test_unknown_scenario_id_is_an_error_at_its_line(tmp_path):
    path = write(tmp_path, "trainee: t\nscenario: art3-fourth-card-droped\nanswer: {}\n")
    [result] = grade_files([path], ScenarioIndex(os.path.join(ROOT, "scenarios")))
    [problem] = result.problems
    assert (problem.line, problem.col) == (2, 11)
    assert "did you mean 'art3-fourth-card-dropped'" in problem.message


def test_examples_grade_as_their_comments_say():
    index = ScenarioIndex(os.path.join(ROOT, "scenarios"))
    results = {os.path.basename(g.path): g.grade for g in grade_files([os.path.join(ROOT, "examples")], index)}
    wrong = {name: [d.key for d in g.decisions if not d.ok] for name, g in results.items()}
    assert wrong == {
        "perfect.answer.yaml": [],
        "missed-inspector.answer.yaml": ["procedure"],
        "burned-extra-card.answer.yaml": ["procedure", "set_aside", "burned"],
        "banco-announced-second.answer.yaml": ["announce"],
        "wrong-payout.answer.yaml": ["payouts"],
    }
