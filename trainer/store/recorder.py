"""Recording graded sheets in a results store, with the command that graded them."""
from __future__ import annotations

from ..pipeline import Graded
from ..vocab import Origin
from .base import Store, StoreError
from .record import record_of


class NotRecorded(Exception):
    """The results store refused a graded sheet: which sheet, and the store's reason. No scorecard was
    written for it."""

    def __init__(self, path: str, reason: StoreError):
        super().__init__(f"{path}: not recorded: {reason}; no scorecard was written for it")
        self.path = path
        self.reason = reason


class Recorder:
    """Records graded sheets in a results store, with the command that graded them ("grade" or "train") and,
    where given, who administered the session (`proctor`)."""

    def __init__(self, results: Store, origin: Origin, proctor: str | None = None):
        self.results = results
        self.origin = origin
        self.proctor = proctor

    def __call__(self, graded: Graded) -> None:
        try:
            self.results.add(record_of(graded, self.origin, proctor=self.proctor))
        except StoreError as err:
            raise NotRecorded(graded.path, err) from err
