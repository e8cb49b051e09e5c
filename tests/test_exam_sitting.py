"""`trainer exam` (issue 22, item 2): a sitting played at a real terminal (80x24) passes and certifies; each
hand is recorded as answered (origin exam, signed); Ctrl-C ends it failed-incomplete, recorded; the time
limit cuts a hand short; no hand's cards are on disk before it is answered; no signing key, no exam."""
from __future__ import annotations

import glob
import json
import os
import re
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import spawn_tty
from test_session import Scripted, canonical_lines

from trainer.cli import main
from trainer.exam import load_exam
from trainer.exam.draw import exam_hands
from trainer.exam.sitting import sit
from trainer.session.console import Console
from trainer.store import open_store
from trainer.store.keys import load_signing_key, new_key_pair

ROOT = str(Path(__file__).resolve().parent.parent)
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
SEED = 4242
EXAM = f"""\
id: small
title: {{en: A small exam, it: Un esame piccolo}}
articles: [1, 9, 12]
hands:
  seeds: [{SEED}, {SEED}]
  per_article: {{1: 1, 9: 1, 12: 1}}
time_limit: 120
pass:
  min_fraction: 0.9
  min_per_article: {{1: 0.8}}
  red_lines:
    - {{key: burned, articles: [1]}}
"""


@pytest.fixture
def setup(tmp_path):
    (tmp_path / "small.yaml").write_text(EXAM, encoding="utf-8")
    private, public, _ = new_key_pair(str(tmp_path / "keys"))
    exam = load_exam(str(tmp_path / "small.yaml"))
    return tmp_path, exam, private, public


def right_lines(exam):
    return [[line for line in canonical_lines(h)] for h in exam_hands(exam, SEED, "any")]


def records(path):
    with open_store(str(path), read_only=True) as store:
        return list(store.records())


def test_without_the_signing_key_no_exam_starts(setup):
    tmp_path, _, _, _ = setup
    env = {"TRAINER_SIGNING_KEY": ""}
    out = CliRunner().invoke(main, ["exam", str(tmp_path / "small.yaml"), "--trainee", "T-1", "--proctor", "I-7",
                                    "--store", str(tmp_path / "r.sqlite")], env=env)
    assert out.exit_code == 1 and "needs the signing key" in out.output
    assert not (tmp_path / "r.sqlite").exists()
    out = CliRunner().invoke(main, ["exam", "venice-tabel", "--trainee", "T-1", "--proctor", "I-7"])
    assert out.exit_code == 1 and "did you mean 'venice-table'" in out.output


def test_a_scripted_sitting_records_each_hand_signed_and_the_outcome(setup):
    tmp_path, exam, private, _ = setup
    s = Scripted([x for hand in right_lines(exam) for x in hand])
    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
                   report_dir=str(tmp_path / "out"), seed=SEED)
    assert done.exit_code == 0 and done.outcome.passed and "PASSED" in s.text
    assert "[Enter:" not in s.text  # an exam offers no answer for Enter (issue 20, item 10): each one is typed
    recs = records(tmp_path / "r.sqlite")
    assert [r.origin for r in recs] == ["exam"] * 4 and all(r.signed for r in recs)
    outcome = recs[-1]
    assert outcome.scenario == "exam:small" and outcome.answer["outcome"] == "passed"
    assert outcome.answer["seed"] == SEED and outcome.answer["proctor"] == "I-7"
    assert [h["seq"] for h in outcome.answer["hands"]] == [1, 2, 3]
    cert = json.loads(Path(done.certificate).read_text(encoding="utf-8"))
    assert [r["seq"] for r in cert["results"]] == [1, 2, 3] and cert["passed"] is True
    assert cert["exam"]["catalogue_sha256"] == exam.sha256


def test_ctrl_c_ends_the_exam_failed_incomplete_and_records_it(setup):
    tmp_path, exam, private, _ = setup
    first = right_lines(exam)[0]
    s = Scripted(first + ["1"], then=KeyboardInterrupt)  # hand 2 stopped at its second question
    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
                   report_dir=str(tmp_path / "out"), seed=SEED)
    assert done.exit_code == 130 and not done.outcome.passed and done.certificate is None
    recs = records(tmp_path / "r.sqlite")
    assert len(recs) == 2 and recs[-1].answer["outcome"] == "failed-incomplete" and not recs[-1].passed
    assert "FAILED" in s.text and "not finished (1 of 3 hands" in s.text
    assert not glob.glob(str(tmp_path / "out" / "certificates" / "*"))


