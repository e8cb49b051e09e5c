"""Answer sheets read into `AnswerSheet` values, or refused with FILE:LINE:COL reasons.

A graded key left out is a wrong decision, not an error: the trainee simply
did not answer. What is written must be well-formed, though: an unknown key,
step or card is refused with what to write instead.

A sequence's sheet (FORMATS §5) holds `answer: {hands: [ANSWER, ...]}`: each
hand is read as a one-hand answer by a Checker rooted at that hand, so its
messages say `hand N: ...` at the hand's own line. A hand written as `- {}` or
left empty is one not answered.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation
import yaml

from ..cards import CardError, parse_card
from ..terminal import control_character
from ..yamlio.check import Checker, HandChecker, shown, suggest
from ..yamlio.errors import Invalid, KeyPath, Scalar
from ..yamlio.reader import Document, read
from ..money import MAX_EGALITE_PAYS, PAYOUT_CAP, STAKE_CAP, digits_shown
from ..vocab import ALL_KEYS, CARD_KEYS, DEALER, STEPS, ANSWER_CHOICES as CHOICES, Box, Key, Reader
from ..table import SEAT_NUMBERS
from .model import AnswerSheet, HandAnswer, SheetAnswer, SheetTimes

CENT = Decimal("0.01")  # amounts are paid to the cent (Banco's 0.95 rounded down to it)
TOP_REQUIRED = ("scenario", "trainee", "answer")
TOP_OPTIONAL = ("times", "incomplete", "typed", "confirmed")
__all__ = ["PAYOUT_CAP", "STAKE_CAP", "MAX_EGALITE_PAYS", "load_sheet"]  # the caps live in trainer.money


def load_sheet(path: str, text: bytes | None = None) -> AnswerSheet:
    doc = read(path, text)
    c = Checker(doc)
    if doc.data is None:
        c.error((), "the file is empty; an answer sheet needs scenario:, trainee: and answer:")
        raise Invalid(c.problems)
    top = c.mapping(doc.data, (), TOP_REQUIRED, TOP_OPTIONAL, example=" (scenario:, trainee:, answer:)")
    if top is None:
        raise Invalid(c.problems)
    scenario = _id(c, top["scenario"], ("scenario",), "art3-second-card-dropped") if "scenario" in top else None
    trainee = _trainee(c, top["trainee"]) if "trainee" in top else None
    answer = _answer(c, top["answer"]) if "answer" in top else None
    times = _times(c, top["times"]) if "times" in top else {}
    incomplete = c.boolean(top["incomplete"], ("incomplete",)) if "incomplete" in top else False
    confirmed = _confirmed(c, top["confirmed"], answer) if "confirmed" in top and answer is not None else ()
    if c.problems or scenario is None or trainee is None or answer is None:
        raise Invalid(c.problems)
    return AnswerSheet(scenario, trainee, answer, times, bool(incomplete), path, doc, doc.sha256, confirmed)


def _trainee(c: Checker, value: object) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # T-numbers written bare (42) are still ids
    return _id(c, value, ("trainee",), "T-0042")


def _id(c: Checker, value: object, path: KeyPath, example: str) -> str | None:
    """An id as text without control characters: it names files, scorecards and records, and is printed."""
    text = c.text(value, path)
    bad = control_character(text) if text is not None else None
    if bad is not None:
        c.error(path, f"{c.name(path)} holds the control character {bad}; write the id with visible characters "
                      f"only, like {example}")
        return None
    return text


def _answer(c: Checker, value: object) -> SheetAnswer | None:
    if isinstance(value, dict) and "hands" in value:
        return _sequence_answer(c, value)
    return _hand_answer(c, value, ("answer",))


def _sequence_answer(c: Checker, value: dict[Scalar, object]) -> dict[str, list[HandAnswer]] | None:
    """`answer: {hands: [...]}`: each hand's answer, {} for a hand left blank."""
    ok = True
    for key in value:
        if key != "hands":
            c.error(("answer", key), f"answer holds hands: (a sequence sheet), so '{key}' cannot stand beside it; "
                    f"move it into the hand it answers, like hands: [{{{key}: ...}}, ...]", key=True)
            ok = False
    items = c.listing(value["hands"], ("answer", "hands"), "answers, one map per hand", non_empty=False,
                      example="[{status: valid, ...}, {status: colpo_in_bianco, ...}]")
    if items is None:
        return None
    hands: list[HandAnswer] = []
    for i, item in enumerate(items):
        if item is None:  # `- ` with nothing after it: a hand not answered, like {}
            hands.append({})
            continue
        hand = _hand_answer(HandChecker(c, ("answer", "hands"), i), item, ())
        ok = ok and hand is not None
        hands.append(hand or {})
    return {"hands": hands} if ok else None


