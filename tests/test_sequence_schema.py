"""The scenario JSON Schema covers sequences (FORMATS §5) and agrees with the sequence loader."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

jsonschema = pytest.importorskip("jsonschema")

from test_schema import _schema, as_editor_sees  # noqa: E402
from test_sequence import HAND_A, TAIL, sequence_text  # noqa: E402
from trainer.sequence.load import load_any  # noqa: E402

INVALID = Path(__file__).parent / "invalid_seq"

VALID = {
    "extra-seen": sequence_text(HAND_A + TAIL, ["{fault: {kind: extra_card, after: 4, seen: true}}", "{}",
                                                "{bets: {2: {banco: 300}, 9: {punto: 40}}}",
                                                "{grade: [reader, announce, winner]}"]),
    "after-burn-drawn": sequence_text(HAND_A + TAIL, [
        "{fault: {kind: reversed_distribution, cards: [1, 2], after_burn: true, drawn: 6}}", "{}"]),
    "mask": sequence_text(HAND_A + TAIL[:7], ["{}", "{}"], mask=4),
    "empty-hand": sequence_text(HAND_A + TAIL, ["", "{bets: {5: {}, 2: {egalite: 10}}}"]),
}
# Mistakes of shape, which the schema can see as well as the loader.
STRUCTURAL = ["fault_and_hands", "hands_empty", "hand_unknown_key", "hand_not_a_map", "bets_temporary_key",
              "bets_punto_and_banco", "grade_empty", "grade_unknown_key", "drawn_9", "drawn_without_after_burn",
              "drawn_not_needed", "articles_miss_the_fault", "one_hand_drawn_without_after_burn"]


@pytest.fixture(scope="module")
def validator():
    return jsonschema.Draft202012Validator(_schema("scenario"))


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_sequences_pass_loader_and_schema(name, validator):
    text = VALID[name]
    load_any("s.yaml", text.encode())  # the loader accepts it
    errors = list(validator.iter_errors(as_editor_sees(yaml.safe_load(text))))
    assert not errors, [e.message for e in errors]


@pytest.mark.parametrize("name", STRUCTURAL)
def test_structural_mistakes_are_refused_by_both(name, validator):
    path = INVALID / f"{name}.yaml"
    with pytest.raises(Exception):
        load_any(str(path))
    assert list(validator.iter_errors(as_editor_sees(yaml.safe_load(path.read_text())))), name
