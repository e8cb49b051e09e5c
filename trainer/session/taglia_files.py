"""Where a whole taglia or sequence keeps its work, and how it is taken up again (`trainer train --resume`).

Two files, both rewritten after every hand so that a stop loses nothing:
the taglia dealt so far, an ordinary sequence file under
REPORT_DIR/taglie/<trainee>/, and the answers, a sequence answer sheet
(FORMATS §5) under REPORT_DIR/sheets/<trainee>/ like every sheet of a
session, with `incomplete: true` until the mask has ended the taglia. Each is
first created under a name that was free (never over another file), then
replaced whole (a temporary file renamed over it): never half written.

A sequence file played with `trainer train FILE` is not copied: its sheet's
comment names it (`# Sequence file: ABSOLUTE-PATH` and the SHA-256 of its
bytes), so `--resume` finds it there and refuses it if it has changed since.
(The path can be edited in the sheet when the file has moved.)

The taglia file's comment says how it was dealt (`# Dealt by: trainer train
--shoe --seed ...`); to resume, the session deals the same taglia again from
that line and checks that it gives the file's hands, so an edited file is
refused instead of being continued wrongly.
"""
from __future__ import annotations

import hashlib
import os
import re
import shlex
from dataclasses import dataclass

from ..files import regular_file_bytes, replace_whole, slug, write_new
from ..shoe import Dealer, taglia_text
from ..terminal import safe_text
from ..vocab import Article
from .hands import ShoeHands

TAGLIE = "taglie"
DEALT_BY = "# Dealt by: "
SEQUENCE_FILE = "# Sequence file: "  # a file sequence's sheet: where the file is, for --resume
SEQUENCE_SHA256 = "# Sequence SHA-256: "
TAGLIA_SHA256 = "# Taglia SHA-256: "  # a shoe's sheet: the taglia file's digest when the sheet was saved
TAGLIA_MAX_BYTES = 4_000_000  # a whole taglia is some eighty hands of a few hundred bytes each
_TAGLIA_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")  # what taglia_base makes, and nothing that leaves the folder


@dataclass(frozen=True, slots=True)
class ShoeChoice:
    """A taglia as the command line chose it."""

    seed: int
    decks: int = 6
    fault_rate: float = 0.15
    articles: tuple[Article, ...] | None = None  # None: every article a fault can come from
    quick: bool = False
    settle: bool = False  # every hand that grades payouts grades the settlement bet by bet (R31)
    quick_payouts: bool = False  # --quick=payouts: a quick hand with a stake asks its payouts too

    def command(self) -> str:
        words = ["trainer", "train", "--shoe", "--seed", str(self.seed), "--decks", str(self.decks),
                 "--fault-rate", repr(self.fault_rate)]
        for a in self.articles or ():
            words += ["--article", str(a)]
        quick = ["--quick=payouts" if self.quick_payouts else "--quick"] if self.quick else []
        return " ".join(words + quick + (["--settle"] if self.settle else []))

    @staticmethod
    def from_command(line: str) -> ShoeChoice | None:
        """The choice a `command()` line says; None when the line is not one."""
        try:
            words = shlex.split(line)
        except ValueError:
            return None
        if words[:3] != ["trainer", "train", "--shoe"]:
            return None
        from ..drill.variants import normalise_article

        seed, decks, rate, quick, settle, payouts = None, 6, 0.15, False, False, False
        articles: list[Article] = []
        it = iter(words[3:])
        try:
            for word in it:
                if word == "--seed":
                    seed = int(next(it))
                elif word == "--decks":
                    decks = int(next(it))
                elif word == "--fault-rate":
                    rate = float(next(it))
                elif word == "--article":
                    articles.append(normalise_article(next(it)))
                elif word == "--quick":
                    quick = True
                elif word == "--quick=payouts":
                    quick = payouts = True
                elif word == "--settle":
                    settle = True
                else:
                    return None
        except (StopIteration, ValueError):
            return None
        if seed is None:
            return None
        return ShoeChoice(seed, decks, rate, tuple(articles) or None, quick, settle, payouts)


@dataclass(frozen=True, slots=True)
class Taglia:
    """A whole taglia or sequence played hand after hand: the sequence file its sheet answers (the shoe's
    taglia file, or the file given), the comment lines by which the sheet names a file given, and how the
    shoe dealt it (None for a file given)."""

    path: str
    note: tuple[str, ...] = ()
    choice: ShoeChoice | None = None


