#!/usr/bin/env python3
"""(c) Peak memory of `trainer solve --json` over 1,000 and over 10,000 files.

    python3 bench/bench_memory.py [--small 1000] [--large 10000] [--runs 3] [--trace]

Each run is a fresh child process, `PY -m trainer solve --json DIR` with
stdout to /dev/null, and its peak resident set size is kept; the median of
`--runs` runs per folder (interleaved). The peak is read with GNU
`/usr/bin/time -f %M` when present, else from the child's own VmHWM
(/proc/self/status, at exit). Not from os.wait4 / RUSAGE_CHILDREN: on Linux
a child's ru_maxrss starts from the RSS of the process that forked it (the
high-water mark survives fork + exec), so a child of this ~25 MiB bench
process reports at least ~25 MiB whatever it does (`--method wait4` shows
it). Target: the
10,000-file peak within 10 % of the 1,000-file peak (ratio <= 1.10).

For reference it also measures `PY -c "import click, yaml"` and a one-file
solve. `--trace` then runs solve_files over the smaller folder in this process
under tracemalloc and lists what is still allocated when the last file has
been solved: what grows with the number of files, in bytes per file.
"""
from __future__ import annotations

import argparse
import linecache
import os
import shutil
import subprocess
import sys
import tempfile
import tracemalloc

from _common import OUT, REPO, TRAINER_ROOT, child_python, median, result, scenario_dir

TARGET = 1.10


# The child reports its own high-water mark (VmHWM of its own address space).
HWM_WRAPPER = r"""
import atexit, runpy, sys
out = sys.argv[1]
def report():
    with open("/proc/self/status") as f:
        kib = next(int(l.split()[1]) for l in f if l.startswith("VmHWM:"))
    with open(out, "w") as f:
        f.write(str(kib))
atexit.register(report)
mode, rest = sys.argv[2], sys.argv[3:]
if mode == "-c":
    sys.argv = ["-c"] + rest[1:]
    exec(compile(rest[0], "<string>", "exec"), {"__name__": "__main__"})
else:
    sys.argv = [rest[0]] + rest[1:]
    runpy.run_module(rest[0], run_name="__main__", alter_sys=True)
"""


def gnu_time() -> str | None:
    t = shutil.which("time") and "/usr/bin/time"
    if t and os.path.exists(t):
        p = subprocess.run([t, "-f", "%M", "true"], capture_output=True, text=True)
        if p.returncode == 0 and p.stderr.strip().isdigit():
            return t
    return None


def peak_kib(py: str, args: list[str], method: str) -> int:
    """Peak resident set size, in KiB, of one fresh child `py ARGS` (ARGS: -m MOD ... or -c CODE)."""
    flags, env = child_python()
    cmd = [py] + flags + args
    with tempfile.NamedTemporaryFile("r", dir=OUT, suffix=".rss") as tmp:
        if method == "time":
            full = ["/usr/bin/time", "-f", "%M", "-o", tmp.name] + cmd
        elif method == "hwm":
            full = [py] + flags + ["-c", HWM_WRAPPER, tmp.name] + args
        else:
            full = cmd
        with open(os.devnull, "wb") as devnull:
            p = subprocess.Popen(full, cwd=REPO, env=env, stdout=devnull, stderr=subprocess.PIPE)
            err = p.stderr.read()
            _pid, status, usage = os.wait4(p.pid, 0)
            p.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
            p.stderr.close()
        if p.returncode != 0:
            raise SystemExit(f"bench_memory: {' '.join(cmd)} exited {p.returncode}:\n{err.decode()[-2000:]}")
        if method == "wait4":
            return usage.ru_maxrss
        return int(tmp.read().strip().splitlines()[-1])


def mib(kib: float) -> str:
    return f"{kib / 1024:.1f} MiB"


