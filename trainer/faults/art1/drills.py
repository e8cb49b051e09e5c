"""Article 1 drill variants: extra cards, seen or not; cards seen in the sabot or the distribution."""
from __future__ import annotations

import random

from ...coup import deal
from ..drill_kit import Build, Hand, Sabot, Variant, Words, nth, nth_it, size


def extra_card(seen: bool) -> Build:
    def build(rng: random.Random, sabot: Sabot) -> Hand:
        base = sabot.take(rng.randint(7, 19))
        coup = deal(base)
        after = rng.randint(4, coup.used)
        cards = base[:after] + sabot.take(1) + base[after:]
        what = rng.choice((
            Words(f"Right after the {nth(after)} card you draw one more card that no rule calls for; it goes to neither side.",
                  f"Subito dopo la {nth_it(after)} carta ne estrai un'altra che nessuna regola richiede; non va a nessuno dei due lati."),
            Words(f"After the {nth(after)} card your hand goes back to the sabot and draws a card nobody asked for; you set it down apart from both sides.",
                  f"Dopo la {nth_it(after)} carta la tua mano torna al sabot ed estrae una carta che nessuno ha chiesto; la posi lontano da entrambi i lati."),
        ))
        if seen:
            more = rng.choice((Words("It lands face up and the whole table sees it.",
                                     "Cade scoperta e tutto il tavolo la vede."),
                               Words("It turns over as it comes out: the players see its face.",
                                     "Si gira mentre esce: i giocatori ne vedono il valore.")))
        else:
            more = rng.choice((Words("It stays face down; nobody has seen it.",
                                     "Resta coperta; nessuno l'ha vista."),
                               Words("You keep it covered: nobody at the table saw its face.",
                                     "La tieni coperta: nessuno al tavolo ne ha visto il valore.")))
        what = Words(what.en + " " + more.en, what.it + " " + more.it)
        return Hand(cards, {"kind": "extra_card", "after": after, "seen": seen}, what)
    return build


def exposed_top(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    what = rng.choice((
        Words("Before the deal, the top card sits askew in the mouth of the sabot and the players can read it.",
              "Prima della distribuzione la prima carta è storta nella bocca del sabot e i giocatori possono leggerla."),
        Words("As betting closes, a player points out that the first card in the sabot can be seen.",
              "Mentre le puntate si chiudono, un giocatore fa notare che la prima carta nel sabot si vede."),
    ))
    return Hand(cards, {"kind": "exposed_card", "card": 1, "where": "sabot"}, what)


def exposed_in_sabot(rng: random.Random, sabot: Sabot) -> Hand:
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = Words(f"During the hand the {nth(n)} card can be read in the mouth of the sabot before you "
                 "draw it; betting has long been closed.",
                 f"Durante il colpo la {nth_it(n)} carta si legge nella bocca del sabot prima che tu "
                 "la estragga; le puntate sono chiuse da tempo.")
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "sabot"}, what)


def exposed_in_distribution(rng: random.Random, sabot: Sabot) -> Hand:
    cards, _, _ = sabot.hand(size(rng))
    n = rng.randint(1, 4)
    what = rng.choice((
        Words(f"While you deal the first four cards, the {nth(n)} one flips face up on the table.",
              f"Mentre distribuisci le prime quattro carte, la {nth_it(n)} si gira scoperta sul tavolo."),
        Words(f"The {nth(n)} card of the distribution turns over as you slide it out: everyone sees it.",
              f"La {nth_it(n)} carta della distribuzione si gira mentre la sfili: tutti la vedono."),
    ))
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "distribution"}, what)


DRAWN_BY_MISTAKE = Words("A card drawn by mistake", "Una carta estratta per errore")
SEEN_IN_SABOT = Words("A card seen in the sabot", "Una carta vista nel sabot")
EXTRA_CARD = (
    Variant("art1-extra-not-seen", 1, (1,), DRAWN_BY_MISTAKE, extra_card(False)),
    Variant("art1-extra-seen", 1, (1,), DRAWN_BY_MISTAKE, extra_card(True)),
)
EXPOSED_CARD = (
    Variant("art1-top-card-in-sabot", 1, (1,), SEEN_IN_SABOT, exposed_top),
    Variant("art1-card-in-sabot", 1, (1,), SEEN_IN_SABOT, exposed_in_sabot),
    Variant("art1-uncovered-in-distribution", 1, (1,), Words("A card turned face up", "Una carta scoperta"),
            exposed_in_distribution),
)
VARIANTS = EXTRA_CARD + EXPOSED_CARD
