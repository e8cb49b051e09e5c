"""After a session (issue 11, item 5): what to study per missed article, and the command that replays the
missed hands, which works as printed."""
from __future__ import annotations

import os
import shlex
import shutil

from test_session import DROPPED, DROPPED_RIGHT, MISANNOUNCED, canonical_lines, run, typing
from trainer.scenario.load import load
from trainer.session.advice import command_lines, study_advice
from trainer.engine.solve import solve
from trainer.io.plain import answer_from_plain, answer_plain


def _advice_block(output: str, head: str) -> list[str]:
    return output[output.index(head):].splitlines()


def _command_block(output: str, head: str) -> list[str]:
    """The lines of the command under the line starting with `head`: the first, and each after a line ended by a
    backslash (an argument too long for the indent starts its line)."""
    block = _advice_block(output, head)[1:]
    return block[:next((i for i, line in enumerate(block) if not line.endswith(" \\")), len(block) - 1) + 1]


def _replayed(lines: list[str]) -> list[str]:
    """The command the advice printed, read back as a shell reads it (backslash continuations joined)."""
    text = "\n".join(lines).replace("\\\n", " ")
    return shlex.split(text.splitlines()[0])


def test_the_summary_names_what_to_study_and_a_replay_command_that_plays_the_missed_hands_again(tmp_path):
    wrong = list(DROPPED_RIGHT)
    wrong[6] = "1"  # winner: Punto, where Banco wins (premise)
    wrong[0:2] = ["1", "6"]  # procedure: burn_cards, where staff_pick_up is right (Article 3)
    right_second = canonical_lines(solve(load(MISANNOUNCED)))
    result = run("train", DROPPED, MISANNOUNCED, "--trainee", "T-0042", "--report-dir", str(tmp_path),
                 input=typing(wrong + right_second))
    assert result.exit_code == 0, result.output
    block = _advice_block(result.output, "What to study")
    assert block[0] == "What to study (the rules of each article with a wrong decision):"
    assert block[1].split() == ["trainer", "rules", "premise", "premise:", "1", "wrong", "(Winner)"]
    assert block[2].split() == ["trainer", "rules", "3", "Art.", "3:", "1", "wrong", "(Procedure)"]
    assert block[3] == "Play the hands with a wrong decision again:"
    command = _replayed(block[4:])
    assert command[:3] == ["trainer", "train", DROPPED]  # the missed hand only, not the one played right
    assert command[3:] == ["--trainee", "T-0042", "--report-dir", str(tmp_path)]
    for topic in ("premise", "3"):  # what to study exists as printed
        assert run("rules", topic).exit_code == 0

    again = run(*command[1:], input=typing(DROPPED_RIGHT))
    assert again.exit_code == 0, again.output
    assert "Hand 1 of 1: A card falls to the floor" in again.output
    assert "12 of 12 decisions right: passed." in again.output
    assert "What to study" not in again.output  # nothing missed, nothing to study


def test_italian_advice_keeps_the_language_in_the_replay_command(tmp_path):
    wrong = list(DROPPED_RIGHT)
    wrong[2] = "7"  # reader: seat 7, where seat 1 reads (premise, Art. 13)
    wrong[6] = "1"  # winner: Punto, where Banco wins (premise)
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--lang", "it",
                 input=typing(wrong))
    assert result.exit_code == 0, result.output
    block = _advice_block(result.output, "Da studiare")
    assert block[0] == "Da studiare (le regole di ogni articolo con una decisione errata):"
    # the keys' Italian labels are longer now (Giocatore a Punto, Casella vincente): an entry may wrap
    replay = block.index("Per rigiocare i colpi con una decisione errata:")
    entries = " ".join(block[1:replay]).split("trainer rules ")
    assert entries[1].split() == ["premise", "--lang", "it", "premessa:", "2", "errate", "(Giocatore", "a", "Punto,",
                                  "Casella", "vincente)"]
    assert entries[2].split() == ["13", "--lang", "it", "Art.", "13:", "1", "errata", "(Giocatore", "a", "Punto)"]
    assert run("rules", "13", "--lang", "it").exit_code == 0
    command = _replayed(block[replay + 1:])
    assert command[-4:-2] == ["--lang", "it"] and DROPPED in command


