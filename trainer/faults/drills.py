"""Every article's drill variants, in article order (which is part of what a drill's seed draws)."""
from __future__ import annotations

from types import ModuleType

from ..vocab import PREMISE, Article
from . import KINDS, PLACES
from .art1 import drills as art1
from .art2 import drills as art2
from .art3 import drills as art3
from .art4 import drills as art4
from .art5 import drills as art5
from .art6 import drills as art6
from .art7 import drills as art7
from .art8 import drills as art8
from .art9 import drills as art9
from .art10 import drills as art10
from .art11 import drills as art11
from .art12 import drills as art12
from .art14 import drills as art14
from .drill_kit import Variant
from .premise import drills as premise

DRILLS: dict[Article, ModuleType] = {1: art1, 2: art2, 3: art3, 4: art4, 5: art5, 6: art6, 7: art7, 8: art8,
                                     9: art9, 10: art10, 11: art11, 12: art12, 14: art14,
                                     PREMISE: premise}


def of_place(article: Article) -> tuple[Variant, ...]:
    """An article's drill variants: its drills.py's VARIANTS."""
    variants: tuple[Variant, ...] = DRILLS[article].VARIANTS
    return variants


def of_kind(kind: str) -> tuple[Variant, ...]:
    """A fault kind's drill variants (Article 10 holds the burnt ones of the kinds found after the burn)."""
    k = KINDS[kind]
    variants: tuple[Variant, ...] = getattr(DRILLS[k.article], k.drills)
    return variants


VARIANTS: tuple[Variant, ...] = tuple(v for place in PLACES for v in of_place(place.article))
