"""The catalog's contents: every topic in reading order, its kind and the articles it belongs to.

The words are not here: each language has one Markdown file per kind of topic (FILES) under
trainer/rulebook/<lang>/, which gives every topic its title and text (prose.py reads them). What a topic
is and which articles it belongs to is the same in every language, so it is said once, here.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..vocab import PREMISE, Article

LANGS = ("en", "it")  # English first: the source the other languages translate


class Kind(StrEnum):
    """What a topic is, as `trainer rules --json` names it (FORMATS §4)."""

    PREMISE = "premise"
    ARTICLE = "article"
    RULING = "ruling"
    HOUSE_RULE = "house_rule"
    STEP = "step"


# The file of each kind, in each language's folder: en/rulings.md holds every ruling in English.
FILES: dict[Kind, str] = {
    Kind.PREMISE: "premise.md",
    Kind.ARTICLE: "articles.md",
    Kind.RULING: "rulings.md",
    Kind.HOUSE_RULE: "house-rules.md",
    Kind.STEP: "steps.md",
}


@dataclass(frozen=True, slots=True)
class Entry:
    topic: str  # what a reader types: "premise", "7", "R9", "button_after_cancel", "burn_cards"
    kind: Kind
    articles: tuple[Article, ...]  # the articles the topic belongs to


def _of(kind: Kind, topics: dict[str, tuple[Article, ...]]) -> tuple[Entry, ...]:
    return tuple(Entry(name, kind, articles) for name, articles in topics.items())


# The premise, Articles 1-16, then each kind in the order `trainer rules` prints it.
CONTENTS: tuple[Entry, ...] = (
    Entry("premise", Kind.PREMISE, (PREMISE,)),
    *(Entry(str(n), Kind.ARTICLE, (n,)) for n in range(1, 17)),
    # R1-R17: one reading wherever the regulation is silent or ambiguous (RULEBOOK §2-§3);
    # R18-R26: hand after hand from one sabot, up to the whole taglia (RULEBOOK §5).
    *_of(Kind.RULING, {
        "R1": (PREMISE, 8),
        "R2": (PREMISE, 5, 6, 7),
        "R3": (1,),
        "R4": (1, 7, 8),
        "R5": (2,),
        "R6": (5,),
        "R7": (6, 7, 8, PREMISE),
        "R8": (7, 8, PREMISE),
        "R9": (7, 8, PREMISE),
        "R10": (PREMISE, 13),
        "R11": (PREMISE,),
        "R12": (PREMISE,),
        "R13": (8,),
        "R14": (4,),
        "R15": (13, PREMISE),
        "R16": (5, 6, 7),
        "R17": (10,),
        "R18": (PREMISE,),
        "R19": (1, 7, 8),
        "R20": (1, 3, 7, 8),
        "R21": (PREMISE,),
        "R22": (5,),
        "R23": (PREMISE,),
        "R24": (PREMISE, 13),
        "R25": (10,),
        "R26": (1, 2, 3, 4),
        # R27-R32: the table's conduct, bets, tokens, limits and settlement (RULEBOOK §6).
        "R27": (11,),
        "R28": (PREMISE,),
        "R29": (14,),
        "R30": (14,),
        "R31": (PREMISE,),
        "R32": (9, 10),
    }),
    # The house rules a scenario may override (`house:`), in the order of HouseRules (FORMATS §2).
    *_of(Kind.HOUSE_RULE, {
        "banco_commission": (PREMISE,),
        "egalite_pays": (PREMISE,),
        "commission_rounding": (PREMISE,),
        "button_after_cancel": (PREMISE, 5, 6, 7),
        "seat_order": (PREMISE,),
        "stuck_burn": (2,),
        "reconstruction_witnesses": (6, 7, 8, PREMISE),
        "settlement_order": (PREMISE,),
    }),
    # The procedure steps (RULEBOOK §4), in the menu's order (vocab.Step).
    *_of(Kind.STEP, {
        "continue_hand": (1,),
        "set_aside_card": (1, 7, 8, PREMISE),
        "announce_colpo_in_bianco": (1, 3, 7, 8, PREMISE),
        "withdraw_bets": (1, 3),
        "restore_order": (2,),
        "burn_cards": (2, 6, 7),
        "staff_pick_up": (3,),
        "replace_card": (4,),
        "announce_last_hand": (5,),
        "announce_minimum_seven": (5,),
        "count_remaining_cards": (5,),
        "call_game_inspector": (6, 7, 8, 10, PREMISE),
        "call_municipal_inspector": (6, 7, 8, PREMISE),
        "rectify_distribution": (6,),
        "reconstruct_hand": (7, 8, PREMISE),
        "cancel_hand": (5, 6, 7),
        "announce_le_carte_parlano": (9,),
        "refuse_bet": (11, 14, PREMISE),
        "reduce_bet": (14,),
        "exchange_banknotes": (12,),
        "recover_payments": (9,),
    }),
)
