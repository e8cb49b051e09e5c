"""The `trainer` process: the command line run once, its output flushed, its exit code passed on.

The console script and `python -m trainer` call `run`; tests and other
callers that stay in their own process call the click group `main` instead.
"""
from __future__ import annotations

import os
import sys
from typing import NoReturn

from .. import exitcodes


def run() -> NoReturn:
    """`trainer ...` as typed at a shell.

    Click runs the command and ends it with sys.exit; a reader that went away (`| head`) ends it with 1,
    quietly. An output that cannot be written for another reason (a full disk) is one line on standard
    error and exit 1, never a traceback. Whatever could not be written is dropped: standard output is
    pointed at the null device, so that Python's own flush at exit has nothing to complain about (the
    Python docs' "Note on SIGPIPE"). Ctrl-C before the group runs (while it is imported) is a stop like any
    other (trainer.cli.stop): one sentence, exit 130.
    """
    try:
        from . import main

        main()
    except KeyboardInterrupt:  # before the group runs (importing it): the group's own stop
        from ..i18n.stops import from_argv
        from .stop import stopped

        try:
            stopped(*from_argv(sys.argv[1:]))
        except SystemExit as done:
            code = done.code
    except SystemExit as done:
        code = done.code
    except OSError as err:  # click ends a closed pipe itself; anything else the output met ends here
        _cannot_write(err)
        _drop_output()
        sys.exit(exitcodes.INVALID)
    else:
        code = exitcodes.OK
    try:
        # The stream itself: after a closed pipe, click leaves sys.stdout a wrapper that hides the error.
        if sys.__stdout__ is not None:
            sys.__stdout__.flush()
    except BrokenPipeError:
        _drop_output()
        sys.exit(code or exitcodes.INVALID)
    except OSError as err:
        _cannot_write(err)
        _drop_output()
        sys.exit(exitcodes.INVALID)
    sys.exit(code)


def _cannot_write(err: OSError) -> None:
    where = err.filename if err.filename else "the output"
    try:
        print(f"trainer: cannot write {where}: {err.strerror or err}", file=sys.stderr)
    except OSError:
        pass


def _drop_output() -> None:
    """Point standard output at the null device: what is still buffered for it goes nowhere."""
    if sys.__stdout__ is None:
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.__stdout__.fileno())
    os.close(devnull)
