"""Grading: a trainee's answers, hand by hand and decision by decision, against the canonical solution.

FORMATS §3 says how each key is judged; RULEBOOK §4 says when a procedure is
right. One function per kind of judgement both decides and says why a given
answer is wrong, so the verdict and its explanation can never disagree. A
one-hand file and a sequence are graded by the same path (FORMATS §5: the
score is the sum over hands); a one-hand file's decisions carry no hand.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal, localcontext
from typing import Callable, Sequence

from ..i18n import Code, Say, Signed, Text, say
from ..vocab import Act, Article, Box, Key, Step
from .answer import Answer, Bets, Payouts, Settled, Settlement, Value
from .hand import HandSolution
from .solve import Solution

# RULEBOOK §4: pairs (a, b) where a must come before b whenever both are there.
ORDER_PAIRS: tuple[tuple[Step, Step], ...] = tuple(
    [(w, s) for w in (Step.CALL_GAME_INSPECTOR, Step.CALL_MUNICIPAL_INSPECTOR)
     for s in (Step.RECTIFY_DISTRIBUTION, Step.RECONSTRUCT_HAND, Step.CANCEL_HAND)]
    + [(Step.CANCEL_HAND, Step.BURN_CARDS), (Step.ANNOUNCE_MINIMUM_SEVEN, Step.COUNT_REMAINING_CARDS),
       (Step.COUNT_REMAINING_CARDS, Step.CANCEL_HAND), (Step.ANNOUNCE_MINIMUM_SEVEN, Step.CANCEL_HAND),
       (Step.ANNOUNCE_LE_CARTE_PARLANO, Step.RECOVER_PAYMENTS), (Step.CALL_GAME_INSPECTOR, Step.RECOVER_PAYMENTS)]
)
_ANNOUNCED = re.compile(r"\b(banco|punto)\b[^0-9a-z]*([0-9])", re.IGNORECASE)
Verdict = Say | Text | str  # what is wrong with a given answer; "" when it is right


@dataclass(frozen=True, slots=True)
class Decision:
    key: Key
    ok: bool
    expected: Value
    given: Value | None  # None: not answered
    articles: tuple[Article, ...]
    why: Say | Text  # why the right answer is right
    verdict: Verdict = ""  # what is wrong with the given answer ("" when ok)
    hand: int | None = None  # in a sequence, the hand it belongs to (1-based); None for a one-hand file


@dataclass(frozen=True, slots=True)
class Grade:
    scenario: str
    trainee: str
    decisions: tuple[Decision, ...]
    pass_mark: float | None = None
    hands: int | None = None  # a sequence's number of hands; None for a one-hand file

    @property
    def score(self) -> int:
        return sum(d.ok for d in self.decisions)

    @property
    def max(self) -> int:
        return len(self.decisions)

    @property
    def passed(self) -> bool:
        if self.pass_mark is None:
            return self.score == self.max
        return self.max == 0 or self.score / self.max >= self.pass_mark

    def of_hand(self, n: int) -> tuple[Decision, ...]:
        """A sequence's decisions of hand `n` (1-based), in the order graded."""
        return tuple(d for d in self.decisions if d.hand == n)


def grade(solution: Solution, answers: Sequence[Answer], trainee: str, pass_mark: float | None = None) -> Grade:
    """`answers[N - 1]` graded against hand N: the score is the sum over hands, a hand not answered scores
    zero for each of its keys, and the pass mark (the argument, else the scenario's `pass_mark`, else every
    decision right) applies to the whole scenario. Answers beyond the last hand are the caller's to refuse
    (ValueError here)."""
    if len(answers) > len(solution.hands):
        raise ValueError(f"{len(answers)} hands answered, but the scenario has {len(solution.hands)}")
    decisions: list[Decision] = []
    for n, hand in enumerate(solution.hands, 1):
        given = answers[n - 1] if n <= len(answers) else Answer()
        decisions.extend(grade_hand(hand, given, None if solution.single else n))
    sc = solution.scenario
    mark = pass_mark if pass_mark is not None else sc.pass_mark
    return Grade(sc.id, trainee, tuple(decisions), mark, hands=None if solution.single else len(solution.hands))


def grade_hand(solution: HandSolution, answer: Answer, hand: int | None) -> tuple[Decision, ...]:
    """One hand's answer graded against its solution (its graded keys only), each decision carrying `hand`."""
    out = []
    for key in solution.keys:
        expected = solution.answer.get(key)
        assert expected is not None  # a graded key has a value
        given = answer.get(key)
        verdict = say("grade.no_answer") if given is None else _JUDGES.get(key, _equal)(expected, given)
        why = solution.explanation.of(key)
        out.append(Decision(key, not verdict, expected, given, why.articles, why.text, verdict, hand))
    return tuple(out)


