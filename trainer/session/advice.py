"""After a session: what to study, article by article, and the command that replays the missed hands.

`study_advice` builds the lines the summary ends with; other ways to go on
(an adaptive drill, say) add their own lines after them. Commands are
written so that they can be copied whole into a shell: arguments quoted as
the shell needs, and a line too long for the terminal continued with a
backslash rather than broken.
"""
from __future__ import annotations

import os
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ..i18n import cite, say
from ..i18n.format import plural
from ..vocab import Article
from .layout import fit
from .screen import emphasis, t

if TYPE_CHECKING:
    from ..engine.grade import Grade

DEFAULT_REPORT_DIR = "reports"  # trainer train's own default: left out of the replay command


@dataclass(frozen=True)
class HandResult:
    """One graded hand of the session: the scenario file it was played from, and its grade."""
    source: str
    grade: Grade


def missed_articles(hands: Sequence[HandResult]) -> list[tuple[Article, list[str]]]:
    """Each article with a wrong decision, and the keys of its wrong decisions (a key once per hand it was
    missed in); the most missed first, then in the rulebook's order."""
    missed: dict[Article, list[str]] = {}
    for hand in hands:
        for d in hand.grade.decisions:
            if not d.ok:
                for a in d.articles:
                    missed.setdefault(a, []).append(d.key)
    return sorted(missed.items(), key=lambda item: (-len(item[1]), _order(item[0])))


def _order(a: Article) -> tuple[int, int]:
    return (0, 0) if a == "premise" else (1, int(a))


@dataclass(frozen=True)
class Recording:
    """Where the session recorded its results, for the commands it offers: the --store it was given (None:
    the default store) or --no-record."""
    store: str | None = None
    off: bool = False

    def args(self) -> list[str]:
        if self.off:
            return ["--no-record"]
        if self.store is None:
            return []
        # A printed command never shows a password (the trainee types it back, or sets $TRAINER_STORE).
        from ..store.postgres import redact
        return ["--store", redact(self.store)]


def replay_command(sources: Sequence[str], trainee: str, lang: str, report_dir: str,
                   recording: Recording = Recording()) -> list[str]:
    """`trainer train` on these scenario files for this trainee, as its arguments, recording where the session
    did."""
    args = ["trainer", "train", *sources, "--trainee", trainee]
    if lang != "en":
        args += ["--lang", lang]
    if os.path.normpath(report_dir) != DEFAULT_REPORT_DIR:
        args += ["--report-dir", report_dir]
    return args + recording.args()


def command_lines(args: Sequence[str], width: int, indent: str = "  ") -> list[str]:
    """A shell command, its arguments quoted, on lines of `width` columns at most where it can (a single
    argument longer than that stays whole); every line but the last ends with a backslash."""
    words = [shlex.quote(a) for a in args]
    lines: list[str] = []
    current = indent + words[0]
    for word in words[1:]:
        if len(current) + 1 + len(word) + 2 > width:  # room for " \" at the end
            lines.append(current + " \\")
            current = indent + "    " + word
        else:
            current += " " + word
    return lines + [current]


def study_advice(hands: Sequence[HandResult], trainee: str, lang: str, report_dir: str = DEFAULT_REPORT_DIR,
                 width: int = 79, colour: bool = False, store: str | None = None,
                 no_record: bool = False) -> list[str]:
    """study_blocks, one line after another."""
    return [line for block in study_blocks(hands, trainee, lang, report_dir, width, colour, store, no_record)
            for line in block]


def study_blocks(hands: Sequence[HandResult], trainee: str, lang: str, report_dir: str = DEFAULT_REPORT_DIR,
                 width: int = 79, colour: bool = False, store: str | None = None,
                 no_record: bool = False, replay: str = "session.advice.replay") -> list[list[str]]:
    """What to study per missed article (`trainer rules N`), then the command that replays the hands with a
    wrong decision (recording to `store`, or not at all with `no_record`, as the session did), under the
    heading `replay` (a catalog id); nothing when every decision was right."""
    articles = missed_articles(hands)
    if not articles:
        return []
    lines = [emphasis(t(lang, "session.advice.study"), colour)]
    blocks = [lines]
    more = "" if lang == "en" else f" --lang {lang}"  # the rules in the session's language
    commands = [f"trainer rules {'premise' if a == 'premise' else a}{more}" for a, _ in articles]
    column = 2 + max(map(len, commands)) + 2
    for (article, keys), command in zip(articles, commands):
        # The command first, where the line never breaks it; the words after it hang under one another.
        what = ", ".join(dict.fromkeys(t(lang, f"session.key.{k}") for k in keys))
        wrong = say(plural(len(keys), "session.advice.wrong.one", "session.advice.wrong.many"), count=len(keys))
        said = t(lang, "session.advice.article", article=cite([article], lang), count=wrong, keys=what)
        lines += fit(f"  {command:<{column - 2}}{said}", width, " " * column)
    missed = [h.source for h in hands if h.grade.score < h.grade.max and os.path.isfile(h.source)]
    sources = list(dict.fromkeys(missed))
    if sources:
        blocks.append([emphasis(t(lang, replay), colour),
                       *command_lines(replay_command(sources, trainee, lang, report_dir, Recording(store, no_record)),
                                      width)])
    return blocks
