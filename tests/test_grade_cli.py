"""`trainer grade` through the real CLI: exit codes, JSON lines, scorecards, errors (FORMATS §4)."""
from __future__ import annotations

import json
import os

import pytest

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


# ---- issue 9, items 7 and 8: one bad sheet never stops the batch; a write error names the file -----------------

PERFECT = os.path.join(EXAMPLES, "perfect.answer.yaml")


def sheet_with(tmp_path, name, old, new):
    with open(PERFECT, encoding="utf-8") as fh:
        text = fh.read()
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(path)


def recorded(store):
    from trainer.store import open_store

    with open_store(store) as results:
        return [(r.trainee, r.scenario) for r in results.records()]


def no_traceback(result):
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)


def test_an_infinite_or_huge_payout_is_refused_at_its_line_and_the_batch_goes_on(tmp_path):
    inf = sheet_with(tmp_path, "a-inf.answer.yaml", "{1: -200,", "{1: .inf,")
    huge = sheet_with(tmp_path, "b-huge.answer.yaml", "{1: -200,", "{1: " + "9" * 400 + ",")
    store = str(tmp_path / "r.sqlite")
    result = run("grade", inf, huge, PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
                 "--store", store)
    no_traceback(result)
    assert result.exit_code == 1
    cap = "must be a net amount of at most 50,000,000,000 tokens either way (stakes are capped at 1,000,000,000"
    assert f"{inf}:13:16: answer.payouts.1 {cap}" in result.stderr and "got inf" in result.stderr
    assert f"{huge}:13:16: answer.payouts.1 {cap}" in result.stderr and "got a number of 400 digits" in result.stderr
    assert "T-0042 on art3-fourth-card-dropped: 12/12 PASS" in result.stdout
    assert recorded(store) == [("T-0042", "art3-fourth-card-dropped")]


def test_a_payout_of_5000_digits_gives_no_traceback_and_the_batch_goes_on(tmp_path):
    huge = sheet_with(tmp_path, "a-huge.answer.yaml", "{1: -200,", "{1: " + "9" * 5000 + ",")
    result = run("grade", "--json", huge, PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
                 "--no-record")
    no_traceback(result)
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.stdout.splitlines())
    assert first["file"] == huge and first["error"].startswith(f"{huge}:")
    assert second["passed"] is True


def test_a_nul_in_a_trainee_id_is_refused_when_read_and_the_others_are_recorded(tmp_path):
    nul = sheet_with(tmp_path, "a-nul.answer.yaml", "trainee: T-0042", 'trainee: "T-00\\0 42"')
    store = str(tmp_path / "r.sqlite")
    result = run("grade", nul, PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--store", store)
    no_traceback(result)
    assert result.exit_code == 1
    assert (f"{nul}:4:10: trainee holds the control character U+0000 at character 5; write the id with visible "
            "characters only, like T-0042") in result.stderr
    assert recorded(store) == [("T-0042", "art3-fourth-card-dropped")]
    assert len(os.listdir(tmp_path / "r" / "scorecards")) == 2


def test_a_result_the_store_refuses_gets_no_scorecard(tmp_path):
    import sqlite3

    store = str(tmp_path / "r.sqlite")
    assert run("grade", PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
               "--store", store).exit_code == 0
    with sqlite3.connect(store) as db:  # a damaged store: it refuses every new result
        db.execute("DELETE FROM chain_head")
    before = sorted(os.listdir(tmp_path / "r" / "scorecards"))
    result = run("grade", PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--store", store)
    no_traceback(result)
    assert result.exit_code == 1
    assert f"trainer: {PERFECT}: not recorded:" in result.stderr
    assert "no scorecard was written for it" in result.stderr
    assert sorted(os.listdir(tmp_path / "r" / "scorecards")) == before


def test_a_report_dir_that_cannot_be_a_folder_names_it_and_exits_1(tmp_path):
    # A path under a regular file cannot be written by anyone, root included (chmod would not bind root).
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = str(tmp_path / "r.sqlite")
    result = run("grade", PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(blocker / "reports"),
                 "--store", store)
    no_traceback(result)
    assert result.exit_code == 1
    assert f"trainer: {PERFECT}: cannot write {blocker}" in result.stderr
    assert "nothing was recorded for it" in result.stderr and recorded(store) == []


def test_a_file_where_the_scorecards_folder_should_be_names_it_and_exits_1(tmp_path):
    (tmp_path / "r").mkdir()
    (tmp_path / "r" / "scorecards").write_text("not a folder")
    result = run("grade", PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--no-record")
    no_traceback(result)
    assert result.exit_code == 1
    assert f"cannot write {tmp_path / 'r' / 'scorecards'}: it is a file, not a folder" in result.stderr


def test_a_full_disk_names_the_scorecard_exits_1_and_leaves_no_partial_file(tmp_path):
    """The full disk is real: the kernel refuses to grow any file past RLIMIT_FSIZE (EFBIG), as it refuses
    ENOSPC on a full disk; a scorecard page is far larger than the limit set here."""
    import subprocess
    import sys

    resource = pytest.importorskip("resource")

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    report = tmp_path / "r"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, "-m", "trainer", "grade", PERFECT, "--scenarios", SCENARIOS,
                           "--report-dir", str(report), "--no-record"],
                          capture_output=True, text=True, preexec_fn=small_files, env=env, timeout=120)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert f"cannot write {report / 'scorecards' / 't-0042--art3-fourth-card-dropped--'}" in done.stderr
    assert "File too large" in done.stderr
    assert os.listdir(report / "scorecards") == []  # neither a partial scorecard nor a temporary file


def test_scorecards_are_written_under_temporary_names_and_never_overwrite(tmp_path):
    from trainer.files import write_new

    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "x.html").write_text("old")
    paths = write_new(str(folder), "x", {".html": "new", ".md": "new md"})
    assert [os.path.basename(p) for p in paths] == ["x-2.html", "x-2.md"]
    assert (folder / "x.html").read_text() == "old" and (folder / "x-2.md").read_text() == "new md"
    assert sorted(os.listdir(folder)) == ["x-2.html", "x-2.md", "x.html"]
