"""The terminal as a session sees it: lines out, answers in, colour only where it helps.

Input and output are injectable: `Console(read=..., write=...)` drives a
session from a list of answers; the `trainer train` command gives it click's
prompt and echo (`terminal=True`), so that click's CliRunner can drive a
session as it drives any command. Reading never goes through `click.prompt`,
which turns both Ctrl-C and a closed input into `click.Abort`: the session
needs to tell them apart (KeyboardInterrupt vs EOFError) to exit with the
right code.
"""
from __future__ import annotations

import os
import shutil
import sys
import time
from typing import Callable, Iterable, TextIO

from .layout import fit

PACE_ENV = "TRAINER_PACE"  # seconds between two cards of the deal on a terminal (0 turns it off)
DEFAULT_PACE = 0.25
NO_WAIT_ENV = "TRAINER_NO_WAIT"  # set (non-empty): no wait for Enter after a hand's verdict
_COLOURS = ("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white")
_FG = {name: 30 + i for i, name in enumerate(_COLOURS)} | {f"bright_{n}": 90 + i for i, n in enumerate(_COLOURS)}
_RESET = "\033[0m"
CLEAR = "\033[H\033[2J"  # cursor home, erase the screen
MIN_WIDTH = 40
MIN_HEIGHT = 12


def style(text: str, fg: str | None = None, bold: bool | None = None, underline: bool | None = None) -> str:
    """`text` in ANSI colour and weight, written as click.style writes it."""
    bits = [f"\033[{_FG[fg]}m"] if fg is not None else []
    if bold is not None:
        bits.append(f"\033[{1 if bold else 22}m")
    if underline is not None:
        bits.append(f"\033[{4 if underline else 24}m")
    return "".join(bits) + text + _RESET


def _print(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def write_line(stream: TextIO, text: str = "") -> None:
    """One line on `stream`, flushed at once so that it keeps its place among the lines of the other stream."""
    stream.write(f"{text}\n")
    stream.flush()


def wants_colour(stream: TextIO | None = None) -> bool:
    """Colour on a terminal, unless NO_COLOR is set (https://no-color.org)."""
    if os.environ.get("NO_COLOR"):
        return False
    stream = stream or sys.stdout
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def default_pace(colour_terminal: bool) -> float:
    raw = os.environ.get(PACE_ENV)
    if raw is not None:
        try:
            return max(0.0, min(float(raw), 5.0))
        except ValueError:
            return 0.0
    return DEFAULT_PACE if colour_terminal else 0.0


class TerminalGone(EOFError):
    """The terminal closed under the session: handled like the end of the input."""


class Console:
    """Where a session writes and reads. Every line it is given is printed; every answer is a raw line."""

    def __init__(self, read: Callable[[str], str] | None = None, write: Callable[[str], None] | None = None,
                 colour: bool | None = None, pace: float | None = None, width: int | None = None,
                 terminal: bool | None = None, wait: bool | None = None, height: int | None = None):
        """`terminal`: read and write reach the real terminal, so colour, pace and size follow it (the
        default when neither read nor write is given: then the console reads with input() and prints).
        `wait`: wait for Enter after a hand's verdict; by default only on a real terminal, unless
        TRAINER_NO_WAIT is set, so that scripted runs never stop there. A console that waits also
        redraws: each decision on a fresh screen under the table, the deal and the fault, and each
        verdict on a screen of its own; one that does not wait writes one scrolling transcript."""
        if terminal is None:
            terminal = read is None and write is None
        self._read = read or input
        self._write = write or _print
        self._tty = terminal and _is_tty()
        self.colour = wants_colour() if colour is None and terminal else bool(colour)
        self.pace = default_pace(self._tty) if pace is None else pace
        self._width = width
        self._height = height
        self.waits = (self._tty and not os.environ.get(NO_WAIT_ENV)) if wait is None else wait
        self.redraws = self.waits
        self._clear = ""

    @property
    def width(self) -> int:
        """The columns a line may take: the terminal's (read again each time: it may be resized), one
        column spare so that a full line never leaves the cursor past the edge; COLUMNS or 80 elsewhere."""
        if self._width:
            return self._width
        return _size(self._tty).columns - 1

    @property
    def height(self) -> int:
        if self._height:
            return self._height
        return _size(self._tty).lines

    def echo(self, text: str = "", whole: bool = False) -> None:
        """Lines out, each broken at spaces to the width, so that the terminal never breaks a word; `whole`:
        lines already made to fit (a shell command's quoted argument must not be broken at its spaces)."""
        for line in text.split("\n"):
            for piece in [line] if whole else fit(line, self.width):
                self._out(piece)

    def clear(self) -> None:
        """A fresh screen (only on a console that redraws), from the next line on: the erase goes out with
        that line, since the writer ends everything it writes with a line end."""
        if self.redraws:
            self._clear = CLEAR

    def _out(self, text: str) -> None:
        text, self._clear = self._clear + text, ""
        try:
            self._write(text)
        except OSError as err:  # EIO, EPIPE: the terminal is gone
            raise TerminalGone(str(err)) from err

    def lines(self, lines: Iterable[str], whole: bool = False) -> None:
        for line in lines:
            self.echo(line, whole)

    def ask(self, prompt: str) -> str:
        """One raw line typed by the trainee (the line end removed).

        KeyboardInterrupt passes through; the end of the input is EOFError, and
        so is a terminal that went away while reading (EIO).
        """
        try:
            line = self._read(prompt)
        except OSError as err:
            raise TerminalGone(str(err)) from err
        return line.rstrip("\r\n")

    def pause(self) -> None:
        if self.pace > 0:
            time.sleep(self.pace)


def _is_tty() -> bool:
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def _size(tty: bool) -> os.terminal_size:
    """The terminal's size (COLUMNS and LINES win); off a terminal COLUMNS and LINES or 80x24, never
    the size of whatever terminal the process happens to run under, so transcripts do not depend on it."""
    if tty:
        size = shutil.get_terminal_size(fallback=(80, 24))
    else:
        size = os.terminal_size((_env_int("COLUMNS", 80), _env_int("LINES", 24)))
    return os.terminal_size((max(MIN_WIDTH, size.columns), max(MIN_HEIGHT, size.lines)))


def _env_int(name: str, default: int) -> int:
    try:
        return int(os.environ.get(name, default))
    except ValueError:
        return default
