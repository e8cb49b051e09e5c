"""What `trainer audit verify` can find wrong with a results store: one finding per change."""
from __future__ import annotations

from dataclasses import dataclass

from ..vocab import JSON

TAMPER = ("altered", "removed", "inserted")
KINDS = TAMPER + ("bad-signature", "wrong-key", "unsigned")


@dataclass(frozen=True, slots=True)
class Finding:
    seq: int | None  # the first record concerned (None: the store as a whole)
    kind: str  # one of KINDS
    message: str  # one plain-English sentence or two, for an inspector
    through: int | None = None  # the last record concerned, when a run of records
    serious: bool = True  # False only for unsigned records that no signed record precedes

    def to_json(self) -> dict[str, JSON]:
        return {"seq": self.seq, "through": self.through, "kind": self.kind, "message": self.message,
                "serious": self.serious}