def _hand_answer(c: Checker, value: object, root: KeyPath) -> HandAnswer | None:
    """One hand's answer (FORMATS §3) at `root`: ("answer",) in a one-hand sheet, () in a hand's Checker."""
    m = c.mapping(value, root, (), ALL_KEYS, example=" (status:, procedure:, ...)")
    if m is None:
        return None
    out: HandAnswer = {}
    for key, v in m.items():
        if not isinstance(key, str):  # refused above as an unknown key, like any key not below
            continue
        path = root + (key,)
        if key in CHOICES:
            out[key] = c.choice(v, path, CHOICES[Key(key)])
        elif key == "procedure":
            out[key] = _procedure(c, v, path)
        elif key in ("reader", "button"):
            out[key] = _seat(c, v, path, dealer_ok=key == "reader")
        elif key in CARD_KEYS:
            out[key] = _cards(c, v, path)
        elif key == "announce":
            out[key] = v if isinstance(v, str) else c.text(v, path)
        elif key == "payouts":
            out[key] = _payouts(c, v, path, root)
        elif key == "bets":
            out[key] = _bets(c, v, path)
        elif key == "settlement":
            out[key] = _settlement(c, v, path)
    return out


_BOXES = tuple(Box)


def _seat_key(c: Checker, key: object, path: KeyPath) -> int | None:
    seat = int(key) if isinstance(key, str) and key.isdigit() else key  # "4" as solve's JSON writes it
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in SEAT_NUMBERS:
        c.error(path + (key,) if isinstance(key, (str, int)) else path,
                f"seats are numbered 1 to 14; {shown(key)} is not a seat number", key=True)
        return None
    return seat


def _bets(c: Checker, value: object, path: KeyPath) -> dict[str, dict[str, int]] | None:
    """FORMATS §6 `bets`: {SEAT: {punto|banco|egalite: STAKE}}; a box of 0, or a seat of {}, is no stake."""
    if not isinstance(value, dict):
        c.error(path, f"{c.name(path)} must be a map from seat to its stakes, like {{2: {{punto: 100}}}}; "
                f"got {shown(value)}")
        return None
    out: dict[str, dict[str, int]] = {}
    ok = True
    for key, boxes in value.items():
        seat = _seat_key(c, key, path)
        if seat is not None and str(seat) in out:
            _twice(c, path, key, seat, value)
            ok = False
            continue
        stakes = c.mapping({} if boxes is None else boxes, path + (key,), (), _BOXES, example=" like {punto: 100}")
        if seat is None or stakes is None:
            ok = False
            continue
        got: dict[str, int] = {}
        for box, amount in stakes.items():
            n = c.integer(amount, path + (key, box), 0, STAKE_CAP, "a stake in whole tokens") \
                if box in _BOXES else None
            ok = ok and n is not None
            if n:
                got[str(box)] = n
        out[str(seat)] = got
    return out if ok else None


def _settlement(c: Checker, value: object, path: KeyPath) -> list[dict[str, object]] | None:
    """FORMATS §6 `settlement`: the bets in the order settled, each {seat: S, box: B, collect: STAKE} or
    {seat: S, box: B, pay: WIN}."""
    items = c.listing(value, path, "settled bets", non_empty=False,
                      example="[{seat: 2, box: punto, collect: 100}, {seat: 5, box: banco, pay: 190}]")
    if items is None:
        return None
    out: list[dict[str, object]] = []
    for i, item in enumerate(items):
        where = path + (i,)
        m = c.mapping(item, where, ("seat", "box"), ("collect", "pay"), example=" like {seat: 2, box: punto, collect: 100}",
                      needs={"seat": "seat: N, the seat number", "box": "box: punto, banco or egalite"})
        if m is None or "seat" not in m or "box" not in m:
            return None
        acts = [a for a in ("collect", "pay") if a in m]
        if len(acts) != 1:
            c.error(where, f"{c.name(where)} must say collect: STAKE (a losing stake) or pay: WIN (a winning one), "
                    "one of them", key=True)
            return None
        seat = c.integer(m["seat"], where + ("seat",), SEAT_NUMBERS.start, SEAT_NUMBERS.stop - 1, "a seat number")
        box = c.choice(m["box"], where + ("box",), _BOXES)
        amount = _amount(c, m[acts[0]], where + (acts[0],), None)
        if seat is None or box is None or amount is None:
            return None
        if amount < 0:
            c.error(where + (acts[0],), f"{c.name(where + (acts[0],))} is the amount collected or paid, never "
                    f"negative; got {amount}")
            return None
        out.append({"seat": seat, "box": box, acts[0]: amount})
    return out


