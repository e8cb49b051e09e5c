"""The results store: what both back ends share.

A back end supplies a connection, its SQL for each schema version
(MIGRATIONS: a list of steps, step N taking a store from version N-1 to N)
and three kinds of transaction:

- `_exclusive_tx`: for migrations; one opener at a time.
- `_write_tx`: for one result; locks the chain head so that concurrent
  writers (several terminals) take turns: read the head, insert, move the head.
- `_read_tx`: one consistent snapshot, so verify sees the head and the rows
  as of one moment even while terminals go on recording.

SQL here is written with `?` placeholders; the PostgreSQL back end turns
them into `%s`.

A store opened read-only (`open_store(spec, read_only=True)`, what verify
and the audit views use) never creates, migrates or writes anything: its
tables must all be there (a missing one is reported as tampering), and a
version-1 store is read as version 1.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, ContextManager, Iterator, Protocol, Self

from .record import (AUDIT_KEY_ENV, FIELD_NAMES, GENESIS, ORIGINS, Record, audit_key, canonical, chained,
                     decode_json, head_message, sign, since_iso, utc_iso)

# Columns of the results table, in order; the names are Record's fields.
COLUMNS = ("seq", "prev_hash", "hash", "format", "trainee", "scenario", "scenario_sha256",
           "answer", "decisions", "score", "max", "passed", "times", "graded_at", "origin",
           "sheet", "key_id", "signature")
JSON_COLUMNS = frozenset({"answer", "decisions", "times"})  # stored as canonical JSON text
assert set(COLUMNS) == set(FIELD_NAMES)
TABLES = ("results", "chain_head", "schema_version")  # all of them, or it is not a results store
MARKER_VERSION = 2  # the schema version from which the chain head carries signed_from

_FROM_ENV = object()


class Rows(Protocol):
    """What a driver's execute() gives back (sqlite3 and psycopg cursors alike)."""

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...


class StoreError(Exception):
    """The store cannot be opened, read or written; the message says why and what to do."""


@dataclass(frozen=True)
class Head:
    """The chain head: the seq and hash of the last record the trainer wrote, signed like that record
    (HMAC of "head:SEQ:HASH:signed-from:FIRST"), so that cutting records off the end needs the key too.
    `signed_from` is the seq of the first signed record: once a store is signed, the signed head says so."""
    seq: int
    hash: str
    key_id: str | None = None
    signature: str | None = None
    signed_from: int | None = None


def row_values(record: Record) -> tuple[Any, ...]:
    return tuple(canonical(getattr(record, c)) if c in JSON_COLUMNS else getattr(record, c) for c in COLUMNS)


def record_from_row(row: tuple[Any, ...]) -> Record:
    """A Record from a stored row. Never fails on odd content: verify must be able to read a tampered row,
    so text that cannot be decoded stays text, marked Undecodable, and a flag that is not 0/1 stays as stored
    (its hash then differs)."""
    values: dict[str, Any] = {}
    for name, value in zip(COLUMNS, row):
        if name in JSON_COLUMNS and isinstance(value, str):
            value = decode_json(value)
        elif name == "passed" and type(value) is int and value in (0, 1):
            value = bool(value)
        values[name] = value
    return Record(**values)


