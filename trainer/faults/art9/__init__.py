"""Article 9: the dealer announced a wrong score (misannounced_score)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...rules import winner
from ...vocab import Status, Step
from ..base import Context, Field, Impossible, Outcome, Params, Scores, Why

ARTICLES = (9,)


@dataclass(frozen=True, slots=True)
class MisannouncedScore(Params):
    announced: Scores
    paid: bool = False  # settlement had begun on the wrong announcement (R32)


MISANNOUNCED_SCORE_FIELDS = {"announced": Field("scores"), "paid": Field("bool", required=False, default=False)}


def misannounced_score(p: MisannouncedScore, ctx: Context) -> Outcome:
    coup = ctx.correct()
    said = p.announced
    if said.banco == coup.banco_score and said.punto == coup.punto_score:
        raise Impossible(
            ("fault", "announced"),
            f"fault.announced gives the real scores (Banco {coup.banco_score}, Punto "
            f"{coup.punto_score}); a misannounced score must differ from them",
        )
    why: Why = {
        "status": say("art9.status"),
        "procedure": say("art9.procedure"),
        "announce": say("art9.announce", banco=said.banco, punto=said.punto),
    }
    if not p.paid:
        return Outcome(Status.VALID, (Step.ANNOUNCE_LE_CARTE_PARLANO,), coup, ARTICLES, coup.used, why)
    named = winner(said.banco, said.punto)
    if named == coup.winner:
        raise Impossible(("fault", "paid"), f"the announcement \"Banco {said.banco}, Punto {said.punto}\" names "
                         f"the real winning box ({named}), so nothing was paid wrongly (R32); remove paid, or "
                         "announce scores that name another box")
    # R32: the real cards decide; money goes back to the house and to the players in the Game Inspector's
    # presence (the premise puts every correction before the inspectors).
    steps = (Step.ANNOUNCE_LE_CARTE_PARLANO, Step.CALL_GAME_INSPECTOR, Step.RECOVER_PAYMENTS)
    return Outcome(Status.VALID, steps, coup, ARTICLES, coup.used,
                   {**why, "procedure": say("art9.paid.procedure", named=named)})
