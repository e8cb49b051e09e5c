"""After a session, the next step (issue 20, item 11): the weakest article, the `trainer rules` topics to read,
then the exact `trainer train --adaptive` command that practises it; after the summary as it was, at 80x24 in
English and Italian."""
from __future__ import annotations

import os
import sys

import pytest
from conftest import spawn_tty

from test_session import DROPPED, DROPPED_RIGHT, ROOT, run, typing
from test_session_polish import play
from trainer.engine.grade import Decision, Grade
from trainer.session.advice import HandResult, next_step_lines, weakest_article

WRONG = list(DROPPED_RIGHT)
WRONG[6] = "1"  # winner: Punto, where Banco wins (premise: 6 of 7 right)
WRONG[0:2] = ["1", "6"]  # procedure: burn_cards, where staff_pick_up is right (Art. 3: 4 of 5 right)
OFFER = ("Your next drill, chosen from your results:", ["trainer", "train", "--adaptive", "--trainee", "T-0042"])


@pytest.mark.parametrize("lang, step, rules, head", [
    ("en", "Next step, your weakest article: Art. 3 (4 of 5 right); read its rules:", "  trainer rules 3",
     "Your next drill, chosen from your results:"),
    ("it", "Prossimo passo, l'articolo più debole: Art. 3 (4 giuste su 5); da leggere:", "  trainer rules 3 --lang it",
     "La tua prossima esercitazione, scelta in base ai tuoi risultati:"),
])
def test_a_recorded_session_ends_with_the_weakest_article_what_to_read_and_the_adaptive_command(
        tmp_path, lang, step, rules, head):
    store = str(tmp_path / "results.sqlite")
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--store", store,
                 "--lang", lang, input=typing(WRONG))
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    at = lines.index(step)
    assert lines[at + 1] == rules and lines[at + 2] == head
    assert lines[at + 3].split()[:5] == ["trainer", "train", "--adaptive", "--trainee", "T-0042"]
    assert lines.index(step) > lines.index(next(x for x in lines if x.startswith(("What to study", "Da studiare"))))
    assert run("rules", *rules.split()[2:]).exit_code == 0  # what to read exists as printed
    assert all(len(line) <= 79 for line in lines[at:at + 3])


def test_an_unrecorded_or_a_right_session_has_no_next_step(tmp_path):
    unrecorded = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--no-record",
                     input=typing(WRONG))
    assert "Next step" not in unrecorded.output and "--adaptive" not in unrecorded.output
    right = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path),
                "--store", str(tmp_path / "r.sqlite"), input=typing(DROPPED_RIGHT))
    assert "Next step" not in right.output


def decision(key, ok, articles, why=""):
    return Decision(key=key, ok=ok, expected="x", given="y", articles=tuple(articles), why=why)


def test_the_weakest_article_is_the_lowest_share_right_with_the_rulings_its_misses_cite():
    grade = Grade("s", "T", (decision("status", True, ["premise"]), decision("winner", False, ["premise"]),
                             decision("procedure", False, [7], "It opens a colpo in bianco (R19, R20)."),
                             decision("burned", True, [7]), decision("button", False, [7], "Not here (R19, R99)."),
                             decision("payouts", True, [7])))
    weak = weakest_article([HandResult("x.yaml", grade)])
    assert weak is not None and (weak.article, weak.decisions, weak.right) == (7, 4, 2)  # 50 %, premise 50 % too:
    assert weak.topics == ("7", "R19", "R20")  # ...more missed wins; R99 is no topic
    assert weakest_article([HandResult("x.yaml", Grade("s", "T", (decision("status", True, [1]),)))]) is None
    assert next_step_lines([HandResult("x.yaml", grade)], "it", 79)[1] == "  trainer rules 7 R19 R20 --lang it"


@pytest.mark.parametrize("lang, step", [
    ("en", "Next step, your weakest article: Art. 3 (4 of 5 right); read its rules:"),
    ("it", "Prossimo passo, l'articolo più debole: Art. 3 (4 giuste su 5); da leggere:"),
])
def test_at_80x24_the_next_step_stands_above_the_drill_on_the_last_page(tmp_path, lang, step):
    term = play([DROPPED], WRONG, tmp_path, lang=lang, next_drill=OFFER)
    last = term.screen.text
    assert step in last and "trainer train --adaptive --trainee T-0042" in last
    assert last.index(step) < last.index("trainer train --adaptive")
    assert all("/" in line for line, _ in term.screen.wrapped)  # only a saved file's path, longer than the line


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_real_terminal_at_80x24_shows_it_unbroken(tmp_path, lang):
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", DROPPED, "--trainee", "T-0042", "--report-dir",
                                       "out", "--store", "r.sqlite", "--lang", lang],
                      cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30, dimensions=(24, 80))
    lines, seen = list(WRONG), []
    try:
        while True:
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…", pexpect.EOF])
            seen.append(child.before)
            if hit == 2:
                break
            child.sendline(lines.pop(0) if hit == 0 else "")
    finally:
        child.close()
    text = "".join(seen)
    assert child.exitstatus == 0 and not lines
    assert ("Next step, your weakest article: Art. 3" if lang == "en" else "Prossimo passo, l'articolo più debole: Art. 3") in text
    assert "trainer train --adaptive --trainee T-0042" in text
