"""`trainer train`: interactive sessions driven through click's CliRunner, the Session API, and a real pty.

Answers are typed the way a trainee types them: step numbers, choice
numbers, seat numbers, positions in the numbered card list, amounts.
"""
from __future__ import annotations

import glob
import json
import os
import re
import sys
from datetime import datetime, timedelta, timezone

import pytest
import yaml
from click.testing import CliRunner
from conftest import spawn_tty

from conftest import plain
from trainer.cli import main
from trainer.session.hand_view import asked_beyond
from trainer.drill.generate import generate
from trainer.engine.solve import Solution, solve
from trainer.i18n import text_in
from trainer.io.plain import answer_plain
from trainer.scenario.load import load
from trainer.session import EXIT_CLOSED, EXIT_INTERRUPTED, Console, Session
from trainer.session import narrate, paths, questions, screen
from trainer.sheet.load import load_sheet
from trainer.faults import KINDS
from trainer.vocab import STEPS, Touches

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")
DROPPED = os.path.join(SCENARIOS, "art3-fourth-card-dropped.yaml")
MISANNOUNCED = os.path.join(SCENARIOS, "art9-misannounced-score.yaml")
ANSI = re.compile(r"\x1b\[[0-9;]*m")

# art3-fourth-card-dropped, typed by hand: the 4th card (JC) falls; A♠ 5♥ 4♦ J♣, then 8♠ 2♣ in the sabot.
DROPPED_RIGHT = [
    "1",  # status: valid (asked first: the decisions that follow are those a valid hand calls for)
    "7",  # procedure: staff_pick_up
    "1",  # reader: seat 1 (seat 8's 600 is a temporary player's)
    "1 3 5",  # Punto A♠ 4♦ 8♠
    "2 4",  # Banco 5♥ J♣
    "Banco 5, Punto 3",
    "2",  # winner: Banco
    "-200", "285", "-220", "-600", "85.50",  # seats 1, 4, 7, 8, 12
    "0",  # set aside: none
    "0",  # burned: none (an empty line is asked again, issue 20)
    "1",  # next hand: normal
    "1",  # button: from seat 12 round to seat 1
]


def run(*args, input=None, env=None):
    return CliRunner().invoke(main, list(args), input=input, env=env)


def sheets_in(report_dir, trainee="t-0042"):
    return sorted(glob.glob(os.path.join(str(report_dir), "sheets", trainee, "*.answer.yaml")))


def canonical_lines(solution) -> list[str]:
    """The lines a trainee types to give the canonical answer of `solution` (a one-hand file's Solution, or
    one HandSolution)."""
    hand = solution.only_hand if isinstance(solution, Solution) else solution
    story = narrate.story(hand)
    ask = questions.Ask("en", hand.hand.table, tuple(hand.hand.cards[:story.listed]), extra=asked_beyond(hand))
    return paths.typed_answers(answer_plain(hand.answer), ask)


def typing(lines) -> str:
    return "".join(line + "\n" for line in lines)


class Scripted:
    """A console reading from a list, then raising what the test says (EOFError, KeyboardInterrupt)."""

    def __init__(self, lines, then=EOFError):
        self.lines = list(lines)
        self.then = then
        self.out: list[str] = []
        self.console = Console(read=self.read, write=self.out.append)

    def read(self, prompt):
        self.out.append(prompt)
        if not self.lines:
            raise self.then()
        return self.lines.pop(0)

    @property
    def text(self):
        return "\n".join(self.out)


# ---- a whole session, every decision right ----

