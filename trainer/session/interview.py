"""Asking the decisions of one hand: re-asking invalid lines, timing, keeping every line typed.

The interview's state (`answer`, `times`, `typed`) is updated after every
line, so whatever happens (Ctrl-C, a closed terminal) the runner can save
exactly what the trainee had done: answered decisions, a partly answered
settlement, and every raw line, the invalid ones included.
"""
from __future__ import annotations

import time
from typing import Any, Callable

from ..i18n import text_in
from .console import Console
from .questions import Ask, Question, Retry
from .screen import emphasis, paint, t


class Interview:
    def __init__(self, console: Console, ask: Ask, clock: Callable[[], float] = time.monotonic):
        self.console = console
        self.ask_ctx = ask
        self.clock = clock
        self.answer: dict[str, Any] = {}
        self.times: dict[str, float] = {}
        self.typed: dict[str, list[str] | dict[int, list[str]]] = {}  # payouts: per seat
        self.done = False

    def run(self, questions: list[Question]) -> dict[str, Any]:
        # No "of N": how many decisions a hand has would tell its status before it is asked.
        for n, q in enumerate(questions, 1):
            self._one(q, n)
        self.done = True
        return self.answer

    def _one(self, q: Question, n: int) -> None:
        c, ask = self.console, self.ask_ctx
        c.echo()
        c.echo(emphasis(t(ask.lang, "session.progress", n=n, what=t(ask.lang, f"session.key.{q.key}")), c.colour))
        c.lines(paint(line, c.colour) for line in q.intro(ask))
        start = self.clock()
        values = []
        for part in q.parts(ask):
            while True:
                raw = c.ask(part.prompt)
                self._keep(q.key, part.seat, raw)
                try:
                    value = part.parse(raw)
                except Retry as retry:
                    c.echo(emphasis(text_in(retry.why, ask.lang), c.colour, fg="yellow"))
                    c.lines(part.options)
                    continue
                break
            values.append((part.seat, value) if part.seat is not None else value)
            if part.seat is not None:  # a settlement answered seat by seat is kept as it grows
                self.answer[q.key] = q.combine(values)
                self.times[q.key] = self._since(start)
        self.answer[q.key] = q.combine(values)
        self.times[q.key] = self._since(start)

    def _since(self, start: float) -> float:
        return round(max(0.0, self.clock() - start), 1)

    def _keep(self, key: str, seat: int | None, raw: str) -> None:
        if seat is None:
            lines = self.typed.setdefault(key, [])
            assert isinstance(lines, list)
            lines.append(raw)
        else:
            by_seat = self.typed.setdefault(key, {})
            assert isinstance(by_seat, dict)
            by_seat.setdefault(seat, []).append(raw)
