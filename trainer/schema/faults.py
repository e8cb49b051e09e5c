"""The scenario schema's faults: one branch per kind of the registry, its fields and their help."""
from __future__ import annotations

from itertools import product

from ..faults import KINDS, FaultKind, Field, FieldValue
from ..faults.base import Scores
from ..game.betting import Bet
from ..money import STAKE_CAP
from ..faults import KNOWN_DRAWN
from ..scenario.fault_load import MAX_CARDS
from ..vocab import PREMISE, Box
from .common import COUNT, DISTRIBUTION, DRAWN, SCORE, SEAT_MAX, SEAT_MIN, Schema, plain_json


def fault_schema() -> Schema:
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
    "second_bet": "Article 11: a seat holding a Punto or Banco stake puts one on the other side too (R27).",
    "late_bet": "The premise: a stake placed after \"Rien ne va plus\" (R28).",
    "banknote_bet": "Article 12: a stake placed in banknotes instead of tokens.",
    "stake_out_of_limits": "Article 14: a stake under the table minimum or over the maximum (R29); table.limits "
                           "(or the hand's limits) must be given.",
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
    ("misannounced_score", "paid"): "true when settlement had begun on the wrong announcement (R32); only where it "
                                    "named the wrong winning box, and never with after_burn.",
    ("second_bet", "seat"): "The seat that puts the second stake; it holds a stake on the other side of Punto/Banco.",
    ("second_bet", "bet"): "The stake it tries to add, like {punto: 100}: on the side opposite its stake.",
    ("late_bet", "seat"): "The seat that bets after \"Rien ne va plus\" (a seat at the table).",
    ("late_bet", "bet"): "The late stake, like {egalite: 50}; on the seat's own side of Punto/Banco, or Égalité.",
    ("banknote_bet", "seat"): "The seat whose stake was placed in banknotes.",
    ("banknote_bet", "box"): "Which of the seat's listed stakes was placed in banknotes.",
    ("stake_out_of_limits", "seat"): "The seat whose stake lies outside the limits.",
    ("stake_out_of_limits", "box"): "Which of the seat's listed stakes lies outside the limits (the only one that "
                                    "may).",
}
DISTRIBUTION_POSITION_HELP = "A position of the distribution, 1 to 4 (1st and 3rd are Punto's, 2nd and 4th Banco's)."
SCORE_HELP = {"banco": "The Banco score the dealer announced (0 to 9).",
              "punto": "The Punto score the dealer announced (0 to 9)."}


def _kind_help(kind: FaultKind) -> str:
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
    "seat": "A seat number, 1 to 14.",
    "bet": "One box with its stake in whole tokens, like {punto: 100}.",
}


def _field_help(kind: FaultKind, key: str, f: Field) -> str:
    if (kind.name, key) in FIELD_HELP:
        return FIELD_HELP[kind.name, key]
    text = TYPE_HELP.get(f.type, "See docs/scenarios.md.").format(choices=", ".join(f.choices))
    return text if f.required else f"{text} Optional."


def _field(kind: FaultKind, key: str, f: Field) -> Schema:
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
    elif f.type == "seat":
        out.update(type="integer", minimum=SEAT_MIN, maximum=SEAT_MAX)
    elif f.type == "bet":
        out.update(type="object", additionalProperties=False, minProperties=1, maxProperties=1, properties={
            box: {"type": "integer", "minimum": 1, "maximum": STAKE_CAP,
                  "description": f"The stake on {box}, in whole tokens."} for box in f.choices})
    else:
        raise LookupError(f"trainer/schema/faults.py knows no fault field type {f.type!r} ({kind.name}.{key})")
    if f.default is not None:
        out["default"] = plain_json(f.default)
    return out


AFTER_BURN_HELP = ("true when the mistake is only noticed after the hand's cards were burned (Article 10): the hand "
                   "stands as played.")
NO_AFTER_BURN_HELP = "Only false is allowed for this fault: Article 10 (found after the burn) does not apply to it."
DRAWN_HELP = ("Found after the burn in a sequence (required there, optional in a one-hand file): how many cards the "
              "hand took from the sabot and burnt, 4 to 8, at least the cards its own error drew (R25). Only with "
              "after_burn: true.")


def kind_schema(kind: FaultKind) -> Schema:
    """One `fault_<kind>` definition: its keys as the loader's `fault_schema` allows them."""
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


def _example(f: Field) -> FieldValue:
    """A value of a field that its kind's check can be tried with (the default when there is one)."""
    if f.default is not None:
        return f.default
    examples: dict[str, FieldValue] = {
        "position": max(f.minimum, 1), "bool": False, "choice": f.choices[0] if f.choices else None,
        "positions": (1,), "count": COUNT[0], "scores": Scores(banco=SCORE[0], punto=SCORE[1]),
        "seat": SEAT_MIN, "bet": Bet(Box(f.choices[0]), 1) if f.choices else None}
    return examples.get(f.type)


def _count_rules(kind: FaultKind) -> list[Schema]:
    """What the kind's own `check` rules out among its `count` fields (Article 7: Punto + Banco is 1 to 6, never
    4), found by trying it on every combination; rules across other fields are left to `trainer validate`."""
    counts = [key for key, f in kind.fields.items() if f.type == "count"]
    if not counts:
        return []
    values = range(COUNT[0], COUNT[1] + 1)
    base = {key: _example(f) for key, f in kind.fields.items()}
    allowed = [combo for combo in product(values, repeat=len(counts))
               if not kind.refusals(kind.params(**{**base, **dict(zip(counts, combo))}))]
    if len(allowed) == len(values) ** len(counts):
        return []
    first, rest = counts[0], counts[1:]
    rules: list[Schema] = []
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