def test_all_right_gives_full_marks_and_a_sheet_that_trainer_grade_scores_the_same(tmp_path):
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), input=typing(DROPPED_RIGHT))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "12 of 12 decisions right: passed." in out
    assert "Total: 12 of 12 decisions right; scenarios passed: 1 of 1." in out
    # The table as the dealer sees it, and the deal up to the fault.
    # The table as the dealer sees it, the deal beside it, and the fault.
    assert re.search(r"Seat\s+Punto\s+Banco\s+Égalité\s+After \"Rien ne va plus\":", out)
    assert re.search(r"●\s+12\s+·\s+90\s+·\s+button\n", out)
    assert re.search(r"\b8\s+600\s+·\s+·\s+temporary\s+4\. J♣  on the floor\n", out)
    assert "The 4th card slips and falls to the floor." in out
    assert not ANSI.search(out)  # not a terminal: no colour, the suit symbols carry the meaning
    assert "Decision 1: Status of the hand" in out and "Decision 2: Procedure" in out
    assert "Decision 12: Button" in out  # no "of 12": it would tell the status

    [path] = sheets_in(tmp_path)
    sheet = load_sheet(path)
    assert sheet.scenario == "art3-fourth-card-dropped" and sheet.trainee == "T-0042" and not sheet.incomplete
    assert sheet.answer["procedure"] == ["staff_pick_up"] and sheet.answer["punto"] == ["AS", "4D", "8S"]
    assert sheet.answer["payouts"] == {"1": -200, "4": 285, "7": -220, "8": -600, "12": 85.5}
    assert set(sheet.times) == set(plain(solve(load(DROPPED)))["answer"])
    raw = yaml.safe_load(open(path, encoding="utf-8"))
    assert raw["typed"]["punto"] == ["1 3 5"] and raw["typed"]["payouts"][12] == ["85.50"]
    assert raw["typed"]["burned"] == ["0"]

    graded = run("grade", path, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path), "--json")
    assert graded.exit_code == 0, graded.output
    line = json.loads(graded.stdout.splitlines()[0])
    assert (line["score"], line["max"], line["passed"]) == (12, 12, True)
    cards = glob.glob(os.path.join(str(tmp_path), "scorecards", "t-0042--art3-fourth-card-dropped--*"))
    assert len(cards) == 4  # the session's html+md, then grade's own pair, never overwritten


def test_every_bundled_scenario_in_one_session_full_marks(tmp_path):
    solutions = [solve(load(p)) for p in sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml")))]
    lines = [line for s in solutions for line in canonical_lines(s)]
    result = run("train", SCENARIOS, "--trainee", "T-0042", "--report-dir", str(tmp_path), input=typing(lines))
    assert result.exit_code == 0, result.output[-3000:]
    total = sum(len(plain(s)["answer"]) for s in solutions)
    assert f"Total: {total} of {total} decisions right; scenarios passed: {len(solutions)} of {len(solutions)}." \
        in result.output
    assert len(sheets_in(tmp_path)) == len(solutions)
    graded = run("grade", os.path.join(str(tmp_path), "sheets", "t-0042"), "--scenarios", SCENARIOS,
                 "--report-dir", str(tmp_path / "again"), "--json")
    assert graded.exit_code == 0
    assert all(json.loads(x)["passed"] for x in graded.stdout.splitlines())


# ---- wrong answers ----

def test_wrong_decisions_fail_with_the_right_answer_and_the_article_and_the_others_pass(tmp_path):
    lines = list(DROPPED_RIGHT)
    lines[1] = "6"  # burn_cards instead of staff_pick_up
    lines[5] = "Banco 5, Punto 4"  # Punto's score wrong
    lines[11] = "85.55"  # seat 12 paid 5 cents too much
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), input=typing(lines))
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())  # sentences are wrapped to the terminal's width
    assert "9 of 12 decisions right: not passed. What went wrong:" in out
    assert "✗ Procedure" in out and "Right answer: 7 staff_pick_up" in out
    assert "missing: staff_pick_up" in out and "not called for by this fault: burn_cards" in out
    assert "✗ Announcement" in out and "Wrong score: Punto 3, not 4." in out
    assert "✗ Payouts" in out and "seat 12: +85.50" in out
    assert "Art. 3:" in out and "premise:" in out and "Art. 11" not in out
    assert "✗ Reader" not in out and "✗ Button" not in out
    [path] = sheets_in(tmp_path)
    graded = run("grade", path, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path), "--json")
    decisions = json.loads(graded.stdout.splitlines()[0])["decisions"]
    assert {d["key"] for d in decisions if not d["ok"]} == {"procedure", "announce", "payouts"}
    # The summary counts by article: Article 3 carries status, procedure, set_aside, burned, next_hand.
    assert re.search(r"Art\. 3 4/5 80 %", out)


