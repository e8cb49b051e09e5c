"""Proof that the rules table is right: exact odds over every deal (RULEBOOK §2.4).

Every sequence of cards a shoe can deal is enumerated through the engine's own
`deal`, weighted exactly by how many ways the shoe can produce it. The result
must match the rulebook's published probabilities to six decimals.
"""
from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.cards import Card
from trainer.coup import deal

# Enumerates every deal of a full shoe: seconds per deck count.
pytestmark = pytest.mark.slow

# One card per point value; only values matter to the rules.
BY_VALUE = [Card("10", "S")] + [Card("A" if v == 1 else str(v), "S") for v in range(1, 10)]
FILLER = BY_VALUE[0]


def exact_odds(decks: int) -> dict[str, Fraction]:
    counts = [16 * decks] + [4 * decks] * 9
    total = 52 * decks
    ways: dict[tuple[str, int], int] = {}  # (winner, cards used) -> weighted count

    def record(cards: list[Card], weight: int, depth: int) -> bool:
        """Deal on `cards` padded with filler; record it if the hand used only `depth` cards."""
        coup = deal(cards + [FILLER] * (6 - depth))
        if coup.used > depth:
            return False
        key = (coup.winner, depth)
        ways[key] = ways.get(key, 0) + weight
        return True

    def extend(cards: list[Card], weight: int, depth: int) -> None:
        if depth >= 4 and record(cards, weight, depth):
            return
        for v in range(10):
            if counts[v]:
                w = weight * counts[v]
                counts[v] -= 1
                extend(cards + [BY_VALUE[v]], w, depth + 1)
                counts[v] += 1

    extend([], 1, 0)
    odds = {"banco": Fraction(0), "punto": Fraction(0), "egalite": Fraction(0)}
    for (who, used), n in ways.items():
        falling = 1
        for i in range(used):
            falling *= total - i
        odds[who] += Fraction(n, falling)
    return odds


@pytest.mark.parametrize(
    "decks, banco, punto, egalite",
    [(8, 0.458597, 0.446247, 0.095156), (6, 0.458653, 0.446279, 0.095069)],
)
def test_rules_table_reproduces_published_odds(decks, banco, punto, egalite):
    odds = exact_odds(decks)
    assert sum(odds.values()) == 1
    assert round(float(odds["banco"]), 6) == banco
    assert round(float(odds["punto"]), 6) == punto
    assert round(float(odds["egalite"]), 6) == egalite
