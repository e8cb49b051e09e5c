"""The verdict shows the seconds the hand took and its slowest decision (issue 20, item 9, first part)."""
from __future__ import annotations

import itertools
import re

import pytest

from test_session import DROPPED, DROPPED_RIGHT, run, typing
from trainer.engine.solve import solve
from trainer.scenario.load import load
from trainer.session import Console, Session


@pytest.mark.parametrize("lang, says", [
    ("en", "Time for this hand: 17 s (slowest decision: Payouts, 6.0 s)."),
    ("it", "Tempo per questo colpo: 17 s (decisione più lenta: Pagamenti, 6,0 s)."),
])
def test_the_verdict_shows_the_hands_time_and_its_slowest_decision(tmp_path, lang, says):
    lines, out = list(DROPPED_RIGHT), []
    ticks = itertools.count(0, 1.0)  # every read of the clock one second later: a decision of one prompt takes 1 s, the payouts 6 s over five seats
    console = Console(read=lambda prompt: (out.append(prompt), lines.pop(0))[1], write=out.append)
    Session("T-1", lang=lang, report_dir=str(tmp_path), console=console, clock=lambda: next(ticks)).run(
        [solve(load(DROPPED))])
    text = " ".join(" ".join(out).split())
    assert says in text, text[-800:]


def test_a_session_at_the_terminal_says_its_time(tmp_path):
    result = run("train", DROPPED, "--trainee", "T-1", "--report-dir", str(tmp_path), "--no-record",
                 input=typing(DROPPED_RIGHT))
    assert re.search(r"Time for this hand: \d+(\.\d)? s \(slowest decision: ", " ".join(result.output.split()))
