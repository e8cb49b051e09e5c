"""The end of a taglia or sequence says PASSED or FAILED with the pass mark used, as its scorecard does
(issue 20, item 5); `trainer train --pass-mark` sets the mark as `trainer grade` does."""
from __future__ import annotations

import glob
import os
import re
import sys

import pytest
from conftest import spawn_tty

from test_seq_train import ANSI, ROOT, SEQUENCES, flat, sequence_lines, train, typing

ART7 = os.path.join(SEQUENCES, "seq-art7-left-over-in-bianco.yaml")


def _one_wrong(lang="en") -> list[str]:
    hands = sequence_lines(ART7, lang)
    hands[1] = list(hands[1])
    hands[1][-1] = "4" if hands[1][-1] != "4" else "5"  # the button of hand 2: one decision wrong of 34
    return [x for hand in hands for x in hand]


@pytest.mark.parametrize("lang, mark, says", [
    ("en", None, "Sequence score: 33/34. FAILED (pass mark: every decision right)."),
    ("en", "0.9", "Sequence score: 33/34. PASSED (pass mark: 90 % of the decisions)."),
    ("it", None, "Punteggio della sequenza: 33/34. NON SUPERATO (soglia: tutte le decisioni giuste)."),
    ("it", "0.95", "Punteggio della sequenza: 33/34. SUPERATO (soglia: 95 % delle decisioni)."),
])
def test_the_end_screen_says_passed_or_failed_with_the_mark_as_the_scorecard_does(tmp_path, lang, mark, says):
    args = [ART7, "--trainee", "T-5", "--report-dir", str(tmp_path), "--no-record", "--lang", lang]
    result = train(*args, *(["--pass-mark", mark] if mark else []), input=typing(_one_wrong(lang)))
    assert result.exit_code == 0, result.output[-2000:]
    assert says in flat(result.output), flat(result.output)[-800:]
    [card] = glob.glob(str(tmp_path / "scorecards" / "*.md"))
    verdict = says.split(". ")[1].split(" (")[0]
    assert verdict in open(card, encoding="utf-8").read()


@pytest.mark.parametrize("mark", ["nan", "-0.1", "1.5", "inf"])
def test_a_pass_mark_outside_0_to_1_is_refused(tmp_path, mark):
    result = train(ART7, "--trainee", "T-5", "--report-dir", str(tmp_path), "--no-record", "--pass-mark", mark)
    assert result.exit_code == 2 and "--pass-mark" in result.output


def test_the_resume_command_keeps_the_pass_mark(tmp_path):
    lines = _one_wrong()[:20]
    result = train(ART7, "--trainee", "T-5", "--report-dir", str(tmp_path), "--no-record", "--pass-mark", "0.8",
                   input=typing(lines))
    assert result.exit_code == 1 and "--pass-mark 0.8" in flat(result.output)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang, says", [("en", "FAILED (pass mark: every decision right)."),
                                        ("it", "NON SUPERATO (soglia: tutte le decisioni giuste).")])
def test_on_a_terminal_the_end_of_a_sequence_says_failed_and_the_mark(tmp_path, lang, says):
    pytest.importorskip("pexpect")
    from vt_screen import Screen, stops

    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    lines = _one_wrong(lang)
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", ART7, "--trainee", "T-5", "--report-dir", "out",
                                       "--no-record", "--lang", lang], cwd=str(tmp_path), env=env,
                      encoding="utf-8", timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    try:
        for prompt in stops(child, screen):
            child.sendline(lines.pop(0) if prompt else "")
    finally:
        child.close()
    assert child.exitstatus == 0 and not lines
    assert says in flat(ANSI.sub("", screen.text)) and screen.wrapped == [], screen.text
