"""The `table:` part of a scenario file (FORMATS §2): seats, stakes, limits and the button.

Stakes and limits are whole tokens up to `money.STAKE_CAP`: settlement is
exact at any size, but a stake past the cap is no stake a table takes, and
a number of thousands of digits would only cost time (issue 9).
"""
from __future__ import annotations

from typing import Container

from ..faults.base import Path
from ..money import STAKE_CAP, digits_shown
from ..table import SEAT_NUMBERS, Limits, Seat, Table
from ..yamlio.check import Checker, shown
from ..yamlio.errors import Scalar

_SEAT_KEYS = ("punto", "banco", "egalite", "temporary")


# The stake a stake_out_of_limits fault names, (seat, box): the one stake the limits do not refuse (FORMATS §6).
Exempt = tuple[int, str] | None


def out_of_limits_stake(fault: object) -> Exempt:
    """The (seat, box) a `fault:` map names when it is a stake_out_of_limits with both well written, else None
    (the fault's own checks say what is wrong with it)."""
    if not isinstance(fault, dict) or fault.get("kind") != "stake_out_of_limits":
        return None
    seat, box = fault.get("seat"), fault.get("box")
    if type(seat) is int and isinstance(box, str):
        return seat, box
    return None


def table_of(c: Checker, value: object, exempt: Exempt = None) -> Table | None:
    """The table, or None after recording every problem with its seats, stakes, limits and button; the
    `exempt` stake may lie outside the limits (a stake_out_of_limits fault names it)."""
    m = c.mapping(value, ("table",), ("seats",), ("button", "limits"), example=" (seats:, button:)",
                  needs={"seats": "seats: with every occupied seat, like 4: {punto: 300}"})
    if m is None:
        return None
    limits = _limits(c, m["limits"]) if "limits" in m else None
    seats = _seats(c, m["seats"], limits, exempt) if "seats" in m else None
    button = c.integer(m.get("button", 1), ("table", "button"), 1, 14, "a seat number")
    if seats is None or button is None:
        return None
    table = Table(tuple(seats), button, Limits(*limits) if limits else None)
    if button not in table.seated:
        _button_problem(c, table, button, given="button" in m)
    if not any(s.has_stake for s in seats):
        c.error(("table", "seats"), "the table holds no stake; give at least one seat a punto, banco or egalite bet", key=True)
    return table


def _button_problem(c: Checker, table: Table, button: int, given: bool) -> None:
    """Say why the button cannot be where it is, and where it could go (R10)."""
    where = ("table", "button") if given else ("table",)  # no button key: point at `table:`
    seat = table.seat(button)
    why = ("is a temporary player, who never holds the button (R10)" if seat is not None
           else "is empty")
    if not table.seated:
        fix = "the table has no seated player to hold it: seat one (a seat without temporary: true)"
    else:
        choices = ", ".join(map(str, table.seated))
        fix = (f"set table.button to a seated player's seat ({choices})" if given
               else f"add button: N under table, N a seated player's seat ({choices})")
    default = " table.button is not given, so it is seat 1 by default, and seat 1" if not given else f" seat {button}"
    c.error(where, f"the button must be at a seated, non-temporary seat, but{default} {why}; {fix}", key=not given)


def _limits(c: Checker, value: object) -> tuple[int, int] | None:
    m = c.mapping(value, ("table", "limits"), ("min", "max"), (), example=" like {min: 10, max: 5000}",
                  needs={"min": "min: N, the table minimum", "max": "max: N, the table maximum"})
    if m is None or "min" not in m or "max" not in m:
        return None
    lo = _tokens(c, m["min"], ("table", "limits", "min"))
    hi = _tokens(c, m["max"], ("table", "limits", "max"))
    if lo is None or hi is None:
        return None
    if lo > hi:
        c.error(("table", "limits"), f"table.limits.min ({lo}) is above table.limits.max ({hi}); swap them")
        return None
    return lo, hi


