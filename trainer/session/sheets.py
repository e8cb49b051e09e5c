"""Where a session keeps its work: answer sheets, and the drill scenarios they answer.

Sheets are ordinary FORMATS §3 answer sheets (plus `times`, `typed`, the keys
`confirmed` with Enter where the session offered their answer, and, for an
interrupted scenario, `incomplete: true`), written under
REPORT_DIR/sheets/<trainee-slug>/ and never over an existing file, so that
`trainer grade` reads them like any sheet. Drill scenarios are written under
REPORT_DIR/drills/seed-<S>/ so that their sheets can be graded again later
with `--scenarios` pointing there. (The results store, trainer.store, is
another thing: it records grades.)
"""
from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from ..files import regular_file_bytes, slug, write_new
from ..vocab import ALL_KEYS
from ..yamlio.writer import dump

SHEETS = "sheets"
DRILLS = "drills"
SUFFIX = ".answer.yaml"


@dataclass(frozen=True, slots=True)
class HandAnswers:
    """What the trainee gave in one hand, as the sheet keeps it: the answer, the seconds per decision, every
    line typed (the invalid ones too), and the keys whose offered answer was confirmed rather than typed."""

    answer: Mapping[str, object] = field(default_factory=dict)
    times: Mapping[str, object] = field(default_factory=dict)
    typed: Mapping[str, object] = field(default_factory=dict)
    confirmed: Sequence[str] = ()


def sheet_folder(report_dir: str, trainee: str) -> str:
    return os.path.join(report_dir, SHEETS, slug(trainee, "trainee"))


def sheet_text(scenario: str, trainee: str, hands: Sequence[HandAnswers], single: bool, incomplete: bool = False,
               now: datetime | None = None, lang: str = "en", note: Sequence[str] = (),
               command: str = "trainer train") -> str:
    """The answer sheet of a one-hand scenario (`single`: its keys under `answer:`, FORMATS §3; nothing
    answered when `hands` is empty) or of a sequence (`answer: {hands: [...]}`, one answer per hand, §5),
    keys in FORMATS order; `note`, comment lines put after the first (a sequence file's)."""
    answer: object
    times: object
    typed: object
    confirmed: object
    if single:
        hand = hands[0] if hands else HandAnswers()
        answer, times, typed = _ordered(hand.answer), _ordered(hand.times), hand.typed
        confirmed = _keys_ordered(hand.confirmed)
    else:
        answer = {"hands": [_ordered(h.answer) for h in hands]}
        times = {"hands": [_ordered(h.times) for h in hands]}
        typed = {"hands": [h.typed for h in hands]}
        confirmed = {"hands": [_keys_ordered(h.confirmed) for h in hands]}
    data: dict[str, object] = {"scenario": scenario, "trainee": str(trainee), "answer": _plain(answer)}
    if incomplete:
        data["incomplete"] = True
    data["times"] = times
    if any(h.confirmed for h in hands[:1 if single else None]):  # written only where a key was confirmed
        data["confirmed"] = confirmed
    data["typed"] = _plain(typed)
    stamp = (now or datetime.now().astimezone()).isoformat(timespec="seconds")
    head = [f"# Written by `{command}` on {stamp} (--lang {lang})."]
    head += note
    if incomplete:
        head.append("# The session stopped before this scenario was finished: not graded.")
    body = dump(data)
    return "\n".join(head) + "\n" + body


def _ordered(keyed: Mapping[str, object]) -> dict[str, object]:
    """Answer keys in the order of FORMATS §3 (status first), whatever order they were asked in."""
    return {k: keyed[k] for k in sorted(keyed, key=lambda k: ALL_KEYS.index(k) if k in ALL_KEYS else len(ALL_KEYS))}


def _keys_ordered(keys: Sequence[str]) -> list[str]:
    """Answer keys in the order of FORMATS §3."""
    return list(_ordered({k: k for k in keys}))


def _plain(value: object) -> object:
    """Plain YAML types: dicts keep their order, seats stay numbers, nothing Python-specific."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def save_sheet(report_dir: str, trainee: str, scenario: str, text: str, now: datetime | None = None) -> str:
    """Write a sheet under a fresh name and return its path; an existing file is never touched.

    The name is the scenario's and the time; a scenario whose id already carries the time (a taglia dealt by
    the shoe, taglia-sSEED-YYYYMMDDHHMMSS) is not stamped twice, so that the path fits a line of the screen.
    Names written before (stamped twice) are read as any sheet: --resume goes by the sheet's content."""
    base = slug(scenario, "scenario")
    if not _STAMPED.search(base):
        base += "--" + (now or datetime.now().astimezone()).strftime("%Y%m%d-%H%M%S")
    return _exclusive(sheet_folder(report_dir, trainee), base, SUFFIX, text)


_STAMPED = re.compile(r"-\d{14}(-\d+)?$")  # what taglia_files.taglia_base ends with (-2 ... when taken)


def save_drill(report_dir: str, seed: int, drill_id: str, text: str) -> str:
    """Keep a drill scenario beside the session's results; the same drill again is written once."""
    folder = os.path.join(report_dir, DRILLS, f"seed-{seed}")
    base = slug(drill_id, "drill")
    path = os.path.join(folder, f"{base}.yaml")
    if os.path.lexists(path):
        try:  # only a regular file is read: a FIFO put there must not hang the session
            if regular_file_bytes(path, len(text.encode("utf-8")) + 1) == text.encode("utf-8"):
                return path
        except OSError:
            pass  # unreadable or not a file: keep the drill under a fresh name beside it
    return _exclusive(folder, base, ".yaml", text)


def _exclusive(folder: str, base: str, suffix: str, text: str) -> str:
    """Write under BASE+suffix, or BASE-2 ... when taken (write_new makes the folder)."""
    return write_new(folder, base, {suffix: text})[0]
