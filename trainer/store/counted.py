"""A recorded result as the views count it: the fields the audit's tally, the class view and a trainee's
history read, and nothing else.

The views read every record of a store (issue 19, item 17: 100,000 and more), and part of what a record keeps
is theirs to skip: the chain and signature, the sheet's path, the provenance but for the pass mark. A
`Counted` is read from the same rows as a `Record` (Store.counted), with only its columns fetched and decoded.
Whether the store was tampered with stays verify's question: verify reads whole Records.

A record of format 3 on keeps a summary of its decisions (trainer.store.summary): the views count from it,
so its decisions and times are not fetched (None here), nor its answer unless it is an exam's own record,
the one answer the views read (the exam's outcome). A record of an older format has no summary: its answer,
decisions and times are fetched and decoded, and counted through `summary.summary_of`. A record whose fetched
text cannot be decoded was altered, and the views refuse it (`undecodable`); of a record with a summary, only
the summary (and an exam's answer) is fetched, so only it can be found so: what else was changed is verify's
to find, and changes nothing the views show.

A summary's keys, articles and hands are the same text in every record of one sheet's layout
(trainer.store.summary): `Store.counted` decodes and checks that text once per read (`Shapes`) and hands the
`Shape` on with the record, and each record's `ok`, `seconds` and `missed` are decoded alone. The two parts
read exactly as the whole text would (`shaped_summary`); a summary that does not split so is decoded whole.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ..vocab import JSON
from .record import Undecodable, decode_json
from .rows import Row, stored_values
from .summary import Shape, shape_of

# The columns a Counted reads, in its field order.
COUNTED_COLUMNS = ("seq", "trainee", "scenario", "scenario_sha256", "decisions", "score", "max", "passed",
                   "times", "graded_at", "origin", "pass_mark", "answer", "summary")
_JSON_AT = tuple(i for i, c in enumerate(COUNTED_COLUMNS) if c in ("decisions", "times", "answer", "summary"))
_SUMMARY_AT = COUNTED_COLUMNS.index("summary")
_JSON_BUT_SUMMARY_AT = tuple(i for i in _JSON_AT if i != _SUMMARY_AT)
_PASSED_AT = COUNTED_COLUMNS.index("passed")
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
    # The summary's keys, articles and hands, checked (trainer.store.summary.Shape), when it was read in two
    # parts (shaped_summary); None when it was decoded whole.
    shape: Shape | None = None


# The text that starts a summary's second part, as the trainer writes a summary: the keys sorted, no spaces.
# It cannot stand inside a JSON string (a quote there is escaped), only between the members of a map.
_SECOND_PART = ',"missed":'
_FIRST_PART = '{"articles":'
_OUTCOME_KEYS = {"missed", "ok", "seconds"}
_NOT_A_SHAPE = Shape([], [], [], True)  # a first part found not to be one (a tampered store), remembered so


class Shapes(dict[str, Shape]):
    """A summary's first part (its text) -> its Shape, or _NOT_A_SHAPE, for one read. Bounded, whatever the
    store holds: a part longer than LONGEST is not read apart (shaped_summary), and the memory is emptied at
    MOST parts or MOST_TEXT of their text."""

    LONGEST = 64 * 1024  # a whole taglia's keys, articles and hands are some tens of KiB
    MOST = 512
    MOST_TEXT = 2 * 1024 * 1024  # the first parts remembered, in all: their decoded lists are some 10 times more

    held = 0

    def __missing__(self, text: str) -> Shape:
        shape = shape_of(decode_json(text + "}")) or _NOT_A_SHAPE
        if len(text) <= self.LONGEST:
            if len(self) >= self.MOST or self.held + len(text) > self.MOST_TEXT:
                self.clear()
                self.held = 0
            self[text] = shape
            self.held += len(text)
        return shape


def shaped_summary(text: str, shapes: Shapes) -> tuple[dict[str, JSON], Shape] | None:
    """A stored summary read in two parts, its Shape (remembered in `shapes`) and the rest, when it is made as
    the trainer makes one: a map of exactly the summary's six members, the first three a Shape, `ok` a list of
    true and false and `seconds` a list, one element per decision each. The two parts then decode to what
    the whole text decodes to (no member is in both, and each part is checked as decode_json checks the
    whole). None for anything else, which is then decoded whole."""
    at = text.find(_SECOND_PART)
    if at < 0 or at > Shapes.LONGEST or not text.startswith(_FIRST_PART):
        return None  # a first part too long to remember gains nothing from being read apart
    shape = shapes[text[:at]]
    if shape is _NOT_A_SHAPE:
        return None
    rest = decode_json("{" + text[at + 1:])
    if type(rest) is not dict or rest.keys() != _OUTCOME_KEYS:
        return None
    oks, seconds = rest["ok"], rest["seconds"]
    n = len(shape.keys)
    if not (type(oks) is list and len(oks) == n and type(seconds) is list and len(seconds) == n
            and set(map(type, oks)) <= _BOOL):
        return None
    first = cast(dict[str, JSON], {"articles": shape.articles, "hands": shape.hands, "keys": shape.keys})
    return {**first, **rest}, shape  # its members in the order the whole text gives them


_BOOL = {bool}


def counted_from_row(row: Row, shapes: Shapes | None = None) -> Counted:
    """A Counted from a row of COUNTED_COLUMNS; never fails on odd content (rows.stored_values). A summary
    longer than any the trainer writes (MAX_SUMMARY) is not decoded at all: it is refused as undecodable,
    before it fills the inspector's memory. With `shapes`, a summary is read in two parts where it can be
    (shaped_summary)."""
    summary = row[_SUMMARY_AT]
    split = None
    if isinstance(summary, str):
        if len(summary) > MAX_SUMMARY:
            row = (*row[:_SUMMARY_AT], Undecodable(summary[:80]), *row[_SUMMARY_AT + 1:])
        elif shapes is not None and type(summary) is str:  # not Undecodable text (not UTF-8)
            split = shaped_summary(summary, shapes)
    values, plain = stored_values(row, _JSON_AT if split is None else _JSON_BUT_SUMMARY_AT, _PASSED_AT)
    undecodable: tuple[str, ...] = ()
    if not plain or Undecodable in set(map(type, values)):  # a row's text, or a JSON column, not decoded
        undecodable = tuple(c for c, v in zip(COUNTED_COLUMNS, values) if isinstance(v, Undecodable))
    values.append(undecodable)
    if split is not None:
        values[_SUMMARY_AT], shape = split
        values.append(shape)
    return Counted(*values)
