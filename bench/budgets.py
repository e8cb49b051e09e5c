#!/usr/bin/env python3
"""The speed budgets of the trainer, measured on whole processes as users run them.

    python3 bench/budgets.py all      [--quick] [--extras]   # the four budgets, then a summary table
    python3 bench/budgets.py startup  [--rounds N]           # (1) trainer --help, trainer rules R9
    python3 bench/budgets.py solve    [--rounds N]           # (2) 1,000 one-hand files
    python3 bench/budgets.py taglie   [--rounds N]           # (3) 100 whole taglie
    python3 bench/budgets.py memory   [--rounds N]           # (4) peak RSS, 10,000 files / 1,000
    python3 bench/budgets.py profile  startup|solve|taglie   # where the time goes (importtime, cProfile)

Every figure is a ratio of two fresh processes run one after the other on
the same machine: the trainer command and its baseline. They alternate
(baseline first in even rounds, trainer first in odd ones) after one warm-up
run of each; each round gives one ratio, and the figure is the median of the
rounds' ratios, so a slow spell of a shared machine slows both sides of a
ratio alike. (The ratio of each side's best run is printed beside it, for
comparison only.) The clock is the child's CPU time (user + system, from
os.wait4); wall time is printed beside it. Budget (4) compares peak resident
set sizes instead. stdout goes to /dev/null, folders are passed relative to
the repo, as a user types them.

  (1) startup  PY -m trainer --help, trainer --help, PY -m trainer rules R9,
               trainer rules R9     vs  PY -c "import click, yaml"       <= 1.3
  (2) solve    trainer solve --json DIR, 1,000 one-hand files
                                    vs  a PY -c that yaml.loads each file
                                        with yaml.CSafeLoader            <= 2
  (3) taglie   the same over 100 whole taglie (trainer generate --shoe)  <= 2.5
  (4) memory   max RSS of trainer solve --json over 10,000 files
                                    vs  the same over 1,000 files        <= 1.15

`trainer` is the console script next to the interpreter (PY's bin folder);
without one only `PY -m trainer` is measured. (4) runs the console script
(else `PY -m trainer`) only: both load the same code. The interpreter is --python,
else $PYTHON, else the repo's .venv/bin/python. Children run with bytecode
caching on (PYTHONDONTWRITEBYTECODE dropped, caches in bench/out/pycache),
as on a normal install. Files are generated into bench/out/ (git-ignored):
the one-hand files by bench/make_scenarios.py (reused while their manifest
matches), the taglie by `trainer generate --shoe` afresh on each run.
Nothing here runs under pytest.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import OUT, REPO, default_python

BUDGETS = {"startup": 1.3, "solve": 2.0, "taglie": 2.5, "memory": 1.15}
ROUNDS = {"startup": 15, "solve": 11, "taglie": 11, "memory": 5}  # full runs
QUICK = {"startup": 5, "solve": 3, "taglie": 3, "memory": 1}
SEED = 1

STARTUP_BASELINE = "import click, yaml"
LOAD_BASELINE = """\
import os, sys, yaml
d = sys.argv[1]
for name in sorted(os.listdir(d)):
    if name.endswith((".yaml", ".yml")):
        with open(os.path.join(d, name), "rb") as f:
            yaml.load(f, Loader=yaml.CSafeLoader)
