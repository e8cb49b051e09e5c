#!/usr/bin/env python3
"""(f) The whole process, as users run it: `trainer solve --json DIR > /dev/null`
against a process that only loads the same files with yaml.CSafeLoader.

    python3 bench/bench_process.py [--count 1000] [--runs 11] [--bytecode cache|env] [--profile] [--instructions]

Over the varied scenarios of bench/make_scenarios.py (house rules, cards
spelled 7h / 7♥ / TH, masks, faults after the burn), fresh processes,
interleaved (the first command rotates each round), after warm-up runs:

  baseline           PY -c "<list DIR, yaml.load(f, Loader=yaml.CSafeLoader) each>"
  python -m trainer  PY -m trainer solve --json DIR
  trainer            DIR/trainer solve --json DIR  (the console script, when
                                                    PY's bin folder has one)
  (floor)            PY -c pass                    (for reference only)

stdout to /dev/null; the child's own CPU time (user + system, from wait4;
`--clock wall` for wall time), medians. The ratio is the median over rounds
of each round's trainer / baseline. Target: <= 1.5 for each trainer command. Everything a user waits for is inside: interpreter start,
imports, listing, reading, checks, solving, rendering the whys, JSON, exit.

Then a breakdown of where the trainer's process spends its time, from a
child that runs the same command twice in one process with timers around
the stages: the interpreter (the floor), imports (of trainer.cli, and the
lazy imports of a first run over one file, less that file's share of the
work), and from the second run (the whole folder), reading + checks (scenario load), solving, JSON output (to_json, which
renders every why, and json.dumps) and the rest (click, listing the folder).
`--profile` adds a cProfile of that second run, by module and by function,
and the imports the command loads beyond the baseline's (python -X importtime).
`--instructions` also counts the instructions each command executes
(valgrind --tool=callgrind) and prints their ratio to the baseline's: a figure
that other load on the machine does not move, but that does not see cache
misses either, so the CPU-time ratio stays the headline.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from _common import REPO, TRAINER_ROOT, child_python, median, ms, result, scenario_dir

TARGET = 1.5

BASELINE = """\
import os, sys, yaml
d = sys.argv[1]
for name in sorted(os.listdir(d)):
    if name.endswith((".yaml", ".yml")):
        with open(os.path.join(d, name), "rb") as f:
            yaml.load(f, Loader=yaml.CSafeLoader)
