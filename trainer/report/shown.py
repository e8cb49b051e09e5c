"""A decision's value on a scorecard as the trainee reads it: words, numbered steps, or cards with their suit
symbols; one form of card per page (a sentence's card codes become symbols too); and the page's time lines."""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Iterable

from ..cards import SYMBOL_OF_SUIT
from ..i18n import text_in
from ..i18n.format import signed, tokens
from ..io.plain import Plain
from ..vocab import ALL_KEYS, CARD_KEYS, DEALER, Key
from .page import Words, one_line
from .table_view import CardView, written_card_view
from .timing import TimeLimit, hand_seconds, late_hands, limit_text, seconds_text, spread

_KEYS = {f"card.key.{k}" for k in ALL_KEYS}


@dataclass(frozen=True, slots=True)
class Line:
    text: str
    code: str = ""  # the id a trainee writes on the sheet (procedure steps), or ""

    @property
    def has_code(self) -> bool:
        return bool(self.code)


@dataclass(frozen=True, slots=True)
class Shown:
    """One value (given or right) as text lines, or as cards."""

    lines: tuple[Line, ...] = ()
    cards: tuple[CardView, ...] = ()
    is_cards: bool = False
    multi: bool = False  # more than one line: a list in Markdown
    numbered: bool = False  # lines carry their own numbers (procedure steps)
    text: str = ""  # the whole value on one line


def said(value: object, t: Words) -> str:
    """An engine sentence with its cards as the rest of the scorecard shows them, suit symbols (10♥), never
    codes (10H) beside them (issue 20, item 8): one form of card per page."""
    # A verdict the grader wrote as a plain string (Italian card lists) has its codes made symbols too.
    return card_symbols(text_in(value, t.lang, symbols=True)) if value is not None else ""


_CARD_CODE = re.compile(r"(?<![\w-])(10|[2-9AJQK])([HDCS])(?![\w-])")


def card_symbols(text: str) -> str:
    """A file's own words with the cards it writes as codes (a dealt taglia's "6S turned") shown with their
    suit symbols, as everywhere else on the page (issue 20, item 8)."""
    return _CARD_CODE.sub(lambda m: m.group(1) + SYMBOL_OF_SUIT[m.group(2)], text)


def shown(key: Key, value: Plain, bianco: bool, t: Words) -> Shown:
    """A decision value as the trainee reads it; anything unexpected is shown as it was written. In a colpo
    in bianco the hand before announced, an empty procedure reads "none", not "clean hand" (the hand is not
    clean: it is played without bets)."""
    if value is None:
        return _lines([t("card.no_answer")])
    if key == Key.BETS and isinstance(value, dict):
        stakes = [t("card.seat_stake", n=seat, box=_choice("card.winner", box, t), amount=amount)
                  for seat, boxes in sorted(value.items(), key=lambda kv: _seat_order(kv[0]))
                  if isinstance(boxes, dict) for box, amount in boxes.items()]
        return _lines(stakes or [t("card.none")])
    if key == Key.SETTLEMENT and isinstance(value, list):
        bets = [_settled(b, t) for b in value if isinstance(b, dict)]
        return Shown(lines=tuple(Line(x) for x in bets), multi=True, numbered=True,
                     text="; ".join(bets)) if bets else _lines([t("card.none")])
    words = [str(item) for item in value] if isinstance(value, list) else None  # the other lists: steps, cards
    if key == Key.PROCEDURE and words is not None:
        if not words:
            return _lines([t("card.none" if bianco else "card.clean_hand")])
        lines = [Line(t("card.step_numbered", n=i, step=_step(s, t)), s) for i, s in enumerate(words, 1)]
        return Shown(lines=tuple(lines), multi=True, numbered=True, text="; ".join(f"{ln.text} ({ln.code})" for ln in lines))
    if key in CARD_KEYS and words is not None:
        cards = tuple(written_card_view(c, t) for c in words)
        if not cards:
            return _lines([t("card.none")])
        return Shown(cards=cards, is_cards=True, text=" ".join(c.text for c in cards))
    if key == Key.PAYOUTS and isinstance(value, dict):
        if not value:
            return _lines([t("card.none")])
        seats = sorted(value.items(), key=lambda kv: _seat_order(kv[0]))
        return _lines([t("card.seat_payout", n=seat, amount=signed(v, t.lang)) for seat, v in seats])
    if key in (Key.READER, Key.BUTTON):
        return _lines([t("card.the_dealer") if value == DEALER else t("card.seat", n=value)])
    if key == Key.STATUS:
        return _lines([_choice("card.status", value, t)])
    if key == Key.NEXT_HAND:
        return _lines([_choice("card.next", value, t)])
    if key == Key.WINNER:
        return _lines([_choice("card.winner", value, t)])
    if key == Key.ANNOUNCE:
        return _lines([f"“{one_line(str(value))}”"])
    if words is not None:
        return _lines([" ".join(words) or t("card.none")])
    return _lines([one_line(str(value))])


def _settled(bet: dict[str, object], t: Words) -> str:
    """One bet of a settlement: "collect seat 2 Punto: 100"."""
    act = "collect" if "collect" in bet else "pay"
    return t("card.settled", act=t(f"card.act.{act}"), n=bet.get("seat"), box=_choice("card.winner", str(bet.get("box")), t),
             amount=tokens(Decimal(str(bet.get(act))), t.lang))


def _lines(texts: Iterable[str]) -> Shown:
    """Texts shown one per line, or joined with "; " where one line is wanted."""
    lines = tuple(Line(x) for x in texts)
    return Shown(lines=lines, multi=len(lines) > 1, text="; ".join(ln.text for ln in lines))


def _choice(prefix: str, value: Plain, t: Words) -> str:
    try:
        return t(f"{prefix}.{value}")
    except KeyError:
        return one_line(str(value))


def _step(step: str, t: Words) -> str:
    try:
        return t(f"card.step.{step}")
    except KeyError:
        return one_line(step)


def _seat_order(seat: str) -> tuple[int, int, str]:
    return (0, int(seat), "") if seat.isdigit() else (1, 0, seat)


def time_lines(timed: tuple[dict[str, float], ...], single: bool, t: Words) -> tuple[str, ...]:
    """Per decision the median and the slowest (which decision, in which hand); per hand the same."""
    decision = spread([((n, k), s) for n, times in enumerate(timed, 1) for k, s in times.items()])
    if decision is None:
        return ()
    n, key = decision.which
    out = [t("card.time_decision", median=seconds_text(decision.median, t.lang),
             slowest=seconds_text(decision.slowest, t.lang),
             key=t(f"card.key.{key}") if f"card.key.{key}" in _KEYS else one_line(key),
             where="" if single else t("card.time_in_hand", n=n))]
    hand = spread([(n, hand_seconds(times)) for n, times in enumerate(timed, 1) if times])
    if hand is not None and single:
        out.append(t("card.time_the_hand", seconds=seconds_text(hand.slowest, t.lang)))
    elif hand is not None:
        out.append(t("card.time_hand", median=seconds_text(hand.median, t.lang),
                     slowest=seconds_text(hand.slowest, t.lang), n=hand.which))
    return tuple(out)


def late_line(timed: tuple[dict[str, float], ...], limit: TimeLimit | None, t: Words) -> str:
    """The limit, how a late hand is scored, and the hands answered over it (or none)."""
    if limit is None:
        return ""
    late = late_hands(timed, limit)
    said = t("card.late_rule." + limit.late, seconds=limit_text(limit.seconds, t.lang))
    hands = t("card.late_hands", hands=", ".join(map(str, late))) if late else t("card.late_none")
    return f"{said}; {hands}"
