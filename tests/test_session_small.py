"""Small ones (issue 20, item 8): `train --quick FILE` says what --quick goes with; a 2,000-digit payout is
not echoed whole; `rules arti5` suggests Article 5."""
from __future__ import annotations

import os
import sys

import pytest
from click.testing import CliRunner
from conftest import spawn_tty

from test_session import DROPPED, DROPPED_RIGHT, ROOT, run, typing
from trainer.cli import main
from vt_screen import Screen

HUGE = "1" * 2000


def test_quick_with_a_file_says_it_goes_with_shoe():
    result = CliRunner().invoke(main, ["train", "--quick", DROPPED, "--trainee", "T", "--no-record"])
    assert result.exit_code == 2 and "--quick go with --shoe" in result.output
    assert "--shoe and --resume" not in result.output


def test_a_huge_payout_is_echoed_short(tmp_path):
    lines = list(DROPPED_RIGHT)
    lines[7:7] = [HUGE]
    result = run("train", DROPPED, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record",
                 input=typing(lines))
    assert result.exit_code == 0, result.output[-500:]
    assert "'11111111111111111111111…' is not an amount" in result.output
    # The runner echoes what was typed; what the session writes itself stays within the width.
    [said] = [line for line in result.output.splitlines() if "is not an amount" in line]
    assert len(said) < 80


@pytest.mark.parametrize("typed, near", [("arti5", "5"), ("articel 7", "7"), ("artcolo3", "3")])
def test_a_mistyped_article_suggests_the_article(typed, near):
    result = CliRunner().invoke(main, ["rules", typed])
    assert result.exit_code == 1 and f"did you mean {near}?" in result.output, result.output


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang, table, says", [("en", "Seat", "is not an amount"), ("it", "Posto", "non è un importo")])
def test_on_a_terminal_a_huge_payout_leaves_the_table_on_screen(tmp_path, lang, table, says):
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    lines = list(DROPPED_RIGHT)
    lines[7:7] = [HUGE]
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", DROPPED, "--trainee", "T-1", "--report-dir", "out",
                                       "--no-record", "--lang", lang], cwd=str(tmp_path), env=env, encoding="utf-8",
                      timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    after_huge = None
    try:
        while True:
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…", pexpect.EOF])
            screen.feed(child.before + (child.after if hit < 2 else ""))
            if hit == 2:
                break
            if hit == 0:
                if lines and lines[0] != HUGE and after_huge is None and HUGE not in lines:
                    after_huge = screen.text
                child.sendline(lines.pop(0))
            else:
                child.sendline("")
    finally:
        child.close()
    assert child.exitstatus == 0 and after_huge is not None
    assert table in after_huge and says in after_huge and HUGE[:100] not in after_huge, after_huge
