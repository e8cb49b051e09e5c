"""Article 11: one stake per seat on Punto or Banco, plus Égalité; a second one is refused (second_bet, R27)."""
from __future__ import annotations

from dataclasses import dataclass

from ...game.betting import Bet, Placed, Refused, Stake, stake_on
from ...vocab import Box, Step
from ..base import Context, Field, Impossible, Outcome, Params, on_the_bets, seat_at_table

ARTICLES = (11,)


@dataclass(frozen=True, slots=True)
class SecondBet(Params):
    seat: int
    bet: Bet  # on punto or banco: the side opposite the seat's stake


SECOND_BET_FIELDS = {"seat": Field("seat"), "bet": Field("bet", choices=(Box.PUNTO, Box.BANCO))}


def second_bet(p: SecondBet, ctx: Context) -> Outcome:
    """R27: the later stake breaks the rule, so it is the one refused; the seat keeps the bet it had."""
    seat = seat_at_table(ctx, p.seat)
    other = Box.BANCO if p.bet.box == Box.PUNTO else Box.PUNTO
    if stake_on(seat, other) is None:
        raise Impossible(("fault", "seat"), f"seat {p.seat} holds no {other} stake, so a {p.bet.box} stake is no "
                         f"second bet (Art. 11); give seat {p.seat} a {other} stake, or name a seat that has one")
    stake = Stake(p.seat, p.bet.box, p.bet.amount)
    betting = ctx.betting
    assert betting is not None
    return on_the_bets(ctx, betting.then(Placed(stake), Refused(stake)), Step.REFUSE_BET, ARTICLES, "art11.")
