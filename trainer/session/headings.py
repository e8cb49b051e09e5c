"""What a heading above the table says: the fault as the dealer sees it, never the scenario's title.

An author's title often names what the fault leads to ("Banco wins with odd
stakes", "…then the colpo in bianco it calls for"); above the questions that
would give the answer away. The session heads each scenario with the kind of
fault its hand holds, as the dealer meets it at the table; the title stays
the instructor's, in the answer key and the scorecard.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .screen import t

if TYPE_CHECKING:
    from ..engine.model import Scenario


def neutral_heading(scenario: Scenario, lang: str) -> str:
    """The fault of the scenario's first hand that has one, as the dealer sees it; a clean hand says so."""
    fault = next((plan.fault for plan in scenario.hands if plan.fault is not None), None)
    if fault is None:
        return t(lang, "session.heading.mask" if scenario.mask_after is not None else "session.heading.none")
    if fault.after_burn:
        return t(lang, "session.heading.after_burn")
    return t(lang, f"session.heading.{fault.kind}")