def _seats(c: Checker, value: object, limits: tuple[int, int] | None, exempt: Exempt) -> list[Seat] | None:
    m = value
    if not isinstance(m, dict):
        c.error(("table", "seats"), f"table.seats must be a map from seat number to bets, like 4: {{punto: 300}}; got {shown(m)}")
        return None
    if not m:
        c.error(("table", "seats"), "table.seats lists no seat; add the occupied seats, like 4: {punto: 300}")
        return None
    plain = plain_seats(m, SEAT_NUMBERS, limits, _SEAT_KEYS, exempt)
    if plain is not None:  # nothing to say of any seat
        return [Seat(number, *plain[number]) for number in sorted(plain)]
    seats = []
    ok = True
    for number, spec in m.items():
        path = ("table", "seats", number)
        if isinstance(number, bool) or not isinstance(number, int) or number not in SEAT_NUMBERS:
            unquote = " (write it without quotes)" if isinstance(number, str) and number.strip().isdigit() else ""
            c.error(path, f"table.seats: {shown(number)} is not a seat number{unquote}; seats are numbered 1 to 14", key=True)
            ok = False
            continue
        spec = {} if spec is None else spec
        s = c.mapping(spec, path, (), _SEAT_KEYS, example=" like {punto: 300}")
        if s is None:
            ok = False
            continue
        stakes = {}
        for bet in ("punto", "banco", "egalite"):
            if bet in s:
                stakes[bet] = _stake(c, s[bet], path + (bet,), None if exempt == (number, bet) else limits)
                ok = ok and stakes[bet] is not None
        temporary = c.boolean(s["temporary"], path + ("temporary",)) if "temporary" in s else False
        ok = ok and temporary is not None
        if "punto" in s and "banco" in s:
            c.error(path + ("banco",), f"seat {number} bets on both Punto and Banco; one seat holds one of them (Art. 11): remove one")
            ok = False
        seats.append(Seat(number, stakes.get("punto"), stakes.get("banco"), stakes.get("egalite"), bool(temporary)))
    if not ok:
        return None
    return sorted(seats, key=lambda s: s.number)


_BETS = ("punto", "banco", "egalite")
Stakes = tuple[int | None, int | None, int | None, bool]  # punto, banco, egalite, temporary
_NO_STAKES: Stakes = (None, None, None, False)


def plain_seats(m: dict[Scalar, object], numbers: Container[int], limits: tuple[int, int] | None,
                allowed: tuple[str, ...], exempt: Exempt = None) -> dict[int, Stakes] | None:
    """Each seat's stakes, when no seat of the map needs a word: every seat one of `numbers`, every stake
    a whole number of tokens within the cap and the table's limits, not both punto and banco in a seat,
    `temporary` true or false, no other key than `allowed`. None otherwise, and the full checks then say
    what is wrong (the `exempt` stake is checked there too): most seats of most files are plainly right, and this reads them without a call for
    each seat, key and stake."""
    lo, hi = (max(1, limits[0]), min(STAKE_CAP, limits[1])) if limits else (1, STAKE_CAP)
    out = {}
    for number, spec in m.items():
        if type(number) is not int or number not in numbers:
            return None
        if spec is None:
            out[number] = _NO_STAKES
            continue
        if type(spec) is not dict or (exempt is not None and exempt[0] == number):
            return None
        for key, v in spec.items():
            if key in _BETS:
                if type(v) is not int or not lo <= v <= hi:
                    return None
            elif key not in allowed or type(v) is not bool:  # `temporary`, where it is allowed
                return None
        punto, banco = spec.get("punto"), spec.get("banco")
        if punto is not None and banco is not None:
            return None
        out[number] = (punto, banco, spec.get("egalite"), spec.get("temporary", False))
    return out


def _stake(c: Checker, value: object, path: Path, limits: tuple[int, int] | None) -> int | None:
    n = _tokens(c, value, path)
    if n is None:
        return None
    if limits and not limits[0] <= n <= limits[1]:
        c.error(path, f"{c.name(path)} is {n}, outside the table limits {limits[0]}-{limits[1]} (Art. 14); change the stake or table.limits")
        return None
    return n


def _tokens(c: Checker, value: object, path: Path) -> int | None:
    """A stake or a table limit: a whole number of tokens from 1 to the cap."""
    n = c.integer(value, path, 1, None, "a whole number of tokens")
    if n is not None and n > STAKE_CAP:
        c.error(path, f"{c.name(path)} is {digits_shown(n)} tokens, above the cap of {STAKE_CAP:,} tokens "
                      "on any stake or table limit; write an amount of at most that")
        return None
    return n
