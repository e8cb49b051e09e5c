"""What the trainee reads after a scenario (the wrong decisions, put right) and at the end (the summary)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import cite, text_in
from ..rulebook import with_lookup
from ..vocab import Article
from .questions import QUESTIONS, Ask
from .screen import emphasis, paint, t, wrap

if TYPE_CHECKING:
    from ..grade import Grade


def result_lines(grade: Grade, ask: Ask, width: int) -> list[str]:
    """The score, then each wrong decision: what was wrong, the right answer, the article and why."""
    lang, colour = ask.lang, ask.colour
    if grade.passed:
        head = t(lang, "session.result.passed", score=grade.score, max=grade.max)
    else:
        head = t(lang, "session.result.failed", score=grade.score, max=grade.max)
    lines = [emphasis(head, colour, fg="green" if grade.passed else "red")]
    for d in grade.decisions:
        if d.ok:
            continue
        q = QUESTIONS[d.key]
        lines.append(emphasis(f"  ✗ {t(lang, f'session.key.{d.key}')}", colour, fg="red"))
        lines += [paint(line, colour) for line in wrap(text_in(d.verdict, lang), width, "      ")]
        right = q.show(d.expected, ask)
        lines += [paint(line, colour) for line in wrap(t(lang, "session.result.right", answer=right), width, "      ")]
        why = f"{cite(d.articles, lang)}: {with_lookup(text_in(d.why, lang), lang)}"
        lines += [paint(line, colour) for line in wrap(why, width, "      ")]
    return lines


def _article_key(a: Article) -> tuple[int, int]:
    return (0, 0) if a == "premise" else (1, a)


def summary_lines(trainee: str, played: list[tuple[str, Grade]], lang: str, colour: bool) -> list[str]:
    """Score per scenario and per article, then the total. `played`: (scenario id, Grade) in order."""
    lines = [emphasis(t(lang, "session.summary.title", trainee=trainee), colour)]
    if not played:
        return lines + ["  " + t(lang, "session.summary.nothing")]
    width = max(len(sid) for sid, _ in played)
    by_article: dict[Article, tuple[int, int]] = {}
    right = total = passed = 0
    for i, (sid, g) in enumerate(played, 1):
        mark = t(lang, "session.summary.passed" if g.passed else "session.summary.failed")
        lines.append(f"  {i:>2}. {sid:<{width}}  {g.score:>2}/{g.max:<2}  {mark}")
        right += g.score
        total += g.max
        passed += g.passed
        for d in g.decisions:
            for a in d.articles:
                ok, n = by_article.get(a, (0, 0))
                by_article[a] = (ok + d.ok, n + 1)
    lines.append(t(lang, "session.summary.by_article"))
    for a in sorted(by_article, key=_article_key):
        ok, n = by_article[a]
        lines.append(f"    {cite([a], lang):<10} {ok:>3}/{n:<3} {round(100 * ok / n):>3} %")
    lines.append(emphasis(t(lang, "session.summary.total", right=right, total=total, passed=passed,
                            scenarios=len(played)), colour))
    return lines
