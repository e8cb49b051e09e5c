"""The results store as the commands open it: never a traceback, always the reason and exit 1."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .options import fail

if TYPE_CHECKING:
    from ..store import Store


def open_results(store: str | None) -> Store:
    """The results store named by --store (or its default), or exit 1 with the reason. A signing key
    (TRAINER_SIGNING_KEY) that cannot be used stops the command here, before anything is graded: a terminal
    meant to sign never records unsigned."""
    from ..store import StoreError, open_store
    from ..store.keys import KeyFileError, signer_from_env

    try:
        signer_from_env()
    except KeyFileError as err:
        fail(f"trainer: {err}; nothing was recorded")
    try:
        return open_store(store)
    except StoreError as err:
        fail(f"trainer: {err}")


def open_for_audit(store: str | None) -> Store:
    """The results store an inspector names, opened read-only, or exit 1 with the reason. Nothing is ever
    created, migrated or written: a missing SQLite file is refused (an empty new store would read as "0
    results, chain intact"), and so is a store with its tables missing."""
    import os

    from ..store import POSTGRES_PREFIXES, StoreError, open_store, store_spec

    try:
        spec = store_spec(store)
        if not spec.startswith(POSTGRES_PREFIXES) and not os.path.exists(spec):
            fail(f"trainer: there is no results store at {spec}: nothing was recorded there. Give the store with "
                 f"--store PATH|URL or TRAINER_STORE.")
        return open_store(spec, read_only=True)
    except StoreError as err:
        fail(f"trainer: {err}")