def test_invalid_answers_are_asked_again_with_the_options_and_every_line_is_kept(tmp_path):
    lines = [
        "maybe", "valid",  # a word of the options is fine too
        "99", "7",  # no step 99
        "3", "1",  # seat 3 is empty
        "1 9", "1 1", "1", "1 3 5",  # no card 9; card 1 twice; one card is no hand
        "XX", "5H JC",  # cards may be typed as codes from the list
        "", "five three", "Banco 5, Punto 3",  # an empty line, then words without the scores
        "7", "banco",
        "abc", "-200", "285", "-220", "-600", "85,50",  # decimal comma
        "12", "0", "0",
        "zero", "1",
        "2", "1",  # seat 2 is not at the table
    ]
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), input=typing(lines))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "'99' is not a step: type numbers from 1 to 21" in out
    assert "Not one of the options: type a number from 1 to 4." in out
    assert "Not a seat at this table: type one of 1, 4, 7, 8, 12, or dealer." in out
    assert "There is no card 9 in the list: type numbers from 1 to 6." in out
    assert "Card 1 is picked twice" in out
    assert "A side ends the hand with two or three cards" in out
    assert "'XX' is neither a number from 1 to 6 nor a card like 7H." in out
    assert "Type the announcement" in out and "Nothing typed: type your answer; ? says how." in out
    assert "'abc' is not an amount" in out
    assert "There is no card 12 in the list" in out
    assert "Not a seat at this table: type one of 1, 4, 7, 8, 12." in out
    assert out.count("  1  valid") == 2  # the options, shown again after the invalid line
    assert "12 of 12 decisions right: passed." in out
    [path] = sheets_in(tmp_path)
    raw = yaml.safe_load(open(path, encoding="utf-8"))
    assert raw["typed"]["procedure"] == ["99", "7"]
    assert raw["typed"]["punto"] == ["1 9", "1 1", "1", "1 3 5"]
    assert raw["typed"]["banco"] == ["XX", "5H JC"]
    assert raw["typed"]["payouts"][1] == ["abc", "-200"]
    assert raw["typed"]["set_aside"] == ["12", "0"] and raw["typed"]["button"] == ["2", "1"]
    assert raw["answer"]["punto"] == ["AS", "4D", "8S"] and raw["answer"]["banco"] == ["5H", "JC"]


# ---- stopping ----

def test_closed_input_keeps_finished_scenarios_and_saves_the_unfinished_one_as_incomplete(tmp_path):
    second = solve(load(MISANNOUNCED))
    partial = canonical_lines(second)[:9]  # up to the 2nd seat's payout of the second scenario
    result = run("train", DROPPED, MISANNOUNCED, "--trainee", "T-0042", "--report-dir", str(tmp_path),
                 input=typing(DROPPED_RIGHT + partial))
    assert result.exit_code == EXIT_CLOSED
    assert "The input closed: session stopped." in result.output
    assert "Unfinished scenario saved as" in result.output
    finished, unfinished = sorted(sheets_in(tmp_path), key=lambda p: "art9" in p)
    assert not load_sheet(finished).incomplete
    assert glob.glob(os.path.join(str(tmp_path), "scorecards", "*art3-fourth-card-dropped*.html"))
    assert not glob.glob(os.path.join(str(tmp_path), "scorecards", "*art9*"))
    sheet = load_sheet(unfinished)
    assert sheet.incomplete
    assert set(sheet.answer) == {"procedure", "status", "reader", "punto", "banco", "announce", "winner", "payouts"}
    assert len(sheet.answer["payouts"]) == 2  # the settlement as far as it went
    graded = run("grade", unfinished, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path))
    assert graded.exit_code == 1 and "incomplete sheet" in graded.stderr


def test_ctrl_c_exits_130_and_keeps_what_was_done(tmp_path):
    script = Scripted(DROPPED_RIGHT + ["1", "17"], then=KeyboardInterrupt)
    got = []
    sols = [solve(load(DROPPED)), solve(load(MISANNOUNCED))]
    report = Session("T-0042", report_dir=str(tmp_path), console=script.console, on_graded=got.append).run(sols)
    assert report.exit_code == EXIT_INTERRUPTED == 130
    assert "Session stopped (Ctrl-C)." in script.text
    assert [g.grade.score for g in got] == [12] and got[0].path == report.played[0].sheet
    sheet = load_sheet(report.unfinished)
    assert sheet.incomplete and sheet.answer == {"procedure": ["announce_le_carte_parlano"], "status": "valid"}


