"""A small terminal screen for tests: what a trainee sees of a session, and every line the terminal wrapped.

It understands what a session and the line editor write: printable text
(with the terminal's automatic wrap at the right margin, which it records),
carriage return, line feed, backspace, cursor home and erase (ESC[H ESC[2J,
ESC[K) and colour codes; any other escape sequence is read and ignored.
"""
from __future__ import annotations

import re

_CSI = re.compile(r"\x1b\[([?>=]?)([0-9;]*)([@-~])")
_OTHER_ESC = re.compile(r"\x1b[()][0-9A-Za-z]|\x1b[=>78cDEHMNOZ]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")


class Screen:
    def __init__(self, columns: int, rows: int):
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.x = self.y = 0
        self.pending = False  # the cursor sits past the last column: the next character wraps
        self.wrapped: list[tuple[str, str]] = []  # (the line the terminal broke, the start of what followed)

    def feed(self, text: str) -> None:
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                m = _CSI.match(text, i)
                if m:
                    self._csi(m.group(1), m.group(2), m.group(3))
                    i = m.end()
                    continue
                m = _OTHER_ESC.match(text, i)
                i = m.end() if m else i + 1
                continue
            if ch == "\r":
                self.x, self.pending = 0, False
            elif ch == "\n":
                self._line_feed()
                self.pending = False
            elif ch == "\b":
                self.x, self.pending = max(0, self.x - 1), False
            elif ch >= " ":
                self._put(ch)
            i += 1

    def _put(self, ch: str) -> None:
        if self.pending:
            broken = "".join(self.cells[self.y])
            self.x, self.pending = 0, False
            self._line_feed()
            self.wrapped.append((broken, ch))
        self.cells[self.y][self.x] = ch
        if self.x == self.columns - 1:
            self.pending = True
        else:
            self.x += 1

    def _line_feed(self) -> None:
        if self.y == self.rows - 1:
            self.cells.pop(0)
            self.cells.append([" "] * self.columns)
        else:
            self.y += 1

    def _csi(self, private: str, params: str, final: str) -> None:
        if private:
            return
        if final == "H":
            row, _, col = params.partition(";")
            self.y = min(self.rows, int(row or 1)) - 1
            self.x = min(self.columns, int(col or 1)) - 1
            self.pending = False
        elif final == "J" and params in ("2", "3"):
            self.cells = [[" "] * self.columns for _ in range(self.rows)]
        elif final == "J":  # from the cursor to the end of the screen
            self.cells[self.y][self.x:] = [" "] * (self.columns - self.x)
            for r in range(self.y + 1, self.rows):
                self.cells[r] = [" "] * self.columns
        elif final == "K":
            self.cells[self.y][self.x:] = [" "] * (self.columns - self.x)

    @property
    def lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.cells]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)



PROMPT, WAIT = r"> $", r"(Press Enter|Premi Invio)[^\n]*…"


def stops(child, screen: Screen):
    """Each place a session at a pexpect terminal waits for the trainee, with `screen` fed up to it: True at a
    prompt (`> `), False at a "Press Enter" wait; ends when the session does."""
    import pexpect

    while True:
        hit = child.expect([PROMPT, WAIT, pexpect.EOF])
        screen.feed(child.before + (child.after if hit < 2 else ""))
        if hit == 2:
            return
        yield hit == 0