"""


# --- running one process ---------------------------------------------------------------------


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(OUT / "pycache")
    return env


def gnu_time() -> str | None:
    """GNU time, whose %M is the peak RSS of the command alone."""
    return "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run(cmd: list[str], rss: bool = False) -> dict[str, float]:
    """One fresh process: its CPU seconds (user + system), wall seconds and, with rss, peak RSS in KiB.

    The peak comes from GNU `/usr/bin/time -f %M` when present. os.wait4's
    ru_maxrss would do only because this process stays small: on Linux a
    child's high-water mark starts from that of the process that forked it.
    """
    with tempfile.NamedTemporaryFile("r", dir=OUT, suffix=".rss") as peak, \
            open(os.devnull, "wb") as devnull, open(os.devnull, "rb") as nothing:
        full = ["/usr/bin/time", "-f", "%M", "-o", peak.name, *cmd] if rss and gnu_time() else cmd
        t0 = time.perf_counter()
        p = subprocess.Popen(full, cwd=REPO, env=child_env(), stdin=nothing, stdout=devnull,
                             stderr=subprocess.PIPE)
        err = p.stderr.read() if p.stderr else b""
        _pid, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            sys.exit(f"bench: `{' '.join(cmd)[:200]}` exited {code}:\n{err.decode(errors='replace')[-2000:]}")
        out = {"cpu": usage.ru_utime + usage.ru_stime, "wall": wall}
        if rss:
            out["rss"] = float(peak.read().split()[-1]) if gnu_time() else float(usage.ru_maxrss)
    return out


def paired(budget: str, baseline: tuple[str, list[str]], subjects: dict[str, list[str]], rounds: int,
           metric: str = "cpu") -> list[dict]:
    """Each subject against the baseline, alternating, `rounds` rounds; one RESULT row per subject."""
    base_name, base_cmd = baseline
    rss = metric == "rss"
    for cmd in (base_cmd, *subjects.values()):  # warm-up: bytecode caches, the page cache
        run(cmd, rss)
    rows = []
    for name, cmd in subjects.items():
        pairs = []
        for r in range(rounds):
            if r % 2 == 0:
                b, s = run(base_cmd, rss), run(cmd, rss)
            else:
                s, b = run(cmd, rss), run(base_cmd, rss)
            pairs.append((b, s))
        ratios = [s[metric] / b[metric] for b, s in pairs]
        row = {
            "bench": budget, "command": name, "baseline": base_name, "metric": metric,
            "ratio": round(statistics.median(ratios), 3), "target": BUDGETS[budget],
            "min": round(min(ratios), 3), "max": round(max(ratios), 3), "rounds": rounds,
            "wall_ratio": round(statistics.median(s["wall"] / b["wall"] for b, s in pairs), 3),
            # for comparison only: the best run of each side, which a burst of load cannot inflate
            "best_ratio": round(min(s[metric] for _, s in pairs) / min(b[metric] for b, _ in pairs), 3),
        }
        for key in ("cpu", "wall") + (("rss",) if rss else ()):
            row[f"base_{key}"] = round(statistics.median(b[key] for b, _ in pairs), 4)
            row[key] = round(statistics.median(s[key] for _, s in pairs), 4)
        row["verdict"] = "PASS" if row["ratio"] <= row["target"] else "FAIL"
        rows.append(row)
        show(row)
    return rows


def show(row: dict) -> None:
    if row["metric"] == "rss":
        figures = (f"peak {row['rss'] / 1024:.1f} MiB vs {row['base_rss'] / 1024:.1f} MiB; "
                   f"CPU {row['cpu'] * 1000:.0f} ms vs {row['base_cpu'] * 1000:.0f} ms")
    else:
        figures = (f"CPU {row['cpu'] * 1000:.1f} ms vs {row['base_cpu'] * 1000:.1f} ms, "
                   f"wall {row['wall'] * 1000:.1f} ms vs {row['base_wall'] * 1000:.1f} ms; "
                   f"wall ratio {row['wall_ratio']:.2f}, ratio of the best runs {row['best_ratio']:.2f}")
    print(f"  {row['command']:34s} x{row['ratio']:.3f} (rounds {row['min']:.2f}-{row['max']:.2f}) "
          f"<= {row['target']}  {row['verdict']}   {figures}")
    print("RESULT " + json.dumps(row, ensure_ascii=False), flush=True)


# --- the subjects ----------------------------------------------------------------------------


def entry_points(py: str) -> dict[str, list[str]]:
    """`python -m trainer` always; the console script `trainer` when it sits next to the interpreter."""
    points = {"python -m trainer": [py, "-m", "trainer"]}
    script = Path(py).parent / "trainer"
    if script.exists():
        points["trainer"] = [str(script)]
    else:
        print(f"  (no console script at {script}: only `python -m trainer` is measured)")
    return points


def rel(path: Path) -> str:
    return os.path.relpath(path, REPO)


def one_hand_files(count: int, py: str) -> str:
    from make_scenarios import ensure

    folder = OUT / f"scenarios-{count}-seed{SEED}"
    ensure(count, folder, SEED, py)
    return rel(folder)


def taglie(count: int, py: str) -> str:
    folder = OUT / f"taglie-{count}-seed{SEED}"
    shutil.rmtree(folder, ignore_errors=True)  # generated afresh: the taglie come from the code measured
    p = subprocess.run([py, "-m", "trainer", "generate", "--shoe", "--count", str(count), "--out", rel(folder),
                        "--seed", str(SEED)], cwd=REPO, env=child_env(), capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"bench: trainer generate --shoe exited {p.returncode}:\n{p.stderr[-2000:]}")
    hands = sum(int(m.group(1)) for m in re.finditer(r"^wrote .*\((\d+) hands", p.stdout + p.stderr, re.M))
    print(f"  {count} taglie, {hands:,} hands (as `trainer generate` counts them), in {rel(folder)}")
    return rel(folder)


def bench_startup(py: str, rounds: int) -> list[dict]:
    print(f"(1) startup: whole processes, CPU time, {rounds} rounds; baseline {py} -c \"{STARTUP_BASELINE}\"")
    subjects = {}
    for name, cmd in entry_points(py).items():
        subjects[f"{name} --help"] = [*cmd, "--help"]
        subjects[f"{name} rules R9"] = [*cmd, "rules", "R9"]
    return paired("startup", (f'python -c "{STARTUP_BASELINE}"', [py, "-c", STARTUP_BASELINE]), subjects, rounds)


def bench_solve(py: str, rounds: int, budget: str = "solve") -> list[dict]:
    if budget == "solve":
        print(f"(2) solve: 1,000 one-hand files, whole processes, CPU time, {rounds} rounds")
        folder = one_hand_files(1000, py)
    else:
        print(f"(3) taglie: 100 whole taglie, whole processes, CPU time, {rounds} rounds")
        folder = taglie(100, py)
    subjects = {f"{name} solve --json DIR": [*cmd, "solve", "--json", folder]
                for name, cmd in entry_points(py).items()}
    return paired(budget, ("CSafeLoader process", [py, "-c", LOAD_BASELINE, folder]), subjects, rounds)


def bench_memory(py: str, rounds: int) -> list[dict]:
    how = "GNU time %M" if gnu_time() else "os.wait4 ru_maxrss"
    print(f"(4) memory: peak RSS ({how}) of trainer solve --json, 10,000 files / 1,000 files, {rounds} rounds")
    small, large = one_hand_files(1000, py), one_hand_files(10000, py)
    cmd = list(entry_points(py).values())[-1]
    return paired("memory", ("1,000 files", [*cmd, "solve", "--json", small]),
                  {"trainer solve --json, 10,000 files": [*cmd, "solve", "--json", large]}, rounds, metric="rss")


# --- where the time goes ---------------------------------------------------------------------


def profile(py: str, what: str, top: int) -> None:
    """importtime of the imports beyond the baseline's (startup), or cProfile of the command (solve, taglie)."""
    if what == "startup":
        for args in (["-c", STARTUP_BASELINE], ["-m", "trainer", "--help"], ["-m", "trainer", "rules", "R9"]):
            p = subprocess.run([py, "-X", "importtime", *args], cwd=REPO, env=child_env(),
                               capture_output=True, text=True)
            rows = [line.split("|") for line in p.stderr.splitlines() if line.startswith("import time:")]
            mods = [(int(r[0].split(":")[1]), int(r[1]), r[2].rstrip()) for r in rows[1:]]
            print(f"\n--- python -X importtime {' '.join(args)}: {len(mods)} modules, "
                  f"{sum(m[0] for m in mods) / 1000:.1f} ms self; top {top} by self time ---")
            for own, cumulative, name in sorted(mods, reverse=True)[:top]:
                print(f"  {own / 1000:7.2f} ms self {cumulative / 1000:8.2f} ms cumulative  {name}")
        return
    import collections
    import pstats

    folder = one_hand_files(1000, py) if what == "solve" else taglie(100, py)
    prof = OUT / f"profile-{what}.prof"
    with open(os.devnull, "wb") as devnull:
        subprocess.run([py, "-c", PROFILED, str(prof), "solve", "--json", folder],
                       cwd=REPO, env=child_env(), stdout=devnull, check=True)
    stats = pstats.Stats(str(prof))
    total = stats.total_tt  # type: ignore[attr-defined]
    by_file: collections.Counter[str] = collections.Counter()
    for (file, _line, fn), (_cc, _nc, tt, _ct, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        by_file[fn if file == "~" else re.sub(r"^.*/(site-packages|lib/python3\.\d+)/", "", file)] += tt
    print(f"\n--- cProfile of trainer solve --json {folder}: {total:.3f} s under the profiler ---\nby file, self time:")
    for name, tt in by_file.most_common(top):
        print(f"  {tt:7.3f} s {100 * tt / total:5.1f} %  {os.path.relpath(name, REPO) if name.startswith('/') else name}")
    print("by function:")
    stats.sort_stats("tottime").print_stats(top)


# `python -c PROFILED OUT.prof ARGS...`: the trainer's CLI under cProfile, the stats written however the
# command ends (click ends it with SystemExit).
PROFILED = """\
import cProfile, runpy, sys
out, sys.argv = sys.argv[1], ["trainer", *sys.argv[2:]]
prof = cProfile.Profile()
prof.enable()
try:
    runpy.run_module("trainer", run_name="__main__", alter_sys=True)
finally:
    prof.disable()
    prof.dump_stats(out)
"""


# --- all, and the summary --------------------------------------------------------------------


def head(py: str) -> str:
    def git(*args: str) -> str:
        p = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True)
        return p.stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "?"
    if git("status", "--porcelain", "--", "trainer"):
        commit += " + uncommitted changes in trainer/"
    version = subprocess.run([py, "-c", "import sys; print(sys.version.split()[0])"],
                             capture_output=True, text=True).stdout.strip()
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return (f"commit {commit}, {time.strftime('%Y-%m-%d %H:%M %Z')}, Python {version}, "
            f"{os.cpu_count()} cores, load average {load}")


