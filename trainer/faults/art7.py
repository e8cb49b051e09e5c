"""Article 7: a side got more or fewer than two cards (wrong_card_count)."""
from __future__ import annotations

from .base import Context, Fault, Field, Outcome, cancelled, rebuilt

ARTICLES = (7,)

WRONG_CARD_COUNT = {
    "punto": Field("count"),
    "banco": Field("count"),
    "reconstructible": Field("bool", required=False),
}


def wrong_card_count(fault: Fault, ctx: Context) -> Outcome:
    drawn = fault.punto + fault.banco
    what = f"The distribution gave Punto {fault.punto} and Banco {fault.banco} cards instead of two each"
    if not fault.reconstructible:
        return cancelled(ctx, drawn, ARTICLES, what)
    ctx.need(drawn)
    coup = ctx.correct()
    out = rebuilt(ctx, coup, drawn, ARTICLES, "reconstruct_hand", what)
    why = dict(out.why)
    why["punto"] = "Rebuilt in sabot order: the 1st and 3rd cards drawn are Punto's, then the table (R8)."
    why["banco"] = "Rebuilt in sabot order: the 2nd and 4th cards drawn are Banco's, then the table (R8)."
    return Outcome(**{**out.__dict__, "why": why})
