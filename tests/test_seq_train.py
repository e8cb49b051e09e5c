"""`trainer train FILE` on a sequence file (issue 12): played as a taglia session, hand after hand with the
status line, the sheet saved after every hand, `--resume` going on at the next hand, one scorecard and one
recorded result; mixed with one-hand files in the order given."""
from __future__ import annotations

import glob
import json
import os
import re
import shutil
import sys

import pytest
from trainer.session.headings import neutral_heading
from click.testing import CliRunner
from conftest import spawn_tty

from test_italian import assert_italian
from trainer.cli import main
from trainer.sequence.load import load_any
from trainer.engine.play import play
from trainer.session import EXIT_INTERRUPTED, narrate, paths, question_set, questions
from trainer.session.sources import from_paths
from trainer.session.segments import segments
from trainer.session.interview import asked_keys
from trainer.sheet.load import load_sheet
from trainer.engine.hand import HandSolution
from trainer.io.plain import answer_plain
from trainer.store import open_store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")
SEQUENCES = os.path.join(SCENARIOS, "sequences")
ART7 = os.path.join(SEQUENCES, "seq-art7-left-over-in-bianco.yaml")  # three hands, no mask
MASK = os.path.join(SEQUENCES, "seq-mask-during-second-hand.yaml")  # two hands, the mask in the second
ANSI = re.compile(r"\x1b\[[0-9;]*m|\x1b\[[0-9;]*[HJK]")
ONE_HAND = ["art1-extra-card-not-seen.yaml", "art6-reversed-distribution-rebuilt.yaml"]


def ask_of(solution: HandSolution, lang: str = "en") -> questions.Ask:
    sc = solution.hand
    return questions.Ask(lang, sc.table, tuple(sc.cards[:narrate.story(solution).listed]))


def hand_lines(played, lang: str = "en") -> list[str]:
    """What a trainee right about everything types for this hand: its whole path, or its `grade:` keys
    (the status first when listed, then the path it leads to within them)."""
    solution = played.solution
    answer = answer_plain(solution.answer)
    ask = ask_of(solution, lang)
    keys = asked_keys(tuple(map(str, played.plan.grade)) if played.plan.grade is not None else None)
    if keys is None:
        return paths.typed_answers(answer, ask)
    if "status" in keys:
        choice = paths.choice_of(answer)
        keys = tuple(q.key for q in paths.path(choice) if q.key in keys)
        return [line for k in keys for line in
                question_set.QUESTIONS[k].typing(choice if k == "status" else answer[k], ask)]
    return [line for k in keys for line in question_set.QUESTIONS[k].typing(answer[k], ask)]


def sequence_lines(path: str, lang: str = "en") -> list[list[str]]:
    return [hand_lines(p, lang) for p in play(load_any(path))]


def typing(lines: list[str]) -> str:
    return "".join(f"{x}\n" for x in lines)


def train(*args: str, input: str | None = None):
    return CliRunner().invoke(main, ["train", *args], input=input)


def flat(text: str) -> str:
    """The output with its lines joined: a session wraps sentences to the terminal's width."""
    return " ".join(text.split())


def test_a_bundled_sequence_to_the_end_gets_full_marks_one_scorecard_and_one_recorded_result(tmp_path):
    store = str(tmp_path / "results.sqlite")
    hands = sequence_lines(ART7)
    result = train(ART7, "--trainee", "T-1", "--report-dir", str(tmp_path), "--store", store,
                   input=typing([x for h in hands for x in h]))
    out = flat(result.output)
    assert result.exit_code == 0, out[-3000:]
    assert "No valid scenario" not in out  # the defect: the file was dropped
    # The neutral heading, never the title ("...opens a colpo in bianco" would answer the next hand, issue 20).
    assert "Sequence for T-1: The wrong number of cards in the distribution. 3 hands" in out
    assert "Hand 1 of 3 · score 0/0" in out and "Hand 2 of 3 · score 12/12" in out
    assert "Hand 3 of 3 · score 22/22" in out and "Sequence score: 34/34." in out
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-1" / "*.answer.yaml"))
    assert not load_sheet(sheet).incomplete and len(load_sheet(sheet).hands) == 3
    assert len(glob.glob(str(tmp_path / "scorecards" / "*.html"))) == 1
    with open_store(store) as results:
        [rec] = list(results.records())
    assert rec.scenario == "seq-art7-left-over-in-bianco" and rec.score == rec.max == 34
    assert sorted({d["hand"] for d in rec.decisions}) == [1, 2, 3]
    graded = CliRunner().invoke(main, ["grade", sheet, "--scenarios", SEQUENCES, "--json", "--no-record",
                                       "--report-dir", str(tmp_path / "graded")])  # not the repo's reports/
    line = json.loads(graded.output.splitlines()[0])
    assert graded.exit_code == 0 and line["score"] == line["max"] == 34


