"""`trainer solve` on a sequence, as text: the answer key hand by hand, each key with its article and why."""
from __future__ import annotations

from ..i18n import cite, say, text_in
from ..report.answer_key import label, shown, width
from ..vocab import Key
from .solve import SequenceSolution


def sequence_text(solution: SequenceSolution, lang: str = "en") -> str:
    seq = solution.sequence
    wide = width(lang)
    lines = [f"{seq.id}  ({cite(list(seq.articles), lang)})", f"  {seq.title_in(lang)}"]
    count = len(solution.hands)
    for n, hand in enumerate(solution.hands, 1):
        lines.append(f"  {text_in(say('answer_key.hand', n=n, count=count), lang)}")
        for key, value in hand.answer.items():
            ex = hand.explain[key]
            plain = hand.scenario.in_bianco and key == Key.PROCEDURE and not value  # not "clean": played in bianco
            value_text = text_in(say("answer_key.none"), lang) if plain else shown(key, value, lang)
            lines.append(f"    {label(key, lang):<{wide}} {value_text}")
            lines.append(f"    {'':<{wide}}   {cite(ex['articles'], lang)}: {text_in(ex['why'], lang)}")
    return "\n".join(lines) + "\n"
