"""The signature half of verify: each record's signature, and the chain head's with its marker.

With a key, a record that carries no signature is serious (a failure) when

- `--require-signed` was given (every record must be signed), or
- a signed record comes before it in the chain, or
- the chain head's marker (`signed_from`, the first signed record) is at or
  before it. The marker is taken from a head whose signature checks, or from
  an unsigned head (a marker can only make verify stricter, so an unsigned
  one is still believed); a head whose signature does not check is itself
  the finding, and its marker is not used;

and a note otherwise (recorded before the store was first signed).

The chain head, when the chain runs up to it: a marker beyond the head's
last record means records were cut off the end (this needs no key: the
trainer never writes one). With a key, a head whose signature does not
check, or that is unsigned although the store is signed (a marker or any
signed record), or unsigned under --require-signed, was rewritten without
the key: records after it were probably removed. This is not reported when
the last record's own signature is already the finding.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from .findings import Finding
from .keys import AuditKey, Keyring, PublicKey
from .record import head_message

if TYPE_CHECKING:
    from .rows import Head


class Signed(Protocol):
    """What the signature check reads of a record."""

    @property
    def hash(self) -> str | None: ...

    @property
    def key_id(self) -> str | None: ...

    @property
    def signature(self) -> str | None: ...


def noun(keys: Keyring | None) -> str:
    """How messages name the key: the audit key (HMAC), the signing key (Ed25519), or the key (both given)."""
    kinds = {isinstance(k, AuditKey) for k in keys.by_id.values()} if keys else {True}
    return "the audit key" if kinds == {True} else "the signing key" if kinds == {False} else "the key"


def _indefinite(key: str) -> str:
    return {"the audit key": "an audit key", "the signing key": "a signing key"}.get(key, "a key")


def span(first: int, last: int, noun: str = "Record") -> str:
    return f"{noun} {first}" if first == last else f"{noun}s {first}–{last}"


def head_state(head: Head | None, keys: Keyring | None) -> str:
    """ok, unsigned, wrong-key or bad, for the chain head and the keys given ("unchecked" without a key)."""
    if not keys or head is None or head.damage:
        return "unchecked"
    if head.signature is None:
        return "unsigned"
    return keys.check(head.key_id, head_message(head.seq, head.hash, head.signed_from), head.signature)


def marker_of(head: Head | None, state: str) -> int | None:
    """The first signed record by the chain head, when the head can be believed about it."""
    if head is None or state not in ("ok", "unsigned") or not isinstance(head.signed_from, int):
        return None
    return head.signed_from


@dataclass
class _Run:
    state: str  # ok, unsigned, bad-signature, wrong-key:KEYID
    first: int
    last: int
    after_signed: bool  # a signed record came before the run
    marked: bool  # the head's marker is at or before the run


class Signatures:
    """Checks signatures, grouping consecutive records in the same state into one finding."""

    def __init__(self, keys: Keyring | None, marker: int | None = None, require_signed: bool = False,
                 vouched: bool = False):
        self.keys = keys if keys else None
        # The chain head's public-key signature checks: if the chain runs intact up to it, it vouches for every
        # record's hash, so a record's own Ed25519 signature is only looked at (verify walks again, checking
        # each, when anything is found).
        self.vouched = vouched
        self.key = noun(keys)
        self.marker = marker
        self.require_signed = require_signed
        self.signed = self.unsigned = 0
        self.seen_signed = False
        self.run: _Run | None = None
        self.findings: list[Finding] = []
        self.last_serious: int | None = None  # the last record with a serious signature finding

    def state_of(self, r: Signed) -> str:
        if r.signature is None:
            return "unsigned"
        if self.keys is None:
            return "ok"
        key = self.keys.of(r.key_id)
        if key is None:
            return f"wrong-key:{r.key_id}"
        if self.vouched and isinstance(key, PublicKey):
            return "ok" if PublicKey.plausible(r.signature) else "bad-signature"
        return "ok" if key.check(r.hash or "", r.signature) else "bad-signature"

    def check(self, r: Signed, seq: int) -> None:
        state = self.state_of(r)
        if r.signature is None:
            self.unsigned += 1
        else:
            self.signed += 1
        if self.keys is not None:
            run = self.run
            marked = self.marker is not None and seq >= self.marker
            if run and run.state == state and run.last == seq - 1 and run.marked == marked:
                run.last = seq
            else:
                self.flush()
                self.run = _Run(state, seq, seq, self.seen_signed, marked)
        if r.signature is not None:
            self.seen_signed = True

    def flush(self) -> None:
        run, self.run = self.run, None
        if run is None or run.state == "ok":
            return
        first, last = run.first, run.last
        many = first != last
        one = "them" if many else "it"
        text = span(first, last)
        if run.state == "unsigned":
            if run.after_signed or run.marked or self.require_signed:
                if self.require_signed and not (run.after_signed or run.marked):
                    why = "and every record of this store must be signed (--require-signed)"
                elif run.after_signed:
                    why = "although earlier records are signed"
                else:
                    why = f"although the store's chain head says records are signed since record {self.marker}"
                self.findings.append(Finding(first, "unsigned", (
                    f"{text} carr{'y' if many else 'ies'} no signature {why}: recorded on a terminal without "
                    f"{self.key} ({self._envs()}), or rewritten by someone who dropped the signatures. "
                    f"Only the chain vouches for {one}."), last))
                self.last_serious = last
            else:
                self.findings.append(Finding(first, "unsigned", (
                    f"{text} {'were' if many else 'was'} recorded without {_indefinite(self.key)} "
                    f"({self._envs()} was not set), so there is no signature to check; only the chain vouches "
                    f"for {one}."), last, serious=False))
        elif run.state == "bad-signature":
            self.findings.append(Finding(first, "bad-signature", (
                f"{text} {'do' if many else 'does'} not carry a valid signature for {'their' if many else 'its'} "
                f"hash: rewritten and re-hashed by someone without {self.key}."), last))
            self.last_serious = last
        else:
            other = run.state.split(":", 1)[1]
            given = self.keys.ids if self.keys else ""
            self.findings.append(Finding(first, "wrong-key", (
                f"{text} {'were' if many else 'was'} signed with another {self.key.removeprefix('the ')} (key id "
                f"{other}), not the key given (key id {given}), so {'their' if many else 'its'} signatures could "
                f"not be checked. Verify again with the key whose id is {other}; if no such key was ever in use, "
                f"{'these records were' if many else 'this record was'} forged."), last))
            self.last_serious = last

    def _envs(self) -> str:
        return {"the audit key": "TRAINER_AUDIT_KEY", "the signing key": "TRAINER_SIGNING_KEY"}.get(
            self.key, "TRAINER_SIGNING_KEY or TRAINER_AUDIT_KEY")

    def finish(self, records: int) -> None:
        """The last run; with a key and not one signed record, the unsigned head fails verification.

        A store recorded with the key always ends in a signed head, so with the
        key given, a store whose head and records are all unsigned is either
        one that every signature and the marker were stripped from, or one that
        was never recorded with the key: the two cannot be told apart, and the
        inspector who gives the key expects signatures, so it fails.
        """
        self.flush()
        if self.keys is None or self.signed or not records or self.marker is not None:
            return  # a marker already says records were signed: the head's findings tell what was cut
        for i, f in enumerate(self.findings):
            if f.kind == "unsigned" and not f.serious:
                self.findings[i] = replace(f, serious=True, message=f.message + (
                    " No record and not the chain head is signed, so the key checks nothing: a store that was "
                    "signed and had every signature and its marker stripped looks exactly like this. If this store "
                    f"was never recorded with {self.key}, verify it without a key."))
                self.last_serious = f.through or f.seq
                return


def head_findings(head: Head | None, last: int | None, state: str, sigs: Signatures,
                  require_signed: bool) -> list[Finding]:
    """What the chain head says about the end of the chain, whose last record is `last` (0: the store holds
    none; see the module's docstring)."""

    if head is None or last is None or last != head.seq:
        return []
    seq = head.seq
    marker = head.signed_from
    if isinstance(marker, int) and marker > seq and state in ("unchecked", "ok", "unsigned"):
        return [Finding(seq + 1, "removed", (
            f"The store's chain head says records are signed since record {marker}, but names record {seq} as the "
            f"last the trainer wrote: the records from record {seq + 1} on were cut off the end, and the head "
            f"rewritten."))]
    if sigs.keys is None or sigs.last_serious == seq:
        return []
    if seq == 0 and state == "unsigned":
        return [Finding(1, "removed", (
            f"The store holds no record and its chain head is unsigned: a store whose records were all deleted and "
            f"whose head was reset (wiped) looks exactly like this, so with {sigs.key} given it fails. A store "
            f"that nothing was recorded into yet is verified without a key; a checkpoint taken before tells the "
            f"two apart."))]
    signed_store = isinstance(marker, int) or sigs.signed > 0
    if state in ("bad", "wrong-key") or (state == "unsigned" and (signed_store or require_signed)):
        how = "is unsigned although the store is signed" if state == "unsigned" else "does not carry a valid " \
            "signature"
        return [Finding(seq + 1, "removed", (
            f"The store's chain head, which says the trainer's last record is record {seq}, {how}: it was "
            f"rewritten by someone without {sigs.key}, and records after record {seq} were probably "
            f"removed."))]
    return []