def _procedure(c: Checker, value: object, path: KeyPath) -> list[str] | None:
    items = c.listing(value, path, "procedure steps", non_empty=False, example="[staff_pick_up]")
    if items is None:
        return None
    for i, step in enumerate(items):
        if step not in STEPS:
            hint = suggest(step, STEPS) or ""
            c.error(path + (i,), f"{c.name(path + (i,))} {shown(step)} is not a procedure step; {hint}"
                    f"the steps are: {', '.join(STEPS)}")
    return [step for step in items if isinstance(step, str)]  # all of them, unless the sheet is refused above


def _seat(c: Checker, value: object, path: KeyPath, dealer_ok: bool) -> Reader | None:
    if dealer_ok and value == DEALER:
        return DEALER
    what = "a seat number or dealer" if dealer_ok else "a seat number"
    return c.integer(value, path, SEAT_NUMBERS.start, SEAT_NUMBERS.stop - 1, what)


def _cards(c: Checker, value: object, path: KeyPath) -> list[str] | None:
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


def _payouts(c: Checker, value: object, path: KeyPath, root: KeyPath) -> dict[str, Decimal] | None:
    if not isinstance(value, dict):
        c.error(path, f"{c.name(path)} must be a map from seat to net amount, like {{1: -100, 2: 95}}; got {shown(value)}")
        return None
    out = {}
    seen: set[str] = set()
    written = _written_amounts(c.doc, value, root)
    for key, amount in value.items():
        # "4" is the JSON form of solve output, copied by hand: still seat 4.
        seat = int(key) if isinstance(key, str) and key.isdigit() else key
        if isinstance(seat, bool) or not isinstance(seat, int) or seat not in SEAT_NUMBERS:
            c.error(path + (key,) if isinstance(key, (str, int)) else path,
                f"seats are numbered 1 to 14; {shown(key)} is not a seat number", key=True)
            continue
        if str(seat) in seen:
            _twice(c, path, key, seat, value)
            continue
        seen.add(str(seat))
        n = _amount(c, amount, path + (key,), written.get(key))
        if n is not None:
            out[str(seat)] = n
    return out


def _twice(c: Checker, path: KeyPath, key: Scalar, seat: int, value: dict[Scalar, object]) -> None:
    """A seat written twice under two keys YAML tells apart (1 and "1", "01"): which would count is a guess."""
    keys = [k for k in value if (int(k) if isinstance(k, str) and k.isdigit() else k) == seat
            and not isinstance(k, bool)]
    c.error(path + (key,), f"seat {seat} is given twice in {c.name(path)} (as {' and '.join(shown(k) for k in keys)}); "
                           f"give each seat once", key=True)


def _amount(c: Checker, value: object, path: KeyPath, written: str | None) -> Decimal | None:
    """The net amount, exact: an integer as it is, a decimal number as written in the file (147.25, not the
    float nearest to it)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        c.error(path, f"{c.name(path)} must be the seat's net amount as a number, like -100 or 147.25; got {shown(value)}")
        return None
    if not -PAYOUT_CAP <= value <= PAYOUT_CAP:  # also infinity; a bounded amount keeps Decimal and JSON exact
        c.error(path, f"{c.name(path)} must be a net amount of at most {PAYOUT_CAP:,} tokens either way (stakes are "
                      f"capped at {STAKE_CAP:,} tokens and Égalité pays at most {MAX_EGALITE_PAYS} to 1); "
                      f"got {_number_shown(value)}")
        return None
    if isinstance(value, int):
        return Decimal(value)
    exact = _decimal(written)
    # The text is the float's own unless YAML read it otherwise (a sexagesimal 1:30.5): then the float's digits.
    if exact is None or not exact.is_finite() or float(exact) != value:
        exact = Decimal(repr(value))
    if exact != exact.quantize(CENT):  # never rounded, nor graded "off by +0.00"
        c.error(path, f"{c.name(path)} must be an amount in whole cents at most (like 147.25); "
                      f"{written if written is not None else repr(value)} has more decimals than cents")
        return None
    return exact


def _decimal(text: str | None) -> Decimal | None:
    try:
        return None if text is None else Decimal(text)
    except (InvalidOperation, ValueError):
        return None


def _written_amounts(doc: Document, payouts: dict[Scalar, object], root: KeyPath) -> dict[Scalar, str]:
    """The text of each amount in the answer's payouts (under `root`) as written in the file, by seat key
    as read."""
    node = doc.root
    for step in root + ("payouts",):
        if not isinstance(node, yaml.MappingNode):
            return {}
        node = next((v for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == step), None)
    # The reader refuses duplicate and merge keys, so the map's nodes are its items, in order.
    if not isinstance(node, yaml.MappingNode) or len(node.value) != len(payouts):
        return {}
    return {key: v.value for key, (_, v) in zip(payouts, node.value) if isinstance(v, yaml.ScalarNode)}


def _number_shown(value: int | float) -> str:
    """A number for a message: a very long one by its size, not its thousands of digits."""
    return shown(value) if isinstance(value, float) else digits_shown(value)


def _only_hands(c: Checker, field: str, value: dict[Scalar, object], where: str) -> None:
    """A sequence sheet's `field` holds `hands:` and nothing beside it."""
    for key in value:
        if key != "hands":
            c.error((field, key), f"{field} holds hands: (a sequence sheet), so '{key}' cannot stand beside it; "
                    f"move it into {where}", key=True)


