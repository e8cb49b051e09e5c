"""The JSON Schema of exam files, made from what the loader checks (trainer.exam.load), for editors.

trainer/schemas/exam.schema.json holds it; regenerate it with `python -m trainer.exam.schema >
trainer/schemas/exam.schema.json` (tests/test_exam.py checks that it is up to date).
"""
from __future__ import annotations

import json

from ..drill.variants import ARTICLES, LEVELS
from ..vocab import JSON, Key
from .load import MASTERY_HOUSE, MAX_HANDS, MAX_MASTERY, MAX_SEED, MAX_TIME_LIMIT
from .model import DRAW_TAGLIA, DRAWS


def exam_schema() -> dict[str, JSON]:
    numbers: list[JSON] = [a for a in ARTICLES if isinstance(a, int)]
    article: dict[str, JSON] = {"oneOf": [{"enum": numbers}, {"const": "premise"}]}
    article_key = "^(" + "|".join(str(a) for a in ARTICLES) + ")$"
    fraction: dict[str, JSON] = {"type": "number", "minimum": 0, "maximum": 1}
    seed: dict[str, JSON] = {"type": "integer", "minimum": 0, "maximum": MAX_SEED}
    text: dict[str, JSON] = {"type": "string", "minLength": 1}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://trainer.example/schemas/exam.schema.json",
        "title": "trainer exam file (exams/*.yaml)",
        "type": "object",
        "additionalProperties": False,
        "required": ["id", "title", "articles", "hands", "time_limit", "pass"],
        "properties": {
            "id": text,
            "title": {"type": "object", "additionalProperties": False, "required": ["en", "it"],
                      "properties": {"en": text, "it": text}},
            "articles": {"type": "array", "minItems": 1, "items": article},
            "hands": {
                "type": "object", "additionalProperties": False, "required": ["seeds"],
                # A whole taglia deals until the mask: no per_article nor level; single hands need per_article
                # and have no fault_rate (trainer.exam.load says the same at FILE:LINE:COL).
                "if": {"required": ["draw"], "properties": {"draw": {"const": DRAW_TAGLIA}}},
                "then": {"not": {"anyOf": [{"required": ["per_article"]}, {"required": ["level"]}]}},
                "else": {"required": ["per_article"], "not": {"required": ["fault_rate"]}},
                "properties": {
                    "draw": {"enum": list(DRAWS),
                             "description": "single: one-hand scenarios per article; taglia: one whole taglia "
                                            "dealt from the seed, asked hand by hand"},
                    "fault_rate": {"type": "number", "minimum": 0, "maximum": 1,
                                   "description": "a taglia's: the share of hands given a fault of the exam's "
                                                  "articles"},
                    "seeds": {"type": "array", "minItems": 2, "maxItems": 2, "prefixItems": [seed, seed],
                              "description": "the range the seed is drawn from at the exam's start, both ends "
                                             "included"},
                    "level": {"enum": list(LEVELS)},
                    "per_article": {"type": "object", "minProperties": 1,
                                    "propertyNames": {"pattern": article_key},
                                    "additionalProperties": {"type": "integer", "minimum": 1,
                                                             "maximum": MAX_HANDS}},
                },
            },
            "time_limit": {"type": "integer", "minimum": 10, "maximum": MAX_TIME_LIMIT,
                           "description": "seconds per hand"},
            "pass": {
                "type": "object", "additionalProperties": False, "required": ["min_fraction"],
                "properties": {
                    "min_fraction": fraction,
                    "min_per_article": {"type": "object", "propertyNames": {"pattern": article_key},
                                        "additionalProperties": fraction},
                    "red_lines": {"type": "array", "items": {
                        "type": "object", "additionalProperties": False, "required": ["key"],
                        "properties": {"key": {"enum": [k.value for k in Key]},
                                       "articles": {"type": "array", "items": article}}}},
                    "mastery": {
                        "description": "every article the exam covers mastered by the exam's own decisions: "
                                       "house (the house's TRAINER_MASTERY) or its last N decisions right, "
                                       "from at least M different hands",
                        "oneOf": [{"const": MASTERY_HOUSE},
                                  {"type": "object", "additionalProperties": False,
                                   "required": ["last", "scenarios"],
                                   "properties": {"last": {"type": "integer", "minimum": 1,
                                                           "maximum": MAX_MASTERY},
                                                  "scenarios": {"type": "integer", "minimum": 1,
                                                                "maximum": MAX_HANDS}}}]},
                },
            },
        },
    }


def exam_schema_text() -> str:
    return json.dumps(exam_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    print(exam_schema_text(), end="")
