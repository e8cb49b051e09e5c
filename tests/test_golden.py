"""Golden tests: every bundled scenario against its hand-worked solution.

tests/golden/<id>.json holds the expected `answer` map and, per graded key, the
expected `articles` list. The values were worked out by hand from RULEBOOK.md
(see tests/golden/REVIEW.md), not copied from the engine.
"""
from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from conftest import plain
from trainer.faults import KINDS
from trainer.i18n import text_in
from trainer.scenario.load import load
from trainer.engine.solve import solve

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
GOLDEN = Path(__file__).resolve().parent / "golden"

SCENARIO_FILES = sorted(SCENARIOS.glob("*.yaml"))
GOLDEN_FILES = sorted(GOLDEN.glob("*.json"))
SCHEMA_LINE = "# yaml-language-server: $schema=../trainer/schemas/scenario.schema.json"


def _golden(path: Path) -> dict:
    return json.loads((GOLDEN / f"{path.stem}.json").read_text(encoding="utf-8"), parse_float=Decimal)  # amounts are exact


@pytest.fixture(scope="module")
def corpus():
    """Every bundled scenario, loaded and solved once: (path, scenario, its answer as `trainer solve --json`
    prints it)."""
    out = []
    for path in SCENARIO_FILES:
        sc = load(str(path))
        out.append((path, sc, plain(solve(sc))["answer"]))
    return out


def test_corpus_is_not_empty():
    assert len(SCENARIO_FILES) >= 44


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_golden(path: Path):
    sc = load(str(path))
    assert sc.id == path.stem, "the scenario id must be the file stem"
    assert path.read_text(encoding="utf-8").splitlines()[0] == SCHEMA_LINE
    golden = _golden(path)
    solution = solve(sc)
    printed = plain(solution)
    assert printed["answer"] == golden["answer"]
    articles = {key: ex["articles"] for key, ex in printed["explain"].items()}
    assert articles == golden["articles"]
    hand = solution.only_hand
    for key in hand.keys:
        assert text_in(hand.explanation.of(key).text).strip(), f"{key} has no why"
    assert set(printed["explain"]) == set(printed["answer"])


def test_every_scenario_has_a_golden_file_and_back():
    scenarios = {p.stem for p in SCENARIO_FILES}
    goldens = {p.stem for p in GOLDEN_FILES}
    assert scenarios - goldens == set(), "scenarios without a golden file"
    assert goldens - scenarios == set(), "golden files without a scenario"


def test_corpus_covers_every_fault_kind(corpus):
    kinds = {sc.hands[0].fault.kind for _, sc, _ in corpus if sc.hands[0].fault is not None}
    assert kinds >= set(KINDS), f"no scenario for {sorted(set(KINDS) - kinds)}"


def test_corpus_has_six_clean_hands(corpus):
    clean = [
        sc.id for _, sc, answer in corpus
        if sc.hands[0].fault is None and answer["procedure"] == [] and answer["status"] == "valid"
    ]
    assert len(clean) >= 6, clean


def _variant(sc, answer) -> tuple | None:
    """A short signature of the case a scenario exercises."""
    f = sc.hands[0].fault
    if f is None:
        if sc.mask_after is None:
            return None
        if sc.mask_after == 0:
            return ("mask", "start", answer["status"])
        return ("mask", "during" if answer["procedure"] else "not_reached")
    if f.after_burn:
        return ("after_burn", f.kind)
    p = f.params
    if f.kind == "extra_card":
        return (f.kind, p.seen)
    if f.kind == "exposed_card":
        return (f.kind, p.where, p.card == 1)
    if f.kind == "stuck_cards":
        return (f.kind, p.order_known, sc.house.stuck_burn)
    if f.kind == "dropped_card":
        return (f.kind, p.card == 1)
    if f.kind in ("reversed_distribution", "wrong_card_count"):
        return (f.kind, p.reconstructible, bool(answer.get("set_aside")))
    if f.kind == "wrong_third_card":
        return (f.kind, p.side, p.error)
    if f.kind == "reader_error":
        return (f.kind, p.declared, bool(answer.get("set_aside")))
    return (f.kind,)


