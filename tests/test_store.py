"""The results store: records, schema versions, concurrent terminals, tamper evidence.

Every store test runs on SQLite, and on PostgreSQL when TRAINER_TEST_PG names
a server (`eval "$(.ci/postgres.sh)"` starts one); under CI a missing
TRAINER_TEST_PG fails instead of skipping. Tampering is done the way a
forger would: with plain SQL on the real database, not through the store.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
import uuid
from dataclasses import replace
from datetime import date, datetime, timezone

import pytest
from conftest import postgresql_url

from trainer.io.plain import grade_plain
from trainer.money import dumps
from trainer.pipeline import ScenarioIndex, grade_files
from trainer.store import GENESIS, Record, StoreError, chain_hash, key_id, open_store, sign, store_spec, verify
from trainer.store.from_graded import record_of
from trainer.store import sqlite as sqlite_backend
from trainer.store.rows import ADDED_AT
from trainer.store.summary import summary_of
from trainer.store.rows import COLUMNS, record_from_row, row_values

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BACKENDS = ["sqlite", "postgresql"]
WHEN = datetime(2026, 11, 1, 9, 30, tzinfo=timezone.utc)


# -- fixtures -------------------------------------------------------------------------------------------------

def pg_url() -> str:
    return postgresql_url()  # one skip reason for every PostgreSQL test (conftest.py)


def _with_schema(url: str, schema: str) -> str:
    return url + ("&" if "?" in url else "?") + f"options=-csearch_path%3D{schema}"


@pytest.fixture(params=BACKENDS)
def spec(request, tmp_path):
    """A fresh, empty store spec: an SQLite file, or a PostgreSQL schema of its own."""
    if request.param == "sqlite":
        yield str(tmp_path / "reports" / "results.sqlite")
        return
    url = pg_url()
    import psycopg  # the postgres extra, which the test extra includes
    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield _with_schema(url, schema)
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


class Raw:
    """Plain SQL on the store's database, as a forger (or a hand-made old version) would use it."""

    def __init__(self, spec: str):
        self.pg = spec.startswith("postgresql://")
        if self.pg:
            import psycopg

            self.conn = psycopg.connect(spec, autocommit=True)
        else:
            self.conn = sqlite3.connect(spec, isolation_level=None)

    def run(self, sql: str, params: tuple = ()):
        return self.conn.execute(sql.replace("?", "%s") if self.pg else sql, params)

    def rows(self) -> list[Record]:
        return [record_from_row(r) for r in self.run(f"SELECT {', '.join(COLUMNS)} FROM results ORDER BY seq")]

    def insert(self, record: Record) -> None:
        self.run(f"INSERT INTO results ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                 row_values(record))

    def set_head(self, seq: int, hash_: str, drop_signature: bool = False) -> None:
        """Move the chain head; a forger cannot sign it, so its signature stays as it was, or is dropped."""
        self.run("UPDATE chain_head SET seq = ?, hash = ? WHERE id = 1", (seq, hash_))
        if drop_signature:
            self.run("UPDATE chain_head SET key_id = NULL, signature = NULL WHERE id = 1")

    def renumber(self, from_seq: int, by: int) -> None:
        """Shift seq of every record from from_seq on (in two steps, so the primary key never clashes)."""
        self.run("UPDATE results SET seq = seq + 1000000 WHERE seq >= ?", (from_seq,))
        self.run("UPDATE results SET seq = seq - 1000000 + ? WHERE seq > 1000000", (by,))

    def rechain(self, from_seq: int, keep_signatures: bool = True) -> None:
        """What a forger without the key does after a change: recompute every hash from from_seq on."""
        rows = self.rows()
        prev = GENESIS
        for r in rows:
            if r.seq >= from_seq:
                h = chain_hash(prev, r.content())
                sig = (r.key_id, r.signature) if keep_signatures else (None, None)
                self.run("UPDATE results SET prev_hash = ?, hash = ?, key_id = ?, signature = ? WHERE seq = ?",
                         (prev, h, *sig, r.seq))
                prev = h
            else:
                prev = r.hash
        self.set_head(rows[-1].seq, prev)

    def close(self) -> None:
        self.conn.close()


@pytest.fixture
def raw():
    opened = []

    def _raw(spec):
        opened.append(Raw(spec))
        return opened[-1]

    yield _raw
    for r in opened:
        r.close()


@pytest.fixture(scope="module")
def graded():
    """The example answer sheets, graded against the shipped scenarios."""
    out = [g for g in grade_files([os.path.join(ROOT, "examples")], ScenarioIndex(os.path.join(ROOT, "scenarios")))
           if g.grade is not None]
    assert len(out) >= 3
    return out


@pytest.fixture
def record(graded):
    return record_of(graded[0], "grade", now=WHEN)


def fill(spec: str, record: Record, n: int = 8, **kw) -> list[Record]:
    with open_store(spec) as store:
        return [store.add(replace(record, trainee=f"T-{i:04d}", sheet=f"sheets/{i}.answer.yaml"), **kw)
                for i in range(1, n + 1)]


def findings(spec: str, key: str | None = None):
    with open_store(spec) as store:
        report = verify(store, key=key)
    return report, [(f.seq, f.kind) for f in report.findings if f.serious]


# -- records ------------------------------------------------------------------------------------------------

def test_record_of_keeps_the_graded_sheet(graded):
    g = graded[0]
    rec = record_of(g, "train", now=datetime(2026, 11, 1, 10, 15, 30, 999, tzinfo=timezone.utc))
    with open(g.solution.scenario.source, "rb") as f:
        assert rec.scenario_sha256 == hashlib.sha256(f.read()).hexdigest()
    assert (rec.trainee, rec.scenario, rec.origin, rec.sheet) == (g.sheet.trainee, g.grade.scenario, "train", g.path)
    assert rec.answer == json.loads(dumps(g.sheet.answer))  # amounts are exact Decimals: trainer.money writes them
    assert rec.decisions == json.loads(dumps(grade_plain(g.grade)["decisions"]))
    assert all(isinstance(d["why"], str) and d["why"] for d in rec.decisions)
    assert (rec.score, rec.max, rec.passed) == (g.grade.score, g.grade.max, g.grade.passed)
    assert rec.graded_at == "2026-11-01T10:15:30Z"
    assert rec.seq is None and rec.hash is None
    with pytest.raises(ValueError, match="origin"):
        record_of(g, "audit")  # "exam" is an origin since issue 22
    with pytest.raises(ValueError, match="not graded"):
        record_of(replace(g, grade=None), "grade")
    # A naive time is UTC; another zone is converted.
    assert record_of(g, "grade", now=datetime(2026, 1, 2, 3, 4, 5)).graded_at == "2026-01-02T03:04:05Z"
    assert record_of(g, "grade", now=datetime.fromisoformat("2026-01-02T03:04:05+02:00")).graded_at \
        == "2026-01-02T01:04:05Z"


def test_store_spec_option_then_environment_then_default(monkeypatch):
    monkeypatch.delenv("TRAINER_STORE", raising=False)
    assert store_spec(None) == os.path.join("reports", "results.sqlite")
    monkeypatch.setenv("TRAINER_STORE", "/srv/results.sqlite")
    assert store_spec(None) == "/srv/results.sqlite"
    assert store_spec("postgresql://db/x") == "postgresql://db/x"


def test_postgres_without_psycopg_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg now fails
    with pytest.raises(StoreError, match=r"psycopg 3: pip install 'trainer\[postgres\]'") as err:
        open_store("postgresql://trainer:secret@127.0.0.1:1/x")
    assert "secret" not in str(err.value)


def test_unreachable_postgres_is_a_store_error_without_the_password():
    pytest.importorskip("psycopg")
    with pytest.raises(StoreError, match="cannot open the results store") as err:
        open_store("postgresql://trainer:secret@127.0.0.1:1/x")  # nothing listens on port 1
    assert "secret" not in str(err.value) and "trainer:***@" in str(err.value)


def test_a_file_that_is_not_a_store_is_refused(tmp_path):
    other = tmp_path / "notes.txt"
    other.write_text("not a database, just words " * 100)
    with pytest.raises(StoreError, match="is it an SQLite file written by trainer"):
        open_store(str(other))
    assert other.read_text().startswith("not a database")
    with pytest.raises(StoreError, match="is a folder"):
        open_store(str(tmp_path))


def test_round_trip(spec, graded):
    recs = [record_of(g, origin, now=WHEN.replace(hour=h))
            for h, (g, origin) in enumerate(zip(graded, ["grade", "train"] * 10), start=8)]
    recs.append(replace(recs[0], trainee="Zoë Ångström", times={"status": 3.5, "payouts": 41.25},
                        graded_at="2026-11-02T08:00:00Z"))
    with open_store(spec) as store:
        stored = [store.add(r) for r in recs]
    with open_store(spec) as store:
        back = list(store.records())
        assert back == stored
        assert [r.seq for r in back] == list(range(1, len(recs) + 1))
        for before, r in zip([None] + back, back):
            assert r.prev_hash == (before.hash if before else GENESIS)
            assert r.hash == chain_hash(r.prev_hash, r.content())
            assert r.signature is None and r.key_id is None
        for original, r in zip(recs, back):
            assert replace(r, seq=None, prev_hash=None, hash=None, summary=None) == original
            assert r.summary == summary_of(original.decisions, original.times) and r.summary  # made on adding
        assert [r.trainee for r in store.records(trainee="Zoë Ångström")] == ["Zoë Ångström"]
        assert [r.seq for r in store.records(since="2026-11-01T10:00:00Z")] == list(range(3, len(recs) + 1))
        assert [r.seq for r in store.records(since=date(2026, 11, 2))] == [len(recs)]
        assert [r.seq for r in store.records(since=datetime(2026, 11, 1, 11, 0, tzinfo=timezone.utc),
                                             trainee=recs[0].trainee)] == []
        with pytest.raises(ValueError, match="ISO 8601"):
            list(store.records(since="yesterday"))
        report = verify(store)
    assert report.ok and report.records == len(recs) and report.findings == ()
    assert "intact" in report.summary()


def test_records_page_through_long_stores(spec, record):
    fill(spec, record, 7)
    with open_store(spec) as store:
        store.PAGE = 3
        assert [r.seq for r in store.records()] == list(range(1, 8))
        assert [r.seq for r in store.records(trainee="T-0005")] == [5]
        assert verify(store).records == 7


def test_add_signs_with_the_audit_key_set_at_recording_time(spec, record, monkeypatch):
    monkeypatch.delenv("TRAINER_AUDIT_KEY", raising=False)
    with open_store(spec) as store:
        first = store.add(record)
        assert store.head().signature is None
        monkeypatch.setenv("TRAINER_AUDIT_KEY", "k3y")
        second = store.add(record)
        head = store.head()
    assert first.signature is None and first.key_id is None
    assert second.key_id == key_id("k3y") == hashlib.sha256(b"k3y").hexdigest()[:8]
    assert second.signature == sign("k3y", second.hash)
    assert (head.seq, head.hash, head.key_id) == (2, second.hash, second.key_id)
    # issue 9: the signed head carries the marker of the store's first signed record
    assert head.signed_from == 2
    assert head.signature == sign("k3y", f"head:2:{second.hash}:signed-from:2")


def test_empty_store_verifies(spec):
    with open_store(spec) as store:
        report = verify(store)
        assert len(store) == 0
    assert report.ok and report.records == 0 and report.head == 0


# -- schema versions -----------------------------------------------------------------------------------------

def latest(spec: str) -> int:
    """The latest schema version of the spec's back ends: 6, the summary column (PostgreSQL's 5 adds the
    trainer's functions, SQLite's 5 nothing, so that both number their versions alike)."""
    return 6


def versions(raw_db) -> list[tuple]:
    return [tuple(r) for r in raw_db.run("SELECT version, applied_at FROM schema_version ORDER BY version")]


def test_opening_again_does_not_rerun_migrations(spec, record, raw):
    fill(spec, record, 2)
    db = raw(spec)
    before = versions(db)
    # issue 9: version 2, the head's signed_from; 3: provenance; 4: origin exam; PostgreSQL's 5: its functions
    assert [v for v, _ in before] == list(range(1, latest(spec) + 1))
    for _ in range(2):
        with open_store(spec) as store:
            assert store.version() == store.latest_version == latest(spec)
            assert len(store) == 2
    assert versions(db) == before


def test_a_newer_store_is_refused_and_left_alone(spec, record, raw):
    fill(spec, record, 1)
    db = raw(spec)
    db.run("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)", (7, "2030-01-01T00:00:00Z"))
    with pytest.raises(StoreError, match=rf"schema version 7, but this trainer knows versions up to {latest(spec)}"
                                         r".*[Uu]pgrade"):
        open_store(spec)
    assert [v for v, _ in versions(db)] == list(range(1, latest(spec) + 1)) + [7]
    assert len(db.rows()) == 1


# Version 1 exactly as written by hand from its specification, not by the store's code.
HAND_MADE_V1 = {
    "sqlite": ["""CREATE TABLE results (seq INTEGER PRIMARY KEY CHECK (seq > 0), prev_hash TEXT NOT NULL,
                  hash TEXT NOT NULL, format INTEGER NOT NULL, trainee TEXT NOT NULL, scenario TEXT NOT NULL,
                  scenario_sha256 TEXT, answer TEXT NOT NULL, decisions TEXT NOT NULL, score INTEGER NOT NULL,
                  max INTEGER NOT NULL, passed INTEGER NOT NULL, times TEXT NOT NULL, graded_at TEXT NOT NULL,
                  origin TEXT NOT NULL, sheet TEXT NOT NULL, key_id TEXT, signature TEXT)"""],
    "postgresql": ["""CREATE TABLE results (seq BIGINT PRIMARY KEY CHECK (seq > 0), prev_hash TEXT NOT NULL,
                  hash TEXT NOT NULL, format INTEGER NOT NULL, trainee TEXT NOT NULL, scenario TEXT NOT NULL,
                  scenario_sha256 TEXT, answer TEXT NOT NULL, decisions TEXT NOT NULL, score INTEGER NOT NULL,
                  max INTEGER NOT NULL, passed BOOLEAN NOT NULL, times TEXT NOT NULL, graded_at TEXT NOT NULL,
                  origin TEXT NOT NULL, sheet TEXT NOT NULL, key_id TEXT, signature TEXT)"""],
}
HAND_MADE_V1_COMMON = [
    "CREATE TABLE chain_head (id INTEGER PRIMARY KEY, seq BIGINT NOT NULL, hash TEXT NOT NULL, key_id TEXT, "
    "signature TEXT)",
    "CREATE TABLE schema_version (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    "INSERT INTO schema_version VALUES (1, '2026-10-01T00:00:00Z')",
]


def hand_made_v1(spec: str, record: Record, raw) -> Record:
    """A version-1 store made with plain SQL, holding one record chained by hand."""
    if not spec.startswith("postgresql://"):
        os.makedirs(os.path.dirname(spec), exist_ok=True)
    db = raw(spec)
    for sql in HAND_MADE_V1["postgresql" if db.pg else "sqlite"] + HAND_MADE_V1_COMMON:
        db.run(sql)
    old = replace(record, format=1, pass_mark=None, trainer_version=None, rulebook_sha256=None, proctor=None)
    rec = replace(old, seq=1, prev_hash=GENESIS, hash=chain_hash(GENESIS, old.content()))
    v1 = [c for c in COLUMNS if c not in ADDED_AT]  # a record of format 1, in version 1's columns
    db.run(f"INSERT INTO results ({', '.join(v1)}) VALUES ({', '.join('?' * len(v1))})",
           tuple(v for c, v in zip(COLUMNS, row_values(rec)) if c in v1))
    db.run("INSERT INTO chain_head (id, seq, hash) VALUES (1, ?, ?)", (1, rec.hash))
    return rec


def test_hand_made_version_1_store_opens_as_is(spec, record, raw):
    """Its records as they are; since issue 9 it is migrated to version 2 on opening (the head's marker), since
    issue 19 to version 3 (the pass mark and provenance of record format 2), since issue 22 to 4 (origin exam),
    and on PostgreSQL to 5 (the trainer's functions, through which results are added)."""
    rec = hand_made_v1(spec, record, raw)
    with open_store(spec) as store:
        assert store.version() == latest(spec)
        assert list(store.records()) == [rec]
        store.add(record)
        assert verify(store).ok
    assert [v for v, _ in versions(raw(spec))] == list(range(1, latest(spec) + 1))


def _backend_module(spec):
    if spec.startswith("postgresql://"):
        from trainer.store import postgres

        return postgres
    return sqlite_backend


def test_older_store_is_migrated_in_one_transaction(spec, record, raw, monkeypatch):
    """A later version's steps (a stand-in version, after the real ones) bring a version-1 store
    forward, all or nothing."""
    rec = hand_made_v1(spec, record, raw)
    module = _backend_module(spec)
    v1 = list(module.MIGRATIONS)
    db = raw(spec)

    # Two stand-in versions, the second failing at its second statement: nothing of versions 2 on stays.
    broken = v1 + [("ALTER TABLE results ADD COLUMN reviewed_by TEXT",),
                   ("CREATE TABLE reviews (seq INTEGER)", "ALTER TABLE no_such_table ADD COLUMN x TEXT")]
    monkeypatch.setattr(module.PostgresStore if db.pg else module.SQLiteStore, "MIGRATIONS", broken)
    with pytest.raises(StoreError):
        open_store(spec)
    assert [v for v, _ in versions(db)] == [1]
    cols = [r[0] for r in db.run(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'results' "
        "AND table_schema = current_schema()" if db.pg else "SELECT name FROM pragma_table_info('results')")]
    assert "reviewed_by" not in cols

    good = v1 + [("ALTER TABLE results ADD COLUMN reviewed_by TEXT",
                  "CREATE INDEX results_origin ON results (origin)")]
    monkeypatch.setattr(module.PostgresStore if db.pg else module.SQLiteStore, "MIGRATIONS", good)
    with open_store(spec) as store:
        assert store.version() == len(v1) + 1
        assert list(store.records()) == [rec]
        assert store.add(record).seq == 2
        assert verify(store).ok
    assert [v for v, _ in versions(db)] == list(range(1, len(v1) + 2))
    db.run("UPDATE results SET reviewed_by = 'inspector' WHERE seq = 1")  # the new column is there


# -- several terminals at once -------------------------------------------------------------------------------

WRITER = textwrap.dedent("""
    import json, os, sys, time
    from trainer.store import Record, open_store
    spec, n, who, gate = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    base = Record(**json.loads(sys.stdin.read()))
    open(gate + "." + who, "w").close()
    deadline = time.monotonic() + 60
    while not os.path.exists(gate) and time.monotonic() < deadline:
        time.sleep(0.005)
    from dataclasses import replace
    for i in range(n):
        # A fresh connection per result, as separate `trainer grade` runs would make.
        with open_store(spec) as store:
            store.add(replace(base, trainee=who, sheet=f"{who}/{i}.answer.yaml"))
""")


def test_concurrent_writers_serialize(spec, record, tmp_path):
    """4 processes, 50 results each, into one store that none of them has created yet."""
    procs, per = 4, 50
    gate = str(tmp_path / "go")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("TRAINER_AUDIT_KEY", None)
    content = {k: v for k, v in record.to_json().items() if k in record.content()}
    children = []
    for p in range(procs):
        child = subprocess.Popen([sys.executable, "-c", WRITER, spec, str(per), f"W{p}", gate],
                                 stdin=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
        child.stdin.write(json.dumps(content))
        child.stdin.close()
        children.append(child)
    deadline = time.monotonic() + 60
    while not all(os.path.exists(f"{gate}.W{p}") for p in range(procs)) and time.monotonic() < deadline:
        time.sleep(0.01)
    open(gate, "w").close()  # all start together
    errors = []
    for child in children:
        child.wait(timeout=300)
        if child.returncode:
            errors.append(child.stderr.read())
    assert not errors, "\n".join(errors)

    with open_store(spec) as store:
        recs = list(store.records())
        report = verify(store)
    assert len(recs) == procs * per
    assert [r.seq for r in recs] == list(range(1, procs * per + 1))
    assert len({r.hash for r in recs}) == len(recs)
    assert sorted((r.trainee, r.sheet) for r in recs) == sorted(
        (f"W{p}", f"W{p}/{i}.answer.yaml") for p in range(procs) for i in range(per))
    assert report.ok, report.summary()
    assert report.head == procs * per
    switches = sum(a.trainee != b.trainee for a, b in zip(recs, recs[1:]))
    print(f"{procs} writers x {per}: {len(recs)} records, the writer changed {switches} times along the chain")


def test_sqlite_uses_wal_and_waits_for_a_busy_writer(tmp_path, record):
    path = str(tmp_path / "results.sqlite")
    with open_store(path) as store:
        assert store._execute("PRAGMA busy_timeout").fetchone()[0] == 30000
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    other.execute("BEGIN IMMEDIATE")  # another terminal in the middle of recording
    threading.Timer(0.5, lambda: other.execute("COMMIT")).start()
    start = time.monotonic()
    with open_store(path) as store:
        assert store.add(record).seq == 1
    assert time.monotonic() - start >= 0.4
    other.close()


def test_postgres_waits_for_the_chain_head_lock(record, tmp_path):
    url = pg_url()
    import psycopg

    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    spec = _with_schema(url, schema)
    try:
        open_store(spec).close()
        other = psycopg.connect(spec)  # not autocommit: holds the row lock until commit
        other.execute("SELECT * FROM chain_head WHERE id = 1 FOR UPDATE")
        threading.Timer(0.5, other.commit).start()
        start = time.monotonic()
        with open_store(spec) as store:
            assert store.add(record).seq == 1
        assert time.monotonic() - start >= 0.4
        other.close()
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


# -- tamper evidence -----------------------------------------------------------------------------------------

N = 8


@pytest.fixture
def chain(spec, record, raw, monkeypatch):
    """A store of N records, unsigned, and a raw connection to its database."""
    monkeypatch.delenv("TRAINER_AUDIT_KEY", raising=False)
    stored = fill(spec, record, N)
    return spec, stored, raw(spec)


def test_untouched_chain_verifies(chain):
    spec, stored, db = chain
    report, found = findings(spec)
    assert report.ok and found == [] and report.records == N and report.head == N


@pytest.mark.parametrize("change", [
    "UPDATE results SET score = score + 1 WHERE seq = 4",
    "UPDATE results SET passed = NOT passed WHERE seq = 4",
    "UPDATE results SET trainee = 'T-9999' WHERE seq = 4",
    "UPDATE results SET graded_at = '2026-10-31T09:30:00Z' WHERE seq = 4",
    "UPDATE results SET answer = replace(answer, '\"winner\":\"banco\"', '\"winner\":\"punto\"') WHERE seq = 4",
    "UPDATE results SET decisions = replace(decisions, '\"ok\":false', '\"ok\":true') WHERE seq = 4",
    "UPDATE results SET answer = 'not json' WHERE seq = 4",
    "UPDATE results SET hash = prev_hash WHERE seq = 4",
    "UPDATE results SET prev_hash = hash WHERE seq = 4",
], ids=["score", "passed", "trainee", "graded_at", "answer", "decisions", "garbage", "hash", "prev_hash"])
def test_one_changed_value_is_named_altered(chain, change):
    spec, stored, db = chain
    assert db.run(change).rowcount == 1
    assert db.rows()[3] != stored[3]
    report, found = findings(spec)
    assert not report.ok
    assert found == [(4, "altered")]
    assert "Record 4" in report.findings[0].message and "changed after it was recorded" in report.findings[0].message


def test_changed_last_record_is_named_altered(chain):
    spec, stored, db = chain
    db.run("UPDATE results SET score = 0 WHERE seq = ?", (N,))
    assert findings(spec)[1] == [(N, "altered")]


def test_two_separate_changes_are_both_named(chain):
    spec, stored, db = chain
    db.run("UPDATE results SET score = 0 WHERE seq = 2")
    db.run("UPDATE results SET trainee = 'X' WHERE seq = 6")
    report, found = findings(spec)
    assert found == [(2, "altered"), (6, "altered")] and report.first.seq == 2


def test_changed_and_rehashed_record_breaks_the_next_link(chain):
    """A forger re-hashes only the changed record: the next record still names the old hash. Without a key
    this looks the same as records removed after record 4 (and the rest renumbered); since issue 9 (item 11)
    the finding names record 4 altered, the simplest explanation, and says the other."""
    spec, stored, db = chain
    db.run("UPDATE results SET score = 0 WHERE seq = 4")
    r = db.rows()[3]
    db.run("UPDATE results SET hash = ? WHERE seq = 4", (chain_hash(r.prev_hash, r.content()),))
    report, found = findings(spec)
    assert found == [(4, "altered")]
    assert "removed after it and the rest renumbered" in report.findings[0].message


@pytest.mark.parametrize("seq", [1, 4, N], ids=["first", "middle", "last"])
def test_deleted_row_is_named_removed_at_its_place(chain, seq):
    spec, stored, db = chain
    db.run("DELETE FROM results WHERE seq = ?", (seq,))
    report, found = findings(spec)
    assert found == [(seq, "removed")]
    assert "missing" in report.findings[0].message


def test_deleted_rows_renumbered_and_head_moved_is_named_removed(chain):
    spec, stored, db = chain
    db.run("DELETE FROM results WHERE seq IN (4, 5)")
    db.renumber(6, -2)
    db.set_head(N - 2, stored[-1].hash)
    assert [r.seq for r in db.rows()] == list(range(1, N - 1))
    # Without a key this cannot be told from record 3 changed and re-hashed, which issue 9 (item 11) names
    # first; the finding says both. With a key, record 3's signature vouches for it: records were removed.
    report, found = findings(spec)
    assert found == [(3, "altered")] and "removed after it" in report.first.message


def test_deleted_signed_rows_renumbered_and_head_moved_is_named_removed(signed_chain):
    spec, stored, db = signed_chain
    db.run("DELETE FROM results WHERE seq IN (4, 5)")
    db.renumber(6, -2)
    db.set_head(N - 2, stored[-1].hash)
    assert findings(spec, KEY)[1][0] == (4, "removed")


def forged(stored: list[Record], seq: int, prev_hash: str, **changes) -> Record:
    """A plausible record: a copy of a real one, with a passing score, chained where the forger wants it."""
    body = replace(stored[1], trainee="T-FORGED", score=stored[1].max, passed=True, **changes)
    return replace(body, seq=seq, prev_hash=prev_hash, hash=chain_hash(prev_hash, body.content()),
                   key_id=None, signature=None)


def test_forged_row_appended_is_named_inserted(chain):
    spec, stored, db = chain
    db.insert(forged(stored, N + 1, stored[-1].hash))
    report, found = findings(spec)
    assert found == [(N + 1, "inserted")]
    assert "added outside the trainer" in report.findings[0].message
    with open_store(spec) as store, pytest.raises(StoreError, match="outside the trainer"):
        store.add(stored[0])  # the store refuses to chain after a forged record


def test_forged_row_inserted_in_the_middle_is_named_inserted(chain):
    spec, stored, db = chain
    db.renumber(4, +1)
    db.insert(forged(stored, 4, stored[2].hash))
    db.set_head(N + 1, stored[-1].hash)
    report, found = findings(spec)
    assert found == [(4, "inserted")]
    assert "T-FORGED" in report.findings[0].message


def test_forged_row_chained_to_an_old_record_is_named_inserted(chain):
    spec, stored, db = chain
    db.insert(forged(stored, N + 1, stored[2].hash))  # chained to record 3, numbered after the last
    assert findings(spec)[1] == [(N + 1, "inserted")]


def test_lost_chain_head_is_reported(chain):
    spec, stored, db = chain
    db.run("DELETE FROM chain_head")
    report, found = findings(spec)
    assert found == [(None, "removed")] and "chain head is gone" in report.findings[0].message
    with open_store(spec) as store, pytest.raises(StoreError, match="lost its chain head"):
        store.add(stored[0])


# -- signatures ------------------------------------------------------------------------------------------------

KEY = "inspectors-only-7f3a"


@pytest.fixture
def signed_chain(spec, record, raw, monkeypatch):
    monkeypatch.setenv("TRAINER_AUDIT_KEY", KEY)
    stored = fill(spec, record, N)
    monkeypatch.delenv("TRAINER_AUDIT_KEY")
    assert all(r.key_id == key_id(KEY) and r.signature for r in stored)
    return spec, stored, raw(spec)


def test_signed_chain_verifies_with_the_key(signed_chain):
    spec, stored, db = signed_chain
    report, found = findings(spec, KEY)
    assert report.ok and found == [] and report.signed == N and report.unsigned == 0 and report.key_checked
    report, _ = findings(spec)  # without the key: the chain alone
    assert report.ok and not report.key_checked and "not checked" in report.summary()


def test_rewrite_by_a_forger_without_the_key_fails_the_signature_check(signed_chain):
    spec, stored, db = signed_chain
    db.run("UPDATE results SET score = max, passed = ? WHERE seq = 4", (True,))
    db.rechain(4)  # every hash from 4 on, and the head, recomputed: the chain alone cannot tell
    assert findings(spec)[1] == []  # the limit of a chain without a key
    report, found = findings(spec, KEY)
    assert not report.ok
    assert found == [(4, "bad-signature")] and report.findings[0].through == N
    assert "without the audit key" in report.findings[0].message
    db.set_head(N, db.rows()[-1].hash, drop_signature=True)
    assert findings(spec, KEY)[1] == [(4, "bad-signature")]
    assert "signatures do not all check" in report.summary()


def test_rehashed_record_with_a_key_is_named_at_its_own_seq(signed_chain):
    spec, stored, db = signed_chain
    db.run("UPDATE results SET score = 0 WHERE seq = 4")
    r = db.rows()[3]
    db.run("UPDATE results SET hash = ? WHERE seq = 4", (chain_hash(r.prev_hash, r.content()),))
    report, found = findings(spec, KEY)
    assert found[0] == (4, "bad-signature")


def test_signatures_dropped_by_a_forger_are_not_excused(signed_chain):
    spec, stored, db = signed_chain
    db.run("UPDATE results SET score = max WHERE seq = 6")
    db.rechain(6, keep_signatures=False)
    report, found = findings(spec, KEY)
    assert found == [(6, "unsigned")] and not report.ok
    assert "although earlier records are signed" in report.findings[0].message


def test_forged_unsigned_row_appended_with_head_moved(signed_chain):
    spec, stored, db = signed_chain
    fake = forged(stored, N + 1, stored[-1].hash)
    db.insert(fake)
    db.set_head(N + 1, fake.hash)
    assert findings(spec)[1] == []  # no key: the chain alone cannot tell
    assert findings(spec, KEY)[1] == [(N + 1, "unsigned")]
    db.set_head(N + 1, fake.hash, drop_signature=True)
    assert findings(spec, KEY)[1] == [(N + 1, "unsigned")]
    fake_signed = replace(fake, key_id=key_id(KEY), signature=sign("a guess", fake.hash))
    db.run("DELETE FROM results WHERE seq = ?", (N + 1,))
    db.insert(fake_signed)
    assert findings(spec, KEY)[1] == [(N + 1, "bad-signature")]


@pytest.mark.parametrize("drop_signature", [False, True], ids=["stale-head-signature", "head-signature-dropped"])
def test_records_cut_off_the_end_with_the_head_moved_back(signed_chain, drop_signature):
    spec, stored, db = signed_chain
    db.run("DELETE FROM results WHERE seq >= ?", (N - 1,))
    db.set_head(N - 2, stored[N - 3].hash, drop_signature)
    assert findings(spec)[1] == []  # no key: the chain alone cannot tell
    report, found = findings(spec, KEY)
    assert found == [(N - 1, "removed")]
    assert "rewritten by someone without the audit key" in report.findings[0].message


def test_wrong_key_is_reported_as_such(signed_chain):
    spec, stored, db = signed_chain
    report, found = findings(spec, "not-the-key")
    assert not report.ok
    assert found == [(1, "wrong-key")] and report.findings[0].through == N
    message = report.findings[0].message
    assert key_id(KEY) in message and key_id("not-the-key") in message and "another audit key" in message
    assert not any(f.kind in ("altered", "bad-signature") for f in report.findings)


def test_records_made_without_a_key_are_unsigned_not_tampered(spec, record, monkeypatch):
    monkeypatch.delenv("TRAINER_AUDIT_KEY", raising=False)
    fill(spec, record, 3)
    monkeypatch.setenv("TRAINER_AUDIT_KEY", KEY)
    fill(spec, record, 2)
    report, found = findings(spec, KEY)
    assert report.ok and found == [], report.summary()
    assert [(f.seq, f.through, f.kind, f.serious) for f in report.findings] == [(1, 3, "unsigned", False)]
    assert "TRAINER_AUDIT_KEY was not set" in report.findings[0].message
    assert (report.signed, report.unsigned) == (2, 3)
