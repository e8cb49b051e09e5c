"""One recorded result, and the hashes that chain results together.

A `Record` is what the store keeps of one graded answer sheet: who, which
scenario (by id and by the SHA-256 of the scenario file's bytes), the answer
as given, every decision with its article and plain-English why, the score,
when and by which command it was graded, and the sheet's path. A sequence
(FORMATS §5) is one record: its answer is `{hands: [...]}` and each decision
carries its `hand`, which the hash covers like any other field.

The store adds the chain fields: `seq` (1, 2, 3 ...), `prev_hash` (the hash
of record seq-1; 64 zeros for record 1), `hash`, and, when a key was set at
recording time (trainer.store.keys), `key_id` and `signature`:

    content   = canonical JSON of Record.content()
                (sorted keys, no spaces, ensure_ascii=False, UTF-8; numbers
                as Python's json writes them, so amounts stay as they appear)
    hash      = SHA-256( prev_hash + "\\n" + content )           (hex)
    signature = HMAC-SHA256( audit key, hash )                  (hex), or
                Ed25519( signing key, hash )                    (base64)
    key_id    = the key's id (keys.py: 8 hex digits for an audit key,
                16 for a signing key)

The store's chain head (seq and hash of the last record written) carries
`signed_from`, the seq of the first record ever signed in the store (the
marker that the store is signed: set by the first signed record, never
cleared by the trainer), and is signed with the same key:

    head signature = the key's signature of "head:SEQ:HASH:signed-from:FIRST"

A head signed under schema version 1 has no marker; its signature covers
"head:SEQ:HASH" only, and verify checks it as such while signed_from is
empty (an attacker who empties signed_from of a later head breaks its
signature, since the text signed changes).

`seq` is not part of the content: the chain of prev_hash links fixes the
order, and verify checks that the numbers agree with it.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, fields, replace
from datetime import date, datetime, time, timezone
from typing import Mapping

from ..money import dumps
from ..vocab import JSON, Origin
from .keys import AUDIT_KEY_ENV, AuditKey, Signer, as_signer, hmac_key_id, hmac_sign
from .summary import summary_of

GENESIS = "0" * 64  # prev_hash of record 1
ORIGINS: tuple[Origin, ...] = tuple(Origin)
RECORD_FORMAT = 3  # what content() covers; stored with each record

# The fields a record's hash covers, in Record order, by the record's format: format 1 (before issue 19's
# items 7 and 15) without the pass mark and the provenance, which a record of format 1 does not have; format 2
# without the summary of its decisions (trainer.store.summary).
FORMAT_FIELDS: dict[int, tuple[str, ...]] = {
    1: ("format", "trainee", "scenario", "scenario_sha256", "answer", "decisions", "score",
        "max", "passed", "times", "graded_at", "origin", "sheet"),
}
FORMAT_FIELDS[2] = FORMAT_FIELDS[1] + ("pass_mark", "trainer_version", "rulebook_sha256", "proctor")
FORMAT_FIELDS[3] = FORMAT_FIELDS[2] + ("summary",)
CONTENT_FIELDS = FORMAT_FIELDS[RECORD_FORMAT]


@dataclass(frozen=True, slots=True)
class Record:
    trainee: str
    scenario: str  # scenario id
    scenario_sha256: str | None  # of the scenario file's bytes as graded; None if not read from a file
    # The JSON columns: as the trainer writes them, or as a tampered store gives them back (Undecodable text).
    answer: JSON  # the answer sheet's answer map, as given (FORMATS §3)
    decisions: JSON  # [{key, ok, expected, given, articles, why}], why in plain English (each with its hand
    # in a sequence)
    score: int
    max: int
    passed: bool
    times: JSON  # {decision key: seconds}, where known
    graded_at: str  # UTC, ISO 8601: 2026-11-01T09:30:00Z
    origin: str  # an Origin: "grade" | "train"
    sheet: str  # the answer sheet's path
    format: int = RECORD_FORMAT
    # Format 2 on: the pass mark the grade used (the fraction of decisions right that passes: 1.0 when every
    # decision must be right), and the provenance (None where not known).
    pass_mark: float | None = None
    trainer_version: str | None = None  # the trainer that graded it
    rulebook_sha256: str | None = None  # of the rulebook text in force (trainer.rulebook)
    proctor: str | None = None  # who administered the session (--proctor), where given
    # Format 3 on: the decisions as the views count them (trainer.store.summary), made by the store when the
    # record is added (chained); None in a record of an older format.
    summary: JSON = None
    # Set by the store when the record is added.
    seq: int | None = None
    prev_hash: str | None = None
    hash: str | None = None
    key_id: str | None = None
    signature: str | None = None

    def content(self) -> dict[str, object]:
        """What the hash covers: everything but the chain fields, as the record's format has them (a format no
        trainer wrote, as the latest: its hash then differs, since the format is part of it)."""
        names = FORMAT_FIELDS.get(self.format, CONTENT_FIELDS) if type(self.format) is int else CONTENT_FIELDS
        return {name: getattr(self, name) for name in names}

    def to_json(self) -> dict[str, object]:
        return asdict(self)

    @property
    def signed(self) -> bool:
        return self.signature is not None


def canonical(value: object) -> str:
    """Canonical JSON text: sorted keys, no spaces, non-ASCII kept, no NaN or infinity.

    A Decimal amount is written as `money.json_number` writes it: as the float of the same value
    would be (85.5, -60.0) whenever a float holds it exactly, so an amount's text, and so every
    hash, is what it was when amounts were floats."""
    return dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def chain_hash(prev_hash: str, content: Mapping[str, object]) -> str:
    """SHA-256 (hex) over the previous record's hash and this record's canonical content."""
    return hashlib.sha256((prev_hash + "\n" + canonical(content)).encode("utf-8")).hexdigest()


def record_hash(record: Record) -> str:
    return chain_hash(record.prev_hash or "", record.content())


def key_id(key: str) -> str:
    """Names an audit key without revealing it: the first 8 hex digits of its SHA-256."""
    return hmac_key_id(key)


def sign(key: str, message: str) -> str:
    """The audit key's (HMAC-SHA256) signature of a record's hash or the chain head's message."""
    return hmac_sign(key, message)


