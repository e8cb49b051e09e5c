"""Article 9 drill variants: a plausible wrong announcement."""
from __future__ import annotations

import random

from ...cards import Card

from ...coup import Coup
from ...rules import score
from ...i18n.messages import C_
from ..drill_kit import FaultMap, Hand, Sabot, Variant, size, words

ANNOUNCED = C_("drill.art9.announced", "You announce \"Banco {banco}, Punto {punto}\" and reach for the chips.")


def wrong_scores(rng: random.Random, coup: Coup) -> dict[str, int]:
    """A plausible slip: scores swapped, a third card forgotten, or one side off by one."""
    real = (coup.banco_score, coup.punto_score)
    slips = [(coup.punto_score, coup.banco_score)]
    if coup.banco_drew:
        slips.append((score(coup.banco[:2]), coup.punto_score))
    if coup.punto_drew:
        slips.append((coup.banco_score, score(coup.punto[:2])))
    d = rng.choice((1, -1))
    slips += [((coup.banco_score + d) % 10, coup.punto_score), (coup.banco_score, (coup.punto_score + d) % 10)]
    banco, punto = rng.choice([s for s in slips if s != real])
    return {"banco": banco, "punto": punto}


def misannounced_hand(rng: random.Random, sabot: Sabot) -> tuple[list[Card], FaultMap, dict[str, int]]:
    """The cards, the fault map and the scores announced."""
    cards, coup, _ = sabot.hand(size(rng))
    said = wrong_scores(rng, coup)
    return cards, {"kind": "misannounced_score", "announced": said}, said


def misannounced(rng: random.Random, sabot: Sabot) -> Hand:
    cards, fault, said = misannounced_hand(rng, sabot)
    what = words(ANNOUNCED, banco=said["banco"], punto=said["punto"])
    return Hand(cards, fault, what)


VARIANTS = (
    Variant("art9-misannounced", 1, (9,), words(C_("drill.art9.title", "The announcement")), misannounced),
)
