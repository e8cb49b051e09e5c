"""`trainer solve --json` writes each solution's JSON piece by piece (solution_json.json_text,
sequence_json_text), its shared whys encoded once: the text is exactly what
money.dumps writes of to_json, for one-hand scenarios and sequences, in both languages."""
from __future__ import annotations

from pathlib import Path

import pytest

from trainer.money import dumps
from trainer.scenario.load import load
from trainer.sequence.load import load_any
from trainer.sequence.solve import solve_sequence
from trainer.shoe import deal_taglia, taglia_text
from trainer.solution_json import json_text, sequence_json_text
from trainer.solve import solve

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", ["en", "it"])
def test_json_text_is_the_dumps_of_to_json(lang):
    for _ in range(2):  # the second pass reads the cached texts
        for path in sorted((ROOT / "scenarios").glob("*.yaml")):
            sol = solve(load(str(path)))
            assert json_text(sol, lang) == dumps(sol.to_json(lang), ensure_ascii=False)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_sequence_json_text_is_the_dumps_of_to_json(lang):
    sources = [(p.name, p.read_bytes()) for p in sorted((ROOT / "scenarios" / "sequences").glob("*.yaml"))]
    sources += [(f"taglia-{seed}.yaml", taglia_text(deal_taglia(seed)).encode()) for seed in (3, 11)]
    for name, data in sources:
        seq = load_any(name, data)
        sol = solve_sequence(seq)  # type: ignore[arg-type]
        assert sequence_json_text(sol, lang) == dumps(sol.to_json(lang), ensure_ascii=False)


def test_safe_json_knows_category_c_in_latin1_and_escapes_it_wherever_it_is():
    import unicodedata

    from trainer.terminal import _UNSAFE_LATIN1, safe_json

    assert _UNSAFE_LATIN1 == bytes(i for i in range(256) if unicodedata.category(chr(i))[0] == "C")
    for ch in ("\x1b", "\x7f", "\x85", "\xad", "\u202e", "\u200b"):
        for other in ("", "é", "€"):  # a Latin-1 line, or not
            line = f'{{"why": "a{other}{ch}b"}}'
            assert safe_json(line) == line.replace(ch, f"\\u{ord(ch):04x}")
    assert safe_json('{"why": "Égalité €"}') == '{"why": "Égalité €"}'
