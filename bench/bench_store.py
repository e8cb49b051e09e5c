#!/usr/bin/env python3
"""(d) The results store as it grows, and the audit over it.

    python3 bench/bench_store.py [--count 10000] [--slice 1000] [--chunk 100] [--no-key] [--keep]

Records `--count` generated results, one Store.add each (one transaction per
result, signed with an audit key unless --no-key), into a fresh SQLite store
under bench/out/, and times every `--chunk` results. Per slice of `--slice`
results it prints ms/result: the median of its chunks (robust against a
burst of other load or an fsync stall) and the mean. Target: recording stays
flat as the store grows, the last slice's median / the first slice's
<= 1.2.

Then, over the full store: `trainer audit verify` (trainer.store.verify),
and the audit as `trainer audit --format F` computes it for each format
(read the records + views + render), best of `--repeat` runs, reported in
microseconds per record.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import random
import statistics
import sys
import time
from datetime import datetime, timedelta, timezone

from _common import OUT, result

TARGET = 1.2
KEY = "bench-audit-key"
KEYS = ("status", "procedure", "reader", "punto", "banco", "announce", "winner", "payouts", "set_aside",
        "burned", "next_hand", "button")
STEPS = ("call_game_inspector", "call_municipal_inspector", "rectify_distribution", "set_aside_card",
         "announce_colpo_in_bianco", "burn_cards", "staff_pick_up")
CARDS = [r + s for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K") for s in "SHDC"]


def records(count: int, seed: int = 1):
    """`count` results the size of real ones: 12 decisions with their articles and a sentence of why, the
    answer map, times; 60 trainees, 40 scenarios, in time order over 26 weeks."""
    from trainer.store import Record

    rng = random.Random(seed)
    trainees = [f"T-{i:04d}" for i in range(1, 61)]
    scenarios = [(f"art{1 + i % 10}-bench-scenario-{i:02d}", 1 + i % 10) for i in range(40)]
    start = datetime(2026, 1, 5, 8, tzinfo=timezone.utc)
    step = timedelta(weeks=26) / max(count, 1)
    for i in range(count):
        sid, art = rng.choice(scenarios)
        expected = {
            "status": "valid", "procedure": rng.sample(STEPS, 3), "reader": rng.randrange(1, 15),
            "punto": rng.sample(CARDS, 3), "banco": rng.sample(CARDS, 2), "announce": "Banco 6, Punto 9",
            "winner": "punto", "payouts": {str(s): rng.choice((100, -200, 285, 85.5)) for s in rng.sample(range(1, 15), 4)},
            "set_aside": rng.sample(CARDS, 1), "burned": [], "next_hand": "normal", "button": rng.randrange(1, 15),
        }
        decisions, answer = [], {}
        for key in KEYS:
            ok = rng.random() > 0.12
            given = expected[key] if ok else (rng.sample(STEPS, 2) if key == "procedure" else "wrong")
            answer[key] = given
            arts = [art] if key in ("status", "procedure", "set_aside", "burned", "next_hand") else \
                ["premise", 13] if key == "reader" else ["premise", 11] if key == "payouts" else ["premise"]
            decisions.append({"key": key, "ok": ok, "expected": expected[key], "given": given, "articles": arts,
                              "why": f"The {key} follows from Article {art}: " + "the dealer does as the rules say; " * 3})
        score = sum(d["ok"] for d in decisions)
        yield Record(trainee=rng.choice(trainees), scenario=sid, scenario_sha256=hashlib.sha256(sid.encode()).hexdigest(),
                     answer=answer, decisions=decisions, score=score, max=len(KEYS), passed=score == len(KEYS),
                     times={k: round(rng.uniform(2, 40), 1) for k in KEYS},
                     graded_at=(start + step * i).strftime("%Y-%m-%dT%H:%M:%SZ"), origin="train",
                     sheet=f"reports/sheets/bench/{i:06d}.answer.yaml")


def record_store(path: str, count: int, chunk: int, key: str | None) -> list[float]:
    """Record `count` results; the seconds each chunk of `chunk` results took."""
    from trainer.store import open_store

    pending = list(records(count))  # generated before timing: only Store.add is timed
    times = []
    with open_store(path) as store:
        for at in range(0, count, chunk):
            t0 = time.perf_counter()
            for record in pending[at:at + chunk]:
                store.add(record, key=key)
            times.append(time.perf_counter() - t0)
    return times


def best_of(repeat: int, fn) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=10_000, help="results to record (default 10,000)")
    ap.add_argument("--slice", type=int, default=1000, help="results per reported slice (default 1,000)")
    ap.add_argument("--chunk", type=int, default=100, help="results per timed sample (default 100)")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each audit format; the best counts")
    ap.add_argument("--no-key", action="store_true", help="record unsigned (TRAINER_AUDIT_KEY unset)")
    ap.add_argument("--keep", action="store_true", help="keep the store file afterwards")
    args = ap.parse_args(argv)
    if args.slice % args.chunk or args.count % args.slice:
        ap.error("--count must be a multiple of --slice, and --slice of --chunk")

    from trainer.audit import audit_report
    from trainer.audit.tally import audit
    from trainer.store import open_store, verify

    key = None if args.no_key else KEY
    OUT.mkdir(parents=True, exist_ok=True)
    path = str(OUT / f"bench-store-{os.getpid()}.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)

    import sqlite3

    print(f"(d) results store: {args.count:,} results recorded one Store.add each into a fresh SQLite store "
          f"({'signed' if key else 'unsigned'}), SQLite {sqlite3.sqlite_version}, Python {sys.version.split()[0]}")
    chunks = record_store(path, args.count, args.chunk, key)
    total = sum(chunks)
    per_slice = args.slice // args.chunk
    medians, means = [], []
    print(f"  {'results':>15s}  {'median ms/result':>16s}  {'mean ms/result':>14s}")
    for s in range(args.count // args.slice):
        part = chunks[s * per_slice:(s + 1) * per_slice]
        med = statistics.median(part) / args.chunk * 1000
        mean = sum(part) / (len(part) * args.chunk) * 1000
        medians.append(med)
        means.append(mean)
        print(f"  {s * args.slice + 1:>6,}-{(s + 1) * args.slice:>7,}  {med:16.3f}  {mean:14.3f}")
    ratio = medians[-1] / medians[0]
    print(f"  all {args.count:,}: {total:.2f} s, {total / args.count * 1000:.3f} ms/result; "
          f"file {os.path.getsize(path) / 2**20:.1f} MiB")
    print(f"  ratio last / first slice (medians) = {ratio:.3f}  (target <= {TARGET}); "
          f"by means {means[-1] / means[0]:.3f}")

    print(f"\n  the audit over {args.count:,} results, best of {args.repeat}, per record:")
    with open_store(path) as store:
        t_verify, report = best_of(args.repeat, lambda: verify(store, key))
        assert report.ok and report.records == args.count, report.summary()
        print(f"    {'audit verify':22s} {t_verify:7.3f} s  {t_verify / args.count * 1e6:7.1f} us/record")
        t_read, _ = best_of(args.repeat, lambda: sum(1 for _ in store.records()))
        print(f"    {'read the records':22s} {t_read:7.3f} s  {t_read / args.count * 1e6:7.1f} us/record")
        t_views, views = best_of(args.repeat, lambda: audit(store.records()))
        print(f"    {'read + views':22s} {t_views:7.3f} s  {t_views / args.count * 1e6:7.1f} us/record")
        figures = {}
        for fmt in ("text", "json", "csv", "html"):
            t_fmt, text = best_of(args.repeat, lambda: audit_report(audit(store.records()), fmt, "en", store.where))
            figures[f"{fmt}_us"] = round(t_fmt / args.count * 1e6, 1)
            print(f"    {'read + views + ' + fmt:22s} {t_fmt:7.3f} s  {t_fmt / args.count * 1e6:7.1f} us/record"
                  f"  ({len(text.encode()) / 1024:.0f} KiB)")
    if not args.keep:
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(path + suffix):
                os.remove(path + suffix)
    else:
        print(f"  kept {path}")
    result("d_store", ratio, TARGET, results=args.count, first_ms=round(medians[0], 3),
           last_ms=round(medians[-1], 3), signed=bool(key), verify_us=round(t_verify / args.count * 1e6, 1),
           **figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
