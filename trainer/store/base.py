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
from dataclasses import replace
from datetime import date, datetime
from typing import Callable, ContextManager, Iterator, Self, Sequence, TypeVar

from .counted import COUNTED_COLUMNS, Counted, Shapes, counted_from_row
from .rows import (ADDED_AT, COLUMNS, SUMMARY_VERSION, Head, Param, Row, Rows, head_from_row, int_of, record_from_row,
                   row_values)
from .keys import AUDIT_KEY_ENV, Signer, as_signer, signer_from_env
from .record import (GENESIS, ORIGINS, Record, chained,
                     head_message, since_iso, utc_iso)

TABLES = ("results", "chain_head", "schema_version")  # all of them, or it is not a results store
MARKER_VERSION = 2  # the schema version from which the chain head carries signed_from
# What the views read of a record of format 3 on, whose summary holds what they count of its decisions and
# times (trainer.store.summary): those two not at all, and the answer only of an exam's own record (its
# outcome). A record with no summary, of an older format, is read whole.
_COUNTED_AS = {"decisions": "CASE WHEN summary IS NULL THEN decisions END",
               "times": "CASE WHEN summary IS NULL THEN times END",
               "answer": "CASE WHEN summary IS NULL OR origin = 'exam' THEN answer END"}

class _FromEnv:
    """Store.add's default key: the one set in the environment when the result is added."""


FROM_ENV = _FromEnv()

T = TypeVar("T")


class StoreError(Exception):
    """The store cannot be opened, read or written; the message says why and what to do."""


class Tampered(StoreError):
    """The store is not as the trainer made it (a table replaced by a view, rows hidden, its file's structure
    written by hand), so nothing read from it could be trusted: it is not read at all."""


