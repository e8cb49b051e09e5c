"""Article 12: stakes are placed in tokens; banknotes are exchanged for tokens at once (banknote_bet)."""
from __future__ import annotations

from dataclasses import dataclass

from ...game.betting import Stake, stake_on
from ...vocab import Box, Step
from ..base import Context, Field, Impossible, Outcome, Params, at_the_table, on_the_bets, seat_at_table

ARTICLES = (12,)


@dataclass(frozen=True, slots=True)
class BanknoteBet(Params):
    seat: int
    box: Box  # the seat's listed stake on this box was placed in banknotes


BANKNOTE_BET_FIELDS = {"seat": Field("seat"), "box": Field("choice", choices=tuple(Box))}


def banknote_bet(p: BanknoteBet, ctx: Context) -> Outcome:
    """The dealer replaces the banknotes with the same value in tokens; the stake plays as placed."""
    amount = stake_on(seat_at_table(ctx, p.seat), p.box)
    if amount is None:
        raise Impossible(("fault", "box"), f"seat {p.seat} has no {p.box} stake to have placed in banknotes; "
                         f"name a box the seat stakes, or give it a {p.box} stake")
    betting = at_the_table(ctx).in_banknotes(Stake(p.seat, p.box, amount))
    return on_the_bets(ctx, betting, Step.EXCHANGE_BANKNOTES, ARTICLES, "art12.")
