"""Article 9: the dealer announced a wrong score (misannounced_score)."""
from __future__ import annotations

from ..i18n import say
from .base import Context, Fault, Field, Impossible, Outcome

ARTICLES = (9,)

MISANNOUNCED_SCORE = {"announced": Field("scores")}


def misannounced_score(fault: Fault, ctx: Context) -> Outcome:
    coup = ctx.correct()
    said = fault.announced
    if said["banco"] == coup.banco_score and said["punto"] == coup.punto_score:
        raise Impossible(
            ("fault", "announced"),
            f"fault.announced gives the real scores (Banco {coup.banco_score}, Punto "
            f"{coup.punto_score}); a misannounced score must differ from them",
        )
    why = {
        "status": say("art9.status"),
        "procedure": say("art9.procedure"),
        "announce": say("art9.announce", banco=said["banco"], punto=said["punto"]),
    }
    return Outcome("valid", ("announce_le_carte_parlano",), coup, ARTICLES, coup.used, why)
