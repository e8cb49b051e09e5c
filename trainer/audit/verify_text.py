"""`trainer audit verify` as text: each finding with the record it concerns, then a verdict."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n.format import plural
from ..store.findings import TAMPER
from .words import safe_text

if TYPE_CHECKING:
    from ..store.base import Store
    from ..store.record import Record
    from ..store.verify import VerifyReport


def records_of(results: Store, seqs: set[int]) -> dict[int, Record]:
    """The stored records with these numbers (those still there), in one pass that stops after the last."""
    found: dict[int, Record] = {}
    if not seqs:
        return found
    last = max(seqs)
    for record in results.records():
        if isinstance(record.seq, int) and record.seq > last:
            break
        if record.seq in seqs:
            found[record.seq] = record
    return found


def verify_text(report: VerifyReport, named: dict[int, Record]) -> str:
    if report.ok:
        lines = [f"ok: {_records(report)}, chain intact ({_signed(report)}){_extends(report)}"]
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
    lines.append(f"FAILED: {_records(report)} read, {_verdict(report)} ({_signed(report)})")
    return "\n".join(lines)


def _records(report: VerifyReport) -> str:
    return f"{report.records} {plural(report.records, 'record', 'records')}"


def _verdict(report: VerifyReport) -> str:
    kinds: dict[str, int] = {}
    for f in report.findings:
        if f.serious:
            n = (f.through - f.seq + 1) if f.seq and f.through else 1
            kinds[f.kind] = kinds.get(f.kind, 0) + n
    what = ", ".join(f"{n} {kind}" for kind, n in kinds.items())
    if any(kind in TAMPER for kind in kinds):
        return f"chain tampered with: {what}"
    return f"chain intact but signatures do not check: {what}"


def _extends(report: VerifyReport) -> str:
    n = report.checkpoints
    return f", extends the {n} checkpoint{'s' if n != 1 else ''} given" if n else ""


def _signed(report: VerifyReport) -> str:
    if report.signed and not report.key_checked:
        return "signed: yes, not checked: set TRAINER_AUDIT_KEY or give --public-key FILE to check the signatures"
    if report.signed and report.unsigned:
        return f"signed: {report.signed} of {report.records}"
    return f"signed: {'yes' if report.signed else 'no'}"
