"""Helpers shared by the bench scripts: paths, the interpreter, the RESULT line, medians."""
from __future__ import annotations

import json
import os
import statistics
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
OUT = BENCH / "out"  # git-ignored
if str(REPO) not in sys.path:
    sys.path.append(str(REPO))  # for the extra checks, which import trainer in-process


def default_python() -> str:
    """$PYTHON, else the repo's .venv/bin/python (not resolved: its bin folder holds the console script)."""
    if os.environ.get("PYTHON"):
        return os.environ["PYTHON"]
    venv = REPO / ".venv" / "bin" / "python"
    if venv.exists():
        return str(venv)
    sys.exit("bench: no interpreter: set $PYTHON or pass --python, or make the repo's .venv "
             "(python3 -m venv .venv && .venv/bin/pip install -e '.[test]')")


def result(name: str, ratio: float, target: float, **figures) -> dict:
    """Print the one machine-readable line run_all.sh collects, and return it."""
    line = {"bench": name, "ratio": round(ratio, 3), "target": target,
            "verdict": "PASS" if ratio <= target else "FAIL", **figures}
    print("RESULT " + json.dumps(line, ensure_ascii=False))
    sys.stdout.flush()
    return line


def median(xs):
    return statistics.median(xs)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"
