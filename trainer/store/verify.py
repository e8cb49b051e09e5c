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
- with a key (an audit key, a public key, or both: trainer.store.keys):
  bad-signature (the signature of the hash does not check: re-hashed by
  someone without the key), wrong-key (signed with a key not given: the key
  ids differ), unsigned (no signature where one is due; see signatures.py
  for when that is a failure and when a note);
- with checkpoints (checkpoint.py): removed, when the store no longer holds
  a checkpoint's last record, altered when that record has another hash.

A record whose stored text cannot be decoded (not UTF-8, not JSON, nested
deeper than the trainer ever writes) is altered. A record that is
self-consistent and linked, but that the next record is not chained to, was
changed and re-hashed (named altered); with a key, when its signature checks
it is genuine and a record after it was removed instead.

After a finding the walk resynchronises on the record it was at, so one
change gives one finding and later, separate changes are still found.
Without a key, a forger who rewrites every record from some point on and the
chain head cannot be told from the truth: the key is what makes that
detectable (and a checkpoint taken before, for the records it covers).

Records are streamed: verify holds one record and the one before it, never
the store. A record is first checked as stored: its content's canonical JSON
is put together from the stored text of its columns and hashed; only when
that does not give its hash is the record decoded, and judged as before (a
record the trainer wrote is stored canonical, so this is the same verdict).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator, Sequence

from ..vocab import JSON
from .base import Store
from .rows import Head
from .checkpoint import Checkpoint
from .findings import KINDS, TAMPER, Finding
from .keys import Keyring, PublicKey, keyring
from .record import GENESIS, undecodable_fields
from .links import Link, link_of
from .signatures import Signatures, head_findings, head_state, marker_of, noun, span as _span


@dataclass(frozen=True, slots=True)
class VerifyReport:
    ok: bool  # no tampering, no bad or foreign signature, no signature dropped after signed records
    records: int  # records read
    head: int | None  # the last record the trainer wrote, by the chain head
    key_checked: bool  # a key was given, so signatures were checked
    signed: int
    unsigned: int
    findings: tuple[Finding, ...] = field(default_factory=tuple)
    checkpoints: int = 0  # checkpoints the store was checked against
    head_hash: str | None = None  # the chain head's hash (what a checkpoint keeps)

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
                    f"give the key to check signatures."
        return text

    def to_json(self) -> dict[str, JSON]:
        return {"ok": self.ok, "records": self.records, "head": self.head, "key_checked": self.key_checked,
                "signed": self.signed, "unsigned": self.unsigned, "checkpoints": self.checkpoints,
                "head_hash": self.head_hash,
                "summary": self.summary(), "findings": [f.to_json() for f in self.findings]}


def verify(store: Store, key: str | Keyring | None = None, require_signed: bool = False,
           checkpoints: Sequence[Checkpoint] = (), every_signature: bool = False) -> VerifyReport:
    """Walk the whole chain of `store` as of one moment; with a key (an audit key's text, or a Keyring of audit
    and public keys), check each record's signature too; with checkpoints, check that the store still extends
    each. require_signed (needs a key): every record and the chain head must be signed.

    When the chain head carries a public key's signature that checks, it vouches for every record whose hash
    the chain carries up to it: the walk then checks the form of the records' own Ed25519 signatures only
    (each costs about 0.1 ms to check), and walks again checking every one as soon as anything is found.
    every_signature: check every one from the start (a signature column changed on its own, no result with
    it, is then found too)."""
    keys = keyring(key) if isinstance(key, str) or key is None else key
    if require_signed and not keys:
        raise ValueError("require_signed needs a key: without one no signature can be checked")

    def read() -> VerifyReport:
        with store.snapshot() as (head, rows):
            ring = keys or None
            vouched = (not every_signature and ring is not None and head is not None
                       and isinstance(ring.of(head.key_id), PublicKey) and head_state(head, ring) == "ok")
            report = walk(head, (link_of(row) for row in rows()), ring, require_signed, checkpoints, vouched)
            if vouched and not report.ok:  # walk again, checking every record's own signature
                report = walk(head, (link_of(row) for row in rows()), ring, require_signed, checkpoints)
            return report

    return store.reread(read)


# -- one stored row, as verify reads it -------------------------------------------------------------------------

def _who(r: Link) -> str:
    rec = r.record()
    return f"record {r.seq} ({rec.trainee}, scenario {rec.scenario}, graded {rec.graded_at})"


def _Who(r: Link) -> str:
    return "R" + _who(r)[1:]


def _changed(r: Link) -> str:
    rec = r.record()
    bad = undecodable_fields(rec)
    how = f"its {' and '.join(bad)} can no longer be decoded" if bad else "its content no longer matches its hash"
    return f"{_Who(r)} was changed after it was recorded: {how}."


