#!/usr/bin/env python3
"""(h) Whole taglie: `trainer solve --json DIR` over 100 generated taglie against loading them with
yaml.CSafeLoader, and the cost per hand from the first hands of a taglia to the last.

    python3 bench/bench_taglia.py [--count 100] [--seed 1] [--runs 7] [--long 20] [--repeat 5] [--profile]
                                  [--instructions]

1. Whole process (target: ratio <= 2). The taglie of `trainer generate --shoe` (six decks, about sixty
   hands each, faults at the default rate) in bench/out/taglie-COUNT-seedS; fresh processes, interleaved,
   after warm-up runs, stdout to /dev/null, each child's own CPU time (wait4), medians; the ratio is the
   median over rounds of each round's trainer / baseline, as in bench_process.py:

     baseline           PY -c "<list DIR, yaml.load(f, Loader=yaml.CSafeLoader) each>"
     python -m trainer  PY -m trainer solve --json DIR
     trainer            the console script, when PY's bin folder has one

   `--instructions` also counts the instructions each command executes under valgrind (callgrind), as
   bench_process.py does: a ratio that other load on the 2-core machine does not move.

2. Flat cost per hand (target: ratio <= 1.25, ideally ~1). Over `--long` eight-deck taglie (about eighty
   hands each), in this process: each taglia loaded once, then played hand by hand by the engine
   (trainer.sequence.play) with each hand's JSON rendered (Solution.to_json), the clock read between
   hands; per taglia the best of `--repeat` passes for each hand. The figure is the time of the last ten
   hands of every taglia over that of the first ten. A sabot copied or rescanned per hand would make it
   grow with the hand's place in the taglia.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from _common import OUT, REPO, TRAINER_ROOT, child_python, median, ms, result
from bench_process import BASELINE, child_env, instruction_ratios, run_once

TARGET = 2.0
FLAT_TARGET = 1.25
EDGE = 10  # hands at each end of a taglia


def ensure_taglie(count: int, seed: int, decks: int) -> Path:
    """The generated folder, reused when its manifest matches (same count, seed, decks, trainer source)."""
    from trainer.files import create
    from trainer.shoe import deal_taglia, taglia_id, taglia_text

    folder = OUT / f"taglie-{count}-seed{seed}-decks{decks}"
    manifest = {"count": count, "seed": seed, "decks": decks, "source": _source_stamp()}
    mark = folder / ".manifest.json"
    if mark.is_file() and json.loads(mark.read_text()) == manifest:
        return folder
    if folder.exists():
        for p in folder.iterdir():
            p.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    width = max(3, len(str(count)))
    for i in range(1, count + 1):
        sid = taglia_id(seed, i, width)
        create(str(folder / f"{sid}.yaml"), taglia_text(deal_taglia(seed, i, decks, sid=sid)))
    mark.write_text(json.dumps(manifest))
    return folder


def _source_stamp() -> str:
    """The newest change to the trainer's source: a changed generator makes the folder again."""
    root = TRAINER_ROOT / "trainer"
    return str(max(p.stat().st_mtime_ns for p in root.rglob("*.py")))


