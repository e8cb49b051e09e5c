"""The trainer's vocabularies, typed, at the bottom of the layering.

Every word a scenario, an answer sheet, the engine, a session, the results
store or the audit shares lives here once: the answer keys and which of them
are graded per status (FORMATS §3), the statuses, winners and next-hand
values, the procedure steps (RULEBOOK §4), the button's move, and the house
rules' choices (FORMATS §2). They are `StrEnum`s, so a member is its own
string on the wire (JSON, YAML, the store) and compares equal to it.
"""
from __future__ import annotations

from decimal import Decimal
from enum import StrEnum
from typing import Literal, Mapping, Sequence, Union

# A JSON (or YAML) value as the trainer writes it: `Decimal` for exact money (money.dumps writes its digits).
# Defined once here, at the bottom of the layering, so every package can import it.
JSON = Union[None, bool, int, float, str, Decimal, list["JSON"], dict[str, "JSON"]]
# The same values as a writer takes them, read only: any sequence or map of them, so that a list[str] or a
# dict[str, int] built on the way is one (a list[str] is no list[JSON]: a list can be written to).
JSONOut = Union[None, bool, int, float, str, Decimal, Sequence["JSONOut"], Mapping[str, "JSONOut"]]


class Key(StrEnum):
    """The answer keys, in FORMATS order (the order a solution lists them)."""

    STATUS = "status"
    PROCEDURE = "procedure"
    READER = "reader"
    PUNTO = "punto"
    BANCO = "banco"
    ANNOUNCE = "announce"
    WINNER = "winner"
    PAYOUTS = "payouts"
    SET_ASIDE = "set_aside"
    BURNED = "burned"
    NEXT_HAND = "next_hand"
    BUTTON = "button"
    # Graded only where they apply, beside the status's keys (FORMATS §6): the stakes that play, in a hand
    # with a betting fault; the settlement bet by bet, where the scenario drills it.
    BETS = "bets"
    SETTLEMENT = "settlement"


class Status(StrEnum):
    """What a hand is left as (RULEBOOK §3)."""

    VALID = "valid"
    COLPO_IN_BIANCO = "colpo_in_bianco"
    CANCELLED = "cancelled"


class Winner(StrEnum):
    PUNTO = "punto"
    BANCO = "banco"
    EGALITE = "egalite"


class NextHand(StrEnum):
    NORMAL = "normal"
    COLPO_IN_BIANCO = "colpo_in_bianco"
    NEW_SHOE = "new_shoe"


class Box(StrEnum):
    """A box of the layout a stake is placed on (Article 11)."""

    PUNTO = "punto"
    BANCO = "banco"
    EGALITE = "egalite"


class Touches(StrEnum):
    """What a fault touches at the table: the stakes before the deal, the cards, or the announcement."""

    BETS = "bets"
    CARDS = "cards"
    ANNOUNCEMENT = "announcement"


class ButtonMove(StrEnum):
    """What a fault does to the button; `cancel` defers to the house rule."""

    PASSES = "passes"
    STAYS = "stays"
    CANCEL = "cancel"


class Step(StrEnum):
    """The procedure steps a dealer can take (RULEBOOK §4), in the menu's order."""

    CONTINUE_HAND = "continue_hand"
    SET_ASIDE_CARD = "set_aside_card"
    ANNOUNCE_COLPO_IN_BIANCO = "announce_colpo_in_bianco"
    WITHDRAW_BETS = "withdraw_bets"
    RESTORE_ORDER = "restore_order"
    BURN_CARDS = "burn_cards"
    STAFF_PICK_UP = "staff_pick_up"
    REPLACE_CARD = "replace_card"
    ANNOUNCE_LAST_HAND = "announce_last_hand"
    ANNOUNCE_MINIMUM_SEVEN = "announce_minimum_seven"
    COUNT_REMAINING_CARDS = "count_remaining_cards"
    CALL_GAME_INSPECTOR = "call_game_inspector"
    CALL_MUNICIPAL_INSPECTOR = "call_municipal_inspector"
    RECTIFY_DISTRIBUTION = "rectify_distribution"
    RECONSTRUCT_HAND = "reconstruct_hand"
    CANCEL_HAND = "cancel_hand"
    ANNOUNCE_LE_CARTE_PARLANO = "announce_le_carte_parlano"
    # At the table (RULEBOOK §6): a stake refused, cut to the maximum, or changed from banknotes to tokens;
    # and what was paid on a wrong announcement taken back (R32).
    REFUSE_BET = "refuse_bet"
    REDUCE_BET = "reduce_bet"
    EXCHANGE_BANKNOTES = "exchange_banknotes"
    RECOVER_PAYMENTS = "recover_payments"


