"""Files the trainer writes for people: safe names, and never over an existing file."""
from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from typing import Callable, Iterable, Iterator

SLUG_MAX = 48


def slug(text: str, fallback: str = "x") -> str:
    """A file-name part made of a-z, 0-9 and dashes only: no dots, slashes or markup survive."""
    ascii_text = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode("ascii")
    s = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return s[:SLUG_MAX].strip("-") or fallback


def create(path: str, text: str) -> None:
    """Write a new file at exactly `path` (its folder made if needed); FileExistsError if it is there.

    The text is written under a temporary name first, so `path` never holds part of it."""
    folder, name = os.path.split(path)
    with Staged(folder or ".", name, {"": text}) as staged:
        staged.publish_at([path])


def write_new(folder: str, base: str, parts: dict[str, str]) -> list[str]:
    """Write each text of `parts` (suffix -> text) as FOLDER/BASE+suffix, all under one free name.

    When a name is taken, BASE-2, BASE-3 ... are tried; an existing file is
    never overwritten, even by a writer racing us, and no file is ever left
    half written (see `Staged`). Returns the paths written, in the order of
    `parts`. An OSError names the file or folder that could not be written.
    """
    with Staged(folder, base, parts) as staged:
        return staged.publish()


class Staged:
    """Texts written in full under temporary names in their folder, then given their final names at once.

    `publish()` links each temporary file to its final name (a hard link fails
    when the name is taken, so nothing is overwritten) and removes the
    temporary names; leaving the `with` block without publishing removes them.
    A full disk or a failing write therefore never leaves a partial file under
    a final name: the worst left behind is a hidden `.NAME.part` file after a
    kill -9. Writing first and naming last also lets a caller do something in
    between (record a result) and publish only if that succeeded.
    """

    def __init__(self, folder: str, base: str, parts: dict[str, str]):
        self.folder = folder
        self.base = base
        self.suffixes = list(parts)
        self._temps: list[str] = []
        _make_folder(folder)
        try:
            for suffix, text in parts.items():
                self._temps.append(_write_temp(folder, base + suffix, text))
        except BaseException:
            self.discard()
            raise

    def __enter__(self) -> "Staged":
        return self

    def __exit__(self, *exc: object) -> None:
        self.discard()

    def publish(self) -> list[str]:
        """The files under BASE, or BASE-2, BASE-3 ... (the first name free for every part); their paths."""
        for counter in range(1, 10_000):
            name = self.base if counter == 1 else f"{self.base}-{counter}"
            paths = [os.path.join(self.folder, name + suffix) for suffix in self.suffixes]
            if any(os.path.lexists(p) for p in paths):
                continue
            try:
                return self.publish_at(paths)
            except FileExistsError:  # another writer took this name in the meantime
                continue
        raise FileExistsError(errno.EEXIST, "no free file name", os.path.join(self.folder, self.base))

    def publish_at(self, paths: list[str]) -> list[str]:
        """The files under exactly these names, one per part; FileExistsError (and none kept) if one is taken."""
        done: list[str] = []
        try:
            for temp, path in zip(self._temps, paths):
                _link(temp, path)
                done.append(path)
        except BaseException:
            for path in done:
                _remove(path)
            raise
        self.discard()
        return paths

    def discard(self) -> None:
        temps, self._temps = self._temps, []
        for temp in temps:
            _remove(temp)


def replace_whole(path: str, text: str) -> None:
    """A file the program itself keeps (a taglia being dealt, its sheet) replaced in one step: written in
    full beside it, then renamed over it, so a stop mid-write leaves the old whole file, never half of one."""
    folder, name = os.path.split(path)
    temp = _write_temp(folder or ".", name, text)
    try:
        os.replace(temp, path)
    except OSError as err:
        _remove(temp)
        raise _naming(err, path) from err


def _make_folder(folder: str) -> None:
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise NotADirectoryError(errno.ENOTDIR, "it is a file, not a folder", folder)
    os.makedirs(folder, exist_ok=True)


def _write_temp(folder: str, final_name: str, text: str) -> str:
    """`text` in full under a fresh hidden name beside FINAL_NAME; an OSError names the final file."""
    data = text.encode("utf-8")
    while True:
        # os.urandom is secrets.token_hex's source; importing secrets (hmac, random) costs every start.
        temp = os.path.join(folder, f".{final_name}.{os.urandom(4).hex()}.part")
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        except FileExistsError:
            continue
        except OSError as err:
            raise _naming(err, os.path.join(folder, final_name)) from err
        break
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())  # a full disk shows here at the latest, not after the rename
    except OSError as err:
        _remove(temp)
        raise _naming(err, os.path.join(folder, final_name)) from err
    return temp


def _link(temp: str, path: str) -> None:
    """TEMP under the name PATH as well; FileExistsError if PATH is taken (never replaced)."""
    try:
        os.link(temp, path)
        return
    except FileExistsError:
        raise
    except OSError as err:
        if err.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK, errno.ENOSYS):
            raise _naming(err, path) from err
    # No hard links here (some network and FAT file systems): claim the name, then move the full text onto it.
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
    try:
        os.replace(temp, path)
    except OSError as err:
        _remove(path)
        raise _naming(err, path) from err


def _naming(err: OSError, path: str) -> OSError:
    """The same error, naming the file it was about (a write error names none)."""
    return type(err)(err.errno, err.strerror or str(err), path) if err.errno is not None else err


def _remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass


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


class NotAFile(OSError):
    """What was opened for reading is not a regular file; `kind` names what it is."""

    def __init__(self, mode: int):
        super().__init__()
        self.kind = ("a folder" if stat.S_ISDIR(mode) else "a named pipe (FIFO)" if stat.S_ISFIFO(mode)
                     else "a socket" if stat.S_ISSOCK(mode) else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                     else "not a file")


def regular_file_bytes(path: str, limit: int = -1) -> bytes:
    """The file's bytes (at most `limit`); NotAFile for anything but a regular file, before a read could block on it.

    A FIFO opened for reading waits for a writer, and reading a device may
    never end: the file is opened without blocking and what was opened is
    checked (not the name, which could be swapped in between); a socket,
    which cannot be opened at all, is named from the path.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise NotAFile(mode) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(info.st_mode)
        if limit < 0:
            with os.fdopen(os.dup(fd), "rb") as fh:
                return fh.read()
        # read(limit) allocates all `limit` bytes up front (a megabyte for a
        # file of a few kilobytes, a third of solve's reading time): ask for the
        # size the file has, and for the rest only if it grew meanwhile.
        want = min(limit, info.st_size + 1)
        data = _read_upto(fd, want)
        if len(data) == want < limit:
            data += _read_upto(fd, limit - want)
        return data
    finally:
        os.close(fd)


def _read_upto(fd: int, size: int) -> bytes:
    """`size` bytes, or fewer at the end of the file: os.read on the descriptor, without the
    buffered file object that os.fdopen would build (and free) for every scenario."""
    parts = []
    while size > 0:
        chunk = os.read(fd, size)
        if not chunk:
            break
        parts.append(chunk)
        size -= len(chunk)
    return parts[0] if len(parts) == 1 else b"".join(parts)
