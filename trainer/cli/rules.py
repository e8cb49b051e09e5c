"""`trainer rules`: the rules the engine grades by, in the product's own words (FORMATS §4)."""
from __future__ import annotations

import re
import shutil
import sys

from typing import TYPE_CHECKING

import click

from .. import exitcodes
from .options import json_option, lang_option
from .prose import echo, on_a_terminal, page

if TYPE_CHECKING:
    from ..rulebook import Topic


_ARTICLE_TYPO = re.compile(r"([a-z]+)\.?\s*(\d{1,2})")


def _article_meant(name: str) -> str | None:
    """An article number typed with a mistyped word before it ("arti5", "articel 7", "artcolo 3"): that
    article, rather than the ruling whose number happens to be closest in spelling (R5)."""
    from .. import rulebook

    m = _ARTICLE_TYPO.fullmatch(name.strip().lower())
    if m is None or not m.group(1).startswith(("ar", "at")):
        return None
    number = str(int(m.group(2)))
    return number if rulebook.find(number) is not None else None


def _fault_kind_article(name: str) -> Topic | None:
    """A fault kind as a scenario names it (dropped_card): the article that governs it."""
    from .. import rulebook
    from ..faults import KINDS

    kind = KINDS.get(rulebook.key(name))
    return rulebook.find(str(kind.article)) if kind is not None else None


@click.command()
@click.argument("topics", nargs=-1, metavar="[TOPIC]...")
@json_option
@click.option("--markdown", "as_markdown", is_flag=True, help="The whole catalog as one Markdown page (docs/rules.md).")
@lang_option("Language of the rules (it: Italian, in the regulation's own words).")
def rules(topics: tuple[str, ...], as_json: bool, as_markdown: bool, lang: str) -> None:
    """Explain the rules: the game, an article, a ruling, a house rule or a step.

    TOPIC is an article (1..16), premise, a ruling id (R1..R32), a house rule
    (button_after_cancel, ...) or a procedure step (burn_cards, ...); none
    prints them all. Exit 1 for an unknown topic, with the nearest one.
    """
    from .. import rulebook
    from ..rulebook import render

    if as_markdown:
        click.echo(render.markdown(lang), nl=False)
        return
    found: list[rulebook.Topic] = []
    unknown = False
    for name in topics:
        t = rulebook.find(name) or _fault_kind_article(name)
        if t is None:
            unknown = True
            near = _article_meant(name) or rulebook.suggest(name)
            hint = f"; did you mean {near}?" if near else "; `trainer rules` lists every topic."
            echo(f"trainer rules: unknown topic {name!r}{hint}", err=True)
        elif t not in found:
            found.append(t)
    shown = found if topics else list(rulebook.all_topics())
    if shown:
        terminal = not as_json and on_a_terminal()
        size = shutil.get_terminal_size((80, 24))
        # On a terminal the text wraps at its width (78 at most, as when piped) and a page longer than the
        # screen goes through a pager; piped, it is written as it always was (issue 20).
        width = min(78, max(40, size.columns - 1)) if terminal else 78
        out = render.json_lines(shown, lang) if as_json else render.text(shown, lang, width)
        if terminal:
            page(out, size.lines)
        else:
            sys.stdout.write(out)
    sys.exit(exitcodes.INVALID if unknown else exitcodes.OK)
