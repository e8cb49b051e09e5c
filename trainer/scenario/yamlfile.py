"""Line-aware YAML for files that people write by hand.

PyYAML silently keeps the last of two equal keys and forgets where values
came from. Here the file is composed into nodes by the (C, when available)
parser and then turned into plain Python values by hand, so that duplicate
keys are refused and every value keeps its line and column for messages.
Whatever the file holds, the result is a `Document` or a list of `Problem`s,
never a traceback.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor

from .errors import Invalid, Problem

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_BYTES = 1_000_000  # a scenario or answer sheet is a few kilobytes
MAX_NODES = 100_000  # guards against alias bombs
_SCALARS = {
    tag: fn
    for tag, fn in SafeConstructor.yaml_constructors.items()
    if tag and tag.split(":")[-1] in {"null", "bool", "int", "float", "str", "timestamp"}
}
_CONSTRUCTOR = SafeConstructor()


@dataclass
class Document:
    """Plain data plus where each value and each mapping key stands in the file."""

    file: str
    data: Any
    values: dict = field(default_factory=dict)  # path -> (line, col)
    keys: dict = field(default_factory=dict)  # path -> (line, col) of the key itself

    def where(self, path: tuple, key: bool = False) -> tuple[int, int]:
        """The position of `path`, or of its nearest ancestor that is in the file."""
        if key and path in self.keys:
            return self.keys[path]
        while path:
            if path in self.values:
                return self.values[path]
            if path in self.keys:
                return self.keys[path]
            path = path[:-1]
        return self.values.get((), (1, 1))

    def problem(self, path: tuple, message: str, key: bool = False) -> Problem:
        line, col = self.where(path, key)
        return Problem(self.file, line, col, message)


def read(path: str, text: bytes | None = None) -> Document:
    """Read and compose `path`; raise Invalid with the file's own position on failure."""
    try:
        raw = text if text is not None else _read_bytes(path)
    except OSError as err:
        raise Invalid([Problem(path, 1, 1, f"cannot read the file: {err.strerror or err}")]) from None
    if len(raw) > MAX_BYTES:
        size = _size(path, raw)
        raise Invalid([Problem(
            path, 1, 1,
            f"the file is {size / 1_000_000:.1f} MB; a scenario or answer sheet describes one "
            f"hand and stays under {MAX_BYTES // 1000} KB, so split or trim it",
        )])
    try:
        source = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line, col = _position(raw[: err.start])
        raise Invalid([Problem(
            path, line, col,
            f"byte 0x{raw[err.start]:02x} is not UTF-8 text; save the file as UTF-8 "
            "(is it a YAML file at all?)",
        )]) from None
    if "\x00" in source:
        line, col = _position(source[: source.index("\x00")].encode())
        raise Invalid([Problem(path, line, col, "the file holds a NUL byte: it is binary, not YAML text")])
    try:
        node = yaml.compose(source, Loader=_Loader)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise Invalid([Problem(path, line, col, _yaml_message(err))]) from None
    except yaml.YAMLError as err:
        raise Invalid([Problem(path, 1, 1, f"not valid YAML: {err}")]) from None
    except RecursionError:
        raise Invalid([Problem(path, 1, 1, "the YAML is nested too deeply to be a scenario")]) from None
    doc = Document(path, None)
    if node is None:
        return doc
    walker = _Walker(doc)
    doc.data = walker.value(node, ())
    if walker.problems:
        raise Invalid(walker.problems)
    return doc


def _read_bytes(path: str) -> bytes:
    with open(path, "rb") as fh:
        return fh.read(MAX_BYTES + 1)


def _size(path: str, raw: bytes) -> int:
    try:
        return max(os.path.getsize(path), len(raw))
    except OSError:
        return len(raw)


def _position(prefix: bytes) -> tuple[int, int]:
    line = prefix.count(b"\n") + 1
    col = len(prefix) - (prefix.rfind(b"\n") + 1) + 1
    return line, col


def _yaml_message(err: yaml.MarkedYAMLError) -> str:
    what = " ".join(p for p in (err.context, err.problem) if p)
    hint = ""
    if "tab" in what.lower():
        hint = "; indent with spaces, not tabs"
    elif "mapping values are not allowed" in what:
        hint = "; put a space after each colon, or quote a text that holds ': '"
    return f"not valid YAML: {what}{hint}"


class _Walker:
    def __init__(self, doc: Document):
        self.doc = doc
        self.problems: list[Problem] = []
        self.nodes = 0

    def fail(self, node: yaml.Node, message: str) -> None:
        mark = node.start_mark
        self.problems.append(Problem(self.doc.file, mark.line + 1, mark.column + 1, message))

    def value(self, node: yaml.Node, path: tuple) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            if self.nodes == MAX_NODES + 1:
                self.fail(node, "the file expands to too many values (aliases?); write it out plainly")
            return None
        mark = node.start_mark
        self.doc.values[path] = (mark.line + 1, mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            return self.mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.value(item, path + (i,)) for i, item in enumerate(node.value)]
        return self.scalar(node)

    def scalar(self, node: yaml.ScalarNode) -> Any:
        build = _SCALARS.get(node.tag)
        if build is None:
            self.fail(node, f"the tag {node.tag} is not allowed here; remove it and write a plain value")
            return None
        try:
            return build(_CONSTRUCTOR, node)
        except (ConstructorError, ValueError) as err:
            self.fail(node, f"cannot read this value: {getattr(err, 'problem', err)}")
            return None

    def mapping(self, node: yaml.MappingNode, path: tuple) -> dict:
        out: dict = {}
        seen: dict = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                self.fail(key_node, "merge keys (<<) are not supported; write the keys out")
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self.fail(key_node, "a key must be a plain word or number, not a list or map")
                continue
            key = self.scalar(key_node)
            kmark = key_node.start_mark
            if key in seen:
                line, col = seen[key]
                self.fail(
                    key_node,
                    f"duplicate key '{key}' (first given at line {line}, column {col}); "
                    "YAML would silently keep only the last one, so keep just one",
                )
                continue
            seen[key] = (kmark.line + 1, kmark.column + 1)
            self.doc.keys[path + (key,)] = seen[key]
            out[key] = self.value(value_node, path + (key,))
        return out