def test_the_status_line_counts_the_cards_before_the_mask(tmp_path):
    played = list(play(load_any(MASK)))
    mask_after = load_any(MASK).mask_after
    result = train(MASK, "--trainee", "T-2", "--report-dir", str(tmp_path), "--no-record",
                   input=typing([x for p in played for x in hand_lines(p)]))
    assert result.exit_code == 0, result.output[-3000:]
    assert f"Hand 1 of 2 · {mask_after} cards before the mask · score 0/0" in result.output
    left = mask_after - played[0].after.pos
    assert left > 0 and f"Hand 2 of 2 · {left} cards before the mask · score 12/12" in result.output


GRADED_SEQUENCE = open(ART7, encoding="utf-8").read().replace(
    "  - {}\n  - {}\n", "  - grade: [status, winner, button]\n  - grade: [reader, announce, winner]\n")


def test_a_hand_with_grade_asks_only_those_keys_its_status_still_leading(tmp_path):
    path = tmp_path / "narrowed.yaml"
    path.write_text(GRADED_SEQUENCE, encoding="utf-8")
    played = list(play(load_any(str(path))))
    assert [str(k) for k in played[2].plan.grade] == ["reader", "announce", "winner"]
    first, third = hand_lines(played[0]), hand_lines(played[2])
    # Hand 2 is the colpo in bianco; the trainee calls it cancelled, which grades no winner: only the button
    # is asked after the status.
    wrong = ["3", str(played[1].solution.answer.button)]
    result = train(str(path), "--trainee", "T-3", "--report-dir", str(tmp_path), "--no-record",
                   input=typing(first + wrong + third))
    out = result.output
    assert result.exit_code == 0, out[-3000:]
    second = out[out.index("Hand 2 of 3"):out.index("Hand 3 of 3")]
    assert re.findall(r"Decision \d: ([^\n]+)", second) == ["Status of the hand", "Button"]
    last = out[out.index("Hand 3 of 3"):]
    assert re.findall(r"Decision \d: ([^\n]+)", last) == ["Reader", "Announcement", "Winner"]
    assert "Hand 2: 1/3." in out and "Hand 3: 3/3." in out and "Sequence score: 16/18." in out
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-3" / "*.answer.yaml"))
    hands = load_sheet(sheet).hands
    assert set(hands[1]) == {"status", "button"} and set(hands[2]) == {"reader", "announce", "winner"}
    # The same hand called a colpo in bianco asks the winner too (its path holds it).
    right = hand_lines(played[1])
    assert len(right) == 3 and right[0] == "2"


def test_a_stop_mid_sequence_keeps_the_answers_and_resume_finishes_it(tmp_path):
    src = tmp_path / "seq.yaml"
    shutil.copy(ART7, src)
    hands = sequence_lines(str(src))
    result = train(str(src), "--trainee", "T-4", "--report-dir", str(tmp_path / "r"), "--no-record",
                   input=typing(hands[0] + hands[1][:3]))  # the input closes in hand 2
    assert result.exit_code == 1 and "To go on later:\n  trainer train --resume" in result.output
    [sheet] = glob.glob(str(tmp_path / "r" / "sheets" / "t-4" / "*.answer.yaml"))
    saved = load_sheet(sheet)
    assert saved.incomplete and len(saved.hands) == 2 and len(saved.hands[1]) == 3
    text = open(sheet, encoding="utf-8").read()
    assert f"# Sequence file: {src}\n" in text  # where --resume finds the file
    result = train("--resume", sheet, "--no-record", input=typing(hands[1] + hands[2]))
    assert result.exit_code == 0, result.output[-3000:]
    assert "Resuming seq-art7-left-over-in-bianco at hand 2." in flat(result.output)
    assert "Hand 2 of 3 · score 12/12" in result.output and "Sequence score: 34/34." in result.output
    assert not load_sheet(sheet).incomplete and len(load_sheet(sheet).hands) == 3
    assert len(glob.glob(str(tmp_path / "r" / "scorecards" / "*.html"))) == 1


def test_resume_follows_a_moved_file_and_refuses_a_changed_one(tmp_path):
    src = tmp_path / "seq.yaml"
    shutil.copy(ART7, src)
    hands = sequence_lines(str(src))
    train(str(src), "--trainee", "T-5", "--report-dir", str(tmp_path), "--no-record", input=typing(hands[0]))
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-5" / "*.answer.yaml"))
    moved = tmp_path / "moved.yaml"
    os.rename(src, moved)
    result = train("--resume", sheet, "--no-record")
    assert result.exit_code == 1 and f"{sheet}:2:1: the sequence file this sheet answers, {src}, is not there" \
        in flat(result.output)
    text = open(sheet, encoding="utf-8").read()
    with open(sheet, "w", encoding="utf-8") as f:
        f.write(text.replace(str(src), str(moved)))
    moved.write_text(moved.read_text(encoding="utf-8").replace("level: 3", "level: 2"), encoding="utf-8")
    result = train("--resume", sheet, "--no-record")
    assert result.exit_code == 1 and f"{sheet}:2:1: {moved} has changed since this sheet was started" \
        in flat(result.output)
    shutil.copy(ART7, moved)
    result = train("--resume", sheet, "--no-record", input=typing(hands[1] + hands[2]))
    assert result.exit_code == 0 and "Sequence score: 34/34." in result.output, result.output[-2000:]


