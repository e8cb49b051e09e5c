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
`times`). The files in `trainer/schemas/` are this package's output, kept in
the repository and the package for editors; a test fails when they differ
(`python -m trainer schema scenario > trainer/schemas/scenario.schema.json`).
"""
from __future__ import annotations

import json

from .answer import answer_schema
from .common import WHICH, Schema
from .scenario import scenario_schema


def schema_text(which: str) -> str:
    """The schema `which` ("scenario" or "answer") as `trainer schema` prints it and trainer/schemas/ holds it."""
    return json.dumps(schema(which), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def schema(which: str) -> Schema:
    if which == "scenario":
        return scenario_schema()
    if which == "answer":
        return answer_schema()
    raise ValueError(f"no schema {which!r}; the schemas are: {', '.join(WHICH)}")