def taglia_file_text(dealer: Dealer, trainee: str, choice: ShoeChoice) -> str:
    """The shoe's taglia file: the hands dealt so far, and how to deal them again."""
    head = [f"# The taglia {safe_text(trainee)} plays with `trainer train --shoe`, the hands dealt so far; an "
            "ordinary sequence file.", DEALT_BY + choice.command()]
    return taglia_text(dealer.taglia(), head)


def shoe_hands(dealer: Dealer, choice: ShoeChoice, path: str, trainee: str) -> ShoeHands:
    """The shoe's hands; each new deal rewrites the taglia file at `path`, so it always holds every hand shown."""
    return ShoeHands(dealer, choice.quick, lambda: replace_whole(path, taglia_file_text(dealer, trainee, choice)),
                     choice.quick_payouts)


def taglia_folder(report_dir: str, trainee: str) -> str:
    return os.path.join(report_dir, TAGLIE, slug(trainee, "trainee"))


def create(folder: str, base: str, suffix: str, text: str) -> str:
    """A new file under the first free name BASE, BASE-2, ...; its path."""
    return write_new(folder, base, {suffix: text})[0]


def sequence_note(path: str, sha256: str | None) -> tuple[str, ...]:
    """The comment lines by which a sheet names the sequence file it answers, so that `--resume` finds the
    file and knows it unchanged: its absolute path, and the SHA-256 of its bytes."""
    return (SEQUENCE_FILE + os.path.abspath(path), SEQUENCE_SHA256 + (sha256 or "?"))


def noted_sequence(text: str) -> tuple[int, str, str] | None:
    """From a sheet's text: the line of its `# Sequence file:` comment, the path and the SHA-256 noted;
    None when the sheet names no sequence file (a shoe's taglia sheet)."""
    found: tuple[int, str] | None = None
    sha = "?"
    for i, line in enumerate(text.splitlines()[:8], 1):
        if line.startswith(SEQUENCE_FILE):
            found = (i, line[len(SEQUENCE_FILE):].strip())
        elif line.startswith(SEQUENCE_SHA256):
            sha = line[len(SEQUENCE_SHA256):].strip()
    return None if found is None else (found[0], found[1], sha)


def taglia_note(path: str) -> tuple[str, ...]:
    """The comment line by which a shoe's sheet notes its taglia file's SHA-256, so that `--resume` knows the
    file is the one answered (nothing when the file cannot be read: the re-deal check still stands)."""
    try:
        raw = regular_file_bytes(path, TAGLIA_MAX_BYTES + 1)
    except OSError:
        return ()
    return (TAGLIA_SHA256 + hashlib.sha256(raw).hexdigest(),)


def noted_taglia(text: str) -> str | None:
    """From a sheet's text: the taglia file's SHA-256 noted, or None."""
    for line in text.splitlines()[:8]:
        if line.startswith(TAGLIA_SHA256):
            return line[len(TAGLIA_SHA256):].strip()
    return None


def taglia_name_ok(name: str) -> bool:
    """A sheet's scenario names its taglia file inside the trainee's folder: a plain name, no path."""
    return _TAGLIA_NAME.fullmatch(name) is not None


def dealt_by(text: str) -> ShoeChoice | None:
    """The `# Dealt by:` line among a taglia file's first comment lines."""
    for line in text.splitlines()[:6]:
        if line.startswith(DEALT_BY):
            return ShoeChoice.from_command(line[len(DEALT_BY):])
    return None


def report_dir_of(sheet: str, default: str) -> str:
    """REPORT_DIR of a sheet saved at REPORT_DIR/sheets/<trainee>/NAME, else `default`."""
    trainee_dir = os.path.dirname(os.path.abspath(sheet))
    sheets_dir = os.path.dirname(trainee_dir)
    if os.path.basename(sheets_dir) == "sheets":
        return os.path.dirname(sheets_dir)
    return default


_STAMP = re.compile(r"[^0-9]")


def taglia_base(seed: int, stamp: str) -> str:
    return f"taglia-s{seed}-{_STAMP.sub('', stamp)[:14]}"
