"""Where a record comes from, kept in it (record format 2) and covered by its hash: the trainer that graded
it, the rulebook text in force, and who administered the session.

The scenario file's SHA-256, the origin (which command) and the pass mark are
the record's own fields; this module gives the rest:

    trainer_version  = trainer.__version__
    rulebook_sha256  = SHA-256 over the rulebook's Markdown files (trainer/rulebook/LANG/*.md, the words
                       `trainer rules` prints and every why cites), by their path under trainer/rulebook/
                       in sorted order, each as "PATH\\nLENGTH\\n" (LENGTH in bytes) then its bytes
    proctor          = --proctor ID, where given
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from .. import __version__

TRAINER_VERSION = __version__


@lru_cache(maxsize=1)
def rulebook_sha256() -> str:
    """The SHA-256 of the rulebook text this trainer grades by (see the module's docstring); read once."""
    found: list[tuple[str, Traversable]] = []

    def walk(folder: Traversable, prefix: str) -> None:
        for entry in folder.iterdir():
            if entry.is_dir():
                walk(entry, f"{prefix}{entry.name}/")
            elif entry.name.endswith(".md"):
                found.append((prefix + entry.name, entry))

    walk(files("trainer.rulebook"), "")
    digest = hashlib.sha256()
    for name, entry in sorted(found, key=lambda item: item[0]):
        data = entry.read_bytes()
        digest.update(f"{name}\n{len(data)}\n".encode("utf-8") + data)
    return digest.hexdigest()
