"""Grading: an answer, decision by decision, against the canonical solution.

FORMATS §3 says how each key is judged; RULEBOOK §4 says when a procedure is
right. One function per kind of judgement both decides and says why a given
answer is wrong, so the verdict and its explanation can never disagree.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from .solve import Solution

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
    articles: list
    why: str  # why the right answer is right
    verdict: str = ""  # what is wrong with the given answer ("" when ok)

    def to_json(self) -> dict:
        why = self.why if self.ok else f"{self.verdict} {self.why}".strip()
        return {"key": self.key, "ok": self.ok, "expected": self.expected, "given": self.given,
                "articles": self.articles, "why": why}


@dataclass(frozen=True)
class Grade:
    scenario: str
    trainee: str
    decisions: tuple[Decision, ...]
    pass_mark: float | None = None

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

    def to_json(self) -> dict:
        return {"format": 1, "scenario": self.scenario, "trainee": self.trainee, "score": self.score,
                "max": self.max, "passed": self.passed, "decisions": [d.to_json() for d in self.decisions]}


def grade(solution: Solution, answer: dict, trainee: str, pass_mark: float | None = None) -> Grade:
    """Grade `answer` (keys as in FORMATS §3, cards already canonical) against `solution`."""
    if pass_mark is None:
        pass_mark = solution.scenario.pass_mark
    decisions = []
    for key, expected in solution.answer.items():
        given = answer.get(key, MISSING)
        judge = _JUDGES.get(key, _equal)
        verdict = "You gave no answer here." if given is MISSING else judge(expected, given)
        ex = solution.explain[key]
        decisions.append(Decision(key, not verdict, expected, given, list(ex["articles"]), ex["why"], verdict))
    return Grade(solution.scenario.id, trainee, tuple(decisions), pass_mark)


def procedure_verdict(expected: list, given: list) -> str:
    """'' when right; else which steps are missing, not called for, repeated or out of order."""
    parts = []
    missing = [s for s in expected if s not in given]
    extra = [s for s in dict.fromkeys(given) if s not in expected]
    twice = [s for s in dict.fromkeys(given) if given.count(s) > 1]
    if missing:
        parts.append(f"missing: {', '.join(missing)}")
    if extra:
        parts.append(f"not called for by this fault: {', '.join(extra)}")
    if twice:
        parts.append(f"given more than once: {', '.join(twice)}")
    wrong_order = [f"{a} must come before {b}" for a, b in ORDER_PAIRS
                   if a in given and b in given and given.index(a) > given.index(b)]
    if wrong_order:
        parts.append("out of order: " + "; ".join(wrong_order))
    return ("Procedure " + "; ".join(parts) + ".") if parts else ""


def announce_verdict(expected: str, given: Any) -> str:
    """Banco named first with its score, then Punto with its score (FORMATS §3)."""
    want = dict((w.lower(), d) for w, d in _ANNOUNCED.findall(expected))
    said = [(w.lower(), d) for w, d in _ANNOUNCED.findall(str(given))]
    if not said:
        return "The announcement names no score as 'Banco N' and 'Punto N'."
    if said[0][0] != "banco":
        return "Banco's score is announced first, then Punto's."
    punto = next((d for w, d in said[1:] if w == "punto"), None)
    if punto is None:
        return "The announcement gives Banco's score but not Punto's after it."
    wrong = [f"{w.capitalize()} {want[w]}, not {d}" for w, d in (("banco", said[0][1]), ("punto", punto))
             if d != want[w]]
    return ("Wrong score: " + "; ".join(wrong) + ".") if wrong else ""


def payouts_verdict(expected: dict, given: Any) -> str:
    """Every seat with a non-zero net must match to the cent; zero-net seats may be left out."""
    if not isinstance(given, dict):
        return "Payouts are a map from seat to net amount."
    want = {str(k): _cents(v) for k, v in expected.items()}
    got = {str(k): _cents(v) for k, v in given.items()}
    off = []
    for seat in sorted(set(want) | set(got), key=lambda s: (len(s), s)):
        w, g = want.get(seat, Decimal(0)), got.get(seat)
        if g is None:
            if w != 0:
                off.append(f"seat {seat} is missing (net {_money(w)})")
        elif g != w:
            off.append(f"seat {seat} {_money(g)} should be {_money(w)} (off by {_money(g - w)})")
    return ("Payouts off: " + "; ".join(off) + ".") if off else ""


def _cents(value: Any) -> Decimal | None:
    try:
        return Decimal(str(value)).quantize(Decimal("0.001"))
    except (InvalidOperation, ValueError):
        return None


def _money(v: Decimal | None) -> str:
    if v is None:
        return "?"
    return f"{v:+.2f}".replace(".00", "")


def _equal(expected: Any, given: Any) -> str:
    return "" if given == expected else f"You gave {_shown(given)}; the answer is {_shown(expected)}."


def _cards(expected: list, given: Any) -> str:
    if given == expected:
        return ""
    return f"You gave {' '.join(map(str, given)) or 'none'}; the cards are {' '.join(expected) or 'none'}, in this order."


def _procedure(expected: list, given: Any) -> str:
    return procedure_verdict(expected, list(given))


def _shown(v: Any) -> str:
    if isinstance(v, list):
        return " ".join(map(str, v)) or "none"
    return str(v)


_JUDGES = {
    "procedure": _procedure,
    "announce": announce_verdict,
    "payouts": payouts_verdict,
    "punto": _cards,
    "banco": _cards,
    "set_aside": _cards,
    "burned": _cards,
}