def test_stop_before_any_answer_saves_an_empty_incomplete_sheet(tmp_path):
    script = Scripted([], then=EOFError)
    report = Session("T-0042", report_dir=str(tmp_path), console=script.console).run([solve(load(DROPPED))])
    assert report.exit_code == 1 and report.played == []
    sheet = load_sheet(report.unfinished)
    assert sheet.incomplete and sheet.answer == {}
    assert "No scenario was finished." in script.text


def test_sheets_are_never_overwritten(tmp_path):
    now = datetime(2025, 3, 14, 9, 30, tzinfo=timezone(timedelta(hours=1)))
    paths = []
    for _ in range(2):
        script = Scripted(DROPPED_RIGHT)
        rep = Session("T-0042", report_dir=str(tmp_path), console=script.console, now=lambda: now).run(
            [solve(load(DROPPED))])
        paths.append(rep.played[0].sheet)
    assert paths[0] != paths[1] and all(os.path.exists(p) for p in paths)
    assert paths[1].endswith("--20250314-093000-2.answer.yaml")


def test_saved_sheets_follow_the_answer_schema(tmp_path):
    from conftest import read_as_editor_sees

    jsonschema = pytest.importorskip("jsonschema")
    schema = json.load(open(os.path.join(ROOT, "trainer", "schemas", "answer.schema.json"), encoding="utf-8"))
    script = Scripted(DROPPED_RIGHT + ["1"], then=EOFError)
    report = Session("T-0042", report_dir=str(tmp_path), console=script.console).run(
        [solve(load(DROPPED)), solve(load(MISANNOUNCED))])
    for path in [report.played[0].sheet, report.unfinished]:
        jsonschema.validate(read_as_editor_sees(path), schema)


# ---- drills, languages, usage ----

def test_drill_count_2_seed_7_runs_and_its_sheets_can_be_graded_again(tmp_path):
    drills = generate(2, 7)
    lines = []
    for d in drills:
        lines += canonical_lines(solve(load(f"<{d.id}>", d.text.encode("utf-8"))))
    result = run("train", "--drill", "--count", "2", "--seed", "7", "--trainee", "T-0042",
                 "--report-dir", str(tmp_path), input=typing(lines))
    assert result.exit_code == 0, result.output
    assert "Drill seed 7 (give --seed 7 to play the same drill again)." in result.output
    assert "scenarios passed: 2 of 2" in result.output
    kept = os.path.join(str(tmp_path), "drills", "seed-7")
    assert sorted(os.listdir(kept)) == sorted(d.filename for d in drills)
    graded = run("grade", os.path.join(str(tmp_path), "sheets", "t-0042"), "--scenarios", kept,
                 "--report-dir", str(tmp_path), "--json")
    assert graded.exit_code == 0 and len(graded.stdout.splitlines()) == 2


def test_italian_session(tmp_path):
    lines = ["forse", "1", "7"] + DROPPED_RIGHT[2:]
    result = run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--report-dir", str(tmp_path),
                 input=typing(lines))
    assert result.exit_code == 0, result.output
    out = result.output
    for words in ('Dopo "Rien ne va plus":', "Posto", "provvisorio", "Bottone",
                  "La 4ª carta scivola e cade a terra.", "Decisione 1: Stato del colpo", "Decisione 2: Procedura",
                  "Il colpo prosegue:", "7 far raccogliere la carta (staff_pick_up)", "Testimoni, rettifica:",
                  "Non è una delle opzioni: scrivi un numero da 1 a 4.", "Carte del colpo nell'ordine del sabot",
                  "12 decisioni giuste su 12: superato.", "Riepilogo per T-0042", "Per articolo:", "premessa"):
        assert words in out, words
    assert "Decision " not in out and "Your turn" not in out


def test_usage_errors_exit_2(tmp_path):
    assert run("train", "--trainee", "T").exit_code == 2
    assert run("train", DROPPED, "--drill", "--trainee", "T").exit_code == 2
    assert run("train", DROPPED, "--count", "2", "--trainee", "T").exit_code == 2
    bad = run("train", "--drill", "--article", "99", "--trainee", "T", "--report-dir", str(tmp_path))
    assert bad.exit_code == 2 and "article" in bad.output
    assert run("train", DROPPED).exit_code == 2  # --trainee is required
    assert "130 on Ctrl-C" in run("train", "--help").output


