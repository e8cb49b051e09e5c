"""Attacks on the results store and on `trainer audit verify` (issue 9, items 1, 4, 5, 11 and 12).

Each attack is done as a forger would: plain SQL on the real database
(SQLite, and PostgreSQL when TRAINER_TEST_PG is set, as in test_store.py).
The verdicts these tests pin down are the ones README.md documents under
"what verify can and cannot tell".
"""
from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from dataclasses import replace

import pytest
from click.testing import CliRunner

from test_store import KEY, Raw, fill, findings, graded, pg_url, raw, record, spec  # noqa: F401 (fixtures)
from trainer.cli import main
from trainer.store import GENESIS, StoreError, chain_hash, open_store, verify
from trainer.store.postgres import redact

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def _no_audit_key(monkeypatch):
    monkeypatch.delenv("TRAINER_AUDIT_KEY", raising=False)


def run(*args: str, key: str | None = None):
    env = {"TRAINER_AUDIT_KEY": key or ""}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def verdict(spec: str, key: str | None = None, *extra: str) -> tuple[int, str]:
    """`trainer audit verify` on the store: its exit code and its first line."""
    result = run("audit", "verify", "--store", spec, *extra, key=key)
    assert "Traceback" not in result.output
    return result.exit_code, result.output.splitlines()[0] if result.output else ""


# -- 1. signatures stripped ------------------------------------------------------------------------------------


def signed_store(spec: str, record, unsigned: int, signed: int) -> list:
    """`unsigned` records made without the key, then `signed` with it."""
    stored = fill(spec, record, unsigned, key=None) if unsigned else []
    with open_store(spec) as store:
        stored += [store.add(replace(record, trainee=f"S-{i:04d}"), key=KEY) for i in range(signed)]
    return stored


def test_strip_every_signature_after_rewriting_every_record(spec, record, raw):
    signed_store(spec, record, 0, 12)
    db = raw(spec)
    db.run("UPDATE results SET score = max, passed = ?", (True,))
    db.rechain(1, keep_signatures=False)
    db.set_head(12, db.rows()[-1].hash, drop_signature=True)
    assert findings(spec)[1] == []  # without the key the chain alone cannot tell
    report, found = findings(spec, KEY)
    assert not report.ok and found[0] == (1, "unsigned"), report.summary()
    assert verdict(spec, KEY)[0] == 1
    # The forger also clears the marker: the store now looks exactly like a never-signed one. With the
    # key given, an unsigned head fails all the same (issue 9.1): a store recorded with the key ends signed.
    db.run("UPDATE chain_head SET signed_from = NULL")
    report, found = findings(spec, KEY)
    assert not report.ok and report.signed == 0 and found[0] == (1, "unsigned"), report.summary()
    assert any("checks nothing" in f.message for f in report.findings)
    assert verdict(spec, KEY)[0] == 1
    assert findings(spec)[1] == []  # without the key, only the chain is checked, and it holds
    code, line = verdict(spec, KEY, "--require-signed")
    assert code == 1 and "unsigned" in line


def test_cut_back_to_the_last_unsigned_record(spec, record, raw):
    stored = signed_store(spec, record, 10, 40)
    db = raw(spec)
    db.run("DELETE FROM results WHERE seq > 10")
    db.set_head(10, stored[9].hash, drop_signature=True)
    report, found = findings(spec, KEY)
    assert not report.ok and found == [(11, "removed")], report.summary()
    assert "since record 11" in report.findings[-1].message
    # without the key the marker still says records 11 on were written: an unsigned head cannot be trusted,
    # but the trainer never writes a marker beyond its own head
    report, found = findings(spec)
    assert found == [(11, "removed")]
    result = run("audit", "verify", "--store", spec, key=KEY)
    assert result.exit_code == 1 and "record 11 (no longer in the store): removed" in result.output, result.output
    # With the marker removed too, the chain is the store as it was after record 10, a valid shorter
    # chain; but its head is unsigned, so with the key given it fails (issue 9.1).
    db.run("UPDATE chain_head SET signed_from = NULL")
    report, found = findings(spec, KEY)
    assert not report.ok and found == [(1, "unsigned")], report.summary()
    assert verdict(spec, KEY)[0] == 1
    assert verdict(spec, KEY, "--require-signed")[0] == 1


