"""At every prompt `?` helps, an empty line says the same, and Ctrl-C before the first prompt stops like a stop
(trainee report of 2026-12-02, items 3, 4 and 16; issue 20's bar: help, empty lines and Ctrl-C never record an
answer the trainee did not give).

`?` shows what the key asks, how it is typed and the `trainer rules` topics to read (with --lang it in
Italian), the same for every hand, then the prompt again; nothing is answered. Through click's runner for every
key (the stakes that play and the settlement bet by bet too), and on a real terminal of 80x24 in English and
Italian. Ctrl-C while the session loads, before its loop runs, said to be a stop with exit 130, never click's
"Aborted!".
"""
from __future__ import annotations

import os
import sys
import time
from dataclasses import replace

import pytest
import yaml
from conftest import spawn_tty

from test_session import DROPPED, DROPPED_RIGHT, ROOT, SCENARIOS, canonical_lines, run, sheets_in, typing
from trainer.i18n.stops import from_argv
from trainer.engine.solve import solve
from trainer.i18n import templates
from trainer.i18n.prompts import MESSAGES
from trainer.rulebook import rules_command
from trainer.scenario.load import load
from trainer.session import prompt_help
from trainer.session.questions import ORDER, Ask
from trainer.table import Seat, Table
from trainer.vocab import SettleBy
from vt_screen import Screen, stops

EN, IT = templates("en", MESSAGES), templates("it", MESSAGES)
SECOND_BET = os.path.join(SCENARIOS, "art11-second-bet-on-one-seat.yaml")


def _help_start(key: str, lang: str) -> str:
    """The first words of a key's help, as the screen shows them (before any placeholder)."""
    return (EN if lang == "en" else IT)[f"session.help.{key}"].split("{")[0][:40]


def _asked(lines):
    """`?` before every answer: each prompt asked twice, the help in between."""
    return [x for line in lines for x in ("?", line)]


def test_every_key_has_a_help_and_it_is_the_same_for_every_hand():
    one = Ask("en", Table((Seat(1, 100), Seat(5, None, 200)), 1), ())
    other = Ask("en", Table((Seat(1, None, 40, 5), Seat(5, 300)), 5), ())
    for lang in ("en", "it"):
        for key in ORDER:
            a, b = (prompt_help.help_lines(key, Ask(lang, ask.table, ask.cards)) for ask in (one, other))
            assert a == b, key  # nothing of the hand in it, so nothing of its answer (the seats are the same)
            text = " ".join(a)
            assert ("Da leggere: trainer rules" if lang == "it" else "To read: trainer rules") in text, key
            assert text.count("--lang it") == (lang == "it"), key
            assert "{" not in text, key
            # At any width the command to read is whole: on its line, or on lines of its own ending in "\".
            narrow = prompt_help.help_lines(key, Ask(lang, one.table, one.cards, width=40))
            command = rules_command(prompt_help.TOPICS[key], lang)
            label = "Da leggere:" if lang == "it" else "To read:"
            at = next(i for i, line in enumerate(narrow) if line.startswith(label))
            at += narrow[at] == label  # the label alone: the command on the lines after it
            end = next(i for i in range(at, len(narrow)) if not narrow[i].endswith("\\"))
            pasted = " ".join(line.strip().removesuffix("\\").strip() for line in narrow[at:end + 1])
            assert pasted.endswith(command) and all(len(line) <= 40 for line in narrow[:at]), (key, narrow)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_question_mark_at_every_prompt_helps_and_answers_nothing(tmp_path, lang):
    """Every key of a hand with a fault at the table (the stakes that play asked) and --settle (the settlement
    bet by bet): `?` before each answer; the sheet holds the same answers as without it, all right."""
    solution = solve(replace(load(SECOND_BET), settlement=SettleBy.BET_BY_BET))  # as --settle plays it
    right = canonical_lines(solution)
    plain = run("train", SECOND_BET, "--trainee", "T-1", "--report-dir", str(tmp_path / "a"), "--no-record",
                "--lang", lang, "--settle", input=typing(right))
    helped = run("train", SECOND_BET, "--trainee", "T-1", "--report-dir", str(tmp_path / "b"), "--no-record",
                 "--lang", lang, "--settle", input=typing(_asked(right)))
    assert helped.exit_code == plain.exit_code == 0, helped.output[-2000:]
    out = " ".join(helped.output.split())
    [a], [b] = sheets_in(tmp_path / "a", "t-1"), sheets_in(tmp_path / "b", "t-1")
    first, second = (yaml.safe_load(open(p, encoding="utf-8")) for p in (a, b))
    assert second["answer"] == first["answer"]
    asked = list(second["answer"])
    assert set(asked) == set(ORDER), asked  # every key a hand can ask
    for key in asked:
        assert _help_start(key, lang) in out, (key, lang)
    read = "Da leggere: trainer rules" if lang == "it" else "To read: trainer rules"
    assert out.count(read) == sum(len(v) if isinstance(v, list) else 1 for v in _typed_lines(second)) // 2
    assert "Not one of the options" not in out and "Non è una delle opzioni" not in out


