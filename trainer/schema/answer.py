"""The answer-sheet schema: the keys of an answer, one hand or a sequence of them."""
from __future__ import annotations


from ..scenario.load import ID_PATTERN
from ..sheet.load import TOP_OPTIONAL as SHEET_OPTIONAL
from ..sheet.load import TOP_REQUIRED as SHEET_REQUIRED
from ..money import STAKE_CAP
from ..vocab import DEALER, ALL_KEYS, ANSWER_CHOICES, CARD_KEYS, STEPS, Act, Box, Key
from .common import DRAFT, SEAT_MAX, SEAT_MIN, SEAT_PATTERN, Schema, card_schema, pick, word_list


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
    Key.BETS: "The stakes that play once the dealer has acted on a betting fault, {SEAT: {punto|banco|egalite: "
              "STAKE}}; a box of 0 or a seat of {} is no stake.",
    Key.SETTLEMENT: "The hand settled bet by bet, in the order the dealer works the layout: {seat: S, box: B, "
                    "collect: STAKE} for a losing stake, {seat: S, box: B, pay: WIN} for a winning one (R31).",
}


def _answer_key(key: Key) -> Schema:
    """One answer key's shape, as the sheet loader's `_hand_answer` reads it."""
    out: Schema
    if key in ANSWER_CHOICES:
        out = {"type": "string", "enum": word_list(ANSWER_CHOICES[key])}
    elif key == Key.PROCEDURE:
        out = {"type": "array", "items": {"type": "string", "enum": word_list(STEPS),
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
    elif key == Key.BETS:
        out = {"type": "object", "additionalProperties": False, "patternProperties": {SEAT_PATTERN: {
            "type": ["object", "null"], "additionalProperties": False, "properties": {
                box: {"type": "integer", "minimum": 0, "maximum": STAKE_CAP,
                      "description": f"The seat's stake on {box} as it plays (0: none)."}
                for box in word_list(Box)}}}}
    elif key == Key.SETTLEMENT:
        entry: Schema = {"seat": {"type": "integer", "minimum": SEAT_MIN, "maximum": SEAT_MAX,
                                  "description": "The seat whose stake is settled."},
                         "box": {"type": "string", "enum": word_list(Box), "description": "The box it is on."}}
        out = {"type": "array", "items": {"oneOf": [
            {"type": "object", "additionalProperties": False, "required": ["seat", "box", act], "properties": {
                **entry, act: {"type": "number", "minimum": 0, "description": help_text}}}
            for act, help_text in ((Act.COLLECT, "The losing stake, collected in full."),
                                   (Act.PAY, "The win paid on this stake, to the cent."))]}}
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
        "confirmed": {**_per_hand("confirmed_keys", "The keys confirmed in each hand, in order."),
                      "description": "The answer keys the trainee confirmed with Enter where the session offered "
                                     "the answer an earlier one settles, rather than typed; for a sequence "
                                     "{hands: [...]}, one list per hand. Filled in by the trainer; never graded."},
        "typed": {**_per_hand("typed_map", "The lines typed for each hand, in order."),
                  "description": "Every line the trainee typed in a training session; for a sequence {hands: "
                                 "[...]}, one map per hand. Filled in by the trainer."},
    }
    keys = word_list(ALL_KEYS)
    lines: Schema = {"type": "array", "items": {"type": "string"}}
    return {
        "$schema": DRAFT,
        "title": "Punto Banco trainer answer sheet",
        "description": "What a trainee did in one scenario, one hand or a sequence of hands (docs/answer-sheets.md). "
                       "Each answer key is graded against the canonical solution.",
        "type": "object",
        "additionalProperties": False,
        "required": list(SHEET_REQUIRED),
        "properties": pick(top_shapes, SHEET_REQUIRED + SHEET_OPTIONAL, "an answer sheet's top-level"),
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
            "confirmed_keys": {
                "type": "array",
                "items": {"type": "string", "enum": keys},
                "uniqueItems": True,
                "description": "Answer keys confirmed with Enter rather than typed; filled in by the trainer.",
            },
            "card": card_schema(),
        },
    }


__all__ = ["answer_schema"]
