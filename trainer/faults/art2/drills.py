"""Article 2 drill variants: stuck cards whose order is known, or lost."""
from __future__ import annotations

import random

from ...coup import deal
from ..drill_kit import Hand, Sabot, Variant, Words, nth, nth_it, nths, nths_it, size


def stuck_group(n: int, count: int) -> Words:
    if count == 2:
        return Words(f"The {nth(n)} and {nth(n + 1)} cards", f"La {nth_it(n)} e la {nth_it(n + 1)} carta")
    return Words(f"The {nths(range(n, n + count))} cards", f"Le carte {nths_it(range(n, n + count))}")


def stuck_known(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    count = 3 if coup.used >= 5 and rng.random() < 0.2 else 2
    n = rng.randint(1, coup.used - count + 1)
    group = stuck_group(n, count)
    what = Words(f"{group.en} come out of the sabot stuck together. You can see clearly "
                 "which one lay on top.",
                 f"{group.it} escono dal sabot attaccate. Si vede chiaramente quale stava sopra.")
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": True}, what)


def stuck_unknown(rng: random.Random, sabot: Sabot) -> Hand:
    count = 3 if rng.random() < 0.2 else 2
    base = sabot.take(rng.randint(6, 20 - count))  # six cards always complete a hand
    coup = deal(base)
    n = rng.randint(1, coup.used)
    cards = base[:n - 1] + sabot.take(count) + base[n - 1:]
    group = stuck_group(n, count)
    what = Words(f"{group.en} come out of the sabot stuck together and slide apart on the "
                 "cloth; nobody can tell which came first.",
                 f"{group.it} escono dal sabot attaccate e si separano sul tappeto; "
                 "nessuno sa dire quale sia uscita prima.")
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": False}, what)


STUCK = Words("Cards stuck together", "Carte attaccate")
VARIANTS = (
    Variant("art2-stuck-order-known", 2, (2,), STUCK, stuck_known),
    Variant("art2-stuck-order-unknown", 2, (2,), STUCK, stuck_unknown),
)
