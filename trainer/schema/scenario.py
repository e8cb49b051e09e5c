"""The scenario schema: the top level, the table, the shoe, a sequence's hands, the house rules."""
from __future__ import annotations

import json
from decimal import Decimal

from ..faults import KINDS, FaultKind
from ..rules import DEFAULT_HOUSE, HouseRules
from ..money import STAKE_CAP
from ..scenario.fault_load import MAX_CARDS, MAX_DECKS
from ..scenario.load import ID_PATTERN
from ..scenario.load import TOP_OPTIONAL as SCENARIO_OPTIONAL
from ..scenario.load import TOP_REQUIRED as SCENARIO_REQUIRED
from ..sequence.load import BET_KEYS, HAND_KEYS
from ..table import SEAT_NUMBERS
from ..vocab import ALL_KEYS, HOUSE_CHOICES, PREMISE, Article, SettleBy, Witness
from .common import (AFTER_BURN_ARTICLE, ARTICLE_NUMBERS, DEFAULT_BUTTON, DEFAULT_DECKS, DRAFT, LEVELS, SEAT_MAX,
                     SEAT_MIN, SEAT_PATTERN, Schema, card_schema, pick, plain_json, word_list)
from .faults import fault_schema, kind_schema


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
        "fault": fault_schema(),
        "hands": {
            "description": "A sequence (FORMATS §5): the hands played one after the other from this sabot, each "
                           "with an optional fault, bets and grade; instead of a top-level fault. table.seats "
                           "holds hand 1's bets.",
            "type": "array",
            "minItems": 1,
            "items": {"$ref": "#/$defs/hand"},
        },
        "house": _house(),
        "settlement": {
            "type": "string",
            "enum": word_list(SettleBy),
            "default": "net",
            "description": "How payouts are graded: net (each seat's net, the default) or bet_by_bet (every hand "
                           "that grades payouts also grades settlement: losers collected, then winners paid, R31).",
        },
    }
    properties = pick(top_shapes, SCENARIO_REQUIRED + SCENARIO_OPTIONAL + ("hands",), "a scenario's top-level")
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
            "card": card_schema(),
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
            **{f"fault_{kind.name}": kind_schema(kind) for kind in kinds},
        },
    }


def _article_cases(kinds: list[FaultKind]) -> list[tuple[Schema, Article]]:
    """What a fault must look like to need an article, and that article: each kind's own, then Article 10
    for one found after the burn."""
    cases: list[tuple[Schema, Article]] = [
        ({"type": "object", "properties": {"kind": {"const": kind.name}}, "required": ["kind"]}, kind.article)
        for kind in kinds]
    after_burn: Schema = {"type": "object", "properties": {"after_burn": {"const": True}}, "required": ["after_burn"]}
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
        "allOf": [{"if": {"not": {"required": ["button"]}}, "then": button_at(DEFAULT_BUTTON)}, *(
            {"if": {"properties": {"button": {"const": seat}}, "required": ["button"]}, "then": button_at(seat)}
            for seat in SEAT_NUMBERS)],
    }


def _stakes(egalite_help: str) -> dict[str, Schema]:
    """A seat's stakes, as `table.seats` and a hand's `bets` hold them."""
    shapes: dict[str, Schema] = {
        "punto": {"type": "integer", "minimum": 1, "description": "Stake on Punto, in whole tokens."},
        "banco": {"type": "integer", "minimum": 1, "description": "Stake on Banco, in whole tokens. A seat cannot "
                  "bet on both Punto and Banco (Art. 11)."},
        "egalite": {"type": "integer", "minimum": 1, "description": egalite_help},
    }
    return pick(shapes, BET_KEYS, "a seat's")


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
        "limits": {
            "description": "The Game Inspector's new table limits (Article 14), in force from this hand on (R30): "
                           "every stake of this hand and the hands after it lies between them.",
            "type": "object",
            "additionalProperties": False,
            "required": ["min", "max"],
            "properties": {
                "min": {"type": "integer", "minimum": 1, "maximum": STAKE_CAP, "description": "The new minimum."},
                "max": {"type": "integer", "minimum": 1, "maximum": STAKE_CAP, "description": "The new maximum."},
            },
        },
        "grade": {
            "description": "Grade only these keys in this hand; each must be one its status grades.",
            "type": "array",
            "minItems": 1,
            "uniqueItems": True,
            "items": {"enum": word_list(ALL_KEYS), "description": "An answer key."},
        },
    }
    return {
        "description": "One hand of a sequence: {} for a hand with nothing to say.",
        "type": ["object", "null"],
        "additionalProperties": False,
        "properties": pick(shapes, HAND_KEYS, "a sequence hand's"),
    }


# --- house rules (FORMATS §2) --------------------------------------------------------------------


HOUSE_HELP: dict[str, str] = {
    "banco_commission": "Commission taken from a winning Banco stake, as a fraction (0.05 = 5 %); at least 0, below 1.",
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
    "settlement_order": "Settling a hand bet by bet: every losing stake collected before any winner is paid "
                        "(collect_first, the default; `trainer rules R31`), or in any order (any).",
}


def _house_rule(name: str, default: object) -> Schema:
    """One house rule's shape, as the scenario loader's `_house` reads it."""
    out: Schema
    if name in HOUSE_CHOICES:
        out = {"type": "string", "enum": word_list(HOUSE_CHOICES[name])}
    elif name == "banco_commission":
        out = {"type": "number", "minimum": 0, "exclusiveMaximum": 1}
    elif name == "egalite_pays":
        out = {"type": "integer", "minimum": 1, "maximum": 50}
    elif name == "reconstruction_witnesses":
        out = {"type": "array", "uniqueItems": True, "minItems": 1,
               "items": {"type": "string", "enum": word_list(Witness)},
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
    plain = plain_json(default)
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
