"""The table as a scorecard draws it: the cards as they ended, the seats, the button and what each seat was paid.

Cards come from the canonical solution itself (the Outcome and its Coup),
never from the answer's strings read back; only the values a trainee wrote
are parsed, and anything that is not a card is shown as it was written.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Iterable

from ..cards import SYMBOL_OF_SUIT, Card, CardError, parse_card
from ..i18n.format import plural, signed
from ..engine.answer import Answer
from ..engine.hand import HandSolution
from ..vocab import DEALER, Key, Status
from .page import Words, one_line

if TYPE_CHECKING:
    from ..table import Seat

RED_SUITS = ("H", "D")


@dataclass(frozen=True, slots=True)
class CardView:
    text: str  # "10♥": rank and suit symbol, readable without colour
    name: str  # "10 of hearts", for screen readers and tooltips
    red: bool


@dataclass(frozen=True, slots=True)
class Tag:
    text: str
    css: str  # a class name: button-now, button-next, reader, temporary


@dataclass(frozen=True, slots=True)
class SeatView:
    title: str  # "Seat 4"
    stakes: tuple[str, ...]
    temporary: bool
    tags: tuple[Tag, ...]
    paid: str
    paid_css: str  # won | lost | even | returned | none


@dataclass(frozen=True, slots=True)
class SideView:
    name: str  # Banco / Punto
    where: str  # dealer's left / dealer's right
    cards: tuple[CardView, ...]
    has_cards: bool
    points: str
    wins: bool
    wins_label: str
    empty: str


@dataclass(frozen=True, slots=True)
class TableView:
    note: str
    banco: SideView  # drawn on the left, as the dealer sees it
    punto: SideView  # drawn on the right
    has_hand_note: bool
    hand_note: str
    has_result: bool
    announce: str
    result: str
    set_aside: tuple[CardView, ...]
    has_set_aside: bool
    burned: tuple[CardView, ...]
    has_burned: bool
    none: str
    button: str
    dealer_reads: bool  # no seated player bets on Punto: the dealer completes the hand
    dealer_reads_text: str
    seats: tuple[SeatView, ...]


def card_view(card: Card, t: Words) -> CardView:
    """A card with its suit symbol (red suits flagged) and its name in words."""
    rank = t(f"card.rank.{card.rank}") if card.rank in ("A", "J", "Q", "K") else card.rank
    return CardView(
        text=card.rank + SYMBOL_OF_SUIT[card.suit],
        name=t("card.card_name", rank=rank, suit=t(f"card.suit.{card.suit}")),
        red=card.suit in RED_SUITS,
    )


def written_card_view(token: str, t: Words) -> CardView:
    """A card as a trainee wrote it; a token that is not a card is shown as written."""
    try:
        card = parse_card(token)
    except CardError:
        text = one_line(token)
        return CardView(text=text, name=text, red=False)
    return card_view(card, t)


def card_views(cards: Iterable[Card], t: Words) -> tuple[CardView, ...]:
    return tuple(card_view(c, t) for c in cards)


def table_view(solution: HandSolution, t: Words) -> TableView:
    """The table as it ended, from the canonical solution, drawn as the dealer sees it."""
    sc, out, answer = solution.hand, solution.outcome, solution.answer
    status = answer.status if answer.status is not None else out.status
    cancelled = status == Status.CANCELLED
    bianco = status == Status.COLPO_IN_BIANCO
    coup = out.coup if not cancelled and not out.exhausted and answer.punto is not None else None
    winner = answer.winner if coup is not None else None

    def side(key: Key, where: str) -> SideView:
        cards = card_views(getattr(coup, key), t) if coup is not None else ()
        pts = getattr(coup, f"{key}_score") if coup is not None else 0
        return SideView(
            name=t(f"card.winner.{key}"),
            where=t(where),
            cards=cards,
            has_cards=bool(cards),
            points=t(plural(pts, "card.point", "card.points"), n=pts) if coup is not None else "",
            wins=winner is not None and winner.value == key.value,
            wins_label=t("card.wins"),
            empty=t("card.no_cards"),
        )

    if cancelled:
        hand_note = t("card.hand_cancelled")
    elif out.exhausted:
        hand_note = t("card.hand_exhausted")
    elif bianco:
        hand_note = t("card.hand_bianco")
    else:
        hand_note = ""

    set_aside = card_views(out.set_aside, t)
    burned = card_views(out.burned, t)
    was = sc.table.button
    goes = answer.button if answer.button is not None else was
    button = t("card.button_stays", n=was) if goes == was else t("card.button_passes", was=was, goes=goes)
    return TableView(
        note=t("card.table_note"),
        banco=side(Key.BANCO, "card.dealer_left"),
        punto=side(Key.PUNTO, "card.dealer_right"),
        has_hand_note=bool(hand_note),
        hand_note=hand_note,
        has_result=coup is not None,
        announce=f"“{answer.announce}”" if coup is not None and answer.announce is not None else "",
        result=t(f"card.result_{winner}") if winner else "",
        set_aside=set_aside,
        has_set_aside=bool(set_aside),
        burned=burned,
        has_burned=bool(burned),
        none=t("card.none"),
        button=button,
        dealer_reads=answer.reader == DEALER,
        dealer_reads_text=t("card.dealer_reads"),
        seats=tuple(seat_view(seat, answer, was, goes, cancelled or bianco, out.exhausted, t)
                    for seat in sc.table.seats),
    )


def seat_view(seat: Seat, answer: Answer, was: int, goes: int, returned: bool, exhausted: bool,
              t: Words) -> SeatView:
    n = seat.number
    stakes = tuple(
        t("card.stake", side=t(f"card.winner.{side}"), amount=getattr(seat, side))
        for side in ("punto", "banco", "egalite") if getattr(seat, side) is not None
    )
    tags = []
    if n == was and goes == was:
        tags.append(Tag(t("card.tag_button_stays"), "button-now"))
    else:
        if n == was:
            tags.append(Tag(t("card.tag_button_now"), "button-now"))
        if n == goes:
            tags.append(Tag(t("card.tag_button_next"), "button-next"))
    if answer.reader == n:
        tags.append(Tag(t("card.tag_reader"), "reader"))
    if seat.temporary:
        tags.append(Tag(t("card.tag_temporary"), "temporary"))
    if not seat.has_stake:
        paid, css = t("card.paid_nothing"), "none"
    elif returned:
        paid, css = t("card.paid_returned"), "returned"
    elif exhausted or answer.payouts is None:
        paid, css = t("card.paid_as_played"), "none"
    else:
        net = answer.payouts.get(n) or Decimal(0)
        paid = signed(net, t.lang)
        css = "won" if net > 0 else "lost" if net < 0 else "even"
    return SeatView(
        title=t("card.seat_title", n=n),
        stakes=stakes or (t("card.no_stake"),),
        temporary=seat.temporary,
        tags=tuple(tags),
        paid=paid,
        paid_css=css,
    )