def test_a_sequence_in_italian(tmp_path):
    hands = sequence_lines(ART7, "it")
    lines = [re.sub(r"^(-?\d+)\.(\d+)$", r"\1,\2", x) for h in hands for x in h]
    result = train(ART7, "--trainee", "T-6", "--lang", "it", "--report-dir", str(tmp_path), "--no-record",
                   input=typing(lines))
    out = flat(result.output)
    assert result.exit_code == 0, out[-3000:]
    assert "Sequenza per T-6: Il numero sbagliato di carte nella distribuzione. 3 colpi" in out
    assert "Colpo 2 di 3 · punteggio 12/12" in out and "Punteggio della sequenza: 34/34." in out
    assert_italian(out, "train --lang it (a sequence)")


def test_mixed_files_play_in_the_order_given_each_sequence_a_segment_of_its_own(tmp_path):
    folder = tmp_path / "mixed"
    folder.mkdir()
    shutil.copy(os.path.join(SCENARIOS, ONE_HAND[0]), folder / "a.yaml")
    shutil.copy(MASK, folder / "b.yaml")
    shutil.copy(os.path.join(SCENARIOS, ONE_HAND[1]), folder / "c.yaml")
    loaded = from_paths([str(folder)])
    kinds = ["one hand" if x.single else "sequence" for x in loaded.items]
    assert kinds == ["one hand", "sequence", "one hand"]
    lines: list[str] = []
    for item in loaded.items:
        if item.single:
            lines += paths.typed_answers(answer_plain(item.only_hand.answer), ask_of(item.only_hand))
        else:
            lines += [x for p in play(item.scenario) for x in hand_lines(p)]
    result = train(str(folder), "--trainee", "T-7", "--report-dir", str(tmp_path / "r"), "--no-record",
                   input=typing(lines))
    out = flat(result.output)
    assert result.exit_code == 0, out[-3000:]
    # Each one-hand scenario is headed by its fault as the dealer sees it (issue 20), never its title.
    first, last = (flat(neutral_heading(x.scenario, "en")) for x in (loaded.items[0], loaded.items[2]))
    order = [out.index(first), out.index("Sequence for T-7:"), out.index("Sequence score: 24/24."),
             out.rindex(last)]
    assert order == sorted(order) and len(set(order)) == 4
    assert len(glob.glob(str(tmp_path / "r" / "sheets" / "t-7" / "*.answer.yaml"))) == 3
    assert len(glob.glob(str(tmp_path / "r" / "scorecards" / "*.html"))) == 3


def test_the_bundled_folders_drop_nothing(tmp_path):
    loaded = from_paths([SCENARIOS, SEQUENCES])
    one_hand = len(glob.glob(os.path.join(SCENARIOS, "*.yaml")))
    sequences = len(glob.glob(os.path.join(SEQUENCES, "*.yaml")))
    assert not loaded.problems and len(loaded.items) == one_hand + sequences
    parts = segments(loaded.items)
    assert len(parts) == 1 + sequences and isinstance(parts[0], list) and len(parts[0]) == one_hand
    first = sorted(glob.glob(os.path.join(SEQUENCES, "*.yaml")))[0]
    result = train(SEQUENCES, "--trainee", "T-8", "--report-dir", str(tmp_path), "--no-record", input="")
    assert result.exit_code == 1 and "No valid scenario" not in result.output
    assert f"Sequence for T-8: {neutral_heading(load_any(first), 'en')}." in " ".join(result.output.split())


# ---- a real terminal ----

@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_real_terminal_ctrl_c_mid_sequence_then_resume_to_the_end(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TRAINER_PACE="0", TRAINER_NO_WAIT="1",
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("NO_COLOR", None)
    store = str(tmp_path / "results.sqlite")

    def spawn(*args):
        return spawn_tty(sys.executable, ["-m", "trainer", "train", *args, "--report-dir", "out",
                                          "--store", store], cwd=str(tmp_path), env=env, encoding="utf-8",
                         timeout=30, dimensions=(24, 80))

    hands = sequence_lines(ART7)
    child = spawn(ART7, "--trainee", "T-0042")
    try:
        for line in hands[0] + hands[1][:2]:
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
    saved = load_sheet(sheet)
    assert saved.incomplete and len(saved.hands) == 2 and len(saved.hands[1]) == 2
    with open_store(store) as results:
        assert not list(results.records())  # nothing recorded before the end
    child = spawn("--resume", os.path.relpath(sheet, tmp_path))
    shown = []
    try:
        for line in hands[1] + hands[2]:
            child.expect_exact("> ")
            shown.append(child.before)
            child.sendline(line)
        child.expect(pexpect.EOF)
        shown.append(child.before)
    finally:
        child.close()
    text = flat(ANSI.sub("", "".join(shown)))
    assert child.exitstatus == 0, text[-2000:]
    assert "Hand 2 of 3 · score 12/12" in text and "Hand 3 of 3 · " in text and "Sequence score: 34/34." in text
    assert not load_sheet(sheet).incomplete
    with open_store(store) as results:
        [rec] = list(results.records())
    assert rec.score == rec.max == 34
