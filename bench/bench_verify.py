#!/usr/bin/env python3
"""(e) `trainer audit verify` and `trainer audit` at 100,000 records, against a plain read-and-hash script.

    python3 bench/bench_verify.py [--count 100000] [--small 10000] [--rounds 5] [--fresh] [--only PART,...]

Builds SQLite stores of `--count` results the size of real ones (bench_store.records: 12 decisions each),
chained and signed by the trainer's own code (trainer.store.record.chained) and written in one transaction
(recording speed is bench_store.py's question, not this one's): unsigned, signed with an audit key
(HMAC), and signed with an Ed25519 key pair made by `trainer keys new`. Then, whole processes as an
inspector runs them, each round the baseline and the command one after the other (bench/budgets.py's
`paired`: CPU time from os.wait4, the figure is the median of the rounds' ratios):

    baseline   a `python -c` that opens the store with sqlite3, reads every row of results and SHA-256s it
    verify     trainer audit verify (unsigned; TRAINER_AUDIT_KEY; --public-key; --public-key --every-signature)
    audit      trainer audit --format text, and --format html
    memory     peak RSS of verify and of audit text at --count against the same at --small
    class      trainer class report (html to a new file, and json) over the --small store, for a class of
               every trainee in it (60: every record counts), against the baseline over that store

Targets (issue 19, item 17): verify and the audit at most 3x the baseline; peak memory at 100,000 at most
1.2x that at 10,000. Issue 22: the class report from a store of 10,000 results under the audit's budget,
3x the same baseline. Stores are kept in bench/out/ and reused (--fresh builds them again). --only runs
some of the parts (verify, audit, signatures, memory, class), e.g. --only audit,class.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import budgets
from _common import OUT, REPO, default_python

TARGETS = {"verify": 3.0, "audit": 3.0, "store memory": 1.2, "class report": 3.0}
PARTS = ("verify", "audit", "signatures", "memory", "class")
# The class report writes a new file and never over one: each run removes the last run's page first.
FRESH_OUT = 'rm -f "$1"; shift; exec "$@"'
AUDIT_KEY = "bench-audit-key"
PLAIN = """\
import hashlib, sqlite3, sys
db = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro&immutable=1", uri=True)
for row in db.execute("SELECT * FROM results ORDER BY seq"):
    hashlib.sha256(repr(row).encode("utf-8")).digest()
"""

BUILD = """\
import os, sqlite3, sys
sys.path[:0] = [sys.argv[4], sys.argv[5]]
from bench_store import records
from trainer.store import GENESIS, open_store
from trainer.store.rows import COLUMNS, row_values
from trainer.store.keys import AuditKey, load_signing_key
from trainer.store.record import chained, head_message
path, count, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
signer = None if kind == "unsigned" else AuditKey(os.environ["BENCH_AUDIT_KEY"]) if kind == "hmac" \\
    else load_signing_key(os.environ["BENCH_SIGNING_KEY"])
open_store(path).close()  # the trainer's own schema
db = sqlite3.connect(path, isolation_level=None)
db.execute("BEGIN")
prev, rows = GENESIS, []
insert = f"INSERT INTO results ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"
for seq, record in enumerate(records(count), 1):
    stored = chained(record, seq, prev, signer)
    prev = stored.hash
    rows.append(row_values(stored))
    if len(rows) == 5000:
        db.executemany(insert, rows)
        rows = []
db.executemany(insert, rows)
db.execute("UPDATE chain_head SET seq = ?, hash = ?, key_id = ?, signature = ?, signed_from = ? WHERE id = 1",
           (count, prev, signer.key_id if signer else None,
            signer.sign(head_message(count, prev, 1)) if signer else None, 1 if signer else None))
