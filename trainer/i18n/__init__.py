"""Text a trainee reads, in English and Italian, from one catalog per language.

Engine sentences are `Say` values: a message id and its parameters.
`text_in(value, lang)` gives their text: in English by default (JSON output,
`str()`), and in Italian for scorecards and sessions with `--lang it`.
Parameters are put in the language too, so a nested `Say` or a list of them
works; numbers are written as the language writes them (`format.py`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from .format import number

LANGS = ("en", "it")


@dataclass(frozen=True)
class Say:
    id: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return text_in(self, "en")

    def __add__(self, other: "Say | Text") -> "Text":
        return Text((self,)) + other


@dataclass(frozen=True)
class Text:
    """Sentences said one after the other."""

    parts: tuple[Say | Text | None, ...] = ()

    def __str__(self) -> str:
        return text_in(self, "en")

    def __add__(self, other: "Say | Text") -> "Text":
        more = other.parts if isinstance(other, Text) else (other,)
        return Text(self.parts + more)


def say(id: str, **params: Any) -> Say:
    return Say(id, params)


def cite(articles: Any, lang: str = "en") -> str:
    """Articles as a trainee reads them: "premise, Art. 13" / "premessa, Art. 13"."""
    return ", ".join(
        text_in(say("cite.premise") if a == "premise" else say("cite.article", article=a), lang)
        for a in articles
    )


def text_in(value: Any, lang: str = "en") -> str:
    """Any text value in `lang`: a Say, a Text, a list of them, or a plain string."""
    if isinstance(value, Say):
        template = _catalog(lang).get(value.id)
        if template is None:
            template = _catalog("en")[value.id]
        text: str = template.format(**{k: text_in(v, lang) for k, v in value.params.items()})
        return text
    if isinstance(value, Text):
        return " ".join(text_in(p, lang) for p in value.parts if p is not None)
    if isinstance(value, (list, tuple)):
        return ", ".join(text_in(v, lang) for v in value)
    if isinstance(value, (float, Decimal)):
        return number(value, lang)
    return str(value)


# Catalog modules, each with EN and IT dicts of id -> template; ids are unique across them.
_MODULES = ("engine", "scorecard", "session", "audit")
_CATALOGS: dict[str, dict[str, str]] = {}


def _catalog(lang: str) -> dict[str, str]:
    if lang not in _CATALOGS:
        from importlib import import_module

        merged: dict[str, str] = {}
        for name in _MODULES:
            module = import_module(f"{__name__}.{name}")
            merged.update(getattr(module, lang.upper()))
        _CATALOGS[lang] = merged
    return _CATALOGS[lang]
