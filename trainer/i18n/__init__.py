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
from typing import Iterable

from ..cards import Card
from .format import number, signed

LANGS = ("en", "it")


@dataclass(frozen=True, slots=True)
class Say:
    """One sentence of a catalog: its id and the parameters its template names."""

    id: str
    params: dict[str, object] = field(default_factory=dict)  # each said by text_in

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

    value: Decimal


@dataclass(frozen=True, slots=True)
class Cards:
    """Cards in a row (Punto's first two), written space-separated: 9C 5D, or 9♣ 5♦ with symbols."""

    cards: tuple[Card, ...]


def say(id: str, **params: object) -> Say:
    return Say(id, params)


def cite(articles: Iterable[object], lang: str = "en") -> str:
    """Articles as a trainee reads them: "premise, Art. 13" / "premessa, Art. 13".

    Any value is cited as it is ("Art. X"): the audit cites what a stored record holds, unchecked.
    """
    return ", ".join(
        text_in(say("cite.premise") if a == "premise" else say("cite.article", article=a), lang)
        for a in articles
    )


def text_in(value: object, lang: str = "en", symbols: bool = False) -> str:
    """Any text value in `lang`: a Say, a Text, a list of them, or a plain string.

    `symbols`: cards with their suit symbols (9♣) instead of their codes (9C).
    """
    if type(value) in (str, int):  # most parameters are words and seat numbers: said as they are
        return str(value)
    if isinstance(value, Say):
        params = {key: text_in(v, lang, symbols) for key, v in value.params.items()}
        return _template(value.id, lang).format_map(params)
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
    word = _lookup(f"value.{code}", lang)
    if word is not None:
        return word
    step = _lookup(f"session.step.{code}", lang)
    return code if step is None else f"{step} ({code})"


def _template(id: str, lang: str) -> str:
    """The template of `id` in `lang`, else in English."""
    template = _lookup(id, lang)
    if template is None:
        if lang == "en":
            raise KeyError(id)
        return _template(id, "en")
    return template


def _lookup(id: str, lang: str) -> str | None:
    """The template of `id` in `lang`, None when no catalog has it."""
    return _CATALOGS[lang].get(id) if lang in _CATALOGS else None


# The catalogs, one map per language: each module holds EN and IT maps of id -> template, and ids are unique
# across them (tests/test_i18n.py), so one map per language says the same.
from . import adaptive, audit, engine, exam, scorecard, session, taglia  # noqa: E402  (they hold data only)

_MODULES = ("engine", "scorecard", "session", "audit", "adaptive", "taglia", "exam")  # the catalogs, by module name
_CATALOGS: dict[str, dict[str, str]] = {
    lang: {mid: text for module in (engine, scorecard, session, audit, adaptive, taglia, exam)
           for mid, text in getattr(module, lang.upper()).items()}
    for lang in LANGS
}
