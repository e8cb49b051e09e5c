"""Article 2 drill variants: stuck cards whose order is known, or lost."""
from __future__ import annotations

import random

from ...coup import deal
from ...i18n import Say
from ...i18n.messages import C_
from ..drill_kit import Hand, Sabot, Variant, nth, nths, said, size, words

PAIR = C_("drill.art2.pair", "The {first} and {second} cards")
GROUP = C_("drill.art2.group", "The {nths} cards")
KNOWN = C_("drill.art2.known", "{group} come out of the sabot stuck together. You can see clearly which one lay on top.")
UNKNOWN = C_("drill.art2.unknown", "{group} come out of the sabot stuck together and slide apart on the cloth; nobody "
             "can tell which came first.")


def stuck_group(n: int, count: int) -> Say:
    if count == 2:
        return said(PAIR, first=nth(n), second=nth(n + 1))
    return said(GROUP, nths=nths(range(n, n + count)))


def stuck_known(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    count = 3 if coup.used >= 5 and rng.random() < 0.2 else 2
    n = rng.randint(1, coup.used - count + 1)
    group = stuck_group(n, count)
    what = words(KNOWN, group=group)
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": True}, what)


def stuck_unknown(rng: random.Random, sabot: Sabot) -> Hand:
    count = 3 if rng.random() < 0.2 else 2
    base = sabot.take(rng.randint(6, 20 - count))  # six cards always complete a hand
    coup = deal(base)
    n = rng.randint(1, coup.used)
    cards = base[:n - 1] + sabot.take(count) + base[n - 1:]
    group = stuck_group(n, count)
    what = words(UNKNOWN, group=group)
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": False}, what)


STUCK = words(C_("drill.art2.title", "Cards stuck together"))
VARIANTS = (
    Variant("art2-stuck-order-known", 2, (2,), STUCK, stuck_known),
    Variant("art2-stuck-order-unknown", 2, (2,), STUCK, stuck_unknown),
)
