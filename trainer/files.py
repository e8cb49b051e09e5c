"""Files the trainer writes for people: safe names, and never over an existing file."""
from __future__ import annotations

import os
import re
import unicodedata
from typing import Callable, Iterable, Iterator

SLUG_MAX = 48


def slug(text: str, fallback: str = "x") -> str:
    """A file-name part made of a-z, 0-9 and dashes only: no dots, slashes or markup survive."""
    ascii_text = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode("ascii")
    s = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return s[:SLUG_MAX].strip("-") or fallback


def create(path: str, text: str) -> None:
    """Write a new file at exactly `path` (its folder made if needed); FileExistsError if it is there."""
    parent = os.path.dirname(path)
    if parent:
        os.makedirs(parent, exist_ok=True)
    with open(path, "x", encoding="utf-8", newline="") as fh:  # "x": never overwrite
        fh.write(text)


def write_new(folder: str, base: str, parts: dict[str, str]) -> list[str]:
    """Write each text of `parts` (suffix -> text) as FOLDER/BASE+suffix, all under one free name.

    When a name is taken, BASE-2, BASE-3 ... are tried; files are opened with
    "x", so an existing file is never overwritten, even by a writer racing us.
    Returns the paths written, in the order of `parts`.
    """
    os.makedirs(folder, exist_ok=True)
    for counter in range(1, 10_000):
        name = base if counter == 1 else f"{base}-{counter}"
        paths = [os.path.join(folder, name + suffix) for suffix in parts]
        if any(os.path.lexists(p) for p in paths):
            continue
        written: list[str] = []
        try:
            for path, text in zip(paths, parts.values()):
                with open(path, "x", encoding="utf-8", newline="\n") as fh:
                    written.append(path)
                    fh.write(text)
        except FileExistsError:  # another writer took this name in the meantime
            for path in written:
                os.remove(path)
            continue
        return paths
    raise FileExistsError(f"no free file name for {base} in {folder}")


def listed(paths: Iterable[str], keep: Callable[[str], bool]) -> Iterator[str]:
    """Files as given; a folder gives the files in it whose names `keep` accepts, in name order.

    Folders are not searched recursively. Names are handed out from a list that
    shrinks as it goes, so a folder of ten thousand files holds no list of paths.
    """
    for path in paths:
        if os.path.isdir(path):
            names = sorted((e.name for e in os.scandir(path) if keep(e.name) and not _is_dir(e)), reverse=True)
            while names:
                yield os.path.join(path, names.pop())
        else:
            yield path


def _is_dir(entry: os.DirEntry[str]) -> bool:
    """Folders are skipped; a broken or looping link is kept so that reading it reports why."""
    try:
        return entry.is_dir()
    except OSError:
        return False
