"""`trainer train` on a real terminal (issue 11, items 1 and 6): the screen as a trainee sees it.

A pty of 80x24 or 120x40 runs the session and tests/vt_screen.py keeps the
screen as that terminal shows it. At every prompt the table, the deal and
the fault are on screen; every verdict is on screen while the session waits
for Enter; and the terminal never had to break a line, so nothing wraps
mid-word; in English and in Italian.
"""
from __future__ import annotations

import os
import re
import sys

import pytest
from conftest import spawn_tty

from test_session import DROPPED, DROPPED_RIGHT, ROOT, SCENARIOS, canonical_lines
from trainer.scenario.load import load
from trainer.session.layout import fit
from trainer.engine.solve import solve
from trainer.vocab import STEPS
from vt_screen import Screen

EXTRA = os.path.join(SCENARIOS, "art1-extra-card-seen.yaml")  # the widest deal: a card drawn on neither side

WORDS = {
    "en": {"table": r"Seat\s+Punto\s+Banco\s+Égalité", "deal": 'After "Rien ne va plus":',
           "faults": ("The 4th card slips and falls to the floor.", "One card too many: the 6th card"),
           "cards": ("1. A♠  → Punto", "6. 8♠  drawn, on neither"), "next": "next hand",
           "wrong": ("✗ Winner", "Right answer: Banco", "✗ Status of the hand", "✗ Reader",
                     "Not asked: you said the hand is a colpo in bianco", "✗ Payouts", "Answer sheet:"),
           "summary": "Summary for T-0042",
           "again": {"99": "'99' is not a step", "3": "Not a seat at this table: type one of 1, 4, 7, 8, 12"}},
    "it": {"table": r"Posto\s+Punto\s+Banco\s+Égalité", "deal": 'Dopo "Rien ne va plus":',
           "faults": ("La 4ª carta scivola e cade a terra.", "Una carta di troppo: la 6ª carta"),
           "cards": ("1. A♠  → Punto", "6. 8♠  estratta, né"), "next": "colpo successivo",
           "wrong": ("✗ Casella vincente", "Risposta giusta: Banco", "✗ Stato del colpo", "✗ Giocatore a Punto",
                     "Non chiesta: hai detto che è un colpo in bianco", "✗ Pagamenti", "Foglio risposte:"),
           "summary": "Riepilogo per T-0042",
           "again": {"99": "'99' non è un passo", "3": "Non è un posto di questo tavolo: scrivi uno tra 1, 4, 7"}},
}


def _lines_for_both_hands() -> list[str]:
    """The first hand right but its winner (with invalid lines asked again); the second said to be a colpo in
    bianco, where it is valid."""
    first = list(DROPPED_RIGHT)
    first[6] = "1"  # winner: Punto, where Banco wins
    first[1:3] = ["99", "99", first[1], "3", "3", first[2]]  # no step 99, no seat 3: asked again, twice each
    extra = canonical_lines(solve(load(EXTRA)))
    second = ["2", extra[1], *extra[3:7], *extra[-4:]]  # the colpo in bianco path: no reader, no payouts
    return first + second


def _play(lines: list[str], rows: int, columns: int, lang: str, check_prompt, check_wait) -> Screen:
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    args = ["-m", "trainer", "train", DROPPED, EXTRA, "--trainee", "T-0042", "--report-dir", "out",
            "--no-record", "--lang", lang]
    child = spawn_tty(sys.executable, args, cwd=os.getcwd(), env=env, encoding="utf-8", timeout=30,
                      dimensions=(rows, columns))
    screen = Screen(columns, rows)
    queue = list(lines)
    try:
        while True:
            # "> " at the very end of what came: the prompt waiting (a redrawn answer has "> " inside a line).
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…", pexpect.EOF])
            screen.feed(child.before + (child.after if hit < 2 else ""))
            if hit == 2:
                break
            if hit == 0:
                typed = queue.pop(0)
                check_prompt(screen, typed)
                child.sendline(typed)
            else:
                check_wait(screen, child.after)
                child.sendline("")
    finally:
        child.close()
    assert child.exitstatus == 0, screen.text
    assert not queue
    return screen


