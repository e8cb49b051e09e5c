"""`trainer grade` as text: a line per sheet, then each wrong decision with the right answer."""
from __future__ import annotations

from typing import Iterable

from ..engine.grade import Decision
from ..i18n import cite, say, text_in
from ..pipeline import Graded
from ..rulebook import with_lookup
from .page import file_name


def grading_text(graded: Graded, lang: str = "en", paths: Iterable[str] | None = None) -> str:
    """A line for the sheet, then each wrong decision; a sequence's hand by hand, each hand's score first."""
    g = graded.grade
    if g is None:
        raise ValueError(f"{graded.path} was not graded")
    mark = say("grade.pass" if g.passed else "grade.fail")
    lines = [text_in(say("grade.line", path=file_name(graded.path), trainee=g.trainee, scenario=g.scenario,
                         score=g.score, max=g.max, mark=mark), lang)]
    if g.hands is None:
        lines += _missed(g.decisions, lang, "")
    for n in range(1, (g.hands or 0) + 1):
        decisions = g.of_hand(n)
        blank = unanswered(decisions)  # one line for it, not a "no answer" per key
        lines.append(text_in(say("card.seq.grade_hand_blank" if blank else "card.seq.grade_hand", n=n,
                                 score=sum(d.ok for d in decisions), max=len(decisions)), lang))
        if not blank:
            lines += _missed(decisions, lang, "  ")
    for p in paths or ():
        lines.append(text_in(say("grade.scorecard", path=file_name(p)), lang))
    return "\n".join(lines)


def unanswered(decisions: tuple[Decision, ...]) -> bool:
    """A hand of a sequence the sheet left blank or did not reach: no decision of it was answered."""
    return bool(decisions) and all(d.given is None for d in decisions)


def _missed(decisions: Iterable[Decision], lang: str, indent: str) -> list[str]:
    lines = []
    for d in decisions:
        if d.ok:
            continue
        # English names the answer key as the sheet writes it; Italian by its label (Procedura, Esito…)
        key = d.key.value if lang == "en" else say(f"answer_key.{d.key.value}")
        lines.append(f"{indent}  x {text_in(key, lang)}: {text_in(d.verdict, lang)}")
        lines.append(f"{indent}      {cite(d.articles, lang)}: {with_lookup(text_in(d.why, lang), lang)}")
    return lines


def written_text(folder: str, lang: str = "en") -> str:
    """The closing line: the folder the scorecards were written to."""
    return text_in(say("grade.written", folder=file_name(folder)), lang)


def incomplete_text(path: str, lang: str = "en") -> str:
    return text_in(say("grade.incomplete", path=file_name(path)), lang)