def test_no_valid_scenario_exits_1(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: x\n", encoding="utf-8")
    result = run("train", str(bad), "--trainee", "T", "--report-dir", str(tmp_path))
    assert result.exit_code == 1 and "No valid scenario" in result.stderr


# ---- what the screen says ----

def test_cards_are_red_only_with_colour_and_always_readable(monkeypatch):
    from trainer.cards import parse_card

    assert screen.card(parse_card("7H"), colour=False) == "7♥"
    red = screen.card(parse_card("7H"), colour=True)
    assert "7♥" in red and "\x1b[31m" in red
    assert "\x1b[31m" not in screen.card(parse_card("KS"), colour=True)
    assert "\x1b[31m" in screen.paint("the 5th card, 10♦, is seen", True)
    monkeypatch.setenv("NO_COLOR", "1")
    from trainer.session.console import wants_colour

    assert wants_colour() is False


def _notes(solution, lang="en") -> str:
    st = narrate.story(solution.only_hand)
    return " ".join(text_in(e.text, lang) for e in st.events if isinstance(e, narrate.Note))


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml"))), ids=os.path.basename)
def test_the_story_never_gives_the_answer_away(path):
    solution = solve(load(path))
    for lang in ("en", "it"):
        text = _notes(solution, lang)
        assert "{" not in text and "session." not in text
        assert not any(step in text for step in STEPS)
        # The reader is the trainee's call; a fault at the table names the one seat it happened at (RULEBOOK §6).
        seats = set(re.findall(r"\b(?:seat|posto) (\d+)", text, re.I))
        fault = solution.only_hand.hand.fault
        at_table = fault is not None and KINDS[fault.kind].touches == Touches.BETS
        assert not seats or (at_table and seats == {str(getattr(fault.params, "seat"))}), (path, text)
        assert "cancel" not in text.lower() and "annull" not in text.lower()
    story = narrate.story(solution.only_hand)
    assert story.listed >= min(len(solution.scenario.cards), narrate.MIN_LISTED)
    assert story.listed >= solution.only_hand.outcome.drawn


def test_the_story_tells_the_fault_in_plain_words(write):
    from conftest import scenario_yaml

    def told(cards, **kw):
        return _notes(solve(load(write(scenario_yaml(cards, **kw)))))

    masked = solve(load(os.path.join(SCENARIOS, "art5-mask-during-hand.yaml")))
    assert "The mask comes out after the 4th card." in _notes(masked)
    assert "The 2nd card slips and falls to the floor." in told(
        "7H KS 3D 9C 2H QD 5S 8C", fault="kind: dropped_card\ncard: 2", articles="[3]")
    reader = told("5H 2D 4S AC 6C 9D 3S 8C", fault="kind: reader_error\ndeclared: no_carta")
    assert 'declares "no carta"' in reader
    burnt = told("5H 2D 4S AC 6C 9D 3S 8C", fault="kind: reader_error\ndeclared: no_carta\nafter_burn: true",
                 articles="[premise, 10]")
    assert 'After the cards were burned, you notice that the reader\'s "no carta" did not follow' in burnt
    reversed_ = told("7H KS 3D 9C 2H QD 5S 8C", articles="[6]",
                     fault="kind: reversed_distribution\ncards: [1, 3]\nreconstructible: true")
    assert "Cards 1, 3 of the distribution went to the wrong side." in reversed_


# ---- a real terminal ----

def _spawn(args, tmp_path, dimensions=(40, 120), **env):
    pexpect = pytest.importorskip("pexpect")
    full_env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
                    **env)
    full_env.pop("NO_COLOR", None)
    return pexpect, spawn_tty(sys.executable, ["-m", "trainer", "train", *args], cwd=str(tmp_path),
                              env=full_env, encoding="utf-8", timeout=30, dimensions=dimensions)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_real_terminal_session_end_to_end(tmp_path):
    solutions = [solve(load(DROPPED)), solve(load(MISANNOUNCED))]
    pexpect, child = _spawn([DROPPED, MISANNOUNCED, "--trainee", "T-0042", "--report-dir", "out"], tmp_path,
                            TRAINER_NO_WAIT="1")  # scripted: no wait for Enter between the hands
    screen_text = []
    try:
        for solution in solutions:
            for line in canonical_lines(solution):
                child.expect_exact("> ")
                screen_text.append(child.before)
                child.sendline(line)
        child.expect(pexpect.EOF)
        screen_text.append(child.before)
    finally:
        child.close()
    shown = ANSI.sub("", "".join(screen_text))
    assert child.exitstatus == 0, shown[-2000:]
    assert 'After "Rien ne va plus":' in shown and "temporary" in shown
    assert "4. J♣  on the floor" in shown and "A♠" in shown
    assert "\x1b[31m" in "".join(screen_text)  # a terminal gets red hearts and diamonds
    assert "Summary for T-0042" in shown and "scenarios passed: 2 of 2" in shown
    total = sum(len(plain(s)["answer"]) for s in solutions)
    assert f"Total: {total} of {total} decisions right" in shown
    sheets = sorted(glob.glob(str(tmp_path / "out" / "sheets" / "t-0042" / "*.answer.yaml")))
    assert len(sheets) == 2 and all(not load_sheet(p).incomplete for p in sheets)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_real_terminal_waits_for_enter_with_the_verdict_on_screen(tmp_path):
    wrong = list(DROPPED_RIGHT)
    wrong[6] = "1"  # winner: Punto, where Banco wins
    pexpect, child = _spawn([DROPPED, MISANNOUNCED, "--trainee", "T-0042", "--report-dir", "out"], tmp_path,
                            dimensions=(24, 80))
    try:
        child.expect_exact("Press Enter to deal the first hand")  # the opening lines stay until read
        child.sendline("")
        for line in wrong:
            child.expect_exact("> ")
            child.sendline(line)
        child.expect_exact("Press Enter for the next hand")
        waiting = ANSI.sub("", child.before)
        assert "✗ Winner" in waiting and "Right answer: Banco" in waiting
        with pytest.raises(pexpect.TIMEOUT):  # the next hand waits for the trainee
            child.expect_exact("Hand 2 of 2", timeout=1)
        child.sendline("")
        child.expect_exact("Hand 2 of 2")
        for line in canonical_lines(solve(load(MISANNOUNCED))):
            child.expect_exact("> ")
            child.sendline(line)
        child.expect_exact("Press Enter for the summary")  # the last verdict is read before the summary
        child.sendline("")
        child.expect(pexpect.EOF)
        assert "Summary for T-0042" in ANSI.sub("", child.before)
    finally:
        child.close()
    assert child.exitstatus == 0


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_real_terminal_ctrl_c_exits_130_and_saves_the_unfinished_scenario(tmp_path):
    pexpect, child = _spawn([DROPPED, "--trainee", "T-0042", "--report-dir", "out"], tmp_path)
    try:
        child.expect_exact("Press Enter to deal the first hand")
        child.sendline("")
        for line in ["1", "7"]:
            child.expect_exact("> ")
            child.sendline(line)
        child.expect_exact("Reader > ")
        child.sendintr()
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == EXIT_INTERRUPTED
    assert "Session stopped (Ctrl-C)." in ANSI.sub("", child.before)
    [path] = glob.glob(str(tmp_path / "out" / "sheets" / "t-0042" / "*.answer.yaml"))
    sheet = load_sheet(path)
    assert sheet.incomplete and sheet.answer == {"procedure": ["staff_pick_up"], "status": "valid"}


def test_a_session_records_each_graded_scenario_in_the_results_store(tmp_path):
    from trainer.store import open_store, verify

    store = str(tmp_path / "results.sqlite")
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--store", store,
                 input=typing(DROPPED_RIGHT))
    assert result.exit_code == 0, result.output
    with open_store(store) as results:
        [record] = list(results.records())
        assert (record.trainee, record.scenario, record.origin, record.passed) == (
            "T-0042", "art3-fourth-card-dropped", "train", True)
        assert set(record.times) == set(plain(solve(load(DROPPED)))["answer"]) and verify(results).ok


def test_a_report_dir_that_cannot_be_written_names_it_and_exits_1(tmp_path):
    # A path under a regular file: no one can write there, root included (chmod would not bind root).
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(blocker / "r"), "--no-record",
                 input=typing(DROPPED_RIGHT))
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert f"trainer: cannot write {blocker / 'r'}: Not a directory" in result.stderr
    assert "Traceback" not in result.output
