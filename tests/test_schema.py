"""The JSON Schemas for editors (`trainer schema scenario|answer`) agree with the loader.

The schemas are generated (`trainer.schema`) from the registry the loaders
check against: the fault kinds and their fields, the answer keys, the steps,
the house rules. The loader (`trainer.scenario.load`) is the authority. The
schema cannot see everything the loader checks (stakes against limits, a card
listed more often than the decks allow, quoted seat numbers), but what it
does say must agree: every scenario the loader accepts validates, every file
the trainer writes validates, and the structural mistakes below are refused
by both.
"""
from __future__ import annotations

import copy
import glob
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from click.testing import CliRunner

jsonschema = pytest.importorskip("jsonschema")
from jsonschema import Draft202012Validator  # noqa: E402

from conftest import plain, read_as_editor_sees  # noqa: E402
import trainer.schema as generator  # noqa: E402
import trainer.schema.answer as answer_part  # noqa: E402
import trainer.schema.scenario as scenario_part  # noqa: E402
from trainer.cards import RANKS, SUIT_SYMBOLS, SUITS, CardError, parse_card  # noqa: E402
from trainer.cli import main  # noqa: E402
from trainer.faults import KINDS, KNOWN_DRAWN, Field  # noqa: E402
from trainer.rules import DEFAULT_HOUSE, HouseRules  # noqa: E402
from trainer.schema import schema_text  # noqa: E402
from trainer.vocab import ALL_KEYS, ANSWER_CHOICES, HOUSE_CHOICES, STEPS, Key, Step  # noqa: E402
from trainer.yamlio.errors import Invalid  # noqa: E402
from trainer.scenario.load import load  # noqa: E402
from trainer.sequence.load import load_any  # noqa: E402
from trainer.sheet.load import load_sheet  # noqa: E402
from trainer.engine.solve import solve  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def _schema(which: str) -> dict:
    result = CliRunner().invoke(main, ["schema", which])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.fixture(scope="module")
def scenario_schema() -> dict:
    return _schema("scenario")


@pytest.fixture(scope="module")
def scenario_validator(scenario_schema) -> Draft202012Validator:
    return Draft202012Validator(scenario_schema)


@pytest.fixture(scope="module")
def answer_validator() -> Draft202012Validator:
    return Draft202012Validator(_schema("answer"))


def as_editor_sees(value):
    """YAML mapping keys become strings, as a YAML language server hands them to the schema."""
    if isinstance(value, dict):
        return {str(k): as_editor_sees(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_editor_sees(v) for v in value]
    return value


def schema_errors(validator: Draft202012Validator, doc) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(as_editor_sees(doc))]


def write_yaml(tmp_path: Path, doc: dict, name: str) -> str:
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return str(path)


# --- (a) the command prints the generated schema, and trainer/schemas/ holds it ------------------

@pytest.mark.parametrize("which", ["scenario", "answer"])
def test_schema_command_prints_a_valid_schema(which):
    result = CliRunner().invoke(main, ["schema", which])
    assert result.exit_code == 0
    assert result.output == schema_text(which) and result.output.endswith("}\n")
    schema = json.loads(result.output)
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert result.output == json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("which", ["scenario", "answer"])
def test_the_committed_schema_files_are_what_the_generator_makes(which):
    """Editors point at trainer/schemas/*.json (in the repository and the package): they are the generator's
    output, never edited by hand."""
    path = ROOT / "trainer" / "schemas" / f"{which}.schema.json"
    assert path.read_text(encoding="utf-8") == schema_text(which), (
        f"{path.relative_to(ROOT)} differs from what trainer/schema.py makes from the registry; regenerate it "
        f"with `python -m trainer schema {which} > trainer/schemas/{which}.schema.json`")


def test_the_generator_imports_no_layer_above_the_loaders():
    code = "import sys, trainer.schema; print(' '.join(sorted(m for m in sys.modules if m.startswith('trainer'))))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=ROOT).stdout.split()
    above = ("trainer.cli", "trainer.report", "trainer.session", "trainer.pipeline", "trainer.store",
             "trainer.audit", "trainer.adaptive", "trainer.drill", "trainer.engine.solve")
    assert [m for m in loaded if m.startswith(above)] == []


def test_every_property_has_a_description(scenario_schema):
    """Descriptions are the hover help in editors: every declared key has one."""
    missing = []

    def walk(node, where):
        if isinstance(node, dict):
            for name, sub in node.get("properties", {}).items():
                if not (isinstance(sub, dict) and sub.get("description")):
                    missing.append(f"{where}/{name}")
            for key, sub in node.items():
                walk(sub, f"{where}/{key}")
        elif isinstance(node, list):
            for i, sub in enumerate(node):
                walk(sub, f"{where}/{i}")

    walk(scenario_schema, "")
    walk(_schema("answer"), "answer")
    # Keys named under if/then/not only select cases or refuse them; they are not hover help.
    assert [m for m in missing if not {"if", "then", "not"} & set(m.split("/"))] == []


