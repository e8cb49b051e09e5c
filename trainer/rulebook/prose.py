"""The rulebook's words, read from its Markdown files: one file per kind of topic, per language.

trainer/rulebook/en/rulings.md holds every ruling in English, it/rulings.md the same rulings in
Italian, and likewise premise.md, articles.md, house-rules.md and steps.md (contents.FILES). A file is a
run of topics, each a heading line and its paragraphs:

    ## R9 — Left-over drawn cards make a colpo in bianco

    Reading: drawn cards that the rebuilt hand does not use are set aside, in order, and played as a
    colpo in bianco, the next hand; ...

The heading is `## `, the topic as `trainer rules` takes it (premise, 7, R9, burn_cards), ` — ` (an
em dash between spaces) and the title. Paragraphs are separated by blank lines; a paragraph's lines may
be wrapped anywhere and are joined with single spaces. Nothing else is allowed, so that a slip shows at
once rather than as text gone missing: text before the first heading, any other heading, a topic twice,
a topic without text, a topic of another file or of no file, and a topic a file lacks are each a
ProseError naming the file and the line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .contents import CONTENTS, FILES, LANGS, Kind

if TYPE_CHECKING:  # a folder of the files: the package's own Path, or a test's copy
    from importlib.resources.abc import Traversable

HEADING = re.compile(r"## (?P<topic>\S+) — (?P<title>\S.*)")
HOME = "trainer/rulebook"  # where the files are named in errors: the folder to edit, wherever installed


class ProseError(ValueError):
    """A rulebook file that does not say what the contents list, or not in the form above."""


@dataclass(frozen=True, slots=True)
class Words:
    """One topic's title and text in one language, and where its heading is."""

    title: str
    text: str  # paragraphs separated by a blank line, each on one line
    file: str  # "trainer/rulebook/en/rulings.md"
    line: int

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


def parse(file: str, source: str) -> dict[str, Words]:
    """The topics of one file, in its order; `file` is how errors name it."""
    sections: list[tuple[int, re.Match[str], list[str]]] = []
    for number, line in enumerate(source.splitlines(), start=1):
        if line.lstrip().startswith("#"):
            heading = HEADING.fullmatch(line.rstrip())
            if heading is None:
                raise ProseError(f"{file}:{number}: a heading is '## TOPIC — Title', with an em dash between "
                                 f"spaces; this line is {line.strip()!r}")
            sections.append((number, heading, []))
        elif sections:
            sections[-1][2].append(line)
        elif line.strip():
            raise ProseError(f"{file}:{number}: text before the first heading ('## TOPIC — Title')")
    found: dict[str, Words] = {}
    for number, heading, body in sections:
        topic = heading["topic"]
        if topic in found:
            raise ProseError(f"{file}:{number}: a second heading for {topic}; the first is at line {found[topic].line}")
        text = _paragraphs(body)
        if not text:
            raise ProseError(f"{file}:{number}: {topic} has a title and no text")
        found[topic] = Words(heading["title"], text, file, number)
    return found


def _paragraphs(lines: list[str]) -> str:
    paragraphs: list[str] = []
    run: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            run.append(line)
        elif run:
            paragraphs.append(" ".join(" ".join(run).split()))
            run = []
    return "\n\n".join(paragraphs)


def read(folder: Traversable) -> dict[str, dict[str, Words]]:
    """lang -> topic -> its words, for every language and every topic of the contents, from `folder`
    (the package's own, or a copy in a test). A topic that another language lacks is reported with
    where English has it."""
    out: dict[str, dict[str, Words]] = {lang: {} for lang in LANGS}
    for kind in FILES:
        for lang, words in read_kind(folder, kind).items():
            out[lang].update(words)
    return out


def read_kind(folder: Traversable, kind: Kind) -> dict[str, dict[str, Words]]:
    """lang -> topic -> its words for the topics of one kind: its file in every language, checked as `read`
    checks it (a single topic needs only its own file: `trainer rules R9` reads rulings.md alone)."""
    out: dict[str, dict[str, Words]] = {}
    kind_of = {e.topic: e.kind for e in CONTENTS}
    name = FILES[kind]
    for lang in LANGS:
        file = f"{HOME}/{lang}/{name}"
        path = folder / lang / name
        if not path.is_file():
            raise ProseError(f"{file}: missing; it holds the {kind} topics in this language")
        source = path.read_text(encoding="utf-8-sig")  # a BOM from an editor is no text
        found = parse(file, source)
        for topic, said in found.items():
            if topic not in kind_of:
                raise ProseError(f"{said.where}: {topic} is no topic of the rulebook "
                                 f"(trainer/rulebook/contents.py lists them)")
            if kind_of[topic] != kind:
                raise ProseError(f"{said.where}: {topic} belongs in {lang}/{FILES[kind_of[topic]]}, not here")
        expected = [e.topic for e in CONTENTS if e.kind == kind]
        for i, topic in enumerate(expected):
            if topic not in found:
                # Name the line it belongs at: the heading of the next topic the file has, or its end.
                after = [found[t] for t in expected[i + 1:] if t in found]
                at = f"{file}:{after[0].line}" if after else f"{file}:{len(source.splitlines()) + 1}"
                there = (f"{out[LANGS[0]][topic].where} has it" if out
                         else "trainer/rulebook/contents.py lists it")
                raise ProseError(f"{at}: no heading for {topic} ('## {topic} — Title'); {there}")
        out[lang] = found
    return out
