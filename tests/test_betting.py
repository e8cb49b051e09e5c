"""The betting phase: stakes placed, betting closed, and the stakes that play once the dealer has acted."""
from __future__ import annotations

from trainer.game.betting import Betting, Closed, Exchanged, Placed, Reduced, Refused, Stake, placed, stakes_of
from trainer.table import Seat, Table
from trainer.vocab import Box

TABLE = Table((Seat(1, punto=100), Seat(3, banco=200, egalite=10), Seat(5), Seat(7, punto=50, temporary=True)), 3)


def test_a_table_as_listed_places_every_stake_then_closes_betting():
    phase = placed(TABLE)
    assert phase.events == (
        Placed(Stake(1, Box.PUNTO, 100)), Placed(Stake(3, Box.BANCO, 200)), Placed(Stake(3, Box.EGALITE, 10)),
        Placed(Stake(7, Box.PUNTO, 50)), Closed())
    assert phase.playing == TABLE  # nothing refused: every stake plays as placed


def test_a_refused_stake_never_plays_and_a_reduced_one_plays_at_its_new_amount():
    late = Stake(5, Box.PUNTO, 5000)
    phase = placed(TABLE).then(Placed(late), Refused(late), Reduced(Stake(3, Box.BANCO, 200), 150))
    playing = phase.playing
    assert playing.seat(5) == Seat(5)  # the late stake was handed back (R28)
    assert playing.seat(3) == Seat(3, banco=150, egalite=10)  # cut to the maximum (R29)
    assert playing.seat(1) == Seat(1, punto=100)
    assert playing.seat(7) == Seat(7, punto=50, temporary=True)  # who is temporary is the table's
    assert playing.button == 3


def test_exchanged_banknotes_play_as_placed():
    stake = Stake(1, Box.PUNTO, 100)
    phase = Betting(Table((Seat(1),), 1), (Placed(stake, banknotes=True), Closed(), Exchanged(stake)))
    assert phase.playing.seat(1) == Seat(1, punto=100)


def test_a_seats_stakes_come_in_layout_order():
    assert [s.box for s in stakes_of(Seat(2, punto=1, egalite=3))] == [Box.PUNTO, Box.EGALITE]
    assert stakes_of(Seat(2)) == ()


def test_a_late_stake_on_a_held_box_is_refused_alone():
    # R28: a late stake may be on a box the seat already holds; handed back, the stake it joined still plays.
    late = Stake(1, Box.PUNTO, 400)
    phase = placed(TABLE).then(Placed(late), Refused(late))
    assert phase.playing.seat(1) == Seat(1, punto=100)
    assert placed(TABLE).then(Placed(late)).playing.seat(1) == Seat(1, punto=500)