# --- (b) what the loader accepts, the schema accepts --------------------------------------------

CORPUS = sorted(
    p for p in glob.glob(str(ROOT / "scenarios" / "*.yaml")) + glob.glob(str(ROOT / "scenarios" / "sequences" / "*.yaml"))
    if not p.endswith(".answer.yaml")
)
EXAMPLES = sorted(glob.glob(str(ROOT / "examples" / "*.answer.yaml")))


def test_the_corpus_holds_one_hand_files_and_sequences():
    assert len([p for p in CORPUS if "sequences" in p]) >= 5 and len(CORPUS) >= 60 and len(EXAMPLES) >= 5


@pytest.mark.parametrize("path", CORPUS, ids=[os.path.relpath(p, ROOT / "scenarios") for p in CORPUS])
def test_every_bundled_scenario_validates(path, scenario_validator):
    load_any(path)  # the loader accepts every bundled file
    assert schema_errors(scenario_validator, read_as_editor_sees(path)) == []


@pytest.mark.parametrize("path", EXAMPLES, ids=[os.path.basename(p) for p in EXAMPLES])
def test_every_example_answer_sheet_validates(path, answer_validator):
    load_sheet(path)
    assert schema_errors(answer_validator, read_as_editor_sees(path)) == []


def _run(*args: str, input: str | None = None):
    result = CliRunner().invoke(main, list(args), input=input)
    return result


def test_every_drill_variant_trainer_generate_writes_validates(tmp_path, scenario_validator):
    from trainer.faults.drills import VARIANTS

    out = tmp_path / "drill"
    # A block of as many scenarios as there are variants holds every variant once (trainer.drill.generate).
    result = _run("generate", "--count", str(len(VARIANTS)), "--out", str(out), "--seed", "17")
    assert result.exit_code == 0, result.output
    files = sorted(out.glob("*.yaml"))
    assert len(files) == len(VARIANTS)
    for path in files:
        assert schema_errors(scenario_validator, read_as_editor_sees(str(path))) == [], path.name


@pytest.mark.parametrize("rate", ["1", "0.15"])
def test_every_taglia_trainer_generate_shoe_writes_validates_beside_the_schema_it_writes(tmp_path, rate,
                                                                                         scenario_validator):
    out = tmp_path / "taglie"
    result = _run("generate", "--shoe", "--count", "3", "--fault-rate", rate, "--out", str(out), "--seed", "5")
    assert result.exit_code == 0, result.output
    assert (out / "scenario.schema.json").read_text(encoding="utf-8") == schema_text("scenario")
    files = sorted(out.glob("taglia-*.yaml"))
    assert len(files) == 3
    kinds = set()
    for path in files:
        assert path.read_text(encoding="utf-8").startswith("# yaml-language-server: $schema=scenario.schema.json\n")
        doc = read_as_editor_sees(str(path))
        assert schema_errors(scenario_validator, doc) == [], path.name
        kinds |= {h["fault"]["kind"] for h in doc["hands"] if h and "fault" in h}
    if rate == "1":
        assert len(kinds) >= 8  # faults of most kinds, in hands of a sequence


def _sessions(tmp_path) -> Path:
    """Play sessions to their end and stopped midway: one-hand files, a bundled sequence, a whole taglia."""
    from test_seq_train import ART7, sequence_lines, typing
    from test_session import DROPPED, MISANNOUNCED, canonical_lines
    from test_shoe_session import ARGS, all_lines, dealt

    report = tmp_path / "report"
    common = ["--report-dir", str(report), "--no-record"]
    dropped = canonical_lines(solve(load(DROPPED)))
    runs = [
        (["T-1", DROPPED, MISANNOUNCED], dropped + ["1"]),  # the second stopped at its first question
        (["T-2", ART7], [x for h in sequence_lines(ART7) for x in h]),
        (["T-3", ART7], sequence_lines(ART7)[0] + ["valid"]),
        (["T-4", *ARGS], all_lines(dealt())),
        (["T-5", *ARGS], all_lines(dealt()[:2])[:-1]),
    ]
    for (trainee, *args), lines in runs:
        result = _run("train", *args, "--trainee", trainee, *common, input=typing(lines))
        assert result.exit_code in (0, 1), result.output[-2000:]
    return report