def trace(d: str, top: int) -> None:
    """What solve_files still holds when the last file of `d` is solved (it grows with the count)."""
    import gc

    from trainer.money import dumps  # amounts are Decimal: json.dumps alone refuses them
    from trainer.pipeline import solve_files

    files = sorted(e for e in os.listdir(d) if e.endswith(".yaml"))
    for r in solve_files([os.path.join(d, files[0])]):  # import everything first
        dumps(r.solution.to_json())
    gc.collect()
    tracemalloc.start(8)
    before = tracemalloc.take_snapshot()
    held = None
    for n, r in enumerate(solve_files([d]), 1):
        dumps(r.solution.to_json(), ensure_ascii=False)  # as `solve --json` does
        if n == len(files):  # the generator is still alive: its state is what we want
            gc.collect()
            held = tracemalloc.take_snapshot()
    tracemalloc.stop()
    stats = [s for s in held.compare_to(before, "traceback") if s.size_diff > 0]
    grown = sum(s.size_diff for s in stats)
    print(f"\n--- tracemalloc: held by solve_files when the last of {len(files)} files is solved: "
          f"{grown / 1024:.0f} KiB, {grown / len(files):.0f} bytes/file ---")
    for s in stats[:top]:
        frames = [f for f in s.traceback if "/trainer/" in f.filename] or list(s.traceback)
        f = frames[-1] if frames else s.traceback[0]
        where = f"{f.filename.replace(str(REPO) + '/', '')}:{f.lineno}"
        line = linecache.getline(f.filename, f.lineno).strip()
        print(f"  {s.size_diff / 1024:8.1f} KiB  {s.count_diff:6d} blocks  "
              f"{s.size_diff / len(files):5.0f} B/file  {where}  {line}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--small", type=int, default=1000)
    ap.add_argument("--large", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--method", choices=("auto", "time", "hwm", "wait4"), default="auto",
                    help="how to read the peak: GNU /usr/bin/time -f %%M (auto when present), the child's "
                         "own VmHWM (auto otherwise), or os.wait4's ru_maxrss (inflated, see the docstring)")
    ap.add_argument("--trace", action="store_true", help="also tracemalloc what solve_files holds on to")
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args(argv)

    from make_scenarios import ensure
    small_dir = scenario_dir(args.small, args.seed)
    large_dir = scenario_dir(args.large, args.seed)
    ensure(args.small, small_dir, args.seed)
    ensure(args.large, large_dir, args.seed)
    # Paths as a user in the repo types them (relative): the trainer keeps path
    # strings per file, so their length shows in the figure.
    small_rel = os.path.relpath(small_dir, REPO)
    large_rel = os.path.relpath(large_dir, REPO)
    one = os.path.relpath(sorted(small_dir.glob("bench-*.yaml"))[0], REPO)

    method = args.method
    if method == "auto":
        method = "time" if gnu_time() else "hwm"
    OUT.mkdir(parents=True, exist_ok=True)
    py = args.python
    cmds = {
        "baseline: import click, yaml": ["-c", "import click, yaml"],
        "solve --json 1 file": ["-m", "trainer", "solve", "--json", one],
        f"solve --json {args.small} files": ["-m", "trainer", "solve", "--json", small_rel],
        f"solve --json {args.large} files": ["-m", "trainer", "solve", "--json", large_rel],
    }
    peaks: dict[str, list[int]] = {k: [] for k in cmds}
    for _ in range(args.runs):
        for name, cmd in cmds.items():
            peaks[name].append(peak_kib(py, cmd, method))
    med = {k: median(v) for k, v in peaks.items()}
    print(f"(c) peak memory of a fresh child (method {method}), median of {args.runs} runs, {py}"
          + ("" if TRAINER_ROOT == REPO else f", trainer from {TRAINER_ROOT}"))
    for name in cmds:
        print(f"  {name:30s} {mib(med[name]):>10s}   runs: {', '.join(mib(x) for x in peaks[name])}")
    small = med[f"solve --json {args.small} files"]
    large = med[f"solve --json {args.large} files"]
    ratio = large / small
    print(f"  ratio {args.large} / {args.small} files = {ratio:.3f}  (target <= {TARGET}); "
          f"growth {mib(large - small)} for {args.large - args.small} more files "
          f"({(large - small) * 1024 / (args.large - args.small):.0f} bytes/file)")
    result("c_memory", ratio, TARGET, small_files=args.small, large_files=args.large,
           small_mib=round(small / 1024, 1), large_mib=round(large / 1024, 1), method=method)
    if args.trace:
        trace(str(small_dir), args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
