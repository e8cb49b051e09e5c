"""The seconds a record kept for its counted decisions, and per hand (issue 20, item 9), as the audit's tally
counts them: seconds -> how many, so a median needs no list of every time.

Each decision's seconds are in its entry (trainer.store.summary: what `times` keeps for it). A hand's
seconds are its counted decisions' recorded seconds added up; a hand none of whose counted decisions kept a
time is not a timed hand.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import cast

from ..vocab import JSON

_INF = math.inf


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def seconds_of(value: JSON) -> float | None:
    """A kept time as seconds; None for one that is not a finite number of seconds, 0 or more (a tampered
    record's odd entry never stops the audit)."""
    if type(value) is float:  # as JSON gives a time back: the common case first
        return value if 0 <= value < _INF else None
    if not _number(value):
        return None
    try:
        seconds = float(cast(float, value))
    except OverflowError:  # an integer too large for a float: no time the trainer keeps
        return None
    return seconds if 0 <= seconds < _INF else None


def hand_kept(hand: float) -> float:
    """A hand's seconds as the tally keeps them: rounded to a millionth, since sessions keep tenths whose float
    sums differ in the last bits (0.1 + 0.2 and 0.3 are one time), so the tally stays as small as the distinct
    times are few."""
    return round(hand, 6)


def median(counts: Counter[float]) -> float:
    """statistics.median of the values `counts` holds, each as often as it counts."""
    n = sum(counts.values())
    values = sorted(counts)
    at, before = n // 2, None  # the middle value (and, for an even n, the one before it)
    seen = 0
    for v in values:
        seen += counts[v]
        if before is None and n % 2 == 0 and seen >= at:
            before = v
        if seen > at:
            return v if n % 2 else (cast(float, before) + v) / 2
    raise ValueError("no median of no values")
