"""Walk the results chain and say, in plain English, where it was tampered with.

For each record in seq order verify asks three things:

- does its content still give its hash (self-consistent)?
- does its prev_hash name the record before it (linked)?
- does the record after it (or, for the last one, the chain head) name its hash (referenced)?

and decides:

- altered:  content that no longer gives the hash while the chain still runs
            through the record (linked or referenced), a number that
            disagrees with the chain, or a last record other than the head's;
- removed:  a gap in the numbers where the chain breaks, a record chained to
            a record that is no longer there, or records missing from the end
            (the chain head names a later record; with a key, also a chain
            head rewritten without the key to hide a cut);
- inserted: a record the chain passes over (the next one is chained to the
            one before it), or one after the last record the trainer wrote
            (beyond the chain head);
- with a key: bad-signature (the HMAC of the hash does not match: re-hashed
  by someone without the key), wrong-key (signed with another key: the
  key ids differ), unsigned (no signature where one is due; see
  signatures.py for when that is a failure and when a note).

A record whose stored text cannot be decoded (not UTF-8, not JSON, nested
deeper than the trainer ever writes) is altered. A record that is
self-consistent and linked, but that the next record is not chained to, was
changed and re-hashed (named altered); with a key, when its signature checks
it is genuine and a record after it was removed instead.

After a finding the walk resynchronises on the record it was at, so one
change gives one finding and later, separate changes are still found.
Without a key, a forger who rewrites every record from some point on and the
chain head cannot be told from the truth: the key is what makes that
detectable.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from .base import Head, Store
from .record import GENESIS, Record, key_id, record_hash, signature_ok, undecodable_fields
from .findings import KINDS, TAMPER, Finding
from .signatures import Signatures, head_findings, head_state, marker_of, span as _span

@dataclass(frozen=True)
class VerifyReport:
    ok: bool  # no tampering, no bad or foreign signature, no signature dropped after signed records
    records: int  # records read
    head: int | None  # the last record the trainer wrote, by the chain head
    key_checked: bool  # a key was given, so signatures were checked
    signed: int
    unsigned: int
    findings: tuple[Finding, ...] = field(default_factory=tuple)

    @property
    def first(self) -> Finding | None:
        """The first serious finding in chain order."""
        return next((f for f in self.findings if f.serious), None)

    def summary(self) -> str:
        n = f"{self.records} record{'s' if self.records != 1 else ''}"
        first = None if self.ok else self.first  # not ok: there is a serious finding
        if first is None:
            text = f"The results chain is intact: {n}, none altered, removed or inserted."
        else:
            where = f"record {first.seq}" if first.seq else "the chain head"
            lead = "has been tampered with" if any(f.kind in TAMPER for f in self.findings) \
                else "holds together, but its signatures do not all check"
            text = f"The results chain {lead}: {n} read; the first problem is at {where} ({first.kind}): " \
                   f"{first.message}"
        if self.key_checked:
            text += f" Signed records: {self.signed}; unsigned: {self.unsigned}."
        elif self.signed:
            text += f" {self.signed} signed record{'s were' if self.signed != 1 else ' was'} not checked: " \
                    f"give the audit key to check signatures."
        return text

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "records": self.records, "head": self.head, "key_checked": self.key_checked,
                "signed": self.signed, "unsigned": self.unsigned, "summary": self.summary(),
                "findings": [f.to_json() for f in self.findings]}


def verify(store: Store, key: str | None = None, require_signed: bool = False) -> VerifyReport:
    """Walk the whole chain of `store` as of one moment; with `key`, check each record's signature too.
    require_signed (needs the key): every record and the chain head must be signed."""
    if require_signed and not key:
        raise ValueError("require_signed needs the audit key: without it no signature can be checked")
    with store.snapshot() as (head, rows):
        return walk(head, rows, key or None, require_signed)


def _seq(r: Record) -> int:
    """A stored record's number; the store's primary key, so never None once read back."""
    return r.seq if r.seq is not None else 0


def _who(r: Record) -> str:
    return f"record {r.seq} ({r.trainee}, scenario {r.scenario}, graded {r.graded_at})"


def _Who(r: Record) -> str:
    return "R" + _who(r)[1:]


def _safe_hash(r: Record) -> str | None:
    try:
        return record_hash(r)
    except (TypeError, ValueError, RecursionError):  # content that cannot be canonical JSON (e.g. infinity)
        return None


def _changed(r: Record) -> str:
    bad = undecodable_fields(r)
    how = f"its {' and '.join(bad)} can no longer be decoded" if bad else "its content no longer matches its hash"
    return f"{_Who(r)} was changed after it was recorded: {how}."


def _rehashed(prev: Record, key: str | None) -> bool:
    """Whether a record the chain went through, and that the next record is not chained to, is best named as
    changed and re-hashed: always without a key (one changed row is the simplest explanation), with a key only
    when it is unsigned or signed with another key (a valid signature vouches for it, so what is missing comes
    after it, and a bad one is itself the finding)."""
    return key is None or prev.signature is None or (prev.key_id not in (None, key_id(key)))


def _signature_bad(prev: Record, key: str | None) -> bool:
    return key is not None and prev.signature is not None and not signature_ok(key, prev.hash or "", prev.signature)


def _pairs(rows: Iterable[Record]) -> Iterator[tuple[Record, Record | None]]:
    it = iter(rows)
    cur = next(it, None)
    while cur is not None:
        nxt = next(it, None)
        yield cur, nxt
        cur = nxt


def walk(head: Head | None, rows: Iterable[Record], key: str | None = None,
         require_signed: bool = False) -> VerifyReport:
    findings: list[Finding] = []
    state = head_state(head, key)
    sigs = Signatures(key, marker_of(head, state), require_signed)
    prev_flagged = False  # a finding already names the record the chain last went through
    exp_seq, exp_prev = 1, {GENESIS}  # what the next record must have to follow the chain
    prev: Record | None = None  # the last record the chain went through
    beyond_reported = False
    count = 0

    def add(seq: int | None, kind: str, message: str, through: int | None = None) -> None:
        findings.append(Finding(seq, kind, message, through))

    for r, nxt in _pairs(rows):
        count += 1
        seq = _seq(r)
        recomputed = _safe_hash(r)
        self_ok = recomputed is not None and recomputed == r.hash and not undecodable_fields(r)
        found_before = len(findings)
        links = r.prev_hash in exp_prev
        if nxt is not None:
            nxt_prev = nxt.prev_hash
        elif head is not None and head.seq == r.seq:
            nxt_prev = head.hash
        else:
            nxt_prev = None
        referenced = nxt_prev is not None and nxt_prev in (r.hash, recomputed)
        skip = False  # an inserted record the chain does not go through
        before = f"record {prev.seq}" if prev else "the start of the chain"

        if head is not None and seq > head.seq:
            if not beyond_reported:
                beyond_reported = True
                add(r.seq, "inserted", f"{_Who(r)} was added outside the trainer: the last record the "
                    f"trainer wrote is record {head.seq}, by the store's chain head.")
        elif seq > exp_seq and not links:
            add(exp_seq, "removed", f"{_span(exp_seq, seq - 1)} {'is' if seq - 1 == exp_seq else 'are'} "
                f"missing: record {seq} comes next, and it is not chained to {before}.", seq - 1)
            if not self_ok:
                add(r.seq, "altered", _changed(r))
        elif not self_ok:
            if links or referenced or nxt is None or nxt.prev_hash not in exp_prev:
                add(r.seq, "altered", _changed(r))
            else:
                skip = True
                add(r.seq, "inserted", f"{_Who(r)} was inserted: record {nxt.seq} is chained directly "
                    f"to {before}, and record {r.seq} does not match its own hash.")
        elif not links:
            if prev is not None and r.prev_hash == prev.prev_hash:
                add(prev.seq, "inserted", f"{_Who(prev)} was inserted: record {r.seq} is chained "
                    f"directly to the record before it, so record {prev.seq} was never part of the chain.")
            elif nxt is not None and nxt.prev_hash in exp_prev:
                skip = True
                add(r.seq, "inserted", f"{_Who(r)} was inserted: it is not chained to {before}, and "
                    f"record {nxt.seq} is chained past it.")
            elif referenced and prev is not None and not prev_flagged and _rehashed(prev, key):
                add(prev.seq, "altered", f"{_Who(prev)} was changed after it was recorded and its hash "
                    f"recomputed: record {r.seq} is still chained to its old hash. (Without the audit key, records "
                    f"removed after it and the rest renumbered would look the same.)")
            elif referenced and prev is not None and not prev_flagged and _signature_bad(prev, key):
                pass  # its bad signature is the finding: changed and re-hashed without the key
            elif referenced:
                add(r.seq, "removed", f"A record is missing before record {r.seq}: record {r.seq} is chained to a "
                    f"record that is no longer in the store, not to {before} (records were removed and the rest "
                    f"renumbered, or {before} was replaced).")
            else:
                add(r.seq, "inserted", f"{_Who(r)} does not fit the chain: it is not chained to "
                    f"{before}, and nothing after it is chained to it.")
        elif r.seq != exp_seq:
            add(r.seq, "altered", f"Record {r.seq} was renumbered: in the chain it comes right after {before}, so "
                f"its number should be {exp_seq}.")

        if skip:
            exp_seq = seq + 1
            continue
        prev_flagged = len(findings) > found_before
        sigs.check(r, seq)
        exp_prev = {h for h in (r.hash, recomputed) if h}
        exp_seq = seq + 1
        prev = r
    sigs.finish(count)

    last = _seq(prev) if prev else 0
    if head is None:
        add(None, "removed", "The store's chain head is gone, so records removed from the end could not be "
            "detected; the store was damaged or tampered with.")
    elif head.seq > last and not beyond_reported:
        add(last + 1, "removed", f"{_span(last + 1, head.seq)} {'is' if head.seq == last + 1 else 'are'} missing "
            f"from the end: the trainer wrote {head.seq} records, and the store now "
            f"{'ends at record ' + str(last) if last else 'holds none'}.", head.seq)
    elif prev is not None and head.seq == last and last and head.hash not in exp_prev:
        add(last, "altered", f"{_Who(prev)} is not the record the trainer wrote last: its hash "
            f"differs from the one kept in the store's chain head.")
    else:
        findings += head_findings(head, prev, state, sigs, require_signed)

    findings += sigs.findings
    findings.sort(key=lambda f: (f.seq if f.seq is not None else 0, KINDS.index(f.kind)))
    return VerifyReport(
        ok=not any(f.serious for f in findings),
        records=count, head=head.seq if head else None, key_checked=key is not None,
        signed=sigs.signed, unsigned=sigs.unsigned, findings=tuple(findings),
    )
