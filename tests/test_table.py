"""Reader, button and settlement (RULEBOOK §2.3 step 3, §2.5, §2.6; R2 R10 R11 R15)."""
from __future__ import annotations

from decimal import Decimal

from trainer.rules import DEFAULT_HOUSE, HouseRules
from trainer.table import Seat, Table, next_button, reader, settle

DESC = HouseRules(seat_order="descending")


def table(button, *seats):
    return Table(tuple(sorted(seats, key=lambda s: s.number)), button)


def test_highest_seated_punto_stake_reads():
    t = table(1, Seat(1, punto=100), Seat(3, punto=300), Seat(5, banco=900))
    assert reader(t, DEFAULT_HOUSE) == 3


def test_tie_goes_to_the_first_from_the_button_wrapping_round():
    t = table(12, Seat(2, punto=300), Seat(5, punto=300), Seat(12, banco=50), Seat(14, punto=100))
    assert reader(t, DEFAULT_HOUSE) == 2  # 12 -> 14 -> wrap -> 2
    assert reader(t, DESC) == 5  # 12 -> 5 -> 2 going down


def test_temporary_player_never_reads_r15():
    t = table(1, Seat(1, punto=100), Seat(7, punto=5000, temporary=True))
    assert reader(t, DEFAULT_HOUSE) == 1


def test_no_eligible_punto_stake_means_the_dealer_reads():
    t = table(1, Seat(1, banco=100, egalite=50), Seat(7, punto=5000, temporary=True))
    assert reader(t, DEFAULT_HOUSE) == "dealer"


def test_button_passes_to_next_seated_player_skipping_temporaries_r10():
    t = table(4, Seat(2), Seat(4, punto=10), Seat(6, punto=10, temporary=True), Seat(9))
    assert next_button(t, DEFAULT_HOUSE) == 9
    t = table(9, Seat(2), Seat(4), Seat(9), Seat(11, temporary=True))
    assert next_button(t, DEFAULT_HOUSE) == 2  # wraps round
    assert next_button(t, DESC) == 4


def test_lone_seated_player_keeps_the_button():
    t = table(3, Seat(3, punto=10), Seat(5, banco=10, temporary=True))
    assert next_button(t, DEFAULT_HOUSE) == 3


def test_settlement_to_the_cent():
    t = table(1, Seat(1, punto=100), Seat(2, banco=333, egalite=10), Seat(3, egalite=25))
    assert settle(t, "banco", DEFAULT_HOUSE) == {1: -100, 2: Decimal("316.35") - 10, 3: -25}
    assert settle(t, "punto", DEFAULT_HOUSE) == {1: 100, 2: -343, 3: -25}
    assert settle(t, "egalite", DEFAULT_HOUSE) == {1: 0, 2: 80, 3: 200}


def test_commission_rounds_down_never_up():
    t = table(1, Seat(1, banco=15))
    assert settle(t, "banco", DEFAULT_HOUSE) == {1: Decimal("14.25")}
    t = table(1, Seat(1, banco=11))
    assert settle(t, "banco", DEFAULT_HOUSE) == {1: Decimal("10.45")}
    assert settle(t, "banco", HouseRules(commission_rounding="down_to_unit")) == {1: 10}
    odd = HouseRules(banco_commission=Decimal("0.035"))
    assert settle(table(1, Seat(1, banco=7)), "banco", odd) == {1: Decimal("6.75")}  # 6.755 -> 6.75
