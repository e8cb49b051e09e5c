"""Every fault kind of FORMATS §2, one module per article, behind one registry."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from . import art1, art2, art3, art4, art6, art7, art8, art9, art10, premise
from .base import Context, Fault, Field, Impossible, Outcome


@dataclass(frozen=True)
class Kind:
    name: str
    article: object  # int or "premise"
    fields: dict[str, Field]
    resolve: Callable[[Fault, Context], Outcome]

    @property
    def after_burn_allowed(self) -> bool:
        return self.name in art10.AFTER_BURN_KINDS


KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        Kind("extra_card", 1, art1.EXTRA_CARD, art1.extra_card),
        Kind("exposed_card", 1, art1.EXPOSED_CARD, art1.exposed_card),
        Kind("stuck_cards", 2, art2.STUCK_CARDS, art2.stuck_cards),
        Kind("dropped_card", 3, art3.DROPPED_CARD, art3.dropped_card),
        Kind("damaged_card", 4, art4.DAMAGED_CARD, art4.damaged_card),
        Kind("reversed_distribution", 6, art6.REVERSED_DISTRIBUTION, art6.reversed_distribution),
        Kind("wrong_card_count", 7, art7.WRONG_CARD_COUNT, art7.wrong_card_count),
        Kind("wrong_third_card", 8, art8.WRONG_THIRD_CARD, art8.wrong_third_card),
        Kind("misannounced_score", 9, art9.MISANNOUNCED_SCORE, art9.misannounced_score),
        Kind("reader_error", "premise", premise.READER_ERROR, premise.reader_error),
    )
}


def resolve(fault: Fault, ctx: Context) -> Outcome:
    """The outcome of `fault` on the scenario's cards; Article 10 wraps a burnt one."""
    kind = KINDS[fault.kind]
    if not fault.after_burn:
        return kind.resolve(fault, ctx)
    # Found after the burn, the hand was played to its end: check the fault
    # against the full hand, then close it under Article 10.
    if "reconstructible" in kind.fields:
        fault = Fault(fault.kind, {**fault.params, "reconstructible": True}, True)
    return art10.exhausted(kind.resolve(fault, ctx))


__all__ = ["KINDS", "Context", "Fault", "Field", "Impossible", "Outcome", "resolve"]
