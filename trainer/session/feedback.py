"""What the trainee reads after a scenario (the wrong decisions, put right) and at the end (the summary)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..cards import CardError, parse_card
from ..i18n import Say, Text, cite, say, text_in
from ..rulebook import with_lookup
from ..vocab import Article
from .questions import QUESTIONS, Ask
from .screen import emphasis, paint, t, wrap

if TYPE_CHECKING:
    from ..grade import Decision, Grade


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
        lines += [paint(line, colour) for line in wrap(verdict_text(d, ask), width, "      ")]
        right = q.show(d.expected, ask)
        lines += [paint(line, colour) for line in wrap(t(lang, "session.result.right", answer=right), width, "      ")]
        why = f"{cite(d.articles, lang)}: {with_lookup(text_in(in_symbols(d.why), lang), lang)}"
        lines += [paint(line, colour) for line in wrap(why, width, "      ")]
    return lines


# Keys whose grader verdict only repeats the two values ("You gave 9C 5D; ..."): the session says what was
# given in the words of its questions instead, so that the answer and the right answer read alike.
_SHOWN_BY_QUESTION = frozenset({"status", "reader", "punto", "banco", "winner", "set_aside", "burned",
                                "next_hand", "button"})
_CARD_KEYS = frozenset({"punto", "banco", "set_aside", "burned"})


_CARD_CODE = re.compile(r"^(?:[2-9]|10|[AJQK])[SHDC]$")


def _symbols(value: Any) -> Any:
    """A parameter of the engine's words with its card codes as the session shows cards (AS 4D -> A♠ 4♦)."""
    if isinstance(value, (Say, Text)):
        return in_symbols(value)
    if isinstance(value, str):
        tokens = value.split()
        if tokens and all(_CARD_CODE.match(tok) for tok in tokens):
            return " ".join(parse_card(tok).symbol() for tok in tokens)
        return value
    if isinstance(value, list):
        return [_symbols(v) for v in value]
    return value


def in_symbols(words: Say | Text) -> Say | Text:
    """The engine's explanation with every card in it written as the question and the right answer write it."""
    if isinstance(words, Say):
        return Say(words.id, {k: _symbols(v) for k, v in words.params.items()})
    return Text(tuple(None if p is None else in_symbols(p) for p in words.parts))


def verdict_text(d: Decision, ask: Ask) -> str:
    """What was wrong with the given answer, in the grader's words with values as the question shows them."""
    if d.key in _SHOWN_BY_QUESTION and d.given is not None:
        show = QUESTIONS[d.key].show
        try:
            given, expected = show(d.given, ask), show(d.expected, ask)
        except (ValueError, TypeError, KeyError, CardError):  # a value no question would have read
            return text_in(d.verdict, ask.lang)
        if d.key in _CARD_KEYS:
            said = say("grade.cards.none", expected=expected) if d.given == [] else \
                say("grade.cards", given=given, expected=expected)
        else:
            said = say("grade.equal", given=given, expected=expected)
        return text_in(said, ask.lang)
    return text_in(in_symbols(d.verdict) if isinstance(d.verdict, (Say, Text)) else d.verdict, ask.lang)


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
