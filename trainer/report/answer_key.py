"""`trainer solve` as text: the canonical solution read like an instructor's answer key."""
from __future__ import annotations

from ..solve import Solution

LABELS = {
    "status": "Status", "procedure": "Procedure", "reader": "Reader", "punto": "Punto",
    "banco": "Banco", "announce": "Announce", "winner": "Winner", "payouts": "Payouts",
    "set_aside": "Set aside", "burned": "Burned", "next_hand": "Next hand", "button": "Button",
}
WIDTH = 11


def cite(articles: list) -> str:
    return ", ".join("premise" if a == "premise" else f"Art. {a}" for a in articles)


def money(v: int | float) -> str:
    """A net amount with its sign; cents only when there are any."""
    return f"{v:+d}" if isinstance(v, int) else f"{v:+.2f}"


def shown(key: str, value) -> str:
    if key == "procedure":
        return "  ".join(f"{i}. {s}" for i, s in enumerate(value, 1)) or "none (clean hand)"
    if key in ("punto", "banco", "set_aside", "burned"):
        return " ".join(value) or "none"
    if key == "payouts":
        return "  ".join(f"seat {seat} {money(v)}" for seat, v in value.items()) or "none"
    if key == "reader":
        return "the dealer" if value == "dealer" else f"seat {value}"
    if key == "button":
        return f"seat {value}"
    return str(value)


def render(solution: Solution) -> str:
    sc = solution.scenario
    arts = cite(list(sc.articles))
    lines = [f"{sc.id}  ({arts})", f"  {sc.title}"]
    for key, value in solution.answer.items():
        ex = solution.explain[key]
        lines.append(f"  {LABELS[key]:<{WIDTH}} {shown(key, value)}")
        lines.append(f"  {'':<{WIDTH}}   {cite(ex['articles'])}: {ex['why']}")
    return "\n".join(lines) + "\n"
