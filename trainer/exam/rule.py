"""The pass rule applied to an exam's graded hands: the per-article tallies, and the rule that decided.

A decision citing two articles counts under both (FORMATS §7). The rule is read in this order, the first
that fails deciding: the exam not finished, a red line crossed, the overall fraction, an article's minimum,
an article not mastered (when the rule asks for mastery: trainer.adaptive.mastery's one definition, applied
to the exam's own graded hands in the order played, each hand a scenario of its own, as the store's records
of them read in the class view).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..adaptive.history import Decision, PlayedHand
from ..adaptive.mastery import mastered
from ..engine.grade import Grade
from ..vocab import Article
from .model import Exam

INCOMPLETE, RED_LINE, OVERALL, ARTICLE, MASTERY, ALL_HELD = ("incomplete", "red_line", "overall", "article",
                                                               "mastery", "passed")


@dataclass(frozen=True, slots=True)
class Tally:
    decisions: int = 0
    right: int = 0

    @property
    def fraction(self) -> float:
        return self.right / self.decisions if self.decisions else 1.0


@dataclass(frozen=True, slots=True)
class Outcome:
    passed: bool
    rule: str  # which part of the rule decided: one of the names above
    score: int
    max: int
    articles: tuple[tuple[Article, Tally], ...]
    detail: dict[str, str]  # what the screen says about the deciding rule: the key, article, hand, fractions
    hands: int
    planned: int

    @property
    def outcome(self) -> str:
        """passed, failed, or failed-incomplete: what the exam's record says."""
        if self.passed:
            return "passed"
        return "failed-incomplete" if self.rule == INCOMPLETE else "failed"


def _key(article: Article) -> tuple[int, int]:
    return (1, 0) if article == "premise" else (0, int(article))


def decide(exam: Exam, grades: Sequence[Grade], finished: bool, planned: int | None = None) -> Outcome:
    """The exam's outcome from the grades of its hands in the order played; `finished`: every hand was dealt
    and answered (a stop makes it failed-incomplete, whatever the score); `planned`: the hands dealt, when
    the file does not count them (a whole taglia's)."""
    tallies: dict[Article, list[int]] = {}
    score = most = 0
    crossed: dict[str, str] | None = None
    for n, grade in enumerate(grades, 1):
        for d in grade.decisions:
            score += d.ok
            most += 1
            for a in dict.fromkeys(d.articles):
                t = tallies.setdefault(a, [0, 0])
                t[0] += 1
                t[1] += d.ok
            if not d.ok and crossed is None:
                for line in exam.rule.red_lines:
                    if line.covers(d.key, d.articles):
                        crossed = {"key": str(d.key), "hand": str(n),
                                   "articles": ", ".join(str(a) for a in d.articles)}
                        break
    articles = tuple((a, Tally(t[0], t[1])) for a, t in sorted(tallies.items(), key=lambda x: _key(x[0])))
    by_article = dict(articles)
    fraction = score / most if most else 0.0
    rule, detail = ALL_HELD, {"score": str(score), "max": str(most)}
    if not finished:
        rule = INCOMPLETE
    elif crossed is not None:
        rule, detail = RED_LINE, {**detail, **crossed}
    elif fraction < exam.rule.min_fraction:
        rule, detail = OVERALL, {**detail, "least": f"{exam.rule.min_fraction:.0%}", "got": f"{fraction:.1%}"}
    else:
        for article, least in exam.rule.min_per_article:
            tally = by_article.get(article, Tally())
            if tally.fraction < least:
                rule = ARTICLE
                detail = {**detail, "article": str(article), "least": f"{least:.0%}", "got": f"{tally.fraction:.1%}",
                          "right": str(tally.right), "decisions": str(tally.decisions)}
                break
    mastery = exam.rule.mastery
    if rule == ALL_HELD and mastery is not None:
        played = played_hands(grades)
        for article in exam.articles:
            if not mastered(played, article, mastery):
                tally = by_article.get(article, Tally())
                rule = MASTERY
                detail = {**detail, "article": str(article), "last": str(mastery.last),
                          "scenarios": str(mastery.scenarios), "right": str(tally.right),
                          "decisions": str(tally.decisions)}
                break
    return Outcome(rule == ALL_HELD, rule, score, most, articles, detail, len(grades),
                   exam.draw.count if planned is None else planned)


def played_hands(grades: Sequence[Grade]) -> list[PlayedHand]:
    """The exam's graded hands as the mastery rule reads a trainee's recorded ones (trainer.adaptive.history):
    one hand per grade, in the order played, its scenario the hand's own id."""
    return [PlayedHand(n, None, grade.scenario, 1,
                       tuple(Decision(str(d.key), d.ok, tuple(dict.fromkeys(d.articles))) for d in grade.decisions))
            for n, grade in enumerate(grades, 1)]