def _typed_lines(sheet):
    for value in sheet["typed"].values():
        if isinstance(value, dict):
            yield from value.values()
        else:
            yield value


def test_an_empty_line_names_none_only_where_none_is_an_answer(tmp_path):
    lines = list(DROPPED_RIGHT)
    lines[0:1] = ["", lines[0]]  # status: always has a value
    result = run("train", DROPPED, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record",
                 input=typing(lines))
    out = " ".join(result.output.split())
    assert result.exit_code == 0 and out.count("Nothing typed: type your answer; ? says how.") == 1, out[-1500:]
    assert "Not one of the options" not in out  # an empty line is not an invalid option
    assert prompt_help.empty_reason("punto") == prompt_help.empty_reason("banco") == "session.retry.empty.value"
    assert prompt_help.empty_reason("burned") == "session.retry.empty.none"
    assert "0" not in EN["session.retry.empty.value"] and "0 (or none)" in EN["session.retry.empty.none"]


def test_the_stop_message_takes_the_command_and_language_from_a_line_not_parsed_yet():
    assert from_argv(["train", "--drill", "--lang", "it"]) == ("train", "it")
    assert from_argv(["exam", "x", "--lang=it"]) == ("exam", "it")
    assert from_argv(["--lang", "fr"]) == (None, "en")


def test_a_ctrl_c_no_session_caught_exits_130_with_a_sentence_in_the_commands_language():
    """The `trainer` group's own class, with a command of the test's that Ctrl-C stops: exit 130, never
    "Aborted!"; `exam` and `train` say what a stop before the first answer means, in --lang's language."""
    import click
    from click.testing import CliRunner

    from trainer.cli.options import lang_option
    from trainer.cli.stop import StoppingGroup
    from trainer.i18n.stops import stop_message

    @click.group(cls=StoppingGroup)
    def group() -> None:
        pass

    for name in ("exam", "train", "audit"):
        @group.command(name)
        @lang_option()
        def stopped_at_once(lang: str) -> None:
            raise KeyboardInterrupt

    for name, lang, says in (("exam", "it", "Il sorvegliante può avviare di nuovo la prova"),
                             ("train", "en", "before its first answer: nothing was answered, nothing recorded"),
                             ("audit", "en", "Stopped (Ctrl-C).")):
        result = CliRunner().invoke(group, [name, "--lang", lang])
        out = " ".join(result.output.split())  # broken between words at the terminal's width
        assert result.exit_code == 130 and says in out and "Aborted" not in out, result.output
        assert out == stop_message(name, lang) and result.output.startswith("\n"), result.output


