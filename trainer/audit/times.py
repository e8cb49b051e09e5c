"""The seconds a record kept for its counted decisions, and per hand (issue 20, item 9), as the audit's tally
counts them: seconds -> how many, so a median needs no list of every time.

A record's `times` is {key: s} for one hand, or {"hands": [{key: s}, ...]} for a sequence, each element
one hand (the decision's `hand`, 1-based, says which). A hand's seconds are its counted decisions' recorded
seconds added up; a hand none of whose counted decisions kept a time is not a timed hand.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Iterable, cast

from ..vocab import JSON

_INF = math.inf


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def add_seconds(times: JSON, counted: Iterable[tuple[str, object, object, dict[str, JSON]]],
                per_decision: Counter[float], per_hand: Counter[float]) -> None:
    """Count the seconds the record kept for its counted (key, articles, ok, decision)s into `per_decision`,
    and each timed hand's sum into `per_hand`; a time that is not a finite number of seconds, 0 or more, is
    skipped (a tampered record's odd entry never stops the audit)."""
    if type(times) is not dict:
        return
    hands = times.get("hands")
    if type(hands) is not list:  # one hand: every counted decision's time is in `times`
        seconds: list[float] = []
        for key, _, _, _ in counted:
            value = times.get(key)
            if type(value) is float and 0 <= value < _INF:  # as JSON gives a time back: the common case first
                seconds.append(value)
            elif value is not None and (other := _seconds(value)) is not None:
                seconds.append(other)
        if seconds:
            per_decision.update(seconds)
            per_hand[_kept(sum(seconds))] += 1
        return
    sums: dict[int, float] = {}  # hand -> its seconds so far
    for key, _, _, d in counted:
        n = d.get("hand")
        where = hands[n - 1] if type(n) is int and 0 < n <= len(hands) else None
        value = _seconds(where.get(key)) if type(where) is dict else None
        if value is not None:
            per_decision[value] += 1
            sums[cast(int, n)] = sums.get(cast(int, n), 0.0) + value
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
