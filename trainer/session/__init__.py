"""`trainer train`: an interactive training session at the terminal.

One loop plays every scenario, of one hand or many (`runner`); one module per phase of a hand, and
the parts that differ between a scenario file, the shoe and a resumed sheet:

- `sources`: the scenarios (files and folders, or a fresh drill);
- `hands`: where a scenario's hands come from (its file, or the shoe's Dealer);
- `screen`: the hand's panel (the table, the deal beside it, the fault), the numbered sabot listing;
- `layout`: lines that fit the terminal (broken at spaces only), columns, blocks side by side;
- `narrate`: what happened up to the fault, in plain words;
- `questions`: the decisions in the order a dealer meets them, how each is asked and read, and
  which of them the trainee's own status calls for;
- `menu`: the procedure steps grouped by purpose, in columns (`?` lists what each does);
- `interview`: asking them, narrowed to a hand's `grade:` keys (re-asking invalid lines, timing,
  keeping every line typed; on a terminal each prompt on a fresh screen under the hand);
- `sheets`: answer sheets (and drill scenarios) saved without ever overwriting;
- `feedback`: the wrong decisions put right, and the final summary;
- `advice`: what to study per missed article, and the command that replays the missed hands;
- `taglia_files`, `taglia_resume`: where a taglia or sequence keeps its work, and `--resume`;
- `runner`: the session itself (`Session`), safe to interrupt;
- `segments`: one-hand scenarios and sequences given together, each played in turn;
- `command`: the body of the `trainer train` command.

    from trainer.session import Console, Session
    report = Session("T-0042", lang="it", on_graded=record).run(solutions)   # one-hand scenarios
    report = Session("T-0042").shoe(ShoeChoice(seed=7))                      # a whole taglia
"""
from __future__ import annotations

from .console import Console
from .progress import EXIT_CLOSED, EXIT_DONE, EXIT_INTERRUPTED, SessionReport
from .runner import Session

__all__ = ["Console", "Session", "SessionReport", "EXIT_DONE", "EXIT_CLOSED", "EXIT_INTERRUPTED"]
