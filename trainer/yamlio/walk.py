"""The composed node tree of a file turned into plain Python values, by hand.

PyYAML's constructor would keep the last of two equal keys and build whatever
a tag asks for; this walk refuses duplicate keys, merge keys and tags other
than the plain ones, reads numbers only as people write them, and stops an
alias that points back at itself or expands beyond reason, each with a
problem at the node's own line and column.
"""
from __future__ import annotations

import yaml
from yaml.constructor import ConstructorError, SafeConstructor

from .errors import Problem, Scalar, Tally
from .syntax import FLOAT, MAX_DIGITS, number_problem, tag_name

MAX_NODES = 100_000  # guards against alias bombs
MAX_DEPTH = 100  # a scenario nests five levels; libyaml slows down and then crashes on deep nesting
TOO_DEEP = (f"lists and maps are nested more than {MAX_DEPTH} levels deep here; a scenario needs "
            "only a few levels, so close the brackets or write the value out plainly")
MAP_TAG = "tag:yaml.org,2002:map"
SEQ_TAG = "tag:yaml.org,2002:seq"
STR, INT, BOOL, NULL = (f"tag:yaml.org,2002:{t}" for t in ("str", "int", "bool", "null"))
BOOL_OR_NULL = (BOOL, NULL)
MERGE = "tag:yaml.org,2002:merge"
_SCALARS = {
    tag: fn
    for tag, fn in SafeConstructor.yaml_constructors.items()
    if tag and tag.split(":")[-1] in {"null", "bool", "int", "float", "str", "timestamp"}
}
_CONSTRUCTOR = SafeConstructor()
_BOOLS = SafeConstructor.bool_values
# What a tagged value must be, for the message when it is not (!!bool maybe).
_NEEDS = {BOOL: "true or false", INT: "a whole number", FLOAT: "a number", NULL: "null or nothing"}


class Walker:
    """Turns the nodes of `file` into values, counting the problems it finds in a Tally."""

    def __init__(self, file: str):
        self.file = file
        self.tally = Tally(file)
        self.nodes = 0  # values and items walked (keys are not counted)
        self.open: list[int] = []  # ids of the collections around the current node
        self.too_deep = False  # said once: an alias chain would say it for every link

    def fail(self, node: yaml.Node, message: str) -> None:
        mark = node.start_mark
        self.tally.add(Problem(self.file, mark.line + 1, mark.column + 1, message))

    def value(self, node: yaml.Node) -> object:
        """The node as plain data (scalars, lists and maps of them); None (after a problem) for what cannot be read."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            if self.nodes == MAX_NODES + 1:
                self.fail(node, "the file expands to too many values (aliases?); write it out plainly")
            return None
        if isinstance(node, yaml.ScalarNode):
            return self.scalar(node)
        # An alias can put a collection inside itself (&a [*a]) or nest far
        # deeper than the text does; either would recurse without end.
        if id(node) in self.open:
            self.fail(node, "this value holds an alias (*name) that points back at itself, so it never ends; write the value out")
            return None
        if len(self.open) >= MAX_DEPTH:
            if not self.too_deep:
                self.fail(node, TOO_DEEP)
            self.too_deep = True
            return None
        if node.tag not in (MAP_TAG, SEQ_TAG):
            self.fail(node, f"the tag {tag_name(node.tag)} is not allowed here; remove it and write a plain list or map")
            return None
        self.open.append(id(node))
        try:
            return self.mapping(node) if isinstance(node, yaml.MappingNode) else self.sequence(node)
        finally:
            self.open.pop()

    def sequence(self, node: yaml.Node) -> list[object]:
        items: list[yaml.Node] = node.value
        for before, item in zip(items, items[1:]):
            if _comma_digits(before, item) and item.value.startswith("0"):  # [1,000]; [1,200] may be two seats
                self.fail(before, _THOUSANDS.format(before.value, item.value))
                return []
        return [self.value(item) for item in items]

    def scalar(self, node: yaml.ScalarNode) -> Scalar:
        tag = node.tag
        text: str = node.value  # a scalar node's value is the text written
        if tag == STR:
            return text
        if tag == INT or tag == FLOAT:
            v = node.value
            if tag == INT and v.isascii() and v.isdigit() and (v[0] != "0" or v == "0") and len(v) <= MAX_DIGITS:
                return int(v)  # plain decimal, the common case
            refused = number_problem(tag, v, say=not self.tally.full)  # 0x78, 2:00, 5,000 digits: never 120
            if refused is not None:
                self.fail(node, refused)
                return None
        elif tag == BOOL:
            b = _BOOLS.get(node.value.lower())
            if b is not None:
                return b
        elif tag == NULL:
            return None
        build = _SCALARS.get(tag)
        if build is None:
            self.fail(node, f"the tag {tag_name(node.tag)} is not allowed here; remove it and write a plain value")
            return None
        try:
            built: Scalar = build(_CONSTRUCTOR, node)  # one of the plain tags above: null .. timestamp
            return built
        except (ConstructorError, ValueError, LookupError, ArithmeticError) as err:
            need = _NEEDS.get(tag)
            written = node.value if len(node.value) <= 40 else node.value[:40] + "..."
            self.fail(node, f"{tag_name(tag)} needs {need}; got '{written}'" if need
                      else f"cannot read this value: {getattr(err, 'problem', err)}")
            return None

    def key(self, node: yaml.ScalarNode) -> Scalar:
        """A map's key: a name or a seat number; `no:` or `null:` stay the words written."""
        tag = node.tag
        if tag == STR or tag in BOOL_OR_NULL:
            word: str = node.value
            return word
        return self.scalar(node)

    def mapping(self, node: yaml.MappingNode) -> dict[Scalar, object]:
        out: dict[Scalar, object] = {}
        first: dict[Scalar, yaml.Node] = {}  # each key's node, for a duplicate's message
        before: yaml.Node | None = None  # the value before this key, for `{punto: 1,000}`
        for key_node, value_node in node.value:
            if before is not None and _thousands(before, key_node, value_node):
                self.fail(before, _THOUSANDS.format(before.value, key_node.value))
                return out
            before = value_node
            if key_node.tag == MERGE:
                self.fail(key_node, "merge keys (<<) are not supported; write the keys out")
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self.fail(key_node, "a key must be a plain word or number, not a list or map")
                continue
            key = self.key(key_node)
            if key in out:
                k = first[key]
                self.fail(
                    key_node,
                    f"duplicate key '{key}' (first given at line {k.start_mark.line + 1}, column "
                    f"{k.start_mark.column + 1}); YAML would silently keep only the last one, so keep just one",
                )
                continue
            first[key] = key_node
            out[key] = self.value(value_node)
        return out


_THOUSANDS = ("'{0},{1}' has a thousands separator, which YAML reads as two entries; write the number with digits "
              "only, like {0}{1}")


def _comma_digits(before: yaml.Node, after: yaml.Node) -> bool:
    """A number of 1-3 digits, a comma and no space, then three digits: a thousands separator, as in 1,000."""
    return (isinstance(before, yaml.ScalarNode) and isinstance(after, yaml.ScalarNode) and before.tag == INT
            and before.value.isdigit() and len(before.value) <= 3 and len(after.value) == 3
            and after.value.isdigit() and after.start_mark.line == before.end_mark.line
            and after.start_mark.column == before.end_mark.column + 1)


def _thousands(before: yaml.Node, key: yaml.Node, value: yaml.Node) -> bool:
    """`{punto: 1,000}`: a number, then a comma and a key of three digits with no value."""
    return (_comma_digits(before, key) and isinstance(value, yaml.ScalarNode) and value.tag == NULL
            and value.value == "")
