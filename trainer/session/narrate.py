"""What happened at the table, up to the fault, in plain words: the story of a hand.

A story is a list of events: cards leaving the sabot (`Dealt`, with the side
they went to, or none) and sentences (`Note`). It is built from the
scenario's fault and the solution's outcome, and it tells what a dealer saw,
never what he must do about it: no step, status, reader, score or payout
appears in it. Errors found after the burn (Article 10) are told as a hand
played to its end, then what is noticed afterwards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card
from ..coup import deal
from ..i18n import Say, say

FILLER = Card("10", "S")  # pads a list so a hand's first positions can be dealt (any card will do)
MIN_LISTED = 8  # the numbered list offers at least this many cards, so its length gives nothing away
MORE_LISTED = 2  # and this many beyond every card the hand or its fault can use


@dataclass(frozen=True)
class Dealt:
    position: int  # 1 = the first card out of the sabot in this hand (FORMATS §2 positions)
    card: Card
    side: str | None  # "punto" | "banco" | None: on neither side (extra, stuck, on the floor)
    stage: str = "distribution"  # distribution | third | extra | stuck | floor
    face_up: bool = False


@dataclass(frozen=True)
class Note:
    text: Say


@dataclass(frozen=True)
class Story:
    events: tuple  # Dealt and Note, in the order they happened
    listed: int  # cards of the sabot listing offered for the card decisions (1..listed)
    out: int  # cards that have left the sabot in the story
    mask: int | None  # the mask lies after this many listed cards (0: before the first); None: not in view


def ordinal(n: int) -> Say:
    """1st, 2nd, 3rd ... in English; 1ª, 2ª ... (la carta) in Italian."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return say(f"session.ordinal.{suffix}", n=n)


def story(solution) -> Story:
    sc, out = solution.scenario, solution.outcome
    cards = sc.cards
    events: list = [Note(say("session.story.rien_ne_va_plus"))]
    fault = sc.fault
    if fault is None:
        events += _no_fault(sc, out)
    else:
        told, notice = _FAULTS[fault.kind](sc, fault, out)
        events += told
        if fault.after_burn:
            events += [Note(say("session.story.burnt")), Note(say("session.story.after_burn", what=notice))]
    events.append(Note(say("session.story.your_turn")))
    shown = max((e.position for e in events if isinstance(e, Dealt)), default=0)
    needed = max(out.drawn, out.coup.used if out.coup else 0, shown)
    if sc.mask_after == 0:
        listed = len(cards)  # the dealer empties the sabot and counts: every card is in view
    else:
        listed = min(len(cards), max(needed + MORE_LISTED, MIN_LISTED))
    mask = sc.mask_after if sc.mask_after is not None and sc.mask_after <= listed else None
    return Story(tuple(events), listed, shown, mask)


def trail(cards: Sequence[Card], upto: int, declared: str | None = None) -> list[Dealt]:
    """The first `upto` cards of a hand dealt from `cards` (as served on `declared`), with their sides.

    Where a card goes depends only on the cards before it, so the list is
    padded for the deal and cut back to the cards it really holds.
    """
    padded = tuple(cards) + (FILLER,) * 6
    last = min(upto, len(cards))
    return [Dealt(d.position, d.card, d.side, d.stage) for d in deal(padded, declared).trail if d.position <= last]


def _no_fault(sc, out) -> list:
    mask = sc.mask_after
    if mask == 0:
        return [Note(say("session.story.mask.start"))]
    if mask is not None and out.steps:  # the mask comes out in this hand (Article 5)
        return trail(sc.cards, mask) + [Note(say("session.story.mask.during", n=ordinal(mask)))]
    told = trail(sc.cards, 4) + [Note(say("session.story.distributed"))]
    if mask is not None:
        told.append(Note(say("session.story.mask.behind", n=ordinal(mask))))
    return told


def _symbols(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol() for c in cards)


# Each fault: (what was seen, in order; what is noticed after the burn, for Article 10).


def _extra_card(sc, f, out):
    n, cards = f.after, sc.cards
    extra = cards[n]
    told = trail(cards[:n] + cards[n + 1:], n)
    told.append(Dealt(n + 1, extra, None, "extra", face_up=f.seen))
    which = "session.story.extra.seen" if f.seen else "session.story.extra.unseen"
    return told + [Note(say(which, n=ordinal(n + 1), card=extra.symbol()))], None


def _exposed_card(sc, f, out):
    n, cards = f.card, sc.cards
    card = cards[n - 1].symbol()
    if f.where == "sabot":
        if n == 1:
            return [Note(say("session.story.exposed.top", card=card))], None
        return trail(cards, n - 1) + [Note(say("session.story.exposed.sabot", n=ordinal(n), card=card))], None
    told = trail(cards, n)
    told[-1] = Dealt(told[-1].position, told[-1].card, told[-1].side, told[-1].stage, face_up=True)
    return told + [Note(say("session.story.exposed.distribution", n=ordinal(n), card=card))], None