def with_hand(decisions: Sequence[Decision], hand: int) -> tuple[Decision, ...]:
    return tuple(replace(d, hand=hand) for d in decisions)


def _then(parts: list[Say]) -> Say:
    """Items said one after the other, "; " between them, in any language."""
    out = parts[0]
    for part in parts[1:]:
        out = say("grade.then", first=out, then=part)
    return out


def procedure_verdict(expected: Sequence[str], given: Sequence[str]) -> Verdict:
    """'' when right; else which steps are missing, not called for, repeated or out of order."""
    parts: list[Say] = []
    given = list(given)
    missing = [s for s in expected if s not in given]
    extra = [s for s in dict.fromkeys(given) if s not in expected]
    twice = [s for s in dict.fromkeys(given) if given.count(s) > 1]
    if missing:
        parts.append(say("grade.procedure.missing", steps=[Code(str(s)) for s in missing]))
    if extra:
        parts.append(say("grade.procedure.extra", steps=[Code(str(s)) for s in extra]))
    if twice:
        parts.append(say("grade.procedure.twice", steps=[Code(str(s)) for s in twice]))
    wrong_order = [say("grade.procedure.before", first=Code(str(a)), then=Code(str(b))) for a, b in ORDER_PAIRS
                   if a in given and b in given and given.index(a) > given.index(b)]
    if wrong_order:
        parts.append(say("grade.procedure.order", pairs=_then(wrong_order)))
    return say("grade.procedure", parts=_then(parts)) if parts else ""


def announce_verdict(expected: str, given: str) -> Verdict:
    """Banco named first with its score, then Punto with its score (FORMATS §3)."""
    want = dict((w.lower(), d) for w, d in _ANNOUNCED.findall(expected))
    said = [(w.lower(), d) for w, d in _ANNOUNCED.findall(given)]
    if not said:
        return say("grade.announce.no_score")
    if said[0][0] != "banco":
        return say("grade.announce.banco_first")
    punto = next((d for w, d in said[1:] if w == "punto"), None)
    if punto is None:
        return say("grade.announce.no_punto")
    wrong = [say("grade.announce.not", side=w.capitalize(), right=want[w], said=d)
             for w, d in (("banco", said[0][1]), ("punto", punto)) if d != want[w]]
    return say("grade.announce.wrong", wrong=_then(wrong)) if wrong else ""


def payouts_verdict(expected: Payouts, given: Payouts) -> Verdict:
    """Every seat with a non-zero net must match to the cent; zero-net seats may be left out."""
    want = {seat: _cents(net) for seat, net in expected}
    got = {seat: _cents(net) for seat, net in given}
    off: list[Say] = []
    for seat in sorted(set(want) | set(got)):
        w, g = want.get(seat, Decimal(0)), got.get(seat)
        if g is None:
            if w != 0:
                off.append(say("grade.payouts.missing", seat=str(seat), net=Signed(w)))
        elif g != w:
            off.append(say("grade.payouts.wrong", seat=str(seat), given=Signed(g), right=Signed(w),
                           diff=Signed(g - w)))
    return say("grade.payouts.off", seats=_then(off)) if off else ""


_TENTH_OF_A_CENT = Decimal("0.001")
_DIGITS = 100  # precision for comparing amounts: more than any amount read or settled carries


def _cents(value: Decimal) -> Decimal:
    """An amount to the tenth of a cent, exactly: never rounded to fit, so a long wrong amount stays wrong."""
    with localcontext() as ctx:
        ctx.prec = _DIGITS
        return value.quantize(_TENTH_OF_A_CENT)


def bets_verdict(expected: Bets, given: Bets) -> Verdict:
    """Compared seat by seat and box by box (FORMATS §6); a stake of 0 was dropped as no stake when read."""
    want = {(s.seat, s.box): s.amount for s in expected}
    got = {(s.seat, s.box): s.amount for s in given}
    off: list[Say] = []
    for seat, box in sorted(set(want) | set(got), key=lambda k: (k[0], _BOXES.index(k[1]))):
        w, g = want.get((seat, box)), got.get((seat, box))
        if g is None:
            off.append(say("grade.bets.missing", seat=str(seat), box=say(f"grade.box.{box}"), right=w))
        elif w is None:
            off.append(say("grade.bets.extra", seat=str(seat), box=say(f"grade.box.{box}"), given=g))
        elif g != w:
            off.append(say("grade.bets.wrong", seat=str(seat), box=say(f"grade.box.{box}"), right=w, given=g))
    return say("grade.bets.off", stakes=_then(off)) if off else ""


