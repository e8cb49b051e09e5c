"""Stopping a session never loses a finished one, and every stopped one can be taken up again (issue 19, item 4;
issue 20, item 6).

Ctrl-C at "Press Enter for the summary…", after the last hand of a sequence,
used to rewrite the complete sheet as incomplete and record nothing. A sheet
whose every hand is answered is complete and is recorded, whatever happens
after.
"""
from __future__ import annotations

import glob
import os
import re
import sys

import pytest
from conftest import spawn_tty

from test_seq_train import ANSI, ROOT, SEQUENCES, flat, sequence_lines, train, typing
from trainer.session import EXIT_INTERRUPTED
from trainer.sheet.load import load_sheet
from trainer.store import open_store

ART7 = os.path.join(SEQUENCES, "seq-art7-left-over-in-bianco.yaml")


def _env(**more: str) -> dict[str, str]:
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               **more)
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    env.update(more)
    return env


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_ctrl_c_at_the_summary_after_the_last_hand_keeps_the_sheet_complete_and_records_it(tmp_path, lang):
    pexpect = pytest.importorskip("pexpect")
    store = str(tmp_path / "results.sqlite")
    lines = [x for hand in sequence_lines(ART7, lang) for x in hand]
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", ART7, "--trainee", "T-0042", "--report-dir", "out",
                                       "--store", store, "--lang", lang], cwd=str(tmp_path), env=_env(),
                      encoding="utf-8", timeout=30, dimensions=(24, 80))
    seen = []
    try:
        while True:
            hit = child.expect([r"> $", r"(Press Enter|Premi Invio)[^\n]*…"])
            seen.append(child.before + child.after)
            if hit == 0:
                child.sendline(lines.pop(0))
            elif re.search("summary|riepilogo", child.after):
                break
            else:
                child.sendline("")
        child.sendintr()
        child.expect(pexpect.EOF)
        seen.append(child.before)
    finally:
        child.close()
    text = flat(ANSI.sub("", "".join(seen)))
    assert child.exitstatus == EXIT_INTERRUPTED and not lines, text[-2000:]
    [sheet] = glob.glob(str(tmp_path / "out" / "sheets" / "t-0042" / "*.answer.yaml"))
    assert not load_sheet(sheet).incomplete
    with open_store(store) as results:
        [rec] = list(results.records())
    assert rec.score == rec.max == 34
    assert ("Sequence score: 34/34." if lang == "en" else "Punteggio della sequenza: 34/34.") in text
    assert "--resume" not in text.split("34/34.")[-1]  # nothing to take up: it is recorded
    graded = train("--resume", sheet)
    assert "Traceback" not in graded.output and graded.exit_code == 1


