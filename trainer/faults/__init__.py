"""Every fault kind of FORMATS §2 behind one registry, and every article in one place.

An article's place is a package (`art1` .. `art10`, `premise`) holding its
kinds (a frozen params dataclass, the fields the loader checks, the
procedure), `story.py` (what a session narrates), `drills.py` (its drill
variants) and `words.py` (its sentences, English and Italian, which the
i18n catalogs merge in). Article 5 (the mask, `shoe.mask_after`), Article 10
(found after the burn) and the premise's clean hand have places but no
`fault:` kind of their own. Below the places: `base` (inputs, outcome,
refusals), `story_kit` and `drill_kit` (the pieces of stories and drills),
`words` (the shared sentences).
"""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, Generic, Mapping

from . import art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, premise, words
from .art1 import drills as art1_drills, story as art1_story, words as art1_words
from .art2 import drills as art2_drills, story as art2_story, words as art2_words
from .art3 import drills as art3_drills, story as art3_story, words as art3_words
from .art4 import drills as art4_drills, story as art4_story, words as art4_words
from .art5 import drills as art5_drills, words as art5_words
from .art6 import drills as art6_drills, story as art6_story, words as art6_words
from .art7 import drills as art7_drills, story as art7_story, words as art7_words
from .art8 import drills as art8_drills, story as art8_story, words as art8_words
from .art9 import drills as art9_drills, story as art9_story, words as art9_words
from .art10 import drills as art10_drills, words as art10_words
from .base import Context, Fault, Field, Impossible, Outcome, P, Params, Path
from .drill_kit import Variant
from .premise import drills as premise_drills, story as premise_story, words as premise_words
from .story_kit import Told
from ..vocab import PREMISE, Article

if TYPE_CHECKING:
    from ..scenario.model import Scenario


def no_check(params: Any) -> list[tuple[Path, str]]:
    return []


@dataclass(frozen=True)
class Kind(Generic[P]):
    """One `fault: kind:` of FORMATS §2 and everything the trainer knows about it."""

    name: str
    article: Article
    params: type[P]  # the checked parameters, built by the loader
    fields: Mapping[str, Field]  # the keys the loader checks, by type
    procedure: Callable[[P, Context], Outcome]  # the engine: what the fault makes of the hand
    story: Callable[[Scenario, Fault[P], Outcome], Told]  # what a session narrates
    variants: tuple[Variant, ...]  # its drill variants, found at once (Article 10 has the burnt ones)
    words: ModuleType  # its place's catalog entries (EN, IT)
    after_burn_allowed: bool = False  # may be found after the burn (Article 10)
    check: Callable[[P], list[tuple[Path, str]]] = no_check  # checks across its fields

    @property
    def catalog_ids(self) -> frozenset[str]:
        return frozenset(self.words.EN)


@dataclass(frozen=True)
class Place:
    """Everything about one article: its package, kinds, drill variants and words."""

    article: Article
    package: ModuleType
    kinds: tuple[Kind[Any], ...]
    variants: tuple[Variant, ...]
    words: ModuleType