def summary(rows: list[dict], heading: str) -> bool:
    """The table to paste into bench/README.md; True when every budget is met."""
    print(f"\n## Summary: {heading}\n")
    print("| budget | command | baseline | baseline figure | trainer figure | ratio (median) | rounds: min-max "
          "| wall ratio | best / best | limit | |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    label = {"startup": "(1) startup", "solve": "(2) 1,000 files", "taglie": "(3) 100 taglie",
             "memory": "(4) peak RSS"}
    for r in rows:
        if r["bench"] not in BUDGETS:  # an extra check's own RESULT line
            print(f"| extra check | {r['bench']} (not a budget) | | | | {r['ratio']:.2f} | | | | {r['target']} "
                  f"| {r['verdict']} |")
            continue
        if r["metric"] == "rss":
            mine, base, wall = f"{r['rss'] / 1024:.1f} MiB", f"{r['base_rss'] / 1024:.1f} MiB", ""
        else:
            mine, base = f"{r['cpu'] * 1000:.0f} ms CPU", f"{r['base_cpu'] * 1000:.0f} ms CPU"
            wall = f"{r['wall_ratio']:.2f}"
        print(f"| {label[r['bench']]} | `{r['command']}` | {r['baseline']} | {base} | {mine} | **{r['ratio']:.2f}** "
              f"| {r['min']:.2f}-{r['max']:.2f} ({r['rounds']}) | {wall} | {r['best_ratio']:.2f} | {r['target']} "
              f"| {r['verdict']} |")
    budgets = [r for r in rows if r["bench"] in BUDGETS]
    missing = set(BUDGETS) - {r["bench"] for r in budgets}
    ok = not missing and all(r["verdict"] == "PASS" for r in budgets)
    print(f"\n{'all budgets met' if ok else 'BUDGET MISSED'}"
          f"{'; no figure for ' + ', '.join(sorted(missing)) if missing else ''}")
    return ok


