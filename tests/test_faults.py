"""Faults replayed on rigged shoes: each article's effect on the cards, worked by hand.

Table used throughout (conftest): seat 1 Punto 100, seat 2 Banco 200 + Égalité
10, seat 4 Punto 300, seat 6 seated without a bet, seat 8 a temporary Punto
500; the button is at seat 2, so seat 4 reads and the button passes to 4.
"""
from __future__ import annotations

import pytest

from conftest import plain
from trainer.yamlio.errors import Invalid

WITNESSES = ["call_game_inspector", "call_municipal_inspector"]


def test_clean_hand_matches_the_formats_example(solved):
    s = plain(solved("7H KS 3D 9C 2H QD 5S 8C"))
    assert s["answer"] == {
        "status": "valid", "procedure": [], "reader": 4, "punto": ["7H", "3D"], "banco": ["KS", "9C"],
        "announce": "Banco 9, Punto 0", "winner": "banco", "payouts": {"1": -100, "2": 180, "4": -300, "8": -500},
        "set_aside": [], "burned": [], "next_hand": "normal", "button": 4,
    }


def test_third_card_given_to_banco_after_punto_drew_leaves_one_card_over(solved):
    # Punto 2H 3D = 5 draws 4S -> 9; Banco KS 7C = 7 stands; the dealer gave Banco 9D (6th card).
    s = plain(solved("2H KS 3D 7C 4S 9D 5C", articles="[8]",
               fault="kind: wrong_third_card\nside: banco\nerror: given"))
    assert s["answer"]["punto"] == ["2H", "3D", "4S"] and s["answer"]["banco"] == ["KS", "7C"]
    assert s["answer"]["set_aside"] == ["9D"]
    assert s["answer"]["procedure"] == WITNESSES + ["reconstruct_hand", "set_aside_card", "announce_colpo_in_bianco"]
    assert s["answer"]["next_hand"] == "colpo_in_bianco" and s["answer"]["status"] == "valid"


def test_third_card_given_to_punto_that_banco_needed_is_just_moved(solved):
    # Punto 3H 3D = 6 stands; Banco KS 4C = 4 draws (Punto stood): card 5 belongs to Banco.
    s = plain(solved("3H KS 3D 4C 2S 9D", articles="[8]", fault="kind: wrong_third_card\nside: punto\nerror: given"))
    assert s["answer"]["banco"] == ["KS", "4C", "2S"] and s["answer"]["set_aside"] == []
    assert s["answer"]["procedure"] == WITNESSES + ["reconstruct_hand"] and s["answer"]["next_hand"] == "normal"


def test_card_given_to_punto_against_a_banco_battuta_is_an_error_r1(solved):
    s = plain(solved("2H KS 3D 9C 4S", articles="[8]", fault="kind: wrong_third_card\nside: punto\nerror: given"))
    assert s["answer"]["punto"] == ["2H", "3D"] and s["answer"]["set_aside"] == ["4S"]


def test_giving_a_card_to_a_side_that_must_draw_is_refused(solved):
    with pytest.raises(Invalid, match="must draw a third card"):
        solved("2H KS 3D 7C 4S 9D", articles="[8]", fault="kind: wrong_third_card\nside: punto\nerror: given")


def test_natural_kept_covered_lets_banco_draw_a_card_that_is_left_over(solved):
    # Punto 4H 4D = 8 said "no carta"; Banco KS 5C = 5 drew 9S as if Punto stood.
    s = plain(solved("4H KS 4D 5C 9S 2D", fault="kind: reader_error\ndeclared: no_carta"))
    assert s["answer"]["punto"] == ["4H", "4D"] and s["answer"]["banco"] == ["KS", "5C"]
    assert s["answer"]["winner"] == "punto" and s["answer"]["set_aside"] == ["9S"]
    assert s["explain"]["procedure"]["articles"] == ["premise"]


def test_reader_error_standing_on_three_leaves_nothing_over(solved):
    # Punto AH 2D = 3 said "no carta"; the rebuilt hand gives Punto 9S.
    s = plain(solved("AH KS 2D 7C 9S 2D", fault="kind: reader_error\ndeclared: no_carta"))
    assert s["answer"]["punto"] == ["AH", "2D", "9S"] and s["answer"]["set_aside"] == []
    assert s["answer"]["procedure"] == WITNESSES + ["reconstruct_hand"]


