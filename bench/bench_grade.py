#!/usr/bin/env python3
"""(f) `trainer grade` on many sheets with the store and scorecards on disk: wall time over the command's own
CPU time, in the same run (issue 19, item 16: group commit).

    python3 bench/bench_grade.py [--count 1000] [--rounds 3] [--compare TREE] [--python PY]

Writes `--count` answer sheets (bench/out/grade-sheets-N: the example perfect sheet, each with its own
trainee), then each round grades them all in one fresh process, as a school's terminal does:

    python -m trainer grade DIR --store FRESH.sqlite --report-dir FRESH/

into a fresh SQLite store and a fresh report folder under bench/out/, so every result is recorded (one
record and two scorecards per sheet). The figure of a round is its wall time over its CPU time (user +
system, from os.wait4): what the command waits for beyond its own work, the disk's flushes above all. The
figure is the median of the rounds. Target: at most 1.5.

--compare TREE runs the same command from another checkout's trainer/ too (PYTHONPATH=TREE), interleaved
round by round, for a before/after figure in the same run.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

from _common import OUT, REPO, default_python, result

TARGET = 1.5


def sheets(count: int) -> str:
    folder = OUT / f"grade-sheets-{count}"
    if folder.is_dir() and len(os.listdir(folder)) == count:
        return str(folder)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    text = (REPO / "examples" / "perfect.answer.yaml").read_text(encoding="utf-8")
    for i in range(count):
        (folder / f"s{i:05d}.answer.yaml").write_text(text.replace("trainee: T-0042", f"trainee: T-{i:05d}"),
                                                        encoding="utf-8")
    return str(folder)


def grade_once(python: str, tree: str, folder: str, round_: int, label: str) -> dict[str, float]:
    work = OUT / f"grade-run-{label}-{round_}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    env = dict(os.environ, PYTHONPATH=tree, PYTHONPYCACHEPREFIX=str(OUT / "pycache"))
    for name in ("TRAINER_AUDIT_KEY", "TRAINER_SIGNING_KEY", "TRAINER_STORE"):
        env.pop(name, None)
    cmd = [python, "-m", "trainer", "grade", folder, "--store", str(work / "results.sqlite"),
           "--report-dir", str(work / "reports")]
    t0 = time.perf_counter()
    with open(os.devnull, "wb") as devnull:
        p = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=devnull, stderr=subprocess.PIPE)
        err = p.stderr.read() if p.stderr else b""
        _pid, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{err.decode(errors='replace')[-2000:]}")
    cards = len(os.listdir(work / "reports" / "scorecards"))
    shutil.rmtree(work, ignore_errors=True)
    return {"cpu": usage.ru_utime + usage.ru_stime, "wall": wall, "cards": cards}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--compare", default=None, help="another checkout whose trainer/ is measured beside")
    ap.add_argument("--python", default=None)
    args = ap.parse_args()
    python = args.python or default_python()
    folder = sheets(args.count)
    trees = {"this": str(REPO)}
    if args.compare:
        trees["compare"] = os.path.abspath(args.compare)
    for label, tree in trees.items():  # warm-up: bytecode caches, the page cache
        grade_once(python, tree, folder, -1, label)
    runs: dict[str, list[dict[str, float]]] = {label: [] for label in trees}
    for r in range(args.rounds):
        order = list(trees.items()) if r % 2 == 0 else list(reversed(trees.items()))
        for label, tree in order:
            runs[label].append(grade_once(python, tree, folder, r, label))
    for label, rows in runs.items():
        ratios = [row["wall"] / row["cpu"] for row in rows]
        assert all(row["cards"] == 2 * args.count for row in rows)
        result(f"grade {args.count} sheets, wall / CPU ({label}: {trees[label]})", statistics.median(ratios),
               TARGET, rounds=[round(x, 2) for x in ratios],
               wall_s=round(statistics.median(row["wall"] for row in rows), 2),
               cpu_s=round(statistics.median(row["cpu"] for row in rows), 2))


if __name__ == "__main__":
    main()
