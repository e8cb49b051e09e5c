#!/usr/bin/env bash
# Run the four speed budgets (bench/budgets.py all) and print a summary table to paste into
# bench/README.md. Exit 0 when every budget is met, 1 when one is missed (or has no figure).
#
#   bench/run_all.sh             full runs (about two minutes on 2 cores)
#   bench/run_all.sh --quick     fewer rounds, for a first look
#   bench/run_all.sh --extras    also the extra checks: bench_store.py, bench_many_problems.py
#
# The interpreter is $PYTHON, else the repo's .venv/bin/python (its `trainer` console script is
# measured too). The whole output is also kept in bench/out/run_all.log.
set -uo pipefail
cd "$(dirname "$0")/.."
for arg in "$@"; do
  case $arg in
    --quick|--extras) ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: bench/run_all.sh [--quick] [--extras]" >&2; exit 2 ;;
  esac
done
PY=${PYTHON:-.venv/bin/python}
if [ ! -x "$PY" ] && ! command -v "$PY" >/dev/null; then
  echo "bench/run_all.sh: no interpreter at $PY: set \$PYTHON or make the repo's .venv" >&2; exit 2
fi
mkdir -p bench/out
"$PY" bench/budgets.py all --python "$PY" "$@" 2>&1 | tee bench/out/run_all.log
exit "${PIPESTATUS[0]}"
