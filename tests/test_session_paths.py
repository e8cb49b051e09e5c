"""`trainer train` asks what the trainee's own status calls for (issue 11, item 2).

The status comes first; the decisions that follow are those of the status
the trainee gave, never those of the hand's right answer. A graded decision
the trainee's path did not ask is wrong (in the verdict, the saved sheet and
the grade); a decision asked but not graded by the right answer is kept in
the sheet, named in the verdict and not graded.
"""
from __future__ import annotations

import glob
import json
import os

import pytest
import yaml

from conftest import plain
from test_session import DROPPED, DROPPED_RIGHT, SCENARIOS, canonical_lines, run, sheets_in, typing
from trainer.engine.solve import solve
from trainer.session.hand_view import asked_beyond
from trainer.scenario.load import load
from trainer.session import Console, Session
from trainer.session.interview import Interview
from trainer.session import narrate, questions
from trainer.vocab import GRADED, Key

BIANCO_HAND = os.path.join(SCENARIOS, "art3-first-card-dropped.yaml")  # really a colpo in bianco
BURNT_HAND = os.path.join(SCENARIOS, "art10-reader-error-after-burn.yaml")  # exhausted: valid, stands as played
CHOICES = questions.CHOICES[Key.STATUS]


def _any_valid_line(prompt: str, ask: questions.Ask) -> str:
    """A line every question accepts in any hand, whatever its answer: the trainee's path, not the hand's."""
    table = {
        "Steps": "0", "Reader": "dealer", "Punto": "1 3", "Banco": "2 4", "Announcement": "Banco 1, Punto 2",
        "Winner": "1", "Set aside": "0", "Burned": "0", "Next hand": "1",
        "Button": str(ask.table.seats[0].number), "Seat": "0", "Bet": "done",
    }
    return next(line for word, line in table.items() if prompt.startswith(word))


def _asked_keys(solution, choice: str) -> list[str]:
    hand = solution.only_hand
    story = narrate.story(hand)
    ask = questions.Ask("en", hand.hand.table, tuple(hand.hand.cards[:story.listed]), extra=asked_beyond(hand))
    status_line = str(CHOICES.index(choice) + 1)

    def read(prompt: str) -> str:
        return status_line if prompt.startswith("Status") else _any_valid_line(prompt, ask)

    out: list[str] = []
    interview = Interview(Console(read=read, write=out.append), ask)
    interview.run()
    headings = [line.split(": ", 1)[1] for line in out if line.startswith("Decision ")]
    keys = list(interview.answer)
    assert len(headings) == len(keys)  # one heading per decision asked
    return keys


@pytest.mark.parametrize("choice", CHOICES)
def test_the_decisions_asked_follow_the_trainees_status_in_every_hand(choice):
    """Whatever the hand (valid, colpo in bianco, cancelled, exhausted), the same status asks the same
    decisions: those its path grades, in the dealer's order."""
    expected = [k for k in questions.ORDER if k in set(map(str, GRADED[choice]))]
    for path in sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml"))):
        solution = solve(load(path))
        # Beyond its path a hand asks what its story told (FORMATS §6): the stakes that play after a fault at the
        # table, asked after the procedure; the settlement bet by bet after the payouts where the scenario drills it.
        beyond = asked_beyond(solution.only_hand)
        assert bool(beyond) == (solution.only_hand.outcome.betting is not None
                                or solution.scenario.settlement == "bet_by_bet")
        want = [k for k in questions.ORDER if k in expected or (k == "bets" and k in beyond)
                or (k == "settlement" and k in beyond and "payouts" in expected)]
        assert _asked_keys(solution, choice) == want, (path, choice)


def test_valid_where_the_hand_is_a_colpo_in_bianco_asks_the_reader_and_payouts_and_grades_neither(tmp_path):
    solution = solve(load(BIANCO_HAND))
    right = plain(solution)["answer"]
    assert right["status"] == "colpo_in_bianco" and "reader" not in right
    lines = canonical_lines(solution)
    # Status "valid" (1), then the valid path: the reader and each seat's payout come in their places.
    lines = ["1", lines[1], "2", *lines[2:6], "0", "0", "0", *lines[6:]]
    result = run("train", BIANCO_HAND, "--trainee", "T-0042", "--report-dir", str(tmp_path), input=typing(lines))
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "Decision 3: Reader" in out and "Decision 8: Payouts" in out
    assert f"{len(right) - 1} of {len(right)} decisions right" in out  # only the status is wrong
    assert "✗ Status of the hand" in out and "You gave valid; the answer is colpo in bianco." in out
    assert "✗ Reader" not in out and "✗ Payouts" not in out
    assert ("Answered because of your status, not graded (the right status calls for no such decision): "
            "Reader, Payouts.") in out
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["answer"]["reader"] == 2 and sheet["answer"]["payouts"] == {2: 0, 5: 0, 9: 0}  # kept as typed
    graded = run("grade", path, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "again"), "--json")
    line = json.loads(graded.stdout.splitlines()[0])
    assert (line["score"], line["max"]) == (len(right) - 1, len(right))
    assert {d["key"] for d in line["decisions"]} == set(right)  # the extra answers are not graded