db.execute("COMMIT")
db.close()
"""


def build(py: str, count: int, kind: str, keys: Path, fresh: bool) -> Path:
    path = OUT / f"verify-{kind}-{count}.sqlite"
    if path.exists() and not fresh:
        return path
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    env = dict(os.environ, BENCH_AUDIT_KEY=AUDIT_KEY, BENCH_SIGNING_KEY=str(keys / "signing.key"))
    print(f"  building {path.name} ...", flush=True)
    subprocess.run([py, "-c", BUILD, str(path), str(count), kind, str(REPO / "bench"), str(REPO)], check=True,
                   cwd=REPO, env=env)
    return path


def class_report(trainer: list[str], py: str, store: Path, count: int, rounds: int) -> list[dict]:
    """trainer class report over `store`, for a class of every trainee in it, against read + SHA-256 of it."""
    import sqlite3

    db = sqlite3.connect(f"file:{store}?mode=ro", uri=True)
    trainees = [t for (t,) in db.execute("SELECT DISTINCT trainee FROM results ORDER BY trainee")]
    db.close()
    class_file = OUT / f"class-{count}.yaml"
    class_file.write_text(f"name: Bench class of {len(trainees)}\ntrainees: [{', '.join(trainees)}]\n",
                          encoding="utf-8")
    page = OUT / f"class-{count}.html"
    report = [*trainer, "class", "report", "--class", str(class_file), "--store", str(store)]
    print(f"  class report: {len(trainees)} trainees, {count:,} results", flush=True)
    return budgets.paired("class report", (f"read + SHA-256 every row, {count:,}", [py, "-c", PLAIN, str(store)]), {
        f"class report --format html, {count:,}": ["sh", "-c", FRESH_OUT, "sh", str(page), *report, "--out", str(page)],
        f"class report --format json, {count:,}": [*report, "--format", "json"],
    }, rounds)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=100_000, help="records in the big stores (default 100,000)")
    ap.add_argument("--small", type=int, default=10_000, help="records in the small store, for memory")
    ap.add_argument("--rounds", type=int, default=5, help="rounds per command (default 5)")
    ap.add_argument("--fresh", action="store_true", help="build the stores again")
    ap.add_argument("--python", default=None, help="the interpreter (default: $PYTHON, else .venv/bin/python)")
    ap.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts to run ({', '.join(PARTS)}; "
                                                             f"default all)")
    args = ap.parse_args(argv)
    only = set(args.only.split(","))
    if only - set(PARTS):
        ap.error(f"--only: unknown part(s) {', '.join(sorted(only - set(PARTS)))}; choose among {', '.join(PARTS)}")
    py = args.python or default_python()
    budgets.BUDGETS.update(TARGETS)
    OUT.mkdir(parents=True, exist_ok=True)
    keys = OUT / "verify-keys"
    if not (keys / "signing.key").exists():
        subprocess.run([py, "-m", "trainer", "keys", "new", "--out", str(keys)], check=True, cwd=REPO,
                       stdout=subprocess.DEVNULL)
    import sqlite3

    print(f"(e) verify and the audit at {args.count:,} records: SQLite {sqlite3.sqlite_version}, "
          f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs", flush=True)
    stores = {kind: build(py, args.count, kind, keys, args.fresh) for kind in ("unsigned", "hmac", "ed25519")}
    small = build(py, args.small, "unsigned", keys, args.fresh)
    trainer = [py, "-m", "trainer"]
    pub = str(keys / "signing.pub")
    baseline = ("read + SHA-256 every row", [py, "-c", PLAIN, str(stores["unsigned"])])
    rows: list[dict] = []
    if "verify" in only:
        rows += budgets.paired("verify", baseline, {
            "verify, unsigned": [*trainer, "audit", "verify", "--store", str(stores["unsigned"])],
            "verify, audit key": ["env", f"TRAINER_AUDIT_KEY={AUDIT_KEY}", *trainer, "audit", "verify", "--store",
                                  str(stores["hmac"])],
            "verify, --public-key": [*trainer, "audit", "verify", "--store", str(stores["ed25519"]),
                                     "--public-key", pub],
        }, args.rounds)
    if "audit" in only:
        rows += budgets.paired("audit", baseline, {
            "audit --format text": [*trainer, "audit", "--store", str(stores["unsigned"])],
            "audit --format html": [*trainer, "audit", "--format", "html", "--store", str(stores["unsigned"])],
        }, args.rounds)
    if "signatures" in only:
        print("  for comparison (no target): every Ed25519 signature checked", flush=True)
        budgets.BUDGETS["every signature"] = float("inf")
        rows += budgets.paired("every signature", baseline, {
            "verify --every-signature": [*trainer, "audit", "verify", "--store", str(stores["ed25519"]),
                                         "--public-key", pub, "--every-signature"],
        }, max(1, args.rounds // 2))
    if "memory" in only:
        for name, sub in (("verify", ["audit", "verify"]), ("audit text", ["audit"])):
            rows += budgets.paired("store memory",
                                   (f"{name} at {args.small:,}", [*trainer, *sub, "--store", str(small)]),
                                   {f"{name} at {args.count:,}": [*trainer, *sub, "--store", str(stores["unsigned"])]},
                                   max(1, args.rounds // 2), metric="rss")
    if "class" in only:
        rows += class_report(trainer, py, small, args.small, args.rounds)
    missed = [r for r in rows if r["verdict"] != "PASS"]
    print("\n| command | ratio | target | CPU | baseline CPU |\n|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['command']} | {r['ratio']:.2f} | {r['target']} | {r['cpu']:.2f} s | {r['base_cpu']:.2f} s |")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