def head_message(seq: int, hash_hex: str, signed_from: int | None = None) -> str:
    """What the chain head's signature covers: with the marker of the first signed record (schema version 2),
    or without it (a head signed under version 1)."""
    if signed_from is None:
        return f"head:{seq}:{hash_hex}"
    return f"head:{seq}:{hash_hex}:signed-from:{signed_from}"


class Undecodable(str):
    """Stored text that cannot be read back as what the trainer wrote (not UTF-8, not JSON, nested deeper than
    the trainer ever nests): kept as text so that verify can name the record as altered."""


_DECODER = json.JSONDecoder()
MAX_DEPTH = 32  # the trainer's records nest 4 deep at most; deeper stored JSON was not written by it


def decode_json(text: str) -> JSON:
    """A stored JSON column, or Undecodable when it is not JSON the trainer could have written (not JSON, nested
    deeper than the trainer nests, or holding half of a surrogate pair)."""
    if isinstance(text, Undecodable):
        return text
    try:
        # As the trainer writes it (no space around the value), raw_decode reads all of it, as loads would;
        # anything else goes to loads, which also allows the spaces and names what is wrong.
        value, end = _DECODER.raw_decode(text)
        if end != len(text):
            value = json.loads(text)
    except (ValueError, RecursionError):
        try:
            value = json.loads(text)
        except (ValueError, RecursionError):
            return Undecodable(text)
    if "\\u" in text and _lone_surrogate(value):  # only an escape can write one; the trainer writes none
        return Undecodable(text)
    return Undecodable(text) if _nests_deeper(text, MAX_DEPTH) else value


