"""Time on the sheet (issue 20, item 9): every decision's seconds, as the session kept them, read for the
scorecard, the audit and the session's time limit.

A sheet's `times` is {key: seconds} for one hand, or {"hands": [{key: seconds}, ...]} for a sequence.
A hand's time is its decisions' seconds added up (the time the trainee spent answering, not reading).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from statistics import median
from typing import Generic, Mapping, Sequence, TypeVar

from ..engine.grade import Decision, Grade
from ..i18n import Say
from ..i18n.format import decimal_point

COUNTS, FAILS = "counts", "fails"  # how the house scores a late hand: as answered, or every decision wrong
LATE_RULES = (COUNTS, FAILS)


@dataclass(frozen=True, slots=True)
class TimeLimit:
    """The seconds a hand may take, and how a hand answered over them is scored."""

    seconds: float
    late: str = COUNTS  # COUNTS or FAILS

    @property
    def fails(self) -> bool:
        return self.late == FAILS


def hand_times(times: Mapping[str, object]) -> tuple[dict[str, float], ...]:
    """Each hand's {key: seconds}, hand 1 first (a one-hand sheet: its one hand); anything not a number
    is left out, so a hand-written sheet's odd entry never stops a scorecard."""
    hands = times.get("hands")
    maps = hands if isinstance(hands, list) else [times] if times and "hands" not in times else []
    return tuple({str(k): float(v) for k, v in m.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
                 if isinstance(m, dict) else {} for m in maps)


def hand_seconds(times: Mapping[str, float]) -> float:
    return sum(times.values())


def late_hands(hands: Sequence[Mapping[str, float]], limit: TimeLimit | None) -> tuple[int, ...]:
    """The hands (1-based) answered over the limit."""
    if limit is None:
        return ()
    return tuple(n for n, times in enumerate(hands, 1) if times and hand_seconds(times) > limit.seconds)


def fail_late(grade: Grade, late: Sequence[int], limit: TimeLimit) -> Grade:
    """The grade with every decision of a late hand wrong, when the house says a late hand fails."""
    if not limit.fails or not late:
        return grade
    single = grade.hands is None
    verdict = Say("card.late_verdict", {"seconds": limit_text(limit.seconds, "en")})

    def failed(d: Decision) -> Decision:
        if (1 if single else d.hand) in late:
            return dataclasses.replace(d, ok=False, verdict=d.verdict or verdict)
        return d

    return dataclasses.replace(grade, decisions=tuple(failed(d) for d in grade.decisions))


def limit_text(value: float, lang: str) -> str:
    """A time limit as it was given (90, 2.5): never rounded, so a limit is never shown as another."""
    return decimal_point(f"{value:g}", lang)


def seconds_text(value: float, lang: str) -> str:
    """Seconds as the session writes them: one decimal under 10, whole above."""
    return decimal_point(f"{value:.0f}" if value >= 10 else f"{value:.1f}", lang)


W = TypeVar("W")


@dataclass(frozen=True, slots=True)
class Spread(Generic[W]):
    """The median of some timed things, and the slowest of them."""

    median: float
    slowest: float
    which: W  # what was slowest: a (hand, key) pair, a hand's number


def spread(timed: Sequence[tuple[W, float]]) -> Spread[W] | None:
    """The median and the slowest of (what, seconds) pairs; None when nothing was timed."""
    if not timed:
        return None
    which, slowest = max(timed, key=lambda kv: kv[1])
    return Spread(float(median(s for _, s in timed)), slowest, which)
