"""`python -m trainer`, and the `trainer` console script: the command line run once (trainer.cli.process).

Ctrl-C while the command line itself is being imported ends like any stop before an answer: the sentence of
trainer.i18n.stops on a line of its own, exit 130 (exitcodes.INTERRUPTED), no traceback.
"""
from __future__ import annotations

import sys
from typing import NoReturn

INTERRUPTED = 130  # exitcodes.INTERRUPTED, written here too: Ctrl-C may come before any import of ours is done


def main() -> NoReturn:
    try:
        from .cli.process import run
    except KeyboardInterrupt:
        try:
            from .i18n.stops import from_argv, stop_message

            print("\n" + stop_message(*from_argv(sys.argv[1:])), flush=True)
        except (Exception, KeyboardInterrupt):  # noqa: BLE001  (a module left half made: exit 130 all the same)
            pass
        sys.exit(INTERRUPTED)
    run()


if __name__ == "__main__":
    main()
