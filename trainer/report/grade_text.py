"""`trainer grade` as text: a line per sheet, then each wrong decision with the right answer."""
from __future__ import annotations

from ..i18n import cite
from ..i18n import render as say_in


def render(graded, lang: str = "en", paths: list | None = None) -> str:
    g = graded.grade
    mark = "PASS" if g.passed else "FAIL"
    lines = [f"{graded.path}: {g.trainee} on {g.scenario}: {g.score}/{g.max} {mark}"]
    for d in g.decisions:
        if d.ok:
            continue
        lines.append(f"  x {d.key}: {say_in(d.verdict, lang)}")
        lines.append(f"      {cite(d.articles, lang)}: {say_in(d.why, lang)}")
    for p in paths or ():
        lines.append(f"  scorecard: {p}")
    return "\n".join(lines)
