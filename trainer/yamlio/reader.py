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
from collections.abc import Callable
from typing import Any

import yaml

from ..files import NotAFile, regular_file_bytes
from .errors import Invalid, Problem
from .syntax import position, reader_problem, yaml_problem
from .walk import INT, MAP_TAG, MAX_DEPTH, MERGE, SEQ_TAG, STR, TOO_DEEP, Walker

try:  # The interpreter's own SHA-256 (same digests): hashlib would load OpenSSL, ~3 ms of every
    # start, to hash files of a few hundred bytes. _sha2 from Python 3.12, _sha256 before.
    from _sha2 import sha256 as _sha256  # type: ignore[import-not-found, unused-ignore]
except ImportError:
    try:
        from _sha256 import sha256 as _sha256  # type: ignore[import-not-found, no-redef, unused-ignore]
    except ImportError:
        from hashlib import sha256 as _sha256  # type: ignore[assignment, no-redef, unused-ignore]
# A plain scalar's text -> its tag, for short scalars and longer words (fault kinds, house keys), not
# digits. Bounded; it fills with the scalars every file repeats (keys, words, cards in their spellings).
_RESOLVED: dict[str, str] = {}
_RESOLVED_MAX = 4096
_ScalarNode, _MappingNode = yaml.ScalarNode, yaml.MappingNode
# PyYAML's stubs leave resolve() untyped; it returns the tag, a str.
_base_resolve: Callable[[type[yaml.Node], Any, Any], str] = yaml.resolver.Resolver().resolve


def _resolve(self: Any, kind: type[yaml.Node], value: Any, implicit: Any) -> str:
    """The tag the safe loader gives a node (YAML 1.1), with implicit tags memoised.

    The safe loader has no path resolvers, so a collection's tag is the default
    one, a quoted scalar's is str, and a plain scalar's is a pure function of its
    text; scenario files repeat the same short scalars (keys, cards, stakes,
    true/false) over and over, and PyYAML's resolver runs Python regexes for each.
    """
    if kind is _ScalarNode:
        if not implicit[0]:
            return STR
        tag = _RESOLVED.get(value)
        if tag is None:
            # Plain decimal digits are an int in YAML 1.1 (its int pattern; no float, timestamp or bool
            # pattern takes them), found without the regexes and memoised only up to 99 (seats, counts):
            # stakes are most of the scalars seen for the first time, and they would fill the memo.
            if value.isdigit() and value.isascii() and (value[0] != "0" or value == "0"):
                tag = INT
                if len(value) > 2:
                    return tag
            else:
                tag = _base_resolve(kind, value, implicit)
            if (len(value) <= 16 or len(value) <= 32 and value.isidentifier()) and len(_RESOLVED) < _RESOLVED_MAX:
                _RESOLVED[value] = tag
        return tag
    return MAP_TAG if kind is _MappingNode else SEQ_TAG


try:
    from yaml._yaml import CParser

    class _Loader(CParser):
        """libyaml's parser and composer alone: read() turns the nodes into values itself, so the
        safe loader's constructor and resolver need not be set up for every file (~4 % of composing)."""

        resolve = _resolve
        # The composer calls these two around every node, to follow path resolvers, of which the safe
        # loader has none. C callables that do nothing save two Python calls a node (~130,000 in
        # 1,000 scenario files): {}.get(parent, index) gives index back, ().__len__() gives 0.
        descend_resolver: Callable[[Any, Any], Any] = {}.get
        ascend_resolver: Callable[[], Any] = ().__len__
except ImportError:  # PyYAML built without libyaml
    class _Loader(yaml.SafeLoader):  # type: ignore[no-redef]
        resolve = _resolve
        descend_resolver: Callable[[Any, Any], Any] = {}.get  # type: ignore[assignment]
        ascend_resolver: Callable[[], Any] = ().__len__


MAX_BYTES = 1_000_000  # a scenario or answer sheet is a few kilobytes
_SAFE_OPENERS = 1_000  # fewer openers than this cannot nest deep enough to hurt libyaml


