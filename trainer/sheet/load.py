"""Answer sheets read into `AnswerSheet` values, or refused with FILE:LINE:COL reasons.

A graded key left out is a wrong decision, not an error: the trainee simply
did not answer. What is written must be well-formed, though: an unknown key,
step or card is refused with what to write instead.
"""
from __future__ import annotations

from typing import Any

from ..cards import CardError, parse_card
from ..yamlio.check import Checker, shown, suggest
from ..yamlio.errors import Invalid
from ..yamlio.reader import read
from ..vocab import ALL_KEYS, ANSWER_CHOICES as CHOICES, CARD_KEYS
from ..steps import STEPS
from ..table import DEALER, SEAT_NUMBERS
from .model import AnswerSheet

TOP_REQUIRED = ("scenario", "trainee", "answer")
TOP_OPTIONAL = ("times", "incomplete", "typed")


def load_sheet(path: str, text: bytes | None = None) -> AnswerSheet:
    doc = read(path, text)
    c = Checker(doc)
    if doc.data is None:
        c.error((), "the file is empty; an answer sheet needs scenario:, trainee: and answer:")
        raise Invalid(c.problems)
    top = c.mapping(doc.data, (), TOP_REQUIRED, TOP_OPTIONAL, example=" (scenario:, trainee:, answer:)")
    if top is None:
        raise Invalid(c.problems)
    scenario = c.text(top["scenario"], ("scenario",)) if "scenario" in top else None
    trainee = _trainee(c, top["trainee"]) if "trainee" in top else None
    answer = _answer(c, top["answer"]) if "answer" in top else None
    times = _times(c, top["times"]) if "times" in top else {}
    incomplete = c.boolean(top["incomplete"], ("incomplete",)) if "incomplete" in top else False
    if c.problems or scenario is None or trainee is None or answer is None:
        raise Invalid(c.problems)
    return AnswerSheet(scenario, trainee, answer, times, bool(incomplete), path, doc, doc.sha256)


def _trainee(c: Checker, value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # T-numbers written bare (42) are still ids
    return c.text(value, ("trainee",))


def _answer(c: Checker, value: Any) -> dict[str, Any] | None:
    m = c.mapping(value, ("answer",), (), ALL_KEYS, example=" (status:, procedure:, ...)")
    if m is None:
        return None
    out: dict[str, Any] = {}
    for key, v in m.items():
        path = ("answer", key)
        if key in CHOICES:
            out[key] = c.choice(v, path, CHOICES[key])
        elif key == "procedure":
            out[key] = _procedure(c, v, path)
        elif key in ("reader", "button"):
            out[key] = _seat(c, v, path, dealer_ok=key == "reader")
        elif key in CARD_KEYS:
            out[key] = _cards(c, v, path)
        elif key == "announce":
            out[key] = v if isinstance(v, str) else c.text(v, path)
        elif key == "payouts":
            out[key] = _payouts(c, v, path)
    return out


def _procedure(c: Checker, value: Any, path: tuple[Any, ...]) -> list[Any] | None:
    items = c.listing(value, path, "procedure steps", non_empty=False, example="[staff_pick_up]")
    if items is None:
        return None
    for i, step in enumerate(items):
        if step not in STEPS:
            hint = suggest(step, STEPS) or ""
            c.error(path + (i,), f"{c.name(path + (i,))} {shown(step)} is not a procedure step; {hint}"
                    f"the steps are: {', '.join(STEPS)}")
    return list(items)


def _seat(c: Checker, value: Any, path: tuple[Any, ...], dealer_ok: bool) -> Any:
    if dealer_ok and value == DEALER:
        return DEALER
    what = "a seat number or dealer" if dealer_ok else "a seat number"
    return c.integer(value, path, SEAT_NUMBERS.start, SEAT_NUMBERS.stop - 1, what)


def _cards(c: Checker, value: Any, path: tuple[Any, ...]) -> list[Any] | None:
    items = c.listing(value, path, "cards", non_empty=False, example="[7H, 3D]")
    if items is None:
        return None
    out = []
    for i, token in enumerate(items):
        try:
            out.append(str(parse_card(token)))
        except CardError as err:
            c.error(path + (i,), f"{c.name(path + (i,))}: {err}")
    return out


def _payouts(c: Checker, value: Any, path: tuple[Any, ...]) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        c.error(path, f"{c.name(path)} must be a map from seat to net amount, like {{1: -100, 2: 95}}; got {shown(value)}")
        return None
    out = {}
    for key, amount in value.items():
        # "4" is the JSON form of solve output, copied by hand: still seat 4.
        seat = int(key) if isinstance(key, str) and key.isdigit() else key
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in SEAT_NUMBERS:
            c.error(path + (key,), f"seats are numbered 1 to 14; {shown(key)} is not a seat number", key=True)
            continue
        n = _amount(c, amount, path + (key,))
        if n is not None:
            out[str(seat)] = n
    return out


def _amount(c: Checker, value: Any, path: tuple[Any, ...]) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        c.error(path, f"{c.name(path)} must be the seat's net amount as a number, like -100 or 147.25; got {shown(value)}")
        return None
    return value


def _times(c: Checker, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        c.error(("times",), f"times must be a map from decision to seconds; got {shown(value)}")
        return {}
    out = {}
    for key, secs in value.items():
        if key not in ALL_KEYS:
            c.error(("times", key), f"unknown decision '{key}' in times; {suggest(key, ALL_KEYS)}"
                    f"allowed: {', '.join(ALL_KEYS)}", key=True)
            continue
        n = c.number(secs, ("times", key), 0, 1e6)
        if n is not None:
            out[key] = n
    return out