def test_every_sheet_and_taglia_a_session_saves_validates(tmp_path, scenario_validator, answer_validator):
    report = _sessions(tmp_path)
    sheets = sorted(glob.glob(str(report / "sheets" / "*" / "*.answer.yaml")))
    taglie = sorted(glob.glob(str(report / "taglie" / "*" / "*.yaml")))
    loaded = [load_sheet(p) for p in sheets]
    assert len(sheets) >= 6 and any(s.incomplete for s in loaded) and any(s.is_sequence for s in loaded)
    assert len(taglie) >= 2
    for path in sheets:
        sheet = read_as_editor_sees(path)
        assert {"times", "typed"} <= set(sheet), path
        assert schema_errors(answer_validator, sheet) == [], path
    for path in taglie:
        assert schema_errors(scenario_validator, read_as_editor_sees(path)) == [], path


def _base() -> dict:
    """A clean hand: Punto 7H 3D (0), Banco KS 9C (9, a battuta)."""
    return {
        "id": "base-clean-hand",
        "title": "A clean hand",
        "articles": ["premise"],
        "table": {"seats": {1: {"punto": 100}, 2: {"banco": 200, "egalite": 10}}},
        "shoe": {"cards": ["7H", "KS", "3D", "9C", "2H", "QD", "5S", "8C"]},
    }


def _with(**changes) -> dict:
    doc = _base()
    for dotted_key, value in changes.items():
        *parents, last = dotted_key.split("__")
        node = doc
        for p in parents:
            node = node.setdefault(p, {})
        node[last] = value
    return doc


# Punto 6H KD (6, stands); Banco 2S 3C (5, draws 4D): uses 5 cards.
STAND_6 = ["6H", "2S", "KD", "3C", "4D", "9S", "AH", "7C"]
# Punto 2S 3D (5, must draw); Banco KS 4C (4): no naturals.
DRAW_5 = ["2S", "KS", "3D", "4C", "9H", "5D", "6C", "7S", "8D"]

