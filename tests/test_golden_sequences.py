"""Golden tests for the bundled sequences (scenarios/sequences/, FORMATS §5).

tests/golden/sequences/<id>.json holds, per hand, the expected answer and the
expected `articles` of every graded key. The values were worked out by hand
from RULEBOOK §2-§5 (see tests/golden/REVIEW-sequences.md), not copied from
the engine. The engine is read through its contract, `trainer solve --json`
and `trainer validate`, so the test holds whatever shape the engine has inside.
"""
from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from trainer.cli import main

ROOT = Path(__file__).resolve().parent.parent
SEQUENCES = ROOT / "scenarios" / "sequences"
GOLDEN = Path(__file__).resolve().parent / "golden" / "sequences"

SEQUENCE_FILES = sorted(SEQUENCES.glob("*.yaml"))
GOLDEN_FILES = sorted(GOLDEN.glob("*.json"))
SCHEMA_LINE = "# yaml-language-server: $schema=../../trainer/schemas/scenario.schema.json"


def _golden(stem: str) -> dict[str, Any]:
    return json.loads((GOLDEN / f"{stem}.json").read_text(encoding="utf-8"), parse_float=Decimal)  # amounts are exact


@pytest.fixture(scope="module")
def solved() -> dict[str, dict[str, Any]]:
    """Every bundled sequence solved once, by the CLI, as FORMATS §5 prints it."""
    result = CliRunner().invoke(main, ["solve", "--json", str(SEQUENCES)])
    lines = [json.loads(line, parse_float=Decimal) for line in result.stdout.splitlines() if line.strip()]
    assert result.exit_code == 0, result.output
    assert len(lines) == len(SEQUENCE_FILES)
    return {line["scenario"]: line for line in lines}


def test_there_are_at_least_twelve_sequences():
    assert len(SEQUENCE_FILES) >= 12


def test_every_sequence_is_valid():
    result = CliRunner().invoke(main, ["validate", str(SEQUENCES)])
    assert result.exit_code == 0, result.output


def test_every_sequence_has_a_golden_file_and_back():
    scenarios = {p.stem for p in SEQUENCE_FILES}
    goldens = {p.stem for p in GOLDEN_FILES}
    assert scenarios - goldens == set(), "sequences without a golden file"
    assert goldens - scenarios == set(), "golden files without a sequence"


@pytest.mark.parametrize("path", SEQUENCE_FILES, ids=lambda p: p.stem)
def test_file_shape(path: Path):
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[0] == SCHEMA_LINE
    doc = yaml.safe_load(text)
    assert doc["id"] == path.stem, "the scenario id must be the file stem"
    assert doc["id"].startswith("seq-")
    assert set(doc["title"]) == {"en", "it"} and set(doc["description"]) == {"en", "it"}
    assert "hands" in doc and "fault" not in doc
    schema = (path.parent / SCHEMA_LINE.split("$schema=")[1]).resolve()
    assert schema == ROOT / "trainer" / "schemas" / "scenario.schema.json" and schema.is_file()


@pytest.fixture(scope="module")
def schema_validator() -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    from test_schema import _schema
    return jsonschema.Draft202012Validator(_schema("scenario"))


@pytest.mark.parametrize("path", SEQUENCE_FILES, ids=lambda p: p.stem)
def test_the_schema_an_editor_uses_accepts_it(path: Path, schema_validator: Any):
    from test_schema import as_editor_sees
    errors = list(schema_validator.iter_errors(as_editor_sees(yaml.safe_load(path.read_text(encoding="utf-8")))))
    assert not errors, [e.message for e in errors]


@pytest.mark.parametrize("path", SEQUENCE_FILES, ids=lambda p: p.stem)
def test_golden(path: Path, solved: dict[str, dict[str, Any]]):
    golden = _golden(path.stem)
    line = solved[path.stem]
    hands = line["answer"]["hands"]
    explains = line["explain"]["hands"]
    assert len(hands) == len(golden["answer"]["hands"])
    for n, (answer, expected) in enumerate(zip(hands, golden["answer"]["hands"]), start=1):
        assert answer == expected, f"hand {n}"
    for n, (explain, expected) in enumerate(zip(explains, golden["articles"]["hands"]), start=1):
        assert {key: ex["articles"] for key, ex in explain.items()} == expected, f"hand {n}"
        assert set(explain) == set(hands[n - 1]), f"hand {n}: explain and answer name different keys"
        for key, ex in explain.items():
            assert isinstance(ex["why"], str) and ex["why"].strip(), f"hand {n}: {key} has no why"


@pytest.mark.parametrize("path", SEQUENCE_FILES, ids=lambda p: p.stem)
def test_splitting_after_any_hand_answers_the_rest_alike(path: Path, solved: dict[str, dict[str, Any]]):
    """Issue 12 item 8's split property on the hand-checked files: the carry (sabot, set-aside cards,
    colpo in bianco, button, bets) is all a later hand needs."""
    from trainer.engine.play import play, rest_after
    from trainer.engine.solve import solve
    from trainer.io.plain import solution_plain
    from trainer.sequence.load import load_any

    seq = load_any(str(path))
    assert not seq.single  # a sequence, not a one-hand file
    whole = solved[path.stem]["answer"]["hands"]
    for hand in list(play(seq))[:-1]:
        rest = solution_plain(solve(rest_after(seq, hand)))
        assert rest["answer"]["hands"] == whole[hand.number:], f"split after hand {hand.number}"


