"""One colpo dealt from a list of cards (RULEBOOK §2.3-2.4).

`deal` is the single place that knows the order of a hand: 1st and 3rd card
to Punto, 2nd and 4th to Banco, then Punto's third card, then Banco's. Every
card it places is recorded as a `Dealt` line, so a hand leaves a trail that
a scorecard or a terminal session can replay (`Coup.trail`, written out in
that order the first time it is read: solving a hand never reads it).
"""
from __future__ import annotations

from functools import cached_property
from typing import Sequence

from . import rules
from .cards import RANKS, SUITS, Card
from .frozen import Frozen, init_field


class ShortShoe(Exception):
    """The list ran out: the hand needed at least `needed` cards."""

    def __init__(self, needed: int):
        super().__init__(f"the hand needs at least {needed} cards")
        self.needed = needed


class Dealt(Frozen):
    """One card placed by `deal`: where it came from and where it went."""

    __slots__ = ("position", "card", "side", "stage")
    __match_args__ = ("position", "card", "side", "stage")
    position: int  # 1 = the first card out of the sabot in this hand
    card: Card
    side: str  # "punto" | "banco"
    stage: str  # "distribution" | "third"

    def __init__(self, position: int, card: Card, side: str, stage: str) -> None:
        init_field(self, "position", position)
        init_field(self, "card", card)
        init_field(self, "side", side)
        init_field(self, "stage", stage)


class Coup(Frozen):
    """One hand as dealt: each side's cards and the trail of where every card went.

    Not slotted: the scores and the trail are cached in the instance's own dictionary.
    """

    __slots__ = ("punto", "banco", "__dict__")
    __match_args__ = ("punto", "banco", "trail")
    punto: tuple[Card, ...]
    banco: tuple[Card, ...]

    def __init__(self, punto: tuple[Card, ...], banco: tuple[Card, ...], trail: tuple[Dealt, ...] | None = None
                 ) -> None:
        init_field(self, "punto", punto)
        init_field(self, "banco", banco)
        if trail is not None:  # else written out from the cards when read
            self.__dict__["trail"] = trail

    @cached_property
    def trail(self) -> tuple[Dealt, ...]:
        """Each card as `deal` placed it: Punto, Banco, Punto, Banco, then Punto's third card and Banco's."""
        punto, banco = self.punto, self.banco
        trail = [Dealt(1, punto[0], "punto", "distribution"), Dealt(2, banco[0], "banco", "distribution"),
                 Dealt(3, punto[1], "punto", "distribution"), Dealt(4, banco[1], "banco", "distribution")]
        if len(punto) == 3:
            trail.append(Dealt(5, punto[2], "punto", "third"))
        if len(banco) == 3:
            trail.append(Dealt(len(trail) + 1, banco[2], "banco", "third"))
        return tuple(trail)

    @property
    def used(self) -> int:
        """U: how many cards of the list the hand took."""
        return len(self.punto) + len(self.banco)

    @cached_property
    def punto_two(self) -> int:
        """Punto's score with its first two cards."""
        return rules.score(self.punto[:2])

    @cached_property
    def banco_two(self) -> int:
        """Banco's score with its first two cards."""
        return rules.score(self.banco[:2])

    @cached_property
    def punto_score(self) -> int:
        return rules.score(self.punto)

    @cached_property
    def banco_score(self) -> int:
        return rules.score(self.banco)

    @cached_property
    def winner(self) -> str:
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
    # Written out card by card (the hand is dealt some 6,000 times a taglia file set): the same order and
    # the same ShortShoe as placing each card in turn.
    n = len(cards)
    if n < 4:
        raise ShortShoe(n + 1)
    p1, b1, p2, b2 = cards[0], cards[1], cards[2], cards[3]
    punto: tuple[Card, ...] = (p1, p2)
    banco: tuple[Card, ...] = (b1, b2)
    points = _POINTS
    punto_two, banco_two = (points[p1.rank] + points[p2.rank]) % 10, (points[b1.rank] + points[b2.rank]) % 10
    punto_score, banco_score = punto_two, banco_two

    # R1: a Banco battuta ends the hand before any Punto card is served; a
    # Punto battuta is shown at once unless the reader keeps it covered.
    punto_shows_battuta = rules.is_battuta(punto_two) and declared is None
    if not (rules.is_battuta(banco_two) or punto_shows_battuta):
        draws = rules.punto_draws(punto_two) if declared is None else declared == "carta"
        third = None
        if draws:
            if n < 5:
                raise ShortShoe(5)
            third = cards[4]
            punto += (third,)
            punto_score = (punto_two + points[third.rank]) % 10
        if rules.banco_draws(banco_two, third):
            pos = len(punto) + 3  # Banco's third card follows the four and Punto's third
            if n < pos:
                raise ShortShoe(pos)
            card = cards[pos - 1]
            banco += (card,)
            banco_score = (banco_two + points[card.rank]) % 10
    coup = Coup(punto, banco)
    # The scores rules.score would give, known already, and the winner: the cached properties find them in
    # place (a cached property's own look-up takes a lock).
    found = coup.__dict__
    found["punto_two"], found["banco_two"] = punto_two, banco_two
    found["punto_score"], found["banco_score"] = punto_score, banco_score
    found["winner"] = rules.winner(banco_score, punto_score)
    return coup


# A card's points by its rank, as Card.value gives them: looked up without a property call (deal runs for
# every hand, and more than once for some faults).
_POINTS = {rank: Card(rank, SUITS[0]).value for rank in RANKS}
