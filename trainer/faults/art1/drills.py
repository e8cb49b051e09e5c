"""Article 1 drill variants: extra cards, seen or not; cards seen in the sabot or the distribution."""
from __future__ import annotations

import random

from ...coup import deal
from ...i18n.messages import C_
from ..drill_kit import Build, Hand, Sabot, Variant, nth, said, size, words

EXTRA = (C_("drill.art1.extra.neither",
            "Right after the {nth} card you draw one more card that no rule calls for; it goes to neither side."),
         C_("drill.art1.extra.apart",
            "After the {nth} card your hand goes back to the sabot and draws a card nobody asked for; you set it "
            "down apart from both sides."))
SEEN = (C_("drill.art1.seen.face_up", "It lands face up and the whole table sees it."),
        C_("drill.art1.seen.turns", "It turns over as it comes out: the players see its face."))
NOT_SEEN = (C_("drill.art1.not_seen.face_down", "It stays face down; nobody has seen it."),
            C_("drill.art1.not_seen.covered", "You keep it covered: nobody at the table saw its face."))
EXTRA_SEEN = C_("drill.art1.extra", "{what} {more}")
TOP = (C_("drill.art1.top.askew",
          "Before the deal, the top card sits askew in the mouth of the sabot and the players can read it."),
       C_("drill.art1.top.pointed", "As betting closes, a player points out that the first card in the sabot can be seen."))
IN_SABOT = C_("drill.art1.in_sabot", "During the hand the {nth} card can be read in the mouth of the sabot before you "
              "draw it; betting has long been closed.")
IN_DISTRIBUTION = (C_("drill.art1.distribution.flips",
                      "While you deal the first four cards, the {nth} one flips face up on the table."),
                   C_("drill.art1.distribution.turns",
                      "The {nth} card of the distribution turns over as you slide it out: everyone sees it."))


def extra_card(seen: bool) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        base = sabot.take(rng.randint(7, 19))
        coup = deal(base)
        after = rng.randint(4, coup.used)
        cards = base[:after] + sabot.take(1) + base[after:]
        extra = rng.choice(EXTRA)
        more = rng.choice(SEEN if seen else NOT_SEEN)
        what = words(EXTRA_SEEN, what=said(extra, nth=nth(after)), more=said(more))
        return Hand(cards, {"kind": "extra_card", "after": after, "seen": seen}, what)
    return build


def exposed_top(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = words(rng.choice(TOP))
    return Hand(cards, {"kind": "exposed_card", "card": 1, "where": "sabot"}, what)


def exposed_in_sabot(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = words(IN_SABOT, nth=nth(n))
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "sabot"}, what)


def exposed_in_distribution(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    n = rng.randint(1, 4)
    what = words(rng.choice(IN_DISTRIBUTION), nth=nth(n))
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "distribution"}, what)


DRAWN_BY_MISTAKE = words(C_("drill.art1.title.extra", "A card drawn by mistake"))
SEEN_IN_SABOT = words(C_("drill.art1.title.in_sabot", "A card seen in the sabot"))
EXTRA_CARD = (
    Variant("art1-extra-not-seen", 1, (1,), DRAWN_BY_MISTAKE, extra_card(False)),
    Variant("art1-extra-seen", 1, (1,), DRAWN_BY_MISTAKE, extra_card(True)),
)
EXPOSED_CARD = (
    Variant("art1-top-card-in-sabot", 1, (1,), SEEN_IN_SABOT, exposed_top),
    Variant("art1-card-in-sabot", 1, (1,), SEEN_IN_SABOT, exposed_in_sabot),
    Variant("art1-uncovered-in-distribution", 1, (1,), words(C_("drill.art1.title.face_up", "A card turned face up")),
            exposed_in_distribution),
)
VARIANTS = EXTRA_CARD + EXPOSED_CARD
