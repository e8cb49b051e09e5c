"""A wrong decision's feedback names the rule that decides it in this hand, with the `trainer rules` topic to
read (issue 20, item 7): announcing "Banco 8, Punto 4" against a Banco natural says that a natural ends the
hand, not only that Banco is announced first."""
from __future__ import annotations

import os
import sys

import pytest
from conftest import spawn_tty

from test_session import ROOT, SCENARIOS, canonical_lines, run, typing
from trainer.engine.solve import solve
from trainer.scenario.load import load
from vt_screen import Screen

NATURAL = os.path.join(SCENARIOS, "premise-banco-win-odd-stake.yaml")  # Banco 8 on its first two cards
SAYS = {"en": ("a natural, 8 or 9 on a side's first two cards, ends the hand", "Read: trainer rules premise"),
        "it": ("una battuta, 8 o 9 con le prime due carte del Punto o del Banco, chiude il colpo",
               "Da leggere: trainer rules premise")}


def _lines(lang: str = "en") -> list[str]:
    lines = canonical_lines(solve(load(NATURAL)))
    at = next(i for i, line in enumerate(lines) if line.startswith("Banco "))
    lines[at] = "Banco 8, Punto 4"
    return lines


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_wrong_announcement_on_a_natural_names_the_natural_and_the_topic(tmp_path, lang):
    result = run("train", NATURAL, "--trainee", "T-7", "--report-dir", str(tmp_path), "--no-record", "--lang", lang,
                 input=typing(_lines(lang)))
    out = " ".join(result.output.split())
    assert result.exit_code == 0, out[-1500:]
    for words in SAYS[lang]:
        assert words in out, (words, out[-1500:])


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_on_a_terminal_the_verdict_names_the_rule(tmp_path, lang):
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    lines = _lines(lang)
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", NATURAL, "--trainee", "T-7", "--report-dir", "out",
                                       "--no-record", "--lang", lang], cwd=str(tmp_path), env=env,
                      encoding="utf-8", timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    verdicts = []
    try:
        while True:
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…", pexpect.EOF])
            screen.feed(child.before + (child.after if hit < 2 else ""))
            if hit == 2:
                break
            if hit == 1:
                verdicts.append(screen.text)
            assert screen.wrapped == []
            child.sendline(lines.pop(0) if hit == 0 else "")
    finally:
        child.close()
    shown = " ".join(" ".join(verdicts).split())
    assert child.exitstatus == 0 and not lines
    for words in SAYS[lang]:
        assert words in shown, (words, shown[-1500:])
