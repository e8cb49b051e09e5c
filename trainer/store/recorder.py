"""Recording graded sheets in a results store, with the command that graded them."""
from __future__ import annotations

from typing import Sequence

from ..pipeline import Graded
from ..vocab import Origin
from .base import Store, StoreError
from .from_graded import record_of


class NotRecorded(Exception):
    """The results store refused a graded sheet (or a batch of them, `others` more after it): which sheet, and
    the store's reason. No scorecard was written for it, nor for the others."""

    def __init__(self, path: str, reason: StoreError, others: int = 0):
        then = (f"; no scorecard was written for it, nor for the {others} sheet{'s' if others > 1 else ''} "
                f"graded with it") if others else "; no scorecard was written for it"
        super().__init__(f"{path}: not recorded: {reason}{then}")
        self.path = path
        self.reason = reason
        self.others = others


class Recorder:
    """Records graded sheets in a results store, with the command that graded them ("grade" or "train") and,
    where given, who administered the session (`proctor`)."""

    def __init__(self, results: Store, origin: Origin, proctor: str | None = None):
        self.results = results
        self.origin = origin
        self.proctor = proctor

    def __call__(self, graded: Graded) -> None:
        self.many([graded])

    def many(self, batch: Sequence[Graded]) -> None:
        """Record graded sheets in one transaction (group commit): all of them, or NotRecorded and none."""
        if not batch:
            return
        try:
            self.results.add_many([record_of(g, self.origin, proctor=self.proctor) for g in batch])
        except StoreError as err:
            raise NotRecorded(batch[0].path, err, len(batch) - 1) from err
