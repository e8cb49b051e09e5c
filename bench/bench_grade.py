#!/usr/bin/env python3
"""Grading throughput and scorecard rendering, in one process.

    python3 bench/bench_grade.py [--count 1000] [--repeat 5] [--cards 1000]

Writes one answer sheet per generated scenario (bench/make_scenarios.py):
the canonical answer with one or two keys changed, as trainees write them.
Then, over the same sheets, times

  baseline  yaml.load(f, Loader=yaml.CSafeLoader) of every sheet, and
  trainer   trainer.pipeline.grade_files: line-aware reading, checks,
            look-up of the scenario, decision-by-decision grading,

taking turns 50 sheets at a time (see _common.measure). The scenarios are
solved once, before timing, as `trainer grade` does for a folder.
Target: trainer / baseline <= 2.

Then renders `--cards` HTML scorecards (view model + Jinja2, written to
bench/out/) and reports the time per card.
"""
from __future__ import annotations

import argparse
import random
import shutil
import sys
import time

import yaml

from _common import OUT, measure, result, scenario_dir

TARGET = 2.0
# A plausible wrong answer per key (well-formed: sheets must load).
WRONG = {"status": "cancelled", "procedure": ["continue_hand"], "reader": 14, "punto": ["9S", "9H"],
         "banco": [], "announce": "Punto 3, Banco 5", "winner": "egalite", "payouts": {1: 10},
         "set_aside": ["KD"], "burned": [], "next_hand": "new_shoe", "button": 14}


def write_sheets(scenarios: list[str], out, seed: int = 1) -> list[str]:
    from trainer.pipeline import solve_files

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    rng = random.Random(seed)
    paths = []
    for i, res in enumerate(solve_files(scenarios)):
        answer = dict(res.solution.answer)
        for key in rng.sample(sorted(answer), rng.choice((0, 1, 2))):
            answer[key] = WRONG[key]
        sheet = {"scenario": res.solution.scenario.id, "trainee": f"T-{i % 40:04d}", "answer": answer}
        path = out / f"sheet-{i:05d}.answer.yaml"
        path.write_text(yaml.safe_dump(sheet, sort_keys=False, allow_unicode=True), encoding="utf-8")
        paths.append(str(path))
    return paths


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--chunk", type=int, default=50)
    ap.add_argument("--cards", type=int, default=1000, help="HTML scorecards to render")
    args = ap.parse_args(argv)

    sys.path.insert(0, str(OUT.parent))
    from make_scenarios import ensure
    from trainer.pipeline import ScenarioIndex, grade_files

    folder = scenario_dir(args.count, 1)
    ensure(args.count, folder)
    sheets = write_sheets(sorted(str(p) for p in folder.glob("*.yaml")), OUT / f"sheets-{args.count}")
    index = ScenarioIndex(str(folder))
    t0 = time.perf_counter()
    index.get("")  # solve the folder once, as `trainer grade` does on first need
    solve_once = time.perf_counter() - t0

    def baseline(paths):
        for p in paths:
            with open(p, "rb") as f:
                yaml.load(f, Loader=yaml.CSafeLoader)

    graded = []

    def trainer(paths):
        graded[:] = list(grade_files(paths, index))

    best = measure({"baseline": baseline, "trainer": trainer}, sheets, args.repeat, args.chunk, time.perf_counter)
    all_graded = list(grade_files(sheets, index))
    bad = [g for g in all_graded if g.grade is None]
    n = len(sheets)
    ratio = best["trainer"] / best["baseline"]
    print(f"(a) grading {n} sheets, best of {args.repeat} per chunk of {args.chunk}")
    print(f"  baseline  yaml.load(CSafeLoader)  {best['baseline'] * 1e3:8.1f} ms  {best['baseline'] / n * 1e6:7.1f} us/sheet")
    print(f"  trainer   grade_files             {best['trainer'] * 1e3:8.1f} ms  {best['trainer'] / n * 1e6:7.1f} us/sheet")
    print(f"  (solving the {args.count} scenarios once beforehand: {solve_once * 1e3:.0f} ms)")
    print(f"  ratio grade / load = {ratio:.2f}  (target <= {TARGET}); sheets not graded: {len(bad)}")

    from trainer.report.scorecard import write_scorecards

    cards_dir = OUT / "scorecards-bench"
    if cards_dir.exists():
        shutil.rmtree(cards_dir)
    todo = (all_graded * (args.cards // max(n, 1) + 1))[: args.cards]
    t0 = time.perf_counter()
    for g in todo:
        write_scorecards(g, str(cards_dir), "en")
    per_card = (time.perf_counter() - t0) / max(len(todo), 1)
    print(f"(b) scorecards: {len(todo)} HTML + Markdown pairs rendered and written, {per_card * 1e3:.2f} ms per card")
    result("grade", ratio, TARGET, sheets=n, baseline_ms=round(best["baseline"] * 1e3, 1),
           trainer_ms=round(best["trainer"] * 1e3, 1), scorecard_ms=round(per_card * 1e3, 2))
    return 0 if ratio <= TARGET and not bad else 1


if __name__ == "__main__":
    sys.exit(main())
