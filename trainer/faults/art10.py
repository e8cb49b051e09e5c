"""Article 10: the error is found after the hand's cards were burnt (after_burn)."""
from __future__ import annotations

from .base import Outcome

ARTICLES = (10,)

# Kinds that Article 10 can close (FORMATS §2).
AFTER_BURN_KINDS = frozenset(
    {"reversed_distribution", "wrong_card_count", "wrong_third_card", "misannounced_score", "reader_error"}
)


def exhausted(inner: Outcome) -> Outcome:
    """The hand counts as played: no rebuild, only the Game Inspector for disputes (R17)."""
    why = {
        "status": "The cards were already burnt, so the hand is exhausted and stands as played.",
        "procedure": "Nothing can be rebuilt, cancelled or re-announced now; any dispute goes to the Game Inspector (R17).",
        "next_hand": "The exhausted hand leaves nothing over: the next hand is normal.",
        "button": "The hand counts as played, so the button passes.",
    }
    articles = ARTICLES + tuple(a for a in inner.articles if a not in ARTICLES)
    drawn = max(inner.drawn, inner.coup.used if inner.coup else 0)
    return Outcome(
        "valid", ("call_game_inspector",), inner.coup, articles, drawn, why, exhausted=True,
    )
