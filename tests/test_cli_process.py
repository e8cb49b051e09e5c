"""The `trainer` process as a shell runs it (trainer.cli.process.run): the whole output written, exit codes
passed through, an output that cannot be written told in one line, a reader that goes away met in silence."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from trainer.cli import main

ROOT = Path(__file__).resolve().parent.parent
TRAINER = [sys.executable, "-m", "trainer"]


def _run(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([*TRAINER, *args], cwd=ROOT, capture_output=True, **kw)


def test_the_process_prints_all_that_the_command_prints_in_process():
    done = _run("solve", "--json", "--lang", "it", "scenarios")
    assert done.returncode == 0 and done.stderr == b""
    in_process = CliRunner().invoke(main, ["solve", "--json", "--lang", "it", "scenarios"])
    assert done.stdout.decode("utf-8") == in_process.stdout and len(done.stdout) > 50_000


@pytest.mark.parametrize("args, code", [(("solve", "--json", "tests/invalid"), 1), (("solve", "--bogus"), 2),
                                        (("--version",), 0), (("nosuch",), 2)])
def test_exit_codes_pass_through(args, code):
    assert _run(*args).returncode == code


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_is_one_line_and_exit_1_never_a_traceback():
    with open("/dev/full", "wb") as full:
        done = subprocess.run([*TRAINER, "solve", "--json", "scenarios"], cwd=ROOT, stdout=full,
                              stderr=subprocess.PIPE)
    assert done.returncode == 1
    assert done.stderr.decode() == "trainer: cannot write the output: No space left on device\n"


def test_a_reader_that_goes_away_ends_the_run_quietly():
    p = subprocess.Popen([*TRAINER, "solve", "--json", "scenarios"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    assert p.stdout is not None and p.stderr is not None
    assert p.stdout.read(10) == b'{"format":'
    p.stdout.close()  # as `| head -c 10` does
    err = p.stderr.read()
    assert p.wait(timeout=60) == 1 and err == b""  # no traceback, no "Exception ignored ... BrokenPipeError"
