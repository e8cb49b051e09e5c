"""Article 9: the dealer announced a wrong score (misannounced_score)."""
from __future__ import annotations

from dataclasses import dataclass

from ...i18n import say
from ...vocab import Status, Step
from ..base import Context, Field, Impossible, Outcome, Params, Scores, Why

ARTICLES = (9,)


@dataclass(frozen=True, slots=True)
class MisannouncedScore(Params):
    announced: Scores


MISANNOUNCED_SCORE_FIELDS = {"announced": Field("scores")}


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
    return Outcome(Status.VALID, (Step.ANNOUNCE_LE_CARTE_PARLANO,), coup, ARTICLES, coup.used, why)
