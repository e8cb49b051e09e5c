"""What the trainee sees: the table, the cards as they are dealt, the numbered sabot listing.

Every function returns plain lines of text. Cards are always written with
their rank and suit symbol (7♥, 10♠), so they read the same without colour;
with colour, hearts and diamonds are red. Styling is applied only when the
console wants colour (a terminal, and NO_COLOR unset).
"""
from __future__ import annotations

import re
import textwrap
from typing import Any, Iterator, Sequence

from ..cards import Card
from ..i18n import say, text_in
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Table
from .console import style
from .narrate import Dealt, Note, Story

RED_SUITS = ("H", "D")
_CARD_TOKEN = re.compile(r"(?<![\w])(10|[2-9AJQK])([♠♥♦♣])")
LISTING_PER_LINE = 8
BUTTON = "●"


def t(lang: str, mid: str, **params: Any) -> str:
    return text_in(say(mid, **params), lang)


def card(c: Card, colour: bool) -> str:
    text = c.symbol()
    if not colour:
        return text
    return style(text, fg="red" if c.suit in RED_SUITS else None, bold=True)


def paint(text: str, colour: bool) -> str:
    """Colour the cards written inside a sentence (7♥ ...)."""
    if not colour:
        return text

    def one(m: re.Match[str]) -> str:
        red = m.group(2) in "♥♦"
        return style(m.group(0), fg="red" if red else None, bold=True)

    return _CARD_TOKEN.sub(one, text)


def heading(text: str, colour: bool) -> str:
    return style(text, bold=True, underline=True) if colour else text


def emphasis(text: str, colour: bool, fg: str | None = None) -> str:
    return style(text, bold=True, fg=fg) if colour else text


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    return textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent,
                         break_long_words=False, break_on_hyphens=False) or [indent.rstrip()]


def table_lines(table: Table, lang: str, colour: bool) -> list[str]:
    """The seats as a dealer sees them: stakes, temporary players, the button."""
    head = (f"  {'':1} {t(lang, 'session.table.seat'):>5} {'Punto':>7} {'Banco':>7} "
            f"{t(lang, 'session.table.egalite'):>8}")
    lines = [t(lang, "session.table.title", seat=table.button), emphasis(head, colour)]
    for s in table.seats:
        mark = BUTTON if s.number == table.button else " "
        cells = [_stake(s.punto), _stake(s.banco), _stake(s.egalite)]
        notes = []
        if s.temporary:
            notes.append(t(lang, "session.table.temporary"))
        if not s.has_stake:
            notes.append(t(lang, "session.table.no_bet"))
        if s.number == table.button:
            notes.append(t(lang, "session.table.button"))
        row = f"  {mark} {s.number:>5} {cells[0]:>7} {cells[1]:>7} {cells[2]:>8}"
        if notes:
            row += "   " + "; ".join(notes)
        lines.append(row.rstrip())
    return lines


def _stake(v: int | None) -> str:
    return "·" if v is None else str(v)


def house_lines(house: HouseRules, lang: str) -> list[str]:
    """The house rules that differ from the rulebook's defaults, in plain words."""
    out = []
    if house.banco_commission != DEFAULT_HOUSE.banco_commission:
        pct = (house.banco_commission * 100).normalize()
        out.append(t(lang, "session.house.commission", percent=f"{pct:f}"))
    if house.egalite_pays != DEFAULT_HOUSE.egalite_pays:
        out.append(t(lang, "session.house.egalite_pays", pays=house.egalite_pays))
    if house.commission_rounding != DEFAULT_HOUSE.commission_rounding:
        out.append(t(lang, "session.house.rounding_unit"))
    if house.button_after_cancel != DEFAULT_HOUSE.button_after_cancel:
        out.append(t(lang, "session.house.button_after_cancel"))
    if house.seat_order != DEFAULT_HOUSE.seat_order:
        out.append(t(lang, "session.house.seat_order"))
    if house.stuck_burn != DEFAULT_HOUSE.stuck_burn:
        out.append(t(lang, "session.house.stuck_burn"))
    if tuple(house.reconstruction_witnesses) != tuple(DEFAULT_HOUSE.reconstruction_witnesses):
        out.append(t(lang, "session.house.witnesses"))
    if not out:
        return []
    return [t(lang, "session.house.title")] + [f"  - {line}" for line in out]


def dealt_line(d: Dealt, lang: str, colour: bool) -> str:
    where = {
        "distribution": lambda: t(lang, "session.deal.to", side=str(d.side).capitalize()),
        "third": lambda: t(lang, "session.deal.third", side=str(d.side).capitalize()),
        "extra": lambda: t(lang, "session.deal.extra"),
        "stuck": lambda: t(lang, "session.deal.stuck"),
        "floor": lambda: t(lang, "session.deal.floor"),
    }[d.stage]()
    face = "  " + t(lang, "session.deal.face_up") if d.face_up else ""
    text = card(d.card, colour)
    pad = " " * (4 - len(d.card.symbol()))
    return f"  {d.position:>2}. {text}{pad}{where}{face}"


def story_lines(story: Story, lang: str, colour: bool, width: int) -> Iterator[tuple[str, str]]:
    """The story line by line; each card is its own line, so a console can pause between them."""
    for e in story.events:
        if isinstance(e, Dealt):
            yield "card", dealt_line(e, lang, colour)
        elif isinstance(e, Note):
            for line in wrap(text_in(e.text, lang), width):
                yield "note", paint(line, colour)


def listing_lines(cards: Sequence[Card], story: Story, lang: str, colour: bool) -> list[str]:
    """The numbered cards the card decisions pick from: those out of the sabot, then the next ones."""
    listed = list(cards[:story.listed])
    mask_mark = emphasis(t(lang, "session.listing.mask"), colour)
    out_part = [f"{i:>2} {card(c, colour)}" for i, c in enumerate(listed[:story.out], 1)]
    in_part = [f"{i:>2} {card(c, colour)}" for i, c in enumerate(listed[story.out:], story.out + 1)]
    if story.mask is not None and story.mask >= story.out:
        in_part.insert(story.mask - story.out, mask_mark)
    lines = [t(lang, "session.listing.title")]
    if out_part:
        lines += _rows(t(lang, "session.listing.out"), out_part)
    if in_part:
        lines += _rows(t(lang, "session.listing.next"), in_part)
    return lines


def _rows(label: str, items: list[str]) -> list[str]:
    rows = []
    for i in range(0, len(items), LISTING_PER_LINE):
        head = label if i == 0 else ""
        rows.append(f"  {head:<20}" + "   ".join(items[i:i + LISTING_PER_LINE]))
    return rows
