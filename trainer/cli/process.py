"""The `trainer` process: the command line run once, its output flushed, and the process ended at once.

The console script and `python -m trainer` call `run`; tests and other
callers that stay in their own process call the click group `main` instead.
"""
from __future__ import annotations

import atexit
import os
import sys
from typing import NoReturn

from .. import exitcodes


def run() -> NoReturn:
    """`trainer ...` as typed at a shell.

    Python's own exit tears down every module and object one by one before the process ends; for a
    `trainer solve` that is about a twentieth of its time, spent on memory about to vanish. Every
    command has closed its files and its store by the time it returns, so the output is flushed here,
    the atexit handlers run, and the process ends with os._exit (as mypy ends its own). An output that
    cannot be written (a full disk) is one line on standard error and exit 1, never a traceback.
    """
    from . import main

    try:
        main()
        code = exitcodes.OK
    except SystemExit as done:
        code = _exit_code(done)
    except OSError as err:  # click handles a closed pipe; anything else the output met ends here
        code = _cannot_write(err)
    code = _flushed(code)
    atexit._run_exitfuncs()
    os._exit(code)


def _exit_code(done: SystemExit) -> int:
    if done.code is None:
        return exitcodes.OK
    if isinstance(done.code, int):
        return done.code
    print(done.code, file=sys.stderr)  # as Python prints sys.exit("message")
    return exitcodes.INVALID


def _cannot_write(err: OSError) -> int:
    where = err.filename if err.filename else "the output"
    try:
        print(f"trainer: cannot write {where}: {err.strerror or err}", file=sys.stderr)
    except OSError:
        pass
    return exitcodes.INVALID


def _flushed(code: int) -> int:
    """Write what is still buffered; a reader that went away (`| head`) ends the run quietly with 1, as
    click ends it when the pipe closes during the command."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        code = code or exitcodes.INVALID
    except OSError as err:
        code = _cannot_write(err)
    try:
        sys.stderr.flush()
    except OSError:
        pass
    return code
