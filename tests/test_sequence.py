"""Sequences (RULEBOOK §5, FORMATS §5): each ruling R18-R26 pinned on a small hand-checked sequence.

Every shoe is rigged so the hands can be followed by hand; the comments give
the reckoning each expectation comes from.
"""
from __future__ import annotations

import json
from decimal import Decimal

import pytest
from click.testing import CliRunner

from conftest import plain
from trainer.cli import main
from trainer.engine.solve import Solution, solve
from trainer.sequence.load import load_any

# Seat 2 reads (Punto 100), seat 5 bets Banco, seat 9 is a temporary player with the top Punto stake.
SEATS = "    2: {punto: 100}\n    5: {banco: 50}\n    9: {punto: 500, temporary: true}\n"
# Hand A: Punto 7H 3D = 0, Banco KS 9C = 9, a battuta: 4 cards.
HAND_A = ["7H", "KS", "3D", "9C"]
# Then 2H; hand B from 2H: Punto 2H 5S = 7, Banco QD 8C = 8 battuta.
TAIL = ["2H", "QD", "5S", "8C", "4D", "6C", "2S", "3H", "9D", "9H", "AS", "AC"]


def sequence_text(cards: list[str], hands: list[str], *, mask: int | None = None, seats: str = SEATS,
                  house: str = "", articles: str = "[1, 2, 3, 5, 6, 7, 8, 9, 10, premise]", button: int = 2) -> str:
    shoe = f"shoe:\n  cards: [{', '.join(cards)}]\n" + (f"  mask_after: {mask}\n" if mask is not None else "")
    return (f"id: seq-test\ntitle: A test sequence\narticles: {articles}\ntable:\n  button: {button}\n  seats:\n{seats}"
            + shoe + "hands:\n" + "".join(f"  - {h}\n" for h in hands) + house)


def solved(text: str, tmp_path=None) -> Solution:
    seq = load_any("seq.yaml", text.encode())
    assert not seq.single  # a sequence, not a one-hand file
    return solve(seq)


def answers(text: str) -> list[dict]:
    return plain(solved(text))["answer"]["hands"]


def test_r19_an_unseen_extra_card_opens_the_next_hand_which_is_normal():
    # Hand 1 draws 7H KS 3D 9C, then 2H by mistake: set aside, not seen. Hand 2 opens with 2H, then QD 5S 8C.
    hands = answers(sequence_text(HAND_A + TAIL, ["{fault: {kind: extra_card, after: 4, seen: false}}", "{}"]))
    assert hands[0]["set_aside"] == ["2H"] and hands[0]["next_hand"] == "normal"
    two = hands[1]
    assert two["status"] == "valid" and two["procedure"] == []
    assert (two["punto"], two["banco"]) == (["2H", "5S"], ["QD", "8C"])
    assert two["reader"] == 2  # the temporary player's 500 never reads (R15)
    assert two["payouts"] == {"2": -100, "5": Decimal("47.5"), "9": -500}
    assert [h["button"] for h in hands] == [5, 2]  # 2 -> 5 -> 2: seat 9 is temporary (R10)


def test_r20_a_seen_extra_card_opens_the_colpo_in_bianco_and_its_bets_count_later():
    text = sequence_text(HAND_A + TAIL, ["{fault: {kind: extra_card, after: 4, seen: true}}",
                                         "{bets: {2: {banco: 300}}}", "{}"])
    sol = plain(solved(text))
    one, two, three = sol["answer"]["hands"]
    assert one["procedure"] == ["set_aside_card", "announce_colpo_in_bianco"]
    assert one["next_hand"] == "colpo_in_bianco" and one["button"] == 5
    # Played without bets: no reader, no payouts, empty procedure (R4), the button stays.
    assert two == {"status": "colpo_in_bianco", "procedure": [], "punto": ["2H", "5S"], "banco": ["QD", "8C"],
                   "announce": "Banco 8, Punto 7", "winner": "banco", "set_aside": [], "burned": [],
                   "next_hand": "normal", "button": 5}
    assert sol["explain"]["hands"][1]["status"]["articles"] == [1]
    assert "R20" in sol["explain"]["hands"][1]["status"]["why"]
    # Hand 3: 4D 6C 2S 3H: Punto 4D 2S = 6, Banco 6C 3H = 9. Hand 2's listed bets play now: seat 2 on Banco.
    assert (three["punto"], three["banco"], three["winner"]) == (["4D", "2S"], ["6C", "3H"], "banco")
    assert three["payouts"] == {"2": 285} and three["reader"] == "dealer"
    assert three["button"] == 2


