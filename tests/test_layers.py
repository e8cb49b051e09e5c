"""The layers hold: no import circle between modules of trainer/, nor between its areas (issue 17).

Every import counts: at the top of a module, inside a function, under
TYPE_CHECKING. An area is a top-level module or package of trainer/ (faults,
engine, report, ...); an area may import only areas below it, so the graph
of areas has no circle either.
"""
from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "trainer"


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """The trainer modules `name` imports, anywhere in its body."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            # `from . import x` imports the submodule x when there is one.
            subs = {f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in MODULES}
            found |= subs or {target}
    return {m for m in found if m in MODULES and m != name}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of the graph, [] when it has none."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = 2
        stack.pop()
        return []

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def _area(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "trainer"


def test_no_module_imports_itself_round_a_circle() -> None:
    # A package importing its own submodules is how a package is made, not a circle of layers.
    graph = {m: {t for t in ts if not (t.startswith(m + ".") and "." not in t[len(m) + 1:])}
             for m, ts in GRAPH.items()}
    assert _circle(graph) == []


def test_the_areas_import_downward_only() -> None:
    areas: dict[str, set[str]] = defaultdict(set)
    for module, targets in GRAPH.items():
        areas[_area(module)] |= {_area(t) for t in targets if _area(t) != _area(module)}
    assert _circle(dict(areas)) == []


def test_the_checker_finds_a_circle() -> None:
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) == []
