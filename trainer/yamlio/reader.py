"""Line-aware YAML for files that people write by hand.

PyYAML silently keeps the last of two equal keys and forgets where values
came from. Here the file is composed into nodes by the (C, when available)
parser and then turned into plain Python values by hand, so that duplicate
keys are refused and every value keeps its line and column for messages.
Whatever the file holds, the result is a `Document` or a list of `Problem`s,
never a traceback.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from typing import Any

import yaml

from ..files import NotAFile, regular_file_bytes
from .errors import Invalid, KeyPath, Problem, Scalar
from .syntax import position, reader_problem, yaml_problem
from .walk import MAX_DEPTH, MERGE, TOO_DEEP, Walker

try:  # libyaml's parser, when PyYAML was built with it
    from yaml import CSafeLoader as _Loader
except ImportError:
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

MAX_BYTES = 1_000_000  # a scenario or answer sheet is a few kilobytes
_SAFE_OPENERS = 1_000  # fewer openers than this cannot nest deep enough to hurt libyaml


@dataclass(slots=True)
class Document:
    """Plain data, and the composed node tree that says where each value and key stands.

    Positions are found only when a message needs one, by following the path
    through the node tree. A map's keys are indexed the first time a message
    looks into it, so a file with thousands of problems in one map looks each
    one up at once, not by a scan.
    """

    file: str
    # The walk's scalars, lists and maps, narrowed by the checks (yamlio.check); `object` once
    # trainer/session/taglia_resume.py narrows what it reads with .get().
    data: Any  # Any: the session still reads it unnarrowed
    root: yaml.Node | None = None  # the yaml node of the whole document, None for an empty file
    sha256: str | None = None  # of the bytes read: what a results store records, never read twice
    _keys: dict[int, dict[Scalar, tuple[yaml.Node, yaml.Node]]] = field(
        init=False, default_factory=dict, compare=False, repr=False)

    def where(self, path: KeyPath, key: bool = False) -> tuple[int, int]:
        """The position of `path`, or of its nearest ancestor that is in the file."""
        node = self.node(path, key)
        return (1, 1) if node is None else _at(node)

    def node(self, path: KeyPath, key: bool = False) -> yaml.Node | None:
        """The node of `path` (of its key, with `key`), or of its nearest ancestor that is in the file."""
        node: yaml.Node | None = self.root
        if node is None:
            return None
        for i, step in enumerate(path):
            found = None
            if isinstance(node, yaml.MappingNode):
                pair = self._pairs(node).get(step)
                if pair is not None:
                    if key and i == len(path) - 1:
                        return pair[0]
                    found = pair[1]
            elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) \
                    and not isinstance(step, bool) and 0 <= step < len(node.value):
                found = node.value[step]
            if found is None:
                break
            node = found
        return node

    def _pairs(self, node: yaml.MappingNode) -> dict[Scalar, tuple[yaml.Node, yaml.Node]]:
        """The map's keys as read() reads them -> (key node, value node), the first of duplicate keys."""
        pairs = self._keys.get(id(node))
        if pairs is None:
            pairs = self._keys[id(node)] = {}
            keys = Walker("")  # its problems are read()'s to report, not ours
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode) and k.tag != MERGE:
                    pairs.setdefault(keys.key(k), (k, v))
        return pairs

    def problem(self, path: KeyPath, message: str, key: bool = False) -> Problem:
        line, col = self.where(path, key)
        return Problem(self.file, line, col, message)


def _at(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def read(path: str, text: bytes | None = None) -> Document:
    """Read and compose `path`; raise Invalid with the file's own position on failure."""
    try:
        raw = text if text is not None else regular_file_bytes(path, MAX_BYTES + 1)
    except NotAFile as err:
        raise Invalid([Problem(path, 1, 1, f"this is {err.kind}, not a regular file; a scenario or answer sheet "
                                           "is a file saved on disk: give its path")]) from None
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
        line, col = position(raw[: err.start].decode("utf-8-sig"))
        raise Invalid([Problem(
            path, line, col,
            f"byte 0x{raw[err.start]:02x} is not UTF-8 text; save the file as UTF-8 "
            "(is it a YAML file at all?)",
        )]) from None
    if "\x00" in source:
        line, col = position(source[: source.index("\x00")])
        raise Invalid([Problem(path, line, col, "the file holds a NUL byte: it is binary, not YAML text")])
    try:
        _check_depth(path, source)
        node = yaml.compose(source, Loader=_Loader)
    except yaml.MarkedYAMLError as err:
        raise Invalid([yaml_problem(path, source, err)]) from None
    except yaml.reader.ReaderError as err:
        raise Invalid([reader_problem(path, source, err)]) from None
    except yaml.YAMLError as err:
        raise Invalid([Problem(path, 1, 1, f"not valid YAML: {err}")]) from None
    except RecursionError:
        raise Invalid([Problem(path, 1, 1, "the YAML is nested too deeply to be a scenario")]) from None
    doc = Document(path, None, node, hashlib.sha256(raw).hexdigest())
    if node is None:
        return doc
    walker = Walker(path)
    doc.data = walker.value(node)
    if walker.tally.listed:
        raise Invalid(walker.tally.problems())
    return doc


def _size(path: str, raw: bytes) -> int:
    try:
        return max(os.path.getsize(path), len(raw))
    except OSError:
        return len(raw)


_OPENERS = (yaml.BlockMappingStartToken, yaml.BlockSequenceStartToken, yaml.FlowMappingStartToken,
            yaml.FlowSequenceStartToken)
_CLOSERS = (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)


def _check_depth(path: str, source: str) -> None:
    """Refuse absurd nesting before libyaml sees it: its scanner is quadratic in
    the nesting depth and its composer recurses on the C stack (a segfault at
    ~100 000 levels). Only a file with many openers is scanned twice (by
    PyYAML's own scanner, which stops as soon as the nesting passes MAX_DEPTH),
    and a syntax error found on the way is reported from here, so libyaml never
    reads past it to the deep part."""
    openers = source.count("[") + source.count("{")
    if openers + 2 * (len(source) + 1) <= _SAFE_OPENERS:
        return  # lead <= len(source): the bound below holds without measuring it
    lines = source.splitlines() or [""]
    lead = max(len(line) - len(line.lstrip(" -?")) for line in lines)
    if openers + 2 * (lead + 1) <= _SAFE_OPENERS:
        return  # not even the whole file could nest that deep
    depth = 0
    for token in yaml.scan(source, Loader=yaml.SafeLoader):
        if isinstance(token, _OPENERS):
            depth += 1
            if depth > MAX_DEPTH:
                mark = token.start_mark
                raise Invalid([Problem(path, mark.line + 1, mark.column + 1, TOO_DEEP)])
        elif isinstance(token, _CLOSERS):
            depth -= 1
