"""What the trainee sees: the table, the cards as they are dealt, the numbered sabot listing.

Every function returns plain lines of text. Cards are always written with
their rank and suit symbol (7♥, 10♠), so they read the same without colour;
with colour, hearts and diamonds are red. Styling is applied only when the
console wants colour (a terminal, and NO_COLOR unset).
"""
from __future__ import annotations

import re
from typing import Iterable, Sequence

from ..cards import Card
from ..i18n import say, text_in
from ..rules import DEFAULT_HOUSE, HouseRules
from ..table import Table
from .console import style
from .layout import fit, grid, pad, side_by_side, visible
from .narrate import Dealt, Note, Story

RED_SUITS = ("H", "D")
_CARD_TOKEN = re.compile(r"(?<![\w])(10|[2-9AJQK])([♠♥♦♣])")
LISTING_PER_LINE = 8
BUTTON = "●"


def t(lang: str, mid: str, **params: object) -> str:
    return text_in(say(mid, **params), lang)


def cards(shown: Iterable[Card], colour: bool) -> str:
    """Cards as the table shows them, one space apart."""
    return " ".join(card(c, colour) for c in shown)


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
    """`text` as one paragraph (its line ends and runs of spaces are one space) on lines of `width` columns,
    each starting with `indent`, broken at spaces only."""
    words = " ".join(text.split())
    return fit(indent + words, width, indent) if words else [indent.rstrip()]


def table_lines(table: Table, lang: str, colour: bool) -> list[str]:
    """The seats as a dealer sees them: stakes, temporary players, the button (its column heads first).

    A seat with no bet shows three dots and no note: the dots say it, and the width is better spent on the
    deal set beside the table.
    """
    head = f"{'':1} {t(lang, 'session.table.seat'):>5} {'Punto':>6} {'Banco':>6} {t(lang, 'session.table.egalite'):>8}"
    lines = [emphasis(head, colour)]
    for s in table.seats:
        mark = BUTTON if s.number == table.button else " "
        cells = [_stake(s.punto), _stake(s.banco), _stake(s.egalite)]
        notes = []
        if s.number == table.button:
            notes.append(t(lang, "session.table.button"))
        if s.temporary:
            notes.append(t(lang, "session.table.temporary"))
        row = f"{mark} {s.number:>5} {cells[0]:>6} {cells[1]:>6} {cells[2]:>8}"
        if notes:
            row += "  " + ", ".join(notes)
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


WORDS, GAP = "words", "gap"
DEAL_HANG = 8  # where the words of a deal line start ("12. 10♥  "), for its continuation beside the table
_CARD_MARK = "\x00"  # marks the first line of each card while the deal is set beside the table

# The story's first and last sentences, which the panel puts as the deal's heading and leaves out.
_OPENING, _CLOSING = "session.story.rien_ne_va_plus", "session.story.your_turn"


def panel_lines(heading_line: str, description: str | None, table: Table, house: HouseRules, story: Story,
                lang: str, colour: bool, width: int, listing: Sequence[str] = (),
                new_limits: bool = False) -> list[tuple[str, str]]:
    """The hand as it stays on screen while the trainee answers: the heading and the scenario's own words,
    the table with the deal beside it (under it when both do not fit the width), then what went wrong.

    `listing`: the numbered cards, last, when they are in view from the start (narrate.cards_in_view).

    Each line comes with its kind: a line that shows a card for the first time is "card", so that a console
    can pause before it as the dealer draws; the scenario's own words are WORDS and the blank line before
    the table GAP, the first lines a screen too short for the whole hand leaves out.
    """
    out: list[tuple[str, str]] = [("head", heading_line)]
    if description:
        out += [(WORDS, line) for line in wrap(description.strip(), width, "  ")]
    house_words = house_lines(house, lang)
    if table.limits is not None:  # Article 14: every stake lies between them; new ones are said as such (R30)
        house_words.append(t(lang, "session.table.new_limits" if new_limits else "session.table.limits",
                             minimum=table.limits.minimum, maximum=table.limits.maximum))
    out += [("text", piece) for line in house_words for piece in fit(line, width, "    ")]
    dealt = [e for e in story.events if isinstance(e, Dealt)]
    title = emphasis(t(lang, "session.deal.title"), colour)
    seats = table_lines(table, lang, colour)
    out.append((GAP, ""))
    cards = [dealt_line(d, lang, colour)[2:] for d in dealt]  # position right-aligned: words start at DEAL_HANG
    beside = side_by_side(seats, [title, *(_CARD_MARK + c for c in cards)], width, hang=" " * DEAL_HANG)
    under = grid(cards, width)
    if beside is not None and len(beside) <= len(seats) + 1 + len(under):
        out += [("card", line.replace(_CARD_MARK, "")) if _CARD_MARK in line else ("text", line) for line in beside]
    else:
        out += [("text", line) for line in seats]
        out.append(("text", title))
        out += [("card", line) for line in under]
    for e in story.events:
        if isinstance(e, Note) and getattr(e.text, "id", None) not in (_OPENING, _CLOSING):
            out += [("text", paint(line, colour)) for line in wrap(text_in(e.text, lang, symbols=True), width)]
    return out + [("text", line) for line in listing]


def listing_lines(cards: Sequence[Card], story: Story, lang: str, colour: bool, width: int = 79,
                  title: str = "session.listing.title", carried: int = 0) -> list[str]:
    """The numbered cards the card decisions pick from: those out of the sabot, then the next ones; the first
    `carried`, set aside by the hand before, are labelled so (R26: they are no longer in the sabot)."""
    listed = list(cards[:story.listed])
    mask_mark = emphasis(t(lang, "session.listing.mask"), colour)
    kept = min(carried, story.out)
    carried_part = [f"{i:>2} {card(c, colour)}" for i, c in enumerate(listed[:kept], 1)]
    out_part = [f"{i:>2} {card(c, colour)}" for i, c in enumerate(listed[kept:story.out], kept + 1)]
    in_part = [f"{i:>2} {card(c, colour)}" for i, c in enumerate(listed[story.out:], story.out + 1)]
    if story.mask is not None and story.mask >= story.out:
        in_part.insert(story.mask - story.out, mask_mark)
    lines = fit(t(lang, title), width)
    labels = [t(lang, "session.listing.out"), t(lang, "session.listing.next")]
    held = t(lang, "session.listing.carried")
    label_width = max(len(x) for x in labels + ([held] if carried_part else []))
    # One cell width for every row, so that the cards of all the rows stand in the same columns.
    cell = max((visible(i) for i in carried_part + out_part + in_part), default=0)
    if carried_part:
        lines += _rows(held, carried_part, width, label_width, cell)
    if out_part:
        lines += _rows(labels[0], out_part, width, label_width, cell)
    if in_part:
        lines += _rows(labels[1], in_part, width, label_width, cell)
    return lines


def _rows(label: str, items: list[str], width: int, label_width: int, cell: int) -> list[str]:
    """The items after the label in cells of `cell` columns, as many to a line as fit; an item (number and
    card) never split."""
    lead = 2 + label_width + 1
    per_line = max(1, min(LISTING_PER_LINE, (width - lead + 3) // (cell + 3)))
    rows = []
    for i in range(0, len(items), per_line):
        head = label if i == 0 else ""
        rows.append((f"  {pad(head, label_width)} " + "   ".join(pad(x, cell) for x in items[i:i + per_line])).rstrip())
    return rows
