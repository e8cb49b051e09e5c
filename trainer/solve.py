"""The canonical resolution of a scenario: every graded key, its article and why.

FORMATS §3 fixes which keys a solution has for each status; RULEBOOK §3
fixes their values. The fault modules say what the fault does; this module
adds what every hand has (reader, announcement, winner, payouts, button)
and writes one sentence per key.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Iterable

from . import table as tbl
from .cards import Card
from .coup import Coup
from .faults import Context, Impossible, Outcome, art5, premise, resolve
from .faults.base import announced_in_bianco
from .i18n import Cards, Say, Text, say, text_in
from .yamlio.errors import Invalid, Problem
from .rules import HouseRules
from .scenario.model import Scenario
from .vocab import GRADED, PREMISE, Article, ButtonAfterCancel, ButtonMove

ON_PREMISE: tuple[Article, ...] = (PREMISE,)  # a key decided by the game's premise alone
# The graded keys of each status as plain strings: the answer leaves the engine as plain JSON and YAML data.
_GRADED_NAMES: dict[str, tuple[str, ...]] = {status: tuple(map(str, keys)) for status, keys in GRADED.items()}


@dataclass(frozen=True, slots=True)
class Solution:
    scenario: Scenario
    outcome: Outcome
    answer: dict[str, Any]  # only the graded keys, JSON-ready, in FORMATS order
    explain: dict[str, dict[str, Any]]  # key -> {"articles": [...], "why": Say or Text}

    @property
    def graded(self) -> tuple[str, ...]:
        return tuple(self.answer)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        """The solution as FORMATS §4 prints it: every why rendered to a string in `lang`."""
        explain = {key: {**ex, "why": text_in(ex["why"], lang)} for key, ex in self.explain.items()}
        return {"format": 1, "scenario": self.scenario.id, "answer": self.answer, "explain": explain}


def outcome_of(sc: Scenario, reader: int | str) -> Outcome:
    """What the fault (or the mask, or nothing) makes of this hand; Impossible if it cannot happen.

    `reader` is the table's reader (`table.reader`), found once per scenario by `solve`.
    """
    ctx = Context(sc.cards, sc.house, reader, sc.carried)
    mask = sc.mask_after
    if mask is not None:
        art5.check_listing(mask, ctx)
    if sc.fault is not None:
        out = resolve(sc.fault, ctx)
        if mask is not None:
            art5.check_beside_fault(mask, sc.fault.kind, out)
        return out
    if mask == sc.carried:  # the first thing out of the sabot (R22)
        out = art5.mask(mask, ctx)
    else:
        coup = ctx.correct()
        masked = art5.in_clean_hand(mask, sc.articles, coup, ctx) if mask is not None else None
        out = masked or premise.clean(coup)
    return announced_in_bianco(out, sc.in_bianco) if sc.in_bianco else out


def solve(sc: Scenario) -> Solution:
    """The canonical solution; raises Invalid (with the key to change) when the fault cannot happen."""
    reader = tbl.reader(sc.table, sc.house)
    try:
        out = outcome_of(sc, reader)
    except Impossible as imp:
        raise Invalid([_problem(sc, imp)]) from None
    return solution_of(sc, out, reader)


def solution_of(sc: Scenario, out: Outcome, reader: int | str) -> Solution:
    """The solution of `sc` once its outcome is known (a sequence finds it hand by hand)."""
    keys = _GRADED_NAMES["exhausted" if out.exhausted else out.status]
    answer, explain = _keys(sc, out, reader)
    if len(answer) != len(keys):  # both hold every key the hand has, in FORMATS order: keep the graded ones
        answer = {key: answer[key] for key in keys}
        explain = {key: explain[key] for key in keys}
    return Solution(sc, out, answer, explain)


def _problem(sc: Scenario, imp: Impossible) -> Problem:
    if sc.marks.root is None:  # built without a file's nodes: no position to give
        return Problem(sc.source, 1, 1, imp.message)
    return sc.marks.problem(imp.path, imp.message)


def _keys(sc: Scenario, out: Outcome, reader: int | str) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Every key the hand has (those of the cards only if cards play), in FORMATS order: its value, and its
    articles and why. The values are plain JSON and YAML data (str() makes a StrEnum member its plain
    word), so the answer holds words, not enum members."""
    why = out.why
    # The keys a fault decides take its articles and its whys (defaults for those it leaves); the others are
    # on the premise alone, or on the premise and the fault's articles where the fault had a hand in them.
    # No article sets the payout rates: they are the house's (RULEBOOK §2.5), so never Art. 11. Keys on the
    # same articles share one list.
    fault = list(out.articles)
    premise = list(ON_PREMISE)
    both = _merge(ON_PREMISE, fault) if out.button != ButtonMove.PASSES or out.cards_moved or "announce" in why \
        else premise
    status = {"articles": fault, "why": why["status"]}
    procedure = {"articles": fault, "why": why["procedure"]}
    set_aside = {"articles": fault, "why": why.get("set_aside", say("solve.default.set_aside"))}
    burned = {"articles": fault, "why": why.get("burned", say("solve.default.burned"))}
    next_hand = {"articles": fault, "why": why.get("next_hand", say("solve.default.next_hand"))}
    button, button_why = _button(sc, out)
    button_ex = {"articles": premise if out.button == ButtonMove.PASSES else both, "why": button_why}
    coup = out.coup
    if coup is None:
        return ({"status": str(out.status), "procedure": list(map(str, out.steps)),
                 "set_aside": list(map(str, out.set_aside)), "burned": list(map(str, out.burned)),
                 "next_hand": str(out.next_hand), "button": button},
                {"status": status, "procedure": procedure, "set_aside": set_aside, "burned": burned,
                 "next_hand": next_hand, "button": button_ex})
    reader_why, temporary = _reader_why(sc, reader)
    punto_why, banco_why = _cards_why(coup, out)
    if sc.carried:
        punto_why, banco_why = _opened_by_carried(sc, coup, out, punto_why, banco_why)
    cards = both if out.cards_moved else premise
    announcement = coup.announcement()
    announce_why: Say | Text = say("solve.announce", announcement=announcement)
    if "announce" in why:
        announce_why = why["announce"] + announce_why
    winner = coup.winner
    return ({"status": str(out.status), "procedure": list(map(str, out.steps)), "reader": reader,
             "punto": list(map(str, coup.punto)), "banco": list(map(str, coup.banco)),
             "announce": announcement,
             "winner": str(winner), "payouts": tbl.payouts(sc.table, winner, sc.house),
             "set_aside": list(map(str, out.set_aside)), "burned": list(map(str, out.burned)),
             "next_hand": str(out.next_hand), "button": button},
            {"status": status, "procedure": procedure,
             "reader": {"articles": _merge(ON_PREMISE, (13,)) if temporary else premise, "why": reader_why},
             "punto": {"articles": cards, "why": punto_why}, "banco": {"articles": cards, "why": banco_why},
             "announce": {"articles": both if "announce" in why else premise, "why": announce_why},
             "winner": {"articles": premise, "why": _winner_why(coup)},
             "payouts": {"articles": premise, "why": _payouts_why(winner, sc.house)},
             "set_aside": set_aside, "burned": burned, "next_hand": next_hand, "button": button_ex})


