"""A recorded result as the views count it: the fields the audit's tally, the class view and a trainee's
history read, and nothing else.

The views read every record of a store (issue 19, item 17: 100,000 and more), and part of what a record keeps
is theirs to skip: the chain and signature, the sheet's path, the provenance but for the pass mark. A
`Counted` is read from the same rows as a `Record` (Store.counted), with only its columns fetched and decoded.
Whether the store was tampered with stays verify's question: verify reads whole Records.

A record of format 3 on keeps a summary of its decisions (trainer.store.summary): the views count from it,
so its decisions and times are not fetched (None here), nor its answer unless it is an exam's own record,
the one answer the views read (the exam's outcome). A record of an older format has no summary: its answer,
decisions and times are fetched and decoded, and counted through `summary.entries_of`. A record whose fetched
text cannot be decoded was altered, and the views refuse it (`undecodable`); of a record with a summary, only
the summary (and an exam's answer) is fetched, so only it can be found so: what else was changed is verify's
to find, and changes nothing the views show.
"""
from __future__ import annotations

from dataclasses import dataclass
from ..vocab import JSON
from .record import Undecodable
from .rows import Row, stored_values

# The columns a Counted reads, in its field order.
COUNTED_COLUMNS = ("seq", "trainee", "scenario", "scenario_sha256", "decisions", "score", "max", "passed",
                   "times", "graded_at", "origin", "pass_mark", "answer", "summary")
_JSON_AT = tuple(i for i, c in enumerate(COUNTED_COLUMNS) if c in ("decisions", "times", "answer", "summary"))
_PASSED_AT = COUNTED_COLUMNS.index("passed")
_SUMMARY_AT = COUNTED_COLUMNS.index("summary")
# A summary is a small part of its record, and no record the trainer stores on PostgreSQL is over 4 MiB
# (pg_functions.py); a whole taglia's summary is some tens of KiB.
MAX_SUMMARY = 4 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Counted:
    seq: int | None
    trainee: str
    scenario: str
    scenario_sha256: str | None
    decisions: JSON
    score: int
    max: int
    passed: bool
    times: JSON
    graded_at: str
    origin: str
    pass_mark: float | None
    answer: JSON
    summary: JSON
    # The fields whose stored text could not be decoded (not UTF-8, not JSON, nested deeper than the trainer
    # nests, a summary longer than MAX_SUMMARY): the record was altered after it was recorded, and the views
    # refuse to count it.
    undecodable: tuple[str, ...] = ()


def counted_from_row(row: Row) -> Counted:
    """A Counted from a row of COUNTED_COLUMNS; never fails on odd content (rows.stored_values). A summary
    longer than any the trainer writes (MAX_SUMMARY) is not decoded at all: it is refused as undecodable,
    before it fills the inspector's memory."""
    summary = row[_SUMMARY_AT]
    if isinstance(summary, str) and len(summary) > MAX_SUMMARY:
        row = (*row[:_SUMMARY_AT], Undecodable(summary[:80]), *row[_SUMMARY_AT + 1:])
    values, plain = stored_values(row, _JSON_AT, _PASSED_AT)
    undecodable: tuple[str, ...] = ()
    if not plain or any(type(values[i]) is Undecodable for i in _JSON_AT):
        undecodable = tuple(c for c, v in zip(COUNTED_COLUMNS, values) if isinstance(v, Undecodable))
    values.append(undecodable)
    return Counted(*values)
