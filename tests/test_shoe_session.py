"""Whole-taglia training (issue 12 item 5): `trainer train --shoe [--quick]` deals until the mask ends the
taglia, saves the taglia and the answers after every hand, resumes after a stop, and grades the whole taglia
as `trainer grade` does."""
from __future__ import annotations

import glob
import json
import os
import re
import sys

import pytest
from click.testing import CliRunner
from conftest import spawn_tty

from trainer.cli import main
from trainer.io.plain import answer_plain
from trainer.session import Console, EXIT_INTERRUPTED, Session, narrate, paths, question_set, questions
from trainer.session.taglia_files import ShoeChoice, dealt_by
from trainer.sequence.load import load_any
from trainer.sheet.load import load_sheet
from trainer.shoe import Dealer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ANSI = re.compile(r"\x1b\[[0-9;]*m|\x1b\[[0-9;]*[HJK]")
# One deck, half the hands faulted: six hands, a seen extra card and the colpo in bianco it calls for, a
# cancelled count, one hand with nothing to handle, and the mask.
CHOICE = ShoeChoice(seed=3, decks=1, fault_rate=0.5, quick=True)
ARGS = ["--shoe", "--seed", "3", "--decks", "1", "--fault-rate", "0.5", "--quick"]


def dealt(choice: ShoeChoice = CHOICE):
    dealer = Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles)
    while not dealer.over:
        dealer.deal(choice.quick)
    return dealer.hands


def hand_lines(d) -> list[str]:
    """What a trainee who is right about everything types for this hand (its quick keys, or its whole path)."""
    solution = d.played.solution
    sc = solution.hand
    ask = questions.Ask("en", sc.table, tuple(sc.cards[:narrate.story(solution).listed]))
    answer = answer_plain(solution.answer)  # as a sheet writes it, what the questions type
    if d.plan.grade is not None:
        return [line for key in map(str, d.plan.grade) for line in question_set.QUESTIONS[key].typing(answer[key], ask)]
    return paths.typed_answers(answer, ask)


def all_lines(hands) -> list[str]:
    return [line for d in hands for line in hand_lines(d)]


class Scripted:
    def __init__(self, lines, then=EOFError):
        self.lines, self.then, self.out = list(lines), then, []
        self.console = Console(read=self.read, write=self.out.append)

    def read(self, prompt):
        self.out.append(prompt)
        if not self.lines:
            raise self.then()
        return self.lines.pop(0)

    @property
    def text(self):
        return "\n".join(self.out)


def test_the_rigged_taglia_holds_what_the_tests_need():
    hands = dealt()
    assert len(hands) == 6 and hands[-1].played.after.ended_in == 6
    assert [d.plan.grade is not None for d in hands].count(True) >= 1
    assert any(d.played.hand.in_bianco for d in hands) and sum(d.fault is not None for d in hands) == 2


def test_a_whole_quick_taglia_right_to_the_end_is_graded_as_trainer_grade_grades_it(tmp_path):
    hands = dealt()
    result = CliRunner().invoke(main, ["train", *ARGS, "--trainee", "T-7", "--report-dir", str(tmp_path),
                                       "--no-record"], input="".join(f"{x}\n" for x in all_lines(hands)))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Opening burn (R23):" in out and "Hand 1 · " in out and "cards before the mask · score 0/0" in out
    total = sum(len(d.played.solution.keys) for d in hands)
    assert f"Taglia score: {total}/{total}." in out and "The mask has ended the taglia after 6 hands." in out
    [taglia] = glob.glob(str(tmp_path / "taglie" / "t-7" / "*.yaml"))
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-7" / "*.answer.yaml"))
    assert glob.glob(str(tmp_path / "scorecards" / "*"))
    seq = load_any(taglia)
    assert [p.grade for p in seq.hands] == [d.plan.grade for d in hands]  # quick hands narrowed in the file
    assert dealt_by(open(taglia).read()) == CHOICE
    assert not load_sheet(sheet).incomplete
    graded = CliRunner().invoke(main, ["grade", sheet, "--scenarios", os.path.dirname(taglia), "--json",
                                       "--no-record", "--report-dir", str(tmp_path / "graded")])  # not reports/
    assert graded.exit_code == 0, graded.output
    line = json.loads(graded.output.splitlines()[0])
    assert line["score"] == line["max"] == total
    assert {d["hand"] for d in line["decisions"]} == set(range(1, 7))


def test_quick_asks_a_clean_hand_three_decisions_and_a_faulted_hand_its_whole_path():
    hands = dealt()
    quick = next(d for d in hands if d.plan.grade is not None)
    assert [str(k) for k in quick.plan.grade] == ["reader", "announce", "winner"]
    assert quick.fault is None and not quick.played.hand.carried
    for d in hands:
        if d.fault is not None or d.played.hand.in_bianco or d.played.after.ended_in:
            assert d.plan.grade is None


