"""`trainer train --resume SHEET`: an unfinished taglia or sequence taken up at its next hand.

The sheet says what it answers. A sheet whose comment names a sequence
file (`# Sequence file:`, written by `trainer train FILE`) goes on with that
file, refused if its SHA-256 is no longer the one noted (the answers were
for other hands). Any other unfinished sequence sheet is a shoe's taglia:
its file is REPORT_DIR/taglie/<trainee>/<scenario>.yaml, dealt again from
its `# Dealt by:` line and checked to give the file's hands. Every hand
answered to its last question is kept and counted in the score; the first
one that is not is asked again from its start.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.grade import Decision, grade_hand
from ..engine.solve import Solution
from ..io.plain import answer_from_plain
from ..terminal import safe_text
from ..yamlio.errors import Invalid, Problem
from . import taglia_files as files
from .hand_view import asked_beyond
from .hands import FileHands, HandSource, ShoeHands
from .interview import complete
from .sheets import HandAnswers

if TYPE_CHECKING:
    from ..sheet.model import AnswerSheet


@dataclass(frozen=True, slots=True)
class Resumed:
    """An unfinished sheet taken up: whose it is, where its session saved, the taglia or sequence it answers
    (its hands dealt up to the first not fully answered), and the hands kept, with their decisions."""

    trainee: str
    report_dir: str  # the sheet's own: the scorecard goes beside the rest
    sheet: str
    taglia: files.Taglia
    hands: HandSource
    solution: Solution | None  # a sequence file's; None for the shoe's taglia, read back when it is graded
    kept: tuple[HandAnswers, ...]
    decisions: tuple[Decision, ...]


def take_up(sheet_path: str, report_dir: str) -> Resumed:
    """The sheet's taglia or sequence, ready to go on at its first hand not fully answered. Invalid, said at
    its file, when the sheet cannot be taken up."""
    from ..sheet.load import load_sheet

    sheet = load_sheet(sheet_path)
    if sheet.incomplete and not sheet.is_sequence:  # one hand: nothing answered in it counts until it is whole
        raise Invalid([Problem(sheet_path, 1, 1, "this sheet is a one-hand scenario stopped before its end; its "
                               "hand is asked again from the start by the command the session printed when it "
                               "stopped (trainer train SCENARIO... --trainee ID)")])
    if not sheet.incomplete or not sheet.is_sequence:
        raise Invalid([Problem(sheet_path, 1, 1, "this sheet is not an unfinished taglia or sequence (a sequence "
                               "sheet with incomplete: true); grade it with trainer grade instead")])
    report_dir = files.report_dir_of(sheet_path, report_dir)
    from ..files import regular_file_bytes

    try:  # read again as a regular file only: the name could have been swapped since it was loaded
        noted = files.noted_sequence(regular_file_bytes(sheet_path, 1_000_001).decode("utf-8", "replace"))
    except OSError as err:
        raise Invalid([Problem(sheet_path, 1, 1, f"cannot read the sheet: {err}")]) from None
    hands: HandSource
    if noted is not None:
        solution = _file(sheet, noted)
        taglia = files.Taglia(noted[1], files.sequence_note(noted[1], solution.scenario.sha256))
        hands = FileHands(solution)
    else:
        solution = None
        taglia, hands = _shoe(sheet, report_dir)
    kept: list[HandAnswers] = []
    decisions: list[Decision] = []
    typed = (sheet.doc.data.get("typed") or {}).get("hands", []) if sheet.doc is not None else []
    times = sheet.times.get("hands", [])
    for n, answer in enumerate(sheet.hands, 1):
        if n > len(hands.hands):
            if hands.over:
                break
            hands.deal()
        played = hands.hands[n - 1]
        if not complete(answer, played.plan.grade, asked_beyond(played.solution)):
            break
        kept.append(HandAnswers(answer, times[n - 1] if n <= len(times) else {},
                                typed[n - 1] if n <= len(typed) and isinstance(typed[n - 1], dict) else {},
                                sheet.confirmed[n - 1] if n <= len(sheet.confirmed) else ()))
        decisions += grade_hand(played.solution, answer_from_plain(answer), n)
    return Resumed(sheet.trainee, report_dir, sheet_path, taglia, hands, solution, tuple(kept), tuple(decisions))


def _file(sheet: AnswerSheet, noted: tuple[int, str, str]) -> Solution:
    from ..pipeline import solve_files

    line, path, sha = noted
    where = sheet.source

    def refuse(message: str) -> Invalid:
        return Invalid([Problem(where, line, 1, message)])

    if not os.path.isfile(path):
        raise refuse(f"the sequence file this sheet answers, {path}, is not there; put it back, or write its new "
                     "place on this line")
    solved = next(iter(solve_files([path])))
    if solved.solution is None:
        raise Invalid(list(solved.problems))
    if solved.solution.single:
        raise refuse(f"{path} is a one-hand scenario, not the sequence this sheet answers")
    seq = solved.solution.scenario
    if seq.id != sheet.scenario:
        raise refuse(f"{path} is sequence '{seq.id}', but this sheet answers '{sheet.scenario}'; write the path of "
                     f"'{sheet.scenario}' on this line")
    if seq.sha256 != sha:
        raise refuse(f"{path} has changed since this sheet was started (its SHA-256 is not the one noted), so its "
                     "hands may not be the ones answered; grade the sheet with trainer grade, or start the "
                     "sequence again")
    return solved.solution


def _shoe(sheet: AnswerSheet, report_dir: str) -> tuple[files.Taglia, ShoeHands]:
    from ..sequence.load import load_any
    from ..shoe import Dealer

    folder = files.taglia_folder(report_dir, sheet.trainee)
    path = _taglia_path(sheet, folder)
    text = _taglia_text(sheet, path)
    choice = files.dealt_by(text)
    seq = load_any(path, text.encode("utf-8"))
    dealer = None if choice is None else Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles,
                                                sheet.scenario, settle=choice.settle)
    if dealer is not None and choice is not None and not seq.single:
        while len(dealer.hands) < len(seq.hands) and not dealer.over:
            dealer.deal(choice.quick, choice.quick_payouts)
    if dealer is None or choice is None or seq.single \
            or files.taglia_file_text(dealer, sheet.trainee, choice) != text:
        raise Invalid([Problem(path, 1, 1, "this taglia is not the one its '# Dealt by:' line deals (was it "
                               "edited?), so it cannot be resumed; grade its sheet with trainer grade instead")])
    _check_noted(sheet, path, text)
    return files.Taglia(path, choice=choice), files.shoe_hands(dealer, choice, path, sheet.trainee)



def _taglia_path(sheet: AnswerSheet, folder: str) -> str:
    """The taglia file the sheet names: its scenario, a plain name, inside the trainee's taglia folder (a
    `../` or a link that leads out of it is refused: resume reads only the files a session saved)."""
    def refuse(message: str) -> Invalid:
        return Invalid([Problem(sheet.source, 1, 1, message)])

    sid = sheet.scenario
    if not files.taglia_name_ok(sid):
        raise refuse(f"the sheet's scenario {safe_text(repr(sid))} is not the name of a taglia saved in {folder}, "
                     "so there is nothing to resume")
    path = os.path.join(folder, sid + ".yaml")
    if os.path.dirname(os.path.realpath(path)) != os.path.realpath(folder):
        raise refuse(f"the taglia it answers, {path}, leads out of {folder}; it must stay where the session "
                     "saved it")
    return path


def _taglia_text(sheet: AnswerSheet, path: str) -> str:
    """The taglia file's text: a regular file only (never a FIFO or a device), of a taglia's size."""
    from ..files import NotAFile, regular_file_bytes

    def refuse(message: str, where: str = sheet.source) -> Invalid:
        return Invalid([Problem(where, 1, 1, message)])

    try:
        raw = regular_file_bytes(path, files.TAGLIA_MAX_BYTES + 1)
    except NotAFile as err:
        raise refuse(f"the taglia it answers, {path}, is {err.kind}, not a regular file, so it cannot be "
                     "resumed") from None
    except OSError as err:
        raise refuse(f"the taglia it answers, {path}, cannot be read ({err.strerror or err}); it must stay "
                     "where the session saved it") from None
    if len(raw) > files.TAGLIA_MAX_BYTES:
        raise refuse(f"the taglia it answers, {path}, is larger than any taglia "
                     f"({files.TAGLIA_MAX_BYTES // 1_000_000} MB at most), so it cannot be resumed")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise refuse("this taglia is not UTF-8 text, so it cannot be resumed", path) from None


def _check_noted(sheet: AnswerSheet, path: str, text: str) -> None:
    """The taglia file is the one the sheet noted when it was saved (its SHA-256): another genuine taglia put
    in its place deals the hands of its own `# Dealt by:` line, but not the hands answered."""
    from ..files import regular_file_bytes

    try:
        noted = files.noted_taglia(regular_file_bytes(sheet.source, 64_000).decode("utf-8", "replace"))
    except OSError:
        noted = None
    if noted is not None and hashlib.sha256(text.encode("utf-8")).hexdigest() != noted:
        raise Invalid([Problem(path, 1, 1, "this taglia has changed since its sheet was saved (its SHA-256 is not "
                               "the one the sheet noted), so its hands may not be the ones answered; grade the "
                               "sheet with trainer grade instead")])