VALID: dict[str, dict] = {
    "clean": _base(),
    "clean-everything": {
        "id": "clean-everything",
        "title": "Every optional key",
        "articles": ["premise", 11, 13, 14],
        "level": 3,
        "description": "A full table with house rules of its own.\nRead it carefully.",
        "pass_mark": 0.75,
        "table": {
            "button": 5,
            "seats": {
                1: {"punto": 100},
                2: {"banco": 200, "egalite": 10},
                4: {"punto": 300, "egalite": 20},
                5: {},
                6: None,
                8: {"punto": 500, "temporary": True},
                9: {"egalite": 50},
                14: {"banco": 1000, "temporary": False},
            },
            "limits": {"min": 10, "max": 5000},
        },
        "shoe": {"decks": 8, "cards": ["7h", "K♠", "3♦", "9c", "2H", "qd", "5S", "8♣"]},
        "house": {
            "banco_commission": 0.04,
            "egalite_pays": 9,
            "commission_rounding": "down_to_unit",
            "button_after_cancel": "pass",
            "seat_order": "descending",
            "stuck_burn": "cancel_hand",
            "reconstruction_witnesses": ["municipal_inspector", "game_inspector"],
        },
    },
    "ten-written-t": _with(shoe={"decks": 1, "cards": ["TH", "10S", "tc", "9C", "2H"]},
                           house={"banco_commission": 0, "reconstruction_witnesses": ["game_inspector"]}),
    "mask-after-the-hand": _with(articles=[5, "premise"], shoe={"cards": ["7H", "KS", "3D", "9C", "2H"], "mask_after": 5}),
    "mask-at-start": _with(articles=[5], shoe={"cards": ["7H", "KS", "3D", "9C", "2H", "QD", "5S", "8C"], "mask_after": 0}),
    "extra-card": _with(articles=[1], shoe={"cards": ["7H", "KS", "3D", "9C", "2H", "QD", "5S", "8C"]},
                        fault={"kind": "extra_card", "after": 4, "seen": True}),
    "exposed-card": _with(articles=[1], fault={"kind": "exposed_card", "card": 2, "where": "distribution"}),
    "exposed-card-sabot": _with(articles=[1], fault={"kind": "exposed_card", "card": 1, "where": "sabot", "after_burn": False}),
    "stuck-known": _with(articles=[2], fault={"kind": "stuck_cards", "card": 1, "order_known": True}),
    "stuck-lost": _with(articles=[2], fault={"kind": "stuck_cards", "card": 2, "count": 3, "order_known": False},
                        house={"stuck_burn": "cancel_hand"}),
    "dropped-card": _with(articles=[3], fault={"kind": "dropped_card", "card": 1}),
    "damaged-card": _with(articles=[4, "premise"], fault={"kind": "damaged_card", "card": 3}),
    "reversed-cancelled": _with(articles=[6], fault={"kind": "reversed_distribution", "cards": [1, 3], "reconstructible": False}),
    "reversed-after-burn": _with(articles=[6, 10], fault={"kind": "reversed_distribution", "cards": [2], "after_burn": True}),
    "wrong-count-rebuilt": _with(articles=[7], fault={"kind": "wrong_card_count", "punto": 3, "banco": 2, "reconstructible": True}),
    "wrong-count-after-burn": _with(articles=[10, 7], fault={"kind": "wrong_card_count", "punto": 1, "banco": 0,
                                                           "reconstructible": False, "after_burn": True}),
    "third-card-given": _with(articles=[8], shoe={"cards": STAND_6},
                              fault={"kind": "wrong_third_card", "side": "punto", "error": "given"}),
    "misannounced": _with(articles=[9], fault={"kind": "misannounced_score", "announced": {"banco": 5, "punto": 3}}),
    "misannounced-after-burn": _with(articles=[9, 10], fault={"kind": "misannounced_score", "after_burn": True,
                                                              "announced": {"punto": 0, "banco": 8}}),
    "reader-error": _with(articles=["premise"], shoe={"cards": DRAW_5},
                          fault={"kind": "reader_error", "declared": "no_carta"}),
    # FORMATS §6: faults at the table, the wrong announcement paid on, settlement bet by bet.
    "second-bet": _with(articles=[11], fault={"kind": "second_bet", "seat": 2, "bet": {"punto": 500}}),
    "late-bet": _with(articles=["premise"], fault={"kind": "late_bet", "seat": 1, "bet": {"egalite": 25}}),
    "banknote-bet": _with(articles=[12], fault={"kind": "banknote_bet", "seat": 2, "box": "banco"}),
    "stake-under-minimum": _with(articles=[14], table={"limits": {"min": 50, "max": 5000}, "seats": {
        1: {"punto": 100}, 2: {"banco": 200, "egalite": 10}}}, fault={"kind": "stake_out_of_limits", "seat": 2,
                                                                      "box": "egalite"}),
    "misannounced-paid": _with(articles=[9], fault={"kind": "misannounced_score", "announced": {"banco": 0, "punto": 9},
                                                    "paid": True}),
    "settled-bet-by-bet": _with(settlement="bet_by_bet", house={"settlement_order": "any"}),
    # FORMATS §2: title and description may be given by language, English required.
    "bilingual": _with(title={"en": "A clean hand", "it": "Un colpo normale"},
                       description={"en": "Deal and settle.\n", "it": "Distribuisci e liquida.\n"}),
    "english-map-only": _with(title={"en": "A clean hand"}, description={"en": "Deal and settle."}),
}
for _name, _doc in VALID.items():
    _doc["id"] = _name


def test_the_valid_set_covers_every_fault_kind():
    kinds = {d["fault"]["kind"] for d in VALID.values() if "fault" in d}
    assert kinds == set(KINDS)
    assert len(VALID) >= 15


@pytest.mark.parametrize("name", list(VALID))
def test_valid_scenarios_pass_loader_and_schema(name, tmp_path, scenario_validator):
    doc = VALID[name]
    scenario = load(write_yaml(tmp_path, doc, name))
    assert scenario.id == name
    assert schema_errors(scenario_validator, doc) == []


@pytest.mark.parametrize("name", list(VALID))
def test_canonical_answers_fit_the_answer_schema(name, tmp_path, answer_validator):
    """The canonical solution's `answer` map is a well-formed answer sheet."""
    solution = solve(load(write_yaml(tmp_path, VALID[name], name)))
    sheet = {"scenario": name, "trainee": "T-0042", "answer": plain(solution)["answer"]}
    assert schema_errors(answer_validator, sheet) == []


# --- (c) structural mistakes both refuse --------------------------------------------------------

def _fault(fault: dict, articles: list | None = None) -> dict:
    return _with(fault=fault, articles=articles or [KINDS[fault["kind"]].article])


def _drop(doc: dict, *path: str) -> dict:
    node = doc
    for p in path[:-1]:
        node = node[p]
    del node[path[-1]]
    return doc


