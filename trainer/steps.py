"""The procedure steps a dealer can take (RULEBOOK §4), with their articles."""
from __future__ import annotations

STEPS: dict[str, tuple[tuple, str]] = {
    "continue_hand": ((1,), "go on; the exposed card is valid"),
    "set_aside_card": ((1, 7, 8), "put the card(s) under the sabot for the next hand"),
    "announce_colpo_in_bianco": ((1, 3, 7, 8), "announce a hand without bets"),
    "withdraw_bets": ((1, 3), "hand all stakes back before the hand is played"),
    "restore_order": ((2,), "put stuck cards back in their order"),
    "burn_cards": ((2, 6, 7), "burn cards"),
    "staff_pick_up": ((3,), "have staff pick the fallen card up and put it back in play"),
    "replace_card": ((4,), "replace a damaged card with an identical one"),
    "announce_last_hand": ((5,), '"ultimo colpo della taglia"'),
    "announce_minimum_seven": ((5,), '"last hand, minimum seven cards or else none"'),
    "count_remaining_cards": ((5,), "take the rest out of the sabot and count before settling"),
    "call_game_inspector": ((6, 7, 8, 10), "call the Game Inspector"),
    "call_municipal_inspector": ((6, 7, 8), "call the Municipal Inspector"),
    "rectify_distribution": ((6,), "put distributed cards on their right side"),
    "reconstruct_hand": ((7, 8), "rebuild the hand in sabot order"),
    "cancel_hand": ((5, 6, 7), "declare the hand void; stakes go back"),
    "announce_le_carte_parlano": ((9,), 'correct the announcement: "le carte parlano"'),
}
