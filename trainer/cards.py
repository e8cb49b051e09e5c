"""Cards as frozen values, and the parser that reads them from scenario files.

A card is rank + suit (FORMATS §1). The parser is forgiving about case and
accepts `T` for ten and the suit symbols, but it always quotes the token it
could not read, so an author can find it.
"""
from __future__ import annotations

from dataclasses import dataclass

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
SYMBOL_OF_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}
_RANK_ALIASES: dict[str, str | None] = {"T": "10", "1": None}  # "1" is not a rank: the ace is "A"


class CardError(ValueError):
    """A token that is not a card; the message quotes it and says what fits."""


@dataclass(frozen=True, slots=True)
class Card:
    """A card: its rank (A, 2-10, J, Q, K) and suit (S, H, D, C)."""

    rank: str
    suit: str

    @property
    def value(self) -> int:
        """Points in Punto Banco: ace 1, 2-9 face value, 10 and figures 0."""
        return _VALUES[self.rank]

    def __str__(self) -> str:
        return self.rank + self.suit

    def symbol(self) -> str:
        """The card with its suit symbol, for terminals: 10♥."""
        return self.rank + SYMBOL_OF_SUIT[self.suit]


_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_VALUES = {r: (i + 1 if i < 9 else 0) for i, r in enumerate(RANKS)}


def parse_card(token: object) -> Card:
    """Read one card such as `10H`, `ts`, `K♠`; raise CardError quoting the token."""
    if not isinstance(token, str):
        raise CardError(
            f"{token!r} is not a card; write rank then suit as text, e.g. 7H, 10S, KD"
        )
    # Upper-case ASCII only: str.upper() would turn a long s into S.
    text = token.translate(_UPPER)
    if len(text) < 2:
        raise CardError(f"'{token}' is not a card; write rank then suit, e.g. 7H, 10S, KD")
    if any(ch.isspace() for ch in text):
        raise CardError(f"'{token}' has a space in it; write rank and suit together, e.g. "
                        f"{''.join(text.split()) or '7H'}")
    if "O" in text[:-1] and text[:-1].replace("O", "0") in _VALUES:
        raise CardError(f"'{token}' has the letter O where a zero belongs; write {text[:-1].replace('O', '0')}"
                        f"{text[-1]}")
    rank, suit = text[:-1], text[-1]
    suit = SUIT_SYMBOLS.get(suit, suit)
    canonical = _RANK_ALIASES.get(rank, rank)
    if suit not in SUITS:
        whole = text.replace("O", "0")  # 1O: a ten typed with the letter O
        if _RANK_ALIASES.get(whole, whole) in _VALUES:
            zero = " (with a zero, not the letter O)" if whole != text else ""
            raise CardError(f"'{token}' is a rank with no suit: end it with S, H, D or C (or ♠ ♥ ♦ ♣), "
                            f"e.g. {whole}H{zero}")
        first = SUIT_SYMBOLS.get(text[0], text[0])
        if first in SUITS and _RANK_ALIASES.get(text[1:], text[1:]) in _VALUES:  # SQ: suit first
            raise CardError(f"'{token}' has its suit first: write the rank, then the suit, e.g. {text[1:]}{text[0]}")
        odd = _look_alike(token[-1])
        if odd:
            raise CardError(f"'{token}': {odd} is not a suit; suits are S H D C (or ♠ ♥ ♦ ♣)")
        raise CardError(
            f"'{token}' has no suit: end it with S, H, D or C (or ♠ ♥ ♦ ♣), e.g. "
            f"{text[:-1] if _RANK_ALIASES.get(text[:-1], text[:-1]) in _VALUES else '7'}H"
        )
    if canonical is None or canonical not in _VALUES:
        odd = next((o for o in map(_look_alike, token[:-1]) if o), "")
        if odd:
            raise CardError(f"'{token}': {odd} is not a rank; ranks are A 2-9 10 J Q K (or T for 10)")
        raise CardError(
            f"'{token}' has no rank: use A, 2-9, 10 (or T), J, Q or K before the suit"
        )
    return Card(canonical, suit)


def _look_alike(ch: str) -> str:
    """A character that is not plain ASCII, named with its code point: a Cyrillic А looks just like an A."""
    if ch.isascii() and ch.isprintable() or ch in SUIT_SYMBOLS:
        return ""
    import unicodedata  # only for this message

    name = unicodedata.name(ch, "")
    shown = f"'{ch}' " if ch.isprintable() else ""
    return f"{shown}(U+{ord(ch):04X}{' ' + name if name else ''})"


def full_deck() -> list[Card]:
    """One 52-card deck, for shoes and drills."""
    return [Card(r, s) for s in SUITS for r in RANKS]