def test_the_time_limit_cuts_a_hand_short_and_its_unanswered_decisions_count_wrong(setup):
    tmp_path, exam, private, _ = setup
    exam = replace(exam, time_limit=1)  # the file's least is 10 seconds; a test cannot wait that long
    hands = right_lines(exam)
    queue = [*hands[0][:1], "SLOW", *hands[1], *hands[2]]
    out: list[str] = []
    slept_out: list[bool] = []

    def read(prompt):
        out.append(prompt)
        line = queue.pop(0)
        if line == "SLOW":  # the trainee thinks for longer than the hand's time: the alarm ends the wait
            time.sleep(5)
            slept_out.append(True)  # reached only if the alarm did not end the wait
        return line

    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=Console(read=read,
                   write=out.append), report_dir=str(tmp_path / "out"), seed=SEED)
    assert not slept_out  # the alarm cut the wait at one second: the sleep never ran out
    text = "\n".join(out)
    assert "Time is up for this hand (1 second)" in text
    assert "Right answer" not in text and "What went wrong" not in text  # no answer shown before the end
    recs = records(tmp_path / "r.sqlite")
    first = recs[0]
    assert sum(d["ok"] for d in first.decisions) <= 1 < len(first.decisions)  # only the status was answered
    assert recs[-1].answer["late"] == [1] and not done.outcome.passed


def _files_holding(root: Path, needle: str) -> list[str]:
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            try:
                if needle in Path(path).read_text(encoding="utf-8", errors="replace"):
                    found.append(path)
            except OSError:
                pass
    return found


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def exam_at_a_terminal(tmp_path, private: str, trainee: str):
    """`trainer exam small.yaml` in its own process at an 80x24 terminal, recording into tmp_path/r.sqlite."""
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               TRAINER_SIGNING_KEY=private, HOME=str(home), TMPDIR=str(tmp_path))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES", "TRAINER_STORE"):
        env.pop(name, None)
    args = ["-m", "trainer", "exam", str(tmp_path / "small.yaml"), "--trainee", trainee, "--proctor", "I-07",
            "--report-dir", "out", "--store", "r.sqlite"]
    return spawn_tty(sys.executable, args, cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30,
                     dimensions=(24, 80))


def test_an_exam_played_at_an_80x24_terminal_passes_and_its_certificate_verifies(setup):
    pexpect = pytest.importorskip("pexpect")
    tmp_path, exam, private, public = setup
    hands = exam_hands(exam, SEED, "any")
    lines = [x for h in hands for x in canonical_lines(h)]
    starts = {}  # the line index at which each hand starts
    at = 0
    for n, h in enumerate(hands):
        starts[at] = n
        at += len(canonical_lines(h))
    child = exam_at_a_terminal(tmp_path, private, "T-0042")
    seen, typed = [], 0
    try:
        while True:
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…", pexpect.EOF])
            seen.append(child.before + (child.after if hit < 2 else ""))
            if hit == 2:
                break
            if hit == 0:
                if typed in starts:  # a hand is on screen, not yet answered: its cards are nowhere on disk
                    for later in hands[starts[typed]:]:
                        cards = ", ".join(str(c) for c in later.scenario.cards)
                        assert not _files_holding(tmp_path, cards), f"hand {starts[typed] + 1}'s cards on disk"
                    # nor the right answers of the hands before it: their scorecards come when the exam ends
                    assert not glob.glob(str(tmp_path / "out" / "scorecards" / "*")), "a scorecard mid-exam"
                child.sendline(lines[typed])
                typed += 1
            else:
                child.sendline("")
    finally:
        child.close()
    shown = ANSI.sub("", "".join(seen))
    assert child.exitstatus == 0, shown[-3000:]
    assert "PASSED" in shown and "Certificate:" in shown
    assert len(glob.glob(str(tmp_path / "out" / "scorecards" / "*.html"))) == len(hands)  # written at the end
    sheets = glob.glob(str(tmp_path / "out" / "sheets" / "*" / "*.answer.yaml"))
    assert sheets and all(open(f, encoding="utf-8").readline().startswith("# Written by `trainer exam` on ")
                          for f in sheets)
    cert = glob.glob(str(tmp_path / "out" / "certificates" / "*.certificate.json"))
    assert len(cert) == 1
    out = CliRunner().invoke(main, ["certificate", "verify", cert[0], "--public-key", public])
    assert out.exit_code == 0, out.output
    out = CliRunner().invoke(main, ["certificate", "verify", cert[0], "--public-key", public,
                                    "--store", str(tmp_path / "r.sqlite")])
    assert out.exit_code == 0 and "record 3" in out.output, out.output


