"""Scenario text that may be written per language (FORMATS §2: `title`, `description`).

A plain string is the English text; a map gives it by language, English
required, so every reader has a text and `--lang it` one in Italian where
the author wrote it.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..yamlio.check import Checker, shown, suggest
from ..yamlio.errors import KeyPath

LANGUAGES = ("en", "it")


@dataclass(frozen=True, slots=True)
class Texts:
    """One text in English and, when the author gave it, in Italian."""

    en: str
    it: str | None = None

    def in_lang(self, lang: str) -> str:
        # English stands in for a language the author did not write.
        return self.it if lang == "it" and self.it is not None else self.en


def texts_of(c: Checker, value: object, path: KeyPath) -> Texts | None:
    """A plain text, or a map {en: ..., it: ...}; each bad entry is reported at its line."""
    if not isinstance(value, dict):
        text = c.text(value, path)
        return Texts(text) if text is not None else None
    key = path[-1]
    ok = True
    for lang in value:
        if lang not in LANGUAGES:
            c.error(path + (lang,), f"unknown language '{lang}' in {c.name(path)}; {suggest(lang, LANGUAGES)}"
                    f"write {key} in en (required) and it", key=True)
            ok = False
    if "en" not in value:
        c.error(path, f"{c.name(path)} has no 'en', which is required: every {key} needs its English text "
                f"(add en: ...), the Italian is optional", key=True)
        ok = False
    found: dict[str, str] = {}
    for lang in LANGUAGES:
        if lang in value:
            text = value[lang]
            if not isinstance(text, str) or not text.strip():
                c.error(path + (lang,), f"{c.name(path + (lang,))} must be some text; got {shown(text)}")
                ok = False
            else:
                found[lang] = text
    if not ok:
        return None
    return Texts(found["en"], found.get("it"))
