"""`trainer audit verify` as text: each finding with the record it concerns, then a verdict."""
from __future__ import annotations

from ..store.verify import TAMPER
from .render import safe_text


def records_of(results, seqs: set) -> dict:
    """The stored records with these numbers (those still there), in one pass that stops after the last."""
    found = {}
    if not seqs:
        return found
    last = max(seqs)
    for record in results.records():
        if isinstance(record.seq, int) and record.seq > last:
            break
        if record.seq in seqs:
            found[record.seq] = record
    return found


def verify_text(report, named: dict) -> str:
    if report.ok:
        n = f"{report.records} record{'s' if report.records != 1 else ''}"
        lines = [f"ok: {n}, chain intact ({_signed(report)})"]
        lines += [f"note: {safe_text(f.message)}" for f in report.findings]
        return "\n".join(lines)
    lines = []
    for f in report.findings:
        if f.seq is None:
            where = "the chain head"
        elif f.through is not None and f.through != f.seq:
            where = f"records {f.seq}–{f.through}"
        elif f.seq in named:
            r = named[f.seq]
            where = (f"record {f.seq} (trainee {safe_text(r.trainee)}, scenario {safe_text(r.scenario)}, "
                     f"graded {safe_text(r.graded_at)})")
            if f.kind == "removed":  # the record named is there: what is gone comes before it
                where = "before " + where
        else:
            where = f"record {f.seq} (no longer in the store)"
        tag = f.kind if f.serious else f"{f.kind}, note"
        lines.append(f"{where}: {tag}")
        lines.append(f"  {safe_text(f.message)}")
    lines.append(f"FAILED: {report.records} record{'s' if report.records != 1 else ''} read, "
                 f"{_verdict(report)} ({_signed(report)})")
    return "\n".join(lines)


def _verdict(report) -> str:
    kinds: dict[str, int] = {}
    for f in report.findings:
        if f.serious:
            n = (f.through - f.seq + 1) if f.seq and f.through else 1
            kinds[f.kind] = kinds.get(f.kind, 0) + n
    what = ", ".join(f"{n} {kind}" for kind, n in kinds.items())
    if any(kind in TAMPER for kind in kinds):
        return f"chain tampered with: {what}"
    return f"chain intact but signatures do not check: {what}"


def _signed(report) -> str:
    if report.signed and not report.key_checked:
        return "signed: yes, not checked: set TRAINER_AUDIT_KEY to check the signatures"
    if report.signed and report.unsigned:
        return f"signed: {report.signed} of {report.records}"
    return f"signed: {'yes' if report.signed else 'no'}"
