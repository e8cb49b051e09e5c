"""The rules table (RULEBOOK §2.1, §2.4) and the house rules (FORMATS §2).

Everything here is a pure function of scores; dealing and faults build on it.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Iterable

from .cards import Card
from .vocab import (
    HOUSE_CHOICES, ButtonAfterCancel, CommissionRounding, SeatOrder, SettlementOrder, Step, StuckBurn, Winner,
    Witness,
)


def score(cards: Iterable[Card]) -> int:
    """Sum of the card values, tens dropped (8 + 5 -> 3)."""
    return sum([c.value for c in cards]) % 10


def is_battuta(two_card_score: int) -> bool:
    """A natural: 8 or 9 with the first two cards."""
    return two_card_score >= 8


def punto_draws(two_card_score: int) -> bool:
    """Punto draws on 0-5, stands on 6-7 (8-9 is a battuta, handled first)."""
    return two_card_score <= 5


def banco_draws(two_card_score: int, punto_third: Card | None) -> bool:
    """Banco's draw by the table; `punto_third` is None when Punto stood (R12)."""
    if punto_third is None:
        return two_card_score <= 5
    v = punto_third.value
    if two_card_score <= 2:
        return True
    if two_card_score == 3:
        return v != 8
    if two_card_score == 4:
        return 2 <= v <= 7
    if two_card_score == 5:
        return 4 <= v <= 7
    if two_card_score == 6:
        return v in (6, 7)
    return False


def winner(banco_score: int, punto_score: int) -> Winner:
    if banco_score > punto_score:
        return Winner.BANCO
    if punto_score > banco_score:
        return Winner.PUNTO
    return Winner.EGALITE


WITNESSES: tuple[Witness, ...] = tuple(Witness)


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The eight house rules with the rulebook's defaults (FORMATS §2)."""

    banco_commission: Decimal = Decimal("0.05")
    egalite_pays: int = 8
    commission_rounding: CommissionRounding = CommissionRounding.CENT
    button_after_cancel: ButtonAfterCancel = ButtonAfterCancel.PASS  # R2 (revised): a cancelled hand is a hand
    seat_order: SeatOrder = SeatOrder.ASCENDING
    stuck_burn: StuckBurn = StuckBurn.STUCK_ONLY
    reconstruction_witnesses: tuple[Witness, ...] = WITNESSES
    settlement_order: SettlementOrder = SettlementOrder.COLLECT_FIRST  # R31: losers collected, then winners paid

    def witness_steps(self) -> list[Step]:
        """Inspector calls in the canonical order, for Articles 6-8 and reader errors (R7)."""
        return [Step(f"call_{w}") for w in WITNESSES if w in self.reconstruction_witnesses]


DEFAULT_HOUSE = HouseRules()

__all__ = ["DEFAULT_HOUSE", "HOUSE_CHOICES", "WITNESSES", "HouseRules"]
