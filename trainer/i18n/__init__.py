"""Text a trainee reads, in English and Italian, from one catalog per language.

Engine sentences are `Say` values: a message id and its parameters.
`text_in(value, lang)` gives their text: in English by default (JSON output,
`str()`), and in Italian for scorecards and sessions with `--lang it`.
Parameters are put in the language too, so a nested `Say` or a list of them
works; numbers are written as the language writes them (`format.py`).
Cards are passed as `Card` values (or `Cards`, several in a row), so that the
renderer picks their form: codes (9C 5D) for JSON and files, suit symbols
(9♣ 5♦) for a terminal session (`text_in(..., symbols=True)`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from ..cards import Card
from .format import number, signed

LANGS = ("en", "it")


@dataclass(frozen=True, slots=True)
class Say:
    """One sentence of a catalog: its id and the parameters its template names."""

    id: str
    params: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return text_in(self, "en")

    def __add__(self, other: "Say | Text") -> "Text":
        return Text((self,)) + other


@dataclass(frozen=True, slots=True)
class Text:
    """Sentences said one after the other."""

    parts: tuple[Say | Text | None, ...] = ()

    def __str__(self) -> str:
        return text_in(self, "en")

    def __add__(self, other: "Say | Text") -> "Text":
        more = other.parts if isinstance(other, Text) else (other,)
        return Text(self.parts + more)


@dataclass(frozen=True, slots=True)
class Code:
    """A vocabulary code (a status, a winner, a next hand, a step, the dealer) shown to a reader.

    English shows the code as written; Italian shows its word ("valid" -> "valido"),
    and for a step its label with the code the trainee types after it in parentheses.
    A code with no word is shown as written.
    """

    value: str


@dataclass(frozen=True, slots=True)
class Signed:
    """A net amount, signed, as the reader's language writes it: +147.25 / +147,25."""

    value: Any


@dataclass(frozen=True, slots=True)
class Cards:
    """Cards in a row (Punto's first two), written space-separated: 9C 5D, or 9♣ 5♦ with symbols."""

    cards: tuple[Card, ...]

    def __format__(self, spec: str) -> str:
        """Their codes (9C 5D), as text_in writes them without symbols: a template takes them as they are."""
        text = " ".join([_code(card) for card in self.cards])
        return format(text, spec) if spec else text


def say(id: str, **params: Any) -> Say:
    return Say(id, params)


def cite(articles: Any, lang: str = "en") -> str:
    """Articles as a trainee reads them: "premise, Art. 13" / "premessa, Art. 13"."""
    return ", ".join(
        text_in(say("cite.premise") if a == "premise" else say("cite.article", article=a), lang)
        for a in articles
    )


def text_in(value: Any, lang: str = "en", symbols: bool = False) -> str:
    """Any text value in `lang`: a Say, a Text, a list of them, or a plain string.

    `symbols`: cards with their suit symbols (9♣) instead of their codes (9C).
    """
    if value.__class__ is Say or isinstance(value, Say):
        engine = _ENGINE.get(lang)  # the engine's catalog, as _template tries first
        template = engine.get(value.id) if engine is not None else None
        if template is None:
            template = _template(value.id, lang)
        params = value.params
        as_written = _AS_WRITTEN_CODES if not symbols else _AS_WRITTEN
        for v in params.values():
            if v.__class__ not in as_written:
                # format() writes the others as _param would: only these go through it.
                text: str = template.format_map({k: v if v.__class__ in as_written else _param(v, lang, symbols)
                                                 for k, v in params.items()})
                return text
        # Only parameters that format() writes as _param would: no copy of the params.
        text = template.format_map(params)
        return text
    if isinstance(value, Text):
        return " ".join([text_in(p, lang, symbols) for p in value.parts if p is not None])
    if isinstance(value, Card):
        return value.symbol() if symbols else str(value)
    if isinstance(value, Cards):
        return " ".join([c.symbol() for c in value.cards] if symbols else map(str, value.cards))
    if isinstance(value, (list, tuple)):
        return ", ".join([text_in(v, lang, symbols) for v in value])
    if isinstance(value, (float, Decimal)):
        return number(value, lang)
    if isinstance(value, Code):
        return code_word(value.value, lang)
    if isinstance(value, Signed):
        return signed(value.value, lang)
    return str(value)


def code_word(code: str, lang: str) -> str:
    """A code as `lang` reads it (see `Code`)."""
    if lang == "en":
        return code
    words = _catalog(lang)
    word = words.get(f"value.{code}")
    if word is not None:
        return word
    step = words.get(f"session.step.{code}")
    return code if step is None else f"{step} ({code})"


# Parameters that str.format writes exactly as text_in would, in every language (no template has a format spec):
# words and whole numbers; and cards, when written as their codes (Card.__str__, Cards.__format__).
_AS_WRITTEN = frozenset((str, int))
_AS_WRITTEN_CODES = frozenset((str, int, Card, Cards))


def _param(value: object, lang: str, symbols: bool) -> str:
    # For speed: most parameters are plain words and seat numbers (about 29,000
    # of them per 1,000 scenarios), the same in every language, or cards; skip the dispatch.
    # A card's code is Card.__str__ called here, not str(): Python calling back from C costs several times more.
    if type(value) is str:
        return value
    if type(value) is int:
        return str(value)
    if not symbols:
        if type(value) is Cards:
            return " ".join([_code(card) for card in value.cards])
        if type(value) is Card:
            return _code(value)
    return text_in(value, lang, symbols)


_code = Card.__str__


# Catalog modules, each with EN and IT dicts of id -> template; ids are unique across them.
_MODULES = ("engine", "scorecard", "session", "audit", "adaptive", "taglia")
_ENGINE: dict[str, dict[str, str]] = {}  # lang -> the engine's catalog alone
_CATALOGS: dict[str, dict[str, str]] = {}  # lang -> every catalog merged


def _template(id: str, lang: str) -> str:
    """The template of `id` in `lang`, else in English.

    The engine's catalog is tried first and the others are imported only when
    an id is not in it: `trainer solve` never needs the session's, the
    scorecard's or the audit's sentences. Ids are unique across the catalogs,
    so the order of the look-ups changes no text.
    """
    engine = _ENGINE.get(lang)
    if engine is None:
        engine = _ENGINE[lang] = _module_catalog("engine", lang)
    template = engine.get(id)
    if template is None:
        template = _catalog(lang).get(id)
        if template is None:
            template = _catalog("en")[id]
    return template


def _module_catalog(name: str, lang: str) -> dict[str, str]:
    from importlib import import_module

    catalog: dict[str, str] = getattr(import_module(f"{__name__}.{name}"), lang.upper())
    return catalog


def _catalog(lang: str) -> dict[str, str]:
    if lang not in _CATALOGS:
        merged: dict[str, str] = {}
        for name in _MODULES:
            merged.update(_module_catalog(name, lang))
        _CATALOGS[lang] = merged
    return _CATALOGS[lang]
