"""Article 7: a side got more or fewer than two cards (wrong_card_count)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import Step
from ..base import Context, Field, Outcome, Params, Path, cancelled, rebuilt, with_why

ARTICLES = (7,)


@dataclass(frozen=True, slots=True)
class WrongCardCount(Params):
    punto: int  # cards the distribution gave Punto
    banco: int
    reconstructible: bool | None = None  # None only when found after the burn


WRONG_CARD_COUNT_FIELDS = {
    "punto": Field("count"),
    "banco": Field("count"),
    "reconstructible": Field("bool", required=False, required_before_burn=True),
}


def check(p: WrongCardCount) -> list[tuple[Path, str]]:
    """A wrong count gives the two sides 1, 2, 3, 5 or 6 cards in all: 4 is the right count."""
    total = p.punto + p.banco
    if 1 <= total <= 6 and total != 4:
        return []
    told = ("4, the normal count: if cards went to the wrong side, use kind: reversed_distribution; "
            "otherwise" if total == 4 else f"{total}, but")
    return [(("fault", "punto"), f"fault.punto + fault.banco is {told} a wrong card count gives the two sides "
             "1, 2, 3, 5 or 6 cards in all; change fault.punto or fault.banco")]


def wrong_card_count(p: WrongCardCount, ctx: Context) -> Outcome:
    drawn = p.punto + p.banco
    what = say("art7.what", punto=p.punto, banco=p.banco)
    if not p.reconstructible:
        return cancelled(ctx, drawn, ARTICLES, what)
    ctx.need(drawn)
    coup = ctx.correct()
    out = rebuilt(ctx, coup, drawn, ARTICLES, Step.RECONSTRUCT_HAND, what)
    return with_why(out, punto=say("art7.punto"), banco=say("art7.banco"))
