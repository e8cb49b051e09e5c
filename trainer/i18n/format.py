"""Numbers, money, percentages and plurals as a reader of each language writes them.

English writes 1,234 and 0.95; Italian 1.234 and 0,95. Both languages take
the singular for exactly one and the plural otherwise (0 punti, 0 points).
Every renderer (answer keys, scorecards, sessions, the audit) formats through
here, so the two languages never drift apart between them.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import TypeVar

T = TypeVar("T")


def decimal_point(text: str, lang: str) -> str:
    """A number written with a "." decimal point, as `lang` writes it (Italian: a comma)."""
    return text.replace(".", ",") if lang == "it" else text


def number(value: float | Decimal, lang: str) -> str:
    """A fraction or an amount as Python writes it, with the language's decimal mark: 0.95 / 0,95."""
    return decimal_point(str(value), lang)


def count(n: int, lang: str) -> str:
    """A whole number with thousands grouped: 12,345 / 12.345."""
    text = f"{n:,}"
    return text.replace(",", ".") if lang == "it" else text


def percent(fraction: float, lang: str, digits: int | None = None) -> str:
    """A fraction as a percentage, with its sign: 0.8125 -> "81.2 %" (digits=1) / "81,25 %" (it, exact).

    Without `digits` the percentage is exact, with no trailing zeros (0.8 -> "80 %").
    """
    if digits is None:
        text = format((Decimal(str(fraction)) * 100).normalize(), "f")
    else:
        text = f"{fraction * 100:.{digits}f}"
    return decimal_point(text, lang) + " %"


def signed(value: object, lang: str = "en") -> str:
    """A net amount as a dealer says it: +147.25, -100, 0 (Italian: +147,25).

    Cents only when there are any; a value that is not a number is shown as written.
    """
    try:
        d = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return str(value)
    if d == 0:
        return "0"
    text = f"{int(d):+d}" if d == d.to_integral_value() else f"{d.quantize(Decimal('0.01')):+.2f}"
    return decimal_point(text, lang)


def tokens(value: Decimal | int, lang: str = "en") -> str:
    """An amount collected or paid, as a dealer counts it out: 100, 237.50 (Italian: 237,50)."""
    d = Decimal(value)
    text = f"{int(d)}" if d == d.to_integral_value() else f"{d.quantize(Decimal('0.01')):.2f}"
    return decimal_point(text, lang)


def plural(n: int, one: T, other: T) -> T:
    """`one` for exactly one, else `other` (English and Italian agree: 0 is plural)."""
    return one if n == 1 else other
