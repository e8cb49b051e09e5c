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
from typing import Literal

from .. import __version__

TRAINER_VERSION = __version__


RulebookForm = Literal["record", "certificate"]


def rulebook_files() -> list[tuple[str, Traversable]]:
    """The rulebook's Markdown files, by their path under trainer/rulebook/ ("en/articles.md"), sorted."""
    found: list[tuple[str, Traversable]] = []

    def walk(folder: Traversable, prefix: str) -> None:
        for entry in folder.iterdir():
            if entry.is_dir():
                walk(entry, f"{prefix}{entry.name}/")
            elif entry.name.endswith(".md"):
                found.append((prefix + entry.name, entry))

    walk(files("trainer.rulebook"), "")
    return sorted(found, key=lambda item: item[0])


@lru_cache(maxsize=2)
def rulebook_sha256(form: RulebookForm = "record") -> str:
    """The SHA-256 of the rulebook text this trainer grades by, read once per form. The one function both the
    store and the certificate take it from, in two forms that stay apart on purpose:

    - "record" (a record's `rulebook_sha256`, see the module's docstring): every language, each file framed by
      its path and length, so that moving text between files or languages changes it;
    - "certificate" (a certificate's `trainer.rulebook_sha256`, documented for verifiers as it is): the English
      files' bytes concatenated in file-name order.

    Records are hashed with their value in them and schools compare it across records, so the record's form is
    kept as the records already written carry it; the certificate's form is the one its readers were given."""
    digest = hashlib.sha256()
    for name, entry in rulebook_files():
        if form == "certificate":
            if name.startswith("en/") and name.count("/") == 1:
                digest.update(entry.read_bytes())
            continue
        data = entry.read_bytes()
        digest.update(f"{name}\n{len(data)}\n".encode("utf-8") + data)
    return digest.hexdigest()
