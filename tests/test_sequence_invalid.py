"""Invalid sequences (FORMATS §5): each refused with FILE:LINE:COL at the hand concerned.

Every file in tests/invalid_seq/ starts with `# expect: LINE:COL: FRAGMENT`, as in tests/invalid/; the
cases cover every way FORMATS §5 says a sequence is invalid, and `drawn` in a one-hand file.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import plain
from test_invalid import assert_refused, expectation, run
from trainer.engine.solve import solve
from trainer.sequence.load import load_any

CASES = sorted((Path(__file__).parent / "invalid_seq").glob("*.yaml"))


def test_every_formats_case_is_there():
    names = {p.stem for p in CASES}
    for case in ("fault_in_colpo_in_bianco", "hand_after_the_mask", "bets_seat_not_at_table", "cards_run_out",
                 "fault_and_hands", "hand_fault_past_last_card", "grade_key_not_graded", "drawn_missing",
                 "drawn_not_needed", "drawn_below_the_error", "r26_top_card_visible_was_set_aside",
                 "r26_stuck_card_was_set_aside", "bets_no_stake", "mask_in_hand_with_fault"):
        assert case in names


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_refused_at_the_line_that_needs_the_change(path):
    line, col, fragment = expectation(path)
    assert_refused(run("validate", str(path)), str(path), line, col, fragment)


def test_a_fix_makes_the_case_valid(tmp_path):
    """The cases differ from a valid sequence only where they say: put right, each one validates."""
    fixes = {
        "fault_in_colpo_in_bianco": ("{fault: {kind: dropped_card, card: 2}}", "{}"),
        "hand_after_the_mask": ("mask_after: 4", "mask_after: 16"),
        "bets_seat_not_at_table": ("7: {punto: 10}", "5: {punto: 10}"),
        "drawn_missing": ("after_burn: true}", "after_burn: true, drawn: 4}"),
        "r26_top_card_visible_was_set_aside": ("card: 1, where", "card: 2, where"),
        "mask_in_hand_with_fault": ("mask_after: 5", "mask_after: 8"),
    }
    for name, (old, new) in fixes.items():
        text = (Path(__file__).parent / "invalid_seq" / f"{name}.yaml").read_text()
        assert old in text, name
        fixed = tmp_path / f"{name}.yaml"
        fixed.write_text(text.replace(old, new))
        assert run("validate", str(fixed)).exit_code == 0, name


def test_drawn_in_a_one_hand_file_changes_no_answer():
    base = ("id: one\ntitle: One\narticles: [6, 10]\ntable:\n  seats:\n    1: {punto: 100}\n"
            "shoe:\n  cards: [7H, KS, 3D, 9C]\nfault: {kind: reversed_distribution, cards: [1], after_burn: true")
    unstated = solve(load_any("one.yaml", (base + "}\n").encode()))
    stated = solve(load_any("one.yaml", (base + ", drawn: 8}\n").encode()))
    assert plain(unstated) == plain(stated)


def test_a_short_shoe_is_fine_when_the_mask_at_the_start_cancels_the_hand():
    text = ("id: s\ntitle: S\narticles: [5]\ntable:\n  seats:\n    1: {punto: 100}\n"
            "shoe:\n  cards: [7H, KS, 3D, 9C, 2H, QD]\n  mask_after: 4\nhands: [{}, {}]\n")
    hands = plain(solve(load_any("s.yaml", text.encode())))["answer"]["hands"]
    assert hands[1]["status"] == "cancelled"  # 2H QD: too few cards even for the hand
