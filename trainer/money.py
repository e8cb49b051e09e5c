"""Money: the caps on stakes and payouts, and exact amounts written as JSON numbers.

Amounts are `Decimal` from the scenario's stakes to the printed answer
(issue 9: a float turned a Banco win of nineteen 9s into 9.5e+18). Python's
json module cannot write a Decimal as a number, so `dumps` does it here.
"""
from __future__ import annotations

import json
import math
import os
import re
from decimal import Decimal
from typing import Any

STAKE_CAP = 10**9  # tokens: no stake or table limit may be larger (issue 9)
MAX_EGALITE_PAYS = 50  # FORMATS §2: egalite_pays is at most 50
PAYOUT_CAP = STAKE_CAP * MAX_EGALITE_PAYS  # the largest net a seat can have: an Égalité win on a capped stake


def json_number(value: Decimal) -> str:
    """The JSON text of an exact amount.

    A whole amount (exponent 0, as `table.amount` makes them) is written as an
    integer: 285. Any other amount that a float holds exactly is written as
    Python's json writes that float (85.5, -60.0), so the text of every
    ordinary amount, and so every record hash, is what it was before amounts
    were Decimal. The rest is written digit for digit: 9499999999999999999.05.
    """
    if not value.is_finite():
        raise ValueError(f"an amount must be a finite number; got {value}")
    text = str(value)
    if "." not in text and "E" not in text:  # exponent 0: str() writes the digits alone
        return text
    near = float(value)
    if math.isfinite(near) and Decimal(repr(near)) == value:
        return repr(near)
    return format(value, "f")


def dumps(value: object, **options: Any) -> str:  # Any: passed on to json.dumps, each keyword its own type
    """json.dumps, with every Decimal written as an exact JSON number (`json_number`).

    A whole amount goes back to the encoder as an int, and one that a float
    holds exactly as that float: json writes the text json_number gives. The
    C encoder writes any other as a placeholder string named by a random
    token drawn once per process, which no text in `value` can foresee, then
    the numbers go in their place. (One token, one compiled pattern: a fresh
    pattern per call cost more than the rest of the JSON output.)
    """
    numbers: list[str] = []

    def exact(item: object) -> object:
        if isinstance(item, Decimal):
            # Most amounts go back to the encoder as the int or float whose JSON text is json_number's:
            # no placeholder, and no substitution pass over the text when every amount is one of those.
            if item.is_finite():
                text = str(item)
                if "." not in text and "E" not in text:  # exponent 0: plain digits
                    # int() would drop the sign of -0, and str() of an int refuses over 4,300 digits.
                    if text != "-0" and len(text) <= _INT_DIGITS:
                        return int(text)
                else:
                    near = float(item)
                    if math.isfinite(near) and Decimal(repr(near)) == item:
                        return near
            numbers.append(json_number(item))
            return f"{_TOKEN}:{len(numbers) - 1}"
        raise TypeError(f"Object of type {type(item).__name__} is not JSON serializable")

    # No check for circular references: the values are fresh trees of dicts and lists built for printing,
    # and the check (a set of ids kept for every dict and list) was a third of the encoder's time.
    # A cycle would still fail, with RecursionError instead of ValueError.
    text = json.dumps(value, default=exact, **{"check_circular": False, **options})
    if not numbers:
        return text
    return _PLACEHOLDER.sub(lambda m: numbers[int(m.group(1))], text)


# os.urandom is what secrets.token_hex reads; importing secrets (hmac, random) costs every start.
_TOKEN = os.urandom(12).hex()
_PLACEHOLDER = re.compile(f'"{_TOKEN}:([0-9]+)"')
_INT_DIGITS = 4000  # below sys.int_info.default_max_str_digits (4300)


def digits_shown(value: int) -> str:
    """A whole number for a message: a very long one by its size, not its thousands of digits."""
    digits = int(math.log10(abs(value))) + 1 if value else 1  # str() refuses an int of over 4,300 digits
    if digits > 1 and 10 ** (digits - 1) > abs(value):  # log10 of 99...9 rounds up to a whole number
        digits -= 1
    return str(value) if digits <= 30 else f"a number of {digits:,} digits"
