"""Prose a command prints, fitted to the terminal: broken between words at its width, never inside a word
or a path (issue 20, item 4). Piped or written to a file, each line is kept whole for other programs."""
from __future__ import annotations

import sys
from typing import TextIO

import click

from ..terminal import text_columns


def fitted(text: str, stream: TextIO) -> str:
    """`text` with each line broken at spaces to the width of `stream`, a terminal ($COLUMNS wins there), a
    continuation keeping the line's own indent; unchanged off a terminal. A word longer than the width stays whole on a line of its own."""
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):
        terminal = False
    columns = text_columns(stream) if terminal else None  # a pipe keeps its lines even with $COLUMNS set
    if columns is None:
        return text
    from ..session.layout import fit  # here: `trainer --help` imports no session

    return "\n".join(piece for line in text.split("\n") for piece in fit(line, columns))


def echo(text: str, err: bool = False) -> None:
    """click.echo of prose, fitted to the terminal it goes to."""
    click.echo(fitted(text, sys.stderr if err else sys.stdout), err=err)


def on_a_terminal() -> bool:
    """Both ends are a terminal: what a person reads there may wrap at its width and be paged."""
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def page(text: str, lines: int) -> None:
    """`text` on the terminal, through a pager when it is longer than the `lines` the screen shows."""
    if text.count("\n") > lines - 1:
        click.echo_via_pager(text)
    else:
        click.echo(text, nl=False)
