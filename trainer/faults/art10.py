"""Article 10: the error is found after the hand's cards were burnt (after_burn)."""
from __future__ import annotations

from ..i18n import say
from .base import Outcome

ARTICLES = (10,)

# Kinds that Article 10 can close (FORMATS §2).
AFTER_BURN_KINDS = frozenset(
    {"reversed_distribution", "wrong_card_count", "wrong_third_card", "misannounced_score", "reader_error"}
)


def exhausted(inner: Outcome) -> Outcome:
    """The hand counts as played: no rebuild, only the Game Inspector for disputes (R17)."""
    why = {
        "status": say("art10.status"),
        "procedure": say("art10.procedure"),
        "next_hand": say("art10.next_hand"),
        "button": say("art10.button"),
    }
    articles = ARTICLES + tuple(a for a in inner.articles if a not in ARTICLES)
    drawn = max(inner.drawn, inner.coup.used if inner.coup else 0)
    return Outcome(
        "valid", ("call_game_inspector",), inner.coup, articles, drawn, why, exhausted=True,
    )