def test_a_stop_mid_hand_keeps_everything_and_resume_goes_on_to_the_end(tmp_path):
    hands = dealt()
    first, second = hand_lines(hands[0]), hand_lines(hands[1])
    typed = first + second[:2]  # hand 2 left half answered
    s = Scripted(typed, then=KeyboardInterrupt)
    code = Session("T-8", report_dir=str(tmp_path), console=s.console).shoe(CHOICE).exit_code
    assert code == EXIT_INTERRUPTED
    [sheet_path] = glob.glob(str(tmp_path / "sheets" / "t-8" / "*.answer.yaml"))
    sheet = load_sheet(sheet_path)
    assert sheet.incomplete and len(sheet.hands) == 2  # hand 2's answers so far are kept
    assert "To go on later:\n  trainer train --resume" in s.text
    rest = Scripted(all_lines(hands[1:]))
    code = Session("ignored", report_dir=str(tmp_path / "elsewhere"), console=rest.console).resume(sheet_path).exit_code
    assert code == 0, rest.text
    assert "Resuming" in rest.text and "at hand 2." in rest.text
    total = sum(len(d.played.solution.keys) for d in hands)
    assert f"Taglia score: {total}/{total}." in rest.text
    assert glob.glob(str(tmp_path / "scorecards" / "t-8--*")) and not (tmp_path / "elsewhere").exists()
    done = load_sheet(sheet_path)
    assert not done.incomplete and len(done.hands) == 6


def test_resume_refuses_an_edited_taglia_and_a_finished_sheet(tmp_path):
    hands = dealt()
    s = Scripted(hand_lines(hands[0]), then=EOFError)
    Session("T-9", report_dir=str(tmp_path), console=s.console).shoe(CHOICE)
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-9" / "*.answer.yaml"))
    [taglia] = glob.glob(str(tmp_path / "taglie" / "t-9" / "*.yaml"))
    text = open(taglia).read()
    with open(taglia, "w") as f:
        f.write(text.replace("--seed 3", "--seed 4"))
    result = CliRunner().invoke(main, ["train", "--resume", sheet, "--no-record"])
    assert result.exit_code == 1 and f"{taglia}:1:1: this taglia is not the one" in result.output
    with open(taglia, "w") as f:
        f.write(text)
    finished = str(tmp_path / "done.answer.yaml")
    with open(finished, "w") as f:
        f.write(open(sheet).read().replace("incomplete: true\n", ""))
    result = CliRunner().invoke(main, ["train", "--resume", finished, "--no-record"])
    assert result.exit_code == 1 and "not an unfinished taglia" in result.output


@pytest.mark.parametrize("args, says", [
    (["--quick", "--trainee", "T"], "go with --shoe"),
    (["--shoe", "--drill", "--trainee", "T"], "--drill cannot go with them"),
    (["--shoe", "--level", "2", "--trainee", "T"], "--level cannot go with them"),
    (["--shoe"], "--trainee"),
    (["--shoe", "--article", "5", "--trainee", "T"], "mask (Article 5)"),
])
def test_usage_errors_exit_2(tmp_path, args, says):
    result = CliRunner().invoke(main, ["train", *args, "--report-dir", str(tmp_path), "--no-record"])
    assert result.exit_code == 2 and says in result.output, result.output


def test_resume_with_taglia_options_is_a_usage_error(tmp_path):
    sheet = tmp_path / "x.answer.yaml"
    sheet.write_text("scenario: x\ntrainee: T\nanswer: {hands: []}\nincomplete: true\n")
    result = CliRunner().invoke(main, ["train", "--resume", str(sheet), "--seed", "3", "--no-record"])
    assert result.exit_code == 2 and "--resume takes the taglia's own settings" in result.output


# ---- a real terminal ----

@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_real_terminal_quick_taglia_ctrl_c_then_resume_to_the_end(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TRAINER_PACE="0", TRAINER_NO_WAIT="1",
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("NO_COLOR", None)

    def spawn(*args):
        return spawn_tty(sys.executable, ["-m", "trainer", "train", *args, "--report-dir", "out", "--no-record"],
                         cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30, dimensions=(24, 80))

    hands = dealt()
    child = spawn(*ARGS, "--trainee", "T-0042")
    try:
        for line in hand_lines(hands[0]) + hand_lines(hands[1])[:1]:
            child.expect_exact("> ")
            child.sendline(line)
        child.expect_exact("> ")
        child.sendintr()
        child.expect(pexpect.EOF)
    finally:
        child.close()
    stopped = ANSI.sub("", child.before)
    assert child.exitstatus == EXIT_INTERRUPTED, stopped[-2000:]
    assert "Session stopped (Ctrl-C)." in stopped
    [sheet] = glob.glob(str(tmp_path / "out" / "sheets" / "t-0042" / "*.answer.yaml"))
    assert load_sheet(sheet).incomplete
    child = spawn("--resume", os.path.relpath(sheet, tmp_path))
    shown = []
    try:
        for line in all_lines(hands[1:]):
            child.expect_exact("> ")
            shown.append(child.before)
            child.sendline(line)
        child.expect(pexpect.EOF)
        shown.append(child.before)
    finally:
        child.close()
    text = ANSI.sub("", "".join(shown))
    assert child.exitstatus == 0, text[-2000:]
    assert "Hand 2 · " in text and "Hand 6 · " in text
    total = sum(len(d.played.solution.keys) for d in hands)
    assert f"Taglia score: {total}/{total}." in text
    assert not load_sheet(sheet).incomplete
