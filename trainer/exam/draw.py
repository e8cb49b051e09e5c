"""An exam's hands, drawn in memory from the seed drawn at its start: never written where the trainee can read.

Each hand is a drill scenario (trainer.drill) of a variant citing its article, checked and solved by the
engine as every drill is. Nothing of it goes to disk: the session keeps only the answers, which it writes
once they are given. Its id names the exam's attempt and the hand's place, not the seed, so that a sheet
saved after hand 1 tells nothing of hand 2.
"""
from __future__ import annotations

import hashlib
import random
import secrets
from dataclasses import replace

from ..drill.generate import draw
from ..drill.variants import select
from ..engine.solve import Solution
from .model import DRAW_TAGLIA, Exam


def fresh_seed(exam: Exam) -> int:
    """A seed in the exam's range, from the operating system's randomness (never the clock)."""
    low, high = exam.draw.seeds
    return low + secrets.randbelow(high - low + 1)


def fresh_attempt() -> str:
    """Names one sitting of an exam in its hands' ids: random, so that it says nothing of the seed."""
    return secrets.token_hex(4)


def exam_hands(exam: Exam, seed: int, attempt: str) -> list[Solution]:
    """The exam's hands for `seed`, in the order they are dealt: the hands of one whole taglia (draw: taglia;
    each solved as the taglia plays it, trainer.exam.taglia),
    else per article as many as the file says, each from that article's variants in turn (shuffled), the
    whole deck of hands shuffled."""
    if exam.draw.kind == DRAW_TAGLIA:
        from .taglia import taglia_deal

        return [hand.solution for hand in taglia_deal(exam, seed, attempt).hands]
    rng = random.Random(f"exam:{exam.id}:{seed}")
    chosen = []
    for article, count in exam.draw.per_article:
        variants = list(select([article], exam.draw.level))
        rng.shuffle(variants)
        chosen += [variants[i % len(variants)] for i in range(count)]
    rng.shuffle(chosen)
    width = max(2, len(str(len(chosen))))
    hands = []
    for i, variant in enumerate(chosen, 1):
        drill = draw(seed, i, variant, prefix=f"exam-{exam.id}-s")
        assert drill.solution is not None
        sid = f"exam-{exam.id}-{attempt}-{i:0{width}d}"
        # The record keeps the SHA-256 of the hand's scenario as `trainer generate` would write it: what the
        # trainee was dealt, which the school can deal again from the seed recorded at the end.
        digest = hashlib.sha256(drill.text.encode("utf-8")).hexdigest()
        scenario = replace(drill.solution.scenario, id=sid, source=f"<exam {exam.id} hand {i}>", sha256=digest)
        hands.append(replace(drill.solution, scenario=scenario))
    return hands
