"""`trainer solve` as text: the canonical solution read like an instructor's answer key."""
from __future__ import annotations

from typing import Any

from ..i18n import Code, cite, say, text_in
from ..i18n.format import signed
from ..solve import Solution
from ..table import DEALER
from ..vocab import ALL_KEYS, CARD_KEYS, Key

WIDTH = 11


def label(key: str, lang: str = "en") -> str:
    return text_in(say(f"answer_key.{key}"), lang)


def width(lang: str = "en") -> int:
    """The label column: 11 wide in English, wider if a language's labels need it."""
    return max(WIDTH, max(len(label(k, lang)) for k in ALL_KEYS) + 2)


def shown(key: str, value: Any, lang: str = "en") -> str:
    if key == Key.PROCEDURE:
        return "  ".join(f"{i}. {text_in(Code(s), lang)}" for i, s in enumerate(value, 1)) or text_in(say("answer_key.no_steps"), lang)
    if key in CARD_KEYS:
        return " ".join(value) or text_in(say("answer_key.none"), lang)
    if key == Key.PAYOUTS:
        return "  ".join(
            text_in(say("answer_key.payout", seat=seat, amount=signed(v, lang)), lang) for seat, v in value.items()
        ) or text_in(say("answer_key.none"), lang)
    if key == Key.READER:
        return text_in(say("answer_key.dealer") if value == DEALER else say("answer_key.seat", seat=value), lang)
    if key == Key.BUTTON:
        return text_in(say("answer_key.seat", seat=value), lang)
    if key == Key.ANNOUNCE:
        return str(value)
    return text_in(Code(str(value)), lang)  # a status, a winner, a next hand: a word in Italian


def key_lines(solution: Solution, lang: str, indent: str, columns: int | None = None,
              plain_procedure: bool = False) -> list[str]:
    """Each graded key: its label and value, then its articles and why on the line under it. With `columns`
    (a terminal's width) lines break at spaces only, hanging under their column, never inside a word;
    without, each stays one line (for files and pipes). `plain_procedure`: an empty procedure reads "none",
    not "clean hand" (a colpo in bianco played under R20)."""
    wide = width(lang)
    lines: list[str] = []
    for key, value in solution.answer.items():
        ex = solution.explain[key]
        if plain_procedure and key == Key.PROCEDURE and not value:
            value_text = text_in(say("answer_key.none"), lang)
        else:
            value_text = shown(key, value, lang)
        head = f"{indent}{label(key, lang):<{wide}} "
        why = f"{indent}{'':<{wide}}   "
        lines += _fitted(head, value_text, columns, " " * len(head))
        lines += _fitted(why, f"{cite(ex['articles'], lang)}: {text_in(ex['why'], lang)}", columns,
                         " " * (len(why) + 2))
    return lines


def heading_lines(sid: str, articles: str, title: str, columns: int | None = None) -> list[str]:
    """The id with its articles, then the title, each fitted like the keys."""
    return _fitted("", f"{sid}  ({articles})", columns, "  ") + _fitted("  ", title, columns, "  ")


def _fitted(first: str, text: str, columns: int | None, hang: str) -> list[str]:
    if columns is None or len(first) + len(text) <= columns:
        return [first + text]
    import textwrap  # only on a terminal

    return textwrap.wrap(text, width=max(columns, len(hang) + 20), initial_indent=first, subsequent_indent=hang,
                         break_long_words=False, break_on_hyphens=False)


def answer_key_text(solution: Solution, lang: str = "en", columns: int | None = None) -> str:
    sc = solution.scenario
    arts = cite(list(sc.articles), lang)
    lines = heading_lines(sc.id, arts, sc.title_in(lang), columns)
    lines += key_lines(solution, lang, "  ", columns)
    return "\n".join(lines) + "\n"