def _as_a_shell_reports(child) -> int:
    """The exit status as a shell's $? says it: 128 + N for a process ended by signal N. Rarely (a Ctrl-C in a
    narrow moment of the imports) CPython ends the process with SIGINT itself once trainer has handled the
    Ctrl-C, said its stop and chosen 130 (strace: exit_sigint after finalization), which a shell reports as
    130 all the same."""
    return child.exitstatus if child.exitstatus is not None else 128 + child.signalstatus


def _env():
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES", "TRAINER_STORE"):
        env.pop(name, None)
    return env


WORDS = {
    "en": {"stopped": "Session stopped (Ctrl-C)", "before": "before its first answer", "read": "To read: trainer rules",
           "passed": "12 of 12 decisions right: passed."},
    "it": {"stopped": "Sessione interrotta (Ctrl-C)", "before": "prima della prima risposta",
           "read": "Da leggere: trainer rules", "passed": "12 decisioni giuste su 12"},
}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_ctrl_c_while_a_drill_is_made_stops_with_130_and_records_nothing(tmp_path, lang):
    """Ctrl-C sent at moments from the start until the first prompt: each a stop, exit 130, in the session's
    language, never "Aborted!", no traceback, no answer saved. The first comes once the seed is said, while the
    300 scenarios of the drill are being made: before the session's loop."""
    pexpect = pytest.importorskip("pexpect")
    words = WORDS[lang]
    for n, when in enumerate(("seed", 0.3, 1.0, "prompt")):
        folder = tmp_path / f"r{n}"
        child = spawn_tty(sys.executable, ["-m", "trainer", "train", "--drill", "--count", "300", "--seed", "14",
                                           "--trainee", "T2", "--no-record", "--report-dir", str(folder), "--lang",
                                           lang], cwd=str(tmp_path), env=_env(), encoding="utf-8", timeout=60,
                          dimensions=(24, 80))
        if when == "seed":  # said before the drill is made
            child.expect_exact("--seed 14")
        elif when == "prompt":  # past the opening lines' wait, at the first prompt
            child.expect(r"(Press Enter|Premi Invio)[^\n]*…")
            child.sendline("")
            child.expect(r"> $")
        else:
            time.sleep(float(when))
        child.sendintr()
        child.expect(pexpect.EOF)
        shown = child.before
        child.close()
        assert _as_a_shell_reports(child) == 130, (when, shown[-1500:])
        assert "Aborted" not in shown and "Traceback" not in shown, shown[-1500:]
        assert words["stopped"] in " ".join(shown.split()), (when, shown[-1500:])
        assert (words["before"] in shown) == (when == "seed") or isinstance(when, float), (when, shown[-1500:])
        for sheet in sheets_in(folder, "t2"):
            assert not yaml.safe_load(open(sheet, encoding="utf-8")).get("answer"), sheet


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_on_a_terminal_question_mark_at_every_prompt_shows_its_help(tmp_path, lang):
    """80x24: `?` at each of the hand's prompts; each help screen names its key's rules topics (--lang it in
    Italian), fits without a split word, and the hand is still answered right."""
    pytest.importorskip("pexpect")
    words = WORDS[lang]
    at_prompts = _asked(DROPPED_RIGHT)
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", DROPPED, "--trainee", "T-0042", "--report-dir",
                                       str(tmp_path), "--no-record", "--lang", lang],
                      cwd=str(tmp_path), env=_env(), encoding="utf-8", timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    helps = 0
    try:
        for prompt in stops(child, screen):
            assert screen.wrapped == [], screen.wrapped[:3]
            text = " ".join(screen.text.split())
            if prompt and at_prompts and at_prompts[0] != "?":  # the help asked for is on screen
                helps += 1
                assert words["read"] in text, screen.text
                assert ("--lang it" in text) == (lang == "it"), screen.text
            child.sendline(at_prompts.pop(0) if prompt else "")
    finally:
        child.close()
    assert child.exitstatus == 0 and not at_prompts, screen.text
    assert helps == len(DROPPED_RIGHT)
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["typed"]["status"] == ["?", "1"] and sheet["answer"]["procedure"] == ["staff_pick_up"]
    assert not sheet.get("incomplete")