def test_a_sheet_saved_incomplete_with_every_hand_answered_resumes_to_its_grade(tmp_path):
    """What a trainer before this fix left behind: every hand answered, `incomplete: true`. Taken up, it is
    graded and recorded at once (it used to die with a ValueError)."""
    lines = [x for hand in sequence_lines(ART7) for x in hand]
    result = train(ART7, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record", input=typing(lines))
    assert result.exit_code == 0, result.output
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-1" / "*.answer.yaml"))
    with open(sheet, encoding="utf-8") as f:
        text = f.read()
    with open(sheet, "w", encoding="utf-8") as f:
        f.write(text.replace("\nscenario:", "\nincomplete: true\nscenario:", 1))
    assert load_sheet(sheet).incomplete
    store = str(tmp_path / "results.sqlite")
    again = train("--resume", sheet, "--store", store)
    assert again.exit_code == 0 and "Sequence score: 34/34." in flat(again.output), again.output
    assert not load_sheet(sheet).incomplete
    with open_store(store) as results:
        assert len(list(results.records())) == 1


# ---- issue 19, item 6: --resume reads only the taglia file the sheet names, in its folder ----

def _stopped_taglia(tmp_path, trainee="T-9"):
    from test_shoe_session import CHOICE, Scripted, dealt, hand_lines
    from trainer.session import Session

    s = Scripted(hand_lines(dealt()[0]), then=EOFError)
    Session(trainee, report_dir=str(tmp_path), console=s.console).shoe(CHOICE)
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-9" / "*.answer.yaml"))
    [taglia] = glob.glob(str(tmp_path / "taglie" / "t-9" / "*.yaml"))
    return sheet, taglia


def _resume(sheet):
    result = train("--resume", sheet, "--no-record")
    assert "Traceback" not in result.output and result.exception is None or isinstance(result.exception, SystemExit)
    return result, flat(result.output)


def test_resume_checks_the_taglia_files_sha256_noted_in_the_sheet(tmp_path):
    sheet, taglia = _stopped_taglia(tmp_path)
    with open(sheet, encoding="utf-8") as f:
        assert "# Taglia SHA-256: " in f.read()
    result, out = _resume(sheet)
    assert "Resuming" in out  # untouched: taken up (and stopped again by the end of the input)
    with open(sheet, encoding="utf-8") as f:
        text = f.read()
    with open(sheet, "w", encoding="utf-8") as f:
        f.write(re.sub(r"# Taglia SHA-256: \w+", "# Taglia SHA-256: " + "0" * 64, text))
    result, out = _resume(sheet)
    assert result.exit_code == 1 and "has changed since its sheet was saved" in out and "Resuming" not in out


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero")
@pytest.mark.parametrize("swap", ["fifo", "dev-zero", "folder"])
def test_resume_refuses_a_taglia_that_is_not_a_regular_file(tmp_path, swap):
    sheet, taglia = _stopped_taglia(tmp_path)
    os.remove(taglia)
    if swap == "fifo":
        os.mkfifo(taglia)
    elif swap == "dev-zero":
        os.symlink("/dev/zero", taglia)
    else:
        os.mkdir(taglia)
    result, out = _resume(sheet)
    # /dev/zero through a link is refused before it is opened: the link leads out of the taglia folder.
    says = {"fifo": "is a named pipe (FIFO), not a regular file, so it cannot be resumed",
            "dev-zero": "leads out of", "folder": "is a folder, not a regular file, so it cannot be resumed"}[swap]
    assert result.exit_code == 1 and says in out, out


@pytest.mark.parametrize("scenario", ["../../x", "/etc/passwd", "..", "a/b"])
def test_resume_refuses_a_sheet_whose_scenario_leads_out_of_its_folder(tmp_path, scenario):
    sheet, taglia = _stopped_taglia(tmp_path)
    (tmp_path / "x.yaml").write_text(open(taglia, encoding="utf-8").read(), encoding="utf-8")
    with open(sheet, encoding="utf-8") as f:
        text = f.read()
    with open(sheet, "w", encoding="utf-8") as f:
        f.write(re.sub(r"\nscenario: .*\n", f"\nscenario: '{scenario}'\n", text, count=1))
    result, out = _resume(sheet)
    assert result.exit_code == 1 and "is not the name of a taglia saved in" in out, out


def test_resume_refuses_a_link_out_of_the_taglia_folder(tmp_path):
    sheet, taglia = _stopped_taglia(tmp_path)
    outside = tmp_path / "outside.yaml"
    os.replace(taglia, outside)
    os.symlink(outside, taglia)
    result, out = _resume(sheet)
    assert result.exit_code == 1 and "leads out of" in out, out


# ---- issue 20, item 6: every stopped session goes on with one command ----

def _command_after(output: str, marker: str) -> list[str]:
    """The command printed after `marker`, its continuation lines joined (as a shell reads them)."""
    import shlex

    rest = output.split(marker, 1)[1].split("\n", 1)[1]
    lines = []
    for line in rest.splitlines():
        lines.append(line.strip().rstrip("\\").strip())
        if not line.rstrip().endswith("\\"):
            break
    words = shlex.split(" ".join(lines))
    assert words[:2] == ["trainer", "train"], words
    return words[2:]


def test_a_stopped_drill_goes_on_with_the_command_it_prints(tmp_path):
    from test_session import canonical_lines
    from trainer.drill.generate import generate

    drills = generate(3, 11)
    first = canonical_lines(drills[0].solution)
    args = ["--drill", "--count", "3", "--seed", "11", "--trainee", "T-6", "--report-dir", str(tmp_path),
            "--no-record"]
    stopped = train(*args, input=typing(first + canonical_lines(drills[1].solution)[:2]))
    assert stopped.exit_code == 1, stopped.output
    words = _command_after(stopped.output, "To go on later with the 2 scenarios not yet done")
    assert len([w for w in words if w.endswith(".yaml")]) == 2 and "--no-record" in words
    rest = [line for d in drills[1:] for line in canonical_lines(d.solution)]
    again = train(*words, input=typing(rest))
    assert again.exit_code == 0, again.output[-2000:]
    assert "scenarios passed: 2 of 2" in flat(again.output), flat(again.output)[-600:]


def test_a_stop_after_a_verdict_goes_on_with_the_scenarios_after_it_in_italian(tmp_path):
    from test_session import canonical_lines
    from trainer.drill.generate import generate

    drills = generate(2, 12)
    args = ["--drill", "--count", "2", "--seed", "12", "--trainee", "T-6", "--report-dir", str(tmp_path),
            "--no-record", "--lang", "it"]
    stopped = train(*args, input=typing(canonical_lines(drills[0].solution)))
    assert stopped.exit_code == 1
    words = _command_after(stopped.output, "Per continuare più tardi con lo scenario non ancora fatto:")
    [left] = [w for w in words if w.endswith(".yaml")]
    assert os.path.basename(left) == drills[1].filename and "--lang" in words
    again = train(*words, input=typing(canonical_lines(drills[1].solution)))
    assert again.exit_code == 0, again.output[-2000:]


def test_resume_on_a_one_hand_sheet_says_how_to_go_on(tmp_path):
    args = ["--drill", "--count", "1", "--seed", "13", "--trainee", "T-6", "--report-dir", str(tmp_path),
            "--no-record"]
    stopped = train(*args, input="1\n")
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-6" / "*.answer.yaml"))
    result = train("--resume", sheet, "--no-record")
    assert result.exit_code == 1 and "asked again from the start by the command the session printed" in \
        flat(result.output)
    assert "To go on later with the scenario not yet done:" in stopped.output


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang, says", [("en", "To go on later with the 2 scenarios not yet done"),
                                        ("it", "Per continuare più tardi con gli scenari non ancora fatti (2)")])