def test_a_store_of_version_2_takes_exam_records_once_migrated_its_columns_in_their_order(tmp_path, monkeypatch):
    import sqlite3

    from trainer.store import sqlite as backend

    path = str(tmp_path / "v2.sqlite")
    every = list(backend.MIGRATIONS)
    monkeypatch.setattr(backend.SQLiteStore, "MIGRATIONS", every[:2])
    with open_store(path) as store:
        assert store.version() == 2
    monkeypatch.setattr(backend.SQLiteStore, "MIGRATIONS", every)
    db = sqlite3.connect(path)
    before = [r[1] for r in db.execute("PRAGMA table_info(results)")]
    with open_store(path) as store:
        assert store.version() == store.latest_version == 6
        with pytest.raises(sqlite3.IntegrityError):  # an origin the trainer does not know is still refused
            db.execute("INSERT INTO results (seq, prev_hash, hash, format, trainee, scenario, answer, decisions, "
                       "score, max, passed, times, graded_at, origin, sheet) VALUES "
                       "(1, '', '', 1, 't', 's', '{}', '[]', 0, 0, 0, '{}', '', 'audit', '')")
    db.close()
    db = sqlite3.connect(path)
    after = [r[1] for r in db.execute("PRAGMA table_info(results)")]
    assert after[:len(before)] == before  # in their order (version 3's provenance columns and 6's summary come after them)
    assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert "'exam'" in db.execute("SELECT sql FROM sqlite_master WHERE name = 'results'").fetchone()[0]
    db.close()


def test_sigterm_ends_the_exam_failed_incomplete_and_records_it(setup):
    """An inspector's attack: `kill PID` (SIGTERM: a shutdown, the login session ending) during hand 2 left no
    outcome record, so the class report showed no exam at all. It ends the sitting as Ctrl-C does."""
    import signal

    pexpect = pytest.importorskip("pexpect")
    tmp_path, exam, private, _ = setup
    first = right_lines(exam)[0]
    child = exam_at_a_terminal(tmp_path, private, "T-0415")
    typed = 0
    try:
        while typed <= len(first):  # hand 1 answered, then hand 2's first prompt
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…"])
            if hit == 1:
                child.sendline("")
                continue
            if typed == len(first):
                break
            child.sendline(first[typed])
            typed += 1
        child.kill(signal.SIGTERM)
        child.expect(pexpect.EOF)
    finally:
        child.close()
    recs = records(tmp_path / "r.sqlite")
    assert recs[-1].answer["outcome"] == "failed-incomplete" and not recs[-1].passed, [r.answer for r in recs]
    assert child.exitstatus == 130


@pytest.mark.parametrize("answered", [3, 1, 0])
def test_the_audit_counts_an_exams_hands_as_attempts_and_its_outcome_once_in_the_scenario_view(setup, answered):
    """An inspector's finding: a 2-hand exam read '3 attempts, 3 passed' in the audit, its outcome record
    counted as one more attempt. The trainee's attempts are the hands played; the outcome is the exam:ID row."""
    tmp_path, exam, private, _ = setup
    lines = [x for hand in right_lines(exam)[:answered] for x in hand]
    s = Scripted(lines, then=KeyboardInterrupt)
    with open_store(str(tmp_path / "r.sqlite")) as store:
        sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
            report_dir=str(tmp_path / "out"), seed=SEED)
    out = CliRunner().invoke(main, ["audit", "--format", "json", "--store", str(tmp_path / "r.sqlite")])
    assert out.exit_code == 0, out.output
    view = json.loads(out.output)
    [trainee] = view["trainees"]
    assert trainee["attempts"] == answered
    [row] = [s for s in view["scenarios"] if s["scenario"] == "exam:small"]
    assert row["attempts"] == 1 and row["passes"] == (1 if answered == 3 else 0)
