"""An answer sheet once its file has been checked."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..yamlio.reader import Document


@dataclass(frozen=True)
class AnswerSheet:
    scenario: str
    trainee: str
    answer: dict[str, Any]  # FORMATS §3 keys, values canonical (cards as "10H", seats as ints)
    times: dict[str, float] = field(default_factory=dict)  # decision key -> seconds taken (sessions)
    incomplete: bool = False  # an interrupted session: saved, never graded
    source: str = "<sheet>"
    doc: Document | None = field(default=None, compare=False, repr=False)
    sha256: str | None = field(default=None, compare=False, repr=False)  # of the file's bytes as read
