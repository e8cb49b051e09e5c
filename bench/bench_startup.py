#!/usr/bin/env python3
"""(b) Start-up: `trainer --help` against `python -c "import click, yaml"`.

    python3 bench/bench_startup.py [--runs 20] [--bytecode cache|env] [--python PY]

Runs, interleaved, in fresh processes, `--runs` times each after a few
warm-up runs:

  baseline           PY -c "import click, yaml"
  python -m trainer  PY -m trainer --help
  trainer            DIR/trainer --help   (the console script, when PY's
                                           bin folder has one, e.g. a venv made
                                           with `pip install -e .`)
  (floor)            PY -c pass           (for reference only)

and prints the median wall time of each. Target: trainer / baseline <= 1.2
for each trainer command.

`--bytecode cache` (the default) runs the children with bytecode caching on,
in bench/out/pycache (PYTHONPYCACHEPREFIX), as on a normal install, even if
PYTHONDONTWRITEBYTECODE is set here; `--bytecode env` keeps this
environment as it is (with PYTHONDONTWRITEBYTECODE=1, the trainer's own
modules are then compiled from source on every run, click's and PyYAML's
are not).

Then `PY -X importtime` of both commands (median of several runs) shows what
`--help` imports beyond the baseline, which trainer modules it loads, and
which heavy libraries come in and through whom.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

from _common import OUT, REPO, TRAINER_ROOT, child_python, median, ms, result

TARGET = 1.2
HEAVY = (
    "yaml", "_yaml", "jinja2", "markupsafe", "decimal", "_decimal", "dataclasses", "json",
    "difflib", "typing", "re", "inspect", "importlib.metadata", "importlib.resources",
    "email", "zipfile", "pathlib", "uuid", "platform", "datetime", "locale", "gettext",
    "textwrap", "shutil", "tempfile", "enum", "ast", "dis", "tokenize",
)


def child_env(mode: str) -> dict:
    env = dict(os.environ)
    if mode == "cache":
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(OUT / "pycache")
    return env


def commands(py: str, flags: list[str], script: str | None) -> dict[str, list[str]]:
    cmds = {
        "baseline": [py, *flags, "-c", "import click, yaml"],
        "python -m trainer --help": [py, *flags, "-m", "trainer", "--help"],
    }
    if script:
        cmds["trainer --help"] = [script, "--help"]
    cmds["(floor) python -c pass"] = [py, *flags, "-c", "pass"]
    return cmds


def run_once(cmd: list[str], env: dict) -> float:
    t0 = time.perf_counter()
    p = subprocess.run(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        raise SystemExit(f"bench_startup: {' '.join(cmd)} exited {p.returncode}:\n{p.stderr.decode()}")
    return dt


# --- -X importtime -------------------------------------------------------

LINE = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)\s*$")


def importtime(cmd: list[str], env: dict) -> list[tuple[str, int, int, int]]:
    """[(module, self_us, cumulative_us, depth)] in the order Python prints them."""
    p = subprocess.run(cmd[:1] + ["-X", "importtime"] + cmd[1:], cwd=REPO, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    rows = []
    for line in p.stderr.splitlines():
        m = LINE.match(line)
        if m:
            rows.append((m.group(4), int(m.group(1)), int(m.group(2)), (len(m.group(3)) - 1) // 2))
    return rows


def parents(rows) -> dict[str, str]:
    """module -> the module whose import pulled it in ('' at top level)."""
    out = {}
    for i, (name, _s, _c, depth) in enumerate(rows):
        parent = ""
        for name2, _s2, _c2, depth2 in rows[i + 1:]:
            if depth2 < depth:
                parent = name2
                break
        out[name] = parent
    return out


def chain(mod: str, par: dict[str, str]) -> str:
    links = [mod]
    while par.get(links[-1]):
        links.append(par[links[-1]])
    return " <- ".join(links)


def summarise_importtime(py: str, flags: list[str], env: dict, runs: int, top: int) -> None:
    base_cmd = [py, *flags, "-c", "import click, yaml"]
    script_cmd = [py, *flags, "-m", "trainer", "--help"]
    self_t: dict[str, dict[str, list[int]]] = {"base": defaultdict(list), "trainer": defaultdict(list)}
    last = {}
    for _ in range(runs):
        for key, cmd in (("base", base_cmd), ("trainer", script_cmd)):
            rows = importtime(cmd, env)
            last[key] = rows
            for name, s, _c, _d in rows:
                self_t[key][name].append(s)
    med = {k: {m: median(v) for m, v in d.items()} for k, d in self_t.items()}
    par = parents(last["trainer"])
    tot_b, tot_t = sum(med["base"].values()), sum(med["trainer"].values())
    print(f"\n--- python -X importtime, median self time of {runs} runs (importtime itself inflates times) ---")
    print("  (A <- B: B's import pulled A in. A module without '<-' came in at top level: from -m/-c,\n"
          "   or from an import inside a function while the command ran, as click imports shutil and\n"
          "   textwrap only when it formats the help.)")
    print(f"  modules imported: baseline {len(med['base'])}, trainer --help {len(med['trainer'])}")
    print(f"  sum of self times: baseline {tot_b / 1000:.1f} ms, trainer --help {tot_t / 1000:.1f} ms")
    only_t = {m: t for m, t in med["trainer"].items() if m not in med["base"]}
    only_b = {m: t for m, t in med["base"].items() if m not in med["trainer"]}
    print(f"\n  imported by `trainer --help` but not by the baseline: {len(only_t)} modules, "
          f"{sum(only_t.values()) / 1000:.1f} ms")
    for m, t in sorted(only_t.items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {t / 1000:6.2f} ms  {chain(m, par)}")
    print(f"\n  imported by the baseline but not by `trainer --help`: {len(only_b)} modules, "
          f"{sum(only_b.values()) / 1000:.1f} ms")
    for m, t in sorted(only_b.items(), key=lambda kv: -kv[1])[:8]:
        print(f"    {t / 1000:6.2f} ms  {m}")
    mine = sorted(m for m in med["trainer"] if m == "trainer" or m.startswith("trainer."))
    print(f"\n  trainer modules loaded by --help: {', '.join(mine)}")
    print("\n  heavy libraries loaded by --help (self time; who imports them):")
    for m in HEAVY:
        if m in med["trainer"]:
            note = "" if m not in med["base"] else "  (baseline too)"
            print(f"    {med['trainer'][m] / 1000:6.2f} ms  {chain(m, par)}{note}")
    print(f"\n  top {top} self costs of `trainer --help` (all modules):")
    for m, t in sorted(med["trainer"].items(), key=lambda kv: -kv[1])[:top]:
        print(f"    {t / 1000:6.2f} ms  {chain(m, par)}")


def make_venv() -> str:
    """bench/out/venv with `pip install -e` of a fresh copy of the repo (bench/out/pkg).

    The copy keeps the install's egg-info out of the work tree; trainer/ is
    copied again on every call, so the console script runs today's code.
    """
    pkg, venv = OUT / "pkg", OUT / "venv"
    if (pkg / "trainer").exists():
        shutil.rmtree(pkg / "trainer")
    pkg.mkdir(parents=True, exist_ok=True)
    shutil.copytree(REPO / "trainer", pkg / "trainer", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, pkg / name)
    py = venv / "bin" / "python"
    if not (venv / "bin" / "trainer").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        p = subprocess.run([str(py), "-m", "pip", "install", "-q", "-e", str(pkg)],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if p.returncode != 0:
            raise SystemExit(f"bench_startup: pip install -e {pkg} failed (it needs a package index):\n{p.stdout[-2000:]}")
    return str(py)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=20, help="timed runs of each command (default 20)")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--python", default=sys.executable, help="interpreter to measure (default: this one)")
    ap.add_argument("--make-venv", action="store_true",
                    help="measure in bench/out/venv, made with `pip install -e` of a copy of the repo "
                         "(needs a package index once), so the console script is measured too")
    ap.add_argument("--bytecode", choices=("cache", "env"), default="cache")
    ap.add_argument("--importtime-runs", type=int, default=5)
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--no-importtime", action="store_true")
    args = ap.parse_args(argv)

    py = make_venv() if args.make_venv else args.python
    script = Path(py).parent / "trainer"
    script = str(script) if script.is_file() and os.access(script, os.X_OK) else None
    if TRAINER_ROOT != REPO:
        script = None  # an installed console script would not run the copy
    flags, env = child_python(child_env(args.bytecode))
    cmds = commands(py, flags, script)

    for _ in range(args.warmup):
        for cmd in cmds.values():
            run_once(cmd, env)
    times: dict[str, list[float]] = {k: [] for k in cmds}
    names = list(cmds)
    for i in range(args.runs):
        order = names[i % len(names):] + names[:i % len(names)]  # rotate who goes first
        for name in order:
            times[name].append(run_once(cmds[name], env))

    med = {k: median(v) for k, v in times.items()}
    base = med["baseline"]
    print(f"(b) start-up, median of {args.runs} interleaved runs, {py} "
          + ("" if TRAINER_ROOT == REPO else f"[trainer from {TRAINER_ROOT}] ")
          + f"(bytecode: {args.bytecode}{'; PYTHONDONTWRITEBYTECODE is set here' if os.environ.get('PYTHONDONTWRITEBYTECODE') else ''})")
    for name in names:
        print(f"  {name:26s} median {ms(med[name]):>9s}  min {ms(min(times[name])):>9s}  x{med[name] / base:5.2f}")
    if not script:
        print(f"  (no console script next to {py}: install with `pip install -e .` in a venv and run "
              "this with that venv's python to measure it too)")
    figures = {"baseline_ms": round(base * 1000, 1), "bytecode": args.bytecode}
    worst = 0.0
    for name in ("python -m trainer --help", "trainer --help"):
        if name in med:
            r = med[name] / base
            worst = max(worst, r)
            print(f"  ratio {name} / baseline = {r:.2f}  (target <= {TARGET})")
            figures[name.split()[0] + ("_m" if "-m" in name else "_script") + "_ms"] = round(med[name] * 1000, 1)
    floor = med["(floor) python -c pass"]
    print(f"  above the bare interpreter ({ms(floor)}): baseline +{ms(base - floor)}, "
          f"python -m trainer --help +{ms(med['python -m trainer --help'] - floor)}")
    result("b_startup", worst, TARGET, **figures)

    if not args.no_importtime:
        summarise_importtime(py, flags, env, args.importtime_runs, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
