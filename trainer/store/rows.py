"""A stored row of the results table, and the values the trainer reads from it and writes into it.

A row read back may have been changed by hand: every reader here keeps what it cannot decode as Undecodable
(text) instead of failing, so that verify can name the record altered (trainer.store.verify).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from .record import FIELD_NAMES, Record, Undecodable, canonical, decode_json

# Columns of the results table, in order; the names are Record's fields.
COLUMNS = ("seq", "prev_hash", "hash", "format", "trainee", "scenario", "scenario_sha256",
           "answer", "decisions", "score", "max", "passed", "times", "graded_at", "origin",
           "sheet", "pass_mark", "trainer_version", "rulebook_sha256", "proctor", "summary", "key_id", "signature")
JSON_COLUMNS = frozenset({"answer", "decisions", "times", "summary"})  # stored as canonical JSON text
assert set(COLUMNS) == set(FIELD_NAMES)
PROVENANCE_VERSION = 3  # the schema version from which results have the columns of record format 2
PROVENANCE_COLUMNS = ("pass_mark", "trainer_version", "rulebook_sha256", "proctor")
SUMMARY_VERSION = 6  # the schema version from which results have the summary column (record format 3)
# The schema version each results column came in at, for those not there from the start: read at an older
# version (read-only, not migrated), a store has no such column, and none of its records a value for it.
ADDED_AT = {**{c: PROVENANCE_VERSION for c in PROVENANCE_COLUMNS}, "summary": SUMMARY_VERSION}

Row = Sequence[object]  # one stored row as the driver gives it: values of whatever type the store holds
Param = str | int | float | bool | None


class Rows(Protocol):
    """What a driver's execute() gives back (sqlite3 and psycopg cursors alike)."""

    def fetchone(self) -> Row | None: ...

    def fetchall(self) -> Sequence[Row]: ...


@dataclass(frozen=True, slots=True)
class Head:
    """The chain head: the seq and hash of the last record the trainer wrote, signed like that record
    (the key's signature of "head:SEQ:HASH:signed-from:FIRST"), so that cutting records off the end needs the
    key too. `signed_from` is the seq of the first signed record: once a store is signed, the signed head says
    so. `damage` says what is wrong with a head whose values are not of their types (written by hand)."""
    seq: int
    hash: str
    key_id: str | None = None
    signature: str | None = None
    signed_from: int | None = None
    damage: str | None = None


def text_of(value: object) -> object:
    """A stored value as verify and the views read it: bytes (a BLOB where the trainer writes text) become
    Undecodable text, so that their record is named altered instead of breaking whoever reads it."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return Undecodable(bytes(value).decode("utf-8", "backslashreplace"))
    return value


def head_from_row(row: Row) -> Head:
    """The chain head from its stored row (seq, hash, key_id, signature[, signed_from]); values of the wrong
    type (bytes where the trainer writes text, text where it writes a number) make a damaged head, which verify
    reports as written outside the trainer."""
    seq, hash_, kid, sig = (text_of(v) for v in row[:4])
    marker = text_of(row[4]) if len(row) > 4 else None
    problems = []
    if type(seq) is not int:
        problems.append("its record number is not a number")
    if type(hash_) is not str:
        problems.append("its hash is not text")
    if any(v is not None and type(v) is not str for v in (kid, sig)):
        problems.append("its signature is not text")
    if marker is not None and type(marker) is not int:
        problems.append("its marker of the first signed record is not a number")
    if problems:
        return Head(seq=seq if type(seq) is int else -1, hash=hash_ if type(hash_) is str else "",
                    damage=" and ".join(problems))
    assert isinstance(seq, int) and isinstance(hash_, str)
    return Head(seq, hash_, kid if isinstance(kid, str) else None, sig if isinstance(sig, str) else None,
                marker if isinstance(marker, int) else None)


def row_values(record: Record, columns: Sequence[str] = COLUMNS) -> tuple[Param, ...]:
    """The record's values for the `columns` named, as stored: the JSON ones as canonical JSON text."""
    values: list[Param] = []
    for c in columns:
        value = getattr(record, c)
        if c in JSON_COLUMNS and not (value is None and c == "summary"):  # no summary (format 1, 2): NULL
            value = canonical(value)
        values.append(value)
    return tuple(values)


_JSON_AT = tuple(i for i, c in enumerate(COLUMNS) if c in JSON_COLUMNS)
_PASSED_AT = COLUMNS.index("passed")
_PLAIN = frozenset({str, int, float, bool, type(None)})  # what a row holds when nothing in it is bytes


def stored_values(row: Row, json_at: tuple[int, ...], passed_at: int
                  ) -> tuple[list[Any], bool]:  # Any: a tampered row's values can be of any type
    """A stored row's values as a record takes them, and whether they were all of plain types (no bytes, no
    Undecodable text). Never fails on odd content: verify must be able to read a tampered row, so text that
    cannot be decoded stays text, marked Undecodable, bytes become Undecodable text, and a flag that is not
    0/1 stays as stored (its hash then differs). `json_at` are the places of the JSON columns, `passed_at`
    that of the flag."""
    # A tampered row's values can be of any type; every reader of a record checks the types it uses.
    plain = set(map(type, row)) <= _PLAIN
    values: list[Any] = list(row) if plain else [text_of(v) for v in row]  # Any: as above
    for i in json_at:
        if isinstance(values[i], str):
            values[i] = decode_json(values[i])
    passed = values[passed_at]
    if type(passed) is int and passed in (0, 1):
        values[passed_at] = bool(passed)
    return values, plain


def record_from_row(row: Row) -> Record:
    """A Record from a stored row (stored_values)."""
    return Record(**dict(zip(COLUMNS, stored_values(row, _JSON_AT, _PASSED_AT)[0])))


def int_of(row: Row | None, default: int = 0) -> int:
    """The first value of a one-value row as an int (a count, a version); `default` when there is none."""
    value = row[0] if row else None
    return value if type(value) is int else default
