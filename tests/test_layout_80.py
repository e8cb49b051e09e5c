"""Issue 20, items 5, 6, 9 and 18 at 80x24, in English and Italian: a printed command pastes as shown, every
argument and path whole; `trainer keys new` and the other commands' prose wrap between words; `trainer rules`
headings wrap between words with the articles' bracket whole; the summaries, stop screens and exam results show
the time in all and per hand (median, slowest); the sabot listing's cards stand in columns and the "So far" line
never parts a seat from its number."""
from __future__ import annotations

import os
import re
import shlex
import sys

import pytest
from click.testing import CliRunner
from conftest import spawn_tty

from test_exam_sitting import right_lines, setup  # noqa: F401 (fixture)
from test_session import DROPPED, DROPPED_RIGHT, MISANNOUNCED, canonical_lines, run, typing
from test_session_polish import Terminal
from test_shoe_session import ARGS, CHOICE, Scripted, all_lines, dealt, hand_lines
from trainer.cli import main
from trainer.engine.solve import solve
from trainer.exam.sitting import sit
from trainer.rulebook import all_topics
from trainer.rulebook.render import cited
from trainer.scenario.load import load
from trainer.session import Session
from trainer.session.advice import command_lines
from trainer.session.layout import fit
from trainer.session.screen import t
from trainer.session.time_words import session_time
from trainer.store import open_store
from trainer.store.keys import load_signing_key
from vt_screen import Screen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tty_only = pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")


