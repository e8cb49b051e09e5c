"""RFC 8785 (JCS) canonical JSON: what a certificate's signature covers, so that any JCS library checks it.

Object members sorted by the UTF-16 code units of their names, no spaces, strings escaped as ECMAScript's
JSON.stringify escapes them (", \\, the control characters; everything else as it is, UTF-8), numbers as
ECMAScript writes them (1, not 1.0; 1e+21; 1e-7). Only what JSON holds: no NaN, no infinity.
"""
from __future__ import annotations

import json
import math
from decimal import Decimal

from ..vocab import JSON


def canonical(value: JSON) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, (float, Decimal)):
        return number(float(value))
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    if isinstance(value, dict):
        names = sorted(value, key=lambda name: name.encode("utf-16-be"))
        return "{" + ",".join(json.dumps(n, ensure_ascii=False) + ":" + canonical(value[n]) for n in names) + "}"
    raise TypeError(f"not JSON: {type(value).__name__}")


def number(x: float) -> str:
    """ECMAScript's Number::toString of a double (RFC 8785 §3.2.2.3)."""
    if not math.isfinite(x):
        raise ValueError("JSON has no NaN or infinity")
    if x == 0:
        return "0"
    if x < 0:
        return "-" + number(-x)
    # Python's repr is the shortest form that reads back as the same double, as ECMAScript's is.
    mantissa, _, exp = repr(x).partition("e")
    whole, _, frac = mantissa.partition(".")
    digits = (whole + frac).lstrip("0")
    point = len(whole) + (int(exp) if exp else 0)  # where the point stands after the first digit of `whole`
    if whole == "0":  # 0.000123: the leading zeros after the point move it left
        lead = len(frac) - len(frac.lstrip("0"))
        point = -lead + (int(exp) if exp else 0)
    digits = digits.rstrip("0") or "0"
    k, n = len(digits), point
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    sign = "+" if e >= 0 else "-"
    head = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{head}e{sign}{abs(e)}"