def _merge(a: Iterable[Article], b: Iterable[Article]) -> list[Article]:
    out = list(a)
    out += [x for x in b if x not in out]
    return out


def _button(sc: Scenario, out: Outcome) -> tuple[int, Say]:
    table, house = sc.table, sc.house
    now = table.button
    cancelled = out.button == ButtonMove.CANCEL
    if out.button == ButtonMove.PASSES or (cancelled and house.button_after_cancel == ButtonAfterCancel.PASS):
        to = tbl.next_button(table, house)
        reason = say("solve.button.reason.cancel_pass" if cancelled else "solve.button.reason.played")
        if to == now:
            return now, say("solve.button.alone", reason=reason, seat=now)
        return to, say("solve.button.passes", reason=reason, seat=now, to=to)
    if cancelled:  # the house rule button_after_cancel: stay
        return now, say("solve.button.cancel", seat=now)
    return now, say("solve.button.bianco", seat=now)


def _reader_why(sc: Scenario, reader: int | str) -> tuple[Say | Text, bool]:
    """The reader's why, and whether a temporary player has a Punto stake (Art. 13 then has its say)."""
    table = sc.table
    why: Say | Text
    if isinstance(reader, str):  # tbl.DEALER
        why = say("solve.reader.dealer")
    else:
        stake, tied = tbl.punto_leaders(table)  # the reader is one of them
        if len(tied) > 1:
            why = say("solve.reader.tie", seats=list(tied), stake=stake, seat=reader, button=table.button)
        else:
            why = say("solve.reader.top", seat=reader, stake=stake)
    temps = [s for s in table.seats if s.temporary and s.punto is not None]
    if temps:
        names = [say("solve.reader.temporary_seat", seat=s.number, stake=s.punto) for s in temps]
        why += say("solve.reader.temporary", seats=names)
    return why, bool(temps)


