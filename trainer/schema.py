"""The JSON Schemas of scenario files and answer sheets (`trainer schema scenario|answer`), generated.

Editors check a file against these schemas as it is typed (the
`# yaml-language-server: $schema=...` line); `trainer validate` and
`trainer grade` stay the authority. So that the two cannot drift apart, the
schemas are made here from what the loaders check against:

- the fault kinds and their keys: `trainer.faults.KINDS`, each kind's
  `fields` (type, required, default, choices, minimum, required before the
  burn), its article, whether it may be found after the burn, and its own
  cross-field `check` (tried on every combination of its `count` fields);
- the answer keys, statuses, winners, next-hand values and procedure steps:
  `trainer.vocab` (`ALL_KEYS`, `ANSWER_CHOICES`, `CARD_KEYS`, `STEPS`);
- the house rules, their defaults and their choices: `trainer.rules.HouseRules`
  (`DEFAULT_HOUSE`) and `vocab.HOUSE_CHOICES`, `vocab.Witness`;
- the keys each file allows: `trainer.scenario.load` (top-level keys, the id
  pattern, the shoe's bounds, `KNOWN_DRAWN`), `trainer.sequence.load` (a
  hand's keys, a hand's bets), `trainer.sheet.load` (an answer sheet's keys);
- seats and cards: `trainer.table.SEAT_NUMBERS`, `trainer.cards`.

A new fault kind, field, step, answer key or house rule is in the schemas
without anyone writing it there; what is written here is the hover help (the
descriptions), with a plain one for anything new, and the shape of the keys
whose shape is code in the loaders (the table, the shoe, an answer sheet's
`times`). The files in `trainer/schemas/` are this module's output, kept in
the repository and the package for editors; a test fails when they differ
(`python -m trainer schema scenario > trainer/schemas/scenario.schema.json`).
"""
from __future__ import annotations

import json
from decimal import Decimal
from enum import Enum
from itertools import groupby, product
from typing import Any, Iterable, Mapping

from .cards import RANKS, SUIT_SYMBOLS, SUITS
from .faults import KINDS, Field, Kind
from .faults.base import Scores
from .rules import DEFAULT_HOUSE, HouseRules
from .faults import KNOWN_DRAWN
from .scenario.load import ID_PATTERN, MAX_CARDS, MAX_DECKS
from .scenario.load import TOP_OPTIONAL as SCENARIO_OPTIONAL
from .scenario.load import TOP_REQUIRED as SCENARIO_REQUIRED
from .sequence.load import BET_KEYS, HAND_KEYS
from .sheet.load import TOP_OPTIONAL as SHEET_OPTIONAL
from .sheet.load import TOP_REQUIRED as SHEET_REQUIRED
from .table import DEALER, SEAT_NUMBERS
from .vocab import ALL_KEYS, ANSWER_CHOICES, CARD_KEYS, HOUSE_CHOICES, PREMISE, STEPS, Article, Key, Witness

Schema = dict[str, Any]  # a JSON Schema object, as json.dumps writes it

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


