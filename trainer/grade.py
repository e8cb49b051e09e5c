"""Grading: an answer, decision by decision, against the canonical solution.

FORMATS §3 says how each key is judged; RULEBOOK §4 says when a procedure is
right. One function per kind of judgement both decides and says why a given
answer is wrong, so the verdict and its explanation can never disagree.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation, localcontext
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .i18n import Code, Say, Signed, Text, say, text_in
from .solve import Solution
from .vocab import Article

if TYPE_CHECKING:
    from .sequence.solve import SequenceSolution

# RULEBOOK §4: pairs (a, b) where a must come before b whenever both are there.
ORDER_PAIRS = tuple(
    [(w, s) for w in ("call_game_inspector", "call_municipal_inspector")
     for s in ("rectify_distribution", "reconstruct_hand", "cancel_hand")]
    + [("cancel_hand", "burn_cards"), ("announce_minimum_seven", "count_remaining_cards"),
       ("count_remaining_cards", "cancel_hand"), ("announce_minimum_seven", "cancel_hand")]
)
_ANNOUNCED = re.compile(r"\b(banco|punto)\b[^0-9a-z]*([0-9])", re.IGNORECASE)
MISSING = None


@dataclass(frozen=True)
class Decision:
    key: str
    ok: bool
    expected: Any
    given: Any
    articles: list[Article]
    why: Say | Text  # why the right answer is right
    verdict: Say | Text | str = ""  # what is wrong with the given answer ("" when ok)
    hand: int | None = None  # in a sequence, the hand it belongs to (1-based); None for a one-hand scenario

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The decision as FORMATS §4 prints it: verdict and why rendered to one string in `lang`; a
        sequence's decision starts with its "hand" (FORMATS §5)."""
        why = text_in(self.why, lang)
        if not self.ok:
            why = f"{text_in(self.verdict, lang)} {why}".strip()
        head = {} if self.hand is None else {"hand": self.hand}
        return {**head, "key": self.key, "ok": self.ok, "expected": self.expected, "given": self.given,
                "articles": self.articles, "why": why}


@dataclass(frozen=True)
class Grade:
    scenario: str
    trainee: str
    decisions: tuple[Decision, ...]
    pass_mark: float | None = None
    hands: int | None = None  # a sequence's number of hands; None for a one-hand scenario

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

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {"format": 1, "scenario": self.scenario, "trainee": self.trainee, "score": self.score,
                "max": self.max, "passed": self.passed, "decisions": [d.to_json(lang) for d in self.decisions]}


def grade(solution: Solution, answer: dict[str, Any], trainee: str, pass_mark: float | None = None) -> Grade:
    """Grade `answer` (keys as in FORMATS §3, cards already canonical) against `solution`."""
    if pass_mark is None:
        pass_mark = solution.scenario.pass_mark
    decisions = []
    for key, expected in solution.answer.items():
        given = answer.get(key, MISSING)
        judge = _JUDGES.get(key, _equal)
        verdict = say("grade.no_answer") if given is MISSING else judge(expected, given)
        ex = solution.explain[key]
        decisions.append(Decision(key, not verdict, expected, given, list(ex["articles"]), ex["why"], verdict))
    return Grade(solution.scenario.id, trainee, tuple(decisions), pass_mark)


def grade_hand(solution: Solution, n: int, answer: dict[str, Any], trainee: str) -> tuple[Decision, ...]:
    """Hand `n` (1-based) of a sequence graded as a one-hand answer against that hand's solution (its
    `grade:` keys only): its decisions, each carrying the hand."""
    return tuple(replace(d, hand=n) for d in grade(solution, answer, trainee).decisions)


def grade_sequence(solution: SequenceSolution, hands: Sequence[dict[str, Any]], trainee: str,
                   pass_mark: float | None = None) -> Grade:
    """A sequence's answers (`hands[N - 1]` answers hand N) graded hand by hand (FORMATS §5): the score is
    the sum over hands, a hand not answered scores zero for each of its keys, and the pass mark (the
    argument, else the sequence's `pass_mark`, else every decision right) applies to the whole sequence.
    Answers beyond the sequence's last hand are the caller's to refuse (ValueError here)."""
    if len(hands) > len(solution.hands):
        raise ValueError(f"{len(hands)} hands answered, but the sequence has {len(solution.hands)}")
    decisions: list[Decision] = []
    for n, hand in enumerate(solution.hands, 1):
        decisions.extend(grade_hand(hand, n, hands[n - 1] if n <= len(hands) else {}, trainee))
    seq = solution.sequence
    mark = pass_mark if pass_mark is not None else seq.pass_mark
    return Grade(seq.id, trainee, tuple(decisions), mark, hands=len(solution.hands))


