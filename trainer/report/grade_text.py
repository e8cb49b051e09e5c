"""`trainer grade` as text: a line per sheet, then each wrong decision with the right answer."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..i18n import cite, text_in
from ..rulebook import with_lookup

if TYPE_CHECKING:
    from ..pipeline import Graded


def grading_text(graded: Graded, lang: str = "en", paths: Iterable[str] | None = None) -> str:
    g = graded.graded()[1]
    mark = "PASS" if g.passed else "FAIL"
    lines = [f"{graded.path}: {g.trainee} on {g.scenario}: {g.score}/{g.max} {mark}"]
    for d in g.decisions:
        if d.ok:
            continue
        lines.append(f"  x {d.key}: {text_in(d.verdict, lang)}")
        lines.append(f"      {cite(d.articles, lang)}: {with_lookup(text_in(d.why, lang), lang)}")
    for p in paths or ():
        lines.append(f"  scorecard: {p}")
    return "\n".join(lines)
