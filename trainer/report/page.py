"""What every printed page shares: the Jinja2 environment, catalog words, the date line.

Scorecards and the audit report both render through here, so they look and
read alike. Jinja2 is imported only when a page is rendered.
"""
from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable

from ..i18n import say, text_in

if TYPE_CHECKING:
    import jinja2


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The Jinja2 environment: templates from the package, strict, HTML autoescaped."""
    import jinja2

    return jinja2.Environment(
        loader=jinja2.PackageLoader("trainer", "templates"),
        undefined=jinja2.StrictUndefined,
        autoescape=jinja2.select_autoescape(enabled_extensions=("html.j2",), default_for_string=False),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


class Words:
    """Catalog text in one language: t("card.seat", n=4) -> "seat 4"."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, id: str, **params: object) -> str:
        return text_in(say(id, **params), self.lang)

    def text(self, value: object) -> str:
        """An engine value (str, Say, Text) in this language."""
        return text_in(value, self.lang) if value is not None else ""


def long_date(now: datetime, t: Words) -> str:
    """14 March 2025, 09:30 UTC+01:00 (or its Italian form)."""
    text = t("card.date_format", day=now.day, month=t(f"card.month.{now.month}"), year=now.year,
             time=now.strftime("%H:%M"))
    offset = now.utcoffset()
    if offset is None:  # a naive time: shown as it is
        return text
    z = now.strftime("%z")  # +0100
    return f"{text} UTC" if not offset else f"{text} UTC{z[:3]}:{z[3:5]}"


def one_line(text: str) -> str:
    """Text on one line: runs of white space (newlines included) become one space, and control characters
    from a file are shown escaped (a scorecard printed with `cat` must not drive the terminal)."""
    from ..terminal import safe_text

    return safe_text(" ".join(str(text).split()))


def file_name(path: str) -> str:
    """A file's name as shown anywhere (a terminal line, a page): every control or format character escaped,
    a newline as \\n, so a name can neither drive a terminal, reorder the text around it (RLO) nor start a
    line of its own (a fake "12/12 PASS"); spaces and the rest of the name are kept as they are."""
    from ..terminal import safe_text

    return safe_text(path)


_MD_SPECIAL = str.maketrans({ch: "\\" + ch for ch in "\\`*_{}[]<>()#+!|~"})


def markdown_text(text: str) -> str:
    """Text (already one safe line) for a Markdown cell: Markdown's punctuation backslash-escaped, so a file
    name can neither break the table (|) nor bring in HTML (<b>) or emphasis."""
    return text.translate(_MD_SPECIAL)


def catalog_labels(head: str, names: Iterable[str], lang: str) -> dict[str, str]:
    """Each name's catalog sentence HEAD + name, in `lang`: the fields of a labels record."""
    return {name: text_in(say(head + name), lang) for name in names}