def _kinds() -> tuple[Kind[Any], ...]:
    return (
        Kind("extra_card", 1, art1.ExtraCard, art1.EXTRA_CARD_FIELDS, art1.extra_card,
             art1_story.extra_card, art1_drills.EXTRA_CARD, art1_words),
        Kind("exposed_card", 1, art1.ExposedCard, art1.EXPOSED_CARD_FIELDS, art1.exposed_card,
             art1_story.exposed_card, art1_drills.EXPOSED_CARD, art1_words),
        Kind("stuck_cards", 2, art2.StuckCards, art2.STUCK_CARDS_FIELDS, art2.stuck_cards,
             art2_story.stuck_cards, art2_drills.VARIANTS, art2_words),
        Kind("dropped_card", 3, art3.DroppedCard, art3.DROPPED_CARD_FIELDS, art3.dropped_card,
             art3_story.dropped_card, art3_drills.VARIANTS, art3_words),
        Kind("damaged_card", 4, art4.DamagedCard, art4.DAMAGED_CARD_FIELDS, art4.damaged_card,
             art4_story.damaged_card, art4_drills.VARIANTS, art4_words),
        Kind("reversed_distribution", 6, art6.ReversedDistribution, art6.REVERSED_DISTRIBUTION_FIELDS,
             art6.reversed_distribution, art6_story.reversed_distribution, art6_drills.VARIANTS, art6_words,
             after_burn_allowed=True),
        Kind("wrong_card_count", 7, art7.WrongCardCount, art7.WRONG_CARD_COUNT_FIELDS, art7.wrong_card_count,
             art7_story.wrong_card_count, art7_drills.VARIANTS, art7_words,
             after_burn_allowed=True, check=art7.check),
        Kind("wrong_third_card", 8, art8.WrongThirdCard, art8.WRONG_THIRD_CARD_FIELDS, art8.wrong_third_card,
             art8_story.wrong_third_card, art8_drills.VARIANTS, art8_words, after_burn_allowed=True),
        Kind("misannounced_score", 9, art9.MisannouncedScore, art9.MISANNOUNCED_SCORE_FIELDS,
             art9.misannounced_score, art9_story.misannounced_score, art9_drills.VARIANTS, art9_words,
             after_burn_allowed=True),
        Kind("reader_error", PREMISE, premise.ReaderError, premise.READER_ERROR_FIELDS, premise.reader_error,
             premise_story.reader_error, premise_drills.READER_ERROR, premise_words, after_burn_allowed=True),
    )


KINDS: dict[str, Kind[Any]] = {k.name: k for k in _kinds()}
AFTER_BURN_KINDS = frozenset(k.name for k in KINDS.values() if k.after_burn_allowed)


def _place(article: Article, package: ModuleType, drills: ModuleType, place_words: ModuleType) -> Place:
    kinds = tuple(k for k in KINDS.values() if k.article == article)
    return Place(article, package, kinds, drills.VARIANTS, place_words)


# In article order: the drill's variants are numbered in this order, so it is part of what a seed draws.
PLACES: tuple[Place, ...] = (
    _place(1, art1, art1_drills, art1_words),
    _place(2, art2, art2_drills, art2_words),
    _place(3, art3, art3_drills, art3_words),
    _place(4, art4, art4_drills, art4_words),
    _place(5, art5, art5_drills, art5_words),
    _place(6, art6, art6_drills, art6_words),
    _place(7, art7, art7_drills, art7_words),
    _place(8, art8, art8_drills, art8_words),
    _place(9, art9, art9_drills, art9_words),
    _place(10, art10, art10_drills, art10_words),
    _place(PREMISE, premise, premise_drills, premise_words),
)
VARIANTS: tuple[Variant, ...] = tuple(v for place in PLACES for v in place.variants)
WORDS: tuple[ModuleType, ...] = (words,) + tuple(place.words for place in PLACES)


def catalog(lang: str, session: bool) -> dict[str, str]:
    """The places' sentences in `lang` ("EN" or "IT"): the session's story (session.*) or the engine's."""
    return {mid: text for module in WORDS for mid, text in getattr(module, lang).items()
            if mid.startswith("session.") == session}


def resolve(fault: Fault[Any], ctx: Context) -> Outcome:
    """The outcome of `fault` on the scenario's cards; Article 10 wraps a burnt one."""
    kind = KINDS[fault.kind]
    if not fault.after_burn:
        return kind.procedure(fault.params, ctx)
    # Found after the burn, the hand was played to its end: check the fault
    # against the full hand, then close it under Article 10.
    return art10.exhausted(kind.procedure(art10.found_after_burn(fault.params), ctx))


__all__ = ["AFTER_BURN_KINDS", "KINDS", "PLACES", "VARIANTS", "Context", "Fault", "Field", "Impossible",
           "Kind", "Outcome", "Params", "Place", "resolve"]