def whole_process(args: argparse.Namespace, folder: Path) -> float:
    folder_arg = os.path.relpath(folder, REPO)
    py = args.python
    flags, env = child_python(child_env("cache"))
    cmds = {"baseline": [py, *flags, "-c", BASELINE, folder_arg],
            "python -m trainer solve --json": [py, *flags, "-m", "trainer", "solve", "--json", folder_arg]}
    script = Path(py).parent / "trainer"
    if script.is_file() and os.access(script, os.X_OK) and TRAINER_ROOT == REPO:
        cmds["trainer solve --json"] = [str(script), "solve", "--json", folder_arg]
    names = list(cmds)
    for _ in range(args.warmup):
        for cmd in cmds.values():
            run_once(cmd, env)
    cpus: dict[str, list[float]] = {k: [] for k in names}
    for i in range(args.runs):
        for name in names[i % len(names):] + names[:i % len(names)]:
            cpus[name].append(run_once(cmds[name], env)[1])
    hands = sum(len(json.loads(line)["answer"]["hands"]) for line in _solve_lines(py, flags, env, folder_arg))
    print(f"(h) whole process over {args.count} taglie ({hands} hands), median of {args.runs} interleaved runs, "
          f"cpu time, {py}")
    base = median(cpus["baseline"])
    worst = 0.0
    for name in names:
        print(f"  {name:32s} {ms(median(cpus[name])):>10s}  x{median(cpus[name]) / base:5.2f}")
    for name in names[1:]:
        r = median([t / b for t, b in zip(cpus[name], cpus["baseline"])])
        worst = max(worst, r)
        print(f"  ratio {name} / baseline = {r:.2f}  (target <= {TARGET})")
    print(f"  per hand: {1e6 * (median(cpus[names[-1]]) - base) / hands:.0f} us over the baseline")
    if args.instructions:
        ratios = instruction_ratios(cmds, env, 1)
        args.instruction_ratio = max(r for name, r in ratios.items() if name != "baseline")
    return worst


def _solve_lines(py: str, flags: list[str], env: dict, folder: str) -> list[str]:
    import subprocess

    p = subprocess.run([py, *flags, "-m", "trainer", "solve", "--json", folder], cwd=REPO, env=env,
                       capture_output=True, text=True, check=True)
    return p.stdout.splitlines()


def per_hand(folder: Path, repeat: int) -> tuple[float, float, int]:
    """Seconds of the first EDGE and last EDGE hands, summed over the taglie; and the taglie's hands."""
    from trainer.sequence.load import load_any
    from trainer.sequence.play import play

    first = last = 0.0
    hands = 0
    for path in sorted(folder.glob("*.yaml")):
        seq = load_any(str(path))
        best: list[float] | None = None
        for _ in range(repeat):
            times = []
            t = time.perf_counter()
            for played in play(seq):
                played.solution.to_json()
                now = time.perf_counter()
                times.append(now - t)
                t = now
            best = times if best is None else [min(a, b) for a, b in zip(best, times)]
        assert best is not None and len(best) >= 2 * EDGE
        first += sum(best[:EDGE])
        last += sum(best[-EDGE:])
        hands += len(best)
    return first, last, hands


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=100, help="taglie solved by the whole process (default 100)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--long", type=int, default=20, help="eight-deck taglie for the per-hand figure (default 20)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--profile", action="store_true", help="cProfile one in-process solve of the folder")
    ap.add_argument("--instructions", action="store_true",
                    help="also count each command's instructions under valgrind (slow: about 2 minutes a command)")
    args = ap.parse_args(argv)

    folder = ensure_taglie(args.count, args.seed, 6)
    ratio = whole_process(args, folder)
    extra = {"instruction_ratio": round(args.instruction_ratio, 3)} if args.instructions else {}
    result("h_taglia_process", ratio, TARGET, taglie=args.count, **extra)

    long = ensure_taglie(args.long, args.seed, 8)
    first, last, hands = per_hand(long, args.repeat)
    flat = last / first
    print(f"(h) cost per hand over {args.long} eight-deck taglie ({hands} hands, best of {args.repeat}): "
          f"first {EDGE} hands {1e6 * first / (EDGE * args.long):.0f} us each, last {EDGE} "
          f"{1e6 * last / (EDGE * args.long):.0f} us each; ratio last / first = {flat:.2f} (target <= {FLAT_TARGET})")
    result("h_taglia_per_hand", flat, FLAT_TARGET, taglie=args.long, hands=hands)

    if args.profile:
        import cProfile
        import pstats

        from trainer.pipeline import solve_files

        pr = cProfile.Profile()
        pr.enable()
        for solved in solve_files([str(folder)]):
            if solved.sequence is not None:
                solved.sequence.to_json()
        pr.disable()
        pstats.Stats(pr).sort_stats("tottime").print_stats(25)
    return 0 if ratio <= TARGET and flat <= FLAT_TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
