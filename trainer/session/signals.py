"""Signals a session ignores for a while: a second Ctrl-C while saving, a hang-up."""
from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def ignoring(signum: int | None) -> Iterator[None]:
    """Ignore `signum` inside the block (main thread only: signals cannot be set elsewhere)."""
    old = None
    if signum is not None and threading.current_thread() is threading.main_thread():
        try:
            old = signal.signal(signum, signal.SIG_IGN)
        except (ValueError, OSError):
            old = None
    try:
        yield
    finally:
        if old is not None and signum is not None:
            signal.signal(signum, old)
