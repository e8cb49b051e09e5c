"""Issue 19, defect 1: PostgreSQL least privilege, as docs/audit.md sets it up.

The store's tables are owned by one role; a recording role adds results only through the trainer's own
functions (trainer_head, trainer_append: SECURITY DEFINER, a fixed search_path), and an inspector's role
reads. Everything runs against the real server (TRAINER_TEST_PG; skipped without it, failed under CI), with
three roles of their own per test, made with the docs' SQL and dropped afterwards. The attacks are plain
SQL as the roles would send it; the commands are driven through click's CliRunner.
"""
from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass, replace

import pytest
from click.testing import CliRunner

from test_store import KEY, _with_schema, graded, pg_url, record  # noqa: F401 (fixtures)
from trainer.cli import main
from trainer.store import GENESIS, StoreError, open_store
from trainer.store import postgres as pg_backend
from trainer.store.rows import COLUMNS, row_values
from trainer.store.record import chained, head_message, sign

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PERFECT = open(os.path.join(ROOT, "examples", "perfect.answer.yaml"), encoding="utf-8").read()
APPEND = "SELECT trainer_append(%s::jsonb, %s, %s)"


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch):
    for name in ("TRAINER_AUDIT_KEY", "TRAINER_SIGNING_KEY", "TRAINER_STORE"):
        monkeypatch.delenv(name, raising=False)


