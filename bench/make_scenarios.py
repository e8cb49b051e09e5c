#!/usr/bin/env python3
"""Write N valid, random scenario files (FORMATS §2) into a folder, for the benchmarks.

    python3 bench/make_scenarios.py --count 1000 --out bench/out/scen-1000 --seed 1

Every file is one hand: a random six-deck shoe (312 cards shuffled with
random.Random, the first 12-20 listed), a random table (2-7 seats among 1..14,
stakes 10-5000, some Égalité, sometimes a temporary seat, the button at a
seated non-temporary seat) and either a clean hand or one of the faults whose
validity is easy to guarantee (dropped/damaged/exposed card at a position
<= 4, misannounced score, stuck cards with unknown order at card 2, reversed
distribution, wrong card count 3+2 reconstructible, extra card after card 4).
`articles` always lists the fault's article (`premise` for a clean hand).

Varied as users write them (version 2): cards spelled as people do (7H, 7h,
7♥, TH for 10H), about a third of the files with house rules of their own,
some with an eight-deck shoe, an Égalité table, a mask (`mask_after`, with
Article 5) or a fault after the burn (Article 10).

The files are then checked with `PY -m trainer validate` (the CLI, so this
script uses nothing inside trainer/); a file it reports is drawn again with
the next attempt number of its own seed and checked again, so `trainer
validate OUT` exits 0. The output is deterministic for a given --seed and
--count.

The folder is owned by this script: stale `bench-*.yaml` files in it are
removed first. A `.manifest.json` records count and seed so that the other
benchmarks can reuse a folder instead of regenerating it (see `ensure`).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from _common import REPO, default_python

GENERATOR_VERSION = 2
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SHOE = [r + s for _ in range(6) for s in SUITS for r in RANKS]  # 312 cards, six decks

# (kind, weight): a clean hand about one time in four.
KINDS = (
    ("clean", 25),
    ("dropped_card", 8),
    ("damaged_card", 8),
    ("exposed_card", 10),
    ("misannounced_score", 10),
    ("stuck_cards", 8),
    ("reversed_distribution", 10),
    ("wrong_card_count", 8),
    ("extra_card", 13),
)
ARTICLE = {
    "clean": "premise", "dropped_card": 3, "damaged_card": 4, "exposed_card": 1,
    "misannounced_score": 9, "stuck_cards": 2, "reversed_distribution": 6,
    "wrong_card_count": 7, "extra_card": 1,
}
TITLES = {
    "clean": "A clean hand",
    "dropped_card": "A card falls to the floor",
    "damaged_card": "A damaged card",
    "exposed_card": "A card is seen",
    "misannounced_score": "The dealer announces the wrong score",
    "stuck_cards": "Two cards stuck together, order unknown",
    "reversed_distribution": "Distribution cards on the wrong side",
    "wrong_card_count": "Punto gets three cards, Banco two",
    "extra_card": "A card drawn by mistake",
}


def _stake(rng: random.Random) -> int:
    # Mostly round amounts, like real chips, within the 10-5000 limits.
    if rng.random() < 0.7:
        return rng.choice((10, 20, 25, 50, 100, 150, 200, 250, 300, 500, 1000, 2000, 2500, 5000))
    return rng.randint(10, 5000)


def _table(rng: random.Random) -> list[str]:
    n = rng.randint(2, 7)
    numbers = sorted(rng.sample(range(1, 15), n))
    temporary = rng.choice(numbers) if rng.random() < 0.25 else None
    seats: dict[int, dict] = {}
    for number in numbers:
        bets: dict = {}
        roll = rng.random()
        if roll < 0.45:
            bets["punto"] = _stake(rng)
        elif roll < 0.85:
            bets["banco"] = _stake(rng)
        if rng.random() < 0.2:
            bets["egalite"] = rng.choice((10, 20, 25, 50, 100))
        if number == temporary:
            if "punto" not in bets and "banco" not in bets:
                bets["punto"] = _stake(rng)  # a standing player comes to bet
            bets["temporary"] = True
        seats[number] = bets
    if not any(k in b for b in seats.values() for k in ("punto", "banco", "egalite")):
        seats[numbers[0]]["punto"] = _stake(rng)
    seated = [n for n in numbers if n != temporary]
    lines = ["table:", f"  button: {rng.choice(seated)}", "  seats:"]
    for number, bets in seats.items():
        inner = ", ".join(f"{k}: {'true' if v is True else v}" for k, v in bets.items())
        lines.append(f"    {number}: {{{inner}}}")
    if rng.random() < 0.5:
        lines.append("  limits: {min: 10, max: 5000}")
    return lines


SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
AFTER_BURN = ("misannounced_score", "reversed_distribution", "wrong_card_count")


def _spelled(card: str, rng: random.Random) -> str:
    """One card as a person might type it: 7H, 7h, 7♥, or T for a ten."""
    rank, suit = card[:-1], card[-1]
    roll = rng.random()
    if rank == "10" and rng.random() < 0.3:
        rank = "T"
    if roll < 0.6:
        return rank + suit
    if roll < 0.8:
        return (rank + suit).lower()
    return rank + SYMBOL[suit]


def _house(rng: random.Random) -> list[str]:
    """A few house rules of the table's own (FORMATS §2), each drawn from its valid values."""
    options = {
        "banco_commission": ["0", "0.04", "0.035", "0.05"],
        "egalite_pays": ["8", "9"],
        # the choices of trainer.vocab.HOUSE_CHOICES, written out (validation catches a stale one)
        "commission_rounding": ["cent", "down_to_unit"],
        "button_after_cancel": ["stay", "pass"],
        "seat_order": ["ascending", "descending"],
        "stuck_burn": ["stuck_only", "cancel_hand"],
        "reconstruction_witnesses": ["[game_inspector]", "[municipal_inspector, game_inspector]"],
    }
    chosen = rng.sample(sorted(options), rng.randint(1, 4))
    return ["house:"] + [f"  {rule}: {rng.choice(options[rule])}" for rule in sorted(chosen)]