EXAM = """\
id: small
title: {en: A small exam, it: Un esame piccolo}
articles: [1, 9, 12]
hands:
  seeds: [4242, 4242]
  per_article: {1: 1, 9: 1, 12: 1}
time_limit: 120
pass:
  min_fraction: 0.9
"""
EXAM_WORDS = {
    "en": {"stopped": "The exam was stopped.", "wait": "Press Enter to deal the first hand…", "by": "Per article:",
           "none": "Recorded in the results store: 0 hands", "one": "Recorded in the results store: 1 hand and",
           "again": "A stopped exam cannot be resumed"},
    "it": {"stopped": "L'esame è stato interrotto.", "wait": "Premi Invio per distribuire il primo colpo…",
           "by": "Per articolo:", "none": "Registrato nell'archivio dei risultati: 0 colpi",
           "one": "Registrato nell'archivio dei risultati: 1 colpo e", "again": "Un esame interrotto non si riprende"},
}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("answered", [0, 1])
def test_an_exam_stopped_says_so_below_the_prompt_and_how_to_sit_it_again(tmp_path, lang, answered):
    """80x24: Ctrl-C at "Press Enter to deal the first hand" (nothing answered) or at hand 2's first prompt
    (one hand answered): the stop on a line of its own, "1 hand" / "0 hands", no heading over no articles, and
    the command of a new sitting, whole, as the proctor pastes it."""
    pexpect = pytest.importorskip("pexpect")
    from test_exam_sitting import SEED
    from trainer.exam import load_exam
    from trainer.exam.draw import exam_hands
    from trainer.store.keys import new_key_pair

    words = EXAM_WORDS[lang]
    (tmp_path / "small.yaml").write_text(EXAM, encoding="utf-8")
    private, _, _ = new_key_pair(str(tmp_path / "keys"))
    first = canonical_lines(exam_hands(load_exam(str(tmp_path / "small.yaml")), SEED, "any")[0])
    env = dict(_env(), TRAINER_SIGNING_KEY=private, HOME=str(tmp_path))
    args = ["-m", "trainer", "exam", "small.yaml", "--trainee", "T-0042", "--proctor", "I-07", "--report-dir",
            "out", "--store", "r.sqlite", "--lang", lang]
    child = spawn_tty(sys.executable, args, cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30,
                      dimensions=(24, 80))
    screen = Screen(80, 24)
    child.expect(r"(Press Enter|Premi Invio)[^\n]*…")
    screen.feed(child.before + child.after)
    if answered:
        child.sendline("")
        for line in first:
            child.expect(r"> $")
            child.sendline(line)
        child.expect(r"(Press Enter|Premi Invio)[^\n]*…|> $")  # hand 2's first prompt (no verdict in an exam)
        while "> " not in child.after:
            child.sendline("")
            child.expect(r"(Press Enter|Premi Invio)[^\n]*…|> $")
        screen.feed(child.before + child.after)
    child.sendintr()
    child.expect(pexpect.EOF)
    screen.feed(child.before)
    child.close()
    shown = screen.text
    assert child.exitstatus == 130, shown
    rows = [row.rstrip() for row in shown.split("\n")]
    assert words["stopped"] in rows, shown  # a line of its own, not after the prompt
    flat = " ".join(shown.split())
    assert words["one" if answered else "none"] in flat, shown
    assert (words["by"] in flat) == bool(answered), shown
    assert words["again"] in flat, shown
    command = " ".join(" ".join(row.strip().removesuffix("\\") for row in rows).split())
    expected = "trainer exam small.yaml --trainee T-0042 --proctor I-07" + (" --lang it" if lang == "it" else "")
    assert expected + " --report-dir out --store r.sqlite" in command, shown
    assert screen.wrapped == [], screen.wrapped[:3]
    print(shown)