def test_ctrl_c_in_a_drill_on_a_terminal_prints_the_command_that_goes_on_whole(tmp_path, lang, says):
    pexpect = pytest.importorskip("pexpect")
    from test_session import canonical_lines
    from trainer.drill.generate import generate
    from vt_screen import Screen

    first = canonical_lines(generate(2, 14)[0].solution)
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", "--drill", "--count", "2", "--seed", "14",
                                       "--trainee", "T-0042", "--report-dir", "out", "--no-record", "--lang", lang],
                      cwd=str(tmp_path), env=_env(), encoding="utf-8", timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    try:
        # The seed and how to stop stay on screen until Enter (trainee report item 14): the first hand wipes them.
        child.expect(r"(Press Enter|Premi Invio)[^\n]*…")
        screen.feed(child.before + child.after)
        assert "--seed 14" in screen.text and "Ctrl-C" in screen.text, screen.text
        child.sendline("")
        child.expect(r"> $")
        screen.feed(child.before + child.after)
        child.sendline(first[0])
        child.expect(r"> $")
        child.sendintr()
        child.expect(pexpect.EOF)
        screen.feed(child.before)
    finally:
        child.close()
    assert child.exitstatus == EXIT_INTERRUPTED
    text = ANSI.sub("", screen.text)
    assert says in flat(text) and screen.wrapped == [], text
    command = [line for line in text.splitlines() if line.startswith("  trainer train") or line.startswith("      ")]
    assert command and all(len(line) < 80 for line in command)
    assert sum(line.count(".yaml") for line in command) == 2 and "--trainee T-0042" in flat(text)


# ---- trainer train --bundled: the command after a stop names a place, never the files (trainee report, item 7) ----