@pytest.mark.parametrize("fault, left_over", [
    # Article 7: 3 and 3 cards dealt; the rebuilt hand uses 4 of the 6 drawn, 2H and QD are left over.
    ("{kind: wrong_card_count, punto: 3, banco: 3, reconstructible: true}", ["2H", "QD"]),
    # Article 8: a third card given to Punto facing a Banco battuta: 2H, noticed at once.
    ("{kind: wrong_third_card, side: punto, error: given}", ["2H"]),
])
def test_r9_r19_r20_left_over_cards_are_played_in_bianco(fault, left_over):
    one, two, three = answers(sequence_text(HAND_A + TAIL, [f"{{fault: {fault}}}", "{}", "{}"]))
    assert one["set_aside"] == left_over and one["next_hand"] == "colpo_in_bianco"
    assert two["status"] == "colpo_in_bianco" and two["procedure"] == []
    # The left-overs open it, then the sabot: 2H QD, then 5S 8C (or QD 5S 8C after 2H alone).
    assert (two["punto"], two["banco"]) == (["2H", "5S"], ["QD", "8C"])
    assert three["punto"][:2] == ["4D", "2S"] and three["status"] == "valid"
    assert [h["button"] for h in (one, two, three)] == [5, 5, 2]


def test_top_card_seen_in_the_sabot_plays_the_hand_in_bianco_and_the_button_stays():
    one, two = answers(sequence_text(HAND_A + TAIL, ["{fault: {kind: exposed_card, card: 1, where: sabot}}", "{}"]))
    assert one["status"] == "colpo_in_bianco" and one["button"] == 2
    assert one["next_hand"] == "normal" and "reader" not in one
    assert two["punto"] == ["2H", "5S"] and two["reader"] == 2 and two["button"] == 5


@pytest.mark.parametrize("rule, button", [("pass", 5), ("stay", 2)])
def test_r2_r21_a_cancelled_hand_and_the_button(rule, button):
    text = sequence_text(HAND_A + TAIL, ["{fault: {kind: reversed_distribution, cards: [1], reconstructible: false}}",
                                         "{}"], house=f"house: {{button_after_cancel: {rule}}}\n")
    one, two = answers(text)
    assert one["status"] == "cancelled" and one["burned"] == HAND_A and one["button"] == button
    assert two["punto"] == ["2H", "5S"]  # the burned cards are gone (R18)
    assert two["button"] == (2 if button == 5 else 5)


# Hand 2 from 2H: Punto 2H 4S = 6 stands; Banco 3C AC = 4 draws 5D (Punto stood) = 9: 5 cards.
MASK_TAIL = ["2H", "3C", "4S", "AC", "5D", "6D", "7D", "8D", "9D", "10D", "JD"]


def test_r22_the_mask_during_a_hand_ends_the_taglia():
    # mask_after 8: after the 4th card of hand 2, which draws a 5th.
    text = sequence_text(HAND_A + MASK_TAIL, ["{}", "{}"], mask=8)
    sol = plain(solved(text))
    two = sol["answer"]["hands"][1]
    assert two["procedure"] == ["announce_last_hand"] and two["next_hand"] == "new_shoe"
    assert two["status"] == "valid" and sol["explain"]["hands"][1]["procedure"]["articles"] == [5]
    # mask_after 9: hand 2 ends on its 5th card, before the mask; hand 3 then opens on it.
    one, two, three = answers(sequence_text(HAND_A + MASK_TAIL, ["{}", "{}", "{}"], mask=9))
    assert two["procedure"] == [] and two["next_hand"] == "normal"
    # 6D..JD: 6 cards, fewer than seven: cancelled.
    assert three["procedure"] == ["announce_minimum_seven", "count_remaining_cards", "cancel_hand"]
    assert three["status"] == "cancelled" and three["button"] == 5  # passes (R2), from seat 2


