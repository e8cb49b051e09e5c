"""The canonical resolution of a scenario: every graded key, its article and why.

FORMATS §3 fixes which keys a solution has for each status; RULEBOOK §3
fixes their values. The fault modules say what the fault does; this module
adds what every hand has (reader, announcement, winner, payouts, button)
and writes one sentence per key.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import table as tbl
from .coup import Coup
from .faults import Context, Impossible, Outcome, resolve
from .faults import art5
from .faults.base import clean
from .scenario.errors import Invalid, Problem
from .scenario.model import Scenario

ALL_KEYS = (
    "status", "procedure", "reader", "punto", "banco", "announce", "winner",
    "payouts", "set_aside", "burned", "next_hand", "button",
)
GRADED = {
    "valid": ALL_KEYS,
    "colpo_in_bianco": tuple(k for k in ALL_KEYS if k not in ("reader", "payouts")),
    "cancelled": ("status", "procedure", "set_aside", "burned", "next_hand", "button"),
    "exhausted": ("status", "procedure", "next_hand", "button"),
}
PREMISE = ("premise",)


@dataclass(frozen=True)
class Solution:
    scenario: Scenario
    outcome: Outcome
    answer: dict  # only the graded keys, JSON-ready, in FORMATS order
    explain: dict  # key -> {"articles": [...], "why": "..."}

    @property
    def graded(self) -> tuple[str, ...]:
        return tuple(self.answer)

    def to_json(self) -> dict:
        return {"format": 1, "scenario": self.scenario.id, "answer": self.answer, "explain": self.explain}


def outcome_of(sc: Scenario) -> Outcome:
    """What the fault (or the mask, or nothing) makes of this hand; Impossible if it cannot happen."""
    ctx = Context(sc.cards, sc.house, tbl.reader(sc.table, sc.house))
    mask = sc.mask_after
    if mask is not None:
        art5.check_listing(mask, ctx)
    if sc.fault is not None:
        out = resolve(sc.fault, ctx)
        if mask is not None and art5.in_hand(mask, out.drawn):
            raise Impossible(
                ("shoe", "mask_after"),
                f"the mask comes out after card {mask}, inside this hand, which already has a "
                f"{sc.fault.kind} fault; one scenario holds one fault, so set shoe.mask_after "
                f"to {out.drawn} or more, or remove the fault",
            )
        return out
    if mask == 0:
        return art5.mask(0, ctx)
    coup = ctx.correct()
    if mask is not None and art5.in_hand(mask, coup.used):
        if 5 not in sc.articles:
            raise Impossible(("articles",), f"the mask comes out after card {mask}, inside this hand "
                             f"(Article 5); add 5 to articles, or set shoe.mask_after to {coup.used} or more")
        return art5.mask(mask, ctx)
    return clean(coup, {
        "status": "No fault: the hand is dealt and settled normally and is valid.",
        "procedure": "A clean hand needs no procedure.",
    })


def solve(sc: Scenario) -> Solution:
    """The canonical solution; raises Invalid (with the key to change) when the fault cannot happen."""
    try:
        out = outcome_of(sc)
    except Impossible as imp:
        raise Invalid([_problem(sc, imp)]) from None
    status_key = "exhausted" if out.exhausted else out.status
    keys = GRADED[status_key]
    values, why = _values(sc, out)
    fault_articles = list(out.articles)
    answer: dict = {}
    explain: dict = {}
    for key in keys:
        answer[key] = values[key]
        explain[key] = {"articles": _articles(key, sc, out, fault_articles), "why": why[key]}
    return Solution(sc, out, answer, explain)


def _problem(sc: Scenario, imp: Impossible) -> Problem:
    if hasattr(sc.marks, "problem"):
        return sc.marks.problem(imp.path, imp.message)
    return Problem(sc.source, 1, 1, imp.message)


def _values(sc: Scenario, out: Outcome) -> tuple[dict, dict]:
    house, table = sc.house, sc.table
    values: dict[str, Any] = {
        "status": out.status,
        "procedure": list(out.steps),
        "set_aside": [str(c) for c in out.set_aside],
        "burned": [str(c) for c in out.burned],
        "next_hand": out.next_hand,
    }
    why: dict[str, str] = {
        "set_aside": "Nothing is carried into the next hand.",
        "burned": "The procedure burns nothing (the normal discard after the hand is not listed).",
        "next_hand": "Nothing carries over: the next hand is a normal one.",
    }
    why.update({k: v for k, v in out.why.items() if k in ("status", "procedure", "set_aside", "burned", "next_hand")})
    values["button"], why["button"] = _button(sc, out)
    coup = out.coup
    if coup is not None:
        reader = tbl.reader(table, house)
        values["reader"] = reader
        why["reader"] = _reader_why(sc, reader)
        values["punto"] = [str(c) for c in coup.punto]
        values["banco"] = [str(c) for c in coup.banco]
        why["punto"], why["banco"] = _cards_why(coup, out)
        values["announce"] = coup.announcement()
        why["announce"] = out.why.get("announce", "") + (" " if "announce" in out.why else "") + (
            f"Banco's score is announced first, then Punto's: {coup.announcement()}."
        )
        values["winner"] = coup.winner
        why["winner"] = _winner_why(coup)
        net = tbl.settle(table, coup.winner, house)
        values["payouts"] = {str(n): tbl.amount(v) for n, v in net.items()}
        why["payouts"] = _payouts_why(coup.winner, house)
    return values, why


def _articles(key: str, sc: Scenario, out: Outcome, fault_articles: list) -> list:
    if key in ("status", "procedure", "set_aside", "burned", "next_hand"):
        return fault_articles
    if key in ("punto", "banco"):
        return _merge(PREMISE, fault_articles) if out.cards_moved else list(PREMISE)
    if key == "announce":
        return _merge(PREMISE, fault_articles) if "announce" in out.why else list(PREMISE)
    if key == "button":
        return list(PREMISE) if out.button == "passes" else _merge(PREMISE, fault_articles)
    if key == "reader":
        temp = any(s.temporary and s.punto is not None for s in sc.table.seats)
        return _merge(PREMISE, (13,)) if temp else list(PREMISE)
    if key == "payouts":
        return _merge(PREMISE, (11,))
    return list(PREMISE)


def _merge(a, b) -> list:
    out = list(a)
    out += [x for x in b if x not in out]
    return out


def _button(sc: Scenario, out: Outcome) -> tuple[int, str]:
    table, house = sc.table, sc.house
    now = table.button
    passes = out.button == "passes" or (out.button == "cancel" and house.button_after_cancel == "pass")
    if passes:
        to = tbl.next_button(table, house)
        reason = ("Under the house rule button_after_cancel: pass, even a cancelled hand moves the button"
                  if out.button == "cancel" else "The hand counts as played")
        if to == now:
            return now, f"{reason}, but seat {now} is the only seated player, so the button stays there."
        return to, f"{reason}: the button passes from seat {now} to the next seated player, seat {to} (R10)."
    if out.button == "cancel":
        return now, f"A cancelled hand does not move the button: it stays at seat {now} (R2, house rule button_after_cancel)."
    return now, f"A colpo in bianco does not move the button: it stays at seat {now}."


def _reader_why(sc: Scenario, reader: Any) -> str:
    table = sc.table
    temps = [s for s in table.seats if s.temporary and s.punto is not None]
    note = ""
    if temps:
        names = ", ".join(f"seat {s.number} ({s.punto})" for s in temps)
        note = f" Temporary players never read, whatever they stake: {names} (Art. 13, R15)."
    if reader == tbl.DEALER:
        return "No seated player bets on Punto, so the dealer completes the hand." + note
    stake = table.seat(reader).punto
    tied = [s.number for s in table.seats if not s.temporary and s.punto == stake]
    if len(tied) > 1:
        others = ", ".join(str(n) for n in tied)
        return (
            f"Seats {others} tie on the highest Punto stake ({stake}); seat {reader} comes first "
            f"in the order of players from the button at seat {table.button} (R11)." + note
        )
    return f"Seat {reader} holds the highest Punto stake of a seated player ({stake})." + note


def _cards_why(coup: Coup, out: Outcome) -> tuple[str, str]:
    p2 = sum(c.value for c in coup.punto[:2]) % 10
    b2 = sum(c.value for c in coup.banco[:2]) % 10
    two_p = " ".join(map(str, coup.punto[:2]))
    two_b = " ".join(map(str, coup.banco[:2]))
    if p2 >= 8:
        punto = f"Punto {two_p} makes {p2}: a battuta, turned over at once."
    elif b2 >= 8:
        punto = f"Punto {two_p} makes {p2}, but Banco's battuta ends the hand before any draw (R1)."
    elif coup.punto_drew:
        punto = f"Punto {two_p} makes {p2}: carta, and draws {coup.punto[2]} for {coup.punto_score}."
    else:
        punto = f"Punto {two_p} makes {p2}: no carta, it stands."
    if b2 >= 8:
        banco = f"Banco {two_b} makes {b2}: a battuta, nobody draws."
    elif p2 >= 8:
        banco = f"Banco {two_b} makes {b2}; Punto's battuta ends the hand (R1)."
    else:
        rule = (f"against Punto's third card {coup.punto[2]} (value {coup.punto[2].value})"
                if coup.punto_drew else "with Punto standing (R12)")
        act = f"draws {coup.banco[2]} for {coup.banco_score}" if coup.banco_drew else "stands"
        banco = f"Banco {two_b} makes {b2} and {act} by the table {rule}."
    if out.cards_moved:
        punto = f"{out.why.get('punto', '')} {punto}".strip()
        banco = f"{out.why.get('banco', '')} {banco}".strip()
    return punto, banco


def _winner_why(coup: Coup) -> str:
    b, p = coup.banco_score, coup.punto_score
    if b == p:
        return f"Both sides make {b}: Égalité."
    side, hi, lo = ("Banco", b, p) if b > p else ("Punto", p, b)
    return f"{side} wins, {hi} against {lo}."


def _payouts_why(winner: str, house) -> str:
    rate = 1 - house.banco_commission
    rounding = "to the cent" if house.commission_rounding == "cent" else "to a whole token"
    if winner == "egalite":
        return (f"On Égalité Punto and Banco stakes stand (0) and Égalité stakes win {house.egalite_pays} to 1; "
                "other Égalité stakes are lost.")
    won = "Punto stakes win even money" if winner == "punto" else \
        f"Banco stakes win {rate} of the stake, rounded down {rounding} (commission)"
    return f"{won}; the other side's stakes and every Égalité stake are lost."
