"""The results store in a PostgreSQL database (spec: a postgresql:// URL).

Needs psycopg 3 (`pip install 'trainer[postgres]'`), imported only when such
a store is opened. Each batch of results is one transaction that locks the
single chain-head row (SELECT ... FOR UPDATE), so terminals recording at
once take turns; migrations run under a transaction-scoped advisory lock.
The tables go in the first schema of the connection's search_path; another
schema can be chosen in the URL: ?options=-csearch_path%3Dname.

From schema version 5 results are added only through the trainer's own
functions in that schema, trainer_head() and trainer_append(...)
(pg_functions.py), which run as the store's owner and refuse a result that
does not extend the head: a recording role needs no right on the tables but
to read them (docs/audit.md, PostgreSQL: least privilege).

Read-only (verify, the audit views): every transaction of the session is
READ ONLY (default_transaction_read_only), and nothing is created or
migrated. Messages never show the password (see redact) and keep only the
first line of the server's error (not its LINE 1: ... ^ detail).

Only the trainer's own base tables are read, in the connection's current
schema: before each read (and again once they are locked, ACCESS SHARE, so
that none can be swapped while it is read) results, chain_head and
schema_version must be plain tables (pg_class.relkind 'r': not a view, a
materialized view, a foreign or a partitioned table), with no rule, no
row-level security, no trigger, no table inheriting from them or theirs
from another; and the schema's functions must be exactly the trainer's
own, as it makes them, with no operator; anything else is Tampered. The
session's search_path is set to pg_catalog first, then that schema: no
function or operator of the store's schema can stand in for the server's
own. Row-level security is
off for the session (row_security = off), so a policy could never hide
rows silently: the read would fail instead.
"""
from __future__ import annotations

import json
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator, Sequence

from .base import TABLES, Store, StoreError, Tampered
from .rows import SUMMARY_VERSION, Head, Param, Row, row_values
from .pg_functions import FUNCTIONS, FUNCTIONS_SQL, FUNCTIONS_VERSION, MIGRATION, MIGRATION_6, OPERATORS_SQL, function_problems
from .record import GENESIS, Record
from .spec import has_unencoded_at, redact as redact, secrets

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
    # 3: each result carries the pass mark its grade used and its provenance (record format 2).
    ("ALTER TABLE results ADD COLUMN pass_mark DOUBLE PRECISION",
     "ALTER TABLE results ADD COLUMN trainer_version TEXT",
     "ALTER TABLE results ADD COLUMN rulebook_sha256 TEXT",
     "ALTER TABLE results ADD COLUMN proctor TEXT"),
    # 4: origin may also be 'exam' (trainer exam, issue 22).
    ("ALTER TABLE results DROP CONSTRAINT IF EXISTS results_origin_check",
     "ALTER TABLE results ADD CONSTRAINT results_origin_check CHECK (origin IN ('grade', 'train', 'exam'))"),
    # 5: the trainer's functions trainer_head and trainer_append, through which results are added
    # (pg_functions.py), so that a recording role needs no right on the tables but to call them.
    MIGRATION,
    # 6: each result carries the summary of its decisions (record format 3, trainer.store.summary), which
    # trainer_append checks as it checks the other JSON columns.
    MIGRATION_6,
]
assert len(MIGRATIONS) == SUMMARY_VERSION