REQUIRED_VARIANTS = [
    ("extra_card", False), ("extra_card", True),
    ("exposed_card", "sabot", True), ("exposed_card", "sabot", False),
    ("exposed_card", "distribution", False),
    ("stuck_cards", True, "stuck_only"), ("stuck_cards", False, "stuck_only"),
    ("stuck_cards", False, "cancel_hand"),
    ("dropped_card", True), ("dropped_card", False),
    ("damaged_card",),
    ("reversed_distribution", True, False), ("reversed_distribution", False, False),
    ("wrong_card_count", True, True), ("wrong_card_count", True, False),
    ("wrong_card_count", False, False),
    ("wrong_third_card", "punto", "given"), ("wrong_third_card", "punto", "withheld"),
    ("wrong_third_card", "banco", "given"), ("wrong_third_card", "banco", "withheld"),
    ("misannounced_score",),
    ("reader_error", "carta", True), ("reader_error", "carta", False),
    ("reader_error", "no_carta", True), ("reader_error", "no_carta", False),
    ("after_burn", "reversed_distribution"), ("after_burn", "wrong_card_count"),
    ("after_burn", "wrong_third_card"), ("after_burn", "misannounced_score"),
    ("after_burn", "reader_error"),
    ("mask", "during"), ("mask", "start", "valid"), ("mask", "start", "cancelled"),
    ("mask", "not_reached"),
]


def test_corpus_covers_every_variant(corpus):
    seen = {_variant(sc, answer) for _, sc, answer in corpus}
    missing = [v for v in REQUIRED_VARIANTS if v not in seen]
    assert missing == []


def test_corpus_uses_every_house_rule_variant(corpus):
    houses = [sc.house for _, sc, _ in corpus]
    assert any(h.commission_rounding == "down_to_unit" for h in houses)
    assert any(h.seat_order == "descending" for h in houses)
    assert any(h.button_after_cancel == "stay" for h in houses)
    assert any(h.stuck_burn == "cancel_hand" for h in houses)
    assert any(tuple(h.reconstruction_witnesses) == ("game_inspector",) for h in houses)


def _issue_10_situations(sc, a) -> set[str]:
    """The situations issue 10.6 asked the corpus to cover, as this scenario shows them."""
    out: set[str] = set()
    f = sc.hands[0].fault
    if f is not None and not f.after_burn:
        p = f.params
        if f.kind == "stuck_cards":
            out |= {"stuck-3+"} if p.count >= 3 else set()
            out |= {"stuck-first"} if p.card == 1 else set()
            out |= {"stuck-third-cards"} if p.card >= 5 else set()
        if f.kind == "wrong_card_count" and 0 in (p.punto, p.banco):
            out.add("side-without-card")
        if f.kind == "reversed_distribution" and sorted(p.cards) == [1, 2, 3, 4]:
            out.add("all-four-reversed")
        if f.kind == "wrong_third_card" and p.side == "punto" and p.error == "given" and len(a["punto"]) == 2 \
                and a["announce"].endswith(("Punto 8", "Punto 9")):
            out.add("given-on-punto-natural")
        if f.kind == "reader_error" and p.declared == "carta" and a["announce"].endswith(("Punto 8", "Punto 9")) \
                and len(a["punto"]) == 2:
            out.add("carta-on-natural")
    if a["status"] == "cancelled":
        out.add(f"cancelled-{sc.house.button_after_cancel}")
    if a.get("winner") == "egalite" and sc.house.egalite_pays != 8 and any(s.egalite for s in sc.table.seats):
        out.add("egalite-odd-pays")
    return out


def test_corpus_covers_the_issue_10_situations(corpus):
    seen = set().union(*(_issue_10_situations(sc, answer) for _, sc, answer in corpus))
    wanted = {"stuck-3+", "stuck-first", "stuck-third-cards", "side-without-card", "all-four-reversed",
              "given-on-punto-natural", "carta-on-natural", "cancelled-pass", "cancelled-stay", "egalite-odd-pays"}
    assert wanted - seen == set()
    assert (SCENARIOS / "art1-several-cards-uncovered-in-distribution.yaml").exists()
