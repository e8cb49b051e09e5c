"""One colpo dealt from a list of cards (RULEBOOK §2.3-2.4).

`deal` is the single place that knows the order of a hand: 1st and 3rd card
to Punto, 2nd and 4th to Banco, then Punto's third card, then Banco's. Every
card it places is recorded as a `Dealt` line, so a hand leaves a trail that
a scorecard or a terminal session can replay.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from . import rules
from .cards import Card
from .vocab import Winner


class ShortShoe(Exception):
    """The list ran out: the hand needed at least `needed` cards."""

    def __init__(self, needed: int):
        super().__init__(f"the hand needs at least {needed} cards")
        self.needed = needed


@dataclass(frozen=True, slots=True)
class Dealt:
    """One card placed by `deal`: where it came from and where it went."""

    position: int  # 1 = the first card out of the sabot in this hand
    card: Card
    side: str  # "punto" | "banco"
    stage: str  # "distribution" | "third"


@dataclass(frozen=True, slots=True)
class Coup:
    """One hand as dealt: each side's cards and the trail of where every card went."""

    punto: tuple[Card, ...]
    banco: tuple[Card, ...]
    trail: tuple[Dealt, ...]

    @property
    def used(self) -> int:
        """U: how many cards of the list the hand took."""
        return len(self.trail)

    @property
    def punto_two(self) -> int:
        """Punto's score with its first two cards."""
        return rules.score(self.punto[:2])

    @property
    def banco_two(self) -> int:
        """Banco's score with its first two cards."""
        return rules.score(self.banco[:2])

    @property
    def punto_score(self) -> int:
        return rules.score(self.punto)

    @property
    def banco_score(self) -> int:
        return rules.score(self.banco)

    @property
    def winner(self) -> Winner:
        return rules.winner(self.banco_score, self.punto_score)

    @property
    def punto_drew(self) -> bool:
        return len(self.punto) == 3

    @property
    def banco_drew(self) -> bool:
        return len(self.banco) == 3

    def announcement(self) -> str:
        """Banco first, then Punto (RULEBOOK §2.3 step 6)."""
        return f"Banco {self.banco_score}, Punto {self.punto_score}"


def deal(cards: Sequence[Card], declared: str | None = None) -> Coup:
    """Deal one hand from `cards` in sabot order.

    With `declared` ("carta" / "no_carta") Punto's draw follows that
    declaration instead of the table, and a Punto natural stays covered: this
    is the hand a dealer serves on a reader's false declaration (premise).
    Raises ShortShoe when the list is too short.
    """
    trail: list[Dealt] = []

    def take(side: str, stage: str) -> Card:
        pos = len(trail) + 1
        if pos > len(cards):
            raise ShortShoe(pos)
        card = cards[pos - 1]
        trail.append(Dealt(pos, card, side, stage))
        return card

    punto = [take("punto", "distribution")]
    banco = [take("banco", "distribution")]
    punto.append(take("punto", "distribution"))
    banco.append(take("banco", "distribution"))
    p2, b2 = rules.score(punto), rules.score(banco)

    # R1: a Banco battuta ends the hand before any Punto card is served; a
    # Punto battuta is shown at once unless the reader keeps it covered.
    punto_shows_battuta = rules.is_battuta(p2) and declared is None
    if not (rules.is_battuta(b2) or punto_shows_battuta):
        draws = rules.punto_draws(p2) if declared is None else declared == "carta"
        third = None
        if draws:
            third = take("punto", "third")
            punto.append(third)
        if rules.banco_draws(b2, third):
            banco.append(take("banco", "third"))
    return Coup(tuple(punto), tuple(banco), tuple(trail))
