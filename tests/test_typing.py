"""Typed records, not dicts of anything (issue 17): at most ten `Any` in trainer/, each saying why on its line."""
from __future__ import annotations

import ast
from pathlib import Path

TRAINER = Path(__file__).resolve().parents[1] / "trainer"


def uses_of_any() -> list[tuple[Path, int, str]]:
    """Every use of `Any` (a name or typing.Any) in the package's code, with its line."""
    out = []
    for path in sorted(TRAINER.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for node in ast.walk(ast.parse(text)):
            if (isinstance(node, ast.Name) and node.id == "Any") or (isinstance(node, ast.Attribute)
                                                                      and node.attr == "Any"):
                out.append((path, node.lineno, lines[node.lineno - 1]))
    return out


def test_at_most_ten_any_each_with_its_reason():
    uses = uses_of_any()
    assert len(uses) <= 10, [f"{p.relative_to(TRAINER)}:{n}" for p, n, _ in uses]
    unexplained = [f"{p.relative_to(TRAINER)}:{n}: {line.strip()}" for p, n, line in uses if "# Any:" not in line]
    assert not unexplained, unexplained


def test_the_check_sees_an_any(tmp_path, monkeypatch):
    (tmp_path / "m.py").write_text("from typing import Any\nx: Any = 1\n", encoding="utf-8")
    monkeypatch.setattr(__import__(__name__), "TRAINER", tmp_path)
    assert [(n, line) for _, n, line in uses_of_any()] == [(2, "x: Any = 1")]