def _fault(rng: random.Random, kind: str) -> list[str]:
    if kind == "clean":
        return []
    out = ["fault:", f"  kind: {kind}"]
    if kind in ("dropped_card", "damaged_card"):
        out.append(f"  card: {rng.randint(1, 4)}")
    elif kind == "exposed_card":
        out.append(f"  card: {rng.randint(1, 4)}")
        out.append(f"  where: {rng.choice(('sabot', 'distribution'))}")
    elif kind == "misannounced_score":
        # About one draw in a hundred announces the real scores; validation retries it.
        out.append(f"  announced: {{banco: {rng.randint(0, 9)}, punto: {rng.randint(0, 9)}}}")
    elif kind == "stuck_cards":
        out += ["  card: 2", "  count: 2", "  order_known: false"]
    elif kind == "reversed_distribution":
        cards = sorted(rng.sample(range(1, 5), rng.randint(1, 4)))
        out.append(f"  cards: [{', '.join(map(str, cards))}]")
        out.append(f"  reconstructible: {rng.choice(('true', 'false'))}")
    elif kind == "wrong_card_count":
        out += ["  punto: 3", "  banco: 2", "  reconstructible: true"]
    elif kind == "extra_card":
        out.append("  after: 4")
        out.append(f"  seen: {rng.choice(('true', 'false'))}")
    return out


def draw(rng: random.Random, index: int) -> tuple[str, str]:
    """One random scenario: (kind, YAML text). Not yet checked."""
    kind = rng.choices([k for k, _ in KINDS], weights=[w for _, w in KINDS])[0]
    shoe = SHOE[:]
    rng.shuffle(shoe)
    cards = [_spelled(c, rng) for c in shoe[: rng.randint(12, 20)]]
    articles: list[object] = [ARTICLE[kind]]
    fault = _fault(rng, kind)
    if kind in AFTER_BURN and rng.random() < 0.2:
        fault.append("  after_burn: true")
        articles.append(10)
    shoe_lines = ["shoe:"]
    if rng.random() < 0.15:
        shoe_lines.append("  decks: 8")
    shoe_lines.append(f"  cards: [{', '.join(cards)}]")
    if rng.random() < 0.12:
        # In the hand only for a clean one (Article 5); after it otherwise.
        shoe_lines.append(f"  mask_after: {rng.randint(0, 6) if kind == 'clean' else rng.randint(7, 11)}")
        articles.append(5)
    lines = [
        f"id: bench-{index:05d}-{kind.replace('_', '-')}",
        f"title: {TITLES[kind]} (bench {index})",
        f"articles: [{', '.join(map(str, articles))}]",
    ]
    if rng.random() < 0.5:
        lines.append(f"level: {rng.randint(1, 3)}")
    lines += _table(rng)
    lines += shoe_lines
    lines += fault
    if rng.random() < 0.35:
        lines += _house(rng)
    return kind, "\n".join(lines) + "\n"


