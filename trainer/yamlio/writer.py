"""The one YAML writer: everything the trainer writes as YAML goes through here.

Plain, readable YAML that the line-aware reader reads back to the same
values: keys in the order given, Unicode as is, short lists inline, and the
trainer's vocabulary words (`StrEnum` members) written as the words they are.
"""
from __future__ import annotations

from decimal import Decimal
from enum import StrEnum

import yaml

from ..money import json_number

_BaseDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class _Dumper(_BaseDumper):  # type: ignore[misc, valid-type]
    """The safe dumper, taught that a vocabulary word is a plain string."""


def _word(dumper: yaml.SafeDumper, word: StrEnum) -> yaml.Node:
    return dumper.represent_str(word.value)


def _money(dumper: yaml.SafeDumper, amount: Decimal) -> yaml.Node:
    # Exact, as a plain YAML number (a Decimal is never turned into a float on its way out).
    tag = "tag:yaml.org,2002:int" if amount.as_tuple().exponent == 0 else "tag:yaml.org,2002:float"
    return dumper.represent_scalar(tag, json_number(amount))


_Dumper.add_multi_representer(StrEnum, _word)
_Dumper.add_representer(Decimal, _money)


def dump(data: object, width: int = 100) -> str:
    """`data` as block YAML with flow-style leaves, ready to write to a file."""
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=None, width=width)
