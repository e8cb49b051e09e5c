#!/usr/bin/env bash
# Run the benchmarks and print a summary of their ratios against targets.
#
#   bench/run_all.sh            full runs (about 2-4 minutes, most of it the 10,000-file memory runs)
#   bench/run_all.sh --quick    fewer repetitions, for a first look
#   bench/run_all.sh --profile  also cProfile the solve loop and tracemalloc the batch
#
# The interpreter is $PYTHON, else the repo's .venv/bin/python (made as the
# README says; its `trainer` console script is then measured too), else python3.
# Logs go to bench/out/logs/. Exit 0 when every target is met, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -n "${PYTHON:-}" ]; then PY=$PYTHON
elif [ -x .venv/bin/python ]; then PY=.venv/bin/python
else PY=python3; fi

quick=0; profile=0
for arg in "$@"; do
  case $arg in
    --quick) quick=1 ;;
    --profile) profile=1 ;;
    *) echo "usage: bench/run_all.sh [--quick] [--profile]" >&2; exit 2 ;;
  esac
done
solve_args=(); startup_args=(); memory_args=(); grade_args=(); store_args=(); process_args=(); many_args=()
if [ $quick = 1 ]; then
  solve_args+=(--repeat 3); startup_args+=(--runs 8 --importtime-runs 2); memory_args+=(--runs 1)
  grade_args+=(--repeat 2 --cards 200); store_args+=(--repeat 1); process_args+=(--runs 5 --breakdown-runs 2); many_args+=(--repeat 2)
fi
if [ $profile = 1 ]; then solve_args+=(--profile); memory_args+=(--trace); process_args+=(--profile); fi

logs=bench/out/logs
mkdir -p "$logs"
status=0
run() {  # run NAME SCRIPT ARGS...
  local name=$1; shift
  echo "=== $name: $PY $* ==="
  if ! "$PY" "$@" 2>&1 | tee "$logs/$name.log"; then
    echo "!!! $name did not finish; see $logs/$name.log"
    status=1
  fi
  echo
}
run make_scenarios bench/make_scenarios.py --count 1000 --out bench/out/scenarios-1000-seed1 --seed 1 --check
run bench_solve bench/bench_solve.py "${solve_args[@]}"
run bench_process bench/bench_process.py "${process_args[@]}"
run bench_startup bench/bench_startup.py "${startup_args[@]}"
run bench_memory bench/bench_memory.py "${memory_args[@]}"
run bench_store bench/bench_store.py "${store_args[@]}"
run bench_grade bench/bench_grade.py "${grade_args[@]}"
run bench_many_problems bench/bench_many_problems.py "${many_args[@]}"

echo "=== summary ($PY, $(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet -- trainer 2>/dev/null || echo '+uncommitted trainer/')) ==="
"$PY" - "$logs" <<'EOF' || status=1
import json, pathlib, sys
names = {"a_solve": "(a) solve_files / yaml.load, 1,000 files",
         "b_startup": "(b) trainer --help / import click, yaml",
         "c_memory": "(c) peak RSS 10,000 / 1,000 files",
         "d_store": "(d) store ms/result, last / first 1,000",
         "grade": "(e) grade_files / yaml.load, 1,000 sheets",
         "f_process": "(f) trainer solve --json DIR / yaml.load process",
         "many_problems": "(g) 60,000 problems in one file / yaml.load"}
found, ok = {}, True
for log in sorted(pathlib.Path(sys.argv[1]).glob("*.log")):
    for line in log.read_text().splitlines():
        if line.startswith("RESULT "):
            r = json.loads(line[7:])
            found[r["bench"]] = r
for key, label in names.items():
    r = found.get(key)
    if r is None:
        print(f"  {label:45s}  (no result)")
        ok = False
        continue
    extra = ", ".join(f"{k}={v}" for k, v in r.items() if k not in ("bench", "ratio", "target", "verdict"))
    print(f"  {label:45s}  {r['ratio']:6.3f}  target <= {r['target']:<5}  {r['verdict']}   ({extra})")
    ok = ok and r["verdict"] == "PASS"
sys.exit(0 if ok else 1)
EOF
exit $status