@pytest.mark.parametrize("left, status", [(7, "valid"), (6, "cancelled")])
def test_r22_the_mask_at_the_start_of_a_hand_counts_the_cards_left(left, status):
    cards = HAND_A + TAIL[:left]
    one, two = answers(sequence_text(cards, ["{}", "{}"], mask=4))
    steps = ["announce_minimum_seven", "count_remaining_cards"]
    assert two["status"] == status and two["next_hand"] == "new_shoe"
    assert two["procedure"] == steps + (["cancel_hand"] if status == "cancelled" else [])
    assert two["burned"] == []
    if status == "valid":
        assert two["punto"] == ["2H", "5S"]


@pytest.mark.parametrize("left, status", [(6, "valid"), (5, "cancelled")])
def test_r22_a_set_aside_card_opening_the_last_hand_counts_towards_seven(left, status):
    # Hand 1 sets 2H aside; the mask lies right after it, so it is the first thing out of the sabot in hand 2:
    # 2H plus the cards left make 7 (valid) or 6 (cancelled).
    cards = HAND_A + TAIL[:1 + left]
    one, two = answers(sequence_text(cards, ["{fault: {kind: extra_card, after: 4, seen: false}}", "{}"], mask=5))
    assert two["status"] == status
    assert two["procedure"][:2] == ["announce_minimum_seven", "count_remaining_cards"]


def test_r20_r22_the_colpo_in_bianco_cancelled_by_the_mask_keeps_the_button():
    cards = HAND_A + TAIL[:1 + 5]
    one, two = answers(sequence_text(cards, ["{fault: {kind: extra_card, after: 4, seen: true}}", "{}"], mask=5))
    assert two["status"] == "cancelled" and two["button"] == one["button"] == 5
    assert two["procedure"] == ["announce_minimum_seven", "count_remaining_cards", "cancel_hand"]
    # With seven cards it stays a colpo in bianco, under Article 5's procedure.
    one, two = answers(sequence_text(HAND_A + TAIL[:7], ["{fault: {kind: extra_card, after: 4, seen: true}}", "{}"],
                                     mask=5))
    assert two["status"] == "colpo_in_bianco" and two["procedure"] == ["announce_minimum_seven",
                                                                       "count_remaining_cards"]
    assert two["button"] == 5 and two["next_hand"] == "new_shoe"


def test_r24_bets_change_and_a_temporary_player_stays_temporary():
    seats = "    2: {punto: 100}\n    5: {banco: 50}\n    9: {punto: 500, temporary: true}\n"
    hands = ["{}", "{bets: {5: {punto: 200}, 2: {banco: 100}, 9: {punto: 900}}}", "{}"]
    one, two, three = answers(sequence_text(HAND_A + TAIL, hands, seats=seats))
    assert one["reader"] == 2 and one["payouts"] == {"2": -100, "5": Decimal("47.5"), "9": -500}
    # Hand 2 (7H.. gone): 2H QD 5S 8C, Banco wins; seat 5 reads now, seat 9 never does nor holds the button.
    assert two["reader"] == 5 and two["payouts"] == {"2": 95, "5": -200, "9": -900}
    assert three["reader"] == 5 and three["payouts"]["9"] == -900  # hand 3 keeps hand 2's bets
    assert [h["button"] for h in (one, two, three)] == [5, 2, 5]


def test_r25_an_exhausted_hand_takes_the_cards_it_states():
    # Hand 1: reversed distribution found after the burn, 6 cards taken: hand 2 starts at 5S.
    hands = ["{fault: {kind: reversed_distribution, cards: [1, 2], after_burn: true, drawn: 6}}", "{}"]
    one, two = answers(sequence_text(HAND_A + TAIL, hands))
    assert set(one) == {"status", "procedure", "next_hand", "button"}
    assert one["procedure"] == ["call_game_inspector"] and one["button"] == 5
    assert two["punto"] == ["5S", "4D"] and two["banco"] == ["8C", "6C"]  # Punto 9, a battuta