def test_reader_error_refused_when_banco_battuta_changes_nothing(solved):
    with pytest.raises(Invalid, match="changes no card"):
        solved("2H 9S 3D KS 5C 6C", fault="kind: reader_error\ndeclared: no_carta")


def test_reader_error_refused_when_the_dealer_reads(solved):
    seats = {1: "{banco: 100}", 2: "{punto: 50, temporary: true}", 3: "{}"}
    with pytest.raises(Invalid, match="dealer reads"):
        solved("2H KS 3D 7C 4S 9D", seats=seats, button=1, fault="kind: reader_error\ndeclared: no_carta")


def test_reader_error_refused_when_the_declaration_is_right(solved):
    with pytest.raises(Invalid, match="right"):
        solved("2H KS 3D 7C 4S 9D", fault="kind: reader_error\ndeclared: carta")


def test_after_burn_grades_only_four_keys_and_calls_the_game_inspector(solved):
    s = plain(solved("7H KS 3D 9C 2H QD", articles="[7, 10]",
               fault="kind: wrong_card_count\npunto: 3\nbanco: 2\nafter_burn: true"))
    assert s["answer"] == {"status": "valid", "procedure": ["call_game_inspector"], "next_hand": "normal", "button": 4}
    assert s["explain"]["status"]["articles"] == [10, 7]


def test_wrong_card_count_rebuilt_sets_aside_the_fifth_card(solved):
    s = plain(solved("7H KS 3D 9C 2H QD", articles="[7]", fault="kind: wrong_card_count\npunto: 3\nbanco: 2\nreconstructible: true"))
    assert s["answer"]["set_aside"] == ["2H"] and s["answer"]["next_hand"] == "colpo_in_bianco"


def test_wrong_card_count_not_rebuilt_is_cancelled_and_burns_what_was_drawn(solved):
    s = plain(solved("7H KS 3D 9C 2H QD", articles="[7]", fault="kind: wrong_card_count\npunto: 1\nbanco: 2\nreconstructible: false"))
    assert s["answer"] == {"status": "cancelled", "procedure": WITNESSES + ["cancel_hand", "burn_cards"],
                        "set_aside": [], "burned": ["7H", "KS", "3D"], "next_hand": "normal", "button": 4}


def test_cancelled_hand_passes_the_button_unless_the_house_says_stay_r2(solved):
    fault = "kind: wrong_card_count\npunto: 1\nbanco: 2\nreconstructible: false"
    passes = plain(solved("7H KS 3D 9C 2H QD", articles="[7]", fault=fault))
    stays = plain(solved("7H KS 3D 9C 2H QD", articles="[7]", fault=fault, extra="house: {button_after_cancel: stay}\n"))
    assert passes["answer"]["button"] == 4 and stays["answer"]["button"] == 2
    assert passes["explain"]["button"]["articles"] == stays["explain"]["button"]["articles"] == ["premise", 7]
    assert "R2" in str(passes["explain"]["button"]["why"]) and "R2" in str(stays["explain"]["button"]["why"])


def test_single_witness_house_rule(solved):
    s = plain(solved("7H KS 3D 9C 2H QD", articles="[6]", extra="house: {reconstruction_witnesses: [game_inspector]}\n",
               fault="kind: reversed_distribution\ncards: [1, 2]\nreconstructible: true"))
    assert s["answer"]["procedure"] == ["call_game_inspector", "rectify_distribution"]


@pytest.mark.parametrize("cards, status, button", [("7H KS 3D 9C 2H QD", "cancelled", 4),
                                                   ("7H KS 3D 9C 2H QD 5S", "valid", 4)])
def test_mask_at_start_counts_the_cards_on_the_table(write, cards, status, button):
    from conftest import scenario_yaml
    from trainer.scenario.load import load
    from trainer.engine.solve import solve

    text = scenario_yaml(cards, articles="[5]").replace("shoe:\n", "shoe:\n  mask_after: 0\n")
    s = plain(solve(load(write(text))))
    assert s["answer"]["status"] == status and s["answer"]["button"] == button
    assert s["answer"]["next_hand"] == "new_shoe" and s["answer"]["burned"] == []
    expected = ["announce_minimum_seven", "count_remaining_cards"] + (["cancel_hand"] if status == "cancelled" else [])
    assert s["answer"]["procedure"] == expected


