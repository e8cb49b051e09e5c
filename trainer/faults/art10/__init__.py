"""Article 10: the error is found after the hand's cards were burnt (`after_burn: true`).

Which kinds may be found after the burn is each kind's own entry in the
registry (`Kind.after_burn`); this place closes them.
"""
from __future__ import annotations

from dataclasses import replace

from ...i18n import say
from ...vocab import Status, Step
from ..base import Outcome, Params, Why

ARTICLES = (10,)


def found_after_burn(params: Params) -> Params:
    """The hand was played to its end, so a rebuild question has its answer: it could be rebuilt."""
    if hasattr(params, "reconstructible"):
        return replace(params, reconstructible=True)  # type: ignore[call-arg]
    return params


def exhausted(inner: Outcome) -> Outcome:
    """The hand counts as played: no rebuild, only the Game Inspector for disputes (R17)."""
    why: Why = {
        "status": say("art10.status"),
        "procedure": say("art10.procedure"),
        "next_hand": say("art10.next_hand"),
        "button": say("art10.button"),
    }
    articles = ARTICLES + tuple(a for a in inner.articles if a not in ARTICLES)
    drawn = max(inner.drawn, inner.coup.used if inner.coup else 0)
    return Outcome(
        Status.VALID, (Step.CALL_GAME_INSPECTOR,), inner.coup, articles, drawn, why, exhausted=True,
    )
