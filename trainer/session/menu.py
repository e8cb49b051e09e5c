"""The procedure steps as a trainee picks them: a compact menu grouped by what the steps are for.

Steps keep the numbers of their order in vocab.STEPS (what a trainee types);
the menu shows each as its number and its code, the words that verdicts and
right answers use too, grouped by purpose and set in columns. Typing `?` at
the prompt lists every step with what it does, in the trainee's language
(the titles of `trainer rules STEP`, trainer/rulebook/en/steps.md).
"""
from __future__ import annotations

from ..i18n import code_word
from ..rulebook import find
from ..vocab import STEPS, Step
from .layout import fit, pad, visible
from .screen import emphasis, t

# What the steps are for. The groups are the same for every hand, so they tell nothing about this one.
GROUPS: tuple[tuple[str, tuple[Step, ...]], ...] = (
    ("goes_on", (Step.CONTINUE_HAND, Step.RESTORE_ORDER, Step.STAFF_PICK_UP, Step.REPLACE_CARD,
                 Step.ANNOUNCE_LE_CARTE_PARLANO)),
    ("bianco", (Step.SET_ASIDE_CARD, Step.ANNOUNCE_COLPO_IN_BIANCO, Step.WITHDRAW_BETS)),
    ("witnesses", (Step.CALL_GAME_INSPECTOR, Step.CALL_MUNICIPAL_INSPECTOR, Step.RECTIFY_DISTRIBUTION,
                   Step.RECONSTRUCT_HAND)),
    ("void", (Step.CANCEL_HAND, Step.BURN_CARDS)),
    ("mask", (Step.ANNOUNCE_LAST_HAND, Step.ANNOUNCE_MINIMUM_SEVEN, Step.COUNT_REMAINING_CARDS)),
    ("table", (Step.REFUSE_BET, Step.REDUCE_BET, Step.EXCHANGE_BANKNOTES, Step.RECOVER_PAYMENTS)),
)
HELP = "?"


def number(step: Step) -> int:
    return STEPS.index(step) + 1


def item(step: Step, lang: str = "en") -> str:
    """A step as the answers so far and the right answer write it: `7 staff_pick_up`; in Italian its words
    with the code the trainee types, `7 far raccogliere ... (staff_pick_up)`, as every Italian text shows a
    code (trainer.i18n.code_word)."""
    return f"{number(step)} {code_word(str(step), lang)}"


def shown(step: Step, lang: str) -> str:
    """A step in the menu: its code in English; in another language its short label, then the code typed."""
    return str(step) if lang == "en" else f"{t(lang, f'session.menu.{step}')} ({step})"


def menu_lines(lang: str, width: int, colour: bool = False) -> list[str]:
    """Every step, as `N code` (Italian: `N label (code)`), under the heading of its group; the groups set in as
    many columns as fit."""
    blocks = [[emphasis(t(lang, f"session.steps.group.{name}"), colour)]
              + [f"{number(s):>2} {shown(s, lang)}" for s in steps] for name, steps in GROUPS]
    cell = max(visible(line) for block in blocks for line in block)
    gap, indent = 3, "  "
    across = max(1, (width - len(indent) + gap) // (cell + gap))
    columns = _balanced(blocks, across)
    rows = max(len(col) for col in columns)
    out = []
    for r in range(rows):
        cells = [col[r] if r < len(col) else "" for col in columns]
        out.append((indent + (" " * gap).join(pad(c, cell) for c in cells)).rstrip())
    return out


def compact_lines(width: int) -> list[str]:
    """Every step as `N code`, group after group (a `·` between groups) in running lines: the menu for a
    screen too short for its columns (in every language: the labels would not fit; `?` lists them)."""
    groups = ["  ".join(f"{number(s)} {s}" for s in steps) for _, steps in GROUPS]
    return fit("  " + " ·  ".join(groups), width, "  ")


def _balanced(blocks: list[list[str]], across: int) -> list[list[str]]:
    """The blocks in order, in at most `across` columns, the tallest as short as it can be; a block is never
    split."""
    total = sum(len(b) for b in blocks)
    target = max(-(-total // across), max(len(b) for b in blocks))
    while True:
        columns: list[list[str]] = [[]]
        for block in blocks:
            if columns[-1] and len(columns[-1]) + len(block) > target:
                columns.append([])
            columns[-1].extend(block)
        if len(columns) <= across:
            return columns
        target += 1


def help_lines(lang: str, width: int, colour: bool = False) -> list[str]:
    """Every step with what it does, one to a line, by group (what `?` shows)."""
    out = []
    for name, steps in GROUPS:
        out.append(emphasis(t(lang, f"session.steps.group.{name}"), colour))
        for s in steps:
            topic = find(str(s))
            title = topic.title[lang] if topic is not None else ""
            out += fit(f"  {number(s):>2} {s} - {title}", width, " " * 6)
    return out
