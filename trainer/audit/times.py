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
    """Count the seconds the record kept for its counted (key, articles, ok, decision)s into `per_decision`, and each timed
    hand's sum into `per_hand`; a time that is not a finite number of seconds, 0 or more, is skipped."""
    if type(times) is not dict:
        return
    hands = times.get("hands")
    sequence = type(hands) is list
    sums: dict[int, float] = {}  # hand (0 for a one-hand record) -> its seconds so far
    for key, _, _, d in counted:
        where: JSON = times
        n = 0
        if sequence:
            stored = d.get("hand")
            n = stored if type(stored) is int and 0 < stored <= len(cast(list[JSON], hands)) else 0
            where = cast(list[JSON], hands)[n - 1] if n else None
        value = where.get(key) if type(where) is dict else None
        if type(value) is float:  # as JSON gives a time back: the common case first
            if not 0 <= value < _INF:
                continue
        elif _number(value) and math.isfinite(float(cast(float, value))) and float(cast(float, value)) >= 0:
            value = float(cast(float, value))
        else:
            continue
        per_decision[value] += 1
        sums[n] = sums.get(n, 0.0) + value
    # Rounded to a millionth: sessions keep tenths, whose float sums differ in the last bits (0.1 + 0.2), and
    # one count per time shown keeps the tally as small as the distinct times are few.
    per_hand.update(round(s, 6) for s in sums.values())


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
