"""Helpers shared by the bench scripts: paths, the RESULT line, medians."""
from __future__ import annotations

import gc
import json
import os
import statistics
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
OUT = BENCH / "out"  # git-ignored
# TRAINER_ROOT=DIR measures the trainer package in DIR/trainer (a patched copy,
# to try a proposal without touching trainer/); by default the repo's own.
TRAINER_ROOT = Path(os.environ.get("TRAINER_ROOT") or REPO).resolve()
sys.path.insert(0, str(TRAINER_ROOT))


def child_python(env: dict | None = None) -> tuple[list[str], dict]:
    """Extra interpreter flags and the environment for child processes run with cwd=REPO.

    With a TRAINER_ROOT copy, `-P` (Python 3.11+) keeps the repo's own trainer/
    off sys.path and PYTHONPATH points at the copy.
    """
    env = dict(os.environ if env is None else env)
    if TRAINER_ROOT == REPO:
        return [], env
    env["PYTHONPATH"] = str(TRAINER_ROOT)
    return ["-P"], env


def scenario_dir(count: int, seed: int) -> Path:
    return OUT / f"scenarios-{count}-seed{seed}"


def verdict(ratio: float, target: float) -> str:
    return "PASS" if ratio <= target else "FAIL"


def result(name: str, ratio: float, target: float, **figures) -> dict:
    """Print the one machine-readable line run_all.sh collects, and return it."""
    line = {"bench": name, "ratio": round(ratio, 3), "target": target,
            "verdict": verdict(ratio, target), **figures}
    print("RESULT " + json.dumps(line, ensure_ascii=False))
    sys.stdout.flush()
    return line


def median(xs):
    return statistics.median(xs)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def measure(stages: dict, items: list, rounds: int, chunk: int, clock) -> dict[str, float]:
    """Per stage, the sum over chunks of items of the best time of each chunk.

    Stages take turns chunk by chunk (`chunk` items at a time), `rounds` times,
    and each chunk keeps its best time: a burst of load from other processes
    spoils a few short samples of every stage alike, not a whole stage.
    """
    chunks = [items[i:i + chunk] for i in range(0, len(items), chunk)]
    best = {name: [float("inf")] * len(chunks) for name in stages}
    gc.collect()
    gc.disable()  # collections land in whichever stage runs then; collect between rounds
    try:
        for _ in range(rounds):
            for c, part in enumerate(chunks):
                for name, fn in stages.items():
                    t0 = clock()
                    fn(part)
                    best[name][c] = min(best[name][c], clock() - t0)
            gc.collect()
    finally:
        gc.enable()
    return {name: sum(v) for name, v in best.items()}