def invalid(paths: list[Path], python: str) -> set[Path]:
    """The files among `paths` that `python -m trainer validate` reports (FILE:LINE:COL: message)."""
    p = subprocess.run([python, "-m", "trainer", "validate", *map(str, paths)],
                       cwd=REPO, capture_output=True, text=True)
    named = {str(path): path for path in paths}
    bad = {named[line.split(":", 1)[0]] for line in p.stdout.splitlines() + p.stderr.splitlines()
           if line.split(":", 1)[0] in named}
    if p.returncode not in (0, 1) or (p.returncode == 1) != bool(bad):
        raise SystemExit(f"make_scenarios: trainer validate exited {p.returncode}:\n{p.stderr[-2000:]}")
    return bad


def generate(count: int, out: Path, seed: int = 1, python: str = sys.executable, quiet: bool = False) -> dict:
    """Write `count` valid scenarios into `out`; return a summary (kinds, retries, seconds)."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("bench-*.yaml"):
        old.unlink()
    manifest = out / ".manifest.json"
    if manifest.exists():
        manifest.unlink()
    t0 = time.perf_counter()
    width = max(5, len(str(count)))
    paths = {out / f"bench-{i:0{width}d}.yaml": i for i in range(1, count + 1)}
    attempts = dict.fromkeys(paths, 0)
    kinds: dict[Path, str] = {}
    todo = list(paths)
    while todo:
        for path in todo:
            if attempts[path] > 100:
                raise SystemExit(f"make_scenarios: no valid draw for {path} after 100 tries")
            rng = random.Random(f"{seed}:{paths[path]}:{attempts[path]}")
            kinds[path], text = draw(rng, paths[path])
            path.write_text(text, encoding="utf-8")
        todo = sorted(invalid(todo, python))
        for path in todo:
            attempts[path] += 1
    counts: dict[str, int] = {}
    for kind in kinds.values():
        counts[kind] = counts.get(kind, 0) + 1
    retries = sum(attempts.values())
    summary = {
        "version": GENERATOR_VERSION, "count": count, "seed": seed, "kinds": counts,
        "retries": retries, "seconds": round(time.perf_counter() - t0, 2),
    }
    manifest.write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    if not quiet:
        print(f"wrote {count} scenarios to {out} in {summary['seconds']} s "
              f"({retries} invalid draws redrawn); kinds: {counts}", file=sys.stderr)
    return summary


def ensure(count: int, out: Path, seed: int = 1, python: str = sys.executable) -> list[str]:
    """The scenario files of `out`, (re)generated unless its manifest already matches."""
    manifest = out / ".manifest.json"
    try:
        m = json.loads(manifest.read_text(encoding="utf-8"))
        files = sorted(out.glob("bench-*.yaml"))
        if (m.get("version"), m.get("count"), m.get("seed")) == (GENERATOR_VERSION, count, seed) \
                and len(files) == count:
            return [str(f) for f in files]
    except (OSError, ValueError):
        pass
    generate(count, out, seed, python)
    return [str(f) for f in sorted(out.glob("bench-*.yaml"))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, required=True, help="how many scenario files to write")
    ap.add_argument("--out", type=Path, required=True, help="folder to write them into")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--python", default=default_python(),
                    help="the interpreter that runs `-m trainer validate` (default: $PYTHON, else the repo's "
                         ".venv/bin/python)")
    ap.add_argument("--check", action="store_true",
                    help="afterwards run `PY -m trainer validate OUT` over the whole folder and exit with its code")
    args = ap.parse_args(argv)
    if args.count < 1:
        ap.error("--count must be at least 1")
    generate(args.count, args.out, args.seed, args.python)
    if args.check:
        return subprocess.run([args.python, "-m", "trainer", "validate", str(args.out)], cwd=REPO).returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
