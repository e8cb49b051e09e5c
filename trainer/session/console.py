"""The terminal as a session sees it: lines out, answers in, colour only where it helps.

Input and output are injectable: `Console(read=..., write=...)` drives a
session from a list of answers, and the defaults go through click, so that
click's CliRunner can drive a session as it drives any command. Reading
never goes through `click.prompt`, which turns both Ctrl-C and a closed
input into `click.Abort`: the session needs to tell them apart
(KeyboardInterrupt vs EOFError) to exit with the right code.
"""
from __future__ import annotations

import os
import shutil
import sys
import time
from typing import Callable

import click

PACE_ENV = "TRAINER_PACE"  # seconds between two cards of the deal on a terminal (0 turns it off)
DEFAULT_PACE = 0.25


def _click_read(prompt: str) -> str:
    # Looked up at each call: CliRunner swaps this function while it runs a command.
    return click.termui.visible_prompt_func(prompt)


def _click_write(text: str) -> None:
    click.echo(text)


def wants_colour(stream=None) -> bool:
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
                 colour: bool | None = None, pace: float | None = None, width: int | None = None):
        self._read = read or _click_read
        self._write = write or _click_write
        tty = read is None and write is None and _is_tty()
        self.colour = wants_colour() if colour is None and read is None and write is None else bool(colour)
        self.pace = default_pace(tty) if pace is None else pace
        self.width = width or _width()

    def echo(self, text: str = "") -> None:
        try:
            self._write(text)
        except OSError as err:  # EIO, EPIPE: the terminal is gone
            raise TerminalGone(str(err)) from err

    def lines(self, lines) -> None:
        for line in lines:
            self.echo(line)

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


def _width() -> int:
    cols = shutil.get_terminal_size(fallback=(80, 24)).columns  # COLUMNS wins, then the terminal
    return max(40, min(cols, 100)) - 2
