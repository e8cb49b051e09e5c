"""The questions of money at a hand: the payouts, and the table's conduct (the stakes that play, R27-R31, and
the settlement, losers collected before winners are paid, Art. 15).

How a question is asked, read and shown is questions.py's `Question`; these are the three that read amounts and
stakes seat by seat.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Mapping

from ..i18n import say
from ..i18n.format import signed
from ..table import Seat
from .questions import Ask, Part, Question, Retry, brief, is_none, items_of, label, mapping_of, norm, not_empty, pairs_of, \
    prompt_text, stake_seats
from .screen import t

_AMOUNT = re.compile(r"^([+\-\u2212]?)\s*(\d{1,9})(?:[.,](\d{1,2}))?$")


def parse_amount(raw: str) -> int | float:
    m = _AMOUNT.match(raw.strip().replace(" ", ""))
    if not m:
        raise Retry(say("session.retry.amount", token=brief(raw.strip())))
    sign, whole, cents = m.groups()
    value = Decimal(whole + ("." + cents if cents else ""))
    if sign in ("-", "\u2212"):
        value = -value
    return int(value) if value == value.to_integral_value() else float(value)


def _stakes(seat: Seat, lang: str) -> str:
    parts = [f"{name} {v}" for name, v in (("Punto", seat.punto), ("Banco", seat.banco),
                                             (t(lang, "session.table.egalite"), seat.egalite)) if v is not None]
    return ", ".join(parts)


def _payout_parts(ask: Ask) -> list[Part]:
    opts = (t(ask.lang, "session.options.amount"),)
    return [Part(prompt_text("payouts", ask, seat=s.number, stakes=_stakes(s, ask.lang)), parse_amount, opts, s.number)
            for s in ask.table.seats if s.has_stake]


def _payouts_typing(value: object, ask: Ask) -> list[str]:
    nets = mapping_of(value)
    return [str(nets.get(str(s.number), nets.get(s.number, 0))) for s in ask.table.seats if s.has_stake]


def _payouts_show(value: object, ask: Ask) -> str:
    items = sorted(((int(str(k)), v) for k, v in mapping_of(value).items()), key=lambda kv: kv[0])
    return ", ".join(t(ask.lang, "session.show.payout", seat=k, amount=signed(v, ask.lang)) for k, v in items) \
        or t(ask.lang, "session.show.none")


PAYOUTS = Question(
    "payouts",
    intro=lambda ask: [t(ask.lang, "session.ask.payouts")],
    parts=_payout_parts,
    combine=lambda vals: dict(pairs_of(vals)),  # [(seat, amount)] -> {seat: amount}
    typing=_payouts_typing,
    show=_payouts_show,
)


# ---- bets: the stakes that play, seat by seat (FORMATS §6) ----

_BOX_WORDS = {"p": "punto", "punto": "punto", "b": "banco", "banco": "banco", "e": "egalite", "egalite": "egalite",
              "t": "egalite", "tie": "egalite", "pareggio": "egalite"}
_STAKE = re.compile(r"^([a-z]+)\s*:?\s*(\d{1,10})$")


def parse_stakes(raw: str) -> dict[str, int]:
    """A seat's stakes as they play: `punto 100`, `b 200 e 10`, `banco: 200, egalite: 10`; none or 0 for none."""
    not_empty(raw)
    if is_none(raw):
        return {}
    out: dict[str, int] = {}
    words = norm(raw.replace(",", " ").replace(":", " ")).split("_")
    pairs = [f"{words[i]} {words[i + 1]}" for i in range(0, len(words) - 1, 2)] if len(words) % 2 == 0 else []
    for pair in pairs or [raw]:
        m = _STAKE.match(pair.strip())
        box = _BOX_WORDS.get(m.group(1)) if m else None
        if m is None or box is None or box in out:
            raise Retry(say("session.retry.stakes", token=brief(raw.strip())))
        if int(m.group(2)):
            out[box] = int(m.group(2))
    return out


def _bet_parts(ask: Ask) -> list[Part]:
    opts = (t(ask.lang, "session.options.stakes"),)
    return [Part(prompt_text("bets", ask, seat=s.number, stakes=_stakes(s, ask.lang) or t(ask.lang, "session.show.none")),
                 parse_stakes, opts, s.number) for s in ask.table.seats]


