"""Every fault kind of FORMATS §2 behind one registry, and every article in one place.

An article's place is a package (`art1` .. `art10`, `premise`) holding its
kinds (a params record, the fields the loader checks, the procedure),
`story.py` (what a session narrates) and `drills.py` (its drill variants);
its sentences, English and Italian, are in `trainer/i18n/places/`. Article 5
(the mask, `shoe.mask_after`), Article 10 (found after the burn) and the
premise's clean hand have places but no `fault:` kind of their own. Below
the places: `base` (inputs, outcome, refusals), `story_kit` and `drill_kit`
(the pieces of stories and drills).

A fault is an event on the hand: it touches the cards, the announcement or
the bets (`Kind.touches`). This registry is what the engine, the loader and
the schema need; the stories (`faults.stories`) and the drill variants
(`faults.drills`) are registered there, by the session and the drills that
use them, so `trainer solve` and `validate` import neither.

docs/extending.md says how to add a kind, and which files that touches.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Callable, Generic, Mapping, Protocol

from ..i18n.places import art1 as art1_words, art2 as art2_words, art3 as art3_words, art4 as art4_words, \
    art5 as art5_words, art6 as art6_words, art7 as art7_words, art8 as art8_words, art9 as art9_words, \
    art10 as art10_words, art11 as art11_words, art12 as art12_words, art14 as art14_words, premise as premise_words
from ..vocab import PREMISE, Article, Touches
from . import art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, art11, art12, art14, premise
from .base import Context, Fault, Field, FieldValue, Impossible, Outcome, P, Params, Path


def no_check(params: Params) -> list[tuple[Path, str]]:
    return []


@dataclass(frozen=True, slots=True)
class Kind(Generic[P]):
    """One `fault: kind:` of FORMATS §2 and everything the engine and the loader know about it."""

    name: str
    article: Article
    params: type[P]  # the checked parameters, built by the loader
    fields: Mapping[str, Field]  # the keys the loader checks, by type
    procedure: Callable[[P, Context], Outcome]  # the engine: what the fault makes of the hand
    package: ModuleType  # its article's place, which holds its story and drills
    drills: str  # the name of its variants in the place's drills.py (Article 10 has the burnt ones)
    words: ModuleType  # its place's messages (MESSAGES)
    touches: Touches = Touches.CARDS  # what happens at the table: the cards, the announcement or the bets
    after_burn_allowed: bool = False  # may be found after the burn (Article 10)
    known_drawn: bool = False  # R25: found after the burn, the cards it took are known from the hand itself
    check: Callable[[P], list[tuple[Path, str]]] = no_check  # checks across its fields

    @property
    def catalog_ids(self) -> frozenset[str]:
        return frozenset(m.id for m in self.words.MESSAGES)

    def own(self, params: Params) -> P:
        """`params` as this kind's own record; a TypeError for another kind's (a bug: the loader pairs them)."""
        if not isinstance(params, self.params):
            raise TypeError(f"a {self.name} fault takes {self.params.__name__}, not {type(params).__name__}")
        return params

    def outcome(self, params: Params, ctx: Context) -> Outcome:
        """Its procedure on the hand, for parameters the registry holds as any kind's."""
        return self.procedure(self.own(params), ctx)

    def refusals(self, params: Params) -> list[tuple[Path, str]]:
        """What its `check` rules out in these parameters."""
        return self.check(self.own(params))


class FaultKind(Protocol):
    """A Kind as the registry holds it, whatever its params record: what takes parameters takes any
    `Params` and checks that they are the kind's own (`Kind.own`)."""

    @property
    def name(self) -> str: ...
    @property
    def article(self) -> Article: ...
    @property
    def params(self) -> type[Params]: ...
    @property
    def fields(self) -> Mapping[str, Field]: ...
    @property
    def package(self) -> ModuleType: ...
    @property
    def drills(self) -> str: ...
    @property
    def words(self) -> ModuleType: ...
    @property
    def touches(self) -> Touches: ...
    @property
    def after_burn_allowed(self) -> bool: ...
    @property
    def known_drawn(self) -> bool: ...
    @property
    def catalog_ids(self) -> frozenset[str]: ...
    def outcome(self, params: Params, ctx: Context) -> Outcome: ...
    def refusals(self, params: Params) -> list[tuple[Path, str]]: ...