INVALID: dict[str, dict] = {
    "unknown-top-key": _with(author="me"),
    "missing-shoe": _drop(_base(), "shoe"),
    "missing-title": _drop(_base(), "title"),
    "bad-id": _with(id="Art3_Dropped"),
    "blank-title": _with(title="   "),
    "empty-description": _with(description=""),
    "title-unknown-language": _with(title={"en": "A clean hand", "fr": "Un coup normal"}),
    "title-without-english": _with(title={"it": "Un colpo normale"}),
    "title-empty-italian": _with(title={"en": "A clean hand", "it": " "}),
    "title-empty-map": _with(title={}),
    "description-italian-number": _with(description={"en": "Deal.", "it": 2024}),
    "title-as-list": _with(title=["A clean hand", "Un colpo normale"]),
    "level-zero": _with(level=0),
    "level-as-word": _with(level="two"),
    "pass-mark-above-one": _with(pass_mark=1.5),
    "articles-empty": _with(articles=[]),
    "article-17": _with(articles=[17]),
    "article-twice": _with(articles=[3, 3]),
    "article-word": _with(articles=["premises"]),
    "unknown-seat-key": _with(table={"seats": {1: {"pnto": 100}}}),
    "seat-15": _with(table={"seats": {1: {"punto": 100}, 15: {"banco": 100}}}),
    "seat-0": _with(table={"seats": {0: {"punto": 100}, 1: {}}}),
    "punto-and-banco": _with(table={"seats": {1: {"punto": 100, "banco": 100}}}),
    "stake-zero": _with(table={"seats": {1: {"punto": 0}}}),
    "stake-as-text": _with(table={"seats": {1: {"punto": "100"}}}),
    "temporary-as-text": _with(table={"seats": {1: {"punto": 100}, 3: {"banco": 5, "temporary": "yes"}}}),
    "seats-empty": _with(table={"seats": {}}),
    "no-stake": _with(table={"seats": {1: {}, 2: None}}),
    "button-15": _with(table={"button": 15, "seats": {1: {"punto": 100}}}),
    "button-empty-seat": _with(table={"button": 3, "seats": {1: {"punto": 100}}}),
    "button-temporary": _with(table={"button": 2, "seats": {1: {"punto": 100}, 2: {"banco": 5, "temporary": True}}}),
    "default-button-unseated": _with(table={"seats": {2: {"punto": 100}}}),
    "limits-without-max": _with(table={"seats": {1: {"punto": 100}}, "limits": {"min": 10}}),
    "limits-unknown-key": _with(table={"seats": {1: {"punto": 100}}, "limits": {"min": 10, "max": 100, "step": 5}}),
    "unknown-table-key": _with(table={"seats": {1: {"punto": 100}}, "dealer": "Ada"}),
    "card-1h": _with(shoe={"cards": ["1H", "KS", "3D", "9C"]}),
    "card-bad-suit": _with(shoe={"cards": ["7X", "KS", "3D", "9C"]}),
    "card-11": _with(shoe={"cards": ["11S", "KS", "3D", "9C"]}),
    "card-as-number": _with(shoe={"cards": [7, "KS", "3D", "9C"]}),
    "cards-empty": _with(shoe={"cards": []}),
    "decks-9": _with(shoe={"decks": 9, "cards": ["7H", "KS", "3D", "9C"]}),
    "mask-negative": _with(shoe={"cards": ["7H", "KS", "3D", "9C"], "mask_after": -1}),
    "unknown-shoe-key": _with(shoe={"cards": ["7H", "KS", "3D", "9C"], "cut": 3}),
    "fault-null": _with(fault=None),
    "fault-as-text": _with(fault="dropped_card"),
    "fault-without-kind": _with(articles=[3], fault={"card": 2}),
    "bad-kind": _with(articles=[3], fault={"kind": "dropped", "card": 2}),
    "fault-unknown-key": _fault({"kind": "dropped_card", "card": 2, "seen": True}),
    "fault-missing-key": _fault({"kind": "dropped_card"}),
    "after-burn-on-dropped": _fault({"kind": "dropped_card", "card": 2, "after_burn": True}, [3, 10]),
    "after-burn-as-text": _fault({"kind": "wrong_third_card", "side": "punto", "error": "given", "after_burn": "yes"}),
    "article-not-listed": _with(articles=[1], fault={"kind": "dropped_card", "card": 2}),
    "article-10-not-listed": _fault({"kind": "misannounced_score", "announced": {"banco": 1, "punto": 2}, "after_burn": True}),
    "premise-not-listed": _with(articles=[8], fault={"kind": "reader_error", "declared": "carta"}),
    "position-zero": _fault({"kind": "damaged_card", "card": 0}),
    "extra-after-3": _fault({"kind": "extra_card", "after": 3, "seen": False}),
    "exposed-where": _fault({"kind": "exposed_card", "card": 2, "where": "floor"}),
    "stuck-count-1": _fault({"kind": "stuck_cards", "card": 2, "count": 1, "order_known": True}),
    "stuck-order-missing": _fault({"kind": "stuck_cards", "card": 2}),
    "reversed-no-reconstructible": _fault({"kind": "reversed_distribution", "cards": [1]}),
    "reversed-position-5": _fault({"kind": "reversed_distribution", "cards": [5], "reconstructible": True}),
    "reversed-twice": _fault({"kind": "reversed_distribution", "cards": [1, 1], "reconstructible": True}),
    "reversed-none": _fault({"kind": "reversed_distribution", "cards": [], "reconstructible": True}),
    "count-four": _fault({"kind": "wrong_card_count", "punto": 2, "banco": 2, "reconstructible": True}),
    "count-seven": _fault({"kind": "wrong_card_count", "punto": 4, "banco": 3, "reconstructible": True}),
    "count-none": _fault({"kind": "wrong_card_count", "punto": 0, "banco": 0, "reconstructible": True}),
    "count-negative": _fault({"kind": "wrong_card_count", "punto": -1, "banco": 3, "reconstructible": True}),
    "third-side": _fault({"kind": "wrong_third_card", "side": "both", "error": "given"}),
    "announced-10": _fault({"kind": "misannounced_score", "announced": {"banco": 10, "punto": 2}}),
    "announced-half": _fault({"kind": "misannounced_score", "announced": {"banco": 1}}),
    "announced-extra": _fault({"kind": "misannounced_score", "announced": {"banco": 1, "punto": 2, "egalite": 0}}),
    "reader-declared": _fault({"kind": "reader_error", "declared": "yes"}),
    "house-unknown-rule": _with(house={"tie_pays": 8}),
    "house-null": _with(house=None),
    "commission-one": _with(house={"banco_commission": 1}),
    "commission-negative": _with(house={"banco_commission": -0.05}),
    "egalite-pays-51": _with(house={"egalite_pays": 51}),
    "egalite-pays-text": _with(house={"egalite_pays": "8"}),
    "rounding-choice": _with(house={"commission_rounding": "nearest"}),
    "button-after-cancel-choice": _with(house={"button_after_cancel": "stays"}),
    "seat-order-choice": _with(house={"seat_order": "clockwise"}),
    "stuck-burn-choice": _with(house={"stuck_burn": "all"}),
    "witnesses-municipal-only": _with(house={"reconstruction_witnesses": ["municipal_inspector"]}),
    "witnesses-twice": _with(house={"reconstruction_witnesses": ["game_inspector", "game_inspector"]}),
    "witnesses-unknown": _with(house={"reconstruction_witnesses": ["game_inspector", "pit_boss"]}),
    "witnesses-empty": _with(house={"reconstruction_witnesses": []}),
}


