#!/usr/bin/env python3
"""(a) Solve throughput: the trainer against bare YAML loading, in one process.

    python3 bench/bench_solve.py [--count 1000] [--repeat 7] [--profile]

Over the same generated files (bench/make_scenarios.py), times

  baseline  yaml.load(f, Loader=yaml.CSafeLoader) for every file, and
  trainer   trainer.pipeline.solve_files(paths): read, line-aware YAML,
            checks, solve, duplicate-id check, for every file,

taking turns 50 files at a time, `--repeat` rounds, each 50-file chunk
keeping its best time (robust against other load on the machine); a
stage's figure is the sum of its chunks' best times.
Target: trainer / baseline <= 1.5.

A breakdown of the trainer's stages (compose only, line-aware read, load,
load + solve) is printed too, each against the same baseline, so that a
miss can be traced to a stage. `--profile` adds a cProfile of the
solve_files loop, grouped by trainer module and by function.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import sys
import time
from collections import defaultdict

from _common import REPO, TRAINER_ROOT, measure as measure_stages, ms, result, scenario_dir

import yaml

TARGET = 1.5


def baseline(paths):
    loader = yaml.CSafeLoader
    for p in paths:
        with open(p, "rb") as f:
            yaml.load(f, Loader=loader)


def compose_only(paths):
    loader = yaml.CSafeLoader
    for p in paths:
        with open(p, "rb") as f:
            yaml.compose(f, Loader=loader)


def line_aware_read(paths):
    from trainer.yamlio.reader import read
    for p in paths:
        read(p)


def load_only(paths):
    from trainer.scenario.load import load
    for p in paths:
        load(p)


def load_solve(paths):
    from trainer.scenario.load import load
    from trainer.solve import solve
    for p in paths:
        solve(load(p))


def trainer_batch(paths):
    from trainer.pipeline import solve_files
    bad = 0
    for r in solve_files(paths):
        if not r.ok:
            bad += 1
    if bad:
        raise SystemExit(f"bench_solve: {bad} generated files are invalid; regenerate them")


STAGES = {
    "baseline": ("yaml.load(CSafeLoader)", baseline),
    "compose": ("yaml.compose(CSafeLoader) only", compose_only),
    "read": ("yamlio.reader.read (compose + walk)", line_aware_read),
    "load": ("scenario.load.load", load_only),
    "load_solve": ("load + solve", load_solve),
    "trainer": ("batch.solve_files", trainer_batch),
}


def profile(paths, top: int) -> None:
    pr = cProfile.Profile()
    pr.enable()
    trainer_batch(paths)
    pr.disable()
    st = pstats.Stats(pr)
    total = st.total_tt
    by_file: dict[str, float] = defaultdict(float)
    for (file, _line, func), (_cc, _nc, tt, _ct, _callers) in st.stats.items():
        if str(TRAINER_ROOT / "trainer") in file:
            key = file.split(str(TRAINER_ROOT) + "/", 1)[1]
        elif "yaml" in file or func.startswith("<method") and "yaml" in func:
            key = "(pyyaml)"
        elif file == "~":
            key = "(built-ins: " + ("yaml C parser" if "_yaml" in func or "CParser" in func else "other") + ")"
        else:
            key = "(stdlib: " + file.rsplit("/", 1)[-1] + ")"
        by_file[key] += tt
    print(f"\n--- cProfile of solve_files over {len(paths)} files: {total:.3f} s under the profiler ---")
    print("self time by module:")
    for key, tt in sorted(by_file.items(), key=lambda kv: -kv[1])[:20]:
        print(f"  {tt:7.3f} s  {100 * tt / total:5.1f} %  {key}")
    print(f"\ntop {top} functions by self time:")
    st.sort_stats("tottime").print_stats(top)
    print(f"top {top} functions by cumulative time:")
    st.sort_stats("cumulative").print_stats(top)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=7, help="rounds over the files; each chunk keeps its best time")
    ap.add_argument("--chunk", type=int, default=50, help="files per timed sample (default 50)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="wall: time.perf_counter (default); cpu: time.process_time of this process")
    ap.add_argument("--no-breakdown", action="store_true", help="time only the baseline and solve_files")
    ap.add_argument("--profile", action="store_true", help="also cProfile the solve_files loop")
    ap.add_argument("--top", type=int, default=25, help="functions shown by --profile")
    args = ap.parse_args(argv)

    from make_scenarios import ensure
    paths = ensure(args.count, scenario_dir(args.count, args.seed), args.seed)
    stages = ["baseline", "trainer"] if args.no_breakdown else list(STAGES)

    # Warm up: import every module and fill the OS file cache before timing.
    for name in stages:
        STAGES[name][1](paths)
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    best = measure_stages({name: STAGES[name][1] for name in stages}, paths, args.repeat, args.chunk, clock)

    base = best["baseline"]
    where = "" if TRAINER_ROOT == REPO else f" [trainer from {TRAINER_ROOT}]"
    print(f"(a) solve throughput, {len(paths)} files, {args.clock} clock, best of {args.repeat} per chunk of "
          f"{args.chunk} files, Python {sys.version.split()[0]}, "
          f"PyYAML {yaml.__version__} (libyaml {'yes' if yaml.__with_libyaml__ else 'no'}){where}")
    for name in stages:
        label, _ = STAGES[name]
        per = best[name] / len(paths) * 1e6
        print(f"  {name:10s} {label:34s} {ms(best[name]):>10s}  {per:7.1f} us/file  x{best[name] / base:5.2f}")
    ratio = best["trainer"] / base
    print(f"  ratio solve_files / yaml.load = {ratio:.2f}  (target <= {TARGET})")
    result("a_solve", ratio, TARGET, files=len(paths),
           baseline_ms=round(base * 1000, 1), trainer_ms=round(best["trainer"] * 1000, 1))
    if args.profile:
        profile(paths, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
