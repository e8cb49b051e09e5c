"""An answer sheet once its file has been checked."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.answer import Answer
from ..io.plain import answer_from_plain

if TYPE_CHECKING:
    from ..yamlio.reader import Document


@dataclass(frozen=True)
class AnswerSheet:
    scenario: str
    trainee: str
    # FORMATS §3 keys, values canonical (cards as "10H", seats as ints); for a sequence (FORMATS §5)
    # {"hands": [ANSWER, ...]}, one such map per hand answered
    answer: dict[str, Any]
    times: dict[str, Any] = field(default_factory=dict)  # decision key -> seconds ({"hands": [...]} for a sequence)
    incomplete: bool = False  # an interrupted session: saved, never graded
    source: str = "<sheet>"
    doc: Document | None = field(default=None, compare=False, repr=False)
    sha256: str | None = field(default=None, compare=False, repr=False)  # of the file's bytes as read

    @property
    def is_sequence(self) -> bool:
        """A sheet that answers a sequence: `answer: {hands: [...]}`."""
        return "hands" in self.answer

    @property
    def answers(self) -> tuple[Answer, ...]:
        """Its answers, typed: one per hand answered (a one-hand sheet's one answer)."""
        return tuple(map(answer_from_plain, self.hands)) if self.is_sequence else (answer_from_plain(self.answer),)

    @property
    def hands(self) -> tuple[dict[str, Any], ...]:
        """A sequence sheet's answers, hand 1 first (an empty map for a hand left blank); () for one hand."""
        return tuple(self.answer.get("hands", ()))