def test_a_replay_command_too_long_for_the_line_continues_with_a_backslash_and_quotes_what_needs_it(tmp_path):
    spaced = tmp_path / "my scenarios"
    spaced.mkdir()
    copy = str(spaced / "dropped.yaml")
    shutil.copy(DROPPED, copy)
    args = ["trainer", "train", copy, MISANNOUNCED, "--trainee", "T-0042"]
    lines = command_lines(args, 60)
    # A line is over 60 columns only when it holds one argument longer than that, which stays whole.
    assert all(len(line) <= 60 or len(shlex.split(line.rstrip(" \\"))) == 1 for line in lines)
    assert len(lines) >= 3
    assert all(line.endswith(" \\") for line in lines[:-1]) and not lines[-1].endswith("\\")
    assert shlex.split("\n".join(lines).replace("\\\n", " ")) == args
    assert shlex.quote(copy) in "\n".join(lines)


def test_no_advice_when_nothing_was_missed_and_no_replay_for_a_hand_without_a_file():
    solution = solve(load(DROPPED))
    from trainer.engine.grade import grade
    from trainer.session.advice import HandResult

    answer = answer_plain(solution.only_hand.answer)
    right = grade(solution, (answer_from_plain(answer),), "T")
    assert study_advice([HandResult(DROPPED, right)], "T", "en") == []
    wrong = grade(solution, (answer_from_plain({**answer, "winner": "punto"}),), "T")
    lines = study_advice([HandResult("<drill>", wrong)], "T", "en")
    assert lines[0].startswith("What to study") and not any("trainer train" in x for x in lines)
    assert os.path.isfile(DROPPED)


def test_the_replay_command_records_to_the_sessions_store_and_never_shows_a_password(tmp_path):
    wrong = list(DROPPED_RIGHT)
    wrong[6] = "1"  # winner: Punto, where Banco wins
    store = str(tmp_path / "club results.sqlite")
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--store", store,
                 input=typing(wrong))
    assert result.exit_code == 0, result.output
    command = _replayed(_command_block(result.output, "Play the hands"))
    assert command[command.index("--store") + 1] == store  # quoted for the shell, read back whole
    unrecorded = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--no-record",
                     input=typing(wrong))
    assert "--no-record" in _replayed(_command_block(unrecorded.output, "Play the hands"))

    from trainer.engine.grade import grade
    from trainer.session.advice import HandResult

    solution = solve(load(DROPPED))
    answer = answer_plain(solution.only_hand.answer)
    missed = [HandResult(DROPPED, grade(solution, (answer_from_plain({**answer, "winner": "punto"}),), "T"))]
    lines = study_advice(missed, "T", "en", store="postgresql://coach:s3cret@db.example/club")
    printed = "\n".join(lines)
    assert "s3cret" not in printed and "postgresql://coach:***@db.example/club" in printed


def test_the_adaptive_command_in_the_summary_continues_with_a_backslash_and_pastes_whole(tmp_path):
    wrong = list(DROPPED_RIGHT)
    wrong[6] = "1"
    store = str(tmp_path / "a folder with a long name for the results" / "club results.sqlite")
    os.makedirs(os.path.dirname(store))
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--store", store,
                 input=typing(wrong))
    assert result.exit_code == 0, result.output
    lines = _command_block(result.output, "Your next drill")
    assert len(lines) >= 2 and all(line.endswith(" \\") for line in lines[:-1])
    assert _replayed(lines) == ["trainer", "train", "--adaptive", "--trainee", "T-0042", "--store", store]
