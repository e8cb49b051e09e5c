"""train --time-limit and --late (issue 20, item 9): a hand answered over the limit is late, said on the
verdict and the scorecard every time a limit is set; with --late fails its decisions are wrong."""
from __future__ import annotations

import glob
import itertools
import os

import pytest

from test_session import DROPPED, DROPPED_RIGHT, run, typing
from trainer.engine.solve import solve
from trainer.report.timing import FAILS, TimeLimit
from trainer.scenario.load import load
from trainer.session import Console, Session


def session(tmp_path, lang, limit):
    lines, out = list(DROPPED_RIGHT), []
    ticks = itertools.count(0, 1.0)  # each read of the clock a second later: the hand takes 17 s (test_session_time)
    console = Console(read=lambda prompt: (out.append(prompt), lines.pop(0))[1], write=out.append)
    report = Session("T-1", lang=lang, report_dir=str(tmp_path), console=console, clock=lambda: next(ticks),
                     time_limit=limit).run([solve(load(DROPPED))])
    md = open(glob.glob(os.path.join(str(tmp_path), "scorecards", "*.md"))[0], encoding="utf-8").read()
    return " ".join(" ".join(out).split()), report, md


@pytest.mark.parametrize("lang, says, card", [
    ("en", "Late: over the limit of 10 s a hand; the house counts it as answered.",
     "| **Time limit** | 10 s a hand, a late hand counts as answered; late: hand 1 |"),
    ("it", "In ritardo: oltre il limite di 10 s a colpo; la casa lo conta come risposto.",
     "| **Tempo massimo** | 10 s a colpo, un colpo in ritardo conta come risposto; in ritardo: colpo 1 |"),
])
def test_a_late_hand_that_counts_is_said_and_scored_as_answered(tmp_path, lang, says, card):
    text, report, md = session(tmp_path, lang, TimeLimit(10))
    assert says in text and card in md
    assert "✓ PASSED" in md or "✓ SUPERATO" in md


def test_a_late_hand_that_fails_has_every_decision_wrong(tmp_path):
    text, report, md = session(tmp_path, "en", TimeLimit(10, FAILS))
    assert "Late: over the limit of 10 s a hand; the house scores its decisions wrong." in text
    assert "✗ FAILED" in md and "| **Score** | 0 of " in md
    assert "answered after the time limit (10 s a hand)" in md


def test_a_hand_in_time_says_so(tmp_path):
    text, report, md = session(tmp_path, "en", TimeLimit(60, FAILS))
    assert "In time: within the limit of 60 s a hand." in text
    assert "60 s a hand, a late hand's decisions are wrong; no hand late" in md and "✓ PASSED" in md


def test_no_limit_says_nothing_of_it(tmp_path):
    text, report, md = session(tmp_path, "en", None)
    assert "In time" not in text and "Late:" not in text and "Time limit" not in md


def test_the_command_line(tmp_path):
    result = run("train", DROPPED, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record",
                 "--time-limit", "3600", "--late", "fails", input=typing(DROPPED_RIGHT))
    assert "In time: within the limit of 3600 s a hand." in " ".join(result.output.split())
    md = open(glob.glob(os.path.join(str(tmp_path), "scorecards", "*.md"))[0], encoding="utf-8").read()
    assert "3600 s a hand, a late hand's decisions are wrong; no hand late" in md


@pytest.mark.parametrize("args, says", [
    (["--late", "fails"], "--late goes with --time-limit"),
    (["--time-limit", "0"], "--time-limit"),
    (["--time-limit", "nan"], "give the seconds a hand may take"),
    (["--time-limit", "10", "--late", "maybe"], "--late"),
])
def test_bad_limits_are_usage_errors(tmp_path, args, says):
    result = run("train", DROPPED, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record", *args)
    assert result.exit_code == 2 and says in result.output


def test_a_sequence_says_it_each_hand_and_its_resume_command_keeps_the_limit(tmp_path):
    from test_seq_train import SEQUENCES, flat, sequence_lines, train

    art7 = os.path.join(SEQUENCES, "seq-art7-left-over-in-bianco.yaml")
    first = sequence_lines(art7)[0]
    result = train(art7, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record", "--time-limit", "900",
                   "--late", "fails", input=typing(first))
    text = flat(result.output)
    assert "In time: within the limit of 900 s a hand." in text
    assert "--time-limit 900 --late fails" in text, text[-800:]
