"""The results store in one SQLite file, shared by several terminals.

WAL mode lets readers go on while one terminal writes; busy_timeout makes a
terminal wait (up to 30 s) for another's write instead of failing; each
result is one BEGIN IMMEDIATE transaction that reads the chain head and
inserts, so concurrent writers take turns and never chain to the same head.

Read-only (verify, the audit views, the adaptive drill's history): the
file is opened as an SQLite URI with mode=ro, so a missing file is never
created, and nothing is ever written to it. Reading a WAL store through
SQLite's locks needs its -wal and -shm files; a reader that makes them
leaves them behind. So:

- while a terminal has the store open (its -wal file is there), the reader
  shares the terminal's -wal and -shm (mode=ro);
- when none has (no -wal file: no one is writing it), or where the folder
  cannot be written (a read-only mount: no -shm can be made), the file is
  read as it is on disk (immutable=1), with no lock and no file made. That
  assumes no one changes the file while it is read: the reader notes the
  file's identity, size and times before (at least one clock tick after
  its last change) and checks them after each read; if they changed (a
  terminal started and checkpointed meanwhile), the read is not used
  (Unsettled), and verify reads again through SQLite's locks.

Every read-only open runs PRAGMA quick_check, verify runs PRAGMA
integrity_check: a file whose structure was written by hand (writable_schema:
an index pointed at another's pages) is Tampered. And read-only queries read
the table itself (NOT INDEXED), never an index, so a swapped index cannot
hide a trainee's records from the views.
"""
from __future__ import annotations

import os
import random
import sqlite3
import time
import urllib.parse
from contextlib import contextmanager
from typing import ContextManager, Iterator

from .base import Store, StoreError, Tampered, Unsettled
from .rows import Param, Row
from .record import GENESIS, Undecodable

BUSY_TIMEOUT_S = 30
TICK_NS = 25_000_000  # longer than the kernel's clock tick that file times are stamped with


def _stamp(path: str) -> tuple[int, int, int, int, int]:
    st = os.stat(path)
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns


def _printable(text: str, limit: int = 160) -> str:
    """A line of SQLite's own report, which can quote names written by hand, made safe to print."""
    return "".join(c if c.isprintable() else "?" for c in text)[:limit]

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
    # 3: each result carries the pass mark its grade used and its provenance (record format 2).
    ("ALTER TABLE results ADD COLUMN pass_mark REAL",
     "ALTER TABLE results ADD COLUMN trainer_version TEXT",
     "ALTER TABLE results ADD COLUMN rulebook_sha256 TEXT",
     "ALTER TABLE results ADD COLUMN proctor TEXT"),
    # 4: origin may also be 'exam' (trainer exam, issue 22). SQLite cannot alter a CHECK; widening one changes
    # nothing on disk, so the table's stored CREATE text is edited in place, as sqlite.org/lang_altertable.html
    # ("Making Other Kinds Of Table Schema Changes") describes: columns keep their order. RESET reloads this
    # connection's schema; the table made and dropped bumps the schema cookie, so other connections reload too.
    ("PRAGMA writable_schema = ON",
     "UPDATE sqlite_master SET sql = replace(sql, 'origin IN (''grade'', ''train'')', "
     "'origin IN (''grade'', ''train'', ''exam'')') WHERE type = 'table' AND name = 'results'",
     "PRAGMA writable_schema = RESET",
     "CREATE TABLE schema_cookie_v4 (x INTEGER)",
     "DROP TABLE schema_cookie_v4"),
    # 5: nothing for SQLite (PostgreSQL's store gets the trainer's functions: pg_functions.py); kept so that
    # the two back ends number their versions alike.
    (),
    # 6: each result carries the summary of its decisions (record format 3, trainer.store.summary).
    ("ALTER TABLE results ADD COLUMN summary TEXT",),
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
        self._settled_stamp: tuple[int, int, int, int, int] | None = None  # set while read as it is on disk
        if os.path.isdir(path):
            raise StoreError(f"the results store {path} is a folder; give the path of a file "
                             f"(e.g. {os.path.join(path, 'results.sqlite')})")
        if read_only:
            self._RESULTS = "results NOT INDEXED"
            self._open_read_only(path)
            return
        parent = os.path.dirname(os.path.abspath(path))
        try:
            os.makedirs(parent, exist_ok=True)
        except OSError as err:
            raise StoreError(f"cannot create the folder of the results store {path}: {err.strerror}") from None
        try:
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

    def _uri(self, immutable: bool) -> str:
        return "file:" + urllib.parse.quote(os.path.abspath(self.spec)) + "?mode=ro" + ("&immutable=1" * immutable)

    def _open_read_only(self, path: str, locked: bool = False) -> None:
        """Open to read, as the module's docstring says; `locked`: through SQLite's locks whenever it can."""
        if not os.path.isfile(path):
            raise StoreError(f"there is no results store at {path}: nothing was recorded there")
        try:
            if not locked and not os.path.exists(path + "-wal"):
                try:
                    self._open_immutable(path)
                    return
                except (Unsettled, sqlite3.Error):
                    if not self._changed():
                        raise
                    self._close()  # a terminal started writing meanwhile: read through its locks
            try:
                self._connect(self._uri(immutable=False), uri=True)
                self._check_readable()
                self._check_quickly()
                return
            except sqlite3.OperationalError as err:
                if "readonly" not in str(err) and "unable to open" not in str(err):
                    raise
                self._close()  # no -shm can be made or used here: read the file as it is
            self._open_immutable(path)
        except sqlite3.Error as err:
            self._close()
            raise self._cannot_open(err) from None
        except BaseException:
            self._close()
            raise

    def _open_immutable(self, path: str) -> None:
        stamp = _stamp(path)
        age = time.time_ns() - stamp[3]
        if 0 <= age < TICK_NS:  # changed within this clock tick: a change now could keep the same times
            time.sleep((TICK_NS - age) / 1e9)
            stamp = _stamp(path)
        self._settled_stamp = stamp
        self._connect(self._uri(immutable=True), uri=True)
        self._check_readable()
        self._check_quickly()
        self._check_settled()

    def _changed(self) -> bool:
        """Whether the file read as it is on disk is no longer as it was when opened."""
        if self._settled_stamp is None:
            return False
        try:
            return _stamp(self.spec) != self._settled_stamp
        except OSError:
            return True

    def _check_settled(self) -> None:
        """Unsettled when the file read as it is on disk changed since it was opened."""
        if self._changed():
            raise Unsettled(f"the results store {self.spec} changed while it was read (a terminal recorded into "
                            f"it): read it again")

    def settle(self) -> None:
        """After Unsettled: open again, through SQLite's locks where the folder allows."""
        self._close()
        self._settled_stamp = None
        self._open_read_only(self.spec, locked=True)

    def _check_quickly(self) -> None:
        self._integrity("quick_check", "quick check")

    def _check_structure(self) -> None:
        self._integrity("integrity_check", "integrity check")

    def _integrity(self, pragma: str, name: str) -> None:
        found = [str(row[0]) for row in self._db.execute(f"PRAGMA {pragma}").fetchall()]
        if found != ["ok"]:
            self._check_settled()  # read as it is on disk while a terminal wrote: not damage
            more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
            raise Tampered(f"the results store {self.spec} fails SQLite's {name}: {_printable(found[0])}{more}. "
                           f"Its file was written outside the trainer (by hand, with writable_schema, or by "
                           f"damage), so it was tampered with or damaged and nothing in it can be trusted; it "
                           f"was left as it is. Restore it from a backup.")

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

    def _execute(self, sql: str, params: tuple[Param, ...] = ()) -> sqlite3.Cursor:
        return self._db.execute(sql, params)

    def _page(self, sql: str, params: tuple[Param, ...]) -> list[Row]:
        """A page of results, its text decoded by SQLite's own UTF-8 decoding, which is quicker than the
        connection's `_text` (a function called for every value) but fails on text that is not UTF-8: only a
        hand writes such text, and the page is then read again through `_text`, which keeps it readable."""
        db = self._db
        db.text_factory = str
        try:
            return db.execute(sql, params).fetchall()
        except sqlite3.OperationalError:  # "Could not decode to UTF-8", or an error that the read again raises
            db.text_factory = _text
            return db.execute(sql, params).fetchall()
        finally:
            db.text_factory = _text

    @contextmanager
    def _tx(self, begin: str) -> Iterator[None]:
        db = self._db
        db.execute(begin)
        try:
            yield
        except BaseException:
            if self._conn is db and db.in_transaction:  # not when closed meanwhile (an abandoned read)
                db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _exclusive_tx(self) -> ContextManager[None]:
        return self._tx("BEGIN IMMEDIATE")

    def _write_tx(self) -> ContextManager[None]:
        return self._tx("BEGIN IMMEDIATE")

    @contextmanager
    def _read_tx(self) -> Iterator[None]:
        # A deferred transaction: its first read fixes the snapshot (WAL) that the rest see. Read as it is on
        # disk, the file must not have changed meanwhile.
        try:
            with self._tx("BEGIN"):
                yield
        except sqlite3.DatabaseError:
            self._check_settled()  # a read torn by a terminal writing meanwhile: Unsettled, not damage
            raise
        self._check_settled()

    def _has_table(self, name: str) -> bool:
        return self._db.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).fetchone() is not None

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