def test_signatures_stripped_under_a_signed_head(spec, record, raw):
    """The head is left signed (so the chain up to it is fixed), the records' signatures are dropped: the
    marker in the signed head says they were signed."""
    signed_store(spec, record, 2, 6)
    db = raw(spec)
    db.run("UPDATE results SET key_id = NULL, signature = NULL WHERE seq < 8")
    report, found = findings(spec, KEY)
    assert found == [(3, "unsigned")] and report.findings[-1].through == 7, report.summary()
    assert [(f.seq, f.through, f.serious) for f in report.findings if not f.serious] == [(1, 2, False)]


@pytest.mark.parametrize("marker", ["NULL", "1", "5"])
def test_the_marker_is_covered_by_the_head_signature(spec, record, raw, marker):
    signed_store(spec, record, 2, 6)
    raw(spec).run(f"UPDATE chain_head SET signed_from = {marker}")
    report, found = findings(spec, KEY)
    assert found == [(9, "removed")], report.summary()
    assert "rewritten by someone without the audit key" in report.first.message


def test_unsigned_head_over_a_signed_store_fails_with_the_key(spec, record, raw):
    signed_store(spec, record, 0, 5)
    raw(spec).run("UPDATE chain_head SET key_id = NULL, signature = NULL")
    report, found = findings(spec, KEY)
    assert found == [(6, "removed")], report.summary()


def test_a_store_that_gets_the_key_later(spec, record):
    signed_store(spec, record, 3, 2)
    report, found = findings(spec, KEY)
    assert report.ok and found == []
    assert verdict(spec, KEY) == (0, "ok: 5 records, chain intact (signed: 2 of 5)")
    code, line = verdict(spec, KEY, "--require-signed")
    assert code == 1 and line.startswith("records 1–3: unsigned"), line


def test_require_signed(spec, record):
    signed_store(spec, record, 0, 4)
    assert verdict(spec, KEY, "--require-signed") == (0, "ok: 4 records, chain intact (signed: yes)")
    result = run("audit", "verify", "--store", spec, "--require-signed")
    assert result.exit_code == 1 and "needs the audit key" in result.output


def test_unsigned_terminal_after_signed_ones_is_not_excused(spec, record):
    signed_store(spec, record, 0, 3)
    with open_store(spec) as store:
        store.add(record, key=None)
    report, found = findings(spec, KEY)
    assert not report.ok and found == [(4, "unsigned")], report.summary()


def test_version_1_signed_store_is_migrated_and_still_verifies(spec, record, raw):
    """A store signed under schema version 1 (head signature without a marker) keeps verifying; after the next
    signed record its head carries the marker, starting at the first record signed under version 1."""
    from test_store import hand_made_v1, latest

    rec = hand_made_v1(spec, record, raw)
    db = raw(spec)
    from trainer.store import sign

    db.run("UPDATE results SET key_id = ?, signature = ? WHERE seq = 1", (rec_key_id(), sign(KEY, rec.hash)))
    db.run("UPDATE chain_head SET key_id = ?, signature = ? WHERE id = 1",
           (rec_key_id(), sign(KEY, f"head:1:{rec.hash}")))
    assert verdict(spec, KEY)[0] == 0  # read-only, as version 1: not migrated
    assert [v for (v,) in db.run("SELECT version FROM schema_version")] == [1]
    with open_store(spec) as store:
        # issue 19: 3, the provenance columns; issue 22: 4, origin exam; PostgreSQL's 5: the trainer's functions
        assert store.version() == latest(spec)
        assert findings(spec, KEY)[0].ok
        store.add(record, key=KEY)
        assert store.head().signed_from == 1
    db.run("UPDATE results SET key_id = NULL, signature = NULL WHERE seq = 1")
    assert findings(spec, KEY)[1] == [(1, "unsigned")]


def rec_key_id() -> str:
    from trainer.store import key_id

    return key_id(KEY)


# -- 4. records that cannot be decoded -------------------------------------------------------------------------


