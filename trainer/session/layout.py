"""Lines that fit the terminal: wrapped at word boundaries, set in columns, side by side.

A terminal breaks a line that is too long wherever the width ends, in the
middle of a word or of an identifier such as announce_colpo_in_bianco; every
line a session prints goes through `fit` first, so the terminal never has
to. Widths are measured without the colour codes (`visible`).
"""
from __future__ import annotations

import re
from typing import Sequence

_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_SPACES = re.compile(r"( +)")


def visible(text: str) -> int:
    """How many columns `text` takes on the screen (colour codes take none)."""
    return len(_ANSI.sub("", text))


def pad(text: str, width: int) -> str:
    """`text` padded with spaces to `width` columns, colour codes not counted."""
    return text + " " * max(0, width - visible(text))


def fit(line: str, width: int, indent: str | None = None) -> list[str]:
    """`line` broken at spaces into lines of at most `width` columns; a word longer than that stays whole.

    The lines after the first start with `indent`, by default the line's own leading spaces (a hanging
    list item keeps its place); a word (a path, say) too long to follow the indent starts its line instead,
    and one longer than the whole width stands alone on its line: the terminal breaks it, but nothing else
    shares its lines, so it still copies whole.
    """
    if visible(line) <= width:
        return [line]
    lead = line[:len(line) - len(line.lstrip(" "))]
    more = lead if indent is None else indent
    out: list[str] = []
    current, size = lead, len(lead)
    fresh = True  # nothing but the indent on the current line yet
    for gap, word in _words(line[len(lead):]):
        w = visible(word)
        if not fresh and size + len(gap) + w > width:
            out.append(current.rstrip(" "))
            fits = len(more) + w <= width
            start = more if fits else ""  # a path too long for the indent starts the line ...
            current, size, fresh = start + word, len(start) + w, False
            if not fits:
                size = max(size, width)  # ... and has it to itself
            continue
        if fresh and size + w > width:
            current, size = "", max(w, width)
        current += ("" if fresh else gap) + word
        size += (0 if fresh else len(gap)) + w
        fresh = False
    out.append(current.rstrip(" ") if current.strip() else current)
    return out


_CLINGS = re.compile(r"^[%:;,.!?)»·]+$")  # "5 %", "Banco :": kept on the line of the word before them
_NUMBER = re.compile(r"^\d+$")  # "15 reconstruct_hand", "5 colpi": a number stays with the word after it
_LABEL = re.compile(r"^\d+:$")  # "seat 8: -600": a numbered label stays with the word before and the one after
_COUNTED = re.compile(r"^\d+[,;.·)]*$")  # "seat 3", "banco 4,", "posto 12": a number stays with the word it counts
_NAME = re.compile(r"^[^\W\d_]+\.?$")  # ... when that word is a name (letters): never a card (10♦) or a number
SHORT_ASIDE = 16  # a parenthesis this short, "(face up)", "(terza carta)", is kept on one line


def _words(text: str) -> list[tuple[str, str]]:
    """(the spaces before it, the word) for each word, where a word is a unit no line end may split: a word
    of punctuation alone goes with the one before, a number alone with the one after and with the name it
    counts before it ("seat 3", "banco 4"), a numbered label ("8:") with both, a short parenthesis is one
    word."""
    pieces = _SPACES.split(text)  # word, spaces, word, ...
    plain = [_ANSI.sub("", p) for p in pieces]
    out: list[tuple[str, str]] = []
    glue = False  # the next word joins the last one
    before = ""  # the last piece of the word before (plain)
    i = 0
    while i < len(pieces):
        gap = pieces[i - 1] if i else ""
        word, end = pieces[i], i
        if plain[i].startswith("(") and ")" not in plain[i]:
            close = next((j for j in range(i + 2, len(pieces), 2) if ")" in plain[j]), None)
            if close is not None and len("".join(plain[i:close + 1])) <= SHORT_ASIDE:
                word, end = "".join(pieces[i:close + 1]), close
        if out and (glue or _CLINGS.match(plain[i]) or (_COUNTED.match(plain[i]) and _NAME.match(before))):
            before, last = out[-1]
            out[-1] = (before, last + gap + word)
        else:
            out.append((gap, word))
        glue = bool(_NUMBER.match(plain[end]) or _LABEL.match(plain[end])
                    or (end + 2 < len(plain) and _LABEL.match(plain[end + 2])))
        before = plain[end]
        i = end + 2
    return out


def fit_all(lines: Sequence[str], width: int) -> list[str]:
    return [piece for line in lines for piece in fit(line, width)]


def grid(items: Sequence[str], width: int, indent: str = "  ", gap: int = 3) -> list[str]:
    """Items in as many columns as fit in `width`, read down each column; each item kept whole."""
    if not items:
        return []
    cell = max(visible(i) for i in items)
    across = max(1, (width - len(indent) + gap) // (cell + gap))
    rows = -(-len(items) // across)
    out = []
    for r in range(rows):
        row = [items[c * rows + r] for c in range(across) if c * rows + r < len(items)]
        out.append((indent + (" " * gap).join(pad(i, cell) for i in row)).rstrip())
    return out


def side_by_side(left: Sequence[str], right: Sequence[str], width: int, gap: int = 3, least: int = 20,
                 hang: str = "") -> list[str] | None:
    """The two blocks next to each other, the right one's lines broken at spaces to the room left (their
    continuations start with `hang`); None when that room is under `least` columns."""
    wide = max((visible(x) for x in left), default=0)
    room = width - wide - gap
    if room < min(least, max((visible(x) for x in right), default=0)):
        return None
    right = [piece for line in right for piece in fit(line, room, hang)]
    if any(visible(x) > room for x in right):  # a word too long for the room: one under the other instead
        return None
    rows = max(len(left), len(right))
    out = []
    for r in range(rows):
        a = left[r] if r < len(left) else ""
        b = right[r] if r < len(right) else ""
        out.append((pad(a, wide + gap) + b).rstrip() if b else a.rstrip())
    return out


def pages(blocks: Sequence[Sequence[str]], room: int) -> list[list[str]]:
    """Blocks of lines (a verdict's entries, a summary's parts) on pages of `room` lines: a block that fits a
    page is never split across two; a taller one fills the page it starts on and goes on over the next. The
    last block (the files saved, say) never stands alone on the last page when the block before it can
    join it there."""
    room = max(1, room)
    laid: list[list[list[str]]] = [[]]  # pages of blocks
    for block in blocks:
        lines = list(block)
        used = sum(map(len, laid[-1]))
        if used and used + len(lines) > room and len(lines) <= room:
            laid.append([])
            used = 0
        while used + len(lines) > room:  # taller than what is left of the page
            laid[-1].append(lines[:room - used])
            lines = lines[room - used:]
            laid.append([])
            used = 0
        laid[-1].append(lines)
    if len(laid) > 1 and len(laid[-1]) == 1 and len(laid[-2]) > 1 \
            and len(laid[-2][-1]) + len(laid[-1][0]) <= room:
        laid[-1].insert(0, laid[-2].pop())
    return [[line for block in page for line in block] for page in laid if page]