def _lone_surrogate(value: JSON) -> bool:
    """Whether decoded JSON holds half of a surrogate pair (written as a \\ud800 escape): no text the trainer
    writes does (it stores UTF-8, which cannot hold one), and nothing can print it."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


_DROP = bytes(b for b in range(256) if b not in b'"[]{}')  # all but quotes and brackets
_ONE_KIND = bytes.maketrans(b"{}", b"[]")  # in JSON that decodes, brackets pair up: one kind is enough to count


def _nests_deeper(text: str, limit: int) -> bool:
    """Whether the lists and maps of `text`, which is JSON, nest more than `limit` deep. Measured on the text,
    not on the decoded value (far quicker, and any depth is safe to measure): escaped backslashes and quotes
    out, then all but quotes and brackets, then the strings, then the innermost brackets, one level a pass.
    `text` is JSON that decodes (decode_json asks only then), so its brackets pair up."""
    if len(text) <= limit or text.count("[") + text.count("{") <= limit:  # too short, or too few brackets
        return False
    raw = text.encode("utf-8", "surrogatepass")
    if b"\\" in raw:
        raw = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    kept = raw.translate(_ONE_KIND, _DROP)
    if len(kept) - kept.count(b'"') <= limit:  # too few brackets to nest that deep
        return False
    # Strings out: first the pairs of adjacent quotes, at C speed (an empty string goes; so does a closing quote
    # and the next opening one, which joins two strings with nothing between them into one: either way every
    # bracket outside the strings stays, and every one inside stays inside); then, where a string held a
    # bracket, the strings left, every quote left opening or closing one.
    left = kept.replace(b'""', b"")
    if b'"' in left:
        left = b"".join(left.split(b'"')[::2])
    for _ in range(limit):
        left = left.replace(b"[]", b"")  # every innermost pair at once, and no more: one level
        if not left:
            return False
    return bool(left)


def undecodable_fields(record: Record) -> list[str]:
    """The fields of a stored record that could not be decoded, in Record order."""
    return [name for name in FIELD_NAMES if isinstance(getattr(record, name), Undecodable)]


def signature_ok(key: str, message: str, signature: object) -> bool:
    """Whether `signature` is the audit key's signature of `message`."""
    return AuditKey(key).check(message, signature)


def audit_key() -> str | None:
    """The audit key from TRAINER_AUDIT_KEY, or None when it is unset or empty."""
    return os.environ.get(AUDIT_KEY_ENV) or None


def utc_iso(moment: datetime | None = None) -> str:
    """ISO 8601 in UTC to the second, with Z: 2026-11-01T09:30:00Z. A naive datetime is taken as UTC."""
    moment = moment or datetime.now(timezone.utc)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def since_iso(since: datetime | date | str) -> str:
    """A lower bound for graded_at in the stored form; a date means its midnight, UTC."""
    if isinstance(since, datetime):
        return utc_iso(since)
    if isinstance(since, date):
        return utc_iso(datetime.combine(since, time(0), timezone.utc))
    text = str(since).strip()
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"since must be a date or time in ISO 8601 (2026-11-01 or 2026-11-01T09:30:00Z); "
                         f"got {since!r}") from None
    return utc_iso(moment)


def chained(record: Record, seq: int, prev_hash: str, key: Signer | str | None) -> Record:
    """The record as stored after record seq-1 (whose hash is prev_hash), with the summary of its decisions
    (format 3 on), signed when a key is given (a Signer, or an audit key's text)."""
    if record.summary is None and type(record.format) is int and record.format >= 3:
        record = replace(record, summary=summary_of(record.decisions, record.times))
    content = record.content()
    canonical(content)  # refuse what cannot be hashed before anything is written
    h = chain_hash(prev_hash, content)
    signer = as_signer(key)
    return replace(record, seq=seq, prev_hash=prev_hash, hash=h,
                   key_id=signer.key_id if signer else None, signature=signer.sign(h) if signer else None)


FIELD_NAMES = tuple(f.name for f in fields(Record))
