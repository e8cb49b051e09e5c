"""The procedure steps a dealer can take (RULEBOOK §4), with their articles."""
from __future__ import annotations

from .vocab import Step

STEPS: dict[Step, tuple[tuple[int, ...], str]] = {
    Step.CONTINUE_HAND: ((1,), "go on; the exposed card is valid"),
    Step.SET_ASIDE_CARD: ((1, 7, 8), "put the card(s) under the sabot for the next hand"),
    Step.ANNOUNCE_COLPO_IN_BIANCO: ((1, 3, 7, 8), "announce a hand without bets"),
    Step.WITHDRAW_BETS: ((1, 3), "hand all stakes back before the hand is played"),
    Step.RESTORE_ORDER: ((2,), "put stuck cards back in their order"),
    Step.BURN_CARDS: ((2, 6, 7), "burn cards"),
    Step.STAFF_PICK_UP: ((3,), "have staff pick the fallen card up and put it back in play"),
    Step.REPLACE_CARD: ((4,), "replace a damaged card with an identical one"),
    Step.ANNOUNCE_LAST_HAND: ((5,), '"ultimo colpo della taglia"'),
    Step.ANNOUNCE_MINIMUM_SEVEN: ((5,), '"last hand, minimum seven cards or else none"'),
    Step.COUNT_REMAINING_CARDS: ((5,), "take the rest out of the sabot and count before settling"),
    Step.CALL_GAME_INSPECTOR: ((6, 7, 8, 10), "call the Game Inspector"),
    Step.CALL_MUNICIPAL_INSPECTOR: ((6, 7, 8), "call the Municipal Inspector"),
    Step.RECTIFY_DISTRIBUTION: ((6,), "put distributed cards on their right side"),
    Step.RECONSTRUCT_HAND: ((7, 8), "rebuild the hand in sabot order"),
    Step.CANCEL_HAND: ((5, 6, 7), "declare the hand void; stakes go back"),
    Step.ANNOUNCE_LE_CARTE_PARLANO: ((9,), 'correct the announcement: "le carte parlano"'),
}
