"""A whole taglia dealt hand after hand by the engine, with faults injected at a rate (FORMATS §5).

    dealer = Dealer(seed=42)                # the sabot prepared (R23), the table seated
    while not dealer.over:
        hand = dealer.deal()                # the next hand, played by trainer.sequence.play
    taglia = dealer.taglia()                # the sequence as a file writes it

Each hand is played by the sequence engine from the state the hand before
left (`play_next`), never by code of its own. Before a hand the bets may
change (trainer.shoe.bets); then, at rate `fault_rate`, a fault from the
chosen articles is placed on its cards (trainer.shoe.inject). A fault is
never placed in a colpo in bianco announced by the hand before (R20), in the
hand in which the mask comes out (the engine refuses it there), nor in a
hand opened by set-aside cards (R19; R26 rules some faults out there and the
trainee has enough to follow). A fault that fits no card of its hand waits
for the next hand that can take it, so the rate holds over the taglia.
Everything is drawn from one random.Random seeded by the seed and the
taglia's index: the same arguments give the same taglia.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Iterable

from ..drill.tables import LIMITS, TableSpec
from ..faults.drill_kit import FaultMap, Words, words
from ..i18n.messages import C_
from ..engine.model import HandPlan, Scenario
from ..engine.play import Carry, Played, play_next
from ..sequence.touched import touched
from ..table import Limits, Table
from ..vocab import PREMISE, Article, Key, SettleBy
from ..yamlio.errors import Invalid
from .bets import next_bets, opening_table, within
from .inject import fault_variants, inject
from .prepare import DEFAULT_DECKS, Prepared, prepare

DEFAULT_FAULT_RATE = 0.15
LIMITS_CHANGE = 0.025  # how often the Game Inspector changes the table limits before a hand (Article 14, R30)
EVERY_ARTICLE: tuple[Article, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, PREMISE)
QUICK_KEYS = (Key.READER, Key.ANNOUNCE, Key.WINNER)  # what --quick asks of a clean hand
QUICK_PAYOUTS = (Key.PAYOUTS, Key.SETTLEMENT)  # what --quick=payouts asks besides, of a clean hand with a stake
TITLE = words(C_("drill.taglia.title", "A whole taglia"))


@dataclass(frozen=True)
class Dealt:
    """One hand as dealt: the engine's play of it, and the fault placed on it (if any) in the variant's words."""

    played: Played
    fault: FaultMap | None = None  # as the file writes it
    variant: str | None = None
    words: Words | None = None

    @property
    def plan(self) -> HandPlan:
        return self.played.plan


@dataclass(frozen=True)
class Taglia:
    """A whole taglia, dealt: the opening burn, the table, and the hands until the mask ended it."""

    id: str
    seed: int
    index: int
    prepared: Prepared
    table: TableSpec  # limits; the seats and hand 1's stakes are the sequence's
    sequence: Scenario  # its articles: 5 (the mask) and those of the faults placed
    hands: tuple[Dealt, ...]


def taglia_id(seed: int, index: int, width: int = 3) -> str:
    return f"taglia-s{seed}-{index:0{width}d}"


class Dealer:
    """Deals one taglia a hand at a time (a session asks after each hand; generation runs to the end)."""

    def __init__(self, seed: int, index: int = 1, decks: int = DEFAULT_DECKS,
                 fault_rate: float = DEFAULT_FAULT_RATE, articles: Iterable[Article] | None = None,
                 sid: str | None = None, settle: bool = False):
        if not 0 <= fault_rate <= 1:
            raise ValueError(f"fault rate must lie between 0 and 1; got {fault_rate!r}")
        self.seed, self.index, self.fault_rate = seed, index, fault_rate
        self.rng = random.Random(f"taglia:{seed}:{index}")
        self.prepared = prepare(self.rng, decks)
        self.table, seats = opening_table(self.rng)
        # Limit changes are drawn apart, so a taglia in which the Inspector changes nothing deals as before.
        self.limits_rng = random.Random(f"taglia:{seed}:{index}:limits")
        self.limits = self.table.limits  # in force now (R30)
        self.variants = fault_variants(articles)
        opening = Limits(*self.table.limits) if self.table.limits else None
        self.sequence = Scenario(
            id=sid or taglia_id(seed, index), title=TITLE.en, title_it=TITLE.it, articles=EVERY_ARTICLE,
            table=Table(seats, self.table.button, opening), cards=self.prepared.cards, hands=(), decks=decks,
            mask_after=self.prepared.mask_after, source=f"<{sid or taglia_id(seed, index)}>",
            settlement=SettleBy.BET_BY_BET if settle else SettleBy.NET,
        )
        self.carry = Carry.start(self.sequence)
        self.hands: list[Dealt] = []
        self.waiting = False  # a fault was due but fitted no hand yet

    @property
    def over(self) -> bool:
        """The mask has come out: the taglia has ended (R22)."""
        return self.carry.ended_in is not None

    @property
    def left_before_mask(self) -> int:
        """Cards still in the sabot in front of the mask."""
        return max(self.prepared.mask_after - self.carry.pos, 0)

    def deal(self, quick: bool = False, payouts: bool = False) -> Dealt:
        """The next hand. `quick`: a hand no fault touched grades only the reader, the announcement and the
        winner (`grade:`, FORMATS §5 whole-taglia training); touched is the scorecard's rule for the hands it
        shows in full (trainer.sequence.touched), decided once the hand is played: the mask coming out in it
        touches it, the mask lying behind its last card does not. `payouts` (--quick=payouts): such a hand
        with any stake on the table grades its payouts too (and its settlement, where the taglia settles bet
        by bet)."""
        if self.over:
            raise RuntimeError("the mask has ended the taglia; no hand follows it")
        number = len(self.hands) + 1
        carry, rng = self.carry, self.rng
        bianco = bool(carry.in_bianco)
        bets = None if bianco else next_bets(rng, replace(self.table, limits=self.limits), carry.seats)
        new_limits = None
        if not bianco and number > 1 and self.limits_rng.random() < LIMITS_CHANGE:
            new_limits = self.limits_rng.choice([lim for lim in LIMITS if lim != self.limits])
            self.limits = new_limits
            bets = within(self.limits_rng, bets if bets is not None else carry.seats, new_limits)
        plan = HandPlan(None, bets, limits=Limits(*new_limits) if new_limits else None)
        due = rng.random() < self.fault_rate or self.waiting
        dealt: Dealt | None = None
        if due and self.variants and not bianco and not carry.carried:
            got = inject(self.sequence, number, carry, plan, self.variants, rng)
            if got is not None:
                self.sequence = got.sequence
                dealt = Dealt(got.played, got.fault, got.variant.name, got.words)
        if dealt is None:
            try:
                dealt = Dealt(play_next(self.sequence, number, plan, carry))
            except Invalid as bad:  # a clean hand always fits: a bug, not the seed's doing
                raise RuntimeError(f"{self.sequence.id}: hand {number} could not be dealt ({bad}); "
                                   "please report it") from None
        before = self.hands[-1].played.solution if self.hands else None
        if quick and not touched(before, dealt.played.solution):
            full = dealt.played.solution
            keys: tuple[Key, ...] = QUICK_KEYS
            if payouts and any(seat.has_stake for seat in full.hand.table.seats):
                keys += tuple(k for k in QUICK_PAYOUTS if k in full.keys)
            dealt = Dealt(play_next(self.sequence, number, replace(plan, grade=keys), carry))
        self.waiting = due and dealt.fault is None and bool(self.variants)
        self.hands.append(dealt)
        self.carry = dealt.played.after
        return dealt

    def taglia(self) -> Taglia:
        """The taglia dealt so far, its articles those it holds."""
        seq = replace(self.sequence, articles=articles_of(self.hands),
                      hands=tuple(d.plan for d in self.hands))
        return Taglia(self.sequence.id, self.seed, self.index, self.prepared, self.table, seq, tuple(self.hands))


def articles_of(hands: Iterable[Dealt]) -> tuple[Article, ...]:
    """Article 5 (the mask ends every taglia) and the articles of the faults placed, premise last."""
    found: set[Article] = {5}
    for d in hands:
        fault = d.plan.fault
        if fault is not None:
            from ..faults import KINDS

            found.add(KINDS[fault.kind].article)
            if fault.after_burn:
                found.add(10)
    return tuple(sorted(a for a in found if isinstance(a, int))) + ((PREMISE,) if PREMISE in found else ())


def deal_taglia(seed: int, index: int = 1, decks: int = DEFAULT_DECKS, fault_rate: float = DEFAULT_FAULT_RATE,
                articles: Iterable[Article] | None = None, sid: str | None = None) -> Taglia:
    """A whole taglia, to the hand in which the mask comes out."""
    dealer = Dealer(seed, index, decks, fault_rate, articles, sid)
    while not dealer.over:
        dealer.deal()
    return dealer.taglia()