def _rehashed(prev: Link, keys: Keyring | None) -> bool:
    """Whether a record the chain went through, and that the next record is not chained to, is best named as
    changed and re-hashed: always without a key (one changed row is the simplest explanation), with a key only
    when it is unsigned or signed with a key not given (a valid signature vouches for it, so what is missing
    comes after it, and a bad one is itself the finding)."""
    return keys is None or prev.signature is None or keys.of(prev.key_id) is None


def _signature_bad(prev: Link, keys: Keyring | None) -> bool:
    return keys is not None and prev.signature is not None and \
        keys.check(prev.key_id, prev.hash or "", prev.signature) == "bad"


def _pairs(rows: Iterable[Link]) -> Iterator[tuple[Link, Link | None]]:
    it = iter(rows)
    cur = next(it, None)
    while cur is not None:
        nxt = next(it, None)
        yield cur, nxt
        cur = nxt


class _Checkpoints:
    """Whether the store still extends each checkpoint: holds its last record, with its hash."""

    def __init__(self, checkpoints: Sequence[Checkpoint], keys: Keyring | None):
        self.wanted: dict[int, list[Checkpoint]] = {}
        self.findings: list[Finding] = []
        key = noun(keys)
        for cp in checkpoints:
            state = cp.signature_state(keys)
            if state in ("bad", "wrong-key"):
                why = "does not carry a valid signature" if state == "bad" else \
                    f"was signed with a key not given (key id {cp.key_id})"
                self.findings.append(Finding(None, "bad-signature" if state == "bad" else "wrong-key", (
                    f"{cp.name[0].upper() + cp.name[1:]} {why}: the checkpoint was changed, or made by someone "
                    f"without {key}; it is not used."), serious=True))
                continue
            if cp.seq > 0:
                self.wanted.setdefault(cp.seq, []).append(cp)

    def see(self, r: Link) -> None:
        for cp in self.wanted.pop(r.seq, ()):
            if r.hash != cp.hash:
                self.findings.append(Finding(r.seq, "altered", (
                    f"The store no longer extends {cp.name}: its record {r.seq} has another hash, so the records "
                    f"up to it were rewritten (or the store replaced) after the checkpoint was taken.")))

    def finish(self, last: int) -> None:
        for seq, cps in sorted(self.wanted.items()):
            for cp in cps:
                self.findings.append(Finding(min(seq, last + 1), "removed", (
                    f"The store no longer extends {cp.name}: it holds no record {seq} (it ends at "
                    f"{'record ' + str(last) if last else 'no record'}), so records were removed, the store "
                    f"wiped, or an older copy of it put back, after the checkpoint was taken."), seq))


def walk(head: Head | None, rows: Iterable[Link], keys: Keyring | None = None, require_signed: bool = False,
         checkpoints: Sequence[Checkpoint] = (), vouched: bool = False) -> VerifyReport:
    """The verdict on the chain `rows` under `head`. vouched: the head's public-key signature checked, so that
    records' own Ed25519 signatures need only have their form while the chain is intact (see verify)."""
    findings: list[Finding] = []
    if head is not None and head.damage:
        findings.append(Finding(None, "altered", f"The store's chain head was written outside the trainer: "
                                f"{head.damage}, so the end of the chain cannot be checked."))
        head = None
        damaged_head = True
    else:
        damaged_head = False
    state = head_state(head, keys)
    sigs = Signatures(keys, marker_of(head, state), require_signed, vouched)
    marks = _Checkpoints(checkpoints, keys)
    prev_flagged = False  # a finding already names the record the chain last went through
    exp_seq, exp_prev = 1, {GENESIS}  # what the next record must have to follow the chain
    prev: Link | None = None  # the last record the chain went through
    beyond_reported = False
    count = 0

    def add(seq: int | None, kind: str, message: str, through: int | None = None) -> None:
        findings.append(Finding(seq, kind, message, through))

    for r, nxt in _pairs(rows):
        count += 1
        seq = r.seq
        recomputed = r.recomputed
        self_ok = r.consistent
        if marks.wanted:
            marks.see(r)
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
            elif referenced and prev is not None and not prev_flagged and _rehashed(prev, keys):
                add(prev.seq, "altered", f"{_Who(prev)} was changed after it was recorded and its hash "
                    f"recomputed: record {r.seq} is still chained to its old hash. (Without the key, records "
                    f"removed after it and the rest renumbered would look the same.)")
            elif referenced and prev is not None and not prev_flagged and _signature_bad(prev, keys):
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

    last = prev.seq if prev else 0
    marks.finish(last)
    if head is None:
        if not damaged_head:
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
        findings += head_findings(head, last, state, sigs, require_signed)

    findings += sigs.findings
    findings += marks.findings
    findings.sort(key=lambda f: (f.seq if f.seq is not None else 0, KINDS.index(f.kind)))
    return VerifyReport(
        ok=not any(f.serious for f in findings),
        records=count, head=head.seq if head else None, key_checked=keys is not None,
        signed=sigs.signed, unsigned=sigs.unsigned, findings=tuple(findings), checkpoints=len(checkpoints),
        head_hash=head.hash if head else None,
    )