def test_mask_inside_a_faulty_hand_is_refused(write):
    from conftest import scenario_yaml
    from trainer.scenario.load import load
    from trainer.engine.solve import solve

    text = scenario_yaml("7H KS 3D 9C 2H QD", articles="[3]", fault="kind: dropped_card\ncard: 2")
    text = text.replace("shoe:\n", "shoe:\n  mask_after: 3\n")
    with pytest.raises(Invalid, match="already has a dropped_card fault"):
        solve(load(write(text)))


def test_extra_card_seen_is_set_aside_for_a_colpo_in_bianco(solved):
    s = plain(solved("7H KS 3D 9C 2H QD", articles="[1]", fault="kind: extra_card\nafter: 4\nseen: true"))
    assert s["answer"]["set_aside"] == ["2H"] and s["answer"]["burned"] == []
    assert s["answer"]["procedure"] == ["set_aside_card", "announce_colpo_in_bianco"]
    assert s["answer"]["next_hand"] == "colpo_in_bianco" and s["answer"]["status"] == "valid"


def test_stuck_cards_unknown_order_burns_only_the_stuck_ones_r5(solved):
    # Cards 2-3 stick together and are burned; the hand is dealt from 7H 9C 2H QD 5S 8C.
    s = plain(solved("7H KS 3D 9C 2H QD 5S 8C", articles="[2]", fault="kind: stuck_cards\ncard: 2\norder_known: false"))
    assert s["answer"]["burned"] == ["KS", "3D"]
    assert s["answer"]["punto"][:2] == ["7H", "2H"] and s["answer"]["banco"][:2] == ["9C", "QD"]


def test_stuck_cards_cancel_hand_house_rule_burns_everything_drawn(solved):
    s = plain(solved("7H KS 3D 9C 2H QD 5S 8C", articles="[2]", extra="house: {stuck_burn: cancel_hand}\n",
               fault="kind: stuck_cards\ncard: 2\norder_known: false"))
    assert s["answer"]["status"] == "cancelled" and s["answer"]["procedure"] == ["cancel_hand", "burn_cards"]
    assert s["answer"]["burned"] == ["7H", "KS", "3D"] and s["answer"]["button"] == 4


@pytest.mark.parametrize("kind", ["exposed_card\nwhere: sabot", "dropped_card"])
def test_first_card_faults_make_a_colpo_in_bianco_without_reader_or_payouts(solved, kind):
    article = 1 if "exposed" in kind else 3
    s = plain(solved("7H KS 3D 9C 2H QD", articles=f"[{article}]", fault=f"kind: {kind}\ncard: 1"))
    assert s["answer"]["status"] == "colpo_in_bianco" and "reader" not in s["answer"] and "payouts" not in s["answer"]
    assert s["answer"]["button"] == 2


def test_stuck_cancel_hand_needs_only_the_cards_drawn_before_the_cancel(solved):
    # Punto 3S 9H = 2 and Banco 8D 5C = 3: cards 3-4 (9H 5C) stick; the hand stops there.
    s = plain(solved("3S 8D 9H 5C AS 6D", articles="[2]", extra="house: {stuck_burn: cancel_hand}\n",
               fault="kind: stuck_cards\ncard: 3\norder_known: false"))
    assert s["answer"]["status"] == "cancelled" and s["answer"]["burned"] == ["3S", "8D", "9H", "5C"]


def test_stuck_cancel_hand_refuses_a_position_the_hand_never_draws(solved):
    # Both sides stand on the first four cards: no fifth card is ever drawn.
    with pytest.raises(Invalid, match="no card 5 is drawn"):
        solved("7S KD QH 6C AS 6D 2C", articles="[2]", extra="house: {stuck_burn: cancel_hand}\n",
               fault="kind: stuck_cards\ncard: 5\norder_known: false")


def test_a_standing_punto_facing_a_banco_battuta_is_not_said_to_be_stopped_from_drawing(solved):
    from trainer.i18n import text_in

    # Punto 4H 3S = 7 stands ("no carta"); Banco KS 8C = 8, a battuta. Punto 2H 3D = 5 would have drawn.
    stands = solved("4H KS 3S 8C 5D 6D")
    assert text_in(stands.only_hand.explanation.punto.text) == (
        'Punto 4H 3S makes 7: "no carta", it stands; Banco\'s battuta ends the hand in any case (R1).')
    stopped = solved("2H KS 3D 8C 5D 6D")
    assert "before any draw" in text_in(stopped.only_hand.explanation.punto.text)