def _cards_why(coup: Coup, out: Outcome) -> tuple[Say | Text, Say | Text]:
    punto_cards, banco_cards = coup.punto, coup.banco
    p2, b2 = coup.punto_two, coup.banco_two
    two_p = Cards(punto_cards[:2])
    two_b = Cards(banco_cards[:2])
    punto_drew = len(punto_cards) == 3
    punto: Say | Text
    banco: Say | Text
    if p2 >= 8:
        punto = Say("solve.punto.battuta", {"cards": two_p, "score": p2})
    elif b2 >= 8:
        # 6 or 7 stands anyway: only a Punto that would have drawn is stopped by the battuta.
        which = "solve.punto.banco_battuta" if p2 <= 5 else "solve.punto.banco_battuta_stands"
        punto = Say(which, {"cards": two_p, "score": p2})
    elif punto_drew:
        punto = Say("solve.punto.draws", {"cards": two_p, "score": p2, "card": punto_cards[2],
                                          "total": coup.punto_score})
    else:
        punto = Say("solve.punto.stands", {"cards": two_p, "score": p2})
    if b2 >= 8:
        banco = Say("solve.banco.battuta", {"cards": two_b, "score": b2})
    elif p2 >= 8:
        banco = Say("solve.banco.punto_battuta", {"cards": two_b, "score": b2})
    else:
        # The table against Punto's third card, or with Punto standing (R12).
        params = {"cards": two_b, "score": b2}
        if len(banco_cards) == 3:
            params["card"], params["total"] = banco_cards[2], coup.banco_score
        if punto_drew:
            params["third"], params["value"] = punto_cards[2], punto_cards[2].value
        which = _BANCO_WHY[len(banco_cards) == 3, punto_drew]
        banco = Say(which, params)
    if out.cards_moved:
        # The fault's own note on where the cards went comes first.
        if out.why.get("punto"):
            punto = out.why["punto"] + punto
        if out.why.get("banco"):
            banco = out.why["banco"] + banco
    return punto, banco


_BANCO_WHY = {(drew, third): "solve.banco." + ("draws" if drew else "stands") + "."
              + ("third" if third else "punto_stood") for drew in (True, False) for third in (True, False)}


def _opened_by_carried(sc: Scenario, coup: Coup, out: Outcome, punto: Say | Text,
                       banco: Say | Text) -> tuple[Say | Text, Say | Text]:
    """R19: the cards set aside by the hand before open this one; each side's note names the ones it got."""
    if out.cards_moved:  # the fault moved cards: name them all once, on Punto's line
        return _carried(list(sc.cards[:sc.carried])) + punto, banco
    got: dict[str, list[Card]] = {"punto": [], "banco": []}
    for dealt in coup.trail[:sc.carried]:
        got[dealt.side].append(dealt.card)
    if got["punto"]:
        punto = _carried(got["punto"]) + punto
    if got["banco"]:
        banco = _carried(got["banco"]) + banco
    return punto, banco


def _carried(cards: list[Card]) -> Say:
    return say("solve.carried.one" if len(cards) == 1 else "solve.carried.many", cards=Cards(tuple(cards)))


def _winner_why(coup: Coup) -> Say:
    b, p = coup.banco_score, coup.punto_score
    if b == p:
        return say("solve.winner.tie", score=b)
    side, hi, lo = ("Banco", b, p) if b > p else ("Punto", p, b)
    return say("solve.winner.side", side=side, high=hi, low=lo)


def _payouts_why(winner: str, house: HouseRules) -> Say:
    """The rates used, named as the house's (RULEBOOK §2.5: no article sets them)."""
    if winner == "egalite":
        return say("solve.payouts.egalite", pays=house.egalite_pays)
    if winner == "punto":
        return say("solve.payouts.punto")
    rounding = say("solve.payouts.rounding.cent" if house.commission_rounding == "cent"
                   else "solve.payouts.rounding.unit")
    return say("solve.payouts.banco", rate=1 - house.banco_commission,
               commission=_percent(house.banco_commission), rounding=rounding)


def _percent(fraction: Decimal) -> Decimal:
    """0.05 -> 5, 0.035 -> 3.5: a commission as a number of per cent, without trailing zeros."""
    pct = fraction * 100
    return pct.quantize(Decimal(1)) if pct == pct.to_integral_value() else pct.normalize()
