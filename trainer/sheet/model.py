"""An answer sheet once its file has been checked."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast, TYPE_CHECKING, Any, Union

from ..engine.answer import Answer
from ..io.plain import Plain, answer_from_plain

if TYPE_CHECKING:
    from ..yamlio.reader import Document

# One hand's answer: FORMATS §3 keys, values canonical (cards as "10H", seats as ints), as trainer.io.plain
# writes them.
HandAnswer = dict[str, Plain]
# A sheet's answer: one hand's, or for a sequence (FORMATS §5) {"hands": [HandAnswer, ...]}, one per hand answered.
SheetAnswer = Union[HandAnswer, dict[str, list[HandAnswer]]]
# Seconds per decision key, or for a sequence {"hands": [{key: seconds}, ...]}.
SheetTimes = Union[dict[str, float], dict[str, list[dict[str, float]]]]


@dataclass(frozen=True)
class AnswerSheet:
    scenario: str
    trainee: str
    answer: SheetAnswer
    # A SheetTimes, which trainer/session/taglia_resume.py reads as times.get("hands", []) without narrowing.
    times: dict[str, Any] = field(default_factory=dict)  # Any: a SheetTimes the session reads unnarrowed
    incomplete: bool = False  # an interrupted session: saved, never graded
    source: str = "<sheet>"
    doc: Document | None = field(default=None, compare=False, repr=False)
    sha256: str | None = field(default=None, compare=False, repr=False)  # of the file's bytes as read
    # The keys confirmed with Enter rather than typed (trainer train's offered answers), one tuple per hand;
    # () when the sheet says nothing of it. Never graded: a confirmed answer scores as a typed one.
    confirmed: tuple[tuple[str, ...], ...] = ()

    @property
    def is_sequence(self) -> bool:
        """A sheet that answers a sequence: `answer: {hands: [...]}`."""
        return "hands" in self.answer

    @property
    def answers(self) -> tuple[Answer, ...]:
        """Its answers, typed: one per hand answered (a one-hand sheet's one answer)."""
        return tuple(map(answer_from_plain, self.hands)) if self.is_sequence else (answer_from_plain(self.answer),)

    @property
    def hands(self) -> tuple[HandAnswer, ...]:
        """A sequence sheet's answers, hand 1 first (an empty map for a hand left blank); () for one hand."""
        hands = self.answer.get("hands")
        if not isinstance(hands, list):
            return ()
        # The loader wrote {"hands": [HandAnswer, ...]} (a settlement's list of maps lies inside a hand, not here).
        return tuple(cast(HandAnswer, h) for h in hands if isinstance(h, dict))
