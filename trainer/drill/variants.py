"""The catalogue of drill variants: one per way each article can play out.

A variant knows its level, the articles its scenario cites and how to build a
hand for it from a shuffled six-deck shoe: the listed cards, the `fault:` map
and a description in plain words that tells what happened at the table but
not what the dealer must do about it. Fault parameters are chosen from the
correct hand (trainer.coup.deal), and cards that cannot carry the variant
(a Punto that draws, for "third card given to Punto") are skipped like the
hands before it in the shoe, so the engine seldom refuses a draw.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from ..cards import Card, full_deck
from ..coup import Coup, ShortShoe, deal
from ..rules import is_battuta, punto_draws, score

SHOE_SIZE = 312  # six decks
SIX_DECKS = tuple(full_deck() * 6)
LEVELS = (1, 2, 3)
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth", "eleventh", "twelfth")
NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


class NoFit(Exception):
    """The shoe gave no hand this variant can use within the bound; the draw starts again."""


@dataclass(frozen=True)
class Hand:
    cards: list[Card]
    fault: dict | None  # the `fault:` map in file order; None for a clean hand (or a mask)
    description: str
    mask_after: int | None = None


@dataclass(frozen=True)
class Variant:
    name: str  # lowercase, dashes: part of scenario ids and file names
    level: int  # 1 basic .. 3 hard
    articles: tuple  # what the scenario's `articles:` lists, fault article first
    title: str
    build: Callable[[random.Random, "Sabot"], Hand]
    need_reader: bool = False  # the table needs a seated Punto bettor (reader errors)

    def cites(self, wanted) -> bool:
        return any(a in self.articles for a in wanted)


class Sabot:
    """A shuffled six-deck shoe dealt hand after hand: each `take` is the next cards out.

    Hands that do not fit a variant are passed over like earlier hands of the
    shoe; a spent shoe is shuffled again. Every listed card comes from its own
    slot of the 312, so no card appears more than six times.
    """

    MAX_HANDS = 400

    def __init__(self, rng: random.Random):
        self.rng = rng
        self._shuffle()

    def _shuffle(self) -> None:
        self.cards = list(SIX_DECKS)
        self.rng.shuffle(self.cards)
        self.at = 0

    def take(self, n: int) -> list[Card]:
        if self.at + n > SHOE_SIZE:
            self._shuffle()
        out = self.cards[self.at:self.at + n]
        self.at += n
        return out

    def last(self, n: int) -> list[Card]:
        """The last n cards of a fresh shoe: what lies in the sabot when the mask is near."""
        self._shuffle()
        self.at = SHOE_SIZE
        return self.cards[SHOE_SIZE - n:]

    def hand(self, size: int, fits: Callable[[list[Card], Coup], object] = lambda cards, coup: True):
        """The next `size` cards whose correct hand `fits` (a truthy answer); returns (cards, coup, answer)."""
        for _ in range(self.MAX_HANDS):
            cards = self.take(size)
            coup = deal(cards)
            answer = fits(cards, coup)
            if answer:
                return cards, coup, answer
        raise NoFit


# --- words -------------------------------------------------------------------------------

def nth(n: int) -> str:
    return ORDINALS[n - 1] if n <= len(ORDINALS) else f"card {n}"


def nths(positions) -> str:
    words = [nth(p) for p in positions]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def cards_word(n: int) -> str:
    return f"{NUMBERS[n]} card" if n == 1 else f"{NUMBERS[n]} cards"


def size(rng: random.Random) -> int:
    return rng.randint(8, 20)


# --- Article 1 -----------------------------------------------------------------------------

def extra_card(seen: bool):
    def build(rng, sabot):
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


def exposed_top(rng, sabot):
    cards, _, _ = sabot.hand(size(rng))
    what = rng.choice((
        "Before the deal, the top card sits askew in the mouth of the sabot and the players can read it.",
        "As betting closes, a player points out that the first card in the sabot can be seen.",
    ))
    return Hand(cards, {"kind": "exposed_card", "card": 1, "where": "sabot"}, what)


def exposed_in_sabot(rng, sabot):
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = (f"During the hand the {nth(n)} card can be read in the mouth of the sabot before you "
            "draw it; betting has long been closed.")
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "sabot"}, what)


def exposed_in_distribution(rng, sabot):
    cards, _, _ = sabot.hand(size(rng))
    n = rng.randint(1, 4)
    what = rng.choice((
        f"While you deal the first four cards, the {nth(n)} one flips face up on the table.",
        f"The {nth(n)} card of the distribution turns over as you slide it out: everyone sees it.",
    ))
    return Hand(cards, {"kind": "exposed_card", "card": n, "where": "distribution"}, what)


# --- Article 2 -----------------------------------------------------------------------------

def stuck_group(n: int, count: int) -> str:
    if count == 2:
        return f"The {nth(n)} and {nth(n + 1)} cards"
    return f"The {nths(range(n, n + count))} cards"


def stuck_known(rng, sabot):
    cards, coup, _ = sabot.hand(size(rng))
    count = 3 if coup.used >= 5 and rng.random() < 0.2 else 2
    n = rng.randint(1, coup.used - count + 1)
    what = (f"{stuck_group(n, count)} come out of the sabot stuck together. You can see clearly "
            "which one lay on top.")
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": True}, what)


def stuck_unknown(rng, sabot):
    count = 3 if rng.random() < 0.2 else 2
    base = sabot.take(rng.randint(6, 20 - count))  # six cards always complete a hand
    coup = deal(base)
    n = rng.randint(1, coup.used)
    cards = base[:n - 1] + sabot.take(count) + base[n - 1:]
    what = (f"{stuck_group(n, count)} come out of the sabot stuck together and slide apart on the "
            "cloth; nobody can tell which came first.")
    return Hand(cards, {"kind": "stuck_cards", "card": n, "count": count, "order_known": False}, what)


# --- Articles 3 and 4 ----------------------------------------------------------------------

def dropped_first(rng, sabot):
    cards, _, _ = sabot.hand(size(rng))
    what = "The first card of the hand slips from your fingers and falls to the floor."
    return Hand(cards, {"kind": "dropped_card", "card": 1}, what)


def dropped_later(rng, sabot):
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(2, coup.used)
    what = rng.choice((
        f"The {nth(n)} card of the hand slips from your fingers and falls to the floor.",
        f"As you deal the {nth(n)} card it catches the edge of the table and drops to the floor.",
    ))
    return Hand(cards, {"kind": "dropped_card", "card": n}, what)


def damaged(rng, sabot):
    cards, coup, _ = sabot.hand(size(rng))
    n = rng.randint(1, coup.used)
    how = rng.choice(("has a crumpled corner", "is stained with a drink", "is creased down the middle",
                      "has a torn edge"))
    what = f"The {nth(n)} card of the hand {how}."
    return Hand(cards, {"kind": "damaged_card", "card": n}, what)


# --- Article 5 (cards lists every card left in the sabot) ----------------------------------

def mask_during(rng, sabot):
    cards = sabot.last(rng.randint(12, 20))
    used = deal(cards).used
    m = rng.randint(1, used - 1)
    what = f"The mask comes out of the sabot right after the {nth(m)} card of the hand."
    return Hand(cards, None, what, mask_after=m)


MASK_AT_START = ("As you start the hand, the mask is the first thing out of the sabot.",
                 "The mask comes out of the sabot before the first card of the hand.")


def mask_at_start_seven(rng, sabot):
    cards = sabot.last(rng.randint(7, 16))
    return Hand(cards, None, rng.choice(MASK_AT_START), mask_after=0)


def mask_at_start_few(rng, sabot):
    for n in rng.sample((4, 5, 6), 3):
        cards = sabot.last(n)
        try:
            deal(cards)  # the hand can be played out before the count (6 always can)
        except ShortShoe:
            continue
        return Hand(cards, None, rng.choice(MASK_AT_START), mask_after=0)
    raise NoFit


# --- Articles 6 and 7 ----------------------------------------------------------------------

# Swaps of Punto cards (1, 3) with Banco cards (2, 4): each side still holds two.
REVERSALS = ((1, 2), (3, 4), (1, 4), (2, 3), (1, 2, 3, 4))


def reversed_hand(rng, sabot, rebuilt: bool | None):
    cards, _, _ = sabot.hand(size(rng))
    which = list(rng.choice(REVERSALS))
    fault = {"kind": "reversed_distribution", "cards": which}
    if rebuilt is not None:
        fault["reconstructible"] = rebuilt
    return cards, fault


def reversal_words(which) -> str:
    if len(which) == 4:
        return "all four cards of the distribution went to the wrong sides"
    return f"the {nths(which)} cards of the distribution went to the wrong sides"


def reversed_distribution(rebuilt: bool):
    def build(rng, sabot):
        cards, fault = reversed_hand(rng, sabot, rebuilt)
        what = reversal_words(fault["cards"])
        what = what[0].upper() + what[1:] + ". " + (
            "Everyone saw the order in which the cards left the sabot." if rebuilt else
            "The cards were pushed together before anyone noticed: nobody can say which was which.")
        return Hand(cards, fault, what)
    return build


# How a distribution of 1-3 or 5-6 cards plausibly went: (cards to Punto, cards to Banco).
SPLITS = {1: ((1, 0),), 2: ((1, 1),), 3: ((2, 1), (1, 2)),
          5: ((3, 2), (2, 3)), 6: ((3, 3), (4, 2), (2, 4))}


def count_hand(rng, sabot, totals_for: Callable[[Coup], tuple], rebuilt: bool | None):
    cards, coup, totals = sabot.hand(size(rng), lambda cards, coup: totals_for(coup))
    p, b = rng.choice(SPLITS[rng.choice(totals)])
    fault = {"kind": "wrong_card_count", "punto": p, "banco": b}
    if rebuilt is not None:
        fault["reconstructible"] = rebuilt
    return cards, fault


def count_words(fault: dict) -> str:
    p, b = fault["punto"], fault["banco"]
    return f"the distribution gave Punto {cards_word(p)} and Banco {cards_word(b)}"


def wrong_count(kind: str):
    """kind: left_over (rebuilt, drawn cards left unused), all_used (rebuilt, none left), cancelled."""
    def totals(coup: Coup) -> tuple:
        if kind == "left_over":
            return tuple(t for t in (5, 6) if t > coup.used)
        if kind == "all_used":
            return tuple(t for t in (1, 2, 3, 5, 6) if t <= coup.used)
        return (2, 3, 5, 5, 6, 6)

    def build(rng, sabot):
        cards, fault = count_hand(rng, sabot, totals, kind != "cancelled")
        what = count_words(fault)
        what = what[0].upper() + what[1:] + ". " + (
            "The cards were mixed together and their order is lost." if kind == "cancelled" else
            "The order in which the cards left the sabot is clear.")
        return Hand(cards, fault, what)
    return build


# --- Article 8 -----------------------------------------------------------------------------

def drew(coup: Coup, side: str) -> bool:
    return coup.punto_drew if side == "punto" else coup.banco_drew


def third_card_words(side: str, error: str) -> str:
    name = side.capitalize()
    if error == "given":
        return f"{name} received a third card from you"
    return f"you closed the hand without giving {name} a third card"


def wrong_third_card(side: str, error: str):
    def build(rng, sabot):
        cards, _, _ = sabot.hand(size(rng), lambda cards, coup: drew(coup, side) == (error == "withheld"))
        what = third_card_words(side, error)
        what = what[0].upper() + what[1:] + "."
        return Hand(cards, {"kind": "wrong_third_card", "side": side, "error": error}, what)
    return build


# --- Article 9 -----------------------------------------------------------------------------

def wrong_scores(rng: random.Random, coup: Coup) -> dict:
    """A plausible slip: scores swapped, a third card forgotten, or one side off by one."""
    real = (coup.banco_score, coup.punto_score)
    slips = [(coup.punto_score, coup.banco_score)]
    if coup.banco_drew:
        slips.append((score(coup.banco[:2]), coup.punto_score))
    if coup.punto_drew:
        slips.append((coup.banco_score, score(coup.punto[:2])))
    d = rng.choice((1, -1))
    slips += [((coup.banco_score + d) % 10, coup.punto_score), (coup.banco_score, (coup.punto_score + d) % 10)]
    banco, punto = rng.choice([s for s in slips if s != real])
    return {"banco": banco, "punto": punto}


def misannounced_hand(rng, sabot):
    cards, coup, _ = sabot.hand(size(rng))
    return cards, {"kind": "misannounced_score", "announced": wrong_scores(rng, coup)}


def misannounced(rng, sabot):
    cards, fault = misannounced_hand(rng, sabot)
    said = fault["announced"]
    what = f'You announce "Banco {said["banco"]}, Punto {said["punto"]}" and reach for the chips.'
    return Hand(cards, fault, what)


# --- Reader errors (premise) ---------------------------------------------------------------

def right_declaration(coup: Coup) -> str | None:
    two = score(coup.punto[:2])
    return None if is_battuta(two) else ("carta" if punto_draws(two) else "no_carta")


def changes_cards(cards: list[Card], coup: Coup, declared: str) -> bool:
    """Is `declared` wrong here, and does serving it change a card (FORMATS §2)?"""
    if declared == right_declaration(coup):
        return False
    try:
        served = deal(cards, declared=declared)
    except ShortShoe:
        return False
    return (served.punto, served.banco) != (coup.punto, coup.banco)


def reader_hand(rng, sabot, declared: str | None):
    def fits(cards, coup):
        options = [d for d in ("carta", "no_carta") if (declared in (None, d)) and changes_cards(cards, coup, d)]
        return options
    cards, _, options = sabot.hand(size(rng), fits)
    return cards, {"kind": "reader_error", "declared": rng.choice(options)}


def declared_words(declared: str) -> str:
    return '"carta"' if declared == "carta" else '"no carta"'


def reader_error(declared: str):
    def build(rng, sabot):
        cards, fault = reader_hand(rng, sabot, declared)
        what = (f"The reader looks at the Punto cards, keeps them covered and declares "
                f"{declared_words(declared)}. You complete the hand as declared.")
        return Hand(cards, fault, what)
    return build


def clean(rng, sabot):
    cards, _, _ = sabot.hand(size(rng))
    what = rng.choice((
        "An ordinary hand. Give the Punto cards to the right reader, complete the hand and settle it.",
        "Betting is closed with \"Rien ne va plus\". Deal the hand and settle it.",
    ))
    return Hand(cards, None, what)


# --- Article 10: the same errors, found after the burn --------------------------------------

AFTER_BURN = "The hand has been settled and its cards burned when "


def burnt(cards, fault, what: str) -> Hand:
    fault = {k: v for k, v in fault.items() if k != "reconstructible"}
    fault["after_burn"] = True
    return Hand(cards, fault, AFTER_BURN + what + ".")


def after_burn_reversed(rng, sabot):
    cards, fault = reversed_hand(rng, sabot, None)
    return burnt(cards, fault, "a player complains that " + reversal_words(fault["cards"]))


def after_burn_count(rng, sabot):
    cards, fault = count_hand(rng, sabot, lambda coup: (1, 2, 3, 5, 6), None)
    return burnt(cards, fault, "a player says " + count_words(fault))


def after_burn_third_card(rng, sabot):
    cards, coup, _ = sabot.hand(size(rng))
    side = rng.choice(("punto", "banco"))
    error = "withheld" if drew(coup, side) else "given"
    fault = {"kind": "wrong_third_card", "side": side, "error": error}
    return burnt(cards, fault, "the Game Inspector's camera shows that " + third_card_words(side, error).replace("you", "the dealer"))


def after_burn_misannounced(rng, sabot):
    cards, fault = misannounced_hand(rng, sabot)
    said = fault["announced"]
    return burnt(cards, fault, f'a player claims you announced "Banco {said["banco"]}, Punto {said["punto"]}"')


def after_burn_reader(rng, sabot):
    cards, fault = reader_hand(rng, sabot, None)
    return burnt(cards, fault, "the inspector's review shows that the reader declared "
                 + declared_words(fault["declared"]) + " and the hand was completed that way")


# --- the catalogue -------------------------------------------------------------------------

VARIANTS: tuple[Variant, ...] = (
    Variant("art1-extra-not-seen", 1, (1,), "A card drawn by mistake", extra_card(False)),
    Variant("art1-extra-seen", 1, (1,), "A card drawn by mistake", extra_card(True)),
    Variant("art1-top-card-in-sabot", 1, (1,), "A card seen in the sabot", exposed_top),
    Variant("art1-card-in-sabot", 1, (1,), "A card seen in the sabot", exposed_in_sabot),
    Variant("art1-uncovered-in-distribution", 1, (1,), "A card turned face up", exposed_in_distribution),
    Variant("art2-stuck-order-known", 2, (2,), "Cards stuck together", stuck_known),
    Variant("art2-stuck-order-unknown", 2, (2,), "Cards stuck together", stuck_unknown),
    Variant("art3-first-card-dropped", 1, (3,), "A card on the floor", dropped_first),
    Variant("art3-card-dropped", 1, (3,), "A card on the floor", dropped_later),
    Variant("art4-damaged-card", 1, (4,), "A damaged card", damaged),
    Variant("art5-mask-during-hand", 2, (5,), "The mask comes out", mask_during),
    Variant("art5-mask-at-start-seven", 2, (5,), "The mask comes out", mask_at_start_seven),
    Variant("art5-mask-at-start-few", 2, (5,), "The mask comes out", mask_at_start_few),
    Variant("art6-reversed-rebuilt", 2, (6,), "Cards on the wrong side", reversed_distribution(True)),
    Variant("art6-reversed-not-rebuilt", 2, (6,), "Cards on the wrong side", reversed_distribution(False)),
    Variant("art7-count-rebuilt-left-over", 2, (7,), "The wrong number of cards", wrong_count("left_over")),
    Variant("art7-count-rebuilt", 2, (7,), "The wrong number of cards", wrong_count("all_used")),
    Variant("art7-count-not-rebuilt", 2, (7,), "The wrong number of cards", wrong_count("cancelled")),
    Variant("art8-punto-given", 3, (8,), "A third card for Punto", wrong_third_card("punto", "given")),
    Variant("art8-punto-withheld", 3, (8,), "No third card for Punto", wrong_third_card("punto", "withheld")),
    Variant("art8-banco-given", 3, (8,), "A third card for Banco", wrong_third_card("banco", "given")),
    Variant("art8-banco-withheld", 3, (8,), "No third card for Banco", wrong_third_card("banco", "withheld")),
    Variant("art9-misannounced", 1, (9,), "The announcement", misannounced),
    Variant("art10-reversed", 3, (6, 10), "A complaint after the burn", after_burn_reversed),
    Variant("art10-wrong-count", 3, (7, 10), "A complaint after the burn", after_burn_count),
    Variant("art10-third-card", 3, (8, 10), "Found after the burn", after_burn_third_card),
    Variant("art10-misannounced", 3, (9, 10), "A complaint after the burn", after_burn_misannounced),
    Variant("art10-reader-error", 3, ("premise", 10), "Found after the burn", after_burn_reader,
            need_reader=True),
    Variant("premise-clean", 1, ("premise",), "An ordinary hand", clean),
    Variant("premise-reader-carta", 3, ("premise",), "The reader's declaration", reader_error("carta"),
            need_reader=True),
    Variant("premise-reader-no-carta", 3, ("premise",), "The reader's declaration", reader_error("no_carta"),
            need_reader=True),
)

BY_NAME = {v.name: v for v in VARIANTS}
ARTICLES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "premise")


def normalise_article(value) -> int | str:
    """1..10 (as a number or digits) or "premise"; ValueError otherwise."""
    if isinstance(value, str):
        value = value.strip().lower()
        if value.isdigit():
            value = int(value)
    if isinstance(value, bool) or value not in ARTICLES:
        raise ValueError(f"article must be one of 1-10 or premise; got {value!r}")
    return value


def select(articles=None, level: int | None = None) -> tuple[Variant, ...]:
    """The variants citing any of `articles` (None: all), of level <= `level` (None: all)."""
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3; got {level!r}")
    wanted = None if articles is None else {normalise_article(a) for a in articles}
    return tuple(v for v in VARIANTS
                 if (wanted is None or v.cites(wanted)) and (level is None or v.level <= level))
