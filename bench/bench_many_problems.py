#!/usr/bin/env python3
"""Many problems in one file (issue 9, item 2): checking stays linear, and as fast as reading the YAML.

    python3 bench/bench_many_problems.py [--keys 60000] [--repeat 5]

Writes, under bench/out/, scenario files that are valid but for tens of
thousands of mistakes (unknown keys at the top and inside `fault:`, a key
given again and again, hexadecimal stakes) and an answer sheet with as many
unknown seats, all under the 1 MB size cap. For each it times, interleaved,
`repeat` times, best of each:

  trainer      solve_files([file]): what `trainer validate FILE` does (read,
               check, 50 problems and how many more); load_sheet for the sheet
  baseline     yaml.load(text, Loader=yaml.CSafeLoader) of the same text

Target: trainer / baseline <= 1.5 for every file (checking costs about what
parsing costs; before issue 9 the 60,000-key file took some 18 minutes, as
each problem scanned its map for its position). The seconds are printed too:
on a usual machine every file is checked in well under a second.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Callable

from _common import OUT, REPO, median, ms, result

TARGET = 1.5
VALID = """\
id: bench-many
title: A valid scenario with many mistakes appended
articles: [3]
table:
  button: 2
  seats:
    1: {punto: 100}
    2: {banco: 200, egalite: 10}
    4: {punto: 300}
shoe:
  cards: [7H, KS, 3D, 9C, 2H, QD, 5S, 8C]
fault:
  kind: dropped_card
  card: 2
"""


def files(keys: int) -> dict[str, tuple[Path, str]]:
    """name -> (path, text) of each file measured."""
    perfect = (REPO / "examples" / "perfect.answer.yaml").read_text(encoding="utf-8")
    texts = {
        f"{keys:,} unknown keys": VALID + "".join(f"k{i}: 1\n" for i in range(keys)),
        f"{keys:,} unknown keys in fault": VALID + "".join(f"  k{i}: 1\n" for i in range(keys)),
        f"{keys:,} duplicate keys": VALID + "k: 1\n" * keys,
        f"{keys:,} hexadecimal values": VALID + "".join(f"k{i}: 0x{i:x}\n" for i in range(keys)),
        f"sheet, {keys:,} unknown answers": perfect + "".join(f"  k{i}: 1\n" for i in range(keys)),
    }
    folder = OUT / "many-problems"
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for n, (name, text) in enumerate(texts.items()):
        suffix = ".answer.yaml" if name.startswith("sheet") else ".yaml"
        path = folder / f"many-{n}{suffix}"
        path.write_text(text, encoding="utf-8")
        out[name] = (path, text)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keys", type=int, default=60_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    import yaml

    from trainer.pipeline import solve_files
    from trainer.sheet.load import load_sheet
    from trainer.yamlio.errors import MAX_PROBLEMS, Invalid

    def check(path: Path) -> int:
        """The problems listed for the file, as `trainer validate` lists them."""
        if path.name.endswith(".answer.yaml"):
            try:
                load_sheet(str(path))
            except Invalid as bad:
                return len(bad.problems)
            return 0
        return sum(len(s.problems) for s in solve_files([str(path)]))

    worst = 0.0
    figures: dict[str, str] = {}
    for name, (path, text) in files(args.keys).items():
        stages: dict[str, Callable[[], object]] = {
            "trainer": lambda: check(path),
            "baseline": lambda: yaml.load(text, Loader=yaml.CSafeLoader),
        }
        best = {stage: float("inf") for stage in stages}
        times: dict[str, list[float]] = {stage: [] for stage in stages}
        for _ in range(args.repeat):
            for stage, fn in stages.items():
                t0 = time.perf_counter()
                fn()
                took = time.perf_counter() - t0
                best[stage] = min(best[stage], took)
                times[stage].append(took)
        listed = check(path)
        assert listed == MAX_PROBLEMS + 1, f"{name}: {listed} problems listed, not {MAX_PROBLEMS} and a summary"
        ratio = best["trainer"] / best["baseline"]
        worst = max(worst, ratio)
        figures[name] = f"{best['trainer']:.3f} s"
        print(f"{name:36s} {len(text) / 1000:6.0f} KB  trainer {ms(best['trainer']):>10}  "
              f"(median {ms(median(times['trainer']))})  yaml.load {ms(best['baseline']):>10}  ratio {ratio:.2f}")
    result("many_problems", worst, TARGET, **figures)


if __name__ == "__main__":
    main()
