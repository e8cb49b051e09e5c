"""Faults placed on the cards a taglia's hand really gets, with the drill variants of each article.

A drill variant builds its hand from a `Sabot`; here it is handed the
taglia's own sabot from the hand's first card (`TagliaSabot`), which never
reshuffles and never skips a hand: the variant either fits the cards it is
given or gives up (NoFit). Every variant lists a reordering of the cards it
took (an extra card put where it was drawn, stuck cards where they came out),
so the taglia's sabot takes that order in their place and holds the same
cards. The fault is then played by the engine (`trainer.sequence.play`); a
hand the engine refuses (the mask inside it, a reader error with the dealer
reading, a `drawn` short of the cards the error drew) tries the next
candidate. All of it is seeded: the same taglia gives the same tries.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Callable, Iterable, TypeVar, overload

from ..cards import Card
from ..coup import Coup
from ..drill import select
from ..faults import KINDS, KNOWN_DRAWN
from ..faults.base import Fault, Params
from ..faults.premise.drills import CLEAN
from ..faults.drill_kit import FaultMap, Hand, NoFit, Sabot, Variant, Words
from ..scenario.fault_load import fault_of
from ..vocab import Article
from ..yamlio.check import Checker
from ..yamlio.errors import Invalid
from ..yamlio.reader import Document
from ..engine.model import HandPlan, Scenario
from ..engine.play import Carry, Played, play_next

TRIES_PER_HAND = 8  # variants tried on one hand's cards before it is dealt clean (the fault waits)
A = TypeVar("A")
NOT_INJECTED = (5,)  # the mask is placed by the preparation and ends every taglia by itself


class TagliaSabot(Sabot):
    """The taglia's sabot from one hand's first card, as a drill variant draws from it."""

    def __init__(self, cards: tuple[Card, ...]):  # no super(): nothing is shuffled
        self.cards = list(cards)
        self.at = 0

    def take(self, n: int) -> list[Card]:
        if self.at + n > len(self.cards):
            raise NoFit
        out = self.cards[self.at:self.at + n]
        self.at += n
        return out

    def last(self, n: int) -> list[Card]:
        raise NoFit  # the mask is where the preparation put it

    @overload
    def hand(self, size: int) -> tuple[list[Card], Coup, bool]: ...
    @overload
    def hand(self, size: int, fits: Callable[[list[Card], Coup], A]) -> tuple[list[Card], Coup, A]: ...

    def hand(self, size: int, fits: Callable[[list[Card], Coup], object] = lambda cards, coup: True
             ) -> tuple[list[Card], Coup, object]:
        from ..coup import ShortShoe, deal

        cards = self.take(size)
        try:
            coup = deal(cards)
        except ShortShoe:
            raise NoFit from None
        answer = fits(cards, coup)
        if not answer:
            raise NoFit
        return cards, coup, answer


@dataclass(frozen=True)
class Injected:
    """A fault the engine accepted on a hand: the sequence with the variant's order of cards, the hand."""

    sequence: Scenario
    played: Played
    variant: Variant
    fault: FaultMap  # as the file writes it
    words: Words  # what happened at the table, in the variant's words


def fault_variants(articles: Iterable[Article] | None) -> tuple[Variant, ...]:
    """The drill variants that can fault a taglia's hand for these articles (None: all)."""
    chosen = select(None if articles is None else list(articles))
    # A taglia's faults are on the cards it deals; the table's (RULEBOOK §6) are drilled hand by hand.
    return tuple(v for v in chosen if v.articles[0] not in NOT_INJECTED and v not in CLEAN and v.fit is None)


def inject(seq: Scenario, number: int, carry: Carry, bets: HandPlan, variants: tuple[Variant, ...],
           rng: random.Random) -> Injected | None:
    """A fault on hand `number`, or None when no candidate fits its cards."""
    tried = rng.sample(variants, min(TRIES_PER_HAND, len(variants)))
    for variant in tried:
        sabot = TagliaSabot(seq.cards[carry.pos:])
        try:
            hand = variant.build(random.Random(rng.getrandbits(64)), sabot)
        except NoFit:
            continue
        taken = sabot.cards[:sabot.at]
        if hand.fault is None or Counter(hand.cards) != Counter(taken):
            continue  # not a fault, or cards the sabot did not hold here
        cards = seq.cards[:carry.pos] + tuple(hand.cards) + seq.cards[carry.pos + len(taken):]
        trial = replace(seq, cards=cards)
        for fmap in _with_drawn(hand, rng):
            fault = _fault(fmap)
            if fault is None:
                break
            try:
                played = play_next(trial, number, replace(bets, fault=fault), carry)
            except Invalid:
                continue
            return Injected(trial, played, variant, fmap, hand.description)
    return None


def _with_drawn(hand: Hand, rng: random.Random) -> list[FaultMap]:
    """The fault as the variant gave it, or, found after the burn, with each `drawn` worth trying (R25)."""
    fmap = dict(hand.fault or {})
    if not fmap.get("after_burn") or fmap["kind"] in KNOWN_DRAWN:
        return [fmap]
    # An exhausted hand was played to its end the wrong way: mostly four to six cards, now and then more.
    counts = rng.sample((4, 5, 6), 3) + [7, 8]
    return [{**fmap, "drawn": n} for n in counts]


def _fault(fmap: FaultMap) -> Fault[Params] | None:
    """The fault map read as a file's `fault:` is read, with its kind's own checks."""
    c = Checker(Document("<taglia>", {"fault": fmap}))
    fault = fault_of(c, fmap)
    return fault if not c.problems and fault is not None and fault.kind in KINDS else None