def test_the_invalid_set_is_broad():
    assert len(INVALID) >= 12


@pytest.mark.parametrize("name", list(INVALID))
def test_structural_mistakes_are_refused_by_both(name, tmp_path, scenario_validator):
    doc = INVALID[name]
    with pytest.raises(Invalid):
        load(write_yaml(tmp_path, doc, name))
    assert schema_errors(scenario_validator, doc), f"the schema accepts {name}"


ANSWER_SHEET = {
    "scenario": "art3-second-card-dropped",
    "trainee": "T-0042",
    "answer": {
        "status": "valid",
        "procedure": ["staff_pick_up"],
        "reader": 4,
        "punto": ["7H", "3D"],
        "banco": ["KS", "9C"],
        "announce": "Banco 9, Punto 0",
        "winner": "banco",
        "payouts": {1: -100, 2: 180, 4: -300, 8: -500.5},
        "set_aside": [],
        "burned": [],
        "next_hand": "normal",
        "button": 4,
    },
}


def _sheet(**answer) -> dict:
    sheet = copy.deepcopy(ANSWER_SHEET)
    sheet["answer"].update(answer)
    return sheet


@pytest.mark.parametrize("sheet", [
    ANSWER_SHEET,
    _sheet(reader="dealer", status="colpo_in_bianco", set_aside=["2h", "T♣"], next_hand="colpo_in_bianco"),
    {"scenario": "x", "trainee": "T-1", "answer": {"status": "cancelled", "procedure": ["cancel_hand", "burn_cards"]},
     "times": {"status": 3.5, "procedure": 12}, "incomplete": True},
    {"scenario": "x", "trainee": "T-1", "answer": {}, "incomplete": True},
])
def test_answer_sheets_validate(sheet, answer_validator):
    assert schema_errors(answer_validator, sheet) == []


