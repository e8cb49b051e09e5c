"""The exam's plug-in to the session's one loop: the time limit per hand (trainer.exam plays the hands).

`Session.hand_limit` runs each hand's questions under `HandClock.hand()`: a real-time alarm (SIGALRM) cuts
the questions short when the hand's time is up, wherever the trainee is (typing, reading the help), so a
hand can never take longer than the limit. What was answered by then stands; the decisions not answered are
graded wrong, as a hand left unanswered always is. Off POSIX (no SIGALRM), or outside the main thread, a
hand answered after its time is only listed as late (`late`), which the exam's record keeps.
"""
from __future__ import annotations

import signal
import threading
import time
from contextlib import contextmanager
from types import FrameType
from typing import Callable, Iterator

from .console import Console
from .screen import emphasis, t


class TimeUp(BaseException):
    """The hand's time is up. A BaseException, like KeyboardInterrupt, so that no `except Exception` on the
    way takes it for an error of its own."""


class HandClock:
    """Times each hand of an exam; `late` lists the hands (1-based, in the order played) whose time ran out."""

    def __init__(self, seconds: int, console: Console, lang: str, clock: Callable[[], float] = time.monotonic):
        self.seconds = seconds
        self.console = console
        self.lang = lang
        self.clock = clock
        self.played = 0
        self.late: list[int] = []

    @contextmanager
    def hand(self) -> Iterator[None]:
        self.played += 1
        alarm = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
        old = None
        if alarm:
            old = signal.signal(signal.SIGALRM, _time_up)
            signal.setitimer(signal.ITIMER_REAL, self.seconds)
        start = self.clock()
        try:
            yield
            if self.clock() - start > self.seconds:  # no alarm here: the last answer came too late
                raise TimeUp()
        except TimeUp:
            self._cut()
        finally:
            if alarm:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, old)

    def _cut(self) -> None:
        if hasattr(signal, "setitimer"):
            signal.setitimer(signal.ITIMER_REAL, 0)  # never a second alarm while saying so
        self.late.append(self.played)
        c = self.console
        c.echo()
        c.echo(emphasis(t(self.lang, "exam.time_up", seconds=self.seconds), c.colour, fg="yellow"))


def _time_up(signum: int, frame: FrameType | None) -> None:
    raise TimeUp()