class Document:
    """Plain data, and the composed node tree that says where each value and key stands.

    Positions are found only when a message needs one, by following the path
    through the node tree: a file that is fine pays nothing for them. A map's
    keys are indexed the first time a message looks into it, so a file with
    thousands of problems in one map looks each one up at once, not by a scan.

    (A plain class, not a dataclass, with the dataclass's equality and repr:
    one is made per file, and @dataclass compiles its methods at every start.)
    """

    __slots__ = ("file", "data", "root", "sha256", "_keys")
    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value: unhashable, as a dataclass
    file: str
    data: Any
    root: Any  # the yaml node of the whole document, None for an empty file
    sha256: str | None  # of the bytes read: what a results store records, never read twice
    _keys: dict[int, dict[Any, tuple[yaml.Node, yaml.Node]]]

    def __init__(self, file: str, data: Any, root: Any = None, sha256: str | None = None) -> None:
        self.file = file
        self.data = data
        self.root = root
        self.sha256 = sha256
        self._keys = {}

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Document)
        return (self.file, self.data, self.root, self.sha256) == (other.file, other.data, other.root, other.sha256)

    def __repr__(self) -> str:
        return f"Document(file={self.file!r}, data={self.data!r}, root={self.root!r}, sha256={self.sha256!r})"

    def where(self, path: tuple[Any, ...], key: bool = False) -> tuple[int, int]:
        """The position of `path`, or of its nearest ancestor that is in the file."""
        node = self.node(path, key)
        return (1, 1) if node is None else _at(node)

    def node(self, path: tuple[Any, ...], key: bool = False) -> yaml.Node | None:
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

    def _pairs(self, node: yaml.MappingNode) -> dict[Any, tuple[yaml.Node, yaml.Node]]:
        """The map's keys as read() reads them -> (key node, value node), the first of duplicate keys."""
        pairs = self._keys.get(id(node))
        if pairs is None:
            pairs = self._keys[id(node)] = {}
            keys = Walker(Document("", None))  # its problems are read()'s to report, not ours
            for k, v in node.value:
                if k.__class__ is _ScalarNode and k.tag != MERGE:
                    pairs.setdefault(keys.key(k), (k, v))
        return pairs

    def problem(self, path: tuple[Any, ...], message: str, key: bool = False) -> Problem:
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
        loader = _Loader(source)  # what yaml.compose does, without a constructor and resolver to set up
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as err:
        raise Invalid([yaml_problem(path, source, err)]) from None
    except yaml.reader.ReaderError as err:
        raise Invalid([reader_problem(path, source, err)]) from None
    except yaml.YAMLError as err:
        raise Invalid([Problem(path, 1, 1, f"not valid YAML: {err}")]) from None
    except RecursionError:
        raise Invalid([Problem(path, 1, 1, "the YAML is nested too deeply to be a scenario")]) from None
    doc = Document(path, None, node, _sha256(raw).hexdigest())
    if node is None:
        return doc
    walker = Walker(doc)
    doc.data = walker.value(node)
    if walker.tally.listed:
        raise Invalid(walker.tally.problems())
    return doc


def _size(path: str, raw: bytes) -> int:
    try:
        return max(os.path.getsize(path), len(raw))
    except OSError:
        return len(raw)


class _TooDeep(Exception):
    def __init__(self, mark: yaml.Mark) -> None:
        self.mark = mark


class _DepthProbe(yaml.SafeLoader):
    """The pure-Python scanner, stopped as soon as the nesting passes MAX_DEPTH."""

    def fetch_more_tokens(self) -> None:
        super().fetch_more_tokens()
        if self.flow_level + len(self.indents) > MAX_DEPTH:
            raise _TooDeep(self.tokens[-1].start_mark if self.tokens else self.get_mark())


def _check_depth(path: str, source: str) -> None:
    """Refuse absurd nesting before libyaml sees it: its scanner is quadratic in
    the nesting depth and its composer recurses on the C stack (a segfault at
    ~100 000 levels). Only a file with many openers is scanned twice, and a
    syntax error found on the way is reported from here, so libyaml never
    reads past it to the deep part."""
    openers = source.count("[") + source.count("{")
    if openers + 2 * (len(source) + 1) <= _SAFE_OPENERS:
        return  # lead <= len(source): the bound below holds without measuring it
    lines = source.splitlines() or [""]
    lead = max(len(line) - len(line.lstrip(" -?")) for line in lines)
    if source.count("[") + source.count("{") + 2 * (lead + 1) <= _SAFE_OPENERS:
        return  # not even the whole file could nest that deep
    try:
        for _ in yaml.scan(source, Loader=_DepthProbe):
            pass
    except _TooDeep as deep:
        raise Invalid([Problem(path, deep.mark.line + 1, deep.mark.column + 1, TOO_DEEP)]) from None
