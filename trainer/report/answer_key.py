"""`trainer solve` as text: the canonical solution read like an instructor's answer key."""
from __future__ import annotations

from ..i18n import render as say_in
from ..i18n import cite, say
from ..solve import Solution
from ..table import signed

LABELS = {
    "status": "Status", "procedure": "Procedure", "reader": "Reader", "punto": "Punto",
    "banco": "Banco", "announce": "Announce", "winner": "Winner", "payouts": "Payouts",
    "set_aside": "Set aside", "burned": "Burned", "next_hand": "Next hand", "button": "Button",
}
WIDTH = 11


def label(key: str, lang: str = "en") -> str:
    return say_in(say(f"answer_key.{key}"), lang)


def width(lang: str = "en") -> int:
    """The label column: 11 wide in English, wider if a language's labels need it."""
    return max(WIDTH, max(len(label(k, lang)) for k in LABELS) + 2)


def shown(key: str, value, lang: str = "en") -> str:
    if key == "procedure":
        return "  ".join(f"{i}. {s}" for i, s in enumerate(value, 1)) or say_in(say("answer_key.no_steps"), lang)
    if key in ("punto", "banco", "set_aside", "burned"):
        return " ".join(value) or say_in(say("answer_key.none"), lang)
    if key == "payouts":
        return "  ".join(
            say_in(say("answer_key.payout", seat=seat, amount=signed(v, lang)), lang) for seat, v in value.items()
        ) or say_in(say("answer_key.none"), lang)
    if key == "reader":
        return say_in(say("answer_key.dealer") if value == "dealer" else say("answer_key.seat", seat=value), lang)
    if key == "button":
        return say_in(say("answer_key.seat", seat=value), lang)
    return str(value)


def render(solution: Solution, lang: str = "en") -> str:
    sc = solution.scenario
    arts = cite(list(sc.articles), lang)
    wide = width(lang)
    lines = [f"{sc.id}  ({arts})", f"  {sc.title}"]
    for key, value in solution.answer.items():
        ex = solution.explain[key]
        lines.append(f"  {label(key, lang):<{wide}} {shown(key, value, lang)}")
        lines.append(f"  {'':<{wide}}   {cite(ex['articles'], lang)}: {say_in(ex['why'], lang)}")
    return "\n".join(lines) + "\n"
