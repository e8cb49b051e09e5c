"""The game's premise: a clean hand, the reader declared against the rules table (reader_error), and a stake
placed after "Rien ne va plus" (late_bet, R28)."""
from __future__ import annotations

from dataclasses import dataclass

from ...coup import Coup, ShortShoe, deal
from ...game.betting import Bet, Placed, Refused, Stake, stake_on
from ...i18n import say
from ...rules import is_battuta, punto_draws, score
from ...vocab import DEALER, PREMISE, Box, Status, Step
from ..base import Context, Field, Impossible, Outcome, Params, at_the_table, on_the_bets, rebuilt, seat_at_table, \
    with_why

ARTICLES = (PREMISE,)


@dataclass(frozen=True, slots=True)
class ReaderError(Params):
    declared: str  # "carta" | "no_carta"


READER_ERROR_FIELDS = {"declared": Field("choice", choices=("carta", "no_carta"))}


def clean(coup: Coup) -> Outcome:
    """A hand with nothing to resolve: valid, no steps, normal next hand."""
    return Outcome(Status.VALID, (), coup, ARTICLES, coup.used,
                   {"status": say("solve.clean.status"), "procedure": say("solve.clean.procedure")})


def reader_error(p: ReaderError, ctx: Context) -> Outcome:
    if ctx.reader == DEALER:
        raise Impossible(
            ("fault", "kind"),
            "no seated player has a Punto stake, so the dealer reads Punto and cannot "
            "make a reader error; give a seated player a Punto stake",
        )
    coup = ctx.correct()
    two = score(coup.punto[:2])
    right = None if is_battuta(two) else ("carta" if punto_draws(two) else "no_carta")
    if p.declared == right:
        raise Impossible(
            ("fault", "declared"),
            f'Punto has {two} with two cards, so "{right.replace("_", " ")}" is the right '
            "declaration; a reader error needs the other one",
        )
    try:
        served = deal(ctx.cards, declared=p.declared)
    except ShortShoe as short:
        raise ctx.short(short.needed) from None
    if served.punto == coup.punto and served.banco == coup.banco:
        raise Impossible(
            ("fault", "declared"),
            "serving this declaration changes no card (a Banco battuta ends the hand "
            "first, or Banco's draw is the same), so there is no error to resolve; "
            "change the cards or the declaration",
        )
    what = say("premise.what", declared=p.declared.replace("_", " "), score=two)
    out = rebuilt(ctx, coup, served.used, ARTICLES, Step.RECONSTRUCT_HAND, what)
    cards = say("premise.cards")
    return with_why(out, punto=cards, banco=cards)


@dataclass(frozen=True, slots=True)
class LateBet(Params):
    seat: int
    bet: Bet  # placed after "Rien ne va plus"


LATE_BET_FIELDS = {"seat": Field("seat"), "bet": Field("bet", choices=tuple(Box))}


def late_bet(p: LateBet, ctx: Context) -> Outcome:
    """R28: no bet is accepted after "Rien ne va plus"; the late stake is handed back and plays no part in
    the hand, however big. One that would also break Article 11 is a second_bet's business."""
    seat = seat_at_table(ctx, p.seat)
    other = {Box.PUNTO: Box.BANCO, Box.BANCO: Box.PUNTO}.get(p.bet.box)
    if other is not None and stake_on(seat, other) is not None:
        raise Impossible(("fault", "bet"), f"seat {p.seat} holds a {other} stake, so a late {p.bet.box} stake "
                         "would also break Article 11; bet on the seat's own side or on egalite, or make the "
                         "fault a second_bet")
    stake = Stake(p.seat, p.bet.box, p.bet.amount)
    return on_the_bets(ctx, at_the_table(ctx).then(Placed(stake), Refused(stake)), Step.REFUSE_BET, ARTICLES,
                       "premise.late_bet.")