def extras(py: str, quick: bool) -> list[dict]:
    """The extra checks (not budgets): store add rate, files with 60,000 problems. Their RESULT lines."""
    rows = []
    for script, quick_args in (("bench_store.py", ["--repeat", "1"]), ("bench_many_problems.py", ["--repeat", "2"])):
        print(f"\n=== extra: {script} ===", flush=True)
        p = subprocess.Popen([py, str(REPO / "bench" / script), *(quick_args if quick else [])], cwd=REPO,
                             stdout=subprocess.PIPE, text=True)
        for line in p.stdout or ():
            print(line, end="", flush=True)
            if line.startswith("RESULT "):
                rows.append(json.loads(line[7:]))
        if p.wait() != 0:
            print(f"  ({script} exited {p.returncode})")
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bench", choices=["all", "startup", "solve", "taglie", "memory", "profile"])
    ap.add_argument("what", nargs="?", choices=["startup", "solve", "taglie"],
                    help="with profile: which command (default solve)")
    ap.add_argument("--python", help="the interpreter measured (default: $PYTHON, else the repo's .venv/bin/python)")
    rounds = ", ".join(f"{name} {ROUNDS[name]} ({QUICK[name]})" for name in BUDGETS)
    ap.add_argument("--rounds", type=int, help=f"rounds per command (default, and with --quick: {rounds})")
    ap.add_argument("--quick", action="store_true", help="fewer rounds, for a first look")
    ap.add_argument("--extras", action="store_true", help="with all: also the extra checks (store, many problems)")
    ap.add_argument("--top", type=int, default=20, help="with profile: rows shown (default 20)")
    args = ap.parse_args(argv)
    py = args.python or default_python()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.bench == "profile":
        profile(py, args.what or "solve", args.top)
        return 0
    if args.rounds is not None and args.rounds < 1:
        ap.error("--rounds must be at least 1")
    names = list(BUDGETS) if args.bench == "all" else [args.bench]
    heading = head(py)
    print(f"bench: {py}; {heading}\n", flush=True)
    rows: list[dict] = []
    for name in names:
        rounds = args.rounds or (QUICK if args.quick else ROUNDS)[name]
        if name == "startup":
            rows += bench_startup(py, rounds)
        elif name == "memory":
            rows += bench_memory(py, rounds)
        else:
            rows += bench_solve(py, rounds, name)
        print()
    if args.extras:
        rows += extras(py, args.quick)
    if args.bench == "all":
        return 0 if summary(rows, heading) else 1
    return 0 if all(r["verdict"] == "PASS" for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
