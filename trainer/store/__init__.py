"""The results store: every graded sheet, chained by hashes so that inspectors can trust it.

    spec = store_spec(option_value)          # --store, else TRAINER_STORE, else reports/results.sqlite
    with open_store(spec) as store:
        stored = store.add(record_of(graded, Origin.GRADE))   # trainer.store.from_graded
    report = verify(open_store(spec, read_only=True), key=os.environ.get("TRAINER_AUDIT_KEY"))

A spec is the path of an SQLite file, or a postgresql:// URL (needs the
`postgres` extra: psycopg 3). See record.py for the chain and signatures,
verify.py for how tampering is found. The commands that grade import from_graded.py (record_of) and
recorder.py (Recorder, NotRecorded) themselves: they need the grading pipeline, which the reading side
(audit, class report, verify) does not.
"""
from __future__ import annotations

from .base import Store, StoreError
from .rows import Head
from .keys import AUDIT_KEY_ENV, SIGNING_KEY_ENV
from .record import GENESIS, ORIGINS, Record, canonical, chain_hash, key_id, sign
from .findings import Finding
from .spec import DEFAULT_SPEC, POSTGRES_PREFIXES, STORE_ENV, BadSpec, redact, store_spec
from .verify import VerifyReport, verify


def open_store(spec: str | None = None, read_only: bool = False) -> Store:
    """Open (creating or migrating as needed) the store that `spec` names; see store_spec for the default.

    read_only: open it only to read (verify, the audit views): nothing is created, migrated or written, and a
    store with a table missing is refused as damaged or tampered with (StoreError). A spec that looks like a URL
    the trainer cannot open is refused (BadSpec, a StoreError) before anything is opened or created."""
    spec = store_spec(spec)
    if spec.startswith(POSTGRES_PREFIXES):
        from .postgres import PostgresStore

        return PostgresStore(spec, read_only=read_only)
    from .sqlite import SQLiteStore

    return SQLiteStore(spec, read_only=read_only)


__all__ = [
    "AUDIT_KEY_ENV", "BadSpec", "DEFAULT_SPEC", "Finding", "GENESIS", "Head", "ORIGINS",
    "POSTGRES_PREFIXES", "Record", "SIGNING_KEY_ENV", "STORE_ENV", "Store",
    "StoreError", "VerifyReport", "canonical", "chain_hash", "key_id", "open_store", "redact", "sign",
    "store_spec", "verify",
]
