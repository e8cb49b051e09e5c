"""Article 6: cards of the distribution given to the wrong side (reversed_distribution)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import Step
from ..base import Context, Field, Outcome, Params, cancelled, rebuilt, with_why

ARTICLES = (6,)


@dataclass(frozen=True, slots=True)
class ReversedDistribution(Params):
    cards: tuple[int, ...]  # positions among 1-4 that went to the other side
    reconstructible: bool | None = None  # None only when found after the burn


REVERSED_DISTRIBUTION_FIELDS = {
    "cards": Field("positions"),
    "reconstructible": Field("bool", required=False, required_before_burn=True),
}


def reversed_distribution(p: ReversedDistribution, ctx: Context) -> Outcome:
    what = say("art6.what.many" if len(p.cards) > 1 else "art6.what.one", cards=list(p.cards))
    if not p.reconstructible:
        return cancelled(ctx, 4, ARTICLES, what)
    coup = ctx.correct()
    out = rebuilt(ctx, coup, coup.used, ARTICLES, Step.RECTIFY_DISTRIBUTION, what)
    return with_why(out, procedure=say("art6.procedure"), punto=say("art6.punto"), banco=say("art6.banco"))