@pytest.mark.parametrize("column, text", [
    ("answer", "[" * 100_000 + "]" * 100_000),
    ("decisions", "[" * 200 + "]" * 200),
    ("times", '{"a":' * 5000 + "1" + "}" * 5000),
    ("summary", "[" * 100_000 + "]" * 100_000),
])
def test_deeply_nested_stored_text_is_an_altered_record(spec, record, raw, column, text):
    fill(spec, record, 6)
    raw(spec).run(f"UPDATE results SET {column} = ? WHERE seq = 4", (text,))
    report, found = findings(spec)
    assert found == [(4, "altered")], report.summary()
    code, line = verdict(spec)
    assert code == 1 and line.startswith("record 4 (trainee T-0004"), line
    audit = run("audit", "--store", spec)
    assert "Traceback" not in audit.output and "RecursionError" not in audit.output
    if column == "summary":  # what the views count of a record (format 3): they refuse to count it
        assert audit.exit_code == 1 and "record 4" in audit.output and "summary" in audit.output, audit.output
    else:  # not read by the views, which count the record's summary: what they show is as it was recorded
        assert audit.exit_code == 0 and "T-0004" in audit.output, audit.output


def test_a_record_of_format_2_is_refused_by_the_views_when_its_decisions_cannot_be_decoded(spec, record, raw):
    """A record with no summary (format 1 or 2, recorded before it existed) is counted from its decisions."""
    fill(spec, replace(record, format=2), 6)
    raw(spec).run("UPDATE results SET decisions = ? WHERE seq = 4", ("[" * 200 + "]" * 200,))
    assert findings(spec)[1] == [(4, "altered")]
    audit = run("audit", "--store", spec)
    assert audit.exit_code == 1 and "record 4" in audit.output and "decisions" in audit.output, audit.output


def test_text_that_is_not_utf8_is_an_altered_record(tmp_path, record):
    path = str(tmp_path / "s.sqlite")
    fill(path, record, 5)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE results SET trainee = CAST(x'54ff2d30' AS TEXT) WHERE seq = 2")
    db.close()
    assert findings(path)[1] == [(2, "altered")]
    assert verdict(path)[0] == 1
    assert run("audit", "--store", path).exit_code == 1


# -- 5. verify reads, never writes -----------------------------------------------------------------------------


def test_verify_of_an_empty_file_does_not_make_a_store(tmp_path):
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    for args in (["audit", "verify"], ["audit"]):
        result = run(*args, "--store", str(empty))
        assert result.exit_code == 1 and "ok:" not in result.output
        assert "not a results store" in result.output, result.output
    assert empty.read_bytes() == b""
    assert sorted(os.listdir(tmp_path)) == ["empty.sqlite"]


@pytest.mark.parametrize("tables", [["results", "chain_head", "schema_version"], ["schema_version"],
                                    ["chain_head"], ["results"]])
