"""`trainer grade` through the real CLI: exit codes, JSON lines, scorecards, errors (FORMATS §4)."""
from __future__ import annotations

import json
import os

from click.testing import CliRunner

from trainer.cli import main

ROOT = os.path.dirname(os.path.dirname(__file__))
EXAMPLES = os.path.join(ROOT, "examples")
SCENARIOS = os.path.join(ROOT, "scenarios")


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_examples_write_a_scorecard_each_and_exit_1_because_some_fail(tmp_path):
    result = run("grade", EXAMPLES, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path))
    assert result.exit_code == 1, result.output
    cards = sorted(os.listdir(tmp_path / "scorecards"))
    assert len([c for c in cards if c.endswith(".html")]) == 5 and len([c for c in cards if c.endswith(".md")]) == 5
    assert "12/12 PASS" in result.stdout and "FAIL" in result.stdout
    assert f"Scorecards written to {tmp_path}" in result.stdout


def test_json_lines_match_formats(tmp_path):
    result = run("grade", "--json", EXAMPLES, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path))
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == 5
    for line in lines:
        assert list(line) == ["format", "scenario", "trainee", "score", "max", "passed", "decisions"]
        assert line["format"] == 1 and line["max"] == len(line["decisions"])
        assert line["score"] == sum(d["ok"] for d in line["decisions"])
        for d in line["decisions"]:
            assert list(d) == ["key", "ok", "expected", "given", "articles", "why"] and isinstance(d["why"], str)
    wrong = {(l["trainee"], l["scenario"]): [d["key"] for d in l["decisions"] if not d["ok"]] for l in lines}
    assert wrong[("T-0077", "art3-fourth-card-dropped")] == ["announce"]


def test_a_perfect_sheet_exits_0_and_the_pass_mark_option_wins(tmp_path):
    perfect = os.path.join(EXAMPLES, "perfect.answer.yaml")
    assert run("grade", perfect, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path)).exit_code == 0
    flawed = os.path.join(EXAMPLES, "missed-inspector.answer.yaml")
    assert run("grade", flawed, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path)).exit_code == 1
    assert run("grade", flawed, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path),
               "--pass-mark", "0.9").exit_code == 0


def test_invalid_sheet_gives_file_line_col_and_the_rest_still_run(tmp_path):
    bad = tmp_path / "bad.answer.yaml"
    bad.write_text("scenario: art3-fourth-card-dropped\ntrainee: T-1\nanswer:\n  procedure: [staff_pickup]\n")
    perfect = os.path.join(EXAMPLES, "perfect.answer.yaml")
    result = run("grade", "--json", str(bad), perfect, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"))
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first["file"] == str(bad) and first["error"].startswith(f"{bad}:4:15:")
    assert "did you mean 'staff_pick_up'" in first["error"]
    assert second["passed"] is True
    assert "Traceback" not in result.output


def test_italian_scorecards(tmp_path):
    sheet = os.path.join(EXAMPLES, "burned-extra-card.answer.yaml")
    run("grade", sheet, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path), "--lang", "it")
    [html] = [p for p in os.listdir(tmp_path / "scorecards") if p.endswith(".html")]
    text = (tmp_path / "scorecards" / html).read_text()
    assert "colpo in bianco" in text and 'lang="it"' in text


def test_grade_records_each_graded_sheet_once_unless_told_not_to(tmp_path):
    from trainer.store import open_store, verify

    store = str(tmp_path / "r.sqlite")
    run("grade", EXAMPLES, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path), "--store", store)
    run("grade", EXAMPLES, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path), "--store", store, "--no-record")
    with open_store(store) as results:
        records = list(results.records())
        assert len(records) == 5 and verify(results).ok
    assert {(r.trainee, r.scenario, r.passed) for r in records} >= {("T-0042", "art3-fourth-card-dropped", True)}


def test_an_unusable_store_is_a_clear_error(tmp_path):
    (tmp_path / "dir.sqlite").mkdir()
    result = run("grade", EXAMPLES, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path),
                 "--store", str(tmp_path / "dir.sqlite"))
    assert result.exit_code == 1 and "trainer:" in result.stderr and "Traceback" not in result.output
