"""The rules the engine grades by, in the product's own words: one catalog of topics.

`trainer rules` prints it, docs/rules.md is generated from it, and every
article, ruling id (R1..R26), house rule and procedure step that an
explanation, a scorecard or a session cites is one of its topics (a test
checks it). The texts paraphrase RULEBOOK.md in English and Italian, the
Italian in the regulation's own words (il Dealer, Ispettore di Gioco,
Ispettore Comunale, colpo in bianco, Bottone...); they never paste the
regulation itself.

One module per kind of topic: game.py (the premise and Articles 11-16),
articles.py (Articles 1-10), rulings.py (R1-R17), sequences.py (R18-R26),
house.py (house rules), steps.py (procedure steps).
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Iterable

from ..vocab import Article

LANGS = ("en", "it")


class Kind(StrEnum):
    """What a topic is, as `trainer rules --json` names it (FORMATS §4)."""

    PREMISE = "premise"
    ARTICLE = "article"
    RULING = "ruling"
    HOUSE_RULE = "house_rule"
    STEP = "step"


@dataclass(frozen=True)
class Topic:
    topic: str  # what a reader types: "premise", "7", "R9", "button_after_cancel", "burn_cards"
    kind: Kind
    articles: tuple[Article, ...]  # the articles the topic belongs to
    title: dict[str, str]  # lang -> one line
    text: dict[str, str]  # lang -> paragraphs, separated by a blank line

    def to_json(self, lang: str) -> dict[str, object]:
        return {"format": 1, "topic": self.topic, "kind": str(self.kind), "title": self.title[lang],
                "text": self.text[lang], "articles": list(self.articles)}


def topic(name: str, kind: Kind, articles: Iterable[Article], en: tuple[str, str], it: tuple[str, str]) -> Topic:
    """A topic from its (title, text) in English and in Italian."""
    return Topic(name, kind, tuple(articles), {"en": en[0], "it": it[0]}, {"en": _join(en[1]), "it": _join(it[1])})


def _join(text: str) -> str:
    # Texts are written as indented triple-quoted blocks: one paragraph per block of lines.
    paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip())]
    return "\n\n".join(p for p in paragraphs if p)


def all_topics() -> tuple[Topic, ...]:
    """Every topic in reading order: the premise, Articles 1-16, rulings, house rules, steps."""
    global _TOPICS
    if _TOPICS is None:
        from . import articles, game, house, rulings, sequences, steps

        arts = sorted(articles.TOPICS + game.ARTICLES, key=lambda t: int(t.topic))
        _TOPICS = (game.PREMISE, *arts, *rulings.TOPICS, *sequences.TOPICS, *house.TOPICS, *steps.TOPICS)
    return _TOPICS


_TOPICS: tuple[Topic, ...] | None = None

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
    wanted = key(name)
    return next((t for t in all_topics() if t.topic == wanted), None)


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


_SEE = {"en": "Look it up: trainer rules {topics}.", "it": "Per approfondire: trainer rules {topics}."}


def with_lookup(text: str, lang: str = "en") -> str:
    """`text`, and after it how to look up the rulings it cites; unchanged when it cites none."""
    rulings = cited_rulings(text)
    if not rulings:
        return text
    return f"{text} {_SEE.get(lang, _SEE['en']).format(topics=' '.join(rulings))}"