def _stuck_cards(sc, f, out):
    n, c, cards = f.card, f.count, sc.cards
    told = trail(cards, n - 1)
    stuck = cards[n - 1:n - 1 + c]
    told += [Dealt(n + i, card, None, "stuck") for i, card in enumerate(stuck)]
    which = "session.story.stuck.two" if c == 2 else "session.story.stuck"
    told.append(Note(say(which, first=ordinal(n), last=ordinal(n + c - 1), count=c, cards=_symbols(stuck))))
    told.append(Note(say("session.story.stuck.known" if f.order_known else "session.story.stuck.unknown")))
    return told, None


def _dropped_card(sc, f, out):
    n = f.card
    told = trail(sc.cards, n - 1) + [Dealt(n, sc.cards[n - 1], None, "floor")]
    return told + [Note(say("session.story.dropped", n=ordinal(n)))], None


def _damaged_card(sc, f, out):
    n = f.card
    told = trail(sc.cards, n)
    return told + [Note(say("session.story.damaged", n=ordinal(n), card=sc.cards[n - 1].symbol()))], None


def _other(side: str | None) -> str | None:
    return {"punto": "banco", "banco": "punto"}.get(side, side)


def _reversed_distribution(sc, f, out):
    told = [Dealt(d.position, d.card, _other(d.side) if d.position in f.cards else d.side, d.stage)
            for d in trail(sc.cards, 4)]
    positions = list(f.cards)
    many = "many" if len(positions) > 1 else "one"
    if f.after_burn:
        return told, say(f"session.notice.reversed.{many}", cards=positions)
    return told + [Note(say(f"session.story.reversed.{many}", cards=positions)), Note(say(_clarity(f)))], None


def _clarity(f) -> str:
    return "session.story.clear" if f.reconstructible else "session.story.unclear"


def _wrong_card_count(sc, f, out):
    p_want, b_want = f.punto, f.banco
    told, p, b = [], 0, 0
    for i in range(p_want + b_want):
        if (i % 2 == 0 and p < p_want) or b >= b_want:
            side, p = "punto", p + 1
        else:
            side, b = "banco", b + 1
        told.append(Dealt(i + 1, sc.cards[i], side))
    if f.after_burn:
        return told, say("session.notice.count", punto=p_want, banco=b_want)
    return told + [Note(say("session.story.count", punto=p_want, banco=b_want)), Note(say(_clarity(f)))], None


def _wrong_third_card(sc, f, out):
    correct = deal(tuple(sc.cards) + (FILLER,) * 6)
    side = f.side
    name = side.capitalize()
    told = trail(sc.cards, 4)
    punto_third = [Dealt(5, sc.cards[4], "punto", "third")] if correct.punto_drew else []
    if f.error == "given":
        if side == "punto":
            n = 5
        else:
            told += punto_third
            n = 6 if punto_third else 5
        card = sc.cards[n - 1]
        told.append(Dealt(n, card, side, "third"))
        seen = say("session.story.given", side=name, n=ordinal(n), card=card.symbol())
        notice = say("session.notice.given", side=name, card=card.symbol())
    else:
        if side == "banco":
            told += punto_third
        seen = say("session.story.withheld", side=name)
        notice = say("session.notice.withheld", side=name)
    if f.after_burn:
        return told, notice
    return told + [Note(seen)], None


def _misannounced_score(sc, f, out):
    coup = out.coup
    told = trail(sc.cards, coup.used)
    said = f.announced
    told.append(Note(say("session.story.announced", banco=said["banco"], punto=said["punto"])))
    if f.after_burn:
        return told, say("session.notice.announced", banco=said["banco"], punto=said["punto"])
    return told, None


def _reader_error(sc, f, out):
    declared = f.declared.replace("_", " ")
    served = deal(tuple(sc.cards) + (FILLER,) * 6, declared=f.declared)
    told = trail(sc.cards, 4, f.declared)
    told.append(Note(say("session.story.declares", declared=declared)))
    told += [Dealt(d.position, d.card, d.side, d.stage) for d in served.trail[4:] if d.position <= len(sc.cards)]
    if f.after_burn:
        return told, say("session.notice.declared", declared=declared)
    return told + [Note(say("session.story.punto_uncovered"))], None


_FAULTS = {
    "extra_card": _extra_card,
    "exposed_card": _exposed_card,
    "stuck_cards": _stuck_cards,
    "dropped_card": _dropped_card,
    "damaged_card": _damaged_card,
    "reversed_distribution": _reversed_distribution,
    "wrong_card_count": _wrong_card_count,
    "wrong_third_card": _wrong_third_card,
    "misannounced_score": _misannounced_score,
    "reader_error": _reader_error,
}
