"""Issue 19, the rest: the pass mark and provenance in every record (7, 15), grade's refusals (10, 11, 12),
generate's (8), group commit (16) and many terminals on PostgreSQL (18).

The commands are driven through click's CliRunner (or as real processes); stores are attacked with plain SQL
(test_store.Raw), never through mocks.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3

import pytest
from click.testing import CliRunner

from test_store import fill, graded, pg_url, raw, record, spec  # noqa: F401 (fixtures)
from trainer.cli import main
from trainer.store import open_store, verify
from trainer.store.summary import summary_of

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "examples")
SCENARIOS = os.path.join(ROOT, "scenarios")


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch):
    for name in ("TRAINER_AUDIT_KEY", "TRAINER_SIGNING_KEY", "TRAINER_STORE"):
        monkeypatch.delenv(name, raising=False)


def run(*args: str, **env: str):
    result = CliRunner().invoke(main, list(args), env={"TRAINER_AUDIT_KEY": "", **env}, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def grade_into(store: str, *sheets: str, **kw: str):
    opts = [f"--{k.replace('_', '-')}={v}" for k, v in kw.items()]
    return run("grade", *sheets, "--scenarios", SCENARIOS, "--store", store, *opts)


# -- 7: the pass mark ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("mark", ["nan", "NaN", "inf", "-inf", "-0.1", "1.5"])
def test_a_pass_mark_outside_0_to_1_or_not_finite_is_a_usage_error(mark, tmp_path):
    store = str(tmp_path / "r.sqlite")
    result = grade_into(store, os.path.join(EXAMPLES, "perfect.answer.yaml"), pass_mark=mark,
                        report_dir=str(tmp_path / "rep"))
    assert result.exit_code == 2, result.output
    assert "--pass-mark" in result.output and "from 0 to 1" in result.output, result.output
    assert not os.path.exists(store) and not os.path.exists(tmp_path / "rep")


def test_grading_code_refuses_a_mark_that_is_not_a_fraction():
    from trainer.pipeline import ScenarioIndex, grade_files

    for mark in (float("nan"), float("inf"), -0.5, 2.0):
        with pytest.raises(ValueError, match="pass mark"):
            list(grade_files([EXAMPLES], ScenarioIndex(SCENARIOS), mark))


def test_the_pass_mark_is_stored_in_each_record_and_covered_by_its_hash(spec, raw, tmp_path):
    sheet = os.path.join(EXAMPLES, "wrong-payout.answer.yaml")
    assert grade_into(spec, sheet, pass_mark="0", report_dir=str(tmp_path)).exit_code == 0  # a pass, at 0
    assert grade_into(spec, sheet, report_dir=str(tmp_path)).exit_code == 1  # every decision right: a fail
    with open_store(spec) as store:
        recs = list(store.records())
        assert [(r.pass_mark, r.passed) for r in recs] == [(0.0, True), (1.0, False)]
        assert verify(store).ok
    db = raw(spec)
    db.run("UPDATE results SET pass_mark = ? WHERE seq = 1", (0.5,))  # make the PASS look earned at 50 %
    with open_store(spec) as store:
        report = verify(store)
    assert [(f.seq, f.kind) for f in report.findings if f.serious] == [(1, "altered")]


def test_verify_reads_a_tampered_pass_mark_of_any_type(tmp_path, record):
    path = str(tmp_path / "r.sqlite")
    fill(path, record, 3)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE results SET pass_mark = 'high' WHERE seq = 2")
    db.execute("UPDATE results SET pass_mark = X'00' WHERE seq = 3")
    db.close()
    result = run("audit", "verify", "--store", path)
    assert result.exit_code == 1
    with open_store(path) as store:
        assert [(f.seq, f.kind) for f in verify(store).findings if f.serious] == [(2, "altered"), (3, "altered")]


def test_the_audit_shows_the_pass_mark_beside_each_pass_rate(tmp_path):
    store = str(tmp_path / "r.sqlite")
    sheet = os.path.join(EXAMPLES, "wrong-payout.answer.yaml")
    grade_into(store, sheet, pass_mark="0.5", report_dir=str(tmp_path))
    grade_into(store, sheet, pass_mark="0.8", report_dir=str(tmp_path))
    text = run("audit", "--store", store).output
    row = next(ln for ln in text.splitlines() if ln.startswith("T-"))
    assert "mark 50–80 %" in row, text
    doc = json.loads(run("audit", "--store", store, "--format", "json").output)
    assert doc["trainees"][0]["pass_mark"] == {"min": 0.5, "max": 0.8}
    assert doc["trainees"][0]["progress"][0]["pass_mark"] == {"min": 0.5, "max": 0.8}
    assert doc["scenarios"][0]["pass_mark"] == {"min": 0.5, "max": 0.8}
    html = run("audit", "--store", store, "--format", "html").output
    assert "mark 50–80 %" in html
    csv_text = run("audit", "--store", store, "--format", "csv").output
    import csv
    import io

    rows = list(csv.DictReader(io.StringIO(csv_text)))
    assert "pass_mark" in rows[0]
    assert [r["pass_mark"] for r in rows if r["view"] == "trainee" and r["row"] == "total"] == ["0.5000-0.8000"]
    assert [r["pass_mark"] for r in rows if r["view"] == "scenario"] == ["0.5000-0.8000"]
    it = run("audit", "--store", store, "--lang", "it").output
    assert "soglia 50–80 %" in it


# -- 12: grade with no sheet ---------------------------------------------------------------------------------

@pytest.mark.parametrize("as_json", [False, True])
def test_grading_a_folder_with_no_answer_sheet_exits_1_with_a_message(tmp_path, as_json):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "notes.txt").write_text("not a sheet")
    store = tmp_path / "r.sqlite"
    result = run("grade", str(empty), "--store", str(store), "--report-dir", str(tmp_path / "rep"),
                 *(["--json"] if as_json else []))
    assert result.exit_code == 1, result.output
    assert "no answer sheets there" in result.output
    assert not store.exists() and not (tmp_path / "rep").exists()  # nothing opened, nothing written


# -- 11: duplicate seats, amounts finer than cents -----------------------------------------------------------

def _sheet(tmp_path, payouts: str, extra: str = "", name: str = "s.answer.yaml") -> str:
    text = open(os.path.join(EXAMPLES, "wrong-payout.answer.yaml"), encoding="utf-8").read()
    text = text.replace("payouts: {2: 155, 5: -60, 8: 10, 12: -80}", f"payouts: {payouts}{extra}")
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("payouts", ['{1: 999, "1": -200}', '{"2": 155, 2: -60}', '{2: 155, "02": 10}'])
def test_a_seat_given_twice_in_payouts_is_refused(tmp_path, payouts):
    from trainer.sheet.load import load_sheet
    from trainer.yamlio.errors import Invalid

    path = _sheet(tmp_path, payouts)
    with pytest.raises(Invalid) as err:
        load_sheet(path)
    text = str(err.value.problems[0])
    assert "twice" in text and "seat" in text, text
    result = run("grade", path, "--scenarios", SCENARIOS, "--no-record", "--report-dir", str(tmp_path / "rep"))
    assert result.exit_code == 1 and "twice" in result.output


def test_a_seat_given_twice_in_bets_is_refused(tmp_path):
    from trainer.sheet.load import load_sheet
    from trainer.yamlio.errors import Invalid

    path = _sheet(tmp_path, "{2: 155}", '\n  bets: {2: {punto: 100}, "2": {banco: 50}}')
    with pytest.raises(Invalid) as err:
        load_sheet(path)
    assert "twice" in str(err.value.problems[0])


@pytest.mark.parametrize("amount", ["285.004", "285.000000000000000001", "-60.001", "1e-3", "0.125"])
def test_a_payout_finer_than_cents_is_refused(tmp_path, amount):
    path = _sheet(tmp_path, f"{{2: {amount}, 5: -60, 8: 10, 12: -80}}")
    result = run("grade", path, "--scenarios", SCENARIOS, "--no-record", "--report-dir", str(tmp_path / "rep"))
    assert result.exit_code == 1, result.output
    assert "cents" in result.output and "off by" not in result.output, result.output


@pytest.mark.parametrize("amount", ["155", "155.0", "155.00", "155.000", "147.25", "147.50"])
def test_amounts_in_cents_however_written_still_read(tmp_path, amount):
    from trainer.sheet.load import load_sheet

    load_sheet(_sheet(tmp_path, f"{{2: {amount}, 5: -60, 8: 10, 12: -80}}"))  # no Invalid


# -- 10: file names made safe wherever shown ----------------------------------------------------------------

NASTY = "a\nFAKE.answer.yaml: T-0042 on x: 12\u221512 PASS\x1b[2J\x07\u202e|*<b>.answer.yaml"


def test_a_file_name_with_controls_and_newlines_is_shown_safely(tmp_path):
    folder = tmp_path / "sheets"
    folder.mkdir()
    shutil.copy(os.path.join(EXAMPLES, "wrong-payout.answer.yaml"), folder / NASTY)
    rep = tmp_path / "rep"
    for args in ([], ["--lang", "it"]):
        result = run("grade", str(folder), "--scenarios", SCENARIOS, "--no-record", "--report-dir", str(rep), *args)
        assert result.exit_code == 1
        out = result.output
        assert not any(ch in out for ch in "\x1b\x07\u202e"), repr(out)
        assert not any(line.startswith("FAKE") for line in out.splitlines()), out
        assert "a\\nFAKE.answer.yaml" in out
    cards = sorted((rep / "scorecards").iterdir())
    assert len(cards) == 4
    for card in cards:
        text = card.read_text(encoding="utf-8")
        assert not any(ch in text for ch in "\x1b\x07\u202e"), card
        assert "FAKE.answer.yaml" in text and "\nFAKE" not in text
        if card.suffix == ".md":
            line = next(ln for ln in text.splitlines() if "FAKE" in ln)
            assert line.count("|") - line.count("\\|") == 3, line  # the table row keeps its two cells
            assert "<b>" not in line
        else:
            assert "|*<b>" not in text and "|*&lt;b&gt;" in text


def test_an_incomplete_sheet_with_a_nasty_name_is_named_safely(tmp_path):
    folder = tmp_path / "sheets"
    folder.mkdir()
    text = open(os.path.join(EXAMPLES, "wrong-payout.answer.yaml"), encoding="utf-8").read()
    (folder / NASTY).write_text(text + "incomplete: true\n", encoding="utf-8")
    result = run("grade", str(folder), "--scenarios", SCENARIOS, "--no-record", "--report-dir", str(tmp_path))
    assert result.exit_code == 1
    assert not any(ch in result.output for ch in "\x1b\x07\u202e")
    assert not any(line.startswith("FAKE") for line in result.output.splitlines()), result.output


# -- 8, the rest: --fault-rate and --count -------------------------------------------------------------------

@pytest.mark.parametrize("rate", ["nan", "inf", "-nan"])
@pytest.mark.parametrize("command", [["generate", "--shoe", "--count", "1"], ["train", "--shoe", "--trainee", "T-1"]])
def test_a_fault_rate_that_is_not_a_fraction_is_a_usage_error(tmp_path, rate, command):
    out = tmp_path / "out"
    extra = ["--out", str(out)] if command[0] == "generate" else ["--no-record", "--report-dir", str(out)]
    result = run(*command, "--fault-rate", rate, "--seed", "1", *extra)
    assert result.exit_code == 2, result.output
    assert "--fault-rate" in result.output and "from 0 to 1" in result.output
    assert not out.exists()


@pytest.mark.parametrize("shoe", [[], ["--shoe"]])
def test_generate_caps_the_count(tmp_path, shoe):
    from trainer.cli.scenarios import MAX_COUNT

    result = run("generate", *shoe, "--count", "100000000", "--out", str(tmp_path / "out"), "--seed", "1")
    assert result.exit_code == 2, result.output
    assert f"{MAX_COUNT:,}" in result.output or str(MAX_COUNT) in result.output
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("shoe", [[], ["--shoe"]])
def test_generate_writes_each_file_as_it_is_made(tmp_path, shoe):
    """The first files are on disk while the rest are still being made. (Drawing is quicker than writing, so
    this alone does not tell a generator that drew every drill first; the cap is what bounds memory.)"""
    import subprocess
    import sys
    import time

    out = tmp_path / "out"
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    child = subprocess.Popen([sys.executable, "-m", "trainer", "generate", *shoe, "--count", "5000", "--out", str(out),
                              "--seed", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and child.poll() is None:
            if out.exists() and len([n for n in os.listdir(out) if n.endswith(".yaml")]) >= 2:
                break
            time.sleep(0.02)
        assert child.poll() is None, child.stderr.read() if child.stderr else ""  # still drawing the rest
        assert len([n for n in os.listdir(out) if n.endswith(".yaml")]) >= 2
    finally:
        child.kill()
        child.wait()


# -- 15: provenance ------------------------------------------------------------------------------------------

def _rulebook_sha256() -> str:
    """Recomputed here from its definition (FORMATS §7, docs/audit.md): the English Markdown files of the
    rulebook, their bytes concatenated in file-name order."""
    import hashlib

    base = os.path.join(ROOT, "trainer", "rulebook", "en")
    data = b"".join(open(os.path.join(base, name), "rb").read() for name in sorted(os.listdir(base))
                    if name.endswith(".md"))
    return hashlib.sha256(data).hexdigest()


def test_every_record_carries_its_provenance(spec, tmp_path):
    import hashlib

    import trainer

    sheet = os.path.join(EXAMPLES, "wrong-payout.answer.yaml")
    assert grade_into(spec, sheet, report_dir=str(tmp_path), proctor="INSP-07").exit_code == 1
    assert grade_into(spec, sheet, report_dir=str(tmp_path), pass_mark="0.5").exit_code == 0
    with open_store(spec) as store:
        first, second = store.records()
        assert verify(store).ok
    source = os.path.join(SCENARIOS, "premise-banco-win-odd-stake.yaml")
    with open(source, "rb") as f:
        scenario_sha = hashlib.sha256(f.read()).hexdigest()
    for rec in (first, second):
        assert rec.format == 3 and rec.origin == "grade"
        assert rec.summary == summary_of(rec.decisions, rec.times) and rec.summary
        assert rec.trainer_version == trainer.__version__
        assert rec.rulebook_sha256 == _rulebook_sha256()
        assert rec.scenario_sha256 == scenario_sha
    assert (first.proctor, first.pass_mark) == ("INSP-07", 1.0)
    assert (second.proctor, second.pass_mark) == (None, 0.5)


@pytest.mark.parametrize("column, value", [("proctor", "INSP-99"), ("trainer_version", "9.9.9"),
                                           ("rulebook_sha256", "0" * 64)])
def test_provenance_is_covered_by_the_hash(tmp_path, column, value):
    path = str(tmp_path / "r.sqlite")
    grade_into(path, os.path.join(EXAMPLES, "perfect.answer.yaml"), report_dir=str(tmp_path), proctor="INSP-07")
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(f"UPDATE results SET {column} = ?", (value,))
    db.close()
    with open_store(path) as store:
        assert [(f.seq, f.kind) for f in verify(store).findings if f.serious] == [(1, "altered")]


@pytest.mark.parametrize("proctor", ["", "  ", "INSP\x1b[2J", "a\nb"])
def test_a_proctor_id_must_be_visible_text(tmp_path, proctor):
    result = grade_into(str(tmp_path / "r.sqlite"), os.path.join(EXAMPLES, "perfect.answer.yaml"),
                        report_dir=str(tmp_path / "rep"), proctor=proctor)
    assert result.exit_code == 2 and "--proctor" in result.output, result.output
    assert not (tmp_path / "r.sqlite").exists()


def test_train_takes_a_proctor_too():
    for args in (["train", "--help"],):
        assert "--proctor" in run(*args).output


def test_the_audit_shows_results_graded_against_another_version_of_a_bundled_scenario(tmp_path):
    from trainer.cli.options import bundled_scenarios

    store = str(tmp_path / "r.sqlite")
    sheet = os.path.join(EXAMPLES, "wrong-payout.answer.yaml")
    bundled = bundled_scenarios()[0]  # where the installed trainer's catalogue is (an editable install's)
    assert run("grade", sheet, "--store", store, "--report-dir", str(tmp_path)).exit_code == 1  # the bundled file
    changed = tmp_path / "scen"
    changed.mkdir()
    text = open(os.path.join(bundled, "premise-banco-win-odd-stake.yaml"), encoding="utf-8").read()
    (changed / "premise-banco-win-odd-stake.yaml").write_text(text + "\n# edited\n", encoding="utf-8")
    for _ in range(2):
        result = run("grade", sheet, "--scenarios", str(changed), "--store", store, "--report-dir", str(tmp_path))
        assert result.exit_code == 1
    doc = json.loads(run("audit", "--store", store, "--format", "json").output)
    (row,) = doc["scenarios"]
    assert row["attempts"] == 3 and row["not_bundled"] == 2
    text_out = run("audit", "--store", store).output
    assert "2 graded against a file other than the bundled one" in text_out
    html = run("audit", "--store", store, "--format", "html").output
    assert "2 graded against a file other than the bundled one" in html
    assert "2 valutati su un file diverso da quello fornito" in run("audit", "--store", store, "--lang", "it").output
    csv_text = run("audit", "--store", store, "--format", "csv").output
    header = csv_text.splitlines()[0].split(",")
    assert header.index("not_bundled") == header.index("pass_mark") + 1  # where it was: columns are added last
    assert any(ln.startswith("scenario,total,") and ln.split(",")[header.index("not_bundled")] == "2"
               for ln in csv_text.splitlines())


# -- 16: group commit ----------------------------------------------------------------------------------------

def _sheets(folder, n: int, bad: tuple[int, ...] = ()) -> list[str]:
    """n answer sheets (copies of the examples, each its own trainee), sheet i invalid when i is in `bad`."""
    folder.mkdir(exist_ok=True)
    names = sorted(n for n in os.listdir(EXAMPLES) if n.endswith(".answer.yaml"))
    paths = []
    for i in range(n):
        text = open(os.path.join(EXAMPLES, names[i % len(names)]), encoding="utf-8").read()
        text = re.sub(r"(?m)^trainee: .*$", f"trainee: T-{i:04d}", text)
        if i in bad:
            text = text.replace("answer:", "answer: [not, a, map]\nnot_answer:")
        path = folder / f"s{i:04d}.answer.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    return paths


def _wal_commits(path: str) -> int:
    """The commits in an SQLite store's write-ahead log (frames whose header gives the database's size)."""
    import struct

    with open(path + "-wal", "rb") as f:
        data = f.read()
    if len(data) < 32:
        return 0
    page = struct.unpack(">I", data[8:12])[0]
    salt = data[16:24]
    commits, at = 0, 32
    while at + 24 + page <= len(data):
        size, frame_salt = struct.unpack(">I", data[at + 4:at + 8])[0], data[at + 8:at + 16]
        if frame_salt != salt:
            break
        commits += size != 0
        at += 24 + page
    return commits


def test_grade_records_many_sheets_in_a_few_transactions(tmp_path):
    store = str(tmp_path / "r.sqlite")
    fill_first = run("grade", os.path.join(EXAMPLES, "perfect.answer.yaml"), "--scenarios", SCENARIOS, "--store",
                     store, "--report-dir", str(tmp_path / "rep0"))
    assert fill_first.exit_code == 0
    keep = sqlite3.connect(store)  # an open connection keeps the log when the command closes its own
    keep.execute("SELECT COUNT(*) FROM results").fetchone()
    before = _wal_commits(store)
    sheets = _sheets(tmp_path / "sheets", 40)
    result = run("grade", str(tmp_path / "sheets"), "--scenarios", SCENARIOS, "--store", store, "--json",
                 "--report-dir", str(tmp_path / "rep"))
    assert result.exit_code == 1  # some examples fail
    commits = _wal_commits(store) - before
    keep.close()
    assert 1 <= commits <= 4, commits  # not one per sheet
    with open_store(store) as s:
        recs = list(s.records())[1:]
        assert verify(s).ok
    assert [r.sheet for r in recs] == sheets  # in the order graded
    assert len(os.listdir(tmp_path / "rep" / "scorecards")) == 2 * len(sheets)
    assert [json.loads(ln)["trainee"] for ln in result.output.splitlines()] == [f"T-{i:04d}" for i in range(40)]


def test_output_keeps_the_order_of_the_sheets_when_some_are_invalid(tmp_path):
    store = str(tmp_path / "r.sqlite")
    _sheets(tmp_path / "sheets", 12, bad=(3, 7, 8))
    result = CliRunner().invoke(main, ["grade", str(tmp_path / "sheets"), "--scenarios", SCENARIOS, "--store", store,
                                       "--json", "--report-dir", str(tmp_path / "rep")], env={"TRAINER_AUDIT_KEY": ""})
    lines = [json.loads(ln) for ln in result.stdout.splitlines()]
    assert [("error" in d, d.get("file") or d.get("trainee")) for d in lines][:5] == [
        (False, "T-0000"), (False, "T-0001"), (False, "T-0002"), (True, str(tmp_path / "sheets" / "s0003.answer.yaml")),
        (False, "T-0004")]
    assert len(lines) == 12
    with open_store(store) as s:
        assert len(s) == 9


def test_a_batch_the_store_refuses_leaves_no_scorecard(tmp_path):
    store = str(tmp_path / "r.sqlite")
    run("grade", os.path.join(EXAMPLES, "perfect.answer.yaml"), "--scenarios", SCENARIOS, "--store", store,
        "--report-dir", str(tmp_path / "rep0"))
    db = sqlite3.connect(store, isolation_level=None)
    db.execute("UPDATE chain_head SET seq = 'x'")  # a damaged head: no result can be chained to it
    db.close()
    _sheets(tmp_path / "sheets", 10)
    result = run("grade", str(tmp_path / "sheets"), "--scenarios", SCENARIOS, "--store", store,
                 "--report-dir", str(tmp_path / "rep"))
    assert result.exit_code == 1 and "not recorded" in result.output
    folder = tmp_path / "rep" / "scorecards"
    assert not folder.exists() or not [n for n in os.listdir(folder) if not n.startswith(".")]
    assert not folder.exists() or not os.listdir(folder)  # no temporary file left either
    db = sqlite3.connect(store)
    assert db.execute("SELECT COUNT(*) FROM results").fetchone()[0] == 1
    db.close()


def test_add_many_chains_signs_and_moves_the_head_once(spec, record, monkeypatch):
    from dataclasses import replace

    with open_store(spec) as store:
        first = store.add(record, key="k-1")
        batch = store.add_many([replace(record, trainee=f"T-{i}") for i in range(5)], key="k-1")
        assert [r.seq for r in batch] == [2, 3, 4, 5, 6]
        assert batch[0].prev_hash == first.hash and all(b.prev_hash == a.hash for a, b in zip(batch, batch[1:]))
        assert store.head().seq == 6 and store.head().hash == batch[-1].hash
        assert verify(store, key="k-1", require_signed=True).ok
        assert store.add_many([]) == []
