"""The catalog for people: the terminal text of `trainer rules`, its JSON lines, and docs/rules.md."""
from __future__ import annotations

import json
import textwrap
from typing import Iterable

from . import Kind, Topic, all_topics
from ..vocab import Article

_LABELS = {
    "en": {"premise": "premise", "article": "Art. {n}", "see": "Articles", "heading": {
        Kind.PREMISE: "The game", Kind.ARTICLE: "Articles", Kind.RULING: "Rulings",
        Kind.HOUSE_RULE: "House rules", Kind.STEP: "Procedure steps"}},
    "it": {"premise": "premessa", "article": "Art. {n}", "see": "Articoli", "heading": {
        Kind.PREMISE: "Il gioco", Kind.ARTICLE: "Articoli", Kind.RULING: "Decisioni",
        Kind.HOUSE_RULE: "Regole della casa", Kind.STEP: "Passi della procedura"}},
}


def cited(articles: Iterable[Article], lang: str) -> str:
    """Articles as a reader says them: "premise, Art. 7" / "premessa, Art. 7"."""
    words = _LABELS[lang]
    return ", ".join(str(words["premise"]) if a == "premise" else str(words["article"]).format(n=a)
                     for a in articles)


def name(t: Topic, lang: str) -> str:
    """How a topic is headed: "R9", "Art. 7", "premise", "burn_cards"."""
    if t.kind == Kind.ARTICLE:
        return str(_LABELS[lang]["article"]).format(n=t.topic)
    if t.kind == Kind.PREMISE:
        return str(_LABELS[lang]["premise"])
    return t.topic


def text(topics: Iterable[Topic], lang: str, width: int = 78) -> str:
    """Each topic as a heading line (name, title, articles) and its paragraphs, wrapped and indented."""
    blocks = []
    for t in topics:
        head = heading(t, lang, width)
        paras = [textwrap.fill(p, width=width, initial_indent="  ", subsequent_indent="  ", break_long_words=False,
                               break_on_hyphens=False)
                 for p in t.text[lang].split("\n\n")]
        blocks.append("\n\n".join([head, *paras]))
    return "\n\n".join(blocks) + "\n"


def heading(t: Topic, lang: str, width: int = 78) -> str:
    """A topic's heading line (name, title, articles), broken between words at `width` when longer: the title
    goes on under its own start, and the articles' bracket, kept whole, ends the last line where it fits or
    takes a line of its own."""
    title = f"{name(t, lang)} — {t.title[lang]}"
    bracket = f"[{cited(t.articles, lang)}]"
    if len(title) + 2 + len(bracket) <= width:
        return f"{title}  {bracket}"
    hang = " " * min(len(name(t, lang)) + 3, width // 3)
    lines = textwrap.wrap(title, width=width, subsequent_indent=hang, break_long_words=False,
                          break_on_hyphens=False)
    if len(lines[-1]) + 2 + len(bracket) <= width:
        lines[-1] += "  " + bracket
    else:
        lines.append(hang + bracket)
    return "\n".join(lines)


def json_lines(topics: Iterable[Topic], lang: str) -> str:
    return "".join(json.dumps(t.to_json(lang), ensure_ascii=False) + "\n" for t in topics)


_INTRO = {
    "en": ("# The rules the trainer grades by\n\n"
           "Generated from the catalog in `trainer/rulebook/` by `trainer rules --markdown`; do not edit by hand "
           "(tests/test_docs.py fails when this page is stale). `trainer rules TOPIC` prints one topic; "
           "`--lang it` prints it in Italian ([rules.it.md](rules.it.md)). A topic is the premise, an article "
           "(1-16), a ruling (R1-R32), a house rule or a procedure step."),
    "it": ("# Le regole con cui il trainer valuta\n\n"
           "Generato dal catalogo in `trainer/rulebook/` con `trainer rules --markdown --lang it`; non si modifica "
           "a mano. `trainer rules ARGOMENTO --lang it` stampa un solo argomento; in inglese: [rules.md](rules.md)."),
}


def markdown(lang: str = "en") -> str:
    """The whole catalog as one Markdown page, grouped by kind, each topic with an anchor-friendly heading."""
    out = [_INTRO[lang]]
    heading = _LABELS[lang]["heading"]
    assert isinstance(heading, dict)
    kind: Kind | None = None
    for t in all_topics():
        if t.kind != kind:
            kind = t.kind
            out.append(f"## {heading[kind]}")
        code = f"`{t.topic}`" if t.kind in (Kind.HOUSE_RULE, Kind.STEP) else name(t, lang)
        out.append(f"### {code} — {t.title[lang]}\n\n*{_LABELS[lang]['see']}: {cited(t.articles, lang)}*")
        out.extend(t.text[lang].split("\n\n"))
    return "\n\n".join(out) + "\n"
