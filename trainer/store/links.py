"""One stored record as verify walks the chain: its numbers, hashes and signature, and whether its stored text
hashes to its hash as it stands (a record the trainer wrote is stored canonical), decoded only when it does not.
"""
from __future__ import annotations

from hashlib import sha256
from json import JSONEncoder
from math import isfinite

from .record import FORMAT_FIELDS, Record, Undecodable, record_hash, undecodable_fields
from .rows import COLUMNS, JSON_COLUMNS, Row, record_from_row, text_of

_AT = {name: i for i, name in enumerate(COLUMNS)}
_ENCODE = JSONEncoder(ensure_ascii=False).encode  # a string as canonical() writes it
# Per record format: (the key's text, the column's place, JSON text?, the passed flag?) in canonical key order.
_PARTS = {fmt: tuple((("{" if i == 0 else ",") + _ENCODE(name) + ":", _AT[name], name in JSON_COLUMNS,
                      name == "passed") for i, name in enumerate(sorted(names)))
          for fmt, names in FORMAT_FIELDS.items()}
_SEQ, _PREV, _HASH, _KEY_ID, _SIGNATURE, _FORMAT = (
    _AT[n] for n in ("seq", "prev_hash", "hash", "key_id", "signature", "format"))


def _stored_content(row: Row) -> str | None:
    """The canonical JSON of a stored row's content, put together from its stored values (the JSON columns'
    text as it is), or None when a value is of a type that the trainer does not store as such, or the row's
    format is not one the trainer writes."""
    fmt = row[_FORMAT]
    parts_of = _PARTS.get(fmt) if isinstance(fmt, int) and type(fmt) is int else None
    if parts_of is None:
        return None
    parts: list[str] = []
    for prefix, at, is_json, is_flag in parts_of:
        value = row[at]
        kind = type(value)
        if kind is str:
            assert isinstance(value, str)
            text = value if is_json else _ENCODE(value)
        elif is_json:
            return None
        elif kind is bool or (is_flag and kind is int and value in (0, 1)):
            text = "true" if value else "false"
        elif kind is int:
            text = str(value)
        elif kind is float:  # the pass mark: as json writes a float (repr), never NaN or an infinity
            assert isinstance(value, float)
            if not isfinite(value):
                return None
            text = repr(value)
        elif value is None:
            text = "null"
        else:
            return None
        parts += (prefix, text)
    parts.append("}")
    return "".join(parts)


def _text_or_none(value: object) -> str | None:
    value = text_of(value)
    if value is None or isinstance(value, str):
        return value
    return Undecodable(str(value))  # a number where text belongs: written by hand


class Link:
    """One stored record as the walk sees it: its chain fields, the hash its content gives, and whether it is
    self-consistent (decodes, and gives its own hash). The Record itself is made only when a finding names it."""

    __slots__ = ("seq", "prev_hash", "hash", "key_id", "signature", "recomputed", "consistent", "row")

    def __init__(self, seq: int, prev_hash: str | None, hash_: str | None, kid: str | None, signature: str | None,
                 recomputed: str | None, consistent: bool, row: Row):
        self.seq, self.prev_hash, self.hash = seq, prev_hash, hash_
        self.key_id, self.signature = kid, signature
        self.recomputed, self.consistent, self.row = recomputed, consistent, row

    def record(self) -> Record:
        return record_from_row(self.row)


def link_of(row: Row) -> Link:
    seq, prev, h, kid, sig = row[_SEQ], row[_PREV], row[_HASH], row[_KEY_ID], row[_SIGNATURE]
    if (type(seq) is int and type(prev) is str and type(h) is str and (kid is None or type(kid) is str)
            and (sig is None or type(sig) is str)):
        assert isinstance(seq, int) and isinstance(prev, str) and isinstance(h, str)
        content = _stored_content(row)
        if content is not None and sha256((prev + "\n" + content).encode("utf-8")).hexdigest() == h:
            return Link(seq, prev, h, kid if isinstance(kid, str) else None, sig if isinstance(sig, str) else None,
                        h, True, row)
    r = record_from_row(row)
    recomputed = _safe_hash(r)
    prev_s, hash_s = _text_or_none(r.prev_hash), _text_or_none(r.hash)
    consistent = (recomputed is not None and recomputed == hash_s and not undecodable_fields(r)
                  and not isinstance(prev_s, Undecodable) and not isinstance(hash_s, Undecodable))
    number = r.seq if type(r.seq) is int else 0
    return Link(number, prev_s, hash_s, _text_or_none(r.key_id), _text_or_none(r.signature), recomputed,
                consistent, row)


def _safe_hash(r: Record) -> str | None:
    try:
        return record_hash(r)
    except (TypeError, ValueError, RecursionError):  # content that cannot be canonical JSON (e.g. infinity)
        return None


# -- the walk ---------------------------------------------------------------------------------------------------
