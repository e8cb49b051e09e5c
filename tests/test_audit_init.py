"""`trainer audit init`: the owner makes (or migrates) a results store and records nothing, so that setting up
a school's store leaves no example result in it for good (an inspector's finding on docs/audit.md)."""
from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

from trainer.cli import main
from trainer.store import open_store


def test_init_makes_an_empty_store_and_changes_nothing_the_second_time(tmp_path):
    spec = str(tmp_path / "r.sqlite")
    first = CliRunner().invoke(main, ["audit", "init", "--store", spec])
    assert first.exit_code == 0 and first.output == f"ready: the results store {spec}, schema version 6, 0 records.\n"
    with open_store(spec, read_only=True) as store:
        assert len(store) == 0 and store.head() is not None and store.head().seq == 0
    stamp = os.stat(spec).st_mtime_ns
    again = CliRunner().invoke(main, ["audit", "init", "--store", spec])
    assert again.exit_code == 0 and again.output == first.output and os.stat(spec).st_mtime_ns == stamp
    assert CliRunner().invoke(main, ["audit", "verify", "--store", spec]).output.startswith("ok: 0 records")


def test_init_refuses_a_file_that_is_not_a_store(tmp_path):
    notes = tmp_path / "notes.sqlite"
    notes.write_text("not a database, a note\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["audit", "init", "--store", str(notes)])
    assert result.exit_code == 1 and result.output.startswith("trainer: ") and "Traceback" not in result.output
    assert notes.read_text(encoding="utf-8") == "not a database, a note\n"


@pytest.mark.skipif(not os.environ.get("TRAINER_TEST_PG") and not os.environ.get("CI"), reason="no TRAINER_TEST_PG")
def test_init_makes_the_postgresql_store_with_the_trainers_functions():
    import uuid

    import psycopg

    url = os.environ["TRAINER_TEST_PG"]
    schema = f"init_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f"CREATE SCHEMA {schema}")
    try:
        spec = f"{url}?options=-csearch_path%3D{schema}"
        result = CliRunner().invoke(main, ["audit", "init", "--store", spec])
        assert result.exit_code == 0 and "schema version 6, 0 records." in result.output, result.output
        with psycopg.connect(url, autocommit=True) as db:
            names = {r[0] for r in db.execute("SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = "
                                              "p.pronamespace WHERE n.nspname = %s", (schema,))}
        assert names == {"trainer_head", "trainer_append"}
    finally:
        with psycopg.connect(url, autocommit=True) as db:
            db.execute(f"DROP SCHEMA {schema} CASCADE")
