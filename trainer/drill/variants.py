"""Which drill variants a drill draws from: every article's variants, chosen by article and level.

Each variant lives in its article's place (trainer/faults/<article>/drills.py);
the fault registry lists them in article order, which is part of what a
seed draws.
"""
from __future__ import annotations

from typing import Iterable

from ..faults.drills import VARIANTS
from ..faults.drill_kit import Hand, NoFit, Sabot, Variant
from ..vocab import DRILLED_ARTICLES, Article

LEVELS = (1, 2, 3)
ARTICLES: tuple[Article, ...] = DRILLED_ARTICLES

__all__ = ["ARTICLES", "LEVELS", "VARIANTS", "Hand", "NoFit", "Sabot", "Variant", "normalise_article", "select"]


def normalise_article(value: object) -> Article:
    """1..12, 14 (as a number or digits) or "premise"; ValueError otherwise."""
    if isinstance(value, str):
        value = value.strip().lower()
        if value.isdigit():
            value = int(value)
    if isinstance(value, bool) or value not in ARTICLES:
        raise ValueError(f"article must be one of 1-12, 14 or premise; got {value!r}")
    return value


def select(articles: Iterable[object] | None = None, level: int | None = None) -> tuple[Variant, ...]:
    """The variants citing any of `articles` (None: all), of level <= `level` (None: all)."""
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3; got {level!r}")
    wanted = None if articles is None else {normalise_article(a) for a in articles}
    return tuple(v for v in VARIANTS
                 if (wanted is None or v.cites(wanted)) and (level is None or v.level <= level))