@pytest.mark.parametrize("sheet", [
    {k: v for k, v in ANSWER_SHEET.items() if k != "trainee"},
    {**ANSWER_SHEET, "score": 12},
    _sheet(status="void"),
    _sheet(procedure=["pick_up"]),
    _sheet(reader="croupier"),
    _sheet(reader=15),
    _sheet(punto=["7H", "1D"]),
    _sheet(winner="tie"),
    _sheet(payouts={15: 10}),
    _sheet(payouts={1: "10"}),
    _sheet(next_hand="colpo"),
    _sheet(button=0),
    _sheet(comment="hello"),
    {**ANSWER_SHEET, "times": {"status": -1}},
    {**ANSWER_SHEET, "times": {"lunch": 3}},
    {**ANSWER_SHEET, "incomplete": "no"},
])
def test_malformed_answer_sheets_are_refused(sheet, answer_validator):
    assert schema_errors(answer_validator, sheet)


# --- (d) the schema declares exactly the loader's keys ------------------------------------------

def test_every_fault_kind_step_and_key_is_in_the_schemas(scenario_schema):
    answer = _schema("answer")
    kinds = scenario_schema["properties"]["fault"]["properties"]["kind"]["enum"]
    assert kinds == list(KINDS) and {f"fault_{k}" for k in KINDS} <= set(scenario_schema["$defs"])
    hand_answer = answer["$defs"]["hand_answer"]["properties"]
    assert hand_answer["procedure"]["items"]["enum"] == [str(s) for s in Step] == list(STEPS)
    assert list(hand_answer) == sorted(str(k) for k in Key)
    assert answer["$defs"]["times_map"]["propertyNames"]["enum"] == [str(k) for k in ALL_KEYS]
    assert answer["$defs"]["typed_map"]["propertyNames"]["enum"] == [str(k) for k in ALL_KEYS]
    assert scenario_schema["$defs"]["hand"]["properties"]["grade"]["items"]["enum"] == [str(k) for k in ALL_KEYS]
    for key, choices in ANSWER_CHOICES.items():
        assert hand_answer[key]["enum"] == list(choices)


def test_fault_kinds_match_the_registry(scenario_schema):
    fault = scenario_schema["properties"]["fault"]
    assert fault["properties"]["kind"]["enum"] == list(KINDS)
    dispatched = {
        rule["if"]["properties"]["kind"]["const"]: rule["then"]["$ref"] for rule in fault["allOf"]
    }
    assert dispatched == {k: f"#/$defs/fault_{k}" for k in KINDS}
    defs = scenario_schema["$defs"]
    for name, kind in KINDS.items():
        d = defs[f"fault_{name}"]
        drawn = {"drawn"} if kind.after_burn_allowed and name not in KNOWN_DRAWN else set()  # FORMATS §5, R25
        assert set(d["properties"]) == set(kind.fields) | {"kind", "after_burn"} | drawn, name
        assert d["properties"]["kind"] == {**d["properties"]["kind"], "const": name}
        assert d["additionalProperties"] is False
        required = {"kind"} | {k for k, f in kind.fields.items() if f.required}
        assert set(d["required"]) == required, name
        after_burn = d["properties"]["after_burn"]
        assert after_burn["type"] == "boolean"
        assert ("const" not in after_burn) == kind.after_burn_allowed, name
        for key, f in kind.fields.items():
            if f.type == "choice":
                assert d["properties"][key]["enum"] == list(f.choices), (name, key)
        covered = [r for r in scenario_schema["allOf"]
                   if r["if"]["properties"]["fault"]["properties"].get("kind", {}).get("const") == name]
        assert [r["then"]["properties"]["articles"]["contains"]["const"] for r in covered] == [kind.article]


def test_house_rules_match_the_loader(scenario_schema):
    house = scenario_schema["properties"]["house"]
    assert set(house["properties"]) == set(HouseRules.__match_args__)
    assert house["additionalProperties"] is False
    for rule, choices in HOUSE_CHOICES.items():
        assert house["properties"][rule]["enum"] == list(choices)
    for rule, spec in house["properties"].items():
        default = getattr(DEFAULT_HOUSE, rule)
        expected = list(default) if isinstance(default, tuple) else default
        assert spec["default"] == (float(expected) if rule == "banco_commission" else expected), rule


def test_top_level_keys_match_the_loader(scenario_schema):
    from trainer.scenario.load import TOP_OPTIONAL, TOP_REQUIRED
    from trainer.sequence.load import HAND_KEYS
    from trainer.sheet.load import TOP_OPTIONAL as SHEET_OPTIONAL, TOP_REQUIRED as SHEET_REQUIRED

    assert scenario_schema["required"] == list(TOP_REQUIRED)
    assert set(scenario_schema["properties"]) == set(TOP_REQUIRED) | set(TOP_OPTIONAL) | {"hands"}  # a sequence
    assert scenario_schema["additionalProperties"] is False
    assert set(scenario_schema["$defs"]["hand"]["properties"]) == set(HAND_KEYS)
    answer = _schema("answer")
    assert answer["required"] == list(SHEET_REQUIRED)
    assert set(answer["properties"]) == set(SHEET_REQUIRED) | set(SHEET_OPTIONAL)


