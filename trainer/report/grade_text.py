"""`trainer grade` as text: a line per sheet, then each wrong decision with the right answer."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..i18n import cite, say, text_in
from ..rulebook import with_lookup

if TYPE_CHECKING:
    from ..pipeline import Graded


def grading_text(graded: Graded, lang: str = "en", paths: Iterable[str] | None = None) -> str:
    g = graded.graded()[1]
    mark = say("grade.pass" if g.passed else "grade.fail")
    lines = [text_in(say("grade.line", path=graded.path, trainee=g.trainee, scenario=g.scenario,
                         score=g.score, max=g.max, mark=mark), lang)]
    for d in g.decisions:
        if d.ok:
            continue
        # English names the answer key as the sheet writes it; Italian by its label (Procedura, Esito…)
        key = d.key if lang == "en" else say(f"answer_key.{d.key}")
        lines.append(f"  x {text_in(key, lang)}: {text_in(d.verdict, lang)}")
        lines.append(f"      {cite(d.articles, lang)}: {with_lookup(text_in(d.why, lang), lang)}")
    for p in paths or ():
        lines.append(text_in(say("grade.scorecard", path=p), lang))
    return "\n".join(lines)


def written_text(folder: str, lang: str = "en") -> str:
    """The closing line: the folder the scorecards were written to."""
    return text_in(say("grade.written", folder=folder), lang)


def incomplete_text(path: str, lang: str = "en") -> str:
    return text_in(say("grade.incomplete", path=path), lang)