def test_dropped_tables_are_tampering_and_stay_dropped(spec, record, raw, tables):
    fill(spec, record, 3)
    db = raw(spec)
    for table in tables:
        db.run(f"DROP TABLE {table}")
    for args in (["audit", "verify"], ["audit"]):
        result = run(*args, "--store", spec)
        assert result.exit_code == 1 and "Traceback" not in result.output
        out = result.output
        assert "cannot read the results store" in out and "tampered with" in out, out
        assert "no such table" not in out and "does not exist" not in out and "LINE 1" not in out
        assert all(t in out for t in tables), out
    present = {r[0] for r in db.run(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()" if db.pg
        else "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert not present & set(tables)


def test_verify_never_writes_or_migrates(tmp_path, record):
    from test_store import HAND_MADE_V1, HAND_MADE_V1_COMMON

    path = tmp_path / "v1.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    for sql in HAND_MADE_V1["sqlite"] + HAND_MADE_V1_COMMON:
        db.execute(sql)
    db.execute("INSERT INTO chain_head (id, seq, hash) VALUES (1, 0, ?)", (GENESIS,))
    db.close()
    before = path.read_bytes()
    assert verdict(str(path)) == (0, "ok: 0 records, chain intact (signed: no)")
    assert run("audit", "--store", str(path)).exit_code == 0
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["v1.sqlite"]


def test_verify_in_a_read_only_folder(record):
    folder = tempfile.mkdtemp(prefix="trainer-ro-")
    try:
        os.chmod(folder, 0o755)
        path = os.path.join(folder, "results.sqlite")
        fill(path, record, 4)
        os.chmod(path, 0o444)
        os.chmod(folder, 0o555)
        command = [sys.executable, "-m", "trainer", "audit", "verify", "--store", path]
        if os.geteuid() == 0:
            # root ignores permissions unless it gives up the capabilities that let it
            setpriv = shutil.which("setpriv")
            if setpriv is None:
                pytest.skip("running as root without setpriv: a read-only folder cannot be made")
            command = [setpriv, "--bounding-set=-dac_override,-dac_read_search,-fowner"] + command
        env = {k: v for k, v in os.environ.items() if k != "TRAINER_AUDIT_KEY"}
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
        assert done.returncode == 0, done.stdout + done.stderr
        assert done.stdout == "ok: 4 records, chain intact (signed: no)\n"
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder)


def test_postgresql_verify_is_read_only(record):
    import uuid

    import psycopg

    from test_store import _with_schema

    url = pg_url()
    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        spec = _with_schema(url, schema)
        code, _ = verdict(spec)
        assert code == 1  # an empty schema is no store, and verify does not make one
        with psycopg.connect(spec, autocommit=True) as db:
            assert db.execute("SELECT to_regclass('results')").fetchone()[0] is None
        fill(spec, record, 3)
        assert verdict(spec) == (0, "ok: 3 records, chain intact (signed: no)")
        with psycopg.connect(spec, autocommit=True) as db:
            db.execute("ALTER TABLE results DROP COLUMN sheet")
        result = run("audit", "verify", "--store", spec)
        assert result.exit_code == 1 and "LINE 1" not in result.output and "^" not in result.output
        assert len([line for line in result.output.splitlines() if line.strip()]) == 1, result.output
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


# -- 11. one record changed and re-hashed ----------------------------------------------------------------------


def test_a_rehashed_record_is_named_altered_not_the_next_one_removed(spec, record, raw):
    fill(spec, record, 30)
    db = raw(spec)
    db.run("UPDATE results SET score = 0 WHERE seq = 20")
    r = db.rows()[19]
    db.run("UPDATE results SET hash = ? WHERE seq = 20", (chain_hash(r.prev_hash, r.content()),))
    report, found = findings(spec)
    assert found == [(20, "altered")], report.summary()
    code, line = verdict(spec)
    assert code == 1 and line.startswith("record 20 (trainee T-0020"), line


# -- 12. passwords in PostgreSQL URLs --------------------------------------------------------------------------


@pytest.mark.parametrize("url, shown", [
    ("postgresql://u:p@w@rd@host/db", "postgresql://u:***@host/db"),
    ("postgresql://u:p@w/rd@host:5432/db?sslmode=require", "postgresql://u:***@host:5432/db?sslmode=require"),
    ("postgres://u:secret@host/db", "postgres://u:***@host/db"),
    ("postgresql://host/db?user=u&password=p@w@rd", "postgresql://host/db?user=u&password=***"),
    ("postgresql://u@host/db", "postgresql://u@host/db"),
])
def test_redaction(url, shown):
    assert redact(url) == shown


def test_an_unencoded_at_in_the_password_is_never_printed():
    pytest.importorskip("psycopg")
    with pytest.raises(StoreError) as err:
        open_store("postgresql://trainer:p@w@rd@127.0.0.1:1/x")
    message = str(err.value)
    assert "p@w" not in message and "w@rd" not in message and "rd@" not in message, message
    result = run("audit", "verify", "--store", "postgresql://trainer:p@w@rd@127.0.0.1:1/x")
    assert result.exit_code == 1 and "w@rd" not in result.output and "p@w" not in result.output


def test_verify_counts_only_what_it_read(spec, record):
    """An empty, genuine store still verifies (its tables are there)."""
    with open_store(spec):
        pass
    assert verdict(spec) == (0, "ok: 0 records, chain intact (signed: no)")
    with open_store(spec) as store:
        assert verify(store).records == 0


def test_an_emptied_schema_version_is_tampering(spec, record, raw):
    fill(spec, record, 2)
    raw(spec).run("DELETE FROM schema_version")
    result = run("audit", "verify", "--store", spec)
    assert result.exit_code == 1 and "schema_version table is empty" in result.output, result.output