# What the bundled sequences must show between them (issue 12, item 4): each a
# consequence that one hand cannot show. Read from the files and the golden answers.

def _doc(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _situations(doc: dict[str, Any], answers: list[dict[str, Any]]) -> set[str]:
    out: set[str] = set()
    hands = doc["hands"]
    house = doc.get("house") or {}
    temporary = {n for n, s in doc["table"]["seats"].items() if s and s.get("temporary")}
    button = doc["table"].get("button", 1)
    punto_by_temporary = 0
    bets = doc["table"]["seats"]
    for k, (hand, answer) in enumerate(zip(hands, answers)):
        hand = hand or {}
        fault = hand.get("fault") or {}
        after = answers[k + 1] if k + 1 < len(answers) else None
        carried = answer.get("set_aside") or []
        if carried and after is not None and "punto" in after:  # a cancelled or exhausted hand shows no cards
            opens = after["punto"][:1] + after["banco"][:1] + after["punto"][1:2] + after["banco"][1:2]
            if opens[:len(carried)] == carried:
                normal = after["status"] == "valid"
                kind = fault.get("kind")
                if kind == "extra_card" and normal != fault["seen"]:
                    out.add("seen-extra-opens-bianco" if fault["seen"] else "unseen-extra-opens-normal")
                if kind in ("wrong_card_count", "wrong_third_card") and not normal:
                    out.add(f"{kind}-left-overs-in-bianco")
        if fault.get("kind") == "exposed_card" and fault.get("card") == 1 and answer["button"] == button \
                and after is not None:
            out.add("top-card-seen-button-stays")
        if answer["status"] == "cancelled" and fault and after is not None:
            out.add(f"cancelled-then-next-{house.get('button_after_cancel', 'pass')}")
        steps = answer["procedure"]
        if k > 0 and "announce_last_hand" in steps:
            out.add("mask-during")
        if k > 0 and "announce_minimum_seven" in steps:
            out.add(f"mask-at-start-{answer['status']}")
            if answers[k - 1].get("set_aside"):
                out.add("mask-at-start-after-set-aside")
        if "bets" in hand:
            bets = hand["bets"]
            out.add("bets-change")
        if any(n in temporary and (bets.get(n) or {}).get("punto") for n in bets):
            punto_by_temporary += 1
        if fault.get("after_burn") and "drawn" in fault and after is not None:
            out.add("after-burn-drawn")
            if k > 0 and answers[k - 1].get("set_aside"):
                out.add("after-burn-drawn-in-a-hand-set-aside-cards-opened")
        button = answer["button"]
    if punto_by_temporary >= 2:
        out.add("temporary-over-hands")
    return out


def test_the_sequences_show_every_situation_the_issue_lists():
    seen: set[str] = set()
    for path in SEQUENCE_FILES:
        seen |= _situations(_doc(path), _golden(path.stem)["answer"]["hands"])
    wanted = {
        "unseen-extra-opens-normal", "seen-extra-opens-bianco",
        "wrong_card_count-left-overs-in-bianco", "wrong_third_card-left-overs-in-bianco",
        "top-card-seen-button-stays", "cancelled-then-next-pass", "cancelled-then-next-stay",
        "mask-during", "mask-at-start-valid", "mask-at-start-cancelled", "mask-at-start-after-set-aside",
        "bets-change", "temporary-over-hands", "after-burn-drawn",
        "after-burn-drawn-in-a-hand-set-aside-cards-opened",
    }
    assert wanted - seen == set()


def test_a_sheet_that_gives_every_golden_answer_scores_full_marks_hand_by_hand(tmp_path):
    """The goldens, written as trainees' sheets, pass with every decision right: grading and solving agree."""
    from trainer.yamlio.writer import dump

    stems = [p.stem for p in sorted((Path(__file__).resolve().parent.parent / "scenarios" / "sequences").glob("*.yaml"))]
    sheets = []
    for stem in stems:
        sheet = tmp_path / f"{stem}.answer.yaml"
        sheet.write_text(dump({"scenario": stem, "trainee": "gold", "answer": _golden(stem)["answer"]}), encoding="utf-8")
        sheets.append(str(sheet))
    folder = str(Path(__file__).resolve().parent.parent / "scenarios" / "sequences")
    result = CliRunner().invoke(main, ["grade", *sheets, "--scenarios", folder, "--json", "--no-record",
                                       "--report-dir", str(tmp_path / "reports")])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["scenario"] for line in lines] == stems
    for line in lines:
        assert line["passed"] and line["score"] == line["max"] > 0, line["scenario"]
        assert {d["hand"] for d in line["decisions"]} == set(range(1, len(_golden(line["scenario"])["answer"]["hands"]) + 1))