def settlement_verdict(expected: Settlement, given: Settlement) -> Verdict:
    """Right when it holds exactly one entry per stake that loses (collect, the full stake) and per stake that
    wins (pay, the win to the cent), none for a stake that stands, and, where the house collects first (R31),
    no pay before a collect. The verdict names what is off, else the first bet paid before a loser."""
    want = {(b.seat, b.box): b for b in expected}
    seen: dict[tuple[int, Box], list[Settled]] = {}
    for b in given:
        seen.setdefault((b.seat, b.box), []).append(b)
    off: list[Say] = []
    for seat, box in sorted(set(want) | set(seen), key=lambda k: (k[0], _BOXES.index(k[1]))):
        w, g = want.get((seat, box)), seen.get((seat, box), [])
        where = {"seat": str(seat), "box": say(f"grade.box.{box}")}
        if w is None:
            off.append(say("grade.settlement.extra", **where))
        elif not g:
            off.append(say("grade.settlement.missing", act=say(f"grade.act.{w.act}"), amount=w.amount, **where))
        elif len(g) > 1:
            off.append(say("grade.settlement.twice", **where))
        elif g[0].act != w.act or _cents(g[0].amount) != _cents(w.amount):
            off.append(say("grade.settlement.wrong", act=say(f"grade.act.{w.act}"), amount=w.amount,
                           given_act=say(f"grade.act.{g[0].act}"), given=g[0].amount, **where))
    early: Say | None = None  # the first bet paid before a loser was collected, where the house collects first
    if expected.collect_first:
        bets = list(given)
        for i, paid in enumerate(bets):
            loser = next((b for b in bets[i + 1:] if b.act == Act.COLLECT), None) if paid.act == Act.PAY else None
            if loser is not None:
                early = say("grade.settlement.order", seat=str(paid.seat), box=say(f"grade.box.{paid.box}"),
                            loser=str(loser.seat), loser_box=say(f"grade.box.{loser.box}"))
                break
    if off:
        wrong = say("grade.settlement.off", bets=_then(off))
        return wrong if early is None else wrong + early
    return early or ""


_BOXES = tuple(Box)


def _equal(expected: Value, given: Value) -> Verdict:
    return "" if given == expected else say("grade.equal", given=_shown(given), expected=_shown(expected))


def _cards(expected: Value, given: Value) -> Verdict:
    if given == expected:
        return ""
    if given == ():
        return say("grade.cards.none", expected=_shown(expected))
    return say("grade.cards", given=_shown(given, always_list=True), expected=_shown(expected))


def _procedure(expected: Value, given: Value) -> Verdict:
    assert isinstance(expected, tuple) and isinstance(given, tuple)
    return procedure_verdict([str(s) for s in expected], [str(s) for s in given])


def _announce(expected: Value, given: Value) -> Verdict:
    return announce_verdict(str(expected), str(given))


def _payouts(expected: Value, given: Value) -> Verdict:
    assert isinstance(expected, Payouts) and isinstance(given, Payouts)
    return payouts_verdict(expected, given)


def _bets(expected: Value, given: Value) -> Verdict:
    assert isinstance(expected, Bets) and isinstance(given, Bets)
    return bets_verdict(expected, given)


def _settlement(expected: Value, given: Value) -> Verdict:
    assert isinstance(expected, Settlement) and isinstance(given, Settlement)
    return settlement_verdict(expected, given)


def _shown(v: Value, always_list: bool = False) -> Say | Code | str:
    """A value as the trainee wrote it: cards and steps space-separated, "none" when empty."""
    if always_list or isinstance(v, tuple):
        return " ".join(map(str, v)) or say("grade.none")  # type: ignore[arg-type]
    return Code(str(v))


_JUDGES: dict[Key, Callable[[Value, Value], Verdict]] = {
    Key.PROCEDURE: _procedure,
    Key.ANNOUNCE: _announce,
    Key.PAYOUTS: _payouts,
    Key.PUNTO: _cards,
    Key.BANCO: _cards,
    Key.SET_ASIDE: _cards,
    Key.BURNED: _cards,
    Key.BETS: _bets,
    Key.SETTLEMENT: _settlement,
}