def run(*args: str, key: str | None = None):
    result = CliRunner().invoke(main, list(args), env={"TRAINER_AUDIT_KEY": key or ""}, catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def docs_sql(schema: str, names: dict[str, str], password: str) -> list[list[str]]:
    """The SQL blocks of docs/audit.md's "PostgreSQL: least privilege", names and passwords filled in:
    the administrator's, the owner's grants, the upgrade's revoke."""
    with open(os.path.join(ROOT, "docs", "audit.md"), encoding="utf-8") as f:
        section = f.read().split("## PostgreSQL: least privilege", 1)[1]
    blocks = []
    for block in section.split("```sql\n")[1:]:
        block = block.split("```", 1)[0].replace("trainer_results", schema).replace("'…'", f"'{password}'")
        for role, name in names.items():
            block = block.replace(f"trainer_{role}", name)
        block = "\n".join(line for line in block.splitlines() if not line.lstrip().startswith("--"))
        blocks.append([s.strip() for s in block.split(";") if s.strip()])
    assert len(blocks) == 3, "docs/audit.md: the administrator's, the owner's and the upgrade's SQL"
    return blocks


@dataclass(frozen=True, slots=True)
class Roles:
    schema: str
    owner: str  # store specs, one per role
    recorder: str
    inspector: str
    grants: list[str]  # the owner's block of the docs
    upgrade: list[str]


def _as(base: str, role: str, password: str, schema: str) -> str:
    scheme_end = base.index("://") + 3
    return _with_schema(base[:scheme_end] + f"{role}:{password}" + base[base.index("@"):], schema)


@pytest.fixture
def roles():
    """The docs' administrator SQL run (three roles, the schema owned by the owner); the store not made yet."""
    import psycopg

    base = pg_url()
    tag = uuid.uuid4().hex[:10]
    schema, password = f"t_{tag}", f"pw-{tag}"
    names = {role: f"{role[:4]}_{tag}" for role in ("owner", "recorder", "inspector")}
    admin_sql, grants, upgrade = docs_sql(schema, names, password)
    with psycopg.connect(base, autocommit=True) as admin:
        try:
            for sql in admin_sql:
                admin.execute(sql)
            yield Roles(schema, *(_as(base, names[r], password, schema) for r in ("owner", "recorder", "inspector")),
                        grants, upgrade)
        finally:
            admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            for name in names.values():
                if admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone():
                    admin.execute(f"DROP OWNED BY {name}")
                    admin.execute(f"DROP ROLE {name}")


def make_store(roles: Roles, record, n: int = 4, key: str | None = KEY, grants: list[str] | None = None) -> None:
    """As the owner: the store made, n results recorded, then the docs' grants (or those given)."""
    import psycopg

    with open_store(roles.owner) as store:
        for i in range(n):
            store.add(replace(record, trainee=f"T-{i % 2}", sheet=f"sheets/{i}.answer.yaml"), key=key)
    with psycopg.connect(roles.owner, autocommit=True) as db:
        for sql in roles.grants if grants is None else grants:
            db.execute(sql)


@pytest.fixture
def store(roles, record):
    make_store(roles, record)
    return roles


def state(spec: str) -> tuple[list[tuple], tuple]:
    """Every result and the head, as the inspector reads them."""
    import psycopg

    with psycopg.connect(spec, autocommit=True) as db:
        rows = [tuple(r) for r in db.execute(f"SELECT {', '.join(COLUMNS)} FROM results ORDER BY seq").fetchall()]
        head = tuple(db.execute("SELECT seq, hash, key_id, signature, signed_from FROM chain_head").fetchone())
    return rows, head


def verified(roles: Roles, *args: str, key: str | None = KEY):
    return run("audit", "verify", *args, "--store", roles.inspector, key=key)


def _sheets(folder, n: int) -> str:
    folder.mkdir()
    for i in range(n):
        (folder / f"R-{i}.answer.yaml").write_text(PERFECT.replace("trainee: T-0042", f"trainee: R-{i}"),
                                                   encoding="utf-8")
    return str(folder)


# -- the recorder records through the trainer's functions, the inspector reads ----------------------------------

@pytest.mark.parametrize("first_signed", [False, True], ids=["signed-store", "first-signed-by-the-recorder"])
def test_the_recorder_grades_through_the_functions_and_the_inspector_verifies(roles, record, tmp_path,
                                                                                first_signed):
    """`trainer grade` as the recording role records a batch; verify as the inspector finds the chain intact.
    With the owner's results unsigned, the recorder's are the store's first signed ones (it reads which are)."""
    make_store(roles, record, key=None if first_signed else KEY)
    result = CliRunner().invoke(main, ["grade", _sheets(tmp_path / "sheets", 6), "--scenarios",
                                       os.path.join(ROOT, "scenarios"), "--store", roles.recorder,
                                       "--report-dir", str(tmp_path / "cards")],
                                env={"TRAINER_AUDIT_KEY": KEY}, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    rows, head = state(roles.inspector)
    assert [r[0] for r in rows] == list(range(1, 11)) and head[0] == 10
    assert sorted(r[COLUMNS.index("trainee")] for r in rows[4:]) == [f"R-{i}" for i in range(6)]
    assert head[4] == (5 if first_signed else 1)  # the marker of the first signed record
    if first_signed:
        done = verified(roles)
        assert done.exit_code == 0 and done.output.startswith("ok: 10 records, chain intact"), done.output
    else:
        done = verified(roles, "--require-signed")
        assert done.exit_code == 0 and done.output.splitlines()[0] == "ok: 10 records, chain intact (signed: yes)", \
            done.output
    plain = verified(roles, key=None)
    assert plain.exit_code == 0 and plain.output.startswith("ok: 10 records, chain intact"), plain.output
    audit = run("audit", "--trainee", "R-3", "--format", "json", "--store", roles.inspector)
    assert audit.exit_code == 0 and json.loads(audit.output)["trainees"][0]["attempts"] == 1, audit.output
    # A recording terminal reads what the adaptive drill plans from.
    plan = run("train", "--adaptive", "--plan", "--trainee", "R-3", "--store", roles.recorder, "--seed", "1")
    assert plan.exit_code == 0 and "R-3" in plan.output, plan.output


# -- what the roles cannot do -----------------------------------------------------------------------------------

RESET_HEAD = f"UPDATE chain_head SET seq = 0, hash = '{GENESIS}', key_id = NULL, signature = NULL"
RECORDER_DENIED = [
    "INSERT INTO results (seq) VALUES (99)",
    "INSERT INTO results (seq, prev_hash, hash, format, trainee, scenario, answer, decisions, score, max, passed, "
    "times, graded_at, origin, sheet) SELECT seq + 100, prev_hash, hash, format, trainee, scenario, answer, "
    "decisions, score, max, passed, times, graded_at, origin, sheet FROM results WHERE seq = 1",
    "UPDATE results SET passed = true",
    "UPDATE results SET score = 0 WHERE seq = 2",
    "DELETE FROM results",
    "DELETE FROM results WHERE seq = 4",
    "TRUNCATE results",
    RESET_HEAD,
    "UPDATE chain_head SET signed_from = NULL",
    "UPDATE chain_head SET seq = seq - 1",
    "DELETE FROM chain_head",
    "SELECT seq FROM chain_head FOR UPDATE",
    "DELETE FROM schema_version",
    "ALTER TABLE results RENAME TO kept",
    "ALTER TABLE chain_head RENAME TO kept",
    "ALTER TABLE results ENABLE ROW LEVEL SECURITY",
    "ALTER TABLE results ADD COLUMN x TEXT",
    "DROP TABLE results",
    "CREATE VIEW results_hidden AS SELECT 1 AS x",
    "CREATE TABLE more () INHERITS (results)",
    "CREATE RULE quiet AS ON UPDATE TO results DO INSTEAD NOTHING",
    "CREATE TRIGGER t BEFORE INSERT ON results FOR EACH ROW EXECUTE FUNCTION suppress_redundant_updates_trigger()",
    "CREATE FUNCTION trainer_head(bigint) RETURNS bigint LANGUAGE sql AS $$ SELECT 1::bigint $$",
    "CREATE OR REPLACE FUNCTION trainer_append(p_rows jsonb, p_head_signature text, p_signed_from bigint) "
    "RETURNS bigint LANGUAGE sql AS $$ SELECT 0::bigint $$",
    "ALTER FUNCTION trainer_append(jsonb, text, bigint) SECURITY INVOKER",
    "DROP FUNCTION trainer_head()",
]


def test_the_recorder_cannot_write_the_tables_nor_change_anything(store):
    """Every statement is refused with permission denied, and the store is as it was: only the functions add."""
    import psycopg

    before = state(store.inspector)
    with psycopg.connect(store.recorder, autocommit=True) as db:
        for sql in RECORDER_DENIED:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                db.execute(sql)
    assert state(store.inspector) == before
    assert verified(store, "--require-signed").exit_code == 0


def test_the_inspector_only_reads(store):
    import psycopg

    before = state(store.inspector)
    with psycopg.connect(store.inspector, autocommit=True) as db:
        for sql in ("SELECT * FROM trainer_head()", APPEND.replace("%s", "NULL"), RECORDER_DENIED[0],
                    "UPDATE chain_head SET seq = 0", "DELETE FROM results", "ALTER TABLE results RENAME TO kept",
                    "CREATE VIEW v AS SELECT 1 AS x"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                db.execute(sql)
    assert state(store.inspector) == before


# -- the function refuses what does not extend the head -------------------------------------------------------

def _rows(records) -> str:
    return json.dumps([dict(zip(COLUMNS, row_values(r))) for r in records])


def _forged(record, seq: int, prev: str, n: int = 1, key: str | None = KEY) -> list:
    out = []
    for i in range(n):
        out.append(chained(replace(record, trainee="FORGED", passed=True, score=record.max), seq + i, prev, key))
        prev = out[-1].hash
    return out


def test_the_function_refuses_a_rewind_a_reset_or_a_fork(store, record):
    """Called directly by the recording role (as a forger would, with the key): results chained anywhere but
    to the head are refused, and nothing changes; a caller's temporary tables never stand in for the store's."""
    import psycopg

    rows, head = state(store.inspector)
    seq, top = head[0], head[1]
    third = rows[2][COLUMNS.index("hash")]
    attempts = {
        "reset to genesis": (_forged(record, 1, GENESIS, 2), sign(KEY, "x"), 1),
        "rewind: a fork after record 3": (_forged(record, 4, third), None, 1),
        "rewind: the head's number, another's hash": (_forged(record, seq, third), None, 1),
        "wrong prev hash": (_forged(record, seq + 1, GENESIS), None, 1),
        "a gap": (_forged(record, seq + 2, top), None, 1),
        "the second of a batch off the chain": (_forged(record, seq + 1, top) + _forged(record, seq + 2, third),
                                                None, 1),
        "the marker cleared": (_forged(record, seq + 1, top), None, None),
        "the marker moved": (_forged(record, seq + 1, top), None, 2),
        "the marker beyond the head": (_forged(record, seq + 1, top), None, seq + 5),
    }
    with psycopg.connect(store.recorder, autocommit=True) as db:
        for what, (records, head_signature, signed_from) in attempts.items():
            with pytest.raises(psycopg.errors.RaiseException, match="nothing was recorded"):
                db.execute(APPEND, (_rows(records), head_signature, signed_from))
                pytest.fail(what)
        for sql in ("SELECT trainer_append('[]'::jsonb, NULL, 1)", "SELECT trainer_append('{}'::jsonb, NULL, 1)"):
            with pytest.raises(psycopg.errors.RaiseException):
                db.execute(sql)
        # The caller's own temporary head at the start of the chain: the function reads the store's.
        db.execute("CREATE TEMP TABLE chain_head (id INTEGER, seq BIGINT, hash TEXT, key_id TEXT, signature TEXT, "
                   "signed_from BIGINT)")
        db.execute("INSERT INTO chain_head VALUES (1, 0, %s, NULL, NULL, NULL)", (GENESIS,))
        db.execute("CREATE TEMP TABLE results (LIKE pg_temp.chain_head)")
        assert db.execute("SELECT seq, hash FROM trainer_head()").fetchone() == (seq, top)
        with pytest.raises(psycopg.errors.RaiseException, match="does not extend the chain head"):
            db.execute(APPEND, (_rows(_forged(record, 1, GENESIS)), None, None))
    assert state(store.inspector) == (rows, head)
    assert verified(store, "--require-signed").output.splitlines()[0] == "ok: 4 records, chain intact (signed: yes)"


def test_the_function_refuses_a_row_no_view_could_read_or_one_that_fills_memory(store, record):
    """An inspector's attack: one row whose answer is not JSON stopped every audit view; rows of 150 MB, which
    the server compresses to a few, filled the inspector's memory. Both are refused, and nothing changes."""
    import psycopg

    before = state(store.inspector)
    _, (seq, top, *_rest) = before
    one = dict(zip(COLUMNS, row_values(_forged(record, seq + 1, top)[0])))
    attempts = {"not JSON": dict(one, answer='{"hands": ['), "not JSON times": dict(one, times="NaN"),
                "not JSON summary": dict(one, summary='[["status", tru'),
                "huge": dict(one, sheet="A" * 5_000_000)}
    with psycopg.connect(store.recorder, autocommit=True) as db:
        for what, row in attempts.items():
            with pytest.raises(psycopg.errors.RaiseException, match="nothing was recorded"):
                db.execute(APPEND, (json.dumps([row]), None, 1))
                pytest.fail(what)
    assert state(store.inspector) == before


def test_what_the_function_lets_through_is_caught_by_the_signatures(store, record):
    """A well-linked result is what recording is: the function takes it, from any recording role. Appended
    without the key (its head unsigned), verify with the key fails it."""
    import psycopg

    _, (seq, top, *_rest) = state(store.inspector)
    with psycopg.connect(store.recorder, autocommit=True) as db:
        assert db.execute(APPEND, (_rows(_forged(record, seq + 1, top, key=None)), None, 1)).fetchone() == (seq + 1,)
    assert verified(store, key=None).output.startswith("ok: 5 records")  # the chain alone cannot tell
    signed = verified(store)
    assert signed.exit_code == 1 and "ok:" not in signed.output, signed.output


# -- verify accepts exactly the trainer's functions -----------------------------------------------------------

SAME_HEADER = ("CREATE OR REPLACE FUNCTION trainer_append(p_rows jsonb, p_head_signature text, p_signed_from bigint) "
               "RETURNS bigint LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, {schema}, "
               "pg_temp AS $$ ")
NO_CHECK = """DECLARE r results; i integer; BEGIN
    FOR i IN 0 .. jsonb_array_length(p_rows) - 1 LOOP
        r := jsonb_populate_record(NULL::results, p_rows -> i);
        INSERT INTO results SELECT r.*;
    END LOOP;
    UPDATE chain_head SET seq = r.seq, hash = r.hash, key_id = r.key_id, signature = p_head_signature,
        signed_from = p_signed_from WHERE id = 1;
    RETURN r.seq;
END $$"""

TAMPERING = {
    "body without the check": [SAME_HEADER + NO_CHECK],
    "body with a space more": ["DO $d$ BEGIN EXECUTE 'CREATE OR REPLACE FUNCTION trainer_head() RETURNS TABLE(seq "
                               "bigint, hash text, signed_from bigint) LANGUAGE sql SECURITY DEFINER SET "
                               "search_path = pg_catalog, {schema}, pg_temp AS ' || quote_literal((SELECT prosrc "
                               "|| ' ' FROM pg_proc WHERE oid = 'trainer_head()'::regprocedure)); END $d$"],
    "security invoker": ["ALTER FUNCTION trainer_append(jsonb, text, bigint) SECURITY INVOKER"],
    "search path": ["ALTER FUNCTION trainer_append(jsonb, text, bigint) SET search_path = public, pg_catalog"],
    "search path reset": ["ALTER FUNCTION trainer_head() RESET search_path"],
    "strict": ["ALTER FUNCTION trainer_append(jsonb, text, bigint) STRICT"],
    "missing": ["DROP FUNCTION trainer_head()"],
    "renamed": ["ALTER FUNCTION trainer_head() RENAME TO head_of_the_chain"],
    "an overload": ["CREATE FUNCTION trainer_append(p_rows jsonb) RETURNS bigint LANGUAGE sql "
                    "AS $$ SELECT 0::bigint $$"],
    "another function": ["CREATE FUNCTION lower(character varying) RETURNS text LANGUAGE sql AS $$ SELECT 'x' $$"],
    "an operator": ["CREATE FUNCTION same(bigint, integer) RETURNS boolean LANGUAGE sql AS $$ SELECT true $$",
                    "CREATE OPERATOR > (LEFTARG = bigint, RIGHTARG = integer, FUNCTION = same)"],
}


@pytest.mark.parametrize("attack", TAMPERING.values(), ids=TAMPERING.keys())
def test_a_function_not_as_the_trainer_made_it_is_tampering(store, attack):
    """As the owner: the trainer's functions replaced or altered, or others added beside them. Verify and the
    audit views (as the inspector) report tampering and read nothing."""
    import psycopg

    with psycopg.connect(store.owner, autocommit=True) as db:
        for sql in attack:
            db.execute(sql.replace("{schema}", store.schema))
    for args in (["audit", "verify", "--require-signed"], ["audit", "--trainee", "T-0"], ["audit"]):
        result = run(*args, "--store", store.inspector, key=KEY)
        assert result.exit_code == 1, (args, result.output)
        assert "tampered with" in result.output and "ok:" not in result.output, result.output
        assert "function" in result.output or "operator" in result.output, result.output
        assert len(result.output.strip().splitlines()) == 1, result.output


def test_the_functions_made_again_exactly_are_accepted(store):
    """The check compares definitions, not when or how often they were made: the trainer's own migration
    statements, run again by the owner, leave a store that verifies."""
    import psycopg

    with psycopg.connect(store.owner, autocommit=True) as db:
        db.execute("DROP FUNCTION trainer_head(), trainer_append(jsonb, text, bigint)")
        # Version 5's statements, then version 6's but for its new column, which is there already.
        for sql in pg_backend.MIGRATIONS[4] + pg_backend.MIGRATIONS[5][1:]:
            db.execute(sql)
    assert verified(store, "--require-signed").exit_code == 0


# -- an older store gets the functions from its owner -----------------------------------------------------------

def test_a_version_4_store_gets_the_functions_when_its_owner_opens_it(roles, record, monkeypatch, tmp_path):
    """Made before the functions (schema version 4) and set up with the old grants (INSERT, UPDATE): the
    recording role cannot open it (it may not migrate it) and changes nothing; the inspector verifies it as
    it is; the owner's next open makes the functions, after which the recorder records through them."""
    import psycopg

    monkeypatch.setattr(pg_backend.PostgresStore, "MIGRATIONS", pg_backend.MIGRATIONS[:4])
    recorder, inspector = (spec.split("://", 1)[1].split(":", 1)[0] for spec in (roles.recorder, roles.inspector))
    tables = "results, chain_head, schema_version"
    make_store(roles, record, grants=[  # as docs/audit.md said before the functions
        f"GRANT USAGE ON SCHEMA {roles.schema} TO {recorder}, {inspector}",
        f"GRANT SELECT ON {tables} TO {recorder}, {inspector}", f"GRANT INSERT ON results TO {recorder}",
        f"GRANT UPDATE (seq, hash, key_id, signature, signed_from) ON chain_head TO {recorder}"])
    monkeypatch.undo()
    with pytest.raises(StoreError, match="permission denied.*Only the role that owns the store's schema.*run the "
                                         "trainer once as the owner"):
        open_store(roles.recorder)
    sheets = _sheets(tmp_path / "sheets", 1)
    graded_now = CliRunner().invoke(main, ["grade", sheets, "--scenarios", os.path.join(ROOT, "scenarios"),
                                           "--store", roles.recorder, "--report-dir", str(tmp_path / "cards")],
                                    env={"TRAINER_AUDIT_KEY": KEY}, catch_exceptions=False)
    assert graded_now.exit_code == 1 and "run the trainer once as the owner" in graded_now.output, graded_now.output
    assert "Traceback" not in graded_now.output and not (tmp_path / "cards").exists()
    with psycopg.connect(roles.inspector, autocommit=True) as db:
        assert [v for (v,) in db.execute("SELECT version FROM schema_version ORDER BY 1")] == [1, 2, 3, 4]
        assert db.execute("SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
                          "WHERE n.nspname = %s", (roles.schema,)).fetchone() == (0,)
    assert verified(roles, "--require-signed").output.splitlines()[0] == "ok: 4 records, chain intact (signed: yes)"
    with open_store(roles.owner) as store:
        assert store.version() == 6
    with open_store(roles.recorder) as store, pytest.raises(StoreError, match="permission denied for function "
                                                             "trainer_head .*grants it EXECUTE"):
        store.add(record, key=KEY)  # the old grants: the functions are not the recorder's to call yet
    with psycopg.connect(roles.owner, autocommit=True) as db:
        for sql in roles.grants + roles.upgrade:
            db.execute(sql)
    with open_store(roles.recorder) as store:
        store.add(record, key=KEY)
    with psycopg.connect(roles.recorder, autocommit=True) as db:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            db.execute(RESET_HEAD)  # the old UPDATE right was taken back
    assert verified(roles, "--require-signed").output.splitlines()[0] == "ok: 5 records, chain intact (signed: yes)"


def test_a_version_5_store_verifies_as_it_is_and_takes_summaries_once_its_owner_opens_it(roles, record, monkeypatch):
    """Made at schema version 5 (the functions, no summary column; its records of format 2): the inspector
    verifies it as it is, its trainer_append as version 5 made it; the owner's next open adds the column and
    makes trainer_append again, keeping the recorder's grant, and the recorder's next result has a summary."""
    import psycopg

    monkeypatch.setattr(pg_backend.PostgresStore, "MIGRATIONS", pg_backend.MIGRATIONS[:5])
    make_store(roles, record)
    monkeypatch.undo()
    assert verified(roles, "--require-signed").output.splitlines()[0] == "ok: 4 records, chain intact (signed: yes)"
    with open_store(roles.inspector, read_only=True) as reading:
        assert reading.version() == 5 and {(r.format, r.summary) for r in reading.records()} == {(2, None)}
    with open_store(roles.owner) as store:
        assert store.version() == 6
    with open_store(roles.recorder) as store:
        added = store.add(record, key=KEY)
    assert added.format == 3 and added.summary
    with psycopg.connect(roles.inspector, autocommit=True) as db:
        assert db.execute("SELECT summary IS NULL FROM results ORDER BY seq").fetchall() == [(True,)] * 4 + [(False,)]
    assert verified(roles, "--require-signed").output.splitlines()[0] == "ok: 5 records, chain intact (signed: yes)"
    counted = run("audit", "--store", roles.inspector, "--format", "json", key=KEY)
    assert counted.exit_code == 0 and json.loads(counted.output)["records"] == 5, counted.output


def test_values_travel_unchanged_through_the_function(store, record):
    """The rows go to trainer_append as JSON: every value is stored as the trainer hashed it (text with quotes,
    backslashes, control characters, any script; pass marks whose decimal text is long), so verify agrees."""
    odd = ["O'Brien \"x\" \\ \\u0041 \t\n\r", "Ünïcødé 漢字 🂡 \u2028\u2029 \x7f", "$$ $trainer$ %s ? ;--", ""]
    marks = [1 / 3, 0.1, 0.7000000000000001, 5e-324, 1.0, 0.0]
    with open_store(store.recorder) as recording:
        added = recording.add_many([replace(record, trainee=t, sheet=t + ".answer.yaml", proctor=t or None,
                                            pass_mark=m) for t in odd for m in marks], key=KEY)
    with open_store(store.inspector, read_only=True) as reading:
        assert list(reading.records())[4:] == added
    done = verified(store, "--require-signed", "--every-signature")
    assert done.output.splitlines()[0] == f"ok: {4 + len(added)} records, chain intact (signed: yes)", done.output
