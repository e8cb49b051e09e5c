"""What both schemas share: the draft, the bounds the loaders read inline, cards and seats."""
from __future__ import annotations

from decimal import Decimal
from enum import Enum
from itertools import groupby
from typing import Iterable, Mapping

from ..cards import RANKS, SUIT_SYMBOLS, SUITS
from ..table import SEAT_NUMBERS
from ..vocab import JSONOut, Article


Schema = dict[str, JSONOut]  # a JSON Schema object, as json.dumps writes it

DRAFT = "https://json-schema.org/draft/2020-12/schema"
WHICH = ("scenario", "answer")

# What the loaders check in their code rather than in a table (trainer/scenario/load.py and table_load.py).
ARTICLE_NUMBERS = (1, 16)  # articles: 1..16, or premise
LEVELS = (1, 3)
DEFAULT_BUTTON = 1  # table.button when it is not given
DEFAULT_DECKS = 6
AFTER_BURN_ARTICLE: Article = 10  # a fault found after the burn is also an Article 10 one
DRAWN = (4, 8)  # R25: cards an exhausted hand took and burnt
COUNT = (0, 6)  # a `count` field: cards one side got in the distribution
DISTRIBUTION = 4  # a `positions` field: positions among the first four cards
SCORE = (0, 9)  # a `scores` field: each score announced



def _numbers_pattern(numbers: Iterable[int]) -> str:
    """A regex matching exactly these whole numbers as written, e.g. 1..14 -> ^(?:[1-9]|1[0-4])$."""
    parts = []
    for (_, head), group in groupby(sorted(numbers), key=lambda n: (len(str(n)), str(n)[:-1])):
        lasts = [int(str(n)[-1]) for n in group]
        runs = []
        for _, run in groupby(enumerate(lasts), key=lambda il: il[1] - il[0]):
            digits = [d for _, d in run]
            runs.append(str(digits[0]) if len(digits) == 1 else f"{digits[0]}-{digits[-1]}")
        last = runs[0] if runs == [str(lasts[0])] else f"[{''.join(runs)}]"
        parts.append(head + last)
    return f"^(?:{'|'.join(parts)})$"


SEAT_PATTERN = _numbers_pattern(SEAT_NUMBERS)
SEAT_MIN, SEAT_MAX = SEAT_NUMBERS.start, SEAT_NUMBERS.stop - 1


def card_schema() -> Schema:
    """FORMATS §1: rank then suit, in either case; T for 10; suit letters or symbols."""
    single = [r for r in RANKS if len(r) == 1] + ["T"]  # T: the other way to write 10
    digits = [r for r in single if r.isdigit()]
    run = [str(d) for d in range(int(digits[0]), int(digits[-1]) + 1)]
    ranks = (f"{digits[0]}-{digits[-1]}" if digits == run else "".join(digits)) + \
        "".join(r + r.lower() for r in single if not r.isdigit())
    longer = "|".join(r for r in RANKS if len(r) > 1)
    suits = "".join(s + s.lower() for s in SUITS) + "".join(SUIT_SYMBOLS)
    return {
        "type": "string",
        "pattern": f"^(?:[{ranks}]|{longer})[{suits}]$",
        "description": "One card: rank then suit, e.g. 7H, 10S, KD. Ranks A 2-9 10 J Q K (T also means 10); "
                       "suits S H D C or ♠ ♥ ♦ ♣; upper or lower case.",
    }


def word_list(words: Iterable[str]) -> list[str]:
    """Registry words (StrEnum members, names) as plain strings."""
    return [str(w) for w in words]


def plain_json(value: object) -> JSONOut:
    """A registry value as JSON: an enum member as its word, a tuple as a list, a Decimal as a number."""
    if isinstance(value, Enum):
        return plain_json(value.value)
    if isinstance(value, (tuple, list)):
        return [plain_json(v) for v in value]
    if isinstance(value, Decimal):
        return float(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"a default of type {type(value).__name__} has no JSON form for the schema")


def pick(shapes: Mapping[str, Schema], keys: Iterable[str], where: str) -> dict[str, Schema]:
    """The shape of each key a loader allows; a key with no shape here is a generator to complete."""
    out = {}
    for key in keys:
        if key not in shapes:
            raise LookupError(f"trainer/schema/ has no schema for {where} key {key!r}, which the loader "
                              "accepts; add its shape there")
        out[key] = shapes[key]
    return out
