"""Hostile and careless input files (issue 9, items 2, 3 and 10, and the YAML 1.1 numbers).

Files with tens of thousands of problems are checked in linear time and
report at most 50 problems; FIFOs and devices are refused without being
opened for a blocking read; odd values (huge numbers, bad tags, tabs, bad
escapes, look-alike letters, hexadecimal or time-like numbers) get a message
at their own line instead of "could not process". Speed is measured in
bench/bench_many_problems.py, never here.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile

import pytest
from click.testing import CliRunner, Result

from test_invalid import VALID
from trainer.cli import main
from trainer.yamlio.errors import MAX_PROBLEMS, Invalid
from trainer.yamlio.reader import read

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")
PERFECT = os.path.join(ROOT, "examples", "perfect.answer.yaml")
POSITION = re.compile(r".+:\d+:\d+: ")


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def clean(result: Result, code: int) -> Result:
    assert result.exit_code == code, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output and "please report it" not in result.output, result.output
    return result


def write(path: str | os.PathLike[str], text: str) -> str:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return str(path)


def unknown_keys(count: int, indent: str = "") -> str:
    return "".join(f"{indent}k{i}: 1\n" for i in range(count))


def perfect_sheet(**replace: str) -> str:
    with open(PERFECT, encoding="utf-8") as fh:
        text = fh.read()
    for old, new in replace.items():
        assert old in text
        text = text.replace(old, new)
    return text


# ---- item 2: many problems, checked once, reported up to 50 -----------------------------------------------------

@pytest.mark.parametrize("count, more", [(51, "... and 1 more problem in this file"),
                                         (120, "... and 70 more problems in this file"),
                                         (60_000, "... and 59,950 more problems in this file")])
def test_many_unknown_keys_give_fifty_problems_and_how_many_more(tmp_path, count, more):
    path = write(tmp_path / "many.yaml", VALID + unknown_keys(count))
    err = clean(run("validate", path), 1).stderr.splitlines()
    listed = [line for line in err if line.startswith(f"{path}:")]
    assert len(listed) == MAX_PROBLEMS + 1, err[:3]
    assert all("unknown key 'k" in line for line in listed[:MAX_PROBLEMS])
    assert listed[0].startswith(f"{path}:15:1: unknown key 'k0'")
    assert POSITION.match(listed[-1]) and listed[-1].endswith(more)
    assert listed[-1].startswith(f"{path}:65:1: ")  # where the first problem not listed is


def test_unknown_keys_inside_a_section_and_duplicates_are_capped_too(tmp_path):
    inner = write(tmp_path / "fault.yaml", VALID + unknown_keys(60_000, "  "))
    result = clean(run("solve", "--json", inner), 1)
    errors = json.loads(result.stdout)["errors"]
    assert len(errors) == MAX_PROBLEMS + 1 and errors[-1].endswith("... and 59,950 more problems in this file")
    assert "unknown key 'k0' in fault" in errors[0]
    dups = write(tmp_path / "dups.yaml", VALID + "k: 1\n" * 60_000)
    with pytest.raises(Invalid) as bad:
        read(dups)
    problems = bad.value.problems
    assert len(problems) == MAX_PROBLEMS + 1 and "first given at line 15, column 1" in problems[0].message
    assert problems[-1].message == "... and 59,949 more problems in this file"


def test_a_scenario_with_sixty_thousand_problems_does_not_stall_grade(tmp_path):
    folder = tmp_path / "scenarios"
    shutil.copytree(SCENARIOS, folder)
    write(folder / "zz-many.yaml", VALID + unknown_keys(60_000))
    result = clean(run("grade", PERFECT, "--scenarios", str(folder), "--report-dir", str(tmp_path / "r")), 0)
    assert "PASS" in result.stdout


# ---- item 3: FIFOs and devices are refused before a blocking open ------------------------------------------------

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def trainer(*args: str, cwd: str) -> subprocess.CompletedProcess[str]:
    """The real command in its own process: should it block on a FIFO, the timeout fails the test."""
    return subprocess.run([sys.executable, "-m", "trainer", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": ROOT})


@needs_fifo
def test_a_fifo_is_refused_by_validate_alone_and_in_a_folder(tmp_path):
    os.mkfifo(tmp_path / "x.yaml")
    for target in ("x.yaml", "."):
        done = trainer("validate", target, cwd=str(tmp_path))
        assert done.returncode == 1, done.stderr
        assert re.search(r"x\.yaml:1:1: .*named pipe.*not a regular file", done.stderr), done.stderr
        assert "Traceback" not in done.stderr


@needs_fifo
def test_a_fifo_among_the_scenarios_or_as_a_sheet_does_not_hang_grade(tmp_path):
    folder = tmp_path / "scenarios"
    shutil.copytree(SCENARIOS, folder)
    os.mkfifo(folder / "fifo.yaml")
    done = trainer("grade", PERFECT, "--scenarios", str(folder), "--report-dir", "r", cwd=str(tmp_path))
    assert done.returncode == 0 and "PASS" in done.stdout, done.stdout + done.stderr
    os.mkfifo(tmp_path / "sheet.answer.yaml")
    done = trainer("grade", "sheet.answer.yaml", "--scenarios", str(folder), "--report-dir", "r", cwd=str(tmp_path))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert re.search(r"sheet\.answer\.yaml:1:1: .*named pipe.*not a regular file", done.stdout + done.stderr)


def test_a_device_or_a_socket_is_refused_as_not_a_regular_file():
    if not os.path.exists("/dev/null") or not hasattr(socket, "AF_UNIX"):
        pytest.skip("no /dev/null or Unix sockets here")
    with pytest.raises(Invalid) as bad:
        read("/dev/null")
    assert "a device, not a regular file" in bad.value.problems[0].message
    with tempfile.TemporaryDirectory() as folder, socket.socket(socket.AF_UNIX) as listener:
        listener.bind(os.path.join(folder, "s.yaml"))  # a short path: socket names are limited to ~100 bytes
        with pytest.raises(Invalid) as bad:
            read(os.path.join(folder, "s.yaml"))
    assert "a socket, not a regular file" in bad.value.problems[0].message


# ---- item 10: messages at the value's own line ------------------------------------------------------------------

def scenario_with(old: str, new: str) -> str:
    assert old in VALID
    return VALID.replace(old, new)


@pytest.mark.parametrize("old, new, at, fragment", [
    ("{punto: 100}", "{punto: " + "9" * 5000 + "}", "7:16",
     "this number has 5,000 digits, too long to read: numbers here have at most 1,000 digits"),
    ("{punto: 100}", "{punto: !!bool maybe}", "7:16", "!!bool needs true or false; got 'maybe'"),
    ("{punto: 100}", "{punto: 1e308}", "7:16", "YAML reads 1e308 as text: write the number in plain digits"),
    ("title: A valid scenario", 'title: "\\ud800"', "2:9", "this escape is not a valid character"),
    ("[7H, KS", "[АC, KS", "11:11", "'А' (U+0410 CYRILLIC CAPITAL LETTER A) is not a rank; ranks are A 2-9 10 J Q K"),
    ("[7H, KS", "[7Н, KS", "11:11", "'Н' (U+041D CYRILLIC CAPITAL LETTER EN) is not a suit; suits are S H D C"),
    ("  button: 2\n", "\tbutton: 2\n", "5:1", "YAML forbids tabs for indentation: indent with spaces, not tabs"),
], ids=["long-number", "bool-maybe", "1e308", "surrogate", "cyrillic-rank", "cyrillic-suit", "tab"])
def test_odd_values_get_a_message_at_their_line(tmp_path, old, new, at, fragment):
    path = write(tmp_path / "odd.yaml", scenario_with(old, new))
    err = clean(run("validate", path), 1).stderr
    line = next((ln for ln in err.splitlines() if ln.startswith(f"{path}:{at}: ")), "")
    assert fragment in line, err
    assert "without quotes" not in err and "not closed" not in err


def test_a_quoted_number_is_still_told_to_drop_the_quotes(tmp_path):
    path = write(tmp_path / "quoted.yaml", scenario_with("{punto: 100}", '{punto: "1e3"}'))
    assert "write the number without quotes" in clean(run("validate", path), 1).stderr


def test_a_five_thousand_digit_payout_is_refused_at_its_line(tmp_path):
    sheet = write(tmp_path / "big.answer.yaml", perfect_sheet(**{"4: 285": "4: " + "9" * 5000}))
    result = clean(run("grade", "--json", sheet, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r")), 1)
    assert "this number has 5,000 digits" in result.output and f"{sheet}:13:" in result.output


def test_audit_out_under_a_link_to_a_missing_folder_says_so(tmp_path):
    store = str(tmp_path / "r.sqlite")
    clean(run("grade", PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--store", store), 0)
    os.symlink(tmp_path / "gone", tmp_path / "dir")
    for out in (tmp_path / "dir" / "x.html", tmp_path / "dir" / "sub" / "x.html"):
        result = clean(run("audit", "--store", store, "--out", str(out)), 1)
        assert "already exists" not in result.output
        assert f"the folder {tmp_path / 'dir'} does not exist" in result.output, result.output


# ---- YAML 1.1 numbers: a stake of 0x78 or 2:00 is a typo or a time, never 120 tokens ----------------------------

WRITTEN = ["0x78", "1_2_0", "2:00", "0170", "0b1111000", "1_000.5"]


@pytest.mark.parametrize("written", WRITTEN)
@pytest.mark.parametrize("old, new, at", [
    ("{punto: 100}", "{punto: N}", "7:16"),
    ("  button: 2\n", "  button: N\n  limits: {min: 1, max: 5000}\n", "5:11"),
    ("  button: 2\n", "  button: 2\n  limits: {min: 1, max: N}\n", "6:25"),
], ids=["stake", "position", "limit"])
def test_yaml_11_numbers_are_refused_in_scenarios(tmp_path, written, old, new, at):
    path = write(tmp_path / "n.yaml", scenario_with(old, new.replace("N", written)))
    err = clean(run("validate", path), 1).stderr
    line = next((ln for ln in err.splitlines() if ln.startswith(f"{path}:{at}: ")), "")
    assert f"'{written}' is not a plain decimal number" in line, err
    assert "write the number in plain decimal digits" in line


@pytest.mark.parametrize("written", WRITTEN)
@pytest.mark.parametrize("old, at", [("4: 285", "13:"), ("reader: 1", "8:11")], ids=["payout", "position"])
def test_yaml_11_numbers_are_refused_in_answer_sheets(tmp_path, written, old, at):
    new = f"reader: {written}" if old.startswith("reader") else f"4: {written}"
    sheet = write(tmp_path / "n.answer.yaml", perfect_sheet(**{old: new}))
    result = clean(run("grade", sheet, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r")), 1)
    assert f"{sheet}:{at}" in result.output and f"'{written}' is not a plain decimal number" in result.output


@pytest.mark.parametrize("plain", ["120", "-100", "+5", "0", "85.50", "0.05", "1.5e+3"])
def test_plain_numbers_still_read(tmp_path, plain):
    path = write(tmp_path / "plain.yaml", f"n: {plain}\n")
    assert read(path).data == {"n": float(plain) if "." in plain else int(plain)}


def test_a_fifo_where_a_session_keeps_a_drill_does_not_hang_it(tmp_path) -> None:
    # save_drill compares an existing drill file with the drill; a FIFO in its place is not read.
    import subprocess
    import sys

    from trainer.session.sheets import DRILLS

    folder = tmp_path / DRILLS / "seed-5"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "drill-s5-001.yaml")
    code = ("import sys; from trainer.session.sheets import save_drill; "
            "print(save_drill(sys.argv[1], 5, 'drill-s5-001', 'id: x\\n'))")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=20)
    assert done.returncode == 0, done.stderr
    kept = done.stdout.strip()
    assert kept != str(folder / "drill-s5-001.yaml") and open(kept, encoding="utf-8").read() == "id: x\n"
