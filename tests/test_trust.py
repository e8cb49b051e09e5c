"""Issue 19: results an inspector can trust. The store's defects 1, 2, 3, 5, 8 and 9.

Each attack is done as a forger would: plain SQL on the real database (SQLite, and PostgreSQL when
TRAINER_TEST_PG is set, as in test_store.py), or a real process on a real read-only mount. The commands
are driven through click's CliRunner (or as processes), never through mocks.
"""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import uuid
from dataclasses import replace

import pytest
from click.testing import CliRunner

from test_store import KEY, _with_schema, fill, findings, graded, pg_url, raw, record, spec  # noqa: F401 (fixtures)
from trainer.cli import main
from trainer.store import GENESIS, StoreError, open_store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def _no_audit_key(monkeypatch):
    for name in ("TRAINER_AUDIT_KEY", "TRAINER_SIGNING_KEY", "TRAINER_STORE"):
        monkeypatch.delenv(name, raising=False)


def run(*args: str, key: str | None = None, **env: str):
    result = CliRunner().invoke(main, list(args), env={"TRAINER_AUDIT_KEY": key or "", **env},
                                catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def first_line(result) -> str:
    return result.output.splitlines()[0] if result.output else ""


# -- defect 9: mistyped store URLs -----------------------------------------------------------------------------

MISTYPED = [
    "POSTGRESQL://trainer:s3cr3t-pw@127.0.0.1:1/db",
    "Postgres://trainer:s3cr3t-pw@127.0.0.1:1/db",
    "postgresql:/trainer:s3cr3t-pw@127.0.0.1:1/db",
    "postgresql:trainer:s3cr3t-pw@127.0.0.1:1/db",
    "postgresql+psycopg://trainer:s3cr3t-pw@127.0.0.1:1/db",
    "sqlite:///trainer:s3cr3t-pw@results.sqlite",
    "postgresql//trainer:s3cr3t-pw@127.0.0.1:1/db",
    "PostgreSQL:///db?user=trainer&password=s3cr3t-pw",
]


@pytest.mark.parametrize("url", MISTYPED)
def test_a_mistyped_store_url_is_refused_without_its_password(url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreError, match="not a results store the trainer can open") as err:
        open_store(url)
    assert "s3cr3t" not in str(err.value) and "***" in str(err.value), err.value
    sheet = os.path.join(ROOT, "examples", "perfect.answer.yaml")
    scenarios = os.path.join(ROOT, "scenarios")
    for args in (["grade", sheet, "--scenarios", scenarios, "--store", url], ["audit", "verify", "--store", url],
                 ["audit", "--store", url], ["audit", "verify"], ["grade", sheet, "--scenarios", scenarios]):
        result = run(*args, TRAINER_STORE=url)
        assert result.exit_code == 1, (args, result.output)
        assert "s3cr3t" not in result.output and "not a results store the trainer can open" in result.output
    assert os.listdir(tmp_path) == []  # no SQLite file (nor folder) named after the URL, no scorecard


def test_plain_paths_that_look_like_urls_are_still_files(tmp_path, record):
    path = str(tmp_path / "postgres-results.sqlite")  # a file whose name starts with postgres, no scheme
    fill(path, record, 2)
    assert first_line(run("audit", "verify", "--store", path)) == "ok: 2 records, chain intact (signed: no)"


# -- defect 8: a hash stored as BLOB ---------------------------------------------------------------------------

@pytest.mark.parametrize("column", ["hash", "prev_hash", "trainee", "signature", "key_id", "answer"])
def test_a_value_stored_as_bytes_is_tampering_not_a_crash(tmp_path, record, column):
    path = str(tmp_path / "s.sqlite")
    fill(path, record, 6, key=KEY)
    with sqlite3.connect(path) as db:
        db.execute(f"UPDATE results SET {column} = CAST({column} AS BLOB) WHERE seq = 4")
    db.close()
    for key in (None, KEY):
        result = run("audit", "verify", "--store", path, key=key)
        assert result.exit_code == 1, result.output  # bytes where the trainer writes text: written by hand
        assert first_line(result).startswith("record 4 (trainee "), result.output
        as_json = json.loads(run("audit", "verify", "--json", "--store", path, key=key).output)
        assert not as_json["ok"]


def test_chain_head_values_of_the_wrong_type_are_tampering(tmp_path, record):
    path = str(tmp_path / "s.sqlite")
    fill(path, record, 3, key=KEY)
    for change in ("UPDATE chain_head SET hash = CAST(hash AS BLOB)", "UPDATE chain_head SET seq = 'three'",
                   "UPDATE chain_head SET signature = CAST(signature AS BLOB)", "UPDATE chain_head SET signed_from = 'x'"):
        shutil.copy(path, path + ".t")
        with sqlite3.connect(path + ".t") as db:
            db.execute(change)
        db.close()
        for key in (None, KEY):
            result = run("audit", "verify", "--store", path + ".t", key=key)
            assert result.exit_code == 1 and "chain head" in result.output, (change, result.output)
        os.remove(path + ".t")


def test_a_hash_of_the_wrong_type_on_postgresql(pg_store):
    spec, db = pg_store
    db.execute("ALTER TABLE results ALTER COLUMN hash TYPE bytea USING convert_to(hash, 'UTF8')")
    for key in (None, KEY):
        result = run("audit", "verify", "--store", spec, key=key)
        assert result.exit_code == 1 and "record 1 (trainee" in result.output, result.output


# -- defect 3: a wiped store -----------------------------------------------------------------------------------

@pytest.mark.parametrize("keep_marker", [True, False], ids=["marker-kept", "marker-cleared"])
def test_a_wiped_store_fails_verify_with_the_key(spec, record, raw, keep_marker):
    fill(spec, record, 5, key=KEY)
    db = raw(spec)
    db.run("DELETE FROM results")
    db.run("UPDATE chain_head SET seq = 0, hash = ?, key_id = NULL, signature = NULL WHERE id = 1", (GENESIS,))
    if not keep_marker:
        db.run("UPDATE chain_head SET signed_from = NULL WHERE id = 1")
    result = run("audit", "verify", "--store", spec, key=KEY)
    assert result.exit_code == 1 and "ok:" not in result.output, result.output
    assert "FAILED: 0 records read" in result.output
    without = run("audit", "verify", "--store", spec)
    # Without the key, a kept marker still says records were signed (the trainer never writes a marker beyond its
    # head); a cleared one leaves a store that looks new: only a checkpoint (item 14) tells it from the truth.
    assert without.exit_code == (1 if keep_marker else 0), without.output


def test_a_store_never_recorded_with_the_key_fails_with_the_key_even_empty(spec):
    open_store(spec).close()
    result = run("audit", "verify", "--store", spec, key=KEY)
    assert result.exit_code == 1 and "wiped" in result.output, result.output
    assert first_line(run("audit", "verify", "--store", spec)) == "ok: 0 records, chain intact (signed: no)"


# -- defect 2: SQLite's schema written by hand -----------------------------------------------------------------

def swap_indexes(path: str) -> None:
    """results_trainee and results_graded_at pointed at each other's b-tree, with writable_schema."""
    db = sqlite3.connect(path, isolation_level=None)
    roots = dict(db.execute("SELECT name, rootpage FROM sqlite_master WHERE type = 'index'"))
    db.execute("PRAGMA writable_schema = ON")
    db.execute("UPDATE sqlite_master SET rootpage = CASE name WHEN 'results_trainee' THEN ? ELSE ? END "
               "WHERE name IN ('results_trainee', 'results_graded_at')",
               (roots["results_graded_at"], roots["results_trainee"]))
    db.close()


def test_a_swapped_index_is_tampering_and_fools_no_view(tmp_path, record):
    path = str(tmp_path / "s.sqlite")
    with open_store(path) as store:
        for i in range(60):
            store.add(replace(record, trainee=f"T-{i % 3}", graded_at=f"2026-11-{1 + i % 20:02d}T09:00:00Z"))
    before = run("audit", "--trainee", "T-1", "--format", "json", "--store", path).output
    since = run("audit", "--since", "2026-11-10", "--format", "json", "--store", path).output
    assert json.loads(before)["records"] == 20
    swap_indexes(path)
    result = run("audit", "verify", "--store", path)
    assert result.exit_code == 1 and "integrity check" in result.output and "tampered" in result.output, \
        result.output
    assert "ok:" not in result.output
    # The views read the table itself, never an index: what they count is what is recorded.
    assert run("audit", "--trainee", "T-1", "--format", "json", "--store", path).output == before
    assert run("audit", "--since", "2026-11-10", "--format", "json", "--store", path).output == since
    plan = run("train", "--adaptive", "--plan", "--json", "--trainee", "T-1", "--store", path, "--seed", "1")
    assert plan.exit_code == 0, plan.output


def test_a_damaged_page_is_tampering_for_verify_and_the_audit(tmp_path, record):
    path = str(tmp_path / "s.sqlite")
    fill(path, record, 40)
    db = sqlite3.connect(path)
    page = db.execute("PRAGMA page_size").fetchone()[0]
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'results_graded_at'").fetchone()[0]
    db.close()
    with open(path, "r+b") as f:  # the index's page header: a b-tree page of no known kind
        f.seek((root - 1) * page)
        f.write(b"\x07" * 12)
    for args in (["audit", "verify"], ["audit"]):
        result = run(*args, "--store", path)
        assert result.exit_code == 1 and "tampered" in result.output and "ok:" not in result.output, result.output


# -- defect 5: read-only mounts, and no file left beside the store ---------------------------------------------

def test_verify_and_audit_leave_the_store_and_its_folder_as_they_were(tmp_path, record):
    path = tmp_path / "results.sqlite"
    fill(str(path), record, 5)
    assert sorted(os.listdir(tmp_path)) == ["results.sqlite"]
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    for args in (["audit", "verify"], ["audit"], ["audit", "--format", "html"], ["audit", "--trainee", "T-0002"]):
        assert run(*args, "--store", str(path)).exit_code == 0
        assert sorted(os.listdir(tmp_path)) == ["results.sqlite"], args
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_verify_beside_a_terminal_that_is_recording(tmp_path, record):
    """While terminals record (each opening the store, adding, closing), verify always reads one consistent
    state: the -wal file comes and goes, and verify never reports a change that was not made."""
    path = str(tmp_path / "results.sqlite")
    fill(path, record, 20)
    stop = threading.Event()
    errors: list[BaseException] = []

    def terminal() -> None:
        try:
            while not stop.is_set():
                with open_store(path) as store:
                    store.add(record)
        except BaseException as err:  # reported by the test
            errors.append(err)

    writer = threading.Thread(target=terminal)
    writer.start()
    try:
        for _ in range(25):
            result = run("audit", "verify", "--store", path)
            assert result.exit_code == 0 and first_line(result).startswith("ok: "), result.output
            assert run("audit", "--store", path, "--format", "json").exit_code == 0
    finally:
        stop.set()
        writer.join()
    assert not errors


def _mount_read_only_tmpfs(folder: str, script: str) -> subprocess.CompletedProcess:
    """Run `script` (shell) in a mount namespace where `folder` is a tmpfs, remounted read-only after
    $PREPARE runs; skip the test where mounting is not allowed."""
    if shutil.which("unshare") is None:
        pytest.skip("no unshare: a read-only mount cannot be made")
    probe = subprocess.run(["unshare", "-m", "sh", "-c", f"mount -t tmpfs tmpfs {folder}"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip("mounting is not allowed here: " + probe.stderr.decode(errors="replace").strip())
    return subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, text=True, timeout=300)


def test_verify_and_audit_on_a_read_only_mount(tmp_path):
    mount = tmp_path / "mnt"
    mount.mkdir()
    store = mount / "results.sqlite"
    env = f"PYTHONPATH={ROOT} TRAINER_AUDIT_KEY= TRAINER_STORE={store}"
    fill_script = ("import sys; sys.path.insert(0, %r); from test_store import *; from trainer.pipeline import *; "
                   "g = [x for x in grade_files([%r], ScenarioIndex(%r)) if x.grade][0]; "
                   "fill(%r, record_of(g, 'grade', now=WHEN), 4)") % (
        os.path.join(ROOT, "tests"), os.path.join(ROOT, "examples"), os.path.join(ROOT, "scenarios"), str(store))
    py = sys.executable
    done = _mount_read_only_tmpfs(str(mount), (
        f"mount -t tmpfs tmpfs {mount} && {env} {py} -c \"{fill_script}\" && mount -o remount,ro {mount} && "
        f"ls -a {mount} && {env} {py} -m trainer audit verify && {env} {py} -m trainer audit --format json "
        f"> /dev/null && echo AUDIT-OK && ls -a {mount}"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok: 4 records, chain intact (signed: no)" in done.stdout and "AUDIT-OK" in done.stdout, done.stdout
    listings = done.stdout.split("ok: 4 records")[0], done.stdout.split("AUDIT-OK")[1]
    assert all("results.sqlite-shm" not in part and "results.sqlite-wal" not in part for part in listings)


# -- defect 1: PostgreSQL: only the trainer's own tables are read ----------------------------------------------

@pytest.fixture
def pg_store(record):
    """A PostgreSQL store of 9 records (3 trainees, T-0 failing every other sheet), in a schema of its own."""
    url = pg_url()
    import psycopg

    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    spec = _with_schema(url, schema)
    with open_store(spec) as store:
        for i in range(9):
            store.add(replace(record, trainee=f"T-{i % 3}", passed=bool(i % 2), score=record.max - (i % 2 == 0)),
                      key=KEY)
    db = psycopg.connect(spec, autocommit=True)
    try:
        yield spec, db
    finally:
        db.close()
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


HIDE = "WHERE current_setting('transaction_isolation') = 'repeatable read' OR trainee <> 'T-0' OR passed"


@pytest.mark.parametrize("attack", [
    ["ALTER TABLE results RENAME TO kept", f"CREATE VIEW results AS SELECT * FROM kept {HIDE}"],
    ["ALTER TABLE chain_head RENAME TO kept", "CREATE VIEW chain_head AS SELECT * FROM kept"],
    ["ALTER TABLE results RENAME TO kept", "CREATE MATERIALIZED VIEW results AS SELECT * FROM kept"],
    ["ALTER TABLE results ENABLE ROW LEVEL SECURITY", "ALTER TABLE results FORCE ROW LEVEL SECURITY",
     "CREATE POLICY hide ON results USING (trainee <> 'T-0' OR passed)"],
    ["CREATE RULE quiet AS ON UPDATE TO results DO INSTEAD NOTHING"],
    ["CREATE FUNCTION fix() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.passed := true; RETURN NEW; END $$",
     "CREATE TRIGGER fix BEFORE INSERT ON results FOR EACH ROW EXECUTE FUNCTION fix()"],
    ["CREATE TABLE more () INHERITS (results)"],
], ids=["view", "head-view", "materialized-view", "row-level-security", "rule", "trigger", "inherited"])
def test_postgresql_reads_only_the_trainers_own_base_tables(pg_store, attack):
    spec, db = pg_store
    honest = run("audit", "--trainee", "T-0", "--format", "json", "--store", spec).output
    assert json.loads(honest)["trainees"][0]["attempts"] == 3
    for sql in attack:
        db.execute(sql)
    for args in (["audit", "verify", "--require-signed"], ["audit", "--trainee", "T-0"], ["audit"]):
        result = run(*args, "--store", spec, key=KEY)
        assert result.exit_code == 1, (args, result.output)
        assert "tampered with" in result.output and "ok:" not in result.output, result.output
        assert "LINE 1" not in result.output and len(result.output.strip().splitlines()) == 1, result.output
    plan = run("train", "--adaptive", "--plan", "--trainee", "T-0", "--store", spec, "--seed", "1")
    assert plan.exit_code == 1 and "tampered with" in plan.output, plan.output


@pytest.mark.parametrize("sql", [
    ["CREATE FUNCTION current_setting(text) RETURNS text LANGUAGE sql AS $$ SELECT 'on'::text $$"],
    ["CREATE FUNCTION to_regclass(text) RETURNS regclass LANGUAGE sql AS $$ SELECT NULL::regclass $$"],
    ["CREATE FUNCTION gt(bigint, integer) RETURNS boolean LANGUAGE sql AS $$ SELECT true $$",
     "CREATE OPERATOR > (LEFTARG = bigint, RIGHTARG = integer, FUNCTION = gt)"],
], ids=["current_setting", "to_regclass", "operator"])
def test_postgresql_functions_and_operators_in_the_store_schema_are_tampering(pg_store, sql):
    """A function or operator of the store's schema could stand in for the server's (an overload that matches
    better, even with pg_catalog first in the search path): none but the trainer's own may be there."""
    spec, db = pg_store
    for one in sql:
        db.execute(one)
    sneaky = spec + "%2Cpg_catalog"  # the schema first, pg_catalog after it
    for where in (spec, sneaky):
        result = run("audit", "verify", "--store", where, key=KEY)
        assert result.exit_code == 1 and "tampered with" in result.output, result.output
        assert "the trainer did not make" in result.output and "ok:" not in result.output, result.output


# The least-privilege setup of docs/audit.md: tests/test_pg_privilege.py.


# -- item 13: without the sign extra ---------------------------------------------------------------------------

def test_without_the_cryptography_package_each_key_pair_use_says_what_to_install(tmp_path, record):
    """A process in which `import cryptography` fails, as where the sign extra is not installed."""
    store = str(tmp_path / "results.sqlite")
    fill(store, record, 2)
    key = tmp_path / "signing.key"
    key.write_text("-----BEGIN PRIVATE KEY-----\n-----END PRIVATE KEY-----\n")
    key.chmod(0o600)
    prelude = "import sys; sys.modules['cryptography'] = None; from trainer.cli.process import run; sys.argv = "
    cases = [
        (["trainer", "keys", "new", "--out", str(tmp_path / "k")], {}),
        (["trainer", "audit", "verify", "--store", store, "--public-key", str(key)], {}),
        (["trainer", "grade", os.path.join(ROOT, "examples", "perfect.answer.yaml"), "--scenarios",
          os.path.join(ROOT, "scenarios"), "--store", store, "--report-dir", str(tmp_path / "cards")],
         {"TRAINER_SIGNING_KEY": str(key)}),
    ]
    for argv, extra in cases:
        env = {k: v for k, v in os.environ.items() if not k.startswith("TRAINER_")}
        env.update(extra, PYTHONPATH=ROOT)
        done = subprocess.run([sys.executable, "-c", prelude + repr(argv) + "; run()"], capture_output=True,
                              text=True, env=env, timeout=120)
        assert done.returncode == 1, (argv, done.stdout, done.stderr)
        assert "pip install 'trainer[sign]'" in done.stderr and "Traceback" not in done.stderr, done.stderr
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not os.path.exists(tmp_path / "k") and not os.path.exists(tmp_path / "cards")
    with open_store(store, read_only=True) as s:
        assert len(s) == 2  # nothing recorded unsigned instead
