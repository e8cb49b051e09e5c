"""What `?` says at a prompt, and what an empty line says: the same for every hand of a key, never its answer.

`?` at any prompt (issue 20, item 3) shows what the key asks, how it is typed and the `trainer rules` topics
that explain it, then the prompt comes again; the help answers nothing. The topics are the key's, fixed: the
rules of the decision in general, never the ones this hand's fault calls for. The procedure's help is the list
of steps with what each does (trainer.session.menu), then its topics.
"""
from __future__ import annotations

from ..i18n.prompts import ANNOUNCE_EXAMPLE
from ..rulebook import rules_args, rules_command
from ..vocab import Key
from . import menu
from .advice import command_lines
from .layout import fit
from .questions import Ask, stake_seats
from .screen import t

HELP = menu.HELP  # what a trainee types for help, at any prompt

# The rules topics (`trainer rules TOPIC`) behind each key, whatever the hand.
TOPICS: dict[str, tuple[str, ...]] = {
    "status": ("premise", "R4", "R16", "R17"),
    "procedure": (),  # every topic: each step is one (the help's last sentence says so)
    "bets": ("R27", "R28", "R29", "12"),
    "reader": ("premise", "R11", "R15"),
    "punto": ("premise", "R1", "R12"),
    "banco": ("premise", "R1", "R12"),
    "announce": ("premise", "9"),
    "winner": ("premise",),
    "payouts": ("premise", "banco_commission", "egalite_pays"),
    "settlement": ("R31", "settlement_order"),
    "set_aside": ("R3", "R19", "R26"),
    "burned": ("burn_cards", "R5", "10"),
    "next_hand": ("R3", "R6", "R20"),
    "button": ("R2", "R10", "R21"),
}
# Keys whose answer may be none (no steps, no stakes, no cards): only there does an empty line name 0 or none.
MAY_BE_NONE = frozenset({Key.PROCEDURE.value, Key.BETS.value, Key.SET_ASIDE.value, Key.BURNED.value})


def help_lines(key: str, ask: Ask) -> list[str]:
    """What `?` shows at `key`'s prompts, fitted to the screen's width."""
    lang, width = ask.lang, ask.width
    seats = ", ".join(map(str, stake_seats(ask)))
    lines = menu.help_lines(lang, width, ask.colour) if key == Key.PROCEDURE else []
    lines += fit(t(lang, f"session.help.{key}", seats=seats, example=ANNOUNCE_EXAMPLE), width)
    read = t(lang, "session.help.read", command=rules_command(TOPICS[key], lang))
    if len(read) <= width:
        lines.append(read)
    else:  # the command whole on lines of its own, to paste (a line too long is never broken inside it)
        lines += [t(lang, "session.help.read", command="").rstrip(),
                  *command_lines(rules_args(TOPICS[key], lang), width)]
    return lines + fit(t(lang, "session.help.again"), width)


def empty_reason(key: str) -> str:
    """The message id for an empty line at `key` (a settlement's says how it ends: questions.parse_settled)."""
    if key == Key.SETTLEMENT:
        return "session.retry.empty_settled"
    return "session.retry.empty.none" if key in MAY_BE_NONE else "session.retry.empty.value"
