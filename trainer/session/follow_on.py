"""The answers a trainee has given already without typing them: a later key that an earlier answer of the same
hand settles (issue 20, item 10).

A full hand asks a dozen decisions, and some of them the trainee has answered in effect by an earlier one:
a procedure with no step that sets a card aside sets none aside (`set_aside: []`), one with no step that
burns burns none (`burned: []`, the normal discard is no burn), one that announces neither a colpo in bianco
nor the last hand of the taglia leaves the next hand normal, and an announcement names the higher score, which
wins. Such a key is offered with that answer filled in: the trainee sees it, confirms it with Enter or types
another. A proposal is derived from the trainee's own answers only, never from the hand's right answer, so it
gives nothing away: a trainee whose procedure is wrong is offered what that wrong procedure implies.

Only implications the regulation makes certain are proposed; where an answer allows two readings (a colpo
in bianco announced in a hand the trainee calls a colpo in bianco: this hand, or the next one?) nothing is.
Nothing is proposed that asks the knowledge the key itself grades: the scores of the cards chosen (the
announcement), the payouts (the house's rates), the reader and the button (the order of players).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..vocab import Key, NextHand, Status, Step, Winner

# The steps by which a hand ends its taglia (Article 5): the next hand comes from a new shoe (R6, R22).
_MASK_STEPS = frozenset({Step.ANNOUNCE_LAST_HAND, Step.ANNOUNCE_MINIMUM_SEVEN, Step.COUNT_REMAINING_CARDS})
# As the grader reads an announcement (trainer.engine.grade): a side's name, then its score in digits.
_ANNOUNCED = re.compile(r"\b(banco|punto)\b[^0-9a-z]*([0-9])", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Proposal:
    """A key's answer as an earlier answer of the hand settles it: the value, and the key it follows from."""

    value: object  # as the key's question gives it (its `combine`)
    source: Key


def proposal(key: str, answer: Mapping[str, object], choice: str | None) -> Proposal | None:
    """What the trainee's answers so far (`answer`, and `choice`, the status option chosen) settle of `key`;
    None when they settle nothing, or leave two readings."""
    if key in (Key.SET_ASIDE, Key.BURNED, Key.NEXT_HAND):
        steps = _steps(answer)
        if steps is None:
            return None
        if key == Key.SET_ASIDE:
            return None if Step.SET_ASIDE_CARD in steps else Proposal([], Key.PROCEDURE)
        if key == Key.BURNED:
            return None if Step.BURN_CARDS in steps else Proposal([], Key.PROCEDURE)
        following = next_hand(steps, choice)
        return None if following is None else Proposal(str(following), Key.PROCEDURE)
    if key == Key.WINNER:
        said = answer.get(Key.ANNOUNCE)
        won = winner_said(said) if isinstance(said, str) else None
        return None if won is None else Proposal(str(won), Key.ANNOUNCE)
    return None


def _steps(answer: Mapping[str, object]) -> frozenset[str] | None:
    """The steps of the trainee's procedure; None when it is not answered (yet)."""
    steps = answer.get(Key.PROCEDURE)
    if not isinstance(steps, (list, tuple)):
        return None
    return frozenset(str(s) for s in steps)


def next_hand(steps: frozenset[str], choice: str | None) -> NextHand | None:
    """The next hand a procedure makes: a new shoe after a step of the mask (Article 5), a colpo in bianco
    after one announced in a hand played with its stakes (R4, R20), else a normal hand; None when the steps
    leave two readings (the mask and a colpo in bianco together; a colpo in bianco announced in a hand said
    to be cancelled, or said to be one itself without its stakes handed back)."""
    bianco = Step.ANNOUNCE_COLPO_IN_BIANCO in steps
    if steps & _MASK_STEPS:
        return None if bianco else NextHand.NEW_SHOE
    if not bianco:
        return NextHand.NORMAL
    if Step.WITHDRAW_BETS in steps:  # the stakes handed back before the deal: this hand is the colpo in bianco
        return NextHand.NORMAL if choice == Status.COLPO_IN_BIANCO else None
    return NextHand.COLPO_IN_BIANCO if choice == Status.VALID else None


def winner_said(announcement: str) -> Winner | None:
    """The winner an announcement names by its scores, read as the grader reads them (Banco's score, then
    Punto's after it): the higher score wins, equal scores are an Égalité (RULEBOOK §2.1). None when it gives
    no such scores, or goes on to name another winner in words ("Banco 7, Punto 4: Punto wins")."""
    said = list(_ANNOUNCED.finditer(announcement))
    if not said or said[0].group(1).casefold() != "banco":
        return None
    punto = next((m for m in said[1:] if m.group(1).casefold() == "punto"), None)
    if punto is None:
        return None
    banco_score, punto_score = int(said[0].group(2)), int(punto.group(2))
    won = Winner.BANCO if banco_score > punto_score else Winner.PUNTO if punto_score > banco_score else Winner.EGALITE
    named = {_SIDES[w.casefold()] for w in _SIDE_WORDS.findall(announcement[punto.end():])}
    return won if named <= {won} else None


_SIDES = {"banco": Winner.BANCO, "punto": Winner.PUNTO, "egalite": Winner.EGALITE, "égalité": Winner.EGALITE,
          "tie": Winner.EGALITE, "pareggio": Winner.EGALITE}
_SIDE_WORDS = re.compile(r"\b(banco|punto|egalite|égalité|tie|pareggio)\b", re.IGNORECASE)