def test_r25_a_reader_error_after_the_burn_took_the_cards_that_served_it():
    # Punto 2H 3D = 5, Banco KS 4C = 4. Correct: Punto draws 5S (0), Banco 4 draws on a 5: 9S; 6 cards.
    # Served "no carta": Punto stands, Banco draws 5S: 5 cards. So hand 2 starts at 9S, not at the 7th card.
    cards = ["2H", "KS", "3D", "4C", "5S", "9S", "QH", "8D", "7C", "AD", "2C", "3C"]
    hands = ["{fault: {kind: reader_error, declared: no_carta, after_burn: true}}", "{}"]
    one, two = answers(sequence_text(cards, hands))
    assert one["status"] == "valid" and one["procedure"] == ["call_game_inspector"]
    assert two["punto"][:2] == ["9S", "8D"] and two["banco"][:2] == ["QH", "7C"]


def test_r26_a_set_aside_card_may_still_fall_or_be_uncovered():
    hands = ["{fault: {kind: extra_card, after: 4, seen: false}}", "{fault: {kind: dropped_card, card: 1}}"]
    one, two = answers(sequence_text(HAND_A + TAIL, hands))
    assert two["status"] == "colpo_in_bianco" and two["punto"] == ["2H", "5S"]


def test_grade_narrows_a_hand_to_the_keys_it_lists():
    hands = ["{grade: [reader, announce, winner]}", "{grade: [button]}"]
    one, two = answers(sequence_text(HAND_A + TAIL, hands))
    assert one == {"reader": 2, "announce": "Banco 9, Punto 0", "winner": "banco"}
    assert two == {"button": 2}


def test_a_mask_no_hand_reaches_is_fine_and_one_hand_is_a_sequence():
    assert len(answers(sequence_text(HAND_A + TAIL, ["{}"], mask=len(HAND_A + TAIL)))) == 1


def test_solve_prints_a_sequence_hand_by_hand_in_text_and_json(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(sequence_text(HAND_A + TAIL, ["{fault: {kind: extra_card, after: 4, seen: true}}", "{}"]))
    one_hand = tmp_path / "one.yaml"
    one_hand.write_text("id: one\ntitle: One\narticles: [premise]\ntable:\n  seats:\n    1: {punto: 10}\n"
                        "shoe:\n  cards: [7H, KS, 3D, 9C]\n")
    result = CliRunner().invoke(main, ["solve", "--json", str(tmp_path)])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert lines[0]["scenario"] == "one" and "hands" not in lines[0]["answer"]
    seq = lines[1]
    assert seq["format"] == 1 and seq["scenario"] == "seq-test"
    assert [h["status"] for h in seq["answer"]["hands"]] == ["valid", "colpo_in_bianco"]
    assert seq["explain"]["hands"][1]["button"]["articles"] == ["premise", 1]
    assert set(seq["explain"]["hands"][1]) == set(seq["answer"]["hands"][1])
    text = CliRunner().invoke(main, ["solve", str(path)]).stdout
    assert "Hand 1 of 2" in text and "Hand 2 of 2" in text and "R20" in text
    italian = CliRunner().invoke(main, ["solve", "--lang", "it", str(path)]).stdout
    assert "Colpo 2 di 2" in italian and "Il colpo precedente ha annunciato" in italian
    assert CliRunner().invoke(main, ["validate", str(tmp_path)]).exit_code == 0


def test_the_docs_sequence_example_is_valid_and_plays_as_it_says(tmp_path):
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    blocks = [b.split("\n", 1)[1].split("```")[0] for b in page.split("```yaml")[1:]]
    block = next(b for b in blocks if "hands:" in b)
    hands = answers(block)
    assert [h.get("status") for h in hands] == ["valid", "colpo_in_bianco", "valid", None]
    assert hands[1]["punto"][0] == "2H" and hands[3] == {"reader": "dealer", "announce": "Banco 5, Punto 5",
                                                         "winner": "egalite"}


@pytest.mark.parametrize("lang, words", [("en", "set aside in the hand before"), ("it", "messa da parte")])
def test_r19_the_cards_of_a_hand_opened_by_set_aside_cards_say_where_its_first_card_came_from(lang, words):
    seq = load_any("scenarios/sequences/seq-extra-card-unseen-opens-next-hand.yaml")
    assert not seq.single
    sol = plain(solve(seq), lang)
    first, second = sol["explain"]["hands"][:2]
    assert "R19" not in first["punto"]["why"]
    assert words in second["punto"]["why"] and "R19" in second["punto"]["why"]
    assert "R19" not in second["banco"]["why"]  # the one set-aside card went to Punto
