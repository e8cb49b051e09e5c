"""What a heading above the table says: the fault as the dealer sees it, never the scenario's title.

An author's title often names what the fault leads to ("Banco wins with odd
stakes", "…then the colpo in bianco it calls for"); above the questions that
would give the answer away. The session heads each scenario with the kind of
fault its hand holds, as the dealer meets it at the table; the title stays
the instructor's, in the answer key and the scorecard.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..terminal import safe_lines
from .hands import DealtHand
from .screen import t

if TYPE_CHECKING:
    from ..engine.model import Scenario
    from .progress import ScenarioInPlay


def neutral_heading(scenario: Scenario, lang: str) -> str:
    """The fault of the scenario's first hand that has one, as the dealer sees it; a clean hand says so."""
    fault = next((plan.fault for plan in scenario.hands if plan.fault is not None), None)
    if fault is None:
        return t(lang, "session.heading.mask" if scenario.mask_after is not None else "session.heading.none")
    if fault.after_burn:
        return t(lang, "session.heading.after_burn")
    return t(lang, f"session.heading.{fault.kind}")


def hand_heading(sc: ScenarioInPlay, n: int, i: int, count: int, lang: str) -> tuple[str, str | None]:
    """Above the table: a one-hand scenario's number and neutral heading (never its title: neutral_heading),
    and its own words; a taglia's status."""
    solution = sc.solution
    if solution is None or not solution.single:
        return _status(sc, n, lang), None
    if isinstance(sc.hands, DealtHand):  # an exam's taglia: the hand's place, and no score before the end
        place = sc.hands
        key = "exam.taglia.hand" if place.left is None else \
            "exam.taglia.hand.out" if place.left <= 0 else "exam.taglia.hand.mask"
        return t(lang, key, n=place.number, left=place.left), None
    # The scenario file's own words are shown with their control characters escaped (issue 9). Its id is
    # not shown: a bundled id names the fault's variant (art6-reversed-distribution-rebuilt).
    scenario = solution.scenario
    description = scenario.description_in(lang)
    return (t(lang, "session.scenario", n=i, total=count, title=neutral_heading(scenario, lang)),
            safe_lines(description) if description else None)


def _status(sc: ScenarioInPlay, n: int, lang: str) -> str:
    """A taglia's hand: its number (of how many, for a file), the cards left before the mask (when there
    is one) and the score so far."""
    left, total = sc.hands.before_mask(n), sc.hands.total
    score, most = sum(d.ok for d in sc.decisions), len(sc.decisions)
    key = "taglia.status" if total is None else "taglia.status.of"
    if left is None:
        key += ".plain"
    elif left <= 0:
        key += ".out"
    return t(lang, key, n=n, total=total, left=left, score=score, max=most)
