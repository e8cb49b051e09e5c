"""The results store in a PostgreSQL database (spec: a postgresql:// URL).

Needs psycopg 3 (`pip install 'trainer[postgres]'`), imported only when such
a store is opened. Each result is one transaction that locks the single
chain-head row (SELECT ... FOR UPDATE), so terminals recording at once take
turns; migrations run under a transaction-scoped advisory lock. The tables
go in the first schema of the connection's search_path; another schema can
be chosen in the URL: ?options=-csearch_path%3Dname.

Read-only (verify, the audit views): every transaction of the session is
READ ONLY (default_transaction_read_only), and nothing is created or
migrated. Messages never show the password (see redact) and keep only the
first line of the server's error (not its LINE 1: ... ^ detail).
"""
from __future__ import annotations

import re
import urllib.parse
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from .base import Store, StoreError
from .record import GENESIS

if TYPE_CHECKING:
    import psycopg

MIGRATION_LOCK = 0x747261696E6572  # "trainer": pg_advisory_xact_lock key for migrations

MIGRATIONS: list[tuple[str, ...]] = [
    # 1: the results chain and its head.
    (
        """CREATE TABLE results (
            seq BIGINT PRIMARY KEY CHECK (seq > 0),
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
            passed BOOLEAN NOT NULL,
            times TEXT NOT NULL,
            graded_at TEXT NOT NULL,
            origin TEXT NOT NULL CHECK (origin IN ('grade', 'train')),
            sheet TEXT NOT NULL,
            key_id TEXT,
            signature TEXT
        )""",
        "CREATE INDEX results_trainee ON results (trainee, seq)",
        "CREATE INDEX results_graded_at ON results (graded_at)",
        "CREATE TABLE chain_head (id INTEGER PRIMARY KEY CHECK (id = 1), seq BIGINT NOT NULL, hash TEXT NOT NULL, "
        "key_id TEXT, signature TEXT)",
        f"INSERT INTO chain_head (id, seq, hash) VALUES (1, 0, '{GENESIS}')",
    ),
    # 2: the chain head carries the marker of the first signed record (the head signature covers it).
    ("ALTER TABLE chain_head ADD COLUMN signed_from BIGINT",),
]

_PASSWORD_PARAM = re.compile(r"(password=)[^&\s]*")


def _credentials(spec: str) -> tuple[str, str, str] | None:
    """(scheme://, user:password as written, the rest from the last @ on), or None without credentials.
    The credentials run to the last @, so that an @ left unencoded in a password stays inside them."""
    scheme, sep, rest = _PASSWORD_PARAM.sub(r"\1***", spec).partition("://")
    at = rest.rfind("@")
    if not sep or at < 0:
        return None
    return scheme + sep, rest[:at], rest[at:]


def redact(spec: str) -> str:
    """The URL without its password, for messages: everything between the user name's ':' and the last @ before
    the host, and any password= parameter."""
    parts = _credentials(spec)
    if parts is None:
        return _PASSWORD_PARAM.sub(r"\1***", spec)
    scheme, userinfo, rest = parts
    user, colon, _ = userinfo.partition(":")
    return f"{scheme}{user}:***{rest}" if colon else f"{scheme}{userinfo}{rest}"


def _secrets(spec: str) -> list[str]:
    """The password as written in the URL and decoded, to scrub from a driver's messages."""
    parts = _credentials(spec)
    password = parts[1].partition(":")[2] if parts else ""
    return [s for s in {password, urllib.parse.unquote(password)} if len(s) >= 3]


class PostgresStore(Store):
    MIGRATIONS = MIGRATIONS
    _HEAD_FOR_UPDATE = "SELECT seq, hash, signed_from FROM chain_head WHERE id = 1 FOR UPDATE"

    def __init__(self, spec: str, read_only: bool = False):
        self.spec = spec
        self.read_only = read_only
        self._conn: psycopg.Connection[tuple[Any, ...]] | None = None
        parts = _credentials(spec)
        if parts is not None and "@" in parts[1]:
            # libpq would end the password at the first @ and take the rest for the host, and then name that
            # "host" (part of the password) in its error: refuse before connecting.
            raise StoreError(f"cannot open the results store {self.where}: the user name or password in the URL "
                             f"holds an @ that is not encoded; write it as %40 (and : / ? # as %3A %2F %3F %23)")
        try:
            import psycopg
        except ImportError:
            raise StoreError(f"the results store {self.where} is a PostgreSQL database, which needs psycopg 3: "
                             f"pip install 'trainer[postgres]'") from None
        self._db_errors = (psycopg.Error,)
        self._integrity_errors = (psycopg.errors.IntegrityError,)
        extra: dict[str, Any] = {} if "connect_timeout" in spec else {"connect_timeout": 10}
        try:
            self._conn = psycopg.connect(spec, autocommit=True, **extra)
            if read_only:
                self._conn.execute("SET default_transaction_read_only = on")
                self._check_readable()
            else:
                self._migrate()
        except psycopg.Error as err:
            self._close()
            raise StoreError(f"cannot open the results store {self.where}: {self._say(err)}") from None
        except BaseException:
            self._close()
            raise

    @property
    def where(self) -> str:
        return redact(self.spec)

    def _say(self, err: BaseException) -> str:
        text = super()._say(err)
        for secret in _secrets(self.spec):
            text = text.replace(secret, "***")
        return text

    @property
    def _db(self) -> psycopg.Connection[tuple[Any, ...]]:
        if self._conn is None:
            raise StoreError(f"the results store {self.where} is closed")
        return self._conn

    def _execute(self, sql: str, params: tuple[Any, ...] = ()) -> psycopg.Cursor[tuple[Any, ...]]:
        # The shared SQL is written with ? placeholders; psycopg's are %s.
        return self._db.execute(sql.replace("?", "%s"), params)

    @contextmanager
    def _exclusive_tx(self) -> Iterator[None]:
        with self._db.transaction():
            self._db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            yield

    @contextmanager
    def _write_tx(self) -> Iterator[None]:
        with self._db.transaction():
            yield

    @contextmanager
    def _read_tx(self) -> Iterator[None]:
        with self._db.transaction():
            self._db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            yield

    def _has_table(self, name: str) -> bool:
        row = self._db.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()
        return bool(row and row[0])

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
