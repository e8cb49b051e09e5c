"""The lines of `trainer solve --json`, written piece by piece.

Each line is exactly `money.dumps(solution.to_json(lang), ensure_ascii=False)`:
the json module's text without indent (", " and ": " between items), every
string written by its own string writer (`encode_basestring`). The answers
go through the encoder; the explanations are written here, as most of a
hand's whys are sentences that many hands share: their JSON text is made
once (`solve.shared_texts`) instead of once per hand. The pieces of a whole
line are joined once.
"""
from __future__ import annotations

from json.encoder import encode_basestring
from typing import Any

from .i18n import text_in
from .money import dumps
from .sequence.solve import SequenceSolution
from .solve import Solution, shared_texts
from .vocab import Article


def json_text(solution: Solution, lang: str = "en") -> str:
    """One hand's line (FORMATS §4)."""
    out = ['{"format": 1, "scenario": ', encode_basestring(solution.scenario.id), ', "answer": ',
           dumps(solution.answer, ensure_ascii=False), ', "explain": ']
    _explain(solution.explain, lang, out)
    out.append("}")
    return "".join(out)


def sequence_json_text(solution: SequenceSolution, lang: str = "en") -> str:
    """A sequence's line (FORMATS §5): `answer.hands` and `explain.hands`."""
    answers = dumps({"hands": [hand.answer for hand in solution.hands]}, ensure_ascii=False)
    out = ['{"format": 1, "scenario": ', encode_basestring(solution.sequence.id), ', "answer": ', answers,
           ', "explain": {"hands": [']
    for i, hand in enumerate(solution.hands):
        if i:
            out.append(", ")
        _explain(hand.explain, lang, out)
    out.append("]}}")
    return "".join(out)


def _explain(explain: dict[str, dict[str, Any]], lang: str, out: list[str]) -> None:
    """to_json's `explain`, onto `out`: each key's articles and its why rendered in `lang`."""
    sep = "{"
    articles: list[Article] | None = None
    articles_json = ""
    for key, ex in explain.items():
        why = ex["why"]
        texts = shared_texts(why, lang)
        why_json = texts[1] if texts is not None else encode_basestring(text_in(why, lang))
        if ex["articles"] is not articles:  # the keys of a hand share a few lists (solve.solution_of)
            articles = ex["articles"]
            articles_json = _ARTICLES_JSON.get(tuple(articles)) or _articles_json(articles)
        out.append(f'{sep}"{key}": {{"articles": {articles_json}, "why": {why_json}}}')
        sep = ", "
    out.append("}" if explain else "{}")


def _articles_json(articles: list[Article]) -> str:
    text = _ARTICLES_JSON[tuple(articles)] = dumps(articles, ensure_ascii=False)
    return text


_ARTICLES_JSON: dict[tuple[Article, ...], str] = {}  # a key's articles -> their JSON text (a few dozen lists)
