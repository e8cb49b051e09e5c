"""The game's premise: a clean hand, and the reader declared against the rules table (reader_error)."""
from __future__ import annotations

from dataclasses import dataclass

from ...coup import Coup, ShortShoe, deal
from ...i18n import say
from ...rules import is_battuta, punto_draws, score
from ...vocab import DEALER, PREMISE, Status, Step
from ..base import Context, Field, Impossible, Outcome, Params, rebuilt, with_why

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