class Unsettled(StoreError):
    """A store read without locks (an SQLite file read as it is on disk) changed while it was read: what was read
    may mix two states. Store.settle, then read again."""


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

    def _execute(self, sql: str, params: tuple[Param, ...] = ()) -> Rows:
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

    def _append(self, head: Head, stored: Sequence[Record], head_signature: str | None,
                signed_from: int | None) -> None:
        """Inside the write transaction: insert the chained records and move the head to the last of them
        (the PostgreSQL back end calls its function trainer_append instead)."""
        columns = self._columns()
        insert = f"INSERT INTO results ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
        for one in stored:
            try:
                self._execute(insert, row_values(one, columns))
            except self._integrity_errors:
                raise self._taken(head, str(one.seq)) from None
        last = stored[-1]
        self._execute("UPDATE chain_head SET seq = ?, hash = ?, key_id = ?, signature = ?, signed_from = ? "
                      "WHERE id = 1", (last.seq, last.hash, last.key_id, head_signature, signed_from))

    def _taken(self, head: Head, seq: str) -> StoreError:
        """A record's seq already taken (`seq`: which, or which of a batch): rows were added outside the
        trainer."""
        return StoreError(f"the results store {self.where} already holds a record {seq} after the last one "
                          f"the trainer wrote ({head.seq}): someone added records outside the trainer. Have an "
                          f"inspector verify the store; nothing was recorded")

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
        return int_of(self._execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone())

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
            found = int_of(self._execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone())
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

    def add(self, record: Record, *, key: Signer | str | None | _FromEnv = FROM_ENV) -> Record:
        """Append one result to the chain; returns it as stored (seq, prev_hash, hash, signature).

        It is signed with `key` (a Signer, or an audit key's text), by default the key set now: the signing key
        TRAINER_SIGNING_KEY names, else TRAINER_AUDIT_KEY (unsigned when neither is set). A signing key that
        cannot be read is a StoreError: nothing is recorded unsigned instead."""
        return self.add_many([record], key=key)[0]

    def add_many(self, records: Sequence[Record], *, key: Signer | str | None | _FromEnv = FROM_ENV
                 ) -> list[Record]:
        """Append results to the chain in one transaction (group commit: one commit, so one fsync, for the
        lot), in order; all of them or, on any error, none. Each is chained and signed as `add` does; the chain
        head moves once, to the last, signed as that record's head. Returns them as stored."""
        if isinstance(key, _FromEnv):
            from .keys import KeyFileError

            try:
                signer = signer_from_env()
            except KeyFileError as err:
                raise StoreError(f"{err}; nothing was recorded") from None
        else:
            signer = as_signer(key)
        for record in records:
            if record.origin not in ORIGINS:
                raise ValueError(f"origin must be one of {', '.join(ORIGINS)}; got {record.origin!r}")
        if not records:
            return []
        stored: list[Record] = []
        try:
            with self._write_tx():
                row = self._execute(self._HEAD_FOR_UPDATE).fetchone()
                if row is None:
                    raise StoreError(f"the results store {self.where} has lost its chain head, so no result can be "
                                     f"chained to it; the store was damaged: have an inspector verify it")
                head = head_from_row((row[0], row[1], None, None, row[2]))
                if head.damage:
                    raise StoreError(f"the results store {self.where} has a damaged chain head ({head.damage}), so "
                                     f"no result can be chained to it: have an inspector verify it")
                seq, prev = head.seq, head.hash
                signed_from = head.signed_from
                if signer and signed_from is None:
                    # The store's first signed record, or one signed before the marker existed (version 1).
                    earlier = self._execute("SELECT MIN(seq) FROM results WHERE signature IS NOT NULL").fetchone()
                    signed_from = int_of(earlier, seq + 1)
                for record in records:
                    seq += 1
                    stored.append(chained(self._held(record), seq, prev, signer))
                    prev = stored[-1].hash or ""
                head_signature = signer.sign(head_message(seq, prev, signed_from)) if signer else None
                self._append(head, stored, head_signature, signed_from)
        except self._db_errors as err:
            raise StoreError(f"could not record the result{'s' if len(records) > 1 else ''} in {self.where}: "
                             f"{self._say(err)}") from err
        return stored

    def records(self, since: date | datetime | str | None = None, trainee: str | None = None) -> Iterator[Record]:
        """Stored records in chain order (seq 1, 2, 3 ...) as of one moment; only those graded at or after `since`
        (a date, datetime or ISO 8601 text) and of `trainee`, when given. Streamed, page by page. StoreError if
        they cannot be read (Tampered when the store is not as the trainer made it)."""
        bound = since_iso(since) if since is not None else None
        with self._reading(), self._read_tx():
            for row in self.rows(since=bound, trainee=trainee):
                yield record_from_row(row)

    def counted(self, since: date | datetime | str | None = None, trainee: str | None = None) -> Iterator[Counted]:
        """As `records`, each result as the views count it (trainer.store.counted): only the columns they read
        are fetched and decoded."""
        bound = since_iso(since) if since is not None else None
        shapes = Shapes()
        with self._reading(), self._read_tx():
            for row in self.rows(since=bound, trainee=trainee, select=self._counted_selected()):
                yield counted_from_row(row, shapes)
    # The table reads come from (SQLite read-only: the table itself, never an index, which a hand-written
    # schema could point at other rows).
    _RESULTS = "results"

    def rows(self, since: str | None = None, trainee: str | None = None, select: str | None = None
             ) -> Iterator[Row]:
        """The stored rows (COLUMNS, as the driver gives them, or the columns `select` names, seq first) in seq
        order, PAGE at a time; call inside a read transaction (records, snapshot) for one consistent state."""
        select = select or self._selected()
        last = 0
        while True:
            where: list[str] = ["seq > ?"]
            params: list[Param] = [last]
            if trainee is not None:
                where.append("trainee = ?")
                params.append(trainee)
            if since is not None:
                where.append("graded_at >= ?")
                params.append(since)
            page = self._page(f"SELECT {select} FROM {self._RESULTS} WHERE {' AND '.join(where)} "
                              f"ORDER BY seq LIMIT {self.PAGE}", tuple(params))
            yield from page
            if len(page) < self.PAGE:
                return
            seq = page[-1][0]
            if type(seq) is not int:  # the primary key: always an int in both back ends
                raise StoreError(f"cannot read the results store {self.where}: a record's number is not a number")
            last = seq

    def _page(self, sql: str, params: tuple[Param, ...]) -> list[Row]:
        """The rows of one page of `rows`."""
        return list(self._execute(sql, params).fetchall())

    def _columns(self) -> tuple[str, ...]:
        """The results columns the store has at its schema version (ADDED_AT)."""
        return tuple(c for c in COLUMNS if self._schema >= ADDED_AT.get(c, 0))

    def _held(self, record: Record) -> Record:
        """The record in the latest format the store's schema holds: one of format 3 written into a store
        without the summary column (as only a trainer whose latest version is older writes, in the tests of
        migrations) is of format 2, as that trainer would have made it."""
        if self._schema < SUMMARY_VERSION and type(record.format) is int and record.format >= 3:
            return replace(record, format=2, summary=None)
        return record

    def _selected(self) -> str:
        """The results columns to read: a store read at an older schema version (read-only, not migrated) has
        no columns of the later record formats, and none of its records is of those formats, so they read as
        NULL (ADDED_AT)."""
        return ", ".join(f"NULL AS {c}" if self._schema < ADDED_AT.get(c, 0) else c for c in COLUMNS)

    def _counted_selected(self) -> str:
        """COUNTED_COLUMNS as _selected reads the columns, but for what a record's summary stands for
        (_COUNTED_AS), when the store has summaries."""
        old = self._schema < SUMMARY_VERSION
        return ", ".join(f"NULL AS {c}" if self._schema < ADDED_AT.get(c, 0) else
                         c if old or c not in _COUNTED_AS else f"{_COUNTED_AS[c]} AS {c}" for c in COUNTED_COLUMNS)

    def _head(self) -> Head | None:
        marker = ", signed_from" if self._schema >= MARKER_VERSION else ""  # version 1 has no marker
        row = self._execute(f"SELECT seq, hash, key_id, signature{marker} FROM chain_head WHERE id = 1").fetchone()
        return head_from_row(row) if row else None

    def head(self) -> Head | None:
        with self._reading():
            return self._head()

    def settle(self) -> None:
        """After Unsettled: open the store again so that reads go through the database's locks."""

    def reread(self, read: Callable[[], T], tries: int = 3) -> T:
        """`read()`, done again (after settle) when the store changed under a read made without locks."""
        for attempt in range(tries):
            try:
                return read()
            except Unsettled:
                if attempt == tries - 1:
                    raise
                self.settle()
        raise AssertionError("unreachable")

    def _check_structure(self) -> None:
        """Verify's thorough check that the store is as the trainer made it, inside its read transaction;
        Tampered if not. The back ends add theirs (SQLite: PRAGMA integrity_check)."""

    @contextmanager
    def snapshot(self) -> Iterator[tuple[Head | None, Callable[[], Iterator[Row]]]]:
        """For verify: (the chain head, a function giving the stored rows in seq order), both as of one moment;
        read the rows inside the block (as often as needed: each call reads them again, from the same state).
        StoreError if they cannot be read, Tampered when the store is not as the trainer made it."""
        with self._reading(), self._read_tx():
            self._check_structure()
            yield self._head(), self.rows

    def __len__(self) -> int:
        with self._reading():
            return int_of(self._execute("SELECT COUNT(*) FROM results").fetchone())

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


__all__ = ["AUDIT_KEY_ENV", "COLUMNS", "FROM_ENV", "GENESIS", "Head", "Row", "Store", "StoreError", "TABLES",
           "Tampered", "Unsettled", "head_from_row", "record_from_row", "row_values"]
