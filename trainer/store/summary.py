"""A record's decisions as the views count them: its summary (record format 3 on).

The views (the audit, the class report, a trainee's history) read every record of a store, and of a record's
decisions they need only the key, whether it was right, the articles, the hand and the seconds it took, plus,
for a decision missed, what was given and expected (the audit's examples). Decoding all of every decision
(its plain-English why, its cards) and of `times` costs more than everything else they do (issue 19, item
17: the audit at 100,000 records), so the trainer writes this summary beside the decisions when it records,
one entry per decision, in the decisions' order:

    [key, ok, articles, hand, seconds]                    a decision right
    [key, ok, articles, hand, seconds, given, expected]   a decision whose ok is not true

each value as the decision holds it (`hand` null in a one-hand record), and `seconds` the time `times`
keeps for it (null where none). The summary is part of the record's content, so its hash and signature
cover it as they cover the decisions: verify needs no second look, and a summary changed by hand makes its
record altered. A record of format 1 or 2 has none; its entries are worked out from its decisions and times
each time it is read (`entries_of`), by the same function that writes a summary, so both read alike.
"""
from __future__ import annotations

from typing import Protocol

from ..vocab import JSON

Entry = list[JSON]  # one decision's entry, as above


class Counts(Protocol):
    """What `entries_of` reads of a record (a Record, or a Counted): its summary, else decisions and times."""

    @property
    def summary(self) -> JSON: ...

    @property
    def decisions(self) -> JSON: ...

    @property
    def times(self) -> JSON: ...


def summary_of(decisions: JSON, times: JSON) -> list[JSON]:
    """The summary of `decisions` (a record's list of decision maps) and `times` ({key: s}, or {"hands":
    [{key: s}, ...]} for a sequence, each element one hand: the decision's 1-based `hand` says which). Never
    fails on odd values: a decision that is not a map is left out, a time not found is null."""
    out: list[JSON] = []
    if type(decisions) is not list:
        return out
    timed = times.get("hands") if type(times) is dict else None
    one_hand = type(times) is dict and type(timed) is not list
    for d in decisions:
        if type(d) is not dict:
            continue
        key, ok, hand = d.get("key"), d.get("ok"), d.get("hand")
        seconds: JSON = None
        if one_hand:
            assert isinstance(times, dict)
            seconds = times.get(key) if type(key) is str else None
        elif type(timed) is list and type(hand) is int and 0 < hand <= len(timed):
            where = timed[hand - 1]
            seconds = where.get(key) if type(where) is dict and type(key) is str else None
        entry: Entry = [key, ok, d.get("articles"), hand, seconds]
        if ok is not True:
            entry += [d.get("given"), d.get("expected")]
        out.append(entry)
    return out


def entries_of(record: Counts) -> list[JSON]:
    """The record's entries: its summary as stored (format 3 on; a tampered one is read as it is, each reader
    skipping what is not an entry, and one that is not a list as none), else, for a record with no summary,
    worked out from its decisions and times."""
    summary = record.summary
    if summary is None:
        return summary_of(record.decisions, record.times)
    return summary if type(summary) is list else []
