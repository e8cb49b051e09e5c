"""Article 6: cards of the distribution given to the wrong side (reversed_distribution)."""
from __future__ import annotations

from ..i18n import say
from .base import Context, Fault, Field, Outcome, cancelled, rebuilt

ARTICLES = (6,)

REVERSED_DISTRIBUTION = {
    "cards": Field("positions"),
    "reconstructible": Field("bool", required=False),
}


def reversed_distribution(fault: Fault, ctx: Context) -> Outcome:
    what = say("art6.what.many" if len(fault.cards) > 1 else "art6.what.one", cards=list(fault.cards))
    if not fault.reconstructible:
        return cancelled(ctx, 4, ARTICLES, what)
    coup = ctx.correct()
    out = rebuilt(ctx, coup, coup.used, ARTICLES, "rectify_distribution", what)
    why = dict(out.why)
    why["procedure"] = say("art6.procedure")
    why["punto"] = say("art6.punto")
    why["banco"] = say("art6.banco")
    return Outcome(**{**out.__dict__, "why": why})
