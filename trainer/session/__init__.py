"""`trainer train`: an interactive training session at the terminal.

One module per phase of a scenario:

- `sources`: the scenarios (files and folders, or a fresh drill);
- `screen`: the hand's panel (the table, the deal beside it, the fault), the numbered sabot listing;
- `layout`: lines that fit the terminal (broken at spaces only), columns, blocks side by side;
- `narrate`: what happened up to the fault, in plain words;
- `questions`: the decisions in the order a dealer meets them, how each is asked and read, and
  which of them the trainee's own status calls for;
- `menu`: the procedure steps grouped by purpose, in columns (`?` lists what each does);
- `interview`: asking them (re-asking invalid lines, timing, keeping every line typed; on a
  terminal each prompt on a fresh screen under the hand);
- `sheets`: answer sheets (and drill scenarios) saved without ever overwriting;
- `feedback`: the wrong decisions put right, and the final summary;
- `advice`: what to study per missed article, and the command that replays the missed hands;
- `runner`: the session itself (`Session`), safe to interrupt;
- `command`: the body of the `trainer train` command.

    from trainer.session import Console, Session
    report = Session("T-0042", lang="it", on_graded=record).run(solutions)
"""
from __future__ import annotations

from .console import Console
from .runner import EXIT_CLOSED, EXIT_DONE, EXIT_INTERRUPTED, Session, SessionReport

__all__ = ["Console", "Session", "SessionReport", "EXIT_DONE", "EXIT_CLOSED", "EXIT_INTERRUPTED"]