def _env(**more: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("COLUMNS", "LINES", "PAGER", "TRAINER_STORE", "TRAINER_SIGNING_KEY"):
        env.pop(name, None)
    env.update(NO_COLOR="1", TRAINER_PACE="0", **more)
    return env


def _fits(screen: Screen) -> list[str]:
    """The screen's lines, after checking that the terminal broke none and none is over 80 columns."""
    assert screen.wrapped == [], screen.wrapped[:3]
    lines = [line.rstrip() for line in screen.lines]
    assert all(len(line) <= 80 for line in lines)
    return lines


def _pasted(lines: list[str], at: int) -> list[str]:
    """The command starting on line `at`, read as a shell reads it: a line ended by a backslash goes on."""
    end = at
    while lines[end].endswith("\\"):
        end += 1
    return shlex.split("\n".join(lines[at:end + 1]).replace("\\\n", ""))


# ---- 5. a printed command pastes as shown ----

@pytest.mark.parametrize("size", [60, 75, 100])
def test_a_command_keeps_every_argument_whole_and_one_too_long_for_the_indent_starts_its_line(size):
    """A path of 60 columns fits after the indent (79 - 6 - 2 for " \\" leaves 71), one of 75 only the line, one
    of 100 not even that."""
    long = "reports/sheets/t1/" + "x" * (size - 30) + ".answer.yaml"
    assert len(long) == size
    args = ["trainer", "train", "--resume", long, "-q", "--report-dir", "a folder/with spaces", "--lang", "it",
            "--no-record"]
    lines = command_lines(args, 79)
    assert shlex.split("\n".join(lines).replace("\\\n", "")) == args  # pastes as printed
    assert all(line.endswith(" \\") for line in lines[:-1]) and not lines[-1].endswith("\\")
    [at] = [i for i, line in enumerate(lines) if long in line]
    if len(long) + 6 + 2 <= 79:
        assert lines[at].startswith("      ") and lines[at].endswith(" " + long + " \\")
    else:  # too long for the indent: it starts the line, and nothing but it and the backslash is there
        assert lines[at] == long + " \\"
    assert all(len(line) <= 79 for i, line in enumerate(lines) if i != at)
    assert any("--report-dir 'a folder/with spaces'" in line for line in lines)  # an option stays with its value
    if len(long) + 6 + 2 > 79:
        assert lines[at + 1].startswith("      -q")  # nothing joins an argument too long for the indent


def _spawn_train(args: list[str], cwd: str, **env: str):
    pexpect = pytest.importorskip("pexpect")
    return pexpect, spawn_tty(sys.executable, ["-m", "trainer", "train", *args], cwd=cwd,
                              env=_env(TRAINER_NO_WAIT="1", **env), encoding="utf-8", timeout=60,
                              dimensions=(24, 80))


@tty_only
@pytest.mark.slow
@pytest.mark.parametrize("lang,report_dir", [("en", "long-report-folder"), ("it", "a-long-report-folder-name")])
def test_a_taglia_stopped_at_80x24_prints_a_resume_command_that_pastes_and_the_time_so_far(tmp_path, monkeypatch,
                                                                                           lang, report_dir):
    """The sheet's path fits the continuation indent (65 columns), or only the line (72: it starts the line)."""
    hands = dealt()
    pexpect, child = _spawn_train([*ARGS, "--trainee", "T1", "--no-record", "--lang", lang, "--report-dir",
                                   report_dir], str(tmp_path))
    raw = ""
    try:
        for line in [*hand_lines(hands[0]), *hand_lines(hands[1])]:
            child.expect(r"> $")
            child.sendline(line)
        child.expect(r"> $")
        child.sendintr()
        child.expect(pexpect.EOF)
        raw = child.before
    finally:
        child.close()
    assert child.exitstatus == 130
    screen = Screen(80, 3000)
    screen.feed(raw)
    lines = _fits(screen)
    go_on = t(lang, "taglia.resume")
    command = _pasted(lines, lines.index(go_on) + 1)
    sheet = command[3]
    assert command[:3] == ["trainer", "train", "--resume"] and os.path.isfile(tmp_path / sheet)
    assert command[4:] == (["--lang", "it"] if lang == "it" else []) + ["--report-dir", report_dir, "--no-record"]
    # The taglia's sheet is named once by the time it was dealt: the taglia file's name, .answer.yaml.
    assert re.fullmatch(r"taglia-s3-\d{14}\.answer\.yaml", os.path.basename(sheet)), sheet
    assert os.path.isfile(tmp_path / report_dir / "taglie" / "t1" / os.path.basename(sheet).replace(".answer", ""))
    # Item 9: the time of the hands answered, in all and per hand.
    said = {"en": r"Time: \d+[.,]?\d* s in all; per hand \(2 hands\): median \d+[.]?\d* s, slowest \d+[.]?\d* s "
                  r"\(hand [12]\)\.",
            "it": r"Tempo: \d+,?\d* s in tutto; per colpo \(2 colpi\): mediana \d+,?\d* s, il più lento \d+,?\d* s "
                  r"\(colpo [12]\)\."}[lang]
    assert re.search(said, " ".join(lines)), "\n".join(lines[-12:])
    # The command goes on with the taglia where it stopped, and the end screen shows the time too.
    monkeypatch.chdir(tmp_path)  # where the trainee pastes it
    resumed = CliRunner().invoke(main, command[1:], input="".join(f"{x}\n" for x in all_lines(hands[2:])),
                                 env={"TRAINER_NO_WAIT": "1"}, catch_exceptions=False)
    assert resumed.exit_code == 0, resumed.output
    end = resumed.output[resumed.output.index(t(lang, "taglia.over", count=len(hands))):]
    assert re.search(said.replace(r"\(2 ", rf"\({len(hands)} "), " ".join(end.split())), end


def test_a_sheet_named_in_the_old_way_still_resumes_and_a_new_name_never_overwrites(tmp_path):
    hands = dealt()
    s = Scripted(all_lines(hands[:1]), then=KeyboardInterrupt)
    Session("T-3", report_dir=str(tmp_path), console=s.console).shoe(CHOICE)
    [sheet] = (tmp_path / "sheets" / "t-3").iterdir()
    stamp = re.search(r"-(\d{14})\.answer\.yaml$", sheet.name).group(1)
    old = sheet.with_name(sheet.name.replace(".answer.yaml", f"--{stamp[:8]}-{stamp[8:]}.answer.yaml"))
    sheet.rename(old)  # as the sheets of a taglia were named before
    sheet.write_text("kept: true\n", encoding="utf-8")  # a file under the new name: never written over
    resumed = CliRunner().invoke(main, ["train", "--resume", str(old), "--no-record"],
                                 input="".join(f"{x}\n" for x in all_lines(hands[1:])), catch_exceptions=False)
    assert resumed.exit_code == 0, resumed.output
    assert sheet.read_text(encoding="utf-8") == "kept: true\n"
    assert "incomplete: true" not in old.read_text(encoding="utf-8")  # the old sheet is the one completed


@tty_only
@pytest.mark.slow
@pytest.mark.parametrize("depth", [1, 4])
def test_keys_new_at_80x24_prints_each_path_whole_on_its_own_line_and_an_export_line_that_pastes(tmp_path, depth):
    pexpect = pytest.importorskip("pexpect")
    out = os.path.join(*["a-folder-with-a-long-name"] * depth)
    child = spawn_tty(sys.executable, ["-m", "trainer", "keys", "new", "--out", out], cwd=str(tmp_path),
                      env=_env(), encoding="utf-8", timeout=60, dimensions=(24, 80))
    child.expect(pexpect.EOF)
    raw = child.before
    child.close()
    assert child.exitstatus == 0, raw
    screen = Screen(80, 200)
    screen.feed(raw)
    private, public = os.path.join(out, "signing.key"), os.path.join(out, "signing.pub")
    lines = [line.rstrip() for line in screen.lines if line.strip()]
    at = next(i for i, line in enumerate(lines) if line.lstrip().startswith("export "))
    if len(private) + 2 <= 79:
        lines = _fits(screen)
        assert f"  {private}" in lines and f"  {public}" in lines
        assert _pasted(lines, at) == ["export", f"TRAINER_SIGNING_KEY={private}"]
    else:  # a path longer than the line: the terminal must break it, but it starts a line and shares none
        for path in (private, public):
            assert any(a == path[:80] and b == path[80:] for a, b in zip(lines, lines[1:])), path
        assert lines[at] == "  export TRAINER_SIGNING_KEY=\\" and lines[at + 1] == private[:80]
    words = "Key pair written, key id The private key, to keep on the recording machines (named by".split()
    assert all(w in " ".join(lines).split() for w in words)  # the prose wraps between words


# ---- 6. trainer rules: headings wrap between words, the articles' bracket whole ----

@tty_only
@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_rules_heading_fits_80_columns_with_its_articles_bracket_whole(tmp_path, lang):
    pexpect = pytest.importorskip("pexpect")
    child = spawn_tty(sys.executable, ["-m", "trainer", "rules", "--lang", lang], cwd=str(tmp_path),
                      env=_env(PAGER="cat"), encoding="utf-8", timeout=60, dimensions=(24, 80))
    child.expect(pexpect.EOF)
    raw = child.before
    child.close()
    screen = Screen(80, 5000)
    screen.feed(raw)
    lines = _fits(screen)
    text = "\n".join(lines)
    for topic in all_topics():
        bracket = f"[{cited(topic.articles, lang)}]"
        assert any(line.rstrip().endswith(bracket) for line in lines), bracket
        title = " ".join(topic.title[lang].split())
        assert title in " ".join(text.split()), title  # every word of the title, none split


# ---- 9. the time in the summaries and the exam results ----

@pytest.mark.parametrize("lang", ["en", "it"])
def test_session_time_says_the_time_in_all_and_the_median_and_slowest_hand(lang):
    hands = [{"status": 4.0, "winner": 6.0}, {}, {"status": 30.5, "winner": 44.5}, {"status": 12.0}]
    [line] = session_time(hands, lang)
    if lang == "en":
        assert line == "Time: 1 min 37 s in all; per hand (3 hands): median 12 s, slowest 75 s (hand 3)."
    else:
        assert line == "Tempo: 1 min 37 s in tutto; per colpo (3 colpi): mediana 12 s, il più lento 75 s (colpo 3)."
    assert session_time([{}], lang) == []
    [one] = session_time([{"status": 4.25}], lang)
    assert one == {"en": "Time: 4.2 s for the one hand answered.", "it": "Tempo: 4,2 s per l'unico colpo giocato."}[lang]
    assert "1 h 2 min" in session_time([{"a": 3000.0}, {"a": 720.0}], lang)[0]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_end_of_session_summary_and_its_stop_summary_show_the_time(tmp_path, lang):
    right_second = canonical_lines(solve(load(MISANNOUNCED)))
    result = run("train", DROPPED, MISANNOUNCED, "--trainee", "T-0042", "--report-dir", str(tmp_path),
                 "--no-record", "--lang", lang, input=typing(DROPPED_RIGHT + right_second))
    assert result.exit_code == 0, result.output
    summary = result.output[result.output.index(t(lang, "session.summary.title", trainee="T-0042")):]
    per_hand = {"en": "in all; per hand (2 hands): median", "it": "in tutto; per colpo (2 colpi): mediana"}[lang]
    assert per_hand in " ".join(summary.split())
    stopped = run("train", DROPPED, MISANNOUNCED, "--trainee", "T-0042", "--report-dir", str(tmp_path),
                  "--no-record", "--lang", lang, input=typing(DROPPED_RIGHT))  # the input ends in hand 2
    assert stopped.exit_code == 1, stopped.output
    after = stopped.output[stopped.output.index(t(lang, "session.stopped.eof")):]
    assert {"en": "for the one hand answered.", "it": "per l'unico colpo giocato."}[lang] in " ".join(after.split())


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_end_screen_of_a_taglia_shows_the_time(tmp_path, monkeypatch, lang):
    monkeypatch.chdir(tmp_path)  # the files' paths as a trainee in the folder sees them
    term = Terminal(all_lines(dealt()))
    Session("T-1", lang=lang, report_dir="r", console=term.console, no_record=True).shoe(CHOICE)
    end = term.screen.text
    assert t(lang, "taglia.over", count=len(dealt())) in " ".join(end.split())
    per_hand = {"en": "in all; per hand (", "it": "in tutto; per colpo ("}[lang]
    assert per_hand in " ".join(end.split())
    assert term.screen.wrapped == []


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_exam_results_show_the_time_finished_or_stopped(setup, lang):  # noqa: F811 (fixture)
    tmp_path, exam, private, _ = setup
    s = Scripted([x for hand in right_lines(exam) for x in hand])
    with open_store(str(tmp_path / "r.sqlite")) as store:
        sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console, lang=lang,
            report_dir=str(tmp_path / "out"), seed=4242)
    per_hand = {"en": "in all; per hand (3 hands): median", "it": "in tutto; per colpo (3 colpi): mediana"}[lang]
    assert per_hand in " ".join(s.text.split())
    s = Scripted(right_lines(exam)[0] + ["1"], then=KeyboardInterrupt)
    with open_store(str(tmp_path / "r2.sqlite")) as store:
        sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console, lang=lang,
            report_dir=str(tmp_path / "out"), seed=4242)
    assert {"en": "for the one hand answered.", "it": "per l'unico colpo giocato."}[lang] in " ".join(s.text.split())


