"""Typed answers to plain data and back: the one place that knows their JSON and YAML shape.

FORMATS §3 writes an answer as a map in key order: words for the status,
the winner and the next hand, lists of codes for steps and cards, a seat
number (or `dealer`) for the reader, `{SEAT: NET}` for the payouts. The
engine works on `trainer.engine.answer` records; `trainer solve --json`, the
answer sheets a session writes, the results store and the scorecards get
their plain form from here.
"""
from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Mapping, Union, cast

from ..cards import Card, parse_card
from ..engine.answer import Answer, Bets, Explanation, Payouts, Settled, Settlement, Value, Why
from ..game.betting import Stake
from ..i18n import text_in
from ..vocab import DEALER, Act, Box, Key, NextHand, Reader, Status, Step, Winner

if TYPE_CHECKING:  # only named in signatures: reading a sheet (trainer.schema, the loaders) needs no solver
    from ..engine.grade import Decision, Grade
    from ..engine.solve import Solution

# The plain form of one value: what json.dumps and yaml.safe_dump take (amounts stay Decimal: money.dumps).
Plain = Union[str, int, list[str], dict[str, Decimal], dict[str, dict[str, int]], list[dict[str, object]], None]


def value_plain(value: Value | None) -> Plain:
    """One key's value as plain data: enum members as their words (yaml.safe_dump refuses a str
    subclass), cards and steps as lists of codes, payouts as {SEAT: NET}."""
    if value is None:
        return None
    if isinstance(value, str):
        return str(value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, Payouts):
        return {str(seat): net for seat, net in value.nets}
    if isinstance(value, Bets):  # {SEAT: {BOX: STAKE}} (FORMATS §6)
        out: dict[str, dict[str, int]] = {}
        for stake in value:
            out.setdefault(str(stake.seat), {})[str(stake.box)] = stake.amount
        return out
    if isinstance(value, Settlement):  # [{seat: S, box: B, collect|pay: AMOUNT}, ...] in the order settled
        return [{"seat": bet.seat, "box": str(bet.box), str(bet.act): bet.amount} for bet in value]
    return [str(item) for item in value]


def answer_plain(answer: Answer) -> dict[str, Plain]:
    """The keys the answer gives, in FORMATS order, as plain data."""
    return {key.value: value_plain(answer.get(key)) for key in answer.keys}


def why_plain(why: Why, lang: str) -> dict[str, object]:
    """FORMATS §4's `{"articles": [...], "why": TEXT}` of one key, its sentence in `lang`."""
    return {"articles": list(why.articles), "why": text_in(why.text, lang)}


def explanation_plain(explanation: Explanation, keys: tuple[Key, ...], lang: str) -> dict[str, object]:
    return {key.value: why_plain(explanation.of(key), lang) for key in keys}


def answer_from_plain(data: Mapping[str, object]) -> Answer:
    """An answer from plain data whose values are already checked (an answer sheet's loader, a session's
    questions): words, codes, seat numbers, {SEAT: NET}. A key absent or None gives None."""
    def cards(key: str) -> tuple[Card, ...] | None:
        got = data.get(key)
        return None if got is None else tuple(parse_card(c) for c in cast("list[str]", got))

    def word(key: str) -> str | None:
        got = data.get(key)
        return None if got is None else str(got)

    status, winner, next_hand = word("status"), word("winner"), word("next_hand")
    procedure = data.get("procedure")
    reader = data.get("reader")
    button = data.get("button")
    payouts = data.get("payouts")
    return Answer(
        status=None if status is None else Status(status),
        procedure=None if procedure is None else tuple(Step(s) for s in cast("list[str]", procedure)),
        reader=None if reader is None else _reader(reader),
        punto=cards("punto"),
        banco=cards("banco"),
        announce=word("announce"),
        winner=None if winner is None else Winner(winner),
        payouts=None if payouts is None else Payouts(tuple(
            (int(str(seat)), _amount(net))
            for seat, net in cast("Mapping[object, object]", payouts).items())),
        set_aside=cards("set_aside"),
        burned=cards("burned"),
        next_hand=None if next_hand is None else NextHand(next_hand),
        button=None if button is None else int(cast(int, button)),
        bets=_bets(data.get("bets")),
        settlement=_settlement(data.get("settlement")),
    )


def _amount(value: object) -> Decimal:
    return value if isinstance(value, Decimal) else Decimal(str(value))


def _bets(value: object) -> Bets | None:
    """`{SEAT: {BOX: STAKE}}`, a box written as 0 (or a seat as {}) counting as no stake (FORMATS §6)."""
    if value is None:
        return None
    stakes = []
    for seat, boxes in sorted(cast("Mapping[object, Mapping[str, object]]", value).items(),
                              key=lambda item: int(str(item[0]))):
        for box in Box:
            amount = (boxes or {}).get(str(box))
            if amount is not None and int(str(amount)) != 0:
                stakes.append(Stake(int(str(seat)), box, int(str(amount))))
    return Bets(tuple(stakes))


def _settlement(value: object) -> Settlement | None:
    """`[{seat: S, box: B, collect: STAKE} | {seat: S, box: B, pay: WIN}, ...]`, in the order given."""
    if value is None:
        return None
    bets = []
    for entry in cast("list[Mapping[str, object]]", value):
        act = Act.COLLECT if "collect" in entry else Act.PAY
        bets.append(Settled(int(str(entry["seat"])), Box(str(entry["box"])), act, _amount(entry[str(act)])))
    return Settlement(tuple(bets))


def _reader(value: object) -> Reader:
    return DEALER if value == DEALER else int(cast(int, value))


def solution_plain(solution: Solution, lang: str = "en") -> dict[str, object]:
    """What `trainer solve --json` prints for a scenario: FORMATS §4 for a one-hand file (its keys under
    `answer` and `explain`), §5 for a sequence (`answer.hands`, `explain.hands`)."""
    answers = [answer_plain(hand.answer) for hand in solution.hands]
    whys = [explanation_plain(hand.explanation, hand.keys, lang) for hand in solution.hands]
    if solution.single:
        return {"format": 1, "scenario": solution.scenario.id, "answer": answers[0], "explain": whys[0]}
    return {"format": 1, "scenario": solution.scenario.id, "answer": {"hands": answers},
            "explain": {"hands": whys}}


def decision_plain(decision: Decision, lang: str = "en") -> dict[str, object]:
    """A decision as FORMATS §4 prints it: verdict and why rendered to one string in `lang`; a sequence's
    decision starts with its "hand" (FORMATS §5)."""
    why = text_in(decision.why, lang)
    if not decision.ok:
        why = f"{text_in(decision.verdict, lang)} {why}".strip()
    head: dict[str, object] = {} if decision.hand is None else {"hand": decision.hand}
    return {**head, "key": decision.key.value, "ok": decision.ok, "expected": value_plain(decision.expected),
            "given": value_plain(decision.given), "articles": list(decision.articles), "why": why}


def grade_plain(grade: Grade, lang: str = "en") -> dict[str, object]:
    """What `trainer grade --json` prints for a graded sheet (FORMATS §4)."""
    return {"format": 1, "scenario": grade.scenario, "trainee": grade.trainee, "score": grade.score,
            "max": grade.max, "passed": grade.passed, "decisions": [decision_plain(d, lang) for d in grade.decisions]}