def test_the_card_and_seat_patterns_say_what_the_loaders_accept(scenario_schema):
    card = re.compile(scenario_schema["$defs"]["card"]["pattern"])
    ranks = [*RANKS, "T", "1", "0", "11", "01", "B"]
    suits = [*SUITS, *SUIT_SYMBOLS, "X", "♤", ""]
    for rank in ranks + [r.lower() for r in ranks]:
        for suit in suits + [s.lower() for s in suits]:
            token = rank + suit
            try:
                parse_card(token)
                accepted = True
            except CardError:
                accepted = False
            assert bool(card.search(token)) == accepted, token
    seat = re.compile(scenario_schema["properties"]["table"]["properties"]["seats"]["not"]["patternProperties"]
                      .popitem()[0])
    assert [n for n in map(str, range(-1, 120)) if seat.search(n)] == [str(n) for n in range(1, 15)]
    assert not any(seat.search(s) for s in ("01", " 1", "1 ", "1.0", ""))


# --- (e) what the registry gains, the schemas gain, without a line written in them --------------

def test_a_new_fault_kind_step_key_and_house_rule_are_in_the_schemas_at_once(monkeypatch):
    fields = {"seat": Field("position", minimum=1), "box": Field("choice", choices=("punto", "banco", "egalite")),
              "count": Field("count"), "banco": Field("count"), "sure": Field("bool", required=False, default=False)}
    # A kind as the registry holds one; its own check allows Punto-and-Banco-like pairs summing to 3 at most.
    new = SimpleNamespace(name="split_bet_test", article=15, fields=fields, after_burn_allowed=False,
                          params=lambda **p: SimpleNamespace(**p),
                          refusals=lambda p: [] if p.count + p.banco <= 3 else [(("fault",), "too many")])
    monkeypatch.setitem(KINDS, "split_bet_test", new)
    # The generator's modules read the vocabulary and the house rules where they use them.
    monkeypatch.setattr(answer_part, "STEPS", (*STEPS, "count_chips_test"))
    for part in (answer_part, scenario_part):
        monkeypatch.setattr(part, "ALL_KEYS", (*ALL_KEYS, "chips_test"))
    monkeypatch.setattr(scenario_part, "HouseRules", SimpleNamespace(__match_args__=(*HouseRules.__match_args__,
                                                                                      "payout_pace_test")))
    house = SimpleNamespace(**{n: getattr(DEFAULT_HOUSE, n) for n in HouseRules.__match_args__},
                            payout_pace_test="collect_first")
    monkeypatch.setattr(scenario_part, "DEFAULT_HOUSE", house)
    scenario, answer = generator.schema("scenario"), generator.schema("answer")
    for s in (scenario, answer):
        Draft202012Validator.check_schema(s)
    assert "split_bet_test" in scenario["properties"]["fault"]["properties"]["kind"]["enum"]
    d = scenario["$defs"]["fault_split_bet_test"]
    assert set(d["properties"]) == {"kind", "after_burn", *fields} and d["required"] == ["kind", "seat", "box",
                                                                                         "count", "banco"]
    assert all(p.get("description") for p in d["properties"].values()) and d["description"].startswith("Article 15")
    assert "count_chips_test" in answer["$defs"]["hand_answer"]["properties"]["procedure"]["items"]["enum"]
    assert "chips_test" in answer["$defs"]["hand_answer"]["properties"]
    assert "chips_test" in answer["$defs"]["times_map"]["propertyNames"]["enum"]
    assert "chips_test" in scenario["$defs"]["hand"]["properties"]["grade"]["items"]["enum"]
    assert scenario["properties"]["house"]["properties"]["payout_pace_test"]["default"] == "collect_first"
    v = Draft202012Validator(scenario)
    fault = {"kind": "split_bet_test", "seat": 2, "box": "banco", "count": 1, "banco": 2}
    assert not list(v.iter_errors(as_editor_sees(_with(articles=[15], fault=fault))))
    assert list(v.iter_errors(as_editor_sees(_with(articles=[3], fault=fault))))  # Article 11 is its article
    assert list(v.iter_errors(as_editor_sees(_with(articles=[15], fault={**fault, "banco": 3}))))  # its check
    assert list(v.iter_errors(as_editor_sees(_with(articles=[15], fault={**fault, "box": "tie"}))))
    assert list(v.iter_errors(as_editor_sees(_with(articles=[15], fault={**fault, "after_burn": True}))))