# ---- 18. the sabot listing in columns; "seat 3" never parted ----

def _starts(line: str) -> list[int]:
    """Where each numbered card of a listing row starts (the column of its number's last digit)."""
    return [m.end(1) for m in re.finditer(r"(?:^|\s)(\d+) (?:10|[2-9AJQK])[♠♥♦♣]", line)]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_cards_out_of_the_sabot_and_next_in_it_stand_in_the_same_columns(tmp_path, lang):
    hands = dealt()
    term = Terminal(all_lines(hands[:3]))
    Session("T-1", lang=lang, report_dir=str(tmp_path), console=term.console, no_record=True).shoe(CHOICE)
    out_label, next_label = t(lang, "session.listing.out"), t(lang, "session.listing.next")
    checked = 0
    for screen in (text for _, text in term.prompts):
        rows = screen.splitlines()
        outs = [r for r in rows if r.strip().startswith(out_label)]
        nexts = [r for r in rows if r.strip().startswith(next_label)]
        if outs and nexts:
            a, b = _starts(outs[-1]), _starts(nexts[0])
            n = min(len(a), len(b))
            assert n and a[:n] == b[:n], (outs[-1], nexts[0])
            checked += 1
    assert checked


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_so_far_line_never_parts_a_seat_or_a_score_from_its_number(lang):
    seat = t(lang, "session.show.seat", seat=13)
    answers = " · ".join([f"{t(lang, 'session.key.reader')}: {seat}", f"{t(lang, 'session.key.announce')}: banco 4,"
                          " punto 7", f"{t(lang, 'session.key.button')}: {t(lang, 'session.show.seat', seat=3)}"])
    line = t(lang, "session.so_far", answers=answers)
    for width in range(24, 90):
        pieces = fit(line, width, "  ")
        assert " ".join(p.strip() for p in pieces) == line
        for a, b in zip(pieces, pieces[1:]):
            assert not (re.search(r"(seat|posto|banco|punto)$", a) and re.match(r"\s*\d", b)), (width, a, b)


