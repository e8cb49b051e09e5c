"""Article 2 drill variants: stuck cards whose order is known, or lost."""
from __future__ import annotations

import random

from ...coup import deal
from ..drill_kit import Hand, Sabot, Variant, nth, nths, size


def stuck_group(n: int, count: int) -> str:
    if count == 2:
        return f"The {nth(n)} and {nth(n + 1)} cards"
    return f"The {nths(range(n, n + count))} cards"


def stuck_known(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    count = 3 if coup.used >= 5 and rng.random() < 0.2 else 2
    n = rng.randint(1, coup.used - count + 1)
    what = (f"{stuck_group(n, count)} come out of the sabot stuck together. You can see clearly "
            "which one lay on top.")
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": True}, what)


def stuck_unknown(rng: random.Random, sabot: Sabot) -> Hand:
    count = 3 if rng.random() < 0.2 else 2
    base = sabot.take(rng.randint(6, 20 - count))  # six cards always complete a hand
    coup = deal(base)
    n = rng.randint(1, coup.used)
    cards = base[:n - 1] + sabot.take(count) + base[n - 1:]
    what = (f"{stuck_group(n, count)} come out of the sabot stuck together and slide apart on the "
            "cloth; nobody can tell which came first.")
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": False}, what)


VARIANTS = (
    Variant("art2-stuck-order-known", 2, (2,), "Cards stuck together", stuck_known),
    Variant("art2-stuck-order-unknown", 2, (2,), "Cards stuck together", stuck_unknown),
)
