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
from ..rulebook import rules_args, rules_command
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
    return ["trainer", "train", *sources, "--trainee", trainee, *where_args(lang, report_dir), *recording.args()]


def where_args(lang: str, report_dir: str) -> list[str]:
    """The options that keep a command printed for later in the session's language and report folder."""
    args = ["--lang", lang] if lang != "en" else []
    if os.path.normpath(report_dir) != DEFAULT_REPORT_DIR:
        args += ["--report-dir", report_dir]
    return args


def command_lines(args: Sequence[str], width: int, indent: str = "  ") -> list[str]:
    """A shell command, its arguments quoted, on lines of `width` columns that paste whole into a shell: each
    argument kept whole, every line but the last ending with a backslash. An option stays on the line of its
    value where both fit; a continuation line starts four spaces in, and an argument too long for that starts
    the line instead; one longer than the whole line stands alone on its line (nothing can help it there)."""
    words = [shlex.quote(a) for a in args]
    more = indent + "    "
    units: list[str] = []  # "--report-dir DIR" wraps as one, when it fits a continuation line
    for word in words:
        if units and units[-1].startswith("-") and " " not in units[-1] and not word.startswith("-") \
                and len(more) + len(units[-1]) + 1 + len(word) + 2 <= width:
            units[-1] += " " + word
        else:
            units.append(word)
    lines: list[str] = []
    current = indent + units[0]
    alone = False  # the current line holds an argument too long for the indent: nothing joins it
    for unit in units[1:]:
        if not alone and len(current) + 1 + len(unit) + 2 <= width:  # room for " \\" at the end
            current += " " + unit
            continue
        lines.append(current + " \\")
        alone = len(more) + len(unit) + 2 > width
        current = unit if alone else more + unit  # too long: from the line's start, so the terminal keeps it whole
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
    commands = [rules_command(str(a), lang) for a, _ in articles]  # the rules in the session's language
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


RULINGS_READ = 3  # at most this many rulings to read beside the article: a line, not a reading list


@dataclass(frozen=True)
class Weakest:
    """The session's weakest article: its decisions, those right, and the rulings its missed decisions cite."""
    article: Article
    decisions: int
    right: int
    rulings: tuple[str, ...]

    @property
    def topics(self) -> tuple[str, ...]:
        """The `trainer rules` topics to read: the article, then its rulings."""
        return (str(self.article), *self.rulings)


def weakest_article(hands: Sequence[HandResult], lang: str = "en") -> Weakest | None:
    """The article of the session with the lowest share of right decisions among those with a wrong one (then
    the most missed, then the rulebook's order); None when every decision was right."""
    from ..i18n import text_in
    from ..rulebook import cited_rulings, find

    seen: dict[Article, list[int]] = {}  # article -> [decisions, right]
    rulings: dict[Article, list[str]] = {}
    for hand in hands:
        for d in hand.grade.decisions:
            for a in d.articles:
                tally = seen.setdefault(a, [0, 0])
                tally[0] += 1
                tally[1] += d.ok
                if not d.ok:
                    cited = rulings.setdefault(a, [])
                    cited += [r for r in cited_rulings(text_in(d.why, lang)) if r not in cited and find(r)]
    missed = [(a, n, r) for a, (n, r) in seen.items() if r < n]
    if not missed:
        return None
    article, n, right = min(missed, key=lambda m: (m[2] / m[1], -(m[1] - m[2]), _order(m[0])))
    return Weakest(article, n, right, tuple(rulings.get(article, [])[:RULINGS_READ]))


def next_step_lines(hands: Sequence[HandResult], lang: str, width: int = 79, colour: bool = False) -> list[str]:
    """The next step (issue 20, item 11): the session's weakest article and the `trainer rules` topics to read,
    the command on a line of its own; the summary sets them just above the `trainer train --adaptive` command
    it offers a recorded session (the drill that practises what these results missed; an unrecorded
    session's results never reach it, so it is offered neither). [] when every decision was right."""
    weak = weakest_article(hands, lang)
    if weak is None:
        return []
    said = t(lang, "session.next_step", article=cite([weak.article], lang), right=weak.right, count=weak.decisions)
    return [*(emphasis(line, colour) for line in fit(said, width)),
            *command_lines(rules_args(weak.topics, lang), width)]
