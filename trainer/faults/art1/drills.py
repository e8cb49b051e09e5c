"""Article 1 drill variants: extra cards, seen or not; cards seen in the sabot or the distribution."""
from __future__ import annotations

import random

from ...coup import deal
from ..drill_kit import Build, Hand, Sabot, Variant, nth, size


def extra_card(seen: bool) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        base = sabot.take(rng.randint(7, 19))
        coup = deal(base)
        after = rng.randint(4, coup.used)
        cards = base[:after] + sabot.take(1) + base[after:]
        what = rng.choice((
            f"Right after the {nth(after)} card you draw one more card that no rule calls for; it goes to neither side.",
            f"After the {nth(after)} card your hand goes back to the sabot and draws a card nobody asked for; you set it down apart from both sides.",
        ))
        if seen:
            what += " " + rng.choice(("It lands face up and the whole table sees it.",
                                      "It turns over as it comes out: the players see its face."))
        else:
            what += " " + rng.choice(("It stays face down; nobody has seen it.",
                                      "You keep it covered: nobody at the table saw its face."))
        return Hand(cards, {"kind": "extra_card", "after": after, "seen": seen}, what)
    return build


def exposed_top(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = rng.choice((
        "Before the deal, the top card sits askew in the mouth of the sabot and the players can read it.",
        "As betting closes, a player points out that the first card in the sabot can be seen.",
    ))
    return Hand(cards, {"kind": "exposed_card", "card": 1, "where": "sabot"}, what)


def exposed_in_sabot(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = (f"During the hand the {nth(n)} card can be read in the mouth of the sabot before you "
            "draw it; betting has long been closed.")
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "sabot"}, what)


def exposed_in_distribution(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    n = rng.randint(1, 4)
    what = rng.choice((
        f"While you deal the first four cards, the {nth(n)} one flips face up on the table.",
        f"The {nth(n)} card of the distribution turns over as you slide it out: everyone sees it.",
    ))
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "distribution"}, what)


EXTRA_CARD = (
    Variant("art1-extra-not-seen", 1, (1,), "A card drawn by mistake", extra_card(False)),
    Variant("art1-extra-seen", 1, (1,), "A card drawn by mistake", extra_card(True)),
)
EXPOSED_CARD = (
    Variant("art1-top-card-in-sabot", 1, (1,), "A card seen in the sabot", exposed_top),
    Variant("art1-card-in-sabot", 1, (1,), "A card seen in the sabot", exposed_in_sabot),
    Variant("art1-uncovered-in-distribution", 1, (1,), "A card turned face up", exposed_in_distribution),
)
VARIANTS = EXTRA_CARD + EXPOSED_CARD