def _bets_typing(value: object, ask: Ask) -> list[str]:
    def line(boxes: object) -> str:
        return " ".join(f"{str(box)[0]} {amount}" for box, amount in mapping_of(boxes).items()) or "0"  # p 100, b 200
    stakes = mapping_of(value)
    return [line(stakes.get(str(s.number), stakes.get(s.number))) for s in ask.table.seats]


def _bets_show(value: object, ask: Ask) -> str:
    def tokens(boxes: Mapping[object, object], box: str) -> int | None:
        got = boxes.get(box)
        return got if isinstance(got, int) else None
    items = sorted(((int(str(k)), mapping_of(v)) for k, v in mapping_of(value).items() if v), key=lambda kv: kv[0])
    return "; ".join(t(ask.lang, "session.show.stakes", seat=k, stakes=_stakes(
        Seat(k, tokens(v, "punto"), tokens(v, "banco"), tokens(v, "egalite")), ask.lang))
        for k, v in items) or t(ask.lang, "session.show.none")


BETS = Question(
    "bets",
    intro=lambda ask: [t(ask.lang, "session.ask.bets"), t(ask.lang, "session.options.stakes")],
    parts=_bet_parts,
    combine=lambda vals: {str(seat): boxes for seat, boxes in pairs_of(vals) if boxes},  # [(seat, stakes)] -> ...
    typing=_bets_typing,
    show=_bets_show,
)


# ---- settlement: the layout worked bet by bet (R31) ----

_SETTLED = re.compile(r"^(c|collect|incassa|incassare|p|pay|paga|pagare)\s*(\d{1,2})\s*"
                      r"(p|punto|b|banco|e|egalite)\s*([+\-]?\d{1,10}(?:[.,]\d{1,2})?)?$")


def parse_settled(raw: str, ask: Ask) -> dict[str, object] | None:
    """One bet settled: `c 2 punto 100` (collect), `p 5 banco 190` (pay); `done` (or 0) when the layout is
    settled."""
    not_empty(raw, "session.retry.empty_settled")
    text = norm(raw).replace("_", " ")
    if text in ("0", "done", "fatto", "fine"):
        return None
    m = _SETTLED.match(text)
    if m is None or int(m.group(2)) not in stake_seats(ask):
        raise Retry(say("session.retry.settled", token=brief(raw.strip()), seats=", ".join(map(str, stake_seats(ask)))))
    act = "collect" if m.group(1)[0] in "ci" else "pay"
    amount = parse_amount(m.group(4)) if m.group(4) else None
    if amount is None or amount < 0:
        raise Retry(say("session.retry.settled", token=brief(raw.strip()), seats=", ".join(map(str, stake_seats(ask)))))
    return {"seat": int(m.group(2)), "box": _BOX_WORDS[m.group(3)], act: amount}


def _settled(value: object) -> list[Mapping[object, object]]:
    return [b for b in items_of(value) if isinstance(b, dict)]


def _settled_show(value: object, ask: Ask) -> str:
    return "; ".join(t(ask.lang, f"session.show.{'collect' if 'collect' in b else 'pay'}", seat=b.get("seat"),
                       box=label("winner", str(b.get("box")), ask.lang), amount=b.get("collect", b.get("pay")))
                     for b in _settled(value)) or t(ask.lang, "session.show.none")


def _settlement_parts(ask: Ask) -> list[Part]:
    """One prompt per bet, as the dealer works the layout, until 0 ends it: room for every stake twice over, so
    that a trainee who settles a bet twice is graded on it, not cut short."""
    opts = (t(ask.lang, "session.options.settled"),)
    count = 2 * sum(len([v for v in (s.punto, s.banco, s.egalite) if v is not None]) for s in ask.table.seats) + 4
    return [Part(prompt_text("settlement", ask, n=i), lambda raw: parse_settled(raw, ask), opts) for i in range(1, count + 1)]


SETTLEMENT = Question(
    "settlement",
    intro=lambda ask: [t(ask.lang, "session.ask.settlement"), t(ask.lang, "session.options.settled")],
    parts=_settlement_parts,
    combine=lambda vals: [v for v in vals if v is not None],
    typing=lambda value, ask: [f"{'c' if 'collect' in b else 'p'} {b.get('seat')} {str(b.get('box'))[0]} "
                               f"{b.get('collect', b.get('pay'))}" for b in _settled(value)] + ["0"],
    show=_settled_show,
    until_none=True,
)
