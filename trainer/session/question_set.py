"""Every question a hand may ask, by its answer key, in the order a dealer meets them (questions.ORDER)."""
from __future__ import annotations

from .money_questions import BETS, PAYOUTS, SETTLEMENT
from .questions import ANNOUNCE, ORDER, PROCEDURE, Question, cards_question, choice_question, seat_question

QUESTIONS: dict[str, Question] = {
    "status": choice_question("status"),
    "procedure": PROCEDURE,
    "bets": BETS,
    "reader": seat_question("reader", dealer_ok=True),
    "punto": cards_question("punto", least=2, most=3),
    "banco": cards_question("banco", least=2, most=3),
    "announce": ANNOUNCE,
    "winner": choice_question("winner"),
    "payouts": PAYOUTS,
    "settlement": SETTLEMENT,
    "set_aside": cards_question("set_aside"),
    "burned": cards_question("burned"),
    "next_hand": choice_question("next_hand"),
    "button": seat_question("button", dealer_ok=False),
}
assert tuple(QUESTIONS) == ORDER
