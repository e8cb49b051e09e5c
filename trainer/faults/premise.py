"""The reader declared against the rules table (reader_error; the variant's premise)."""
from __future__ import annotations

from ..coup import ShortShoe, deal
from ..i18n import say
from ..rules import is_battuta, punto_draws, score
from ..table import DEALER
from .base import Context, Fault, Field, Impossible, Outcome, rebuilt

ARTICLES = ("premise",)

READER_ERROR = {"declared": Field("choice", choices=("carta", "no_carta"))}


def reader_error(fault: Fault, ctx: Context) -> Outcome:
    if ctx.reader == DEALER:
        raise Impossible(
            ("fault", "kind"),
            "no seated player has a Punto stake, so the dealer reads Punto and cannot "
            "make a reader error; give a seated player a Punto stake",
        )
    coup = ctx.correct()
    two = score(coup.punto[:2])
    right = None if is_battuta(two) else ("carta" if punto_draws(two) else "no_carta")
    if fault.declared == right:
        raise Impossible(
            ("fault", "declared"),
            f'Punto has {two} with two cards, so "{right.replace("_", " ")}" is the right '
            "declaration; a reader error needs the other one",
        )
    try:
        served = deal(ctx.cards, declared=fault.declared)
    except ShortShoe as short:
        raise ctx.short(short.needed) from None
    if served.punto == coup.punto and served.banco == coup.banco:
        raise Impossible(
            ("fault", "declared"),
            "serving this declaration changes no card (a Banco battuta ends the hand "
            "first, or Banco's draw is the same), so there is no error to resolve; "
            "change the cards or the declaration",
        )
    what = say("premise.what", declared=fault.declared.replace("_", " "), score=two)
    out = rebuilt(ctx, coup, served.used, ARTICLES, "reconstruct_hand", what)
    why = dict(out.why)
    why["punto"] = say("premise.cards")
    why["banco"] = why["punto"]
    return Outcome(**{**out.__dict__, "why": why})
