"""The rules the engine grades by, in the product's own words: one catalog of topics.

`trainer rules` prints it, docs/rules.md is generated from it, and every
article, ruling id (R1..R32), house rule and procedure step that an
explanation, a scorecard or a session cites is one of its topics (a test
checks it). The texts paraphrase RULEBOOK.md in English and Italian, the
Italian in the regulation's own words (il Dealer, Ispettore di Gioco,
Ispettore Comunale, colpo in bianco, Bottone...); they never paste the
regulation itself.

The words are Markdown files, one per kind of topic and language, where a
translator edits them: en/premise.md, en/articles.md (Articles 1-16),
en/rulings.md (R1-R32), en/house-rules.md, en/steps.md, and the same files
under it/ (prose.py says their form and reads them). contents.py lists the
topics in reading order with their kind and articles, the same in every
language.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from . import prose
from .contents import CONTENTS, LANGS, Kind
from ..vocab import Article

__all__ = ["LANGS", "RULING_ID", "Kind", "Topic", "all_topics", "cited_rulings", "find", "key", "rules_args",
           "rules_command", "suggest", "with_lookup"]


@dataclass(frozen=True, slots=True)
class Topic:
    topic: str  # what a reader types: "premise", "7", "R9", "button_after_cancel", "burn_cards"
    kind: Kind
    articles: tuple[Article, ...]  # the articles the topic belongs to
    title: dict[str, str]  # lang -> one line
    text: dict[str, str]  # lang -> paragraphs, separated by a blank line

    def to_json(self, lang: str) -> dict[str, object]:
        return {"format": 1, "topic": self.topic, "kind": str(self.kind), "title": self.title[lang],
                "text": self.text[lang], "articles": list(self.articles)}


def all_topics() -> tuple[Topic, ...]:
    """Every topic in reading order: the premise, Articles 1-16, rulings, house rules, steps."""
    global _TOPICS
    if _TOPICS is None:
        words = prose.read(HOME)  # read once, on first use: most commands never need them
        _TOPICS = tuple(Topic(e.topic, e.kind, e.articles, {lang: words[lang][e.topic].title for lang in LANGS},
                              {lang: words[lang][e.topic].text for lang in LANGS}) for e in CONTENTS)
    return _TOPICS


_TOPICS: tuple[Topic, ...] | None = None
# The Markdown files sit beside this module, installed as package data; a plain path, because
# importlib.resources would cost `trainer rules` a fifth of its start-up (it imports tempfile and more).
HOME = Path(__file__).resolve().parent
_KINDS: dict[Kind, dict[str, dict[str, prose.Words]]] = {}  # the files `find` has read, by kind

_ARTICLE_FORM = re.compile(r"^(?:art(?:icle|icolo)?\.?\s*)?(\d+)$")
_RULING_FORM = re.compile(r"^r\s*(\d+)$")


def key(name: str) -> str:
    """A topic name as typed ("Art. 7", "article7", "r9", "Burn-Cards") in the catalog's spelling."""
    low = name.strip().lower()
    m = _ARTICLE_FORM.match(low)
    if m:
        return str(int(m.group(1)))
    m = _RULING_FORM.match(low)
    if m:
        return f"R{int(m.group(1))}"
    if low in ("premessa", "premise"):
        return "premise"
    return low.replace("-", "_").replace(" ", "_")


def find(name: str) -> Topic | None:
    """One topic by any spelling of its name; only its own kind's file is read (unless all were already)."""
    wanted = key(name)
    if _TOPICS is not None:
        return next((t for t in _TOPICS if t.topic == wanted), None)
    entry = next((e for e in CONTENTS if e.topic == wanted), None)
    if entry is None:
        return None
    if entry.kind not in _KINDS:
        _KINDS[entry.kind] = prose.read_kind(HOME, entry.kind)
    words = _KINDS[entry.kind]
    return Topic(entry.topic, entry.kind, entry.articles, {lang: words[lang][entry.topic].title for lang in LANGS},
                 {lang: words[lang][entry.topic].text for lang in LANGS})


def suggest(name: str) -> str | None:
    """The closest topic name, for a did-you-mean."""
    names = [t.topic for t in all_topics()]
    close = difflib.get_close_matches(key(name), names, n=1, cutoff=0.5)
    if not close:
        close = difflib.get_close_matches(key(name).lower(), [n.lower() for n in names], n=1, cutoff=0.5)
        close = [names[[n.lower() for n in names].index(close[0])]] if close else []
    if not close and len(key(name)) >= 3:
        # A word of a longer topic ("button" for button_after_cancel): name the topics that hold it.
        word = key(name).lower()
        holding = [n for n in names if word in n.lower()]
        return " or ".join(holding[:3]) if holding else None
    return close[0] if close else None


RULING_ID = re.compile(r"\bR(\d{1,2})\b")


def cited_rulings(text: str) -> list[str]:
    """The ruling ids a text cites, in order, each once: "... (R7, R8)" -> ["R7", "R8"]."""
    out: list[str] = []
    for m in RULING_ID.finditer(text):
        rid = f"R{int(m.group(1))}"
        if rid not in out:
            out.append(rid)
    return out




def rules_args(topics: str | Iterable[object], lang: str = "en") -> list[str]:
    """`trainer rules TOPIC...` as its arguments, in `lang`: every pointer to the rules a reader is shown carries
    the reader's language, so that it prints what they read (`--lang it`)."""
    words = [topics] if isinstance(topics, str) else [str(topic) for topic in topics]
    return ["trainer", "rules", *words, *([] if lang == "en" else ["--lang", lang])]


def rules_command(topics: str | Iterable[object], lang: str = "en") -> str:
    """rules_args as one line: "trainer rules R9 R10 --lang it"."""
    return " ".join(rules_args(topics, lang))


def with_lookup(text: str, lang: str = "en") -> str:
    """`text`, and after it how to look up the rulings it cites; unchanged when it cites none."""
    rulings = cited_rulings(text)
    if not rulings:
        return text
    # the catalog, imported only for a text that cites a ruling (`trainer rules` itself needs none of it)
    from ..i18n import say, text_in
    from ..i18n.messages import C_

    see = C_("rules.see", "Look it up: {command}.")
    return f"{text} {text_in(say(see.id, command=rules_command(rulings, lang)), lang)}"