def _no_word_broken(screen: Screen) -> None:
    """The terminal broke no line: no screen line fills the width and runs on into the next."""
    assert screen.wrapped == [], screen.wrapped[:3]
    lines = screen.lines
    for a, b in zip(lines, lines[1:]):
        assert not (len(a) == screen.columns and a[-1].isalnum() and b[:1].isalnum()), (a, b)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("rows,columns", [(24, 80), (40, 120)])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hand_stays_on_screen_while_answering_and_each_verdict_while_waiting(tmp_path, monkeypatch, lang,
                                                                                   rows, columns):
    monkeypatch.chdir(tmp_path)
    words = WORDS[lang]
    hand = {"n": 0, "prompts": 0, "typed": ""}
    verdicts: list[str] = []

    def at_prompt(screen: Screen, typed: str) -> None:
        text = screen.text
        hand["prompts"] += 1
        assert re.search(words["table"], text), text
        assert words["deal"] in text and words["cards"][hand["n"]] in text, text
        assert words["faults"][hand["n"]] in text, text
        assert screen.lines[screen.y].rstrip().endswith(">"), text  # the prompt is on the cursor's line
        if hand["n"] == 0 and hand["typed"] in words["again"]:  # why the line was not taken, with the hand
            assert words["again"][hand["typed"]] in text and text.count(words["again"][hand["typed"]]) == 1, text
        hand["typed"] = typed
        _no_word_broken(screen)
        if columns >= 120 and re.search(r"(Steps|Passi) >\s*$", screen.lines[screen.y]):
            # the whole menu: each step as its code (Italian: its label, then its code)
            assert all(f"{i} {step}" in text if lang == "en" else re.search(rf"\b{i} [^\n]*\({step}\)", text)
                       for i, step in enumerate(STEPS, 1)), text

    def at_wait(screen: Screen, prompt: str) -> None:
        verdicts.append(screen.text)
        _no_word_broken(screen)
        if words["next"] in prompt:
            hand["n"] += 1

    screen = _play(_lines_for_both_hands(), rows, columns, lang, at_prompt, at_wait)
    shown = "\n".join(verdicts)
    for line in words["wrong"]:
        assert line in shown, (line, shown)
    assert hand["n"] == 1 and hand["prompts"] == len(_lines_for_both_hands())
    assert words["summary"] in screen.text
    _no_word_broken(screen)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_a_question_mark_lists_the_steps_with_what_each_does_and_the_same_prompt_comes_back(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = DROPPED_RIGHT[:1] + ["?"] + DROPPED_RIGHT[1:] + _lines_for_both_hands()[len(DROPPED_RIGHT) + 4:]
    after_help: list[str] = []

    def at_prompt(screen: Screen, typed: str) -> None:
        if "Steps > ?" in screen.text:
            after_help.append(screen.text)

    paged: list[str] = []  # what does not fit above the prompt comes first, a screenful at a time

    def at_wait(screen: Screen, prompt: str) -> None:
        if "rest of the steps" in prompt:
            paged.append(screen.text)

    screen = _play(lines, 24, 80, "en", at_prompt, at_wait)
    [listed] = after_help
    assert "7 staff_pick_up - Have the card picked up" in "\n".join(paged + [listed])
    assert "17 announce_le_carte_parlano - Correct the announcement" in "\n".join(paged + [listed])
    assert "21 recover_payments - Take back what a wrong announcement paid" in listed  # the end, above the prompt
    assert listed.rstrip().endswith("Steps >")
    assert screen.wrapped == []


def test_the_screen_of_the_tests_wraps_and_erases_as_a_terminal_does():
    s = Screen(10, 3)
    s.feed("0123456789abc\r\n")
    assert s.lines == ["0123456789", "abc", ""] and s.wrapped == [("0123456789", "a")]
    s.feed("\x1b[H\x1b[2Jtop\x1b[31m red\x1b[0m\r\nx\r\ny\r\nz")
    assert s.lines == ["x", "y", "z"]  # "top red" scrolled away
    s.feed("\r\x1b[K12345678")
    assert s.lines[-1] == "12345678" and len(s.wrapped) == 1


def test_lines_are_broken_only_at_spaces_and_long_words_stay_whole():
    line = 'missing: announce_colpo_in_bianco, call_municipal_inspector; not called for: withdraw_bets'
    pieces = fit("      " + line, 30)
    assert [p.strip() for p in pieces] == ["missing:", "announce_colpo_in_bianco,", "call_municipal_inspector;",
                                          "not called for:", "withdraw_bets"]
    # The hanging indent is kept, but for a word too long to follow it: that one starts its line, alone.
    assert [p[:len(p) - len(p.lstrip())] for p in pieces] == ["      ", "", "", "      ", "      "]
    assert " ".join(p.strip() for p in pieces) == line
    coloured = "\x1b[1m" + "word " * 10 + "\x1b[0m"
    assert all(len(re.sub(r"\x1b\[[0-9;]*m", "", p)) <= 20 for p in fit(coloured, 20))
    assert fit("x" * 50, 20) == ["x" * 50]