def schema_text(which: str) -> str:
    """The schema `which` ("scenario" or "answer") as `trainer schema` prints it and trainer/schemas/ holds it."""
    return json.dumps(schema(which), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def schema(which: str) -> Schema:
    if which == "scenario":
        return scenario_schema()
    if which == "answer":
        return answer_schema()
    raise ValueError(f"no schema {which!r}; the schemas are: {', '.join(WHICH)}")


# --- pieces both schemas share -------------------------------------------------------------------

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


def _card() -> Schema:
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


def _words(words: Iterable[str]) -> list[str]:
    """Registry words (StrEnum members, names) as plain strings."""
    return [str(w) for w in words]


def _plain(value: Any) -> Any:
    """A registry value as JSON: an enum member as its word, a tuple as a list, a Decimal as a number."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, Decimal):
        return float(value)
    return value


def _pick(shapes: Mapping[str, Schema], keys: Iterable[str], where: str) -> dict[str, Schema]:
    """The shape of each key a loader allows; a key with no shape here is a generator to complete."""
    out = {}
    for key in keys:
        if key not in shapes:
            raise LookupError(f"trainer/schema.py has no schema for {where} key {key!r}, which the loader "
                              "accepts; add its shape there")
        out[key] = shapes[key]
    return out


# --- scenario files (FORMATS §2, §5) -------------------------------------------------------------

def scenario_schema() -> Schema:
    top_shapes: dict[str, Schema] = {
        "id": {
            "type": "string",
            "pattern": ID_PATTERN.pattern,
            "description": "Unique name of the scenario: lowercase letters, digits and single dashes, "
                           "e.g. art3-second-card-dropped.",
        },
        "title": {"$ref": "#/$defs/texts", "description": "Short title shown to the trainee: one text (English), "
                  "or {en: ..., it: ...} with English required."},
        "articles": {
            "description": "The rule articles this hand trains: numbers 1 to 16, or premise (the variant's own "
                           "rules: clean hands, reader errors). Must include the fault's article (and 10 for a "
                           "fault found after the burn).",
            "type": "array",
            "minItems": 1,
            "uniqueItems": True,
            "items": {
                "anyOf": [{"type": "integer", "minimum": ARTICLE_NUMBERS[0], "maximum": ARTICLE_NUMBERS[1]},
                          {"const": PREMISE}],
                "description": "An article number 1 to 16, or premise.",
            },
        },
        "level": {"type": "integer", "minimum": LEVELS[0], "maximum": LEVELS[1],
                  "description": "Difficulty: 1 (basic), 2 or 3 (hard)."},
        "description": {"$ref": "#/$defs/texts", "description": "The situation as the trainee reads it before "
                        "answering: one text (English), or {en: ..., it: ...} with English required."},
        "pass_mark": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Optional pass mark, a fraction from 0 to 1: a sheet passes when score / max reaches "
                           "it. Without it every graded key must be right.",
        },
        "table": _table(),
        "shoe": _shoe(),
        "fault": _fault(),
        "hands": {
            "description": "A sequence (FORMATS §5): the hands played one after the other from this sabot, each "
                           "with an optional fault, bets and grade; instead of a top-level fault. table.seats "
                           "holds hand 1's bets.",
            "type": "array",
            "minItems": 1,
            "items": {"$ref": "#/$defs/hand"},
        },
        "house": _house(),
    }
    properties = _pick(top_shapes, SCENARIO_REQUIRED + SCENARIO_OPTIONAL + ("hands",), "a scenario's top-level")
    kinds = list(KINDS.values())
    return {
        "$schema": DRAFT,
        "title": "Punto Banco trainer scenario",
        "description": "One scripted hand of Punto Banco with at most one dealer error, or a sequence of hands "
                       "from one sabot (hands:, docs/scenarios.md). `trainer validate` is the authority: it also "
                       "checks that the fault can happen with these cards.",
        "type": "object",
        "additionalProperties": False,
        "required": list(SCENARIO_REQUIRED),
        "properties": properties,
        "dependentSchemas": {
            "hands": {
                "description": "A sequence (hands:) has no top-level fault: each hand holds its own; and the "
                               "articles cover every hand's fault.",
                "not": {"required": ["fault"]},
                "allOf": [_articles_rule(_in_a_hand(fault), article) for fault, article in _article_cases(kinds)],
            },
        },
        "allOf": [_articles_rule(_top_fault(fault), article) for fault, article in _article_cases(kinds)],
        "$defs": {
            "hand": _hand(),
            "bets_seat": _bets_seat(),
            "text": {"type": "string", "pattern": "\\S"},
            "texts": {
                "description": "A text, or the text by language: en required, it optional; --lang it shows the "
                               "Italian.",
                "oneOf": [
                    {"$ref": "#/$defs/text"},
                    {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["en"],
                        "properties": {
                            "en": {"$ref": "#/$defs/text", "description": "The English text (required)."},
                            "it": {"$ref": "#/$defs/text", "description": "The Italian text, shown with --lang it."},
                        },
                    },
                ],
            },
            "card": _card(),
            "seat": _seat(),
            "has_stake": {
                "type": "object",
                "anyOf": [{"required": [bet]} for bet in BET_KEYS],
                "description": "A seat with at least one bet.",
            },
            "not_temporary": {
                "not": {"type": "object", "required": ["temporary"], "properties": {"temporary": {"const": True}}},
                "description": "A seated player (not a temporary one).",
            },
            **{f"fault_{kind.name}": _kind(kind) for kind in kinds},
        },
    }


def _article_cases(kinds: list[Kind[Any]]) -> list[tuple[Schema, Article]]:
    """What a fault must look like to need an article, and that article: each kind's own, then Article 10
    for one found after the burn."""
    cases: list[tuple[Schema, Article]] = [
        ({"type": "object", "properties": {"kind": {"const": kind.name}}, "required": ["kind"]}, kind.article)
        for kind in kinds]
    after_burn = {"type": "object", "properties": {"after_burn": {"const": True}}, "required": ["after_burn"]}
    return cases + [(after_burn, AFTER_BURN_ARTICLE)]


def _top_fault(fault: Schema) -> Schema:
    return {"properties": {"fault": fault}, "required": ["fault"]}


def _in_a_hand(fault: Schema) -> Schema:
    return {"properties": {"hands": {"type": "array", "contains": {
        "type": "object", "properties": {"fault": fault}, "required": ["fault"]}}}, "required": ["hands"]}


def _articles_rule(when: Schema, article: Article) -> Schema:
    return {"if": when, "then": {"properties": {"articles": {"contains": {"const": article}}}}}


def _table() -> Schema:
    def button_at(seat: int) -> Schema:
        return {"properties": {"seats": {"required": [str(seat)],
                                         "properties": {str(seat): {"$ref": "#/$defs/not_temporary"}}}}}

    return {
        "description": "The table at the start of the hand: occupied seats and bets, the button, the limits.",
        "type": "object",
        "additionalProperties": False,
        "required": ["seats"],
        "properties": {
            "button": {
                "type": "integer",
                "minimum": SEAT_MIN,
                "maximum": SEAT_MAX,
                "default": DEFAULT_BUTTON,
                "description": "Seat holding the button at the start of the hand; it must be a seated (not "
                               "temporary) player. Default 1.",
            },
            "seats": {
                "description": "Every occupied seat, by seat number 1 to 14, with its bets. At least one seat "
                               "must hold a stake.",
                "type": "object",
                "minProperties": 1,
                "patternProperties": {SEAT_PATTERN: {"$ref": "#/$defs/seat"}},
                "additionalProperties": False,
                "not": {"patternProperties": {SEAT_PATTERN: {"not": {"$ref": "#/$defs/has_stake"}}}},
            },
            "limits": {
                "description": "Table limits: every stake (Égalité too) must lie between min and max.",
                "type": "object",
                "additionalProperties": False,
                "required": ["min", "max"],
                "properties": {
                    "min": {"type": "integer", "minimum": 1, "description": "Smallest stake allowed, in whole tokens."},
                    "max": {"type": "integer", "minimum": 1,
                            "description": "Largest stake allowed, in whole tokens (not below min)."},
                },
            },
        },
        # The button's seat is seated and not temporary: the default one when none is given, else the one named.
        "allOf": [{"if": {"not": {"required": ["button"]}}, "then": button_at(DEFAULT_BUTTON)}] + [
            {"if": {"properties": {"button": {"const": seat}}, "required": ["button"]}, "then": button_at(seat)}
            for seat in SEAT_NUMBERS],
    }


def _stakes(egalite_help: str) -> dict[str, Schema]:
    """A seat's stakes, as `table.seats` and a hand's `bets` hold them."""
    shapes: dict[str, Schema] = {
        "punto": {"type": "integer", "minimum": 1, "description": "Stake on Punto, in whole tokens."},
        "banco": {"type": "integer", "minimum": 1, "description": "Stake on Banco, in whole tokens. A seat cannot "
                  "bet on both Punto and Banco (Art. 11)."},
        "egalite": {"type": "integer", "minimum": 1, "description": egalite_help},
    }
    return _pick(shapes, BET_KEYS, "a seat's")


EGALITE_HELP = "Stake on Égalité (a tie), in whole tokens."
_BOTH_SIDES = {"type": "object", "required": ["punto", "banco"]}  # Art. 11: never both on one seat


def _seat() -> Schema:
    return {
        "description": "One occupied seat and its bets this hand. Leave it empty ({}) for a seated player with no bet.",
        "type": ["object", "null"],
        "additionalProperties": False,
        "properties": {
            **_stakes(EGALITE_HELP[:-1] + "; allowed alone or with a Punto or Banco bet."),
            "temporary": {
                "type": "boolean",
                "default": False,
                "description": "true for a standing player betting at a free seat: never reads Punto and never "
                               "holds the button.",
            },
        },
        "not": _BOTH_SIDES,
    }


def _bets_seat() -> Schema:
    return {
        "description": "One seat's bets in this hand ({} for none); temporary comes from table.seats.",
        "type": ["object", "null"],
        "additionalProperties": False,
        "properties": _stakes(EGALITE_HELP),
        "not": _BOTH_SIDES,
    }


def _shoe() -> Schema:
    return {
        "description": "The sabot: how many decks, and the cards in the order they come out from the first card "
                       "of this hand.",
        "type": "object",
        "additionalProperties": False,
        "required": ["cards"],
        "properties": {
            "decks": {
                "type": "integer",
                "minimum": 1,
                "maximum": MAX_DECKS,
                "default": DEFAULT_DECKS,
                "description": "Decks in the shoe, 1 to 8 (default 6); each card may appear at most this many times.",
            },
            "cards": {
                "type": "array",
                "maxItems": MAX_CARDS,
                "items": {"$ref": "#/$defs/card"},
                "description": "The cards in sabot order, from the first card of this hand, e.g. [7H, KS, 3D, 9C].",
            },
            "mask_after": {
                "type": "integer",
                "minimum": 0,
                "description": "Where the mask (cut card) comes out: after this many listed cards; 0 = it comes out "
                               "first. With it, cards lists every card left in the sabot.",
            },
        },
        # Without a mask the shoe lists at least one card; with one it may list none (the mask ends the shoe).
        "if": {"not": {"required": ["mask_after"]}},
        "then": {"properties": {"cards": {"minItems": 1}}},
    }


def _hand() -> Schema:
    shapes: dict[str, Schema] = {
        "fault": {
            "$ref": "#/properties/fault",
            "description": "The dealer error in this hand (positions count this hand's own cards, R18); none in a "
                           "colpo in bianco the hand before announced (R20).",
        },
        "bets": {
            "description": "This hand's stakes for every seat, replacing the last ones (a seat left out has no "
                           "bet); seats must be in table.seats. Without bets, the last bets listed play again.",
            "type": "object",
            "patternProperties": {SEAT_PATTERN: {"$ref": "#/$defs/bets_seat"}},
            "additionalProperties": False,
        },
        "grade": {
            "description": "Grade only these keys in this hand; each must be one its status grades.",
            "type": "array",
            "minItems": 1,
            "uniqueItems": True,
            "items": {"enum": _words(ALL_KEYS), "description": "An answer key."},
        },
    }
    return {
        "description": "One hand of a sequence: {} for a hand with nothing to say.",
        "type": ["object", "null"],
        "additionalProperties": False,
        "properties": _pick(shapes, HAND_KEYS, "a sequence hand's"),
    }


# --- fault kinds (FORMATS §2) --------------------------------------------------------------------

def _fault() -> Schema:
    return {
        "description": "The dealer error in this hand; leave it out for a clean hand.",
        "type": "object",
        "required": ["kind"],
        "properties": {
            "kind": {
                "enum": list(KINDS),
                "description": f"Which fault happened: {', '.join(KINDS)}.",
            },
        },
        "allOf": [{"if": {"properties": {"kind": {"const": name}}, "required": ["kind"]},
                   "then": {"$ref": f"#/$defs/fault_{name}"}} for name in KINDS],
    }


# The hover help of each kind and of each of its keys. A kind or key not listed gets a plain sentence.
KIND_HELP: dict[str, str] = {
    "extra_card": "Article 1: one card too many was drawn and put on neither side.",
    "exposed_card": "Article 1: a card was seen before it should have been.",
    "stuck_cards": "Article 2: cards came out of the sabot stuck together.",
    "dropped_card": "Article 3: a card fell to the floor.",
    "damaged_card": "Article 4: a card is crumpled, torn or stained.",
    "reversed_distribution": "Article 6: cards of the first four went to the wrong side.",
    "wrong_card_count": "Article 7: a side got more or fewer than two cards in the distribution.",
    "wrong_third_card": "Article 8: a third card was given against the rules table, or withheld.",
    "misannounced_score": "Article 9: the dealer announced a wrong score.",
    "reader_error": "The reader (the player reading Punto) declared against the rules table (the variant's premise).",
}
FIELD_HELP: dict[tuple[str, str], str] = {
    ("extra_card", "after"): "Position (in shoe.cards) of the card after which the extra card was drawn; the card "
                             "listed next is the extra one. At least 4, and at most the cards the hand uses without it.",
    ("extra_card", "seen"): "Did anyone see the extra card? true: the next hand is a colpo in bianco; false: it "
                            "simply opens the next hand.",
    ("exposed_card", "card"): "Position in shoe.cards of the card that was seen (1 = first card of the hand).",
    ("exposed_card", "where"): "Where it was seen: sabot (showing in the shoe) or distribution (turned up while "
                               "dealing; then a position 1 to 4).",
    ("stuck_cards", "card"): "Position in shoe.cards of the first of the stuck cards.",
    ("stuck_cards", "count"): "How many cards were stuck together (2 or more; 2 if left out).",
    ("stuck_cards", "order_known"): "Can the order the stuck cards had in the sabot be told? true: restore it; "
                                    "false: the stuck cards are burned.",
    ("dropped_card", "card"): "Position in shoe.cards of the card that fell (1 = first card of the hand).",
    ("damaged_card", "card"): "Position in shoe.cards of the damaged card.",
    ("reversed_distribution", "cards"): "Which of the first four cards (positions 1 to 4) went to the other side; "
                                        "at least one, each once.",
    ("reversed_distribution", "reconstructible"): "Can the hand be clearly rebuilt? true: rectify it; false: the "
                                                  "hand is cancelled and cards 1-4 burned. Required unless "
                                                  "after_burn is true.",
    ("wrong_card_count", "punto"): "How many cards Punto got in the distribution (0 to 6).",
    ("wrong_card_count", "banco"): "How many cards Banco got in the distribution (0 to 6). Punto + Banco is 1 to "
                                   "6, never 4.",
    ("wrong_card_count", "reconstructible"): "Can the hand be clearly rebuilt? true: rebuild it in sabot order; "
                                             "false: the hand is cancelled and the cards drawn burned. Required "
                                             "unless after_burn is true.",
    ("wrong_third_card", "side"): "Which side the third-card mistake was about: punto or banco.",
    ("wrong_third_card", "error"): "given: the side got a third card it must not have; withheld: it was refused "
                                   "one it must have.",
    ("misannounced_score", "announced"): "The scores the dealer wrongly announced, Banco and Punto, each 0 to 9 "
                                         "(they must differ from the real ones).",
    ("reader_error", "declared"): "What the reader declared: carta (asked for a third card) or no_carta (stood).",
}
DISTRIBUTION_POSITION_HELP = "A position of the distribution, 1 to 4 (1st and 3rd are Punto's, 2nd and 4th Banco's)."
SCORE_HELP = {"banco": "The Banco score the dealer announced (0 to 9).",
              "punto": "The Punto score the dealer announced (0 to 9)."}


def _kind_help(kind: Kind[Any]) -> str:
    if kind.name in KIND_HELP:
        return KIND_HELP[kind.name]
    where = "The variant's premise" if kind.article == PREMISE else f"Article {kind.article}"
    return f"{where}: a {kind.name} fault (`trainer rules {kind.article}`)."


# What a key of each type is, for a kind or key without hover help of its own.
TYPE_HELP = {
    "position": "A position in shoe.cards (1 = first card of the hand).",
    "bool": "true or false.",
    "choice": "One of: {choices}.",
    "positions": "Positions of the distribution, 1 to 4; at least one, each once.",
    "count": "How many cards (0 to 6).",
    "scores": "Scores as announced, Banco and Punto, each 0 to 9.",
}


def _field_help(kind: Kind[Any], key: str, f: Field) -> str:
    if (kind.name, key) in FIELD_HELP:
        return FIELD_HELP[kind.name, key]
    text = TYPE_HELP.get(f.type, "See docs/scenarios.md.").format(choices=", ".join(f.choices))
    return text if f.required else f"{text} Optional."


def _field(kind: Kind[Any], key: str, f: Field) -> Schema:
    """A fault key's shape, as the scenario loader's `_field` reads its type."""
    out: Schema = {"description": _field_help(kind, key, f)}
    if f.type == "position":
        out.update(type="integer", minimum=f.minimum, maximum=MAX_CARDS)
    elif f.type == "count":
        out.update(type="integer", minimum=COUNT[0], maximum=COUNT[1])
    elif f.type == "bool":
        out.update(type="boolean")
    elif f.type == "choice":
        out.update(type="string", enum=list(f.choices))
    elif f.type == "positions":
        out.update(type="array", minItems=1, maxItems=DISTRIBUTION, uniqueItems=True,
                   items={"type": "integer", "minimum": 1, "maximum": DISTRIBUTION,
                          "description": DISTRIBUTION_POSITION_HELP})
    elif f.type == "scores":
        out.update(type="object", additionalProperties=False, required=["banco", "punto"], properties={
            side: {"type": "integer", "minimum": SCORE[0], "maximum": SCORE[1], "description": SCORE_HELP[side]}
            for side in ("banco", "punto")})
    else:
        raise LookupError(f"trainer/schema.py knows no fault field type {f.type!r} ({kind.name}.{key})")
    if f.default is not None:
        out["default"] = _plain(f.default)
    return out


AFTER_BURN_HELP = ("true when the mistake is only noticed after the hand's cards were burned (Article 10): the hand "
                   "stands as played.")
NO_AFTER_BURN_HELP = "Only false is allowed for this fault: Article 10 (found after the burn) does not apply to it."
DRAWN_HELP = ("Found after the burn in a sequence (required there, optional in a one-hand file): how many cards the "
              "hand took from the sabot and burnt, 4 to 8, at least the cards its own error drew (R25). Only with "
              "after_burn: true.")


def _kind(kind: Kind[Any]) -> Schema:
    """One `fault_<kind>` definition: its keys as the loader's `_fault` allows them."""
    properties: Schema = {"kind": {"const": kind.name, "description": "Which fault happened in this hand."}}
    properties.update((key, _field(kind, key, f)) for key, f in kind.fields.items())
    if kind.after_burn_allowed:
        properties["after_burn"] = {"type": "boolean", "default": False, "description": AFTER_BURN_HELP}
    else:  # `after_burn: false` is allowed on any fault
        properties["after_burn"] = {"type": "boolean", "const": False, "default": False,
                                    "description": NO_AFTER_BURN_HELP}
    out: Schema = {
        "description": _kind_help(kind),
        "type": "object",
        "additionalProperties": False,
        "required": ["kind"] + [key for key, f in kind.fields.items() if f.required],
        "properties": properties,
    }
    if kind.after_burn_allowed and kind.name not in KNOWN_DRAWN:
        properties["drawn"] = {"description": DRAWN_HELP, "type": "integer", "minimum": DRAWN[0], "maximum": DRAWN[1]}
        out["dependentSchemas"] = {"drawn": {"properties": {"after_burn": {
            "const": True, "description": "drawn goes with after_burn: true (R25)."}}, "required": ["after_burn"]}}
    before_burn = [key for key, f in kind.fields.items() if f.required_before_burn]
    if before_burn:
        out["if"] = {"properties": {"after_burn": {"const": True}}, "required": ["after_burn"]}
        out["else"] = {"required": before_burn}
    counts = _count_rules(kind)
    if counts:
        out["allOf"] = counts
    return out


def _example(f: Field) -> Any:
    """A value of a field that its kind's check can be tried with (the default when there is one)."""
    if f.default is not None:
        return f.default
    return {"position": max(f.minimum, 1), "bool": False, "choice": f.choices[0] if f.choices else None,
            "positions": (1,), "count": COUNT[0], "scores": Scores(banco=SCORE[0], punto=SCORE[1])}.get(f.type)


def _count_rules(kind: Kind[Any]) -> list[Schema]:
    """What the kind's own `check` rules out among its `count` fields (Article 7: Punto + Banco is 1 to 6, never
    4), found by trying it on every combination; rules across other fields are left to `trainer validate`."""
    counts = [key for key, f in kind.fields.items() if f.type == "count"]
    if not counts:
        return []
    values = range(COUNT[0], COUNT[1] + 1)
    base = {key: _example(f) for key, f in kind.fields.items()}
    allowed = [combo for combo in product(values, repeat=len(counts))
               if not kind.check(kind.params(**{**base, **dict(zip(counts, combo))}))]
    if len(allowed) == len(values) ** len(counts):
        return []
    first, rest = counts[0], counts[1:]
    rules = []
    for v in values:
        tails = [combo[1:] for combo in allowed if combo[0] == v]
        if len(tails) == len(values) ** len(rest):
            continue  # every value of the others goes with this one
        if not rest:
            then: Schema = {"not": {}}
        elif len(rest) == 1:
            then = {"properties": {rest[0]: {"enum": [t[0] for t in tails]}}} if tails else \
                {"required": rest, "properties": {rest[0]: False}}
        else:
            then = {"anyOf": [{"properties": {k: {"const": n} for k, n in zip(rest, t)}} for t in tails]} if tails \
                else {"not": {}}
        rules.append({"if": {"properties": {first: {"const": v}}, "required": [first]}, "then": then})
    return rules


# --- house rules (FORMATS §2) --------------------------------------------------------------------

HOUSE_HELP: dict[str, str] = {
    "banco_commission": "Commission taken from a winning Banco stake, as a fraction (0.05 = 5%); at least 0, below 1.",
    "egalite_pays": "What a winning Égalité stake pays, in times the stake (a whole number 1 to 50).",
    "commission_rounding": "How a Banco win after commission is rounded down: cent (to the cent) or down_to_unit "
                           "(to a whole token).",
    "button_after_cancel": "What the button does after a cancelled hand: pass to the next player like after any "
                           "hand (the default; `trainer rules R2`), or stay where it is (a house that counts a "
                           "cancelled hand as never played).",
    "seat_order": "Which way round the table reader ties and the button go: ascending or descending seat numbers.",
    "stuck_burn": "Stuck cards whose order is lost: burn only them and go on (stuck_only), or cancel the hand "
                  "(cancel_hand).",
    "reconstruction_witnesses": "Who is called before a hand is rebuilt or cancelled: [game_inspector, "
                                "municipal_inspector] (the default) or [game_inspector]; order free.",
}


def _house_rule(name: str, default: Any) -> Schema:
    """One house rule's shape, as the scenario loader's `_house` reads it."""
    out: Schema
    if name in HOUSE_CHOICES:
        out = {"type": "string", "enum": _words(HOUSE_CHOICES[name])}
    elif name == "banco_commission":
        out = {"type": "number", "minimum": 0, "exclusiveMaximum": 1}
    elif name == "egalite_pays":
        out = {"type": "integer", "minimum": 1, "maximum": 50}
    elif name == "reconstruction_witnesses":
        out = {"type": "array", "uniqueItems": True, "minItems": 1,
               "items": {"type": "string", "enum": _words(Witness)},
               "contains": {"const": Witness.GAME_INSPECTOR.value}}
    elif isinstance(default, bool):
        out = {"type": "boolean"}
    elif isinstance(default, int):
        out = {"type": "integer"}
    elif isinstance(default, (Decimal, float)):
        out = {"type": "number"}
    elif isinstance(default, str):
        out = {"type": "string"}
    elif isinstance(default, tuple):
        out = {"type": "array"}
    else:
        out = {}
    plain = _plain(default)
    help_text = HOUSE_HELP.get(name) or f"House rule {name} (default {json.dumps(plain)}); `trainer rules {name}` " \
                                         "explains it."
    return {**out, "default": plain, "description": help_text}


def _house() -> Schema:
    names: tuple[str, ...] = HouseRules.__match_args__
    return {
        "description": "House rules that differ from the rulebook's defaults; leave out the ones that do not change.",
        "type": "object",
        "additionalProperties": False,
        "properties": {name: _house_rule(name, getattr(DEFAULT_HOUSE, name)) for name in names},
    }


# --- answer sheets (FORMATS §3, §5) --------------------------------------------------------------

ANSWER_HELP: dict[str, str] = {
    Key.STATUS: "How the hand ends: valid (settled), colpo_in_bianco (played without bets) or cancelled (void, "
                "stakes back).",
    Key.PROCEDURE: "The steps the dealer takes, in order (`trainer rules` lists them); empty for a clean hand; a "
                   "step is never repeated.",
    Key.READER: "Who reads Punto: the seat number of the seated player with the biggest Punto stake, or dealer when "
                "no seated player bets on Punto.",
    Key.PUNTO: "Punto's final cards, in the order dealt.",
    Key.BANCO: "Banco's final cards, in the order dealt.",
    Key.ANNOUNCE: "What the dealer announces: Banco first, then Punto, e.g. \"Banco 9, Punto 0\".",
    Key.WINNER: "Who wins the hand: punto, banco or egalite (a tie).",
    Key.PAYOUTS: "Net result per seat with a stake, by seat number (seats that break even may be left out).",
    Key.SET_ASIDE: "Cards put under the sabot for the next hand, in order.",
    Key.BURNED: "Cards burned by the procedure, in order (not the normal discard after the hand).",
    Key.NEXT_HAND: "What the next hand is: normal, a colpo_in_bianco (without bets) or from a new_shoe.",
    Key.BUTTON: "Seat holding the button for the next hand.",
}


def _answer_key(key: Key) -> Schema:
    """One answer key's shape, as the sheet loader's `_hand_answer` reads it."""
    out: Schema
    if key in ANSWER_CHOICES:
        out = {"type": "string", "enum": _words(ANSWER_CHOICES[key])}
    elif key == Key.PROCEDURE:
        out = {"type": "array", "items": {"type": "string", "enum": _words(STEPS),
                                          "description": "One procedure step (`trainer rules STEP` explains each)."}}
    elif key == Key.READER:
        out = {"oneOf": [{"type": "integer", "minimum": SEAT_MIN, "maximum": SEAT_MAX}, {"const": DEALER}]}
    elif key == Key.BUTTON:
        out = {"type": "integer", "minimum": SEAT_MIN, "maximum": SEAT_MAX}
    elif key in CARD_KEYS:
        out = {"type": "array", "items": {"$ref": "#/$defs/card"}}
    elif key == Key.ANNOUNCE:
        out = {"type": "string"}
    elif key == Key.PAYOUTS:
        out = {"type": "object", "additionalProperties": False, "patternProperties": {SEAT_PATTERN: {
            "type": "number", "description": "Net result of this seat: won (positive) or lost (negative), to the cent."}}}
    else:
        out = {}
    return {**out, "description": ANSWER_HELP.get(key, f"The {key} decision (FORMATS §3); `trainer solve` shows "
                                                      "the canonical one.")}


def _per_hand(single: str, help_text: str) -> Schema:
    """A sheet key that holds one map, or for a sequence {hands: [map or null, ...]}."""
    return {"oneOf": [
        {"$ref": f"#/$defs/{single}"},
        {"type": "object", "additionalProperties": False, "required": ["hands"], "properties": {"hands": {
            "type": "array", "items": {"oneOf": [{"$ref": f"#/$defs/{single}"}, {"type": "null"}]},
            "description": help_text}}},
    ]}


def answer_schema() -> Schema:
    answer = _per_hand("hand_answer", "A sequence's answers, one per hand in order (FORMATS §5); a hand left out or "
                       "empty scores zero for its keys.")
    top_shapes: dict[str, Schema] = {
        "scenario": {
            "type": "string",
            "pattern": ID_PATTERN.pattern,
            "description": "The id of the scenario this sheet answers.",
        },
        "trainee": {"type": "string", "pattern": "\\S", "description": "Who answered, e.g. T-0042."},
        "answer": {**answer, "description": "The trainee's decisions: one hand's keys, or for a sequence of hands "
                   "{hands: [...]}, one answer per hand."},
        "times": {**_per_hand("times_map", "Seconds per decision of each hand, in order."),
                  "description": "Seconds the trainee took per decision; for a sequence {hands: [...]}, one map per "
                                 "hand. Filled in by the trainer."},
        "incomplete": {"type": "boolean", "description": "true when the trainee stopped before answering every "
                       "decision; filled in by the trainer."},
        "typed": {**_per_hand("typed_map", "The lines typed for each hand, in order."),
                  "description": "Every line the trainee typed in a training session; for a sequence {hands: "
                                 "[...]}, one map per hand. Filled in by the trainer."},
    }
    keys = _words(ALL_KEYS)
    lines = {"type": "array", "items": {"type": "string"}}
    return {
        "$schema": DRAFT,
        "title": "Punto Banco trainer answer sheet",
        "description": "What a trainee did in one scenario, one hand or a sequence of hands (docs/answer-sheets.md). "
                       "Each answer key is graded against the canonical solution.",
        "type": "object",
        "additionalProperties": False,
        "required": list(SHEET_REQUIRED),
        "properties": _pick(top_shapes, SHEET_REQUIRED + SHEET_OPTIONAL, "an answer sheet's top-level"),
        "$defs": {
            "hand_answer": {
                "type": "object",
                "additionalProperties": False,
                "properties": {str(key): _answer_key(key) for key in ALL_KEYS},
                "description": "One hand's decisions (FORMATS §3); only the keys the scenario (or that hand) grades "
                               "are scored.",
            },
            "times_map": {
                "type": "object",
                "propertyNames": {"enum": keys},
                "additionalProperties": {"type": "number", "minimum": 0, "description": "Seconds taken for this "
                                         "decision."},
                "description": "Seconds the trainee took per decision (answer key); filled in by the trainer.",
            },
            "typed_map": {
                "type": "object",
                "propertyNames": {"enum": keys},
                "additionalProperties": {"oneOf": [lines, {"type": "object", "additionalProperties": False,
                                                           "patternProperties": {SEAT_PATTERN: lines}}]},
                "description": "Every line the trainee typed in a training session, per decision in the order typed "
                               "(invalid lines included); payouts per seat. Filled in by the trainer.",
            },
            "card": _card(),
        },
    }


__all__ = ["WHICH", "answer_schema", "scenario_schema", "schema", "schema_text"]
