"""The results store in one SQLite file, shared by several terminals.

WAL mode lets readers go on while one terminal writes; busy_timeout makes a
terminal wait (up to 30 s) for another's write instead of failing; each
result is one BEGIN IMMEDIATE transaction that reads the chain head and
inserts, so concurrent writers take turns and never chain to the same head.

Read-only (verify, the audit views): the file is opened as an SQLite URI
with mode=ro, so a missing file is never created; in a folder it may not
write to (no -shm file can be made), it is opened immutable, which is safe
there because no terminal can be writing to it either.
"""
from __future__ import annotations

import os
import random
import sqlite3
import time
import urllib.parse
from contextlib import contextmanager
from typing import Any, ContextManager, Iterator

from .base import Store, StoreError
from .record import GENESIS, Undecodable

BUSY_TIMEOUT_S = 30

MIGRATIONS: list[tuple[str, ...]] = [
    # 1: the results chain and its head.
    (
        """CREATE TABLE results (
            seq INTEGER PRIMARY KEY CHECK (seq > 0),
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL,
            format INTEGER NOT NULL,
            trainee TEXT NOT NULL,
            scenario TEXT NOT NULL,
            scenario_sha256 TEXT,
            answer TEXT NOT NULL,
            decisions TEXT NOT NULL,
            score INTEGER NOT NULL,
            max INTEGER NOT NULL,
            passed INTEGER NOT NULL,
            times TEXT NOT NULL,
            graded_at TEXT NOT NULL,
            origin TEXT NOT NULL CHECK (origin IN ('grade', 'train')),
            sheet TEXT NOT NULL,
            key_id TEXT,
            signature TEXT
        )""",
        "CREATE INDEX results_trainee ON results (trainee, seq)",
        "CREATE INDEX results_graded_at ON results (graded_at)",
        "CREATE TABLE chain_head (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, hash TEXT NOT NULL, "
        "key_id TEXT, signature TEXT)",
        f"INSERT INTO chain_head (id, seq, hash) VALUES (1, 0, '{GENESIS}')",
    ),
    # 2: the chain head carries the marker of the first signed record (the head signature covers it).
    ("ALTER TABLE chain_head ADD COLUMN signed_from INTEGER",),
]


def _text(raw: bytes) -> str:
    """Stored text as str; bytes that are not UTF-8 (written by hand: the trainer writes only UTF-8) stay
    readable, marked Undecodable, so verify can name their record instead of failing to read the store."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return Undecodable(raw.decode("utf-8", "backslashreplace"))


class SQLiteStore(Store):
    MIGRATIONS = MIGRATIONS
    _db_errors = (sqlite3.Error,)
    _integrity_errors = (sqlite3.IntegrityError,)

    def __init__(self, path: str, read_only: bool = False):
        self.spec = path
        self.read_only = read_only
        self._conn: sqlite3.Connection | None = None
        if os.path.isdir(path):
            raise StoreError(f"the results store {path} is a folder; give the path of a file "
                             f"(e.g. {os.path.join(path, 'results.sqlite')})")
        if read_only:
            self._open_read_only(path)
            return
        parent = os.path.dirname(os.path.abspath(path))
        try:
            os.makedirs(parent, exist_ok=True)
        except OSError as err:
            raise StoreError(f"cannot create the folder of the results store {path}: {err.strerror}") from None
        try:
            # isolation_level=None: no implicit transactions; every transaction here is explicit.
            self._connect(path)
            mode = self._wal()
            if mode.lower() != "wal":
                raise StoreError(f"the results store {path} cannot use write-ahead logging "
                                 f"(journal mode stays {mode}); put it on a local disk")
            self._migrate()
        except sqlite3.Error as err:
            self._close()
            raise self._cannot_open(err) from None
        except BaseException:
            self._close()
            raise

    def _connect(self, target: str, uri: bool = False) -> None:
        # isolation_level=None: no implicit transactions; every transaction here is explicit.
        self._conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, isolation_level=None, uri=uri)
        self._conn.text_factory = _text
        self._conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_S * 1000}")

    def _open_read_only(self, path: str) -> None:
        if not os.path.isfile(path):
            raise StoreError(f"there is no results store at {path}: nothing was recorded there")
        uri = "file:" + urllib.parse.quote(os.path.abspath(path)) + "?mode=ro"
        try:
            try:
                self._connect(uri, uri=True)
                self._check_readable()
            except sqlite3.OperationalError as err:
                if "readonly" not in str(err):
                    raise
                # A WAL store in a folder this user may not write to: no -shm can be made, so read it as is.
                self._close()
                self._connect(uri + "&immutable=1", uri=True)
                self._check_readable()
        except sqlite3.Error as err:
            self._close()
            raise self._cannot_open(err) from None
        except BaseException:
            self._close()
            raise

    def _cannot_open(self, err: sqlite3.Error) -> StoreError:
        hint = "; is it an SQLite file written by trainer?" if "not a database" in str(err) else ""
        return StoreError(f"cannot open the results store {self.spec}: {self._say(err)}{hint}")

    def _wal(self) -> str:
        """Switch to WAL. Switching needs the file to itself and SQLite reports a clash at once, without
        waiting (busy_timeout does not cover it), so retry while other terminals open the same new store."""
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        while True:
            try:
                mode: str = self._db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                return mode
            except sqlite3.OperationalError as err:
                if "locked" not in str(err) or time.monotonic() > deadline:
                    raise
                time.sleep(random.uniform(0.005, 0.05))

    @property
    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError(f"the results store {self.spec} is closed")
        return self._conn

    def _execute(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Cursor:
        return self._db.execute(sql, params)

    @contextmanager
    def _tx(self, begin: str) -> Iterator[None]:
        db = self._db
        db.execute(begin)
        try:
            yield
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _exclusive_tx(self) -> ContextManager[None]:
        return self._tx("BEGIN IMMEDIATE")

    def _write_tx(self) -> ContextManager[None]:
        return self._tx("BEGIN IMMEDIATE")

    def _read_tx(self) -> ContextManager[None]:
        # A deferred transaction: its first read fixes the snapshot (WAL) that the rest see.
        return self._tx("BEGIN")

    def _has_table(self, name: str) -> bool:
        return self._db.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone() is not None

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