def test_colpo_in_bianco_where_the_hand_is_valid_counts_the_unasked_reader_and_payouts_wrong(tmp_path):
    store = str(tmp_path / "results.sqlite")
    # Colpo in bianco: no reader (DROPPED_RIGHT[2]) and no payouts (DROPPED_RIGHT[7:12]) are asked.
    lines = ["2", DROPPED_RIGHT[1], *DROPPED_RIGHT[3:7], *DROPPED_RIGHT[12:]]
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--store", store,
                 input=typing(lines))
    assert result.exit_code == 0, result.output
    raw = result.output
    out = " ".join(raw.split())
    assert "Decision " + "3: Punto's cards" in out and "Reader >" not in raw and "Seat 1 (" not in raw
    assert "9 of 12 decisions right: not passed." in out
    for key, right in (("Reader", "Right answer: seat 1"), ("Payouts", "Right answer: seat 1: -200, seat 4: +285")):
        verdict = out.split(f"✗ {key}")[1]
        assert verdict.startswith(" Not asked: you said the hand is a colpo in bianco, which calls for no such "
                                  "decision. It counts as wrong.")
        assert right in verdict
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert "reader" not in sheet["answer"] and "payouts" not in sheet["answer"]
    graded = run("grade", path, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "again"), "--json",
                 "--no-record")
    line = json.loads(graded.stdout.splitlines()[0])
    assert (line["score"], line["max"]) == (9, 12)
    assert {d["key"] for d in line["decisions"] if not d["ok"]} == {"status", "reader", "payouts"}
    from trainer.store import open_store

    with open_store(store) as results:
        [record] = list(results.records())
        assert (record.score, record.max, record.passed) == (9, 12, False)


def test_an_exhausted_hand_said_exhausted_asks_four_decisions_and_is_saved_as_valid(tmp_path):
    solution = solve(load(BURNT_HAND))
    lines = canonical_lines(solution)
    assert lines[0] == "4" and len(lines) == 4  # exhausted: procedure, next hand, button
    result = run("train", BURNT_HAND, "--trainee", "T-0042", "--report-dir", str(tmp_path), input=typing(lines))
    assert result.exit_code == 0, result.output
    assert "4 of 4 decisions right: passed." in result.output and "Decision 5" not in result.output
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["answer"]["status"] == "valid" and sheet["typed"]["status"] == ["4"]


def test_an_exhausted_hand_said_valid_asks_everything_and_grades_its_four_decisions(tmp_path):
    solution = solve(load(BURNT_HAND))
    script: list[str] = []
    lines = ["1"] + canonical_lines(solution)[1:2]  # valid, then the right procedure
    lines += ["dealer", "1 3", "2 4", "Banco 1, Punto 2", "1", "0", "0", "0", "0", "0"]  # 3 seats bet
    lines += canonical_lines(solution)[2:]  # next hand, button
    console = Console(read=lambda prompt: lines.pop(0), write=script.append)
    report = Session("T-0042", report_dir=str(tmp_path), console=console).run([solution])
    grade = report.played[0].graded.grade
    assert (grade.score, grade.max) == (4, 4)
    text = " ".join(" ".join(script).split())
    assert ("not graded (the right status calls for no such decision): Reader, Punto's cards, Banco's cards, "
            "Announcement, Winner, Payouts, Cards set aside, Cards burned.") in text


def test_a_wrong_status_reads_back_the_option_chosen_in_italian(tmp_path):
    lines = ["4", DROPPED_RIGHT[1], DROPPED_RIGHT[14], DROPPED_RIGHT[15]]  # exhausted, where the hand is valid
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--lang", "it",
                 input=typing(lines))
    assert result.exit_code == 0, result.output
    out = " ".join(result.output.split())
    assert "4 decisioni giuste su 12" in out  # the status is valid either way; 8 decisions were never asked
    assert out.count("Non chiesta: hai detto che il colpo è esaurito, e questo non richiede tale decisione.") == 8
    assert "Risposta giusta: posto 1" in out and "posto 12: +85,50" in out