# ---- 5. the prose of the other commands wraps between words on a terminal; piped, it keeps its lines ----

@tty_only
@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "it"])
def test_grade_and_validate_wrap_between_words_at_80x24_and_keep_their_lines_piped(tmp_path, lang):
    import shutil
    import subprocess

    pexpect = pytest.importorskip("pexpect")
    shutil.copytree(os.path.join(ROOT, "examples"), tmp_path / "examples")
    (tmp_path / "bad.yaml").write_text("title: x\ntime_limit: 3\n", encoding="utf-8")
    for args in (["grade", "examples", "--report-dir", "r", "--no-record", "--lang", lang], ["validate", "bad.yaml"]):
        child = spawn_tty(sys.executable, ["-m", "trainer", *args], cwd=str(tmp_path), env=_env(), encoding="utf-8",
                          timeout=60, dimensions=(24, 80))
        child.expect(pexpect.EOF)
        raw = child.before
        child.close()
        screen = Screen(80, 2000)
        screen.feed(raw)
        shown = " ".join(_fits(screen)).split()
        piped = subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True,
                               env=_env(), cwd=str(tmp_path))
        text = piped.stdout + piped.stderr
        assert max(map(len, text.splitlines())) > 80  # piped: each line whole, as long as it is
        words = [w for w in text.split() if "--20" not in w]  # the scorecards' names carry the second they were made
        assert words and [w for w in words if w not in shown] == []  # every word on screen, none split
