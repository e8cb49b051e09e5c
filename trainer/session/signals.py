"""Signals a session handles for a while: a second Ctrl-C while saving, a hang-up, a kill (SIGTERM)."""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from types import FrameType
from typing import Callable, ContextManager, Iterator, Union

Handler = Union[Callable[[int, Union[FrameType, None]], object], int, signal.Handlers]  # what signal.signal takes


@contextmanager
def handling(signum: int | None, handler: Handler) -> Iterator[None]:
    """`handler` for `signum` inside the block, the one before restored after (main thread only: signals cannot
    be set elsewhere, and there nothing changes)."""
    old = None
    if signum is not None and threading.current_thread() is threading.main_thread():
        try:
            old = signal.signal(signum, handler)
        except (ValueError, OSError):
            old = None
    try:
        yield
    finally:
        if old is not None and signum is not None:
            signal.signal(signum, old)


def ignoring(signum: int | None) -> ContextManager[None]:
    """Ignore `signum` inside the block."""
    return handling(signum, signal.SIG_IGN)


def shielded() -> ContextManager[None]:
    """Ctrl-C ignored for a moment: a second one must not cut the saving (or the recording) short."""
    return ignoring(signal.SIGINT)
