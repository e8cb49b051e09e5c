"""Properties of sequences (issue 12 item 8), on seeded random taglie and on every bundled scenario.

- A sequence of one hand answers exactly as the one-hand file does (answer and every why).
- Splitting a sequence after any hand, and starting the rest from the sabot, carried cards, colpo in
  bianco, button and bets it left, gives the same answers for every hand after the split.
"""
from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import plain
from trainer.cards import parse_card
from trainer.engine.model import HandPlan, Scenario
from trainer.engine.play import Played, play, rest_after
from trainer.engine.solve import solve
from trainer.faults import KINDS, Fault
from trainer.scenario.load import load
from trainer.sequence.load import load_any
from trainer.table import Seat, Table
from trainer.vocab import PREMISE, Key
from trainer.yamlio.errors import Invalid
from trainer.yamlio.writer import dump

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted((ROOT / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_a_sequence_of_one_hand_answers_as_the_one_hand_file(path):
    one = plain(solve(load(str(path))))
    data = yaml.safe_load(path.read_text())
    fault = data.pop("fault", None)
    hand: dict[str, Any] = {}
    if fault is not None:
        if fault.get("after_burn") and fault["kind"] not in ("reader_error", "misannounced_score"):
            fault["drawn"] = max(4, min(8, len(data["shoe"]["cards"])))  # R25: a sequence states it
        hand["fault"] = fault
    data["hands"] = [hand]
    seq = load_any(str(path), dump(data).encode())
    assert not seq.single  # read as a sequence
    many = plain(solve(seq))
    assert many["answer"] == {"hands": [one["answer"]]}
    assert many["explain"] == {"hands": [one["explain"]]}


# ---- seeded random taglie --------------------------------------------------------------------------------------

FAULTS: list[tuple[str, dict[str, Any], bool, int | None]] = [
    ("extra_card", {"after": 4, "seen": True}, False, None),
    ("extra_card", {"after": 4, "seen": False}, False, None),
    ("exposed_card", {"card": 1, "where": "sabot"}, False, None),
    ("exposed_card", {"card": 2, "where": "distribution"}, False, None),
    ("stuck_cards", {"card": 2, "count": 2, "order_known": False}, False, None),
    ("stuck_cards", {"card": 3, "count": 2, "order_known": True}, False, None),
    ("dropped_card", {"card": 1}, False, None),
    ("damaged_card", {"card": 3}, False, None),
    ("reversed_distribution", {"cards": (1,), "reconstructible": False}, False, None),
    ("reversed_distribution", {"cards": (2, 3), "reconstructible": True}, False, None),
    ("reversed_distribution", {"cards": (1,), "reconstructible": None}, True, 6),
    ("wrong_card_count", {"punto": 3, "banco": 3, "reconstructible": True}, False, None),
    ("wrong_card_count", {"punto": 2, "banco": 3, "reconstructible": False}, False, None),
    ("wrong_third_card", {"side": "punto", "error": "given"}, False, None),
    ("wrong_third_card", {"side": "banco", "error": "given"}, False, None),
    ("reader_error", {"declared": "carta"}, False, None),
    ("reader_error", {"declared": "no_carta"}, True, None),
]


def _fault(rng: random.Random) -> Fault[Any]:
    kind, params, after_burn, drawn = rng.choice(FAULTS)
    return Fault(kind, KINDS[kind].params(**params), after_burn, drawn)


def _bets(rng: random.Random, seats: tuple[Seat, ...]) -> tuple[Seat, ...]:
    out = []
    for s in seats:
        side = rng.choice(["punto", "banco", None])
        stake = rng.choice([10, 20, 25, 50, 100])
        out.append(Seat(s.number, stake if side == "punto" else None, stake if side == "banco" else None,
                        rng.choice([None, None, 5]), s.temporary))
    if not any(s.has_stake for s in out):
        out[0] = Seat(out[0].number, 10, None, None, out[0].temporary)
    return tuple(out)


def random_taglia(seed: int, hands: int = 40) -> tuple[Scenario, list[Played]]:
    """A six-deck shoe, a table with a temporary player, the mask near the end, and faults at random;
    a hand whose fault cannot happen on its cards is played clean instead."""
    rng = random.Random(seed)
    deck = [parse_card(r + s) for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
            for s in "SHDC"] * 6
    rng.shuffle(deck)
    cards = tuple(deck[:rng.randint(120, 260)])
    numbers = sorted(rng.sample(range(1, 15), rng.randint(2, 6)))
    seats = tuple(Seat(n, temporary=(i == 1)) for i, n in enumerate(numbers))
    seats = _bets(rng, seats)
    table = Table(seats, next(s.number for s in seats if not s.temporary))
    seq = Scenario("seq-random", "A random taglia", (1, 2, 3, 4, 5, 6, 7, 8, 10, PREMISE), table, cards, (),
                   mask_after=len(cards) - rng.randint(5, 20))
    plans: list[HandPlan] = []
    played: list[Played] = []
    for _ in range(hands):
        bets = _bets(rng, seats) if rng.random() < 0.3 else None
        grade = (Key.BUTTON, Key.STATUS) if rng.random() < 0.1 else None
        tries = [HandPlan(_fault(rng), bets), HandPlan(None, bets, grade)] if rng.random() < 0.5 \
            else [HandPlan(None, bets, grade)]
        for plan in tries:
            attempt = replace(seq, hands=tuple(plans) + (plan,))
            try:
                now = list(play(attempt))
            except Invalid:
                continue
            plans.append(plan)
            seq, played = attempt, now
            break
        else:
            break  # the cards ran out
        if played[-1].after.ended_in is not None:
            break
    return seq, played


@pytest.mark.parametrize("seed", range(6))
def test_splitting_a_sequence_after_any_hand_gives_the_same_answers(seed):
    seq, played = random_taglia(seed)
    assert len(played) >= 10
    assert sum(p.plan.fault is not None for p in played) >= 3  # the carry is exercised, not only clean hands
    whole = plain(solve(seq))
    for j, hand in enumerate(played[:-1], 1):
        rest = plain(solve(rest_after(seq, hand)))
        assert rest["answer"]["hands"] == whole["answer"]["hands"][j:], f"split after hand {j}"
        assert rest["explain"]["hands"] == whole["explain"]["hands"][j:], f"split after hand {j}"


def test_random_taglie_carry_what_the_rulings_say():
    """Across the random taglie: set-aside cards open the next hand (R19), the announced colpo in bianco
    follows (R20), the button stays only after a colpo in bianco and moves otherwise (R21)."""
    seen_carry = seen_bianco = 0
    for seed in range(6):
        _, played = random_taglia(seed)
        for before, hand in zip(played, played[1:]):
            carried = before.outcome.set_aside
            assert hand.hand.cards[:len(carried)] == carried
            assert hand.hand.carried == len(carried)
            seen_carry += bool(carried)
            if before.outcome.next_hand == "colpo_in_bianco":
                seen_bianco += 1
                assert hand.outcome.status in ("colpo_in_bianco", "cancelled") and not hand.outcome.steps \
                    or hand.hand.mask_after is not None
                assert hand.after.button == before.after.button
    assert seen_carry and seen_bianco
