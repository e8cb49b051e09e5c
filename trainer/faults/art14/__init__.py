"""Article 14: the table limits; a stake outside them (stake_out_of_limits, R29)."""
from __future__ import annotations

from dataclasses import dataclass

from ...game.betting import Reduced, Refused, Stake, stake_on
from ...vocab import Box, Step
from ..base import Context, Field, Impossible, Outcome, Params, at_the_table, on_the_bets, seat_at_table

ARTICLES = (14,)


@dataclass(frozen=True, slots=True)
class StakeOutOfLimits(Params):
    seat: int
    box: Box  # the seat's listed stake on this box lies outside the limits


STAKE_OUT_OF_LIMITS_FIELDS = {"seat": Field("seat"), "box": Field("choice", choices=tuple(Box))}


def stake_out_of_limits(p: StakeOutOfLimits, ctx: Context) -> Outcome:
    """R29: the dealer cannot add tokens for a player, so a stake under the minimum is handed back; one over
    the maximum plays at the maximum and the excess is handed back."""
    betting = at_the_table(ctx)
    limits = betting.table.limits
    if limits is None:
        raise Impossible(("fault", "kind"), "a stake_out_of_limits fault needs the table limits; add "
                         "limits: {min: N, max: N} under table (or this hand's limits)")
    amount = stake_on(seat_at_table(ctx, p.seat), p.box)
    if amount is None:
        raise Impossible(("fault", "box"), f"seat {p.seat} has no {p.box} stake; name a box the seat stakes")
    if limits.allow(amount):
        raise Impossible(("fault", "box"), f"seat {p.seat}'s {p.box} stake of {amount} lies within the limits "
                         f"{limits.minimum}-{limits.maximum}; make it smaller than {limits.minimum} or larger "
                         f"than {limits.maximum}, or name the stake that lies outside them")
    stake = Stake(p.seat, p.box, amount)
    if amount < limits.minimum:
        return on_the_bets(ctx, betting.then(Refused(stake)), Step.REFUSE_BET, ARTICLES, "art14.under.")
    return on_the_bets(ctx, betting.then(Reduced(stake, limits.maximum)), Step.REDUCE_BET, ARTICLES, "art14.over.")
