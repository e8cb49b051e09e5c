"""`trainer solve` as text on a terminal: lines fit its width and break only between words."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from trainer.cli import main

ROOT = os.path.join(os.path.dirname(__file__), "..")
ONE_HAND = os.path.join(ROOT, "scenarios", "art8-banco-third-card-withheld.yaml")
SEQUENCE = os.path.join(ROOT, "scenarios", "sequences", "seq-extra-card-seen-then-bianco.yaml")


def solve_text(path: str, lang: str, columns: str | None) -> str:
    env = {"COLUMNS": columns} if columns else {"COLUMNS": ""}
    result = CliRunner().invoke(main, ["solve", path, "--lang", lang], env=env)
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("path", [ONE_HAND, SEQUENCE], ids=["one-hand", "sequence"])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_on_a_terminal_every_line_fits_and_only_spaces_are_broken(path, lang):
    whole = solve_text(path, lang, None)  # a pipe: every line kept whole
    fitted = solve_text(path, lang, "60")
    assert max(map(len, whole.splitlines())) > 59  # the check below means something
    assert all(len(line) <= 59 for line in fitted.splitlines()), [x for x in fitted.splitlines() if len(x) > 59]
    assert fitted.split() == whole.split()  # the same words in the same order: none was cut in two
    assert len(fitted.splitlines()) > len(whole.splitlines())
