"""Article 8: a third card given against the rules, or withheld (wrong_third_card, R13)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import Step
from ..base import Context, Field, Impossible, Outcome, Params, rebuilt, with_why

ARTICLES = (8,)


@dataclass(frozen=True, slots=True)
class WrongThirdCard(Params):
    side: str  # "punto" | "banco"
    error: str  # "given" | "withheld"


WRONG_THIRD_CARD_FIELDS = {
    "side": Field("choice", choices=("punto", "banco")),
    "error": Field("choice", choices=("given", "withheld")),
}


def wrong_third_card(p: WrongThirdCard, ctx: Context) -> Outcome:
    coup = ctx.correct()
    side = p.side
    must_draw = coup.punto_drew if side == "punto" else coup.banco_drew
    name = side.capitalize()
    if p.error == "given" and must_draw:
        raise Impossible(
            ("fault", "error"),
            f"{name} must draw a third card in this hand, so giving it one is no error; "
            f"use error: withheld only if {name} must draw and did not, or change the cards",
        )
    if p.error == "withheld" and not must_draw:
        raise Impossible(
            ("fault", "error"),
            f"{name} must stand in this hand (see the rules table and R1), so no third card "
            "can be withheld from it; use error: given, or change the cards",
        )
    if p.error == "given":
        # The wrong card is noticed at once: Punto's comes 5th; Banco's comes
        # after Punto's third card when Punto rightly drew one.
        drawn = 6 if side == "banco" and coup.punto_drew else 5
        what = say("art8.what.given", side=name)
    else:
        drawn = coup.used
        what = say("art8.what.withheld", side=name)
    ctx.need(drawn)
    out = rebuilt(ctx, coup, drawn, ARTICLES, Step.RECONSTRUCT_HAND, what)
    cards = say("art8.cards")
    return with_why(out, punto=cards, banco=cards)
