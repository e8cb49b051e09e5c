"""Text a trainee reads, in English and Italian, from one gettext catalog.

Engine sentences are `Say` values: a message id and its parameters. Each id is a message declared in
English by the code (`messages.C_`, the catalog modules here and a drill's own); its Italian is in
trainer/locale/it/LC_MESSAGES/trainer.po, under the id as msgctxt and the English as msgid, compiled to the
.mo read here (docs/translating.md).
`text_in(value, lang)` gives their text: in English by default (JSON output,
`str()`), and in Italian for scorecards and sessions with `--lang it`.
Parameters are put in the language too, so a nested `Say` or a list of them
works; numbers are written as the language writes them (`format.py`).
Cards are passed as `Card` values (or `Cards`, several in a row), so that the
renderer picks their form: codes (9C 5D) for JSON and files, suit symbols
(9♣ 5♦) for a terminal session (`text_in(..., symbols=True)`).
"""
from __future__ import annotations

import gettext
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Iterable

from ..cards import Card
from .format import number, signed
from .messages import REGISTRY, Message

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
        return _template(value.id, lang, value.params).format_map(params)
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
    messages = english()
    if f"value.{code}" in messages:
        return _template(f"value.{code}", lang)
    if f"session.step.{code}" in messages:
        return f"{_template(f'session.step.{code}', lang)} ({code})"
    return code


def _template(id: str, lang: str, params: dict[str, object] | None = None) -> str:
    """The template of `id` in `lang` (its English when `lang` has none); a KeyError when no catalog has it.

    A message that says a count takes the form for the count among `params`, by the language's plural rule.
    """
    message = english().get(id)
    if message is None:
        raise KeyError(id)
    n: int | None = None
    if message.plural is not None:
        value = (params or {}).get(message.count)
        n = value if isinstance(value, int) else None
    if lang == "en":
        return message.english(n)
    catalog = translations(lang)
    if message.plural is None:
        return catalog.pgettext(id, message.en)
    return catalog.npgettext(id, message.en, message.plural, 1 if n is None else n)


@cache
def english() -> dict[str, Message]:
    """Every message of the catalogs, by id, with its English: the catalog modules, imported once on the first
    text rendered (`trainer --help` and `trainer rules` need none), and the messages declared anywhere else."""
    from . import adaptive, audit, engine, exam, prompts, scorecard, session, session_after, taglia  # noqa: F401  (declare)
    from .places import MODULES  # noqa: F401
    return REGISTRY


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of `lang` (trainer/locale/<lang>/LC_MESSAGES/trainer.mo), read once; a language with
    none says its messages in English."""
    return gettext.translation("trainer", str(LOCALE), languages=[lang], fallback=True)


LOCALE = Path(__file__).resolve().parent.parent / "locale"
# The catalog modules, by name: each declares MESSAGES, its messages in English (their Italian is in the .po).
_MODULES = ("engine", "scorecard", "session", "session_after", "audit", "adaptive", "taglia", "exam", "prompts")


def templates(lang: str, messages: Iterable[Message] | None = None) -> dict[str, str]:
    """The templates of `messages` (every message by default) in `lang`, by id: a plural's for several."""
    return {m.id: _template(m.id, lang, {m.count: 2}) for m in (english().values() if messages is None else messages)}
