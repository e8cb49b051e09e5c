"""`trainer solve` on a sequence, as text: the answer key hand by hand, each key with its article and why."""
from __future__ import annotations

from ..i18n import cite, say, text_in
from ..report.answer_key import heading_lines, key_lines
from .solve import SequenceSolution


def sequence_text(solution: SequenceSolution, lang: str = "en", columns: int | None = None) -> str:
    seq = solution.sequence
    lines = heading_lines(seq.id, cite(list(seq.articles), lang), seq.title_in(lang), columns)
    count = len(solution.hands)
    for n, hand in enumerate(solution.hands, 1):
        lines.append(f"  {text_in(say('answer_key.hand', n=n, count=count), lang)}")
        lines += key_lines(hand, lang, "    ", columns, plain_procedure=bool(hand.scenario.in_bianco))
    return "\n".join(lines) + "\n"
