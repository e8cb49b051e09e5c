"""An exam as its file defines it: which hands are drawn, the time per hand, and the rule that passes it.

The pass rule is kept in the shape a certificate copies (FORMATS §7):
`{"min_fraction": F, "min_per_article": {ARTICLE: F}, "red_lines": [{"key": K, "articles": [...]}]}`, and
`"mastery": {"last": N, "scenarios": M}` when the exam asks every article it covers to be mastered
(trainer.adaptive.mastery's one definition, applied to the exam's own graded decisions).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..adaptive.mastery import MasteryRule
from ..vocab import JSON, Article, Key

DRAW_SINGLE = "single"  # one-hand scenarios, each drawn on its own
DRAW_TAGLIA = "taglia"  # one whole taglia dealt from the seed (trainer.shoe's Dealer), asked hand by hand
DRAWS = (DRAW_SINGLE, DRAW_TAGLIA)
TAGLIA_FAULT_RATE = 0.15  # as `trainer train --shoe` (trainer.shoe.DEFAULT_FAULT_RATE; tests/test_exam_taglia.py)


@dataclass(frozen=True, slots=True)
class RedLine:
    """A decision that fails the exam if it is ever wrong: this key, in a hand citing one of these articles
    (every article when none is given)."""

    key: Key
    articles: tuple[Article, ...] = ()

    def covers(self, key: str, articles: tuple[Article, ...]) -> bool:
        return key == self.key and (not self.articles or any(a in self.articles for a in articles))

    def plain(self) -> dict[str, JSON]:
        return {"key": self.key.value, "articles": [a for a in self.articles]}


@dataclass(frozen=True, slots=True)
class PassRule:
    min_fraction: float
    min_per_article: tuple[tuple[Article, float], ...] = ()
    red_lines: tuple[RedLine, ...] = ()
    mastery: MasteryRule | None = None  # every covered article mastered by the exam's decisions; None: not asked

    def plain(self) -> dict[str, JSON]:
        """The rule as the certificate copies it; `mastery` only when the exam asks for it, so that a rule
        without it reads as every certificate issued before it did."""
        out: dict[str, JSON] = {"min_fraction": self.min_fraction,
                                "min_per_article": {str(a): f for a, f in self.min_per_article},
                                "red_lines": [r.plain() for r in self.red_lines]}
        if self.mastery is not None:
            out["mastery"] = {"last": self.mastery.last, "scenarios": self.mastery.scenarios}
        return out


@dataclass(frozen=True, slots=True)
class Draw:
    """How the hands are drawn: the seed range the seed is drawn from at start, and either single hands (how
    many per article, the drill variants' highest level) or one whole taglia (its faults, from the exam's
    articles, placed at `fault_rate`)."""

    seeds: tuple[int, int]  # both ends included
    per_article: tuple[tuple[Article, int], ...]  # empty for a taglia: it deals until the mask comes out
    level: int = 3
    kind: str = DRAW_SINGLE
    fault_rate: float = TAGLIA_FAULT_RATE  # a taglia's only

    @property
    def count(self) -> int:
        """The hands drawn as single hands; a taglia's are known once it is dealt (exam_hands)."""
        return sum(n for _, n in self.per_article)


@dataclass(frozen=True, slots=True)
class Exam:
    id: str
    title_en: str
    title_it: str
    articles: tuple[Article, ...]
    draw: Draw
    time_limit: int  # seconds per hand
    rule: PassRule
    source: str  # the file it was read from
    sha256: str  # of the file's bytes: the certificate's catalogue_sha256

    def title_in(self, lang: str) -> str:
        return self.title_it if lang == "it" else self.title_en
