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

import os
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.grade import Decision, grade_hand
from ..io.plain import answer_from_plain
from ..yamlio.errors import Invalid, Problem
from . import taglia_files as files
from .taglia_interview import complete
from .taglia_source import FileSource, HandSource, ShoeSource

if TYPE_CHECKING:
    from ..sheet.model import AnswerSheet
    from ..shoe import Dealer


class Resumed(Protocol):
    """What taking up a sheet reads and sets of its session (trainer.session.taglia.TagliaSession)."""

    trainee: str
    report_dir: str
    sheet_path: str
    taglia_path: str  # the sequence file the sheet answers
    note: list[str]
    choice: files.ShoeChoice | None
    answers: list[dict[str, Any]]
    times: list[dict[str, Any]]
    typed: list[dict[str, Any]]
    decisions: list[Decision]

    def taglia_text(self, dealer: Dealer) -> str: ...

    def shoe_source(self, dealer: Dealer, choice: files.ShoeChoice) -> ShoeSource: ...


def take_up(session: Resumed, sheet_path: str) -> tuple[HandSource, int]:
    """The source of the sheet's hands with the answered ones dealt, and how many hands are done; the
    session holds the answers kept. Invalid, said at its file, when the sheet cannot be taken up."""
    from ..sheet.load import load_sheet

    sheet = load_sheet(sheet_path)
    if not sheet.incomplete or not sheet.is_sequence:
        raise Invalid([Problem(sheet_path, 1, 1, "this sheet is not an unfinished taglia or sequence (a sequence "
                               "sheet with incomplete: true); grade it with trainer grade instead")])
    session.trainee, session.sheet_path = sheet.trainee, sheet_path
    session.report_dir = files.report_dir_of(sheet_path, session.report_dir)  # the scorecard goes beside the rest
    with open(sheet_path, encoding="utf-8", errors="replace") as f:
        noted = files.noted_sequence(f.read())
    source = _file(session, sheet, noted) if noted is not None else _shoe(session, sheet)
    done = 0
    typed = (sheet.doc.data.get("typed") or {}).get("hands", []) if sheet.doc is not None else []
    times = sheet.times.get("hands", [])
    for n, answer in enumerate(sheet.hands, 1):
        if n > len(source.hands):
            if source.over:
                break
            source.deal()
        played = source.hands[n - 1]
        if not complete(answer, tuple(map(str, played.plan.grade)) if played.plan.grade is not None else None):
            break
        session.answers.append(answer)
        session.times.append(times[n - 1] if n <= len(times) else {})
        session.typed.append(typed[n - 1] if n <= len(typed) and isinstance(typed[n - 1], dict) else {})
        session.decisions += grade_hand(played.solution, answer_from_plain(answer), n)
        done = n
    return source, done


def _file(session: Resumed, sheet: AnswerSheet, noted: tuple[int, str, str]) -> FileSource:
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
    session.taglia_path = path
    session.note = files.sequence_note(path, seq.sha256)
    return FileSource(solved.solution)


def _shoe(session: Resumed, sheet: AnswerSheet) -> ShoeSource:
    from ..sequence.load import load_any
    from ..shoe import Dealer

    folder = files.taglia_folder(session.report_dir, sheet.trainee)
    session.taglia_path = path = os.path.join(folder, sheet.scenario + ".yaml")
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as err:
        raise Invalid([Problem(sheet.source, 1, 1, f"the taglia it answers, {path}, cannot be read "
                               f"({err.strerror or err}); it must stay where the session saved it")]) from None
    choice = files.dealt_by(text)
    seq = load_any(path, text.encode("utf-8"))
    dealer = None if choice is None else Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles,
                                                sheet.scenario)
    session.choice = choice
    if dealer is not None and choice is not None and not seq.single:
        while len(dealer.hands) < len(seq.hands) and not dealer.over:
            dealer.deal(choice.quick)
    if dealer is None or choice is None or seq.single or session.taglia_text(dealer) != text:
        raise Invalid([Problem(path, 1, 1, "this taglia is not the one its '# Dealt by:' line deals (was it "
                               "edited?), so it cannot be resumed; grade its sheet with trainer grade instead")])
    return session.shoe_source(dealer, choice)
