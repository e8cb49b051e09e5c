"""Preparing a new taglia (RULEBOOK R23, §2.7): shuffle, cut, place the mask, the opening burn.

Everything is drawn from the caller's random.Random, so a seed gives the same
sabot. The opening burn is returned as data (the turned-up card and the cards
burnt after it) for a session to show and a generated file to describe; the
sabot proper starts after it, at the first card of hand 1.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import Card, full_deck

DEFAULT_DECKS = 6
LEAST_BEHIND_MASK = 7  # R23 / `003`: at least seven cards lie behind the mask
# How many cards the dealer leaves behind the mask beyond the seven: near the end, so a six-deck taglia
# runs to about sixty hands (a hand takes 4.94 cards on average).
EXTRA_BEHIND_MASK = (0, 3)


def burn_value(card: Card) -> int:
    """How many cards the turned-up card calls to be burnt after it: A = 1, 2-9 face value, 10/J/Q/K = 10."""
    return {"A": 1, "J": 10, "Q": 10, "K": 10}.get(card.rank) or int(card.rank)


@dataclass(frozen=True)
class Prepared:
    """A sabot ready for hand 1."""

    decks: int
    cut_at: int  # the shuffled sabot was cut after this card
    turned_up: Card  # the first card, turned up and burnt (R23)
    burnt: tuple[Card, ...]  # the cards burnt after it, as many as its value
    cards: tuple[Card, ...]  # the sabot from the first card of hand 1
    mask_after: int  # the mask lies after this many of `cards` (at least seven behind it)

    @property
    def burn(self) -> tuple[Card, ...]:
        """Every card of the opening burn, the turned-up one first."""
        return (self.turned_up,) + self.burnt

    @property
    def behind_mask(self) -> int:
        return len(self.cards) - self.mask_after


def prepare(rng: random.Random, decks: int = DEFAULT_DECKS) -> Prepared:
    """Shuffle `decks` decks, cut, place the mask, burn as R23 says."""
    if isinstance(decks, bool) or not isinstance(decks, int) or not 1 <= decks <= 8:
        raise ValueError(f"decks must be a whole number from 1 to 8; got {decks!r}")
    sabot = full_deck() * decks
    rng.shuffle(sabot)
    cut_at = rng.randint(len(sabot) // 4, 3 * len(sabot) // 4)
    sabot = sabot[cut_at:] + sabot[:cut_at]
    behind = LEAST_BEHIND_MASK + rng.randint(*EXTRA_BEHIND_MASK)
    turned_up = sabot[0]
    n = burn_value(turned_up)
    burnt = tuple(sabot[1:1 + n])
    cards = tuple(sabot[1 + n:])
    return Prepared(decks, cut_at, turned_up, burnt, cards, len(cards) - behind)
