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


def answer_key_text(solution: Solution, lang: str = "en") -> str:
    sc = solution.scenario
    arts = cite(list(sc.articles), lang)
    wide = width(lang)
    lines = [f"{sc.id}  ({arts})", f"  {sc.title_in(lang)}"]
    for key, value in solution.answer.items():
        ex = solution.explain[key]
        lines.append(f"  {label(key, lang):<{wide}} {shown(key, value, lang)}")
        lines.append(f"  {'':<{wide}}   {cite(ex['articles'], lang)}: {text_in(ex['why'], lang)}")
    return "\n".join(lines) + "\n"
