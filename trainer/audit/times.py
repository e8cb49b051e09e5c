"""The seconds a record kept for its counted decisions, and per hand (issue 20, item 9), as the audit's tally
counts them: seconds -> how many, so a median needs no list of every time.

A record's `times` is {key: s} for one hand, or {"hands": [{key: s}, ...]} for a sequence, each element
one hand (the decision's `hand`, 1-based, says which). A hand's seconds are its counted decisions' recorded
seconds added up; a hand none of whose counted decisions kept a time is not a timed hand.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Sequence, cast

from ..vocab import JSON

_INF = math.inf


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def add_seconds(times: JSON, counted: Sequence[tuple[object, str, object, int | None]],
                per_decision: Counter[float], per_hand: Counter[float]) -> None:
    """Count the seconds the record kept for its counted decisions ((articles, key, ok, hand) each) into
    `per_decision`, and each timed hand's sum into `per_hand`; a time that is not a finite number of seconds,
    0 or more, is skipped (a tampered record's odd entry never stops the audit)."""
    if type(times) is not dict:
        return
    timed = times.get("hands")
    if type(timed) is not list:  # one hand: every counted decision's time is in `times`
        values = list(map(times.get, [c[1] for c in counted]))
        seconds = [v for v in values if type(v) is float]  # as JSON gives a time back: the common case
        total = sum(seconds)
        # Each checked only where one is missing or odd: a NaN or an infinity makes the sum not finite.
        if len(seconds) < len(values) or seconds and not (min(seconds) >= 0 and math.isfinite(total)):
            seconds = [s for s in map(_seconds, values) if s is not None]
            total = sum(seconds)
        if seconds:
            per_decision.update(seconds)
            per_hand[_kept(total)] += 1
        return
    sums: dict[int, float] = {}  # hand -> its seconds so far
    for _, key, _, n in counted:
        where = timed[n - 1] if n is not None and 0 < n <= len(timed) else None
        value = _seconds(where.get(key)) if type(where) is dict else None
        if value is not None and n is not None:  # a value is found only for a hand
            per_decision[value] += 1
            sums[n] = sums.get(n, 0.0) + value
    per_hand.update(_kept(s) for s in sums.values())


def _seconds(value: JSON) -> float | None:
    """A kept time as seconds; None for one that is not a finite number of seconds, 0 or more."""
    if type(value) is float:  # as JSON gives a time back: the common case first
        return value if 0 <= value < _INF else None
    if _number(value) and math.isfinite(float(cast(float, value))) and float(cast(float, value)) >= 0:
        return float(cast(float, value))
    return None


def _kept(hand: float) -> float:
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