class PostgresStore(Store):
    MIGRATIONS = MIGRATIONS
    # The head, locked until the transaction ends, and the results added, through the trainer's functions
    # (schema version 5; a store opened to record is at the latest version, so always, but for a trainer whose
    # latest version is older, as in the tests of migrations).
    _HEAD_FOR_UPDATE = "SELECT seq, hash, signed_from FROM trainer_head()"
    _HEAD_FOR_UPDATE_TABLE = "SELECT seq, hash, signed_from FROM chain_head WHERE id = 1 FOR UPDATE"

    def _append(self, head: Head, stored: Sequence[Record], head_signature: str | None,
                signed_from: int | None) -> None:
        """trainer_append, which adds the rows and moves the head, or refuses rows that do not extend it.
        The rows travel as JSON text keyed by column: the stored values are those the trainer hashed."""
        if self._schema < FUNCTIONS_VERSION:
            return super()._append(head, stored, head_signature, signed_from)
        columns = self._columns()
        rows = json.dumps([dict(zip(columns, row_values(one, columns))) for one in stored], ensure_ascii=False,
                          allow_nan=False, separators=(",", ":"))
        try:
            self._db.execute("SELECT trainer_append(%s::jsonb, %s, %s)", (rows, head_signature, signed_from))
        except self._integrity_errors:
            first, last = stored[0].seq, stored[-1].seq
            raise self._taken(head, str(first) if first == last else f"numbered from {first} to {last}") from None

    def __init__(self, spec: str, read_only: bool = False):
        self.spec = spec
        self.read_only = read_only
        self._conn: psycopg.Connection[Row] | None = None
        if has_unencoded_at(spec):
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
        try:
            self._conn = psycopg.connect(spec, autocommit=True) if "connect_timeout" in spec else \
                psycopg.connect(spec, autocommit=True, connect_timeout=10)
            if read_only:
                self._pin_search_path()
                self._conn.execute("SET default_transaction_read_only = on")
                self._conn.execute("SET row_security = off")
                self._check_tables()
                self._check_readable()
                self._check_tables(functions=True)
            else:
                self._migrate()
                if self._schema < FUNCTIONS_VERSION:
                    self._HEAD_FOR_UPDATE = self._HEAD_FOR_UPDATE_TABLE
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
        for secret in secrets(self.spec):
            text = text.replace(secret, "***")
        if any(f"permission denied for function {f.name}" in text for f in FUNCTIONS):
            text += (" (a recording role calls the trainer's functions: the store's owner grants it EXECUTE on "
                     "them, as docs/audit.md says under PostgreSQL: least privilege; nothing was recorded)")
        return text

    def _pin_search_path(self) -> None:
        """For reading: pg_catalog first, then the schema the store is in (the first of the connection's
        search_path that exists), then nothing else: the catalog's functions and operators are the ones called.
        (A recording terminal keeps its search_path: its tables are made in the first schema of it.)"""
        from psycopg import sql

        row = self._db.execute("SELECT pg_catalog.current_schema()").fetchone()
        schema = row[0] if row else None
        self._store_schema = schema if isinstance(schema, str) else None
        if self._store_schema is None:
            raise StoreError(f"cannot open the results store {self.where}: none of the schemas of its "
                             f"search_path exists")
        self._db.execute(sql.SQL("SET search_path = pg_catalog, {}").format(sql.Identifier(self._store_schema)))

    _store_schema: str | None = None

    def _schema_name(self) -> str | None:
        """The schema the store's tables are in: the one pinned for reading, else the connection's first."""
        if self._store_schema is not None:
            return self._store_schema
        row = self._db.execute("SELECT pg_catalog.current_schema()").fetchone()
        return row[0] if row and isinstance(row[0], str) else None

    _TABLES_SQL = """
        SELECT c.relname, c.relkind, c.relrowsecurity OR c.relforcerowsecurity,
               EXISTS (SELECT 1 FROM pg_rewrite r WHERE r.ev_class = c.oid),
               EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND NOT t.tgisinternal),
               EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhparent = c.oid OR i.inhrelid = c.oid),
               EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = %s AND c.relname IN ('results', 'chain_head', 'schema_version')"""

    _KINDS = {"v": "a view", "m": "a materialized view", "f": "a foreign table", "p": "a partitioned table"}

    def _check_tables(self, functions: bool = False) -> None:
        """Tampered unless each of the trainer's tables that is there is a plain table of its own (see the
        module's docstring); a missing one is _check_readable's to report. With `functions` (once the schema
        version is known), also unless the schema's functions are exactly the trainer's, as it makes them, and
        it has no operator (pg_functions.py)."""
        problems: list[str] = []
        for name, kind, rls, rules, triggers, inherits, policies in self._db.execute(self._TABLES_SQL, (self._schema_name(),)).fetchall():
            what = f"{name}"
            if kind != "r":
                problems.append(f"{what} is {self._KINDS.get(str(kind), 'not a table')}, not the trainer's table")
                continue
            if rls or policies:
                problems.append(f"{what} has row-level security")
            if rules:
                problems.append(f"{what} has a rule")
            if triggers:
                problems.append(f"{what} has a trigger that the trainer did not make")
            if inherits:
                problems.append(f"{what} has tables inheriting from it")
        if functions:
            schema = self._schema_name()
            found = [tuple(row) for row in self._db.execute(FUNCTIONS_SQL, (schema,)).fetchall()]
            operators = [str(row[0]) for row in self._db.execute(OPERATORS_SQL, (schema,)).fetchall()]
            problems.extend(function_problems(found, operators, self._schema))
        if problems:
            raise Tampered(f"cannot read the results store {self.where}: {'; '.join(problems)}. The trainer "
                           f"makes none of these, so the store was tampered with (its rows could be hidden or "
                           f"rewritten as they are read, or a recording terminal could rewrite its chain); it "
                           f"was left as it is.")

    @property
    def _db(self) -> psycopg.Connection[Row]:
        if self._conn is None:
            raise StoreError(f"the results store {self.where} is closed")
        return self._conn

    def _execute(self, sql: str, params: tuple[Param, ...] = ()) -> psycopg.Cursor[Row]:
        # The shared SQL is written with ? placeholders; psycopg's are %s.
        # No parameters, no placeholders: a migration's function body may hold a % of its own.
        return self._db.execute(sql.replace("?", "%s"), params or None)

    @contextmanager
    def _exclusive_tx(self) -> Iterator[None]:
        import psycopg

        try:
            with self._db.transaction():
                self._db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
                yield
        except psycopg.errors.InsufficientPrivilege as err:  # a recording role, as docs/audit.md sets it up
            raise StoreError(
                f"cannot open the results store {self.where}: {self._say(err)}. Only the role that owns the "
                f"store's schema may make its tables and functions, or migrate them to this trainer's schema "
                f"version ({self.latest_version}): run the trainer once as the owner, then record as this role "
                f"(docs/audit.md, PostgreSQL: least privilege); nothing was changed") from None

    @contextmanager
    def _write_tx(self) -> Iterator[None]:
        with self._db.transaction():
            yield

    @contextmanager
    def _read_tx(self) -> Iterator[None]:
        with self._db.transaction():
            self._db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            self._check_tables()  # before the lock: a lock on a materialized view would fail unexplained
            self._db.execute(f"LOCK TABLE {', '.join(TABLES)} IN ACCESS SHARE MODE")
            # Locked: nothing can be renamed, replaced or altered until the read is done; and the schema's
            # functions and operators are the trainer's own.
            self._check_tables(functions=True)
            yield

    def _has_table(self, name: str) -> bool:
        row = self._db.execute("SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = "
                               "c.relnamespace WHERE n.nspname = %s AND c.relname = %s)",
                               (self._schema_name(), name)).fetchone()
        return bool(row and row[0])

    def _close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