def _bundled_command(output: str) -> list[str]:
    """The `trainer train --bundled ...` command a stop printed, its continuation lines joined."""
    import shlex

    rest = output[output.index("  trainer train --bundled"):]
    lines = []
    for line in rest.splitlines():
        lines.append(line.strip().rstrip("\\").strip())
        if not line.rstrip().endswith("\\"):
            break
    return shlex.split(" ".join(lines))[2:]


def test_a_stop_in_the_bundled_run_goes_on_with_from_n_and_no_file_names(tmp_path, monkeypatch):
    from trainer.cli.options import bundled_files

    files = bundled_files()
    monkeypatch.chdir(tmp_path)
    args = ["--bundled", "--trainee", "T-6", "--report-dir", "out", "--no-record", "--settle",
            "--pass-mark", "0.5", "--time-limit", "90"]
    stopped = train(*args, input="")  # the input closes at the first question
    assert stopped.exit_code == 1, stopped.output[-2000:]
    after = stopped.output.split(f"To go on later with the {len(files)} scenarios not yet done", 1)[1]
    words = _bundled_command(stopped.output)
    assert words == ["--bundled", "--trainee", "T-6", "--from", "1", "--settle", "--report-dir", "out",
                     "--no-record", "--pass-mark", "0.5", "--time-limit", "90"], words
    assert ".yaml" not in after and all(len(line) < 80 for line in after.splitlines())


def test_a_stop_later_in_a_run_started_with_from_counts_from_the_bundled_runs_start(tmp_path):
    from test_session import canonical_lines
    from trainer.cli.options import bundled_files
    from trainer.engine.solve import solve
    from trainer.sequence.load import load_any

    files = bundled_files()
    one_hand = len([f for f in files if os.path.basename(os.path.dirname(f)) != "sequences"])
    third = canonical_lines(solve(load_any(files[2])))
    stopped = train("--bundled", "--from", "3", "--trainee", "T-6", "--report-dir", str(tmp_path), "--no-record",
                    "--lang", "it", input=typing(third))  # the third scenario answered, then the input closes
    assert stopped.exit_code == 1, stopped.output[-2000:]
    assert "Colpo 1 di %d:" % (one_hand - 2) in stopped.output and "Colpo 2 di" in stopped.output
    assert f"Per continuare più tardi con gli scenari non ancora fatti ({len(files) - 3})" in flat(stopped.output)
    words = _bundled_command(stopped.output)
    assert words == ["--bundled", "--trainee", "T-6", "--from", "4", "--lang", "it", "--report-dir",
                     str(tmp_path), "--no-record"], words
    # The printed command starts at the fourth scenario, and its own stop names the same place again.
    again = train(*words, input="")
    assert again.exit_code == 1 and "Colpo 1 di %d:" % (one_hand - 3) in again.output
    assert _bundled_command(again.output)[:5] == ["--bundled", "--trainee", "T-6", "--from", "4"]
    heading = solve(load_any(files[3])).scenario
    from trainer.session.headings import neutral_heading

    assert neutral_heading(heading, "it") in again.output


def test_a_stop_in_files_the_user_listed_still_lists_them(tmp_path):
    from trainer.cli.options import bundled_files

    files = list(bundled_files()[:2])
    stopped = train(*files, "--trainee", "T-6", "--report-dir", str(tmp_path), "--no-record", input="")
    words = _command_after(stopped.output, "To go on later with the 2 scenarios not yet done")
    assert [w for w in words if w.endswith(".yaml")] and "--bundled" not in words and "--from" not in words


@pytest.mark.parametrize("args, says", [
    (["--bundled", "--from", "0"], "0 is not in the range x>=1"),
    (["--bundled", "--from", "9999"], "the bundled run has"),
    (["--from", "2", "--drill"], "--from goes with --bundled"),
])
def test_from_is_refused_outside_the_bundled_run(tmp_path, args, says):
    result = train(*args, "--trainee", "T-6", "--report-dir", str(tmp_path), "--no-record", input="")
    assert result.exit_code == 2 and says in flat(result.output), result.output


def test_from_is_documented_in_the_help_and_the_readme():
    assert "--from N" in flat(train("--help").output) and "N-th scenario" in flat(train("--help").output)
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    assert "--bundled [--from N]" in readme and "--bundled --trainee\nme --from N" in readme
