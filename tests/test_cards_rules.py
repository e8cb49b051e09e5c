"""Cards, scores and the rules table (RULEBOOK §2.1, §2.4; FORMATS §1)."""
from __future__ import annotations

import pytest

from trainer.cards import Card, CardError, parse_card
from trainer.rules import banco_draws, punto_draws, score


@pytest.mark.parametrize("token, canonical", [
    ("10H", "10H"), ("th", "10H"), ("Ks", "KS"), ("ad", "AD"), ("7♣", "7C"), ("q♥", "QH"),
])
def test_parser_accepts_every_spelling_and_prints_canonical(token, canonical):
    assert str(parse_card(token)) == canonical


@pytest.mark.parametrize("token", ["1H", "11S", "KX", "H", "", "10", "ZZ", " 7H", "7ſ"])
def test_parser_quotes_the_bad_token(token):
    with pytest.raises(CardError) as err:
        parse_card(token)
    assert f"'{token}'" in str(err.value)


def test_non_text_is_refused():
    with pytest.raises(CardError, match="is not a card"):
        parse_card(7)


def test_cards_are_frozen_values():
    card = parse_card("7H")
    assert card == Card("7", "H") and hash(card) == hash(Card("7", "H"))
    with pytest.raises(AttributeError):
        card.rank = "8"


@pytest.mark.parametrize("cards, expected", [("8H 5S", 3), ("KS QD", 0), ("AH 9C", 0), ("4D 5D", 9), ("7H 3D 9C", 9)])
def test_score_drops_the_tens(cards, expected):
    assert score(parse_card(t) for t in cards.split()) == expected


def test_punto_draws_on_0_to_5_only():
    assert [punto_draws(s) for s in range(8)] == [True] * 6 + [False] * 2


# The RULEBOOK §2.4 table, written out as Banco score -> values of Punto's third card that make Banco draw.
DRAWS_AGAINST = {
    0: set(range(10)), 1: set(range(10)), 2: set(range(10)),
    3: set(range(10)) - {8}, 4: set(range(2, 8)), 5: set(range(4, 8)), 6: {6, 7}, 7: set(),
}
BY_VALUE = {0: "KS", 1: "AS", **{v: f"{v}S" for v in range(2, 10)}}


@pytest.mark.parametrize("banco", range(8))
def test_banco_table_against_every_punto_third_card(banco):
    for v in range(10):
        assert banco_draws(banco, parse_card(BY_VALUE[v])) == (v in DRAWS_AGAINST[banco]), (banco, v)


def test_banco_with_punto_standing_draws_on_0_to_5_r12():
    assert [banco_draws(s, None) for s in range(8)] == [True] * 6 + [False] * 2


@pytest.mark.parametrize("token,says", [
    ("1O", "e.g. 10H (with a zero, not the letter O)"),
    ("10", "'10' is a rank with no suit"),
    ("1OH", "has the letter O where a zero belongs; write 10H"),
    ("10 H", "has a space in it; write rank and suit together, e.g. 10H"),
])
def test_common_card_typos_are_named(token, says):
    with pytest.raises(CardError) as err:
        parse_card(token)
    assert says in str(err.value)
