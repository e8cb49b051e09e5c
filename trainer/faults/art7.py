"""Article 7: a side got more or fewer than two cards (wrong_card_count)."""
from __future__ import annotations

from ..i18n import say
from .base import Context, Fault, Field, Outcome, cancelled, rebuilt

ARTICLES = (7,)

WRONG_CARD_COUNT = {
    "punto": Field("count"),
    "banco": Field("count"),
    "reconstructible": Field("bool", required=False),
}


def wrong_card_count(fault: Fault, ctx: Context) -> Outcome:
    drawn = fault.punto + fault.banco
    what = say("art7.what", punto=fault.punto, banco=fault.banco)
    if not fault.reconstructible:
        return cancelled(ctx, drawn, ARTICLES, what)
    ctx.need(drawn)
    coup = ctx.correct()
    out = rebuilt(ctx, coup, drawn, ARTICLES, "reconstruct_hand", what)
    why = dict(out.why)
    why["punto"] = say("art7.punto")
    why["banco"] = say("art7.banco")
    return Outcome(**{**out.__dict__, "why": why})