"""


def child_env(mode: str) -> dict:
    from bench_startup import child_env as startup_env
    return startup_env(mode)


def commands(py: str, flags: list[str], script: str | None, folder: str) -> dict[str, list[str]]:
    cmds = {
        "baseline": [py, *flags, "-c", BASELINE, folder],
        "python -m trainer solve --json": [py, *flags, "-m", "trainer", "solve", "--json", folder],
    }
    if script:
        cmds["trainer solve --json"] = [script, "solve", "--json", folder]
    cmds["(floor) python -c pass"] = [py, *flags, "-c", "pass"]
    return cmds


def instructions(cmd: list[str], env: dict) -> int:
    """Instructions the process executes, interpreter start to exit, counted by valgrind (callgrind).

    The count does not depend on what else the machine runs, unlike CPU time;
    it ignores how long each instruction takes (cache misses, page faults), so
    it is a guide while iterating and the CPU-time ratio stays the headline.
    """
    import tempfile

    with tempfile.NamedTemporaryFile(prefix="callgrind-", suffix=".log") as log, \
            open(os.devnull, "wb") as devnull, open(os.devnull, "rb") as nothing:
        p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                            f"--log-file={log.name}", *cmd],
                           cwd=REPO, env=env, stdin=nothing, stdout=devnull, stderr=subprocess.PIPE)
        if p.returncode != 0:
            raise SystemExit(f"bench_process: valgrind {' '.join(cmd[:4])} ... exited {p.returncode}:\n"
                             f"{p.stderr.decode()[-2000:]}")
        for line in Path(log.name).read_text().splitlines():
            if "Collected :" in line:
                return int(line.split(":")[-1].strip().replace(",", ""))
    raise SystemExit("bench_process: valgrind printed no instruction count")


def instruction_ratios(cmds: dict[str, list[str]], env: dict, runs: int) -> dict[str, float]:
    """Median instruction count of each command over `runs` runs, printed with its ratio to the baseline."""
    import shutil

    if shutil.which("valgrind") is None:
        raise SystemExit("bench_process: --instructions needs valgrind (apt-get install valgrind)")
    counts = {name: median([instructions(cmd, env) for _ in range(runs)]) for name, cmd in cmds.items()}
    base = counts["baseline"]
    print(f"\n--- instructions executed (valgrind --tool=callgrind, median of {runs}; load-independent, "
          "blind to cache misses) ---")
    for name, n in counts.items():
        print(f"  {name:32s} {n / 1e6:9.1f} M  x{n / base:5.2f}")
    return {name: n / base for name, n in counts.items()}


def run_once(cmd: list[str], env: dict) -> tuple[float, float]:
    """(wall, cpu) seconds of one run; cpu is the child's own user + system time (wait4)."""
    with open(os.devnull, "wb") as devnull, open(os.devnull, "rb") as nothing:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, cwd=REPO, env=env, stdin=nothing, stdout=devnull, stderr=subprocess.PIPE)
        err = p.stderr.read() if p.stderr else b""
        _pid, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        raise SystemExit(f"bench_process: {' '.join(cmd[:4])} ... exited {p.returncode}:\n{err.decode()[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime


# --- the breakdown: runs in a child process (--child) ------------------------------------------


class _Timed:
    """Wraps module attributes so that each call's time adds to one stage."""

    def __init__(self, clock) -> None:
        self.spent: dict[str, float] = {}
        self.missing: list[str] = []
        self.clock = clock

    def wrap(self, stage: str, owner: object, attr: str) -> None:
        fn = getattr(owner, attr, None)
        if fn is None:
            self.missing.append(f"{getattr(owner, '__name__', owner)}.{attr}")
            return
        spent = self.spent
        spent.setdefault(stage, 0.0)
        clock = self.clock

        def timed(*args, **kw):
            t0 = clock()
            try:
                return fn(*args, **kw)
            finally:
                spent[stage] += clock() - t0

        setattr(owner, attr, timed)


def child(folder: str, profile_out: str | None, cpu: bool) -> None:
    # Imports: trainer.cli, then a one-file run, which makes every lazy import
    # (engine, catalogs, JSON) the folder's run would make, less one file's work.
    """Time `trainer solve --json folder` twice in this process; print the stages as JSON on stderr."""
    clock = time.process_time if cpu else time.perf_counter
    t0 = clock()
    from trainer.cli import main
    t_cli = clock() - t0

    def run(path: str = folder) -> float:
        t = clock()
        try:
            main(["solve", "--json", path])
        except SystemExit as done:
            if done.code not in (0, None):
                raise
        return clock() - t

    real_stdout = sys.stdout
    sys.stdout = open(os.devnull, "w", encoding="utf-8")
    try:
        one = sorted(n for n in os.listdir(folder) if n.endswith(".yaml"))[0]
        first = run(os.path.join(folder, one))
        timed = _Timed(clock)
        import trainer.sequence.load as load_mod
        import trainer.solve as solve_mod
        timed.wrap("load", load_mod, "load_any")  # what solve_files reads each file with
        timed.wrap("solve", solve_mod, "solve")
        timed.wrap("json", solve_mod.Solution, "to_json")
        timed.wrap("json", json, "dumps")
        if profile_out:
            import cProfile
            pr = cProfile.Profile()
            pr.enable()
            second = run()
            pr.disable()
            pr.dump_stats(profile_out)
        else:
            second = run()
    finally:
        sys.stdout.close()
        sys.stdout = real_stdout
    files = sum(1 for n in os.listdir(folder) if n.endswith(".yaml"))
    stages = {"cli_import": t_cli, "first": first - second / files, "second": second, **timed.spent,
              "missing": timed.missing}
    print(json.dumps(stages), file=sys.stderr)


def breakdown(py: str, flags: list[str], env: dict, folder: str, runs: int, floor: float,
              base_import: float, whole: float, profile_out: str | None, cpu: bool) -> None:
    me = str(Path(__file__).resolve())
    samples = []
    for i in range(runs):
        out = profile_out if i == runs - 1 else None
        child_env = dict(env)
        if flags:  # -P: the bench folder is off sys.path too
            child_env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], str(Path(me).parent)])
        cmd = [py, *flags, me, "--child", folder] + (["--child-profile", out] if out else []) \
            + (["--child-cpu"] if cpu else [])
        p = subprocess.run(cmd, cwd=REPO, env=child_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            raise SystemExit(f"bench_process: the breakdown child failed:\n{p.stderr[-2000:]}")
        samples.append(json.loads(p.stderr.strip().splitlines()[-1]))
    med = {k: median([s[k] for s in samples]) for k in ("cli_import", "first", "second", "load", "solve", "json")
           if all(k in s for s in samples)}
    imports = med["cli_import"] + max(0.0, med["first"])
    rest = med["second"] - med.get("load", 0) - med.get("solve", 0) - med.get("json", 0)
    rows = [
        ("interpreter start and exit (python -c pass)", floor),
        ("imports (trainer.cli + the command's lazy ones)", imports),
        ("reading + checks (scenario load)", med.get("load", 0.0)),
        ("solving", med.get("solve", 0.0)),
        ("JSON output (to_json renders the whys; dumps)", med.get("json", 0.0)),
        ("the rest (click, listing the folder, writing)", rest),
    ]
    print(f"\n--- where the trainer's process spends its time, {'cpu' if cpu else 'wall'} (median of {runs} "
          f"children; the second of two runs in one process, imports from the first) ---")
    for label, t in rows:
        print(f"  {label:50s} {ms(t):>10s}  {100 * t / whole:5.1f} % of the whole process")
    print(f"  {'sum':50s} {ms(sum(t for _, t in rows)):>10s}  (whole process, measured: {ms(whole)})")
    print(f"  for scale, the baseline: interpreter {ms(floor)}, import yaml ~{ms(base_import)}, "
          "yaml.load of every file the rest")
    if samples[-1].get("missing"):
        print(f"  (not timed, not found: {', '.join(samples[-1]['missing'])}; their time is in 'the rest')")


def show_profile(path: str, top: int) -> None:
    import pstats
    from collections import defaultdict

    st = pstats.Stats(path)
    total = st.total_tt
    by_module: dict[str, float] = defaultdict(float)
    root = str(TRAINER_ROOT / "trainer")
    for (file, _line, func), (_cc, _nc, tt, _ct, _callers) in st.stats.items():
        if file.startswith(root):
            key = "trainer" + file[len(root):]
        elif file == "~":
            key = "(built-in: " + func.strip("<>").split(" of ")[0].replace("method ", "")[:40] + ")"
        elif "yaml" in file:
            key = "(pyyaml)"
        else:
            key = "(" + "/".join(file.rsplit("/", 2)[-2:]) + ")"
        by_module[key] += tt
    print(f"\n--- cProfile of the second run ({total:.3f} s under the profiler): self time by module ---")
    for key, tt in sorted(by_module.items(), key=lambda kv: -kv[1])[:top]:
        print(f"  {tt:7.3f} s  {100 * tt / total:5.1f} %  {key}")
    print(f"\ntop {top} functions by self time:")
    st.sort_stats("tottime").print_stats(top)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=11, help="timed runs of each command (default 11)")
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--python", default=sys.executable, help="interpreter to measure (default: this one)")
    ap.add_argument("--bytecode", choices=("cache", "env"), default="cache")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="the figure the ratio uses: cpu, the child's user + system time (default; steady on a "
                         "shared machine), or wall; both are printed")
    ap.add_argument("--instructions", action="store_true",
                    help="also count each command's instructions under valgrind (slow: ~25 s a run) and print "
                         "their ratio to the baseline's, a figure other load on the machine does not move")
    ap.add_argument("--instruction-runs", type=int, default=1, help="valgrind runs of each command (default 1)")
    ap.add_argument("--breakdown-runs", type=int, default=5)
    ap.add_argument("--no-breakdown", action="store_true")
    ap.add_argument("--profile", action="store_true", help="also cProfile the command and show its imports")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--child-profile", help=argparse.SUPPRESS)
    ap.add_argument("--child-cpu", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        child(args.child, args.child_profile, args.child_cpu)
        return 0

    from make_scenarios import ensure
    folder = scenario_dir(args.count, args.seed)
    ensure(args.count, folder, args.seed)
    folder_arg = os.path.relpath(folder, REPO)  # as a user types it
    py = args.python
    script = Path(py).parent / "trainer"
    script = str(script) if script.is_file() and os.access(script, os.X_OK) and TRAINER_ROOT == REPO else None
    flags, env = child_python(child_env(args.bytecode))
    cmds = commands(py, flags, script, folder_arg)

    for _ in range(args.warmup):
        for cmd in cmds.values():
            run_once(cmd, env)
    names = list(cmds)
    walls: dict[str, list[float]] = {k: [] for k in names}
    cpus: dict[str, list[float]] = {k: [] for k in names}
    for i in range(args.runs):
        for name in names[i % len(names):] + names[:i % len(names)]:
            wall, cpu = run_once(cmds[name], env)
            walls[name].append(wall)
            cpus[name].append(cpu)
    med_wall = {k: median(v) for k, v in walls.items()}
    med_cpu = {k: median(v) for k, v in cpus.items()}
    med = med_cpu if args.clock == "cpu" else med_wall
    base = med["baseline"]
    print(f"(f) whole process over {args.count} varied scenarios, median of {args.runs} interleaved runs, {py} "
          + ("" if TRAINER_ROOT == REPO else f"[trainer from {TRAINER_ROOT}] ")
          + f"(bytecode: {args.bytecode}; ratios by {args.clock} time)")
    for name in names:
        print(f"  {name:32s} cpu {ms(med_cpu[name]):>9s}  x{med_cpu[name] / med_cpu['baseline']:5.2f}   "
              f"wall {ms(med_wall[name]):>9s}  x{med_wall[name] / med_wall['baseline']:5.2f}")
    figures: dict[str, object] = {"files": args.count, "clock": args.clock, "baseline_ms": round(base * 1000, 1)}
    worst = 0.0
    runs = cpus if args.clock == "cpu" else walls
    for name in ("python -m trainer solve --json", "trainer solve --json"):
        if name in med:
            # The median of each round's own ratio: a round's runs sit next to each other in time,
            # so a slow spell on a shared machine slows both sides of a ratio alike.
            r = median([t / b for t, b in zip(runs[name], runs["baseline"])])
            worst = max(worst, r)
            print(f"  ratio {name} / baseline = {r:.2f}  (target <= {TARGET})")
            figures[("script" if name.startswith("trainer") else "python_m") + "_ms"] = round(med[name] * 1000, 1)
    if args.instructions:
        ratios = instruction_ratios({k: v for k, v in cmds.items() if not k.startswith("(floor)")}, env,
                                    args.instruction_runs)
        figures["instruction_ratio"] = round(max(r for k, r in ratios.items() if k != "baseline"), 3)
    result("f_process", worst, TARGET, **figures)

    if not args.no_breakdown:
        floor = med["(floor) python -c pass"]
        t_yaml = median([run_once([py, *flags, "-c", "import yaml"], env)[args.clock == "cpu"] for _ in range(5)]) - floor
        profile_out = str(scenario_dir(args.count, args.seed).parent / "process.prof") if args.profile else None
        whole = med.get("trainer solve --json", med["python -m trainer solve --json"])
        breakdown(py, flags, env, folder_arg, args.breakdown_runs, floor, t_yaml, whole, profile_out,
                  args.clock == "cpu")
        if profile_out:
            show_profile(profile_out, args.top)
            _imports_beyond_baseline(py, flags, env, folder_arg, args.top)
    return 0


def _imports_beyond_baseline(py: str, flags: list[str], env: dict, folder: str, top: int) -> None:
    from bench_startup import importtime

    base = {m: s for m, s, _c, _d in importtime([py, *flags, "-c", BASELINE, folder], env)}
    mine = importtime([py, *flags, "-m", "trainer", "solve", "--json", folder], env)
    extra = [(m, s) for m, s, _c, _d in mine if m not in base]
    print(f"\n--- python -X importtime: {len(extra)} modules the command imports beyond the baseline, "
          f"{sum(s for _, s in extra) / 1000:.1f} ms of self time (importtime inflates it) ---")
    for m, s in sorted(extra, key=lambda kv: -kv[1])[:top]:
        print(f"  {s / 1000:6.2f} ms  {m}")


if __name__ == "__main__":
    sys.exit(main())
