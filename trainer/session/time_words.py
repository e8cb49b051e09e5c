"""What a session says of time and the pass mark: the hand's seconds, in time or late, the mark in the
scorecard's own words, and the options that carry them to a command that goes on with the session."""
from __future__ import annotations

from typing import Mapping, Sequence

from ..report.timing import COUNTS, TimeLimit, hand_seconds, late_hands, limit_text, seconds_text, spread
from .screen import t


def hand_time(times: dict[str, float], lang: str) -> list[str]:
    """The seconds the hand took, its decisions' times added up, and its slowest decision (issue 20, item 9):
    the sheet keeps every decision's time; the verdict shows it."""
    if not times:
        return []
    slowest = max(times, key=lambda k: times[k])
    total = sum(times.values())
    return [t(lang, "session.hand_time", seconds=_seconds(total, lang), slowest=t(lang, f"session.key.{slowest}"),
              slowest_seconds=_seconds(times[slowest], lang))]


def session_time(hands: Sequence[Mapping[str, float]], lang: str) -> list[str]:
    """The time a session, a taglia or an exam took (issue 20, item 9): in all, and per hand the median and the
    slowest, with its number in the order played (`hands`: each hand's {key: seconds}, as the sheets keep
    them; a hand with no time, one not answered, is left out but keeps its number). [] when nothing was
    timed."""
    timed = [(n, hand_seconds(times)) for n, times in enumerate(hands, 1) if times]
    found = spread(timed)
    if found is None:
        return []
    total = duration_text(sum(s for _, s in timed), lang)
    if len(timed) == 1:
        return [t(lang, "session.summary.time.one", total=total)]
    return [t(lang, "session.summary.time", total=total, hands=len(timed), median=seconds_text(found.median, lang),
              slowest=seconds_text(found.slowest, lang), hand=found.which)]


def duration_text(seconds: float, lang: str) -> str:
    """A length of time as a trainee reads it: "42 s", "12 min 5 s", "1 h 3 min"."""
    if seconds < 60:
        return t(lang, "session.duration.seconds", seconds=seconds_text(seconds, lang))
    whole = round(seconds)
    if whole < 3600:
        return t(lang, "session.duration.minutes", minutes=whole // 60, seconds=whole % 60)
    return t(lang, "session.duration.hours", hours=whole // 3600, minutes=whole % 3600 // 60)


def late_text(times: dict[str, float], limit: TimeLimit | None, lang: str) -> list[str]:
    """With a time limit, always said: the hand in time, or late and how the house scores it."""
    if limit is None:
        return []
    said = {"limit": limit_text(limit.seconds, lang), "seconds": _seconds(sum(times.values()), lang)}
    if not late_hands((times,), limit):
        return [t(lang, "session.in_time", **said)]
    return [t(lang, f"session.late.{limit.late}", **said)]


def limit_args(limit: TimeLimit | None) -> list[str]:
    """--time-limit and --late as given, for a command that goes on with the session (the sheet keeps neither)."""
    if limit is None:
        return []
    return ["--time-limit", f"{limit.seconds:g}"] + ([] if limit.late == COUNTS else ["--late", limit.late])


def _seconds(value: float, lang: str) -> str:
    from ..i18n.format import decimal_point

    return decimal_point(f"{value:.0f}" if value >= 10 else f"{value:.1f}", lang)


def pass_mark_text(mark: float | None, lang: str) -> str:
    """The pass mark in the scorecard's own words: every decision right, or the share of decisions."""
    from ..i18n.format import percent

    return t(lang, "card.pass_mark_all") if mark is None else t(lang, "card.pass_mark_value",
                                                                 percent=percent(mark, lang))
