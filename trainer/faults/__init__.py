"""Every fault kind of FORMATS §2 behind one registry, and every article in one place.

An article's place is a package (`art1` .. `art10`, `premise`) holding its
kinds (a frozen params record, the fields the loader checks, the
procedure), `story.py` (what a session narrates), `drills.py` (its drill
variants) and `words.py` (its sentences, English and Italian, which the
i18n catalogs merge in). Article 5 (the mask, `shoe.mask_after`), Article 10
(found after the burn) and the premise's clean hand have places but no
`fault:` kind of their own. Below the places: `base` (inputs, outcome,
refusals), `story_kit` and `drill_kit` (the pieces of stories and drills),
`words` (the shared sentences).

A kind's story and drill variants are imported on first use (`Kind.story`,
`Kind.variants`, `Place.variants`, `VARIANTS`): `trainer solve` and
`validate` never narrate or draw, and those modules are a good part of their
start-up. A kind's story is the function of its name in its place's
`story.py`.
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, Generic, Mapping

from . import art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, premise, words
from .art1 import words as art1_words
from .art2 import words as art2_words
from .art3 import words as art3_words
from .art4 import words as art4_words
from .art5 import words as art5_words
from .art6 import words as art6_words
from .art7 import words as art7_words
from .art8 import words as art8_words
from .art9 import words as art9_words
from .art10 import words as art10_words
from .base import Context, Fault, Field, Impossible, Outcome, P, Params, Path
from .premise import words as premise_words
from ..vocab import PREMISE, Article

if TYPE_CHECKING:
    from .drill_kit import Variant
    from .story_kit import DealtHand, Told


def no_check(params: Any) -> list[tuple[Path, str]]:
    return []


@dataclass(frozen=True, slots=True)
class Kind(Generic[P]):
    """One `fault: kind:` of FORMATS §2 and everything the trainer knows about it."""

    name: str
    article: Article
    params: type[P]  # the checked parameters, built by the loader
    fields: Mapping[str, Field]  # the keys the loader checks, by type
    procedure: Callable[[P, Context], Outcome]  # the engine: what the fault makes of the hand
    package: ModuleType  # its article's place, which holds its story and drills
    drills: str  # the name of its variants in the place's drills.py (Article 10 has the burnt ones)
    words: ModuleType  # its place's catalog entries (EN, IT)
    after_burn_allowed: bool = False  # may be found after the burn (Article 10)
    check: Callable[[P], list[tuple[Path, str]]] = no_check  # checks across its fields

    @property
    def story(self) -> Callable[[DealtHand, Fault[P], Outcome], Told]:
        """What a session narrates: the function of the kind's name in its place's story.py."""
        story: Callable[[DealtHand, Fault[P], Outcome], Told] = getattr(_part(self.package, "story"), self.name)
        return story

    @property
    def variants(self) -> tuple[Variant, ...]:
        """Its drill variants, found at once."""
        variants: tuple[Variant, ...] = getattr(_part(self.package, "drills"), self.drills)
        return variants

    @property
    def catalog_ids(self) -> frozenset[str]:
        return frozenset(self.words.EN)


@dataclass(frozen=True, slots=True)
class Place:
    """Everything about one article: its package, kinds, drill variants and words."""

    article: Article
    package: ModuleType
    kinds: tuple[Kind[Any], ...]
    words: ModuleType

    @property
    def variants(self) -> tuple[Variant, ...]:
        """Its drill variants: its drills.py's VARIANTS."""
        variants: tuple[Variant, ...] = _part(self.package, "drills").VARIANTS
        return variants


def _part(package: ModuleType, name: str) -> ModuleType:
    """A place's story or drills module, imported on first use."""
    return import_module(f"{package.__name__}.{name}")


def _kinds() -> tuple[Kind[Any], ...]:
    return (
        Kind("extra_card", 1, art1.ExtraCard, art1.EXTRA_CARD_FIELDS, art1.extra_card,
             art1, "EXTRA_CARD", art1_words),
        Kind("exposed_card", 1, art1.ExposedCard, art1.EXPOSED_CARD_FIELDS, art1.exposed_card,
             art1, "EXPOSED_CARD", art1_words),
        Kind("stuck_cards", 2, art2.StuckCards, art2.STUCK_CARDS_FIELDS, art2.stuck_cards,
             art2, "VARIANTS", art2_words),
        Kind("dropped_card", 3, art3.DroppedCard, art3.DROPPED_CARD_FIELDS, art3.dropped_card,
             art3, "VARIANTS", art3_words),
        Kind("damaged_card", 4, art4.DamagedCard, art4.DAMAGED_CARD_FIELDS, art4.damaged_card,
             art4, "VARIANTS", art4_words),
        Kind("reversed_distribution", 6, art6.ReversedDistribution, art6.REVERSED_DISTRIBUTION_FIELDS,
             art6.reversed_distribution, art6, "VARIANTS", art6_words,
             after_burn_allowed=True),
        Kind("wrong_card_count", 7, art7.WrongCardCount, art7.WRONG_CARD_COUNT_FIELDS, art7.wrong_card_count,
             art7, "VARIANTS", art7_words,
             after_burn_allowed=True, check=art7.check),
        Kind("wrong_third_card", 8, art8.WrongThirdCard, art8.WRONG_THIRD_CARD_FIELDS, art8.wrong_third_card,
             art8, "VARIANTS", art8_words, after_burn_allowed=True),
        Kind("misannounced_score", 9, art9.MisannouncedScore, art9.MISANNOUNCED_SCORE_FIELDS,
             art9.misannounced_score, art9, "VARIANTS", art9_words,
             after_burn_allowed=True),
        Kind("reader_error", PREMISE, premise.ReaderError, premise.READER_ERROR_FIELDS, premise.reader_error,
             premise, "READER_ERROR", premise_words, after_burn_allowed=True),
    )


KINDS: dict[str, Kind[Any]] = {k.name: k for k in _kinds()}
AFTER_BURN_KINDS = frozenset(k.name for k in KINDS.values() if k.after_burn_allowed)


def _place(article: Article, package: ModuleType, place_words: ModuleType) -> Place:
    kinds = tuple(k for k in KINDS.values() if k.article == article)
    return Place(article, package, kinds, place_words)


# In article order: the drill's variants are numbered in this order, so it is part of what a seed draws.
PLACES: tuple[Place, ...] = (
    _place(1, art1, art1_words),
    _place(2, art2, art2_words),
    _place(3, art3, art3_words),
    _place(4, art4, art4_words),
    _place(5, art5, art5_words),
    _place(6, art6, art6_words),
    _place(7, art7, art7_words),
    _place(8, art8, art8_words),
    _place(9, art9, art9_words),
    _place(10, art10, art10_words),
    _place(PREMISE, premise, premise_words),
)
WORDS: tuple[ModuleType, ...] = (words,) + tuple(place.words for place in PLACES)

if TYPE_CHECKING:
    VARIANTS: tuple[Variant, ...]  # every place's drill variants in PLACES order, made on first use
else:
    def __getattr__(name: str) -> Any:
        if name == "VARIANTS":
            globals()["VARIANTS"] = variants = tuple(v for place in PLACES for v in place.variants)
            return variants
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    inner = kind.procedure(art10.found_after_burn(fault.params), ctx)
    if fault.drawn is not None:
        art10.check_drawn(fault.kind, fault.params, fault.drawn, inner)
    return art10.exhausted(inner)


__all__ = ["AFTER_BURN_KINDS", "KINDS", "PLACES", "VARIANTS", "Context", "Fault", "Field", "Impossible",
           "Kind", "Outcome", "Params", "Place", "resolve"]
