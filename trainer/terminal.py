"""Text that came from a file, made safe before it reaches a terminal.

A trainee id, a scenario title, a card token or a file name can hold escape
sequences (ESC ] 0 ; ... BEL sets the window title, ESC [ 2 J clears the
screen, U+202E turns the line around). Every command prints such text
through `safe_text` (plain output) or `safe_json` (JSON lines): control and
format characters (Unicode category C) come out escaped as Python writes
them, so the reader sees what the file holds and the terminal acts on none of
it. Ids refuse these characters outright (`control_character`).
"""
from __future__ import annotations

import unicodedata
from typing import Protocol, runtime_checkable

# Category C is Cc (controls), Cf (format: bidi overrides, zero-width), Cs, Co and Cn; the line end is kept
# apart by the callers that print several lines at once. str.isprintable() is False for every one of
# them (and for a few harmless spaces), so it is the quick test, in C, before the exact one.


def _unsafe(ch: str) -> bool:
    return not ch.isprintable() and unicodedata.category(ch)[0] == "C"


def safe_text(text: object) -> str:
    """One line for a terminal: every control or format character shown escaped (ESC as \\x1b)."""
    s = str(text)
    if s.isprintable() or not any(_unsafe(ch) for ch in s):
        return s
    return "".join(ascii(ch)[1:-1] if _unsafe(ch) else ch for ch in s)


def safe_lines(text: object) -> str:
    """Several lines for a terminal: each made safe, the line ends kept."""
    return "\n".join(safe_text(line) for line in str(text).split("\n"))


def safe_json(line: str) -> str:
    """A JSON text with every control or format character written as a \\u escape: the same data, and
    nothing a terminal acts on (json.dumps with ensure_ascii=False leaves C1 controls and U+202E raw)."""
    if line.isprintable() or not any(_unsafe(ch) for ch in line):
        return line
    return "".join(_json_escape(ch) if _unsafe(ch) else ch for ch in line)


def safe_json_lines(text: str) -> str:
    """Indented JSON text made safe line by line (its line ends are its layout: inside strings, json writes
    them escaped)."""
    return "\n".join(map(safe_json, text.split("\n")))


def _json_escape(ch: str) -> str:
    code = ord(ch)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000  # outside the BMP: a surrogate pair, as JSON writes it
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def control_character(text: str) -> str | None:
    """The first control or format character in `text`, described for a message ("U+001B at character
    3"), or None when there is none."""
    for i, ch in enumerate(text, 1):
        if _unsafe(ch):
            return f"U+{ord(ch):04X} at character {i}"
    return None


def control_note(value: object) -> str:
    """" (it holds the control character U+001B at character 3)" for a message about a refused id, or ""."""
    bad = control_character(value) if isinstance(value, str) else None
    return f" (it holds the control character {bad})" if bad else ""


@runtime_checkable
class _Terminal(Protocol):
    def isatty(self) -> bool: ...


def text_columns(stream: object) -> int | None:
    """How wide lines of prose may be on `stream`: a terminal's width less one (so the cursor never wraps),
    or $COLUMNS when set; None for a file or a pipe, where each line is kept whole for other programs."""
    import os
    import shutil

    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns) - 1
    if not isinstance(stream, _Terminal):  # not a stream at all: no width to fit
        return None
    try:
        if not stream.isatty():
            return None
    except (AttributeError, ValueError):
        return None
    return shutil.get_terminal_size().columns - 1
