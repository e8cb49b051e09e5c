"""Checkpoints: an independent copy of the chain's head, kept away from the store.

`trainer audit checkpoint --out FILE` verifies the store and writes its head as one JSON object:

    {"format": 1, "kind": "trainer-checkpoint", "store": WHERE (password never shown),
     "seq": N, "hash": HEX, "taken": "2026-11-01T09:30:00Z", "key_id": ID | null, "signature": SIG | null}

`seq` and `hash` are those of the store's last record (0 and 64 zeros for a store that holds none). The
signature, when a key was set (the signing key, else the audit key), is that key's signature (keys.py) of
"checkpoint:" + the canonical JSON of the object without key_id and signature (sorted keys, no spaces).

`trainer audit verify --checkpoint FILE...` fails when the store no longer extends a checkpoint: its record
N is gone (a wipe, an older copy put back, a cut tail) or has another hash (the chain rewritten up to it).
A record's hash covers the hash of the one before it, so one hash fixes every record up to N.
"""
from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass

from .keys import Keyring, Signer
from .record import GENESIS, canonical, utc_iso

KIND = "trainer-checkpoint"
FORMAT = 1
MAX_FILE = 64 * 1024  # a checkpoint is a few hundred bytes
_HEX = frozenset("0123456789abcdef")


class CheckpointError(ValueError):
    """A checkpoint file that cannot be read as one; the message names the file and says why."""


@dataclass(frozen=True, slots=True)
class Checkpoint:
    seq: int
    hash: str
    taken: str  # UTC, ISO 8601
    store: str  # where it was taken, as messages name the store
    key_id: str | None = None
    signature: str | None = None
    source: str = ""  # the file it was read from

    def body(self) -> dict[str, object]:
        return {"format": FORMAT, "kind": KIND, "store": self.store, "seq": self.seq, "hash": self.hash,
                "taken": self.taken}

    def message(self) -> str:
        """What its signature covers."""
        return "checkpoint:" + canonical(self.body())

    def to_json(self) -> dict[str, object]:
        return {**self.body(), "key_id": self.key_id, "signature": self.signature}

    def signature_state(self, keys: Keyring | None) -> str:
        """ok, bad, wrong-key (signed with a key not given), unsigned, or unchecked (no key given)."""
        if self.signature is None:
            return "unsigned"
        if not keys:
            return "unchecked"
        return keys.check(self.key_id, self.message(), self.signature)

    @property
    def name(self) -> str:
        return f"the checkpoint {self.source or '(unnamed)'} (record {self.seq}, taken {self.taken})"


def take(seq: int, hash_hex: str, store: str, signer: Signer | None, taken: str | None = None) -> Checkpoint:
    plain = Checkpoint(seq=seq, hash=hash_hex, taken=taken or utc_iso(), store=store)
    if signer is None:
        return plain
    return Checkpoint(plain.seq, plain.hash, plain.taken, plain.store, signer.key_id, signer.sign(plain.message()))


def text(cp: Checkpoint) -> str:
    return json.dumps(cp.to_json(), ensure_ascii=False, indent=1) + "\n"


def read(path: str) -> Checkpoint:
    """The checkpoint in the file `path`; CheckpointError when it is not one."""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise CheckpointError(f"{path} is not a checkpoint: not a regular file")
        if st.st_size > MAX_FILE:
            raise CheckpointError(f"{path} is not a checkpoint: {st.st_size:,} bytes (a checkpoint is a few hundred)")
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE + 1)
    except OSError as err:
        raise CheckpointError(f"cannot read the checkpoint {path}: {err.strerror}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise CheckpointError(f"{path} is not a checkpoint: not JSON (UTF-8)") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise CheckpointError(f"{path} is not a checkpoint: its kind is not {KIND!r}")
    if data.get("format") != FORMAT or type(data.get("format")) is not int:
        raise CheckpointError(f"{path} is a checkpoint of format {data.get('format')!r}; this trainer reads "
                              f"format {FORMAT}")
    seq, hash_hex, taken, store = data.get("seq"), data.get("hash"), data.get("taken"), data.get("store")
    kid, signature = data.get("key_id"), data.get("signature")
    if type(seq) is not int or seq < 0:
        raise CheckpointError(f"{path} is not a checkpoint: its seq is not a record number")
    if not isinstance(hash_hex, str) or len(hash_hex) != 64 or not set(hash_hex) <= _HEX:
        raise CheckpointError(f"{path} is not a checkpoint: its hash is not a SHA-256 in hex")
    if (seq == 0) != (hash_hex == GENESIS):
        raise CheckpointError(f"{path} is not a checkpoint: only record 0 (an empty store) has the hash of zeros")
    if not isinstance(taken, str) or not isinstance(store, str):
        raise CheckpointError(f"{path} is not a checkpoint: its taken or store is not text")
    if (kid is None) != (signature is None) or not all(v is None or isinstance(v, str) for v in (kid, signature)):
        raise CheckpointError(f"{path} is not a checkpoint: its key_id and signature go together, as text")
    extra = set(data) - {"format", "kind", "store", "seq", "hash", "taken", "key_id", "signature"}
    if extra:
        raise CheckpointError(f"{path} is not a checkpoint: it holds {', '.join(sorted(extra))}, which the "
                              f"trainer never writes")
    return Checkpoint(seq, hash_hex, taken, store, kid if isinstance(kid, str) else None,
                      signature if isinstance(signature, str) else None, source=path)