def _times(c: Checker, value: object) -> SheetTimes:
    """Seconds per decision: {key: seconds}, or for a sequence sheet {hands: [{key: seconds}, ...]}."""
    if isinstance(value, dict) and "hands" in value:
        _only_hands(c, "times", value, "the hand it times")
        items = c.listing(value["hands"], ("times", "hands"), "maps, one per hand", non_empty=False,
                          example="[{reader: 3.5}, {}]")
        hands = [{} if item is None else _times_of(HandChecker(c, ("times", "hands"), i), item, ())
                 for i, item in enumerate(items or ())]
        return {"hands": hands}
    return _times_of(c, value, ("times",))


def _confirmed(c: Checker, value: object, answer: SheetAnswer) -> tuple[tuple[str, ...], ...]:
    """The keys whose answer the trainee confirmed (Enter) rather than typed: [key, ...], or for a sequence
    sheet {hands: [[key, ...], ...]}; each a key its hand answers. One tuple per hand; grading never reads it."""
    hands = answer.get("hands")
    if isinstance(value, dict) and "hands" in value and isinstance(hands, list):
        _only_hands(c, "confirmed", value, "the hand it belongs to")
        items = c.listing(value["hands"], ("confirmed", "hands"), "lists of keys, one per hand", non_empty=False,
                          example="[[set_aside, burned], []]")
        return tuple(() if item is None else _confirmed_of(HandChecker(c, ("confirmed", "hands"), i), item, (),
                                                           hands[i] if i < len(hands) else {})
                     for i, item in enumerate(items or ()))
    if isinstance(hands, list):
        c.error(("confirmed",), "this sheet answers a sequence, so confirmed is {hands: [[KEY, ...], ...]}, one "
                "list per hand")
        return ()
    return (_confirmed_of(c, value, ("confirmed",), answer),)


def _confirmed_of(c: Checker, value: object, root: KeyPath, answer: object) -> tuple[str, ...]:
    items = c.listing(value, root, "answer keys", non_empty=False, example="[set_aside, burned]")
    out: list[str] = []
    for i, key in enumerate(items or ()):
        where = root + (i,)
        if key not in ALL_KEYS:
            c.error(where, f"{shown(key)} is not an answer key; {suggest(str(key), ALL_KEYS)}allowed: "
                    f"{', '.join(ALL_KEYS)}")
        elif key in out:
            c.error(where, f"{key} is listed twice in confirmed; keep it once")
        elif not isinstance(answer, dict) or key not in answer:
            c.error(where, f"confirmed lists {key}, which the answer does not hold; remove it, or add the answer")
        else:
            out.append(str(key))
    return tuple(out)


def _times_of(c: Checker, value: object, root: KeyPath) -> dict[str, float]:
    if not isinstance(value, dict):
        c.error(root, f"{c.name(root) if root else 'times'} must be a map from decision to seconds; "
                      f"got {shown(value)}")
        return {}
    out = {}
    for key, secs in value.items():
        if key not in ALL_KEYS:
            c.error(root + (key,), f"unknown decision '{key}' in times; {suggest(key, ALL_KEYS)}"
                    f"allowed: {', '.join(ALL_KEYS)}", key=True)
            continue
        n = c.number(secs, root + (key,), 0, 1e6)
        if n is not None:
            out[key] = n
    return out
