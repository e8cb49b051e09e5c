"""An exam that deals one whole taglia (`hands: {draw: taglia}`): the shoe's Dealer prepares the sabot from
the seed and deals it to the mask, in memory, its faults drawn from the exam's articles; the engine then plays
the taglia as one sequence, as `trainer train` plays a sequence file, and every hand is asked in its order
with what the hand before left it: the sabot's place, the cards set aside, the bets, the button, and the
colpo in bianco it announced (RULEBOOK §5, R18-R21).

Each hand reaches the session as a DealtHand (trainer.session.hands): the sequence's own solution of that
hand, so that the session grades and records it as soon as it is answered (one record per hand, origin
`exam`), under the exam's time limit per hand, as it does an exam's single hands. Nothing is written to
disk: the taglia exists in memory only, and a hand's answers are written once they are given.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from ..engine.play import Played, play
from ..engine.solve import Solution
from ..session.hands import DealtHand
from ..shoe import Dealer, Taglia, taglia_text
from ..shoe.deal import articles_of
from .model import Exam


@dataclass(frozen=True, slots=True)
class TagliaDeal:
    """A taglia dealt for an exam: its hands, every one asked, in the taglia's order."""

    hands: tuple[DealtHand, ...]

    @property
    def dealt(self) -> int:
        """The taglia's hands, to the one in which the mask came out."""
        return len(self.hands)


def deal_for_exam(exam: Exam, seed: int) -> Taglia:
    """The taglia of `seed` for `exam`, dealt to the mask."""
    dealer = Dealer(seed, 1, fault_rate=exam.draw.fault_rate, articles=exam.articles, sid=f"exam-{exam.id}")
    while not dealer.over:
        dealer.deal()
    return dealer.taglia()


def taglia_deal(exam: Exam, seed: int, attempt: str) -> TagliaDeal:
    """The taglia's hands as the session asks them, ids naming the attempt and the hand's place, not the seed."""
    return hands_of(exam, deal_for_exam(exam, seed), attempt)


def hands_of(exam: Exam, taglia: Taglia, attempt: str) -> TagliaDeal:
    """Each hand of `taglia` as the engine plays the whole sequence, as a one-hand scenario to ask and record.

    The one-hand scenario around each hand's solution only names it (its id, the hand's own table, cards and
    articles, the taglia's SHA-256): the solution graded is the sequence's, never a hand solved again alone."""
    sequence = taglia.sequence
    # Every hand's record keeps the SHA-256 of the taglia as `trainer train --shoe` would write its file: what
    # the trainee was dealt, which the school can deal again from the seed the outcome records.
    digest = hashlib.sha256(taglia_text(taglia).encode("utf-8")).hexdigest()
    played = list(play(sequence))
    width = max(2, len(str(len(played))))
    hands = []
    for n, (hand, dealt) in enumerate(zip(played, taglia.hands), 1):
        sid = f"exam-{exam.id}-{attempt}-{n:0{width}d}"
        shell = replace(sequence, id=sid, hands=(hand.plan,), single=True, table=hand.hand.table,
                        cards=hand.hand.cards, mask_after=hand.hand.mask_after, articles=articles_of((dealt,)),
                        source=f"<exam {exam.id} hand {n}>", sha256=digest)
        hands.append(DealtHand(Solution(shell, (hand.solution,)), hand, n, _before_mask(sequence.mask_after,
                                                                                         played, n)))
    return TagliaDeal(tuple(hands))


def _before_mask(mask_after: int | None, played: list[Played], n: int) -> int | None:
    """The cards in front of the mask as hand `n` starts (as the shoe's status line counts them)."""
    if mask_after is None:
        return None
    before = played[n - 2].after.pos if n > 1 else 0
    return max(mask_after - before, 0)
