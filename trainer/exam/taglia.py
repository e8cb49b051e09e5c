"""An exam that deals one whole taglia (`hands: {draw: taglia}`): the shoe's Dealer prepares the sabot from
the seed and deals it to the mask, in memory, its faults drawn from the exam's articles; each hand is then
asked as a one-hand scenario of its own, so that the session grades and records it as it is answered, as it
does an exam's single hands.

A hand of a taglia depends on the hands before it (the sabot's place, the bets, the button, the limits): its
one-hand scenario starts where the hand before left the taglia (trainer.engine.play.rest_after), with the
bets and limits that hand plays under on its table. Every hand is solved again in that form and must answer
exactly as the taglia does; one that cannot (a colpo in bianco the hand before announced, R20: a one-hand
scenario has no hand before to announce it) is dealt but not asked, and its number is kept (`skipped`) so the
outcome can say which. Nothing is written to disk: the taglia's hands reach the session as Solutions only.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from ..engine.model import Scenario, Start
from ..engine.play import Played, rest_after
from ..engine.solve import Solution, solve
from ..shoe import Dealer, taglia_text
from ..table import Table
from ..yamlio.errors import Invalid
from .model import Exam


@dataclass(frozen=True, slots=True)
class TagliaDeal:
    """A taglia dealt for an exam: the hands asked, and the numbers (in the taglia) of those not asked."""

    hands: tuple[Solution, ...]
    dealt: int  # the taglia's hands, to the one in which the mask came out
    skipped: tuple[int, ...]


def one_hand(sequence: Scenario, before: Played | None) -> Scenario:
    """The taglia's next hand after `before` (None: its first) as a one-hand scenario: the cards from where the
    sabot stands (those set aside for it first), the mask where it lies, the table as the hand plays it."""
    rest = sequence if before is None else rest_after(sequence, before)
    plan = rest.hands[0]
    table = rest.table
    if plan.bets is not None or plan.limits is not None:
        seats = plan.bets if plan.bets is not None else table.seats
        table = Table(seats, table.button, plan.limits or table.limits)
    carried = rest.start.carried
    mask = rest.mask_after + len(carried) if rest.mask_after is not None else None
    return replace(rest, hands=(replace(plan, bets=None, limits=None),), single=True, table=table,
                   cards=tuple(carried) + rest.cards, mask_after=mask, start=Start())


def deal_for_exam(exam: Exam, seed: int) -> tuple[Dealer, TagliaDeal]:
    """The taglia of `seed` for `exam`, dealt to the mask, each hand in its one-hand form (see the module)."""
    dealer = Dealer(seed, 1, fault_rate=exam.draw.fault_rate, articles=exam.articles, sid=f"exam-{exam.id}")
    while not dealer.over:
        dealer.deal()
    taglia = dealer.taglia()
    asked: list[Solution] = []
    skipped: list[int] = []
    before: Played | None = None
    for n, dealt in enumerate(taglia.hands, 1):
        try:
            solution = solve(one_hand(taglia.sequence, before))
            same = solution.hands[0].answer == dealt.played.solution.answer
        except Invalid:
            same = False
        if same:
            asked.append(solution)
        else:
            skipped.append(n)
        before = dealt.played
    return dealer, TagliaDeal(tuple(asked), len(taglia.hands), tuple(skipped))


def taglia_hands(exam: Exam, seed: int, attempt: str) -> list[Solution]:
    """The taglia's hands as the session asks them, ids naming the attempt and the hand's place, not the seed."""
    return list(taglia_deal(exam, seed, attempt).hands)


def taglia_deal(exam: Exam, seed: int, attempt: str) -> TagliaDeal:
    dealer, deal = deal_for_exam(exam, seed)
    # Every hand's record keeps the SHA-256 of the taglia as `trainer train --shoe` would write its file: what
    # the trainee was dealt, which the school can deal again from the seed the outcome records.
    digest = hashlib.sha256(taglia_text(dealer.taglia()).encode("utf-8")).hexdigest()
    width = max(2, len(str(deal.dealt)))
    hands = []
    asked = iter(deal.hands)
    for n in range(1, deal.dealt + 1):
        if n in deal.skipped:
            continue
        solution = next(asked)
        sid = f"exam-{exam.id}-{attempt}-{n:0{width}d}"
        scenario = replace(solution.scenario, id=sid, source=f"<exam {exam.id} hand {n}>", sha256=digest)
        hands.append(replace(solution, scenario=scenario))
    return TagliaDeal(tuple(hands), deal.dealt, deal.skipped)
