"""Article 6: cards of the distribution given to the wrong side (reversed_distribution)."""
from __future__ import annotations

from .base import Context, Fault, Field, Outcome, cancelled, rebuilt

ARTICLES = (6,)

REVERSED_DISTRIBUTION = {
    "cards": Field("positions"),
    "reconstructible": Field("bool", required=False),
}


def reversed_distribution(fault: Fault, ctx: Context) -> Outcome:
    which = ", ".join(str(p) for p in fault.cards)
    what = f"Card{'s' if len(fault.cards) > 1 else ''} {which} went to the wrong side"
    if not fault.reconstructible:
        return cancelled(ctx, 4, ARTICLES, what)
    coup = ctx.correct()
    out = rebuilt(ctx, coup, coup.used, ARTICLES, "rectify_distribution", what)
    why = dict(out.why)
    why["procedure"] = (
        "Call the inspectors, then put the cards on their right side: 1st and 3rd to "
        "Punto, 2nd and 4th to Banco (R7)."
    )
    why["punto"] = "Rectified: the 1st and 3rd cards belong to Punto, then the hand goes on by the table."
    why["banco"] = "Rectified: the 2nd and 4th cards belong to Banco, then the hand goes on by the table."
    return Outcome(**{**out.__dict__, "why": why})
