"""The rules table (RULEBOOK §2.1, §2.4) and the house rules (FORMATS §2).

Everything here is a pure function of scores; dealing and faults build on it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Iterable

from .cards import _VALUES as _VALUE, Card


def score(cards: Iterable[Card]) -> int:
    """Sum of the card values, tens dropped (8 + 5 -> 3)."""
    return sum([_VALUE[c.rank] for c in cards]) % 10


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


def winner(banco_score: int, punto_score: int) -> str:
    if banco_score > punto_score:
        return "banco"
    if punto_score > banco_score:
        return "punto"
    return "egalite"


WITNESSES = ("game_inspector", "municipal_inspector")


@dataclass(frozen=True)
class HouseRules:
    """The seven house rules with the rulebook's defaults (FORMATS §2)."""

    banco_commission: Decimal = Decimal("0.05")
    egalite_pays: int = 8
    commission_rounding: str = "cent"  # or "down_to_unit"
    button_after_cancel: str = "stay"  # or "pass"
    seat_order: str = "ascending"  # or "descending"
    stuck_burn: str = "stuck_only"  # or "cancel_hand"
    reconstruction_witnesses: tuple[str, ...] = field(default=WITNESSES)

    def witness_steps(self) -> list[str]:
        """Inspector calls in the canonical order, for Articles 6-8 and reader errors (R7)."""
        return [f"call_{w}" for w in WITNESSES if w in self.reconstruction_witnesses]


DEFAULT_HOUSE = HouseRules()

# What each house rule accepts, for the loader and the schema.
HOUSE_CHOICES = {
    "commission_rounding": ("cent", "down_to_unit"),
    "button_after_cancel": ("stay", "pass"),
    "seat_order": ("ascending", "descending"),
    "stuck_burn": ("stuck_only", "cancel_hand"),
}