@dataclass(frozen=True, slots=True)
class Place:
    """Everything about one article: its package, kinds and words."""

    article: Article
    package: ModuleType
    kinds: tuple[FaultKind, ...]
    words: ModuleType


def _kinds() -> tuple[FaultKind, ...]:
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
             art6.reversed_distribution, art6, "VARIANTS", art6_words, after_burn_allowed=True),
        Kind("wrong_card_count", 7, art7.WrongCardCount, art7.WRONG_CARD_COUNT_FIELDS, art7.wrong_card_count,
             art7, "VARIANTS", art7_words, after_burn_allowed=True, check=art7.check),
        Kind("wrong_third_card", 8, art8.WrongThirdCard, art8.WRONG_THIRD_CARD_FIELDS, art8.wrong_third_card,
             art8, "VARIANTS", art8_words, after_burn_allowed=True),
        Kind("misannounced_score", 9, art9.MisannouncedScore, art9.MISANNOUNCED_SCORE_FIELDS,
             art9.misannounced_score, art9, "VARIANTS", art9_words, touches=Touches.ANNOUNCEMENT,
             after_burn_allowed=True, known_drawn=True),
        Kind("reader_error", PREMISE, premise.ReaderError, premise.READER_ERROR_FIELDS, premise.reader_error,
             premise, "READER_ERROR", premise_words, after_burn_allowed=True, known_drawn=True),
        # At the table (RULEBOOK §6): the cards are dealt as they lie; what changes is which stakes play.
        Kind("second_bet", 11, art11.SecondBet, art11.SECOND_BET_FIELDS, art11.second_bet,
             art11, "VARIANTS", art11_words, touches=Touches.BETS),
        Kind("late_bet", PREMISE, premise.LateBet, premise.LATE_BET_FIELDS, premise.late_bet,
             premise, "LATE_BET", premise_words, touches=Touches.BETS),
        Kind("banknote_bet", 12, art12.BanknoteBet, art12.BANKNOTE_BET_FIELDS, art12.banknote_bet,
             art12, "VARIANTS", art12_words, touches=Touches.BETS),
        Kind("stake_out_of_limits", 14, art14.StakeOutOfLimits, art14.STAKE_OUT_OF_LIMITS_FIELDS,
             art14.stake_out_of_limits, art14, "VARIANTS", art14_words, touches=Touches.BETS),
    )


KINDS: dict[str, FaultKind] = {k.name: k for k in _kinds()}
AFTER_BURN_KINDS = frozenset(k.name for k in KINDS.values() if k.after_burn_allowed)
KNOWN_DRAWN = tuple(k.name for k in KINDS.values() if k.known_drawn)  # R25: how many cards these took is known


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
    _place(11, art11, art11_words),
    _place(12, art12, art12_words),
    _place(14, art14, art14_words),
    _place(PREMISE, premise, premise_words),
)


def resolve(fault: Fault[Params], ctx: Context) -> Outcome:
    """The outcome of `fault` on the hand; Article 10 wraps a burnt one."""
    kind = KINDS[fault.kind]
    if not fault.after_burn:
        return kind.outcome(fault.params, ctx)
    # Found after the burn, the hand was played to its end: check the fault
    # against the full hand, then close it under Article 10.
    inner = kind.outcome(art10.found_after_burn(fault.params), ctx)
    if fault.drawn is not None:
        art10.check_drawn(fault.kind, fault.params, fault.drawn, inner)
    return art10.exhausted(inner)


__all__ = ["AFTER_BURN_KINDS", "KINDS", "KNOWN_DRAWN", "PLACES", "Context", "Fault", "FaultKind", "Field", "FieldValue",
           "Impossible", "Kind", "Outcome", "Params", "Place", "resolve"]