class Store:
    """A results store. Use open_store(spec); close it, or use it as a context manager."""

    MIGRATIONS: list[tuple[str, ...]] = []
    PAGE = 500
    _db_errors: tuple[type[Exception], ...] = ()  # the driver's errors, reported as StoreError
    _integrity_errors: tuple[type[Exception], ...] = ()  # a constraint broken: a seq already taken

    spec: str
    read_only = False
    _schema = 0  # the schema version the store was opened at

    # -- back-end hooks -------------------------------------------------------------------------------

    def _execute(self, sql: str, params: tuple[Any, ...] = ()) -> Rows:
        raise NotImplementedError

    def _exclusive_tx(self) -> ContextManager[None]:
        raise NotImplementedError

    def _write_tx(self) -> ContextManager[None]:
        raise NotImplementedError

    def _read_tx(self) -> ContextManager[None]:
        raise NotImplementedError

    def _has_table(self, name: str) -> bool:
        raise NotImplementedError

    _HEAD_FOR_UPDATE = "SELECT seq, hash, signed_from FROM chain_head WHERE id = 1"

    def _say(self, err: BaseException) -> str:
        """A driver's error as one line for a message (PostgreSQL adds LINE 1: ... ^ lines)."""
        lines = str(err).strip().splitlines()
        return lines[0] if lines else type(err).__name__

    def _close(self) -> None:
        raise NotImplementedError

    # -- schema -----------------------------------------------------------------------------------------

    @property
    def latest_version(self) -> int:
        return len(self.MIGRATIONS)

    def version(self) -> int:
        if not self._has_table("schema_version"):
            return 0
        found: int = self._execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0]
        return found

    def _refuse_newer(self, found: int) -> StoreError:
        return StoreError(
            f"the results store {self.where} has schema version {found}, but this trainer knows versions up to "
            f"{self.latest_version}: a newer trainer wrote it. Upgrade trainer to use this store; "
            f"it was left as it is.")

    def _check_readable(self) -> None:
        """For a read-only store: every table there, a version this trainer knows. Nothing is created."""
        missing = [t for t in TABLES if not self._has_table(t)]
        if len(missing) == len(TABLES):
            raise StoreError(f"cannot read the results store {self.where}: it is not a results store, none of the "
                             f"trainer's tables ({', '.join(TABLES)}) is there. It is empty or another kind of "
                             f"database, or its tables were dropped (tampered with); it was left as it is.")
        if missing:
            raise StoreError(f"cannot read the results store {self.where}: its {' and '.join(missing)} "
                             f"table{'s are' if len(missing) > 1 else ' is'} missing, so the store was damaged or "
                             f"tampered with; it was left as it is. Restore it from a backup.")
        found = self.version()
        if found > self.latest_version:
            raise self._refuse_newer(found)
        if found < 1:
            raise StoreError(f"cannot read the results store {self.where}: its schema_version table is empty, so "
                             f"the store was damaged or tampered with; it was left as it is.")
        self._schema = found

    def _migrate(self) -> None:
        """Bring the schema to the latest version, all steps in one transaction; refuse a newer one."""
        self._schema = self.latest_version
        found = self.version()
        if found == self.latest_version:
            return
        if found > self.latest_version:
            raise self._refuse_newer(found)
        with self._exclusive_tx():
            self._execute("CREATE TABLE IF NOT EXISTS schema_version "
                          "(version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
            found = self._execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0]
            if found > self.latest_version:
                raise self._refuse_newer(found)
            for number in range(found + 1, self.latest_version + 1):
                for sql in self.MIGRATIONS[number - 1]:
                    self._execute(sql)
                self._execute("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
                              (number, utc_iso()))

    # -- records ----------------------------------------------------------------------------------------

    @property
    def where(self) -> str:
        return self.spec

    def add(self, record: Record, *, key: Any = _FROM_ENV) -> Record:
        """Append one result to the chain; returns it as stored (seq, prev_hash, hash, signature).

        It is signed with `key`, by default TRAINER_AUDIT_KEY as set now (unsigned when unset)."""
        if key is _FROM_ENV:
            key = audit_key()
        if record.origin not in ORIGINS:
            raise ValueError(f"origin must be one of {', '.join(ORIGINS)}; got {record.origin!r}")
        try:
            with self._write_tx():
                head = self._execute(self._HEAD_FOR_UPDATE).fetchone()
                if head is None:
                    raise StoreError(f"the results store {self.where} has lost its chain head, so no result can be "
                                     f"chained to it; the store was damaged: have an inspector verify it")
                seq: int = head[0] + 1
                stored = chained(record, seq, head[1], key)
                signed_from: int | None = head[2]
                if key and signed_from is None:
                    # The store's first signed record, or one signed before the marker existed (version 1).
                    earlier = self._execute("SELECT MIN(seq) FROM results WHERE signature IS NOT NULL").fetchone()
                    signed_from = earlier[0] if earlier and earlier[0] is not None else seq
                try:
                    self._execute(f"INSERT INTO results ({', '.join(COLUMNS)}) "
                                  f"VALUES ({', '.join('?' * len(COLUMNS))})", row_values(stored))
                except self._integrity_errors:
                    raise StoreError(
                        f"the results store {self.where} already holds a record {stored.seq} after the last one "
                        f"the trainer wrote ({head[0]}): someone added records outside the trainer. Have an "
                        f"inspector verify the store; nothing was recorded") from None
                head_signature = sign(key, head_message(seq, stored.hash or "", signed_from)) if key else None
                self._execute("UPDATE chain_head SET seq = ?, hash = ?, key_id = ?, signature = ?, signed_from = ? "
                              "WHERE id = 1", (stored.seq, stored.hash, stored.key_id, head_signature, signed_from))
        except self._db_errors as err:
            raise StoreError(f"could not record the result in {self.where}: {self._say(err)}") from err
        return stored

    def records(self, since: date | datetime | str | None = None, trainee: str | None = None) -> Iterator[Record]:
        """Stored records in chain order (seq 1, 2, 3 ...); only those graded at or after `since`
        (a date, datetime or ISO 8601 text) and of `trainee`, when given. StoreError if they cannot be read."""
        bound = since_iso(since) if since is not None else None
        with self._reading():
            yield from self._pages(since=bound, trainee=trainee)

    def _pages(self, since: str | None = None, trainee: str | None = None) -> Iterator[Record]:
        last = 0
        while True:
            where: list[str] = ["seq > ?"]
            params: list[int | str] = [last]
            if trainee is not None:
                where.append("trainee = ?")
                params.append(trainee)
            if since is not None:
                where.append("graded_at >= ?")
                params.append(since)
            rows = self._execute(f"SELECT {', '.join(COLUMNS)} FROM results WHERE {' AND '.join(where)} "
                                 f"ORDER BY seq LIMIT {self.PAGE}", tuple(params)).fetchall()
            for row in rows:
                yield record_from_row(row)
            if len(rows) < self.PAGE:
                return
            last = rows[-1][0]

    def head(self) -> Head | None:
        marker = ", signed_from" if self._schema >= MARKER_VERSION else ""  # version 1 has no marker
        with self._reading():
            row = self._execute(f"SELECT seq, hash, key_id, signature{marker} FROM chain_head WHERE id = 1").fetchone()
        return Head(*row) if row else None

    @contextmanager
    def snapshot(self) -> Iterator[tuple[Head | None, Iterator[Record]]]:
        """(head, records in seq order) as of one moment, for verify; iterate the records inside the block.
        StoreError if they cannot be read."""
        with self._reading(), self._read_tx():
            yield self.head(), self._pages()

    def __len__(self) -> int:
        with self._reading():
            count: int = self._execute("SELECT COUNT(*) FROM results").fetchone()[0]
        return count

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """The driver's errors while reading, as StoreError: callers never need to know the driver."""
        try:
            yield
        except self._db_errors as err:
            raise StoreError(f"cannot read the results store {self.where}: {self._say(err)}") from err

    # -- life ----------------------------------------------------------------------------------------------

    def close(self) -> None:
        self._close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.where}>"


__all__ = ["AUDIT_KEY_ENV", "COLUMNS", "GENESIS", "Head", "Store", "StoreError", "TABLES", "record_from_row",
           "row_values"]