def _then(parts: list[Say]) -> Say:
    """Items said one after the other, "; " between them, in any language."""
    out = parts[0]
    for part in parts[1:]:
        out = say("grade.then", first=out, then=part)
    return out


def procedure_verdict(expected: list[str], given: list[str]) -> Say | str:
    """'' when right; else which steps are missing, not called for, repeated or out of order."""
    parts: list[Say] = []
    missing = [s for s in expected if s not in given]
    extra = [s for s in dict.fromkeys(given) if s not in expected]
    twice = [s for s in dict.fromkeys(given) if given.count(s) > 1]
    if missing:
        parts.append(say("grade.procedure.missing", steps=[Code(s) for s in missing]))
    if extra:
        parts.append(say("grade.procedure.extra", steps=[Code(s) for s in extra]))
    if twice:
        parts.append(say("grade.procedure.twice", steps=[Code(s) for s in twice]))
    wrong_order = [say("grade.procedure.before", first=Code(a), then=Code(b)) for a, b in ORDER_PAIRS
                   if a in given and b in given and given.index(a) > given.index(b)]
    if wrong_order:
        parts.append(say("grade.procedure.order", pairs=_then(wrong_order)))
    return say("grade.procedure", parts=_then(parts)) if parts else ""


def announce_verdict(expected: str, given: Any) -> Say | str:
    """Banco named first with its score, then Punto with its score (FORMATS §3)."""
    want = dict((w.lower(), d) for w, d in _ANNOUNCED.findall(expected))
    said = [(w.lower(), d) for w, d in _ANNOUNCED.findall(str(given))]
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


def payouts_verdict(expected: dict[Any, Any], given: Any) -> Say | str:
    """Every seat with a non-zero net must match to the cent; zero-net seats may be left out."""
    if not isinstance(given, dict):
        return say("grade.payouts.not_a_map")
    want = {str(k): _exact_cents(v) for k, v in expected.items()}
    got = {str(k): _cents(v) for k, v in given.items()}
    off: list[Say] = []
    for seat in sorted(set(want) | set(got), key=lambda s: (len(s), s)):
        w, g = want.get(seat, Decimal(0)), got.get(seat)
        if g is None:
            if w != 0:
                off.append(say("grade.payouts.missing", seat=seat, net=Signed(w)))
        elif g != w:
            off.append(say("grade.payouts.wrong", seat=seat, given=Signed(g), right=Signed(w),
                           diff=Signed(g - w)))
    return say("grade.payouts.off", seats=_then(off)) if off else ""


_TENTH_OF_A_CENT = Decimal("0.001")
_DIGITS = 100  # precision for comparing amounts: more than any amount read or settled carries


def _exact_cents(value: Decimal | int | float) -> Decimal:
    """An amount of the solution (always a number) to the tenth of a cent, as _cents reads a given one."""
    cents = _cents(value)
    assert cents is not None, value  # the solution's amounts are finite and capped
    return cents


def _cents(value: Any) -> Decimal | None:
    """A given amount to the tenth of a cent, exactly: a Decimal as it is, a float by its shortest text
    (147.25, not the binary fraction nearest to it); None when it is no finite number."""
    if isinstance(value, bool):
        return None
    try:
        exact = value if isinstance(value, Decimal) else Decimal(str(value))
        with localcontext() as ctx:
            ctx.prec = _DIGITS  # never rounded to fit: a long wrong amount stays wrong
            return exact.quantize(_TENTH_OF_A_CENT)
    except (InvalidOperation, ValueError):
        return None


def _equal(expected: Any, given: Any) -> Say | str:
    return "" if given == expected else say("grade.equal", given=_shown(given), expected=_shown(expected))


def _cards(expected: list[str], given: Any) -> Say | str:
    if given == expected:
        return ""
    if given == []:
        return say("grade.cards.none", expected=_shown(expected))
    return say("grade.cards", given=_shown(given, always_list=True), expected=_shown(expected))


def _procedure(expected: list[str], given: Any) -> Say | str:
    return procedure_verdict(expected, list(given))


def _shown(v: Any, always_list: bool = False) -> Say | Code | str:
    """A value as the trainee wrote it: cards and steps space-separated, "none" when empty."""
    if always_list or isinstance(v, list):
        return " ".join(map(str, v)) or say("grade.none")
    return Code(str(v))


_JUDGES: dict[str, Callable[[Any, Any], Say | str]] = {
    "procedure": _procedure,
    "announce": announce_verdict,
    "payouts": payouts_verdict,
    "punto": _cards,
    "banco": _cards,
    "set_aside": _cards,
    "burned": _cards,
}
