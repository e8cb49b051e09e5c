"""Where a whole-taglia session keeps its work, and how it is taken up again (`trainer train --resume`).

Two files, both rewritten after every hand so that a stop loses nothing:
the taglia dealt so far, an ordinary sequence file under
REPORT_DIR/taglie/<trainee>/, and the answers, a sequence answer sheet
(FORMATS §5) under REPORT_DIR/sheets/<trainee>/ like every sheet of a
session, with `incomplete: true` until the mask has ended the taglia. Each is
first created under a name that was free (never over another file), then
replaced whole (a temporary file renamed over it): never half written.

The taglia file's comment says how it was dealt (`# Dealt by: trainer train
--shoe --seed ...`); to resume, the session deals the same taglia again from
that line and checks that it gives the file's hands, so an edited file is
refused instead of being continued wrongly.
"""
from __future__ import annotations

import os
import re
import shlex
import tempfile
from dataclasses import dataclass
from typing import Any

from ..files import slug, write_new
from ..vocab import Article
from .paths import choice_of, path
from .sheets import _ordered, sheet_text

TAGLIE = "taglie"
DEALT_BY = "# Dealt by: "


@dataclass(frozen=True)
class ShoeChoice:
    """A taglia as the command line chose it."""

    seed: int
    decks: int = 6
    fault_rate: float = 0.15
    articles: tuple[Article, ...] | None = None  # None: every article a fault can come from
    quick: bool = False

    def command(self) -> str:
        words = ["trainer", "train", "--shoe", "--seed", str(self.seed), "--decks", str(self.decks),
                 "--fault-rate", repr(self.fault_rate)]
        for a in self.articles or ():
            words += ["--article", str(a)]
        return " ".join(words + (["--quick"] if self.quick else []))

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

        seed, decks, rate, quick = None, 6, 0.15, False
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
                else:
                    return None
        except (StopIteration, ValueError):
            return None
        if seed is None:
            return None
        return ShoeChoice(seed, decks, rate, tuple(articles) or None, quick)


def taglia_folder(report_dir: str, trainee: str) -> str:
    return os.path.join(report_dir, TAGLIE, slug(trainee, "trainee"))


def create(folder: str, base: str, suffix: str, text: str) -> str:
    """A new file under the first free name BASE, BASE-2, ...; its path."""
    return write_new(folder, base, {suffix: text})[0]


def rewrite(path: str, text: str) -> None:
    """The session's own file replaced whole: written beside it, then renamed over it."""
    folder, name = os.path.split(path)
    fd, temp = tempfile.mkstemp(dir=folder or ".", prefix=f".{name}.", suffix=".part")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


def answers_text(sid: str, trainee: str, hands: list[dict[str, Any]], times: list[dict[str, Any]],
                 typed: list[dict[str, Any]], incomplete: bool, lang: str) -> str:
    """The sequence answer sheet: one answer per hand, keys in FORMATS order."""
    return sheet_text(sid, trainee, {"hands": [_ordered(h) for h in hands]}, {"hands": [_ordered(h) for h in times]},
                      {"hands": typed}, incomplete=incomplete, lang=lang)


def dealt_by(text: str) -> ShoeChoice | None:
    """The `# Dealt by:` line among a taglia file's first comment lines."""
    for line in text.splitlines()[:6]:
        if line.startswith(DEALT_BY):
            return ShoeChoice.from_command(line[len(DEALT_BY):])
    return None


def complete(answer: dict[str, Any], quick_keys: tuple[str, ...] | None) -> bool:
    """Was this hand answered to its last question (a stop mid-hand leaves it short)?"""
    if quick_keys is not None:
        return all(k in answer for k in quick_keys)
    if "status" not in answer:
        return False
    return all(q.key in answer for q in path(choice_of(answer)))


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
