"""Where a record comes from, kept in it (record format 2) and covered by its hash: the trainer that graded
it, the rulebook text in force, and who administered the session.

The scenario file's SHA-256, the origin (which command) and the pass mark are
the record's own fields; this module gives the rest:

    trainer_version  = trainer.__version__
    rulebook_sha256  = SHA-256 of the rulebook text the engine cites (FORMATS §7): the English Markdown files
                       (trainer/rulebook/en/*.md, the words every why cites) concatenated in file-name order
    proctor          = --proctor ID, where given

The same value goes into every record and every certificate (issue 22): one definition. Records written
before it (trainer 0.1.0 up to issue 22) carry an earlier form, every language with each file framed by its
path and length; they keep it, covered by their hashes, and are never rewritten (docs/audit.md says how to
read such a value).
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib.resources import files
from importlib.resources.abc import Traversable

from .. import __version__

TRAINER_VERSION = __version__
CITED_LANGUAGE = "en"  # the rulebook text the engine cites; the other languages translate it


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


@lru_cache(maxsize=1)
def rulebook_sha256() -> str:
    """The SHA-256 of the rulebook text this trainer grades by, as FORMATS §7 defines it: the English files'
    bytes concatenated in file-name order, read once. Records and certificates both carry it."""
    digest = hashlib.sha256()
    prefix = CITED_LANGUAGE + "/"
    for name, entry in rulebook_files():
        if name.startswith(prefix) and name.count("/") == 1:
            digest.update(entry.read_bytes())
    return digest.hexdigest()
