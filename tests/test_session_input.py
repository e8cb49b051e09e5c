"""Help, an empty line and `<` never answer for the trainee (issue 20, item 3).

At `Steps >`, `?` then Enter through the help then Enter again used to
record the procedure as none. Now help never records an answer, an empty
line is asked again (none is typed: 0 or none), a line typed at the help's
pager answers the prompt instead of being dropped, and `<` (back) takes up
the answer before, until the hand's verdict. Through click's runner, and on
a real terminal of 80x24 in English and Italian.
"""
from __future__ import annotations

import os
import sys

import pytest
import yaml
from conftest import spawn_tty

from test_session import DROPPED, DROPPED_RIGHT, ROOT, run, sheets_in, typing
from vt_screen import Screen, stops


def _train(tmp_path, lines, lang="en"):
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--lang", lang,
                 "--no-record", input=typing(lines))
    [path] = sheets_in(tmp_path)
    return result, " ".join(result.output.split()), yaml.safe_load(open(path, encoding="utf-8"))


def test_leaving_the_help_with_enter_records_nothing_and_an_empty_line_is_asked_again(tmp_path):
    lines = [DROPPED_RIGHT[0], "?", "", "", DROPPED_RIGHT[1], *DROPPED_RIGHT[2:]]
    result, out, sheet = _train(tmp_path, lines)
    assert result.exit_code == 0, out
    assert out.count("Nothing typed: type your answer, or 0 (or none) for none; ? says how.") == 2
    assert sheet["answer"]["procedure"] == ["staff_pick_up"] and sheet["typed"]["procedure"] == ["?", "", "", "7"]
    assert "12 of 12 decisions right: passed." in out


def test_an_empty_line_is_never_an_answer_where_none_is_offered(tmp_path):
    """Punto's cards offer no answer: Enter is asked again. Set aside and burned offer none (the procedure has
    no step that sets aside or burns, issue 20 item 10), and typing 0 or none there still answers."""
    lines = list(DROPPED_RIGHT)
    lines[3:4] = ["", DROPPED_RIGHT[3]]
    lines[-4:-2] = ["0", "none"]
    result, out, sheet = _train(tmp_path, lines)
    assert result.exit_code == 0 and "12 of 12 decisions right: passed." in out, out
    # Punto always has cards: its "nothing typed" names no none (issue 16).
    assert out.count("Nothing typed: type your answer; ? says how.") == 1 and "0 (or none)" not in out
    assert sheet["typed"]["punto"] == ["", DROPPED_RIGHT[3]]
    assert sheet["typed"]["set_aside"] == ["0"] and sheet["typed"]["burned"] == ["none"]
    assert "confirmed" not in sheet  # typed, not confirmed


def test_back_takes_up_the_answer_before_and_a_new_status_changes_the_path(tmp_path):
    right = DROPPED_RIGHT
    # Status "colpo in bianco", steps typed, then < twice: the status again, now valid, and its whole path.
    lines = ["2", "<", right[0], "<", "<", right[0], right[1], right[2], "back", right[2], *right[3:7],
             right[7], "<", right[7], *right[8:]]
    result, out, sheet = _train(tmp_path, lines)
    assert result.exit_code == 0, out
    assert "This is the hand's first decision: there is no answer before it to change." in out
    assert "12 of 12 decisions right: passed." in out, out
    assert sheet["answer"]["status"] == "valid" and sheet["answer"]["procedure"] == ["staff_pick_up"]
    assert sheet["typed"]["status"] == ["2", right[0], "<", right[0]]
    assert sheet["typed"]["payouts"][1] == [right[7], right[7]] and sheet["typed"]["payouts"][4] == ["<", right[8]]


def test_back_in_italian(tmp_path):
    right = DROPPED_RIGHT
    lines = [right[0], right[1], "indietro", right[1], *right[2:]]
    result, out, sheet = _train(tmp_path, lines, "it")
    assert result.exit_code == 0 and "12 decisioni giuste su 12" in out, out
    assert sheet["typed"]["procedure"] == [right[1], right[1]] and sheet["typed"]["reader"] == ["indietro", "1"]


WORDS = {
    "en": {"heading": "Hand 1 of 1: A card falls to the floor", "empty": "Nothing typed: type your answer",
           "steps": "Steps >", "example": "e.g. -13 or 123.45", "passed": "12 of 12 decisions right: passed."},
    "it": {"heading": "Colpo 1 di 1: Una carta cade a terra", "empty": "Non hai scritto nulla: scrivi la risposta",
           "steps": "Passi >", "example": "ad es. -13 o 123,45", "passed": "12 decisioni giuste su 12"},
}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("at_pager", ["", "7"])
def test_on_a_terminal_help_enter_and_back_never_answer_for_the_trainee(tmp_path, lang, at_pager):
    """80x24: `?` at Steps, the help paged; at its first page Enter (then Enter at the prompt, asked again, then
    7) or 7 typed there, which answers the prompt; `<` at the reader goes back to the steps."""
    pytest.importorskip("pexpect")
    words = WORDS[lang]
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    right = DROPPED_RIGHT
    at_prompts = [right[0], "?", *([] if at_pager else ["", right[1]]), "<", right[1], *right[2:]]
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", DROPPED, "--trainee", "T-0042", "--report-dir",
                                       str(tmp_path), "--no-record", "--lang", lang],
                      cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    screens: list[str] = []
    pager_pages = 0
    try:
        for prompt in stops(child, screen):
            screens.append(screen.text)
            assert screen.wrapped == [], screen.wrapped[:3]
            if prompt:
                child.sendline(at_prompts.pop(0))
            elif "steps" in child.after or "passi" in child.after:
                pager_pages += 1
                child.sendline(at_pager if pager_pages == 1 else "")
            else:
                child.sendline("")
    finally:
        child.close()
    assert child.exitstatus == 0 and not at_prompts, screen.text
    shown = "\n".join(screens)
    assert pager_pages >= 1 and words["heading"] in shown and words["example"] in " ".join(shown.split())
    assert (words["empty"] in shown) == (at_pager == ""), at_pager
    assert words["passed"] in " ".join(shown.split())
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["answer"]["procedure"] == ["staff_pick_up"]
    assert sheet["typed"]["procedure"] == (["?", "7", "7"] if at_pager else ["?", "", "7", "7"])
    assert sheet["typed"]["reader"] == ["<", "1"]