# House rules (FORMATS §2): the choices of each one that takes a word.
class CommissionRounding(StrEnum):
    CENT = "cent"
    DOWN_TO_UNIT = "down_to_unit"


class ButtonAfterCancel(StrEnum):
    STAY = "stay"
    PASS = "pass"


class SeatOrder(StrEnum):
    ASCENDING = "ascending"
    DESCENDING = "descending"


class StuckBurn(StrEnum):
    STUCK_ONLY = "stuck_only"
    CANCEL_HAND = "cancel_hand"


class SettlementOrder(StrEnum):
    """R31: every losing stake collected before any winner is paid, or in any order."""

    COLLECT_FIRST = "collect_first"
    ANY = "any"


class SettleBy(StrEnum):
    """How a scenario grades the settlement (FORMATS §6 `settlement:`): each seat's net, or bet by bet too (R31)."""

    NET = "net"
    BET_BY_BET = "bet_by_bet"


class Act(StrEnum):
    """What the dealer does with one bet when settling it bet by bet (R31)."""

    COLLECT = "collect"  # a losing stake, taken in full
    PAY = "pay"  # a winning stake, paid its win


class Witness(StrEnum):
    """Who may witness a reconstruction, in the order they are called (R7)."""

    GAME_INSPECTOR = "game_inspector"
    MUNICIPAL_INSPECTOR = "municipal_inspector"


class Origin(StrEnum):
    """Which command graded a recorded result (the results store's `origin`)."""

    GRADE = "grade"
    TRAIN = "train"
    EXAM = "exam"  # a hand of `trainer exam`, and the exam's outcome (trainer.exam.sitting)


Dealer = Literal["dealer"]
DEALER: Dealer = "dealer"
Reader = Union[int, Dealer]  # who reads the Punto cards: a seat number, or the dealer (no seated Punto stake)

Premise = Literal["premise"]
Article = Union[int, Premise]  # an article number 1..16, or the game's premise
PREMISE: Premise = "premise"
# The articles a drill can stress (a fault variant exists for each: trainer.faults.drills): 1-12, 14 and the
# premise. Kept here so that reading a history (the adaptive plan, the class report) needs no fault code.
DRILLED_ARTICLES: tuple[Article, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, PREMISE)

ALL_KEYS: tuple[Key, ...] = tuple(Key)
# The keys a status grades draw on these; `bets` and `settlement` are added where they apply (FORMATS §6).
HAND_KEYS: tuple[Key, ...] = tuple(k for k in Key if k not in (Key.BETS, Key.SETTLEMENT))

# The procedure steps in the menu's order; what each does and the articles behind it are
# `trainer rules STEP` (trainer/rulebook/en/steps.md), the one place that says so.
STEPS: tuple[Step, ...] = tuple(Step)

# Which keys a solution grades, per status (FORMATS §3); "exhausted" is a hand
# closed under Article 10, found after the burn.
GRADED: dict[str, tuple[Key, ...]] = {
    Status.VALID: HAND_KEYS,
    Status.COLPO_IN_BIANCO: tuple(k for k in HAND_KEYS if k not in (Key.READER, Key.PAYOUTS)),
    Status.CANCELLED: (Key.STATUS, Key.PROCEDURE, Key.SET_ASIDE, Key.BURNED, Key.NEXT_HAND, Key.BUTTON),
    "exhausted": (Key.STATUS, Key.PROCEDURE, Key.NEXT_HAND, Key.BUTTON),
}

# The answer keys whose value is one word out of a fixed list.
ANSWER_CHOICES: dict[Key, tuple[str, ...]] = {
    Key.STATUS: tuple(Status),
    Key.WINNER: tuple(Winner),
    Key.NEXT_HAND: tuple(NextHand),
}

# The answer keys whose value is a list of cards.
CARD_KEYS: tuple[Key, ...] = (Key.PUNTO, Key.BANCO, Key.SET_ASIDE, Key.BURNED)

# What each word-valued house rule accepts, for the loader and the schema.
HOUSE_CHOICES: dict[str, tuple[str, ...]] = {
    "commission_rounding": tuple(CommissionRounding),
    "button_after_cancel": tuple(ButtonAfterCancel),
    "seat_order": tuple(SeatOrder),
    "stuck_burn": tuple(StuckBurn),
    "settlement_order": tuple(SettlementOrder),
}
