"""Scenario files (FORMATS §2) read into `Scenario` values, or refused with reasons.

This module checks the shape of the file: keys, types, ranges, cards, the
table (its seats, stakes and limits in `table_load`). Whether the fault can happen with these cards is the engine's
question (`trainer.solve`), asked by `validate`.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, fields, replace
from decimal import Decimal
from typing import Callable, TypedDict

from ..cards import Card, CardError, parse_card
from ..faults import KINDS, Fault, Params
from ..faults.base import Path
from ..rules import DEFAULT_HOUSE, HouseRules
from ..vocab import HOUSE_CHOICES, Article, ButtonAfterCancel, CommissionRounding, SeatOrder, SettleBy, \
    SettlementOrder, StuckBurn, Witness
from ..yamlio.check import Checker, shown
from ..terminal import control_note
from ..yamlio.errors import Invalid, Scalar
from ..engine.model import HandPlan, Scenario
from .fault_load import MAX_CARDS, MAX_DECKS, fault_of
from .table_load import Exempt, out_of_limits_stake, table_of
from .texts import Texts, texts_of
from ..table import Table
from ..yamlio.reader import Document, read

ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
TOP_REQUIRED = ("id", "title", "articles", "table", "shoe")
TOP_OPTIONAL = ("level", "description", "fault", "house", "pass_mark", "settlement")
TOP_NEEDS = {
    "id": "id: followed by a short name in lowercase letters, digits and dashes",
    "title": "title: followed by a one-line title",
    "articles": "articles: [N], the articles the scenario trains",
    "table": "table: with its seats",
    "shoe": "shoe: with its cards in sabot order",
}
Shoe = tuple[int, tuple[Card, ...], int | None]  # decks, cards, mask_after


def load(path: str, text: bytes | None = None) -> Scenario:
    """Read one scenario file; raise Invalid listing every problem found."""
    doc = read(path, text)
    return from_document(doc)


@dataclass(frozen=True, slots=True)
class Parts:
    """What one-hand files and sequences share (FORMATS §2, §5), each None when it did not read."""
    sid: str | None
    title: Texts | None
    articles: tuple[Article, ...] | None
    level: int | None
    description: Texts | None
    pass_mark: float | None
    house: HouseRules
    table: Table | None
    shoe: Shoe | None
    settlement: SettleBy


def top_of(c: Checker, doc: Document, optional: tuple[str, ...] = ()) -> dict[Scalar, object]:
    """The file's top-level map with its keys checked; Invalid when there is none."""
    if doc.data is None:
        c.error((), "the file is empty; a scenario needs at least id, title, articles, table and shoe")
        raise Invalid(c.problems)
    top = c.mapping(doc.data, (), TOP_REQUIRED, TOP_OPTIONAL + optional, example=" (id:, title:, ...)",
                    needs=TOP_NEEDS)
    if top is None:
        raise Invalid(c.problems)
    return top


def parts_of(c: Checker, top: dict[Scalar, object], exempt: Exempt = None) -> Parts:
    """The shared parts; `exempt` is the stake a stake_out_of_limits fault lets lie outside table.limits."""
    return Parts(
        _id(c, top["id"]) if "id" in top else None,
        texts_of(c, top["title"], ("title",)) if "title" in top else None,
        _articles(c, top["articles"]) if "articles" in top else None,
        c.integer(top["level"], ("level",), 1, 3) if "level" in top else None,
        texts_of(c, top["description"], ("description",)) if "description" in top else None,
        c.number(top["pass_mark"], ("pass_mark",), 0, 1, hint=" (0.8 is 80 %)") if "pass_mark" in top else None,
        _house(c, top["house"]) if "house" in top else DEFAULT_HOUSE,
        table_of(c, top["table"], exempt) if "table" in top else None,
        _shoe(c, top["shoe"]) if "shoe" in top else None,
        _settlement(c, top["settlement"]) if "settlement" in top else SettleBy.NET,
    )


def _settlement(c: Checker, value: object) -> SettleBy:
    """FORMATS §6: net (each seat's net, the default) or bet_by_bet (R31: settled bet by bet as well)."""
    word = c.choice(value, ("settlement",), tuple(SettleBy))
    return SettleBy(word) if word is not None else SettleBy.NET


def from_document(doc: Document) -> Scenario:
    c = Checker(doc)
    top = top_of(c, doc)
    p = parts_of(c, top, out_of_limits_stake(top.get("fault")))
    sid, title, articles, level, description, pass_mark, house, table, shoe = (
        p.sid, p.title, p.articles, p.level, p.description, p.pass_mark, p.house, p.table, p.shoe)
    fault = fault_of(c, top["fault"]) if top.get("fault") is not None else None
    if "fault" in top and top["fault"] is None:
        c.error(("fault",), "fault is empty; describe the fault with kind: ..., or remove the key for a clean hand")
    if articles and fault is not None and fault.kind in KINDS:
        _articles_cover(c, articles, fault, shoe)
    if articles and shoe and shoe[2] == 0 and 5 not in articles:
        # A mask that is the first thing out is always this hand's fault; later
        # masks depend on the cards the hand draws, which the engine knows.
        c.error(("articles",), "articles must include 5: with shoe.mask_after: 0 the mask opens "
                "the hand, an Article 5 fault; add 5 to the list")
    if c.problems:
        raise Invalid(c.problems)
    # With no problem, every required part was read.
    assert sid is not None and title is not None and articles is not None and table is not None and shoe is not None
    decks, cards, mask_after = shoe
    return Scenario(
        id=sid, title=title.en, title_it=title.it, articles=articles, table=table, cards=cards,
        hands=(HandPlan(fault),), decks=decks, mask_after=mask_after, house=house, level=level,
        description=description.en if description else None,
        description_it=description.it if description else None, pass_mark=pass_mark, source=doc.file,
        sha256=doc.sha256, marks=doc, single=True, settlement=p.settlement,
    )


def _id(c: Checker, value: object) -> str | None:
    if not isinstance(value, str) or not ID_PATTERN.fullmatch(value):  # fullmatch: "$" lets a final "\n" by
        c.error(("id",), f"id must be lowercase letters a-z, digits and single dashes, like art3-second-card-dropped; got {shown(value)}{control_note(value)}")
        return None
    return value


def _articles(c: Checker, value: object) -> tuple[Article, ...] | None:
    items = c.listing(value, ("articles",), "the articles the scenario trains (1 to 16, or premise)", example="[3]")
    if items is None:
        return None
    out: list[Article] = []
    for i, a in enumerate(items):
        if a == "premise" or (isinstance(a, int) and not isinstance(a, bool) and 1 <= a <= 16):
            if a in out:
                c.error(("articles", i), f"{c.name(('articles', i))}: article {a} is listed twice; list it once")
            out.append(a)
        else:
            unquote = " without quotes" if isinstance(a, str) and a.strip().isdigit() else ""
            c.error(("articles", i), f"{c.name(('articles', i))} is {shown(a)}, not an article; write a number from 1 to 16{unquote}, or the word premise")
    return tuple(out)


def _articles_cover(c: Checker, articles: tuple[Article, ...], fault: Fault[Params], shoe: Shoe | None) -> None:
    needed = [KINDS[fault.kind].article]
    if fault.after_burn:
        needed.append(10)
    for a in needed:
        if a not in articles:
            c.error(("articles",), f"articles must include {a} for a {fault.kind} fault{' found after the burn' if a == 10 else ''}; add it to the list")


def _house(c: Checker, value: object) -> HouseRules:
    m = c.mapping(value, ("house",), (), _HOUSE_KEYS,
                  example=" like {banco_commission: 0.05} (remove house: to keep every default)")
    if m is None:
        return DEFAULT_HOUSE
    got: _HouseSaid = {}
    for key, v in m.items():
        if not isinstance(key, str):  # refused above as an unknown key, like any key not below
            continue
        path = ("house", key)
        if key == "banco_commission":
            rate = c.number(v, path, 0, 1, hi_open=True, hint=" (0.05 is a 5 % commission)")
            if rate is not None:
                got["banco_commission"] = Decimal(str(rate))
        elif key == "egalite_pays":
            pays = c.integer(v, path, 1, 50)
            if pays is not None:
                got["egalite_pays"] = pays
        elif key in HOUSE_CHOICES:
            word = c.choice(v, path, HOUSE_CHOICES[key])
            if word is not None:
                got.update(_HOUSE_WORDS[key](word))
        elif key == "reconstruction_witnesses":
            w = _witnesses(c, v, path)
            if w is not None:
                got["reconstruction_witnesses"] = w
    return replace(DEFAULT_HOUSE, **got)


class _HouseSaid(TypedDict, total=False):
    """The house rules a file sets (the others keep DEFAULT_HOUSE's), as replace() takes them."""

    banco_commission: Decimal
    egalite_pays: int
    commission_rounding: CommissionRounding
    button_after_cancel: ButtonAfterCancel
    seat_order: SeatOrder
    stuck_burn: StuckBurn
    reconstruction_witnesses: tuple[Witness, ...]
    settlement_order: SettlementOrder


_HOUSE_KEYS = tuple(f.name for f in fields(HouseRules))
_HOUSE_WORDS: dict[str, Callable[[str], _HouseSaid]] = {  # a HOUSE_CHOICES rule's word, as its enum
    "commission_rounding": lambda word: {"commission_rounding": CommissionRounding(word)},
    "button_after_cancel": lambda word: {"button_after_cancel": ButtonAfterCancel(word)},
    "seat_order": lambda word: {"seat_order": SeatOrder(word)},
    "stuck_burn": lambda word: {"stuck_burn": StuckBurn(word)},
    "settlement_order": lambda word: {"settlement_order": SettlementOrder(word)},
}


def _witnesses(c: Checker, value: object, path: Path) -> tuple[Witness, ...] | None:
    items = c.listing(value, path, "inspectors", example="[game_inspector, municipal_inspector]")
    if items is None:
        return None
    names = [i for i in items if isinstance(i, str)]  # a nested list is no inspector (and unhashable)
    if len(names) != len(items) or len(set(names)) != len(names) or not set(names) <= set(Witness) \
            or "game_inspector" not in names:
        c.error(path, "house.reconstruction_witnesses must be [game_inspector, municipal_inspector] or [game_inspector]; "
                f"got [{', '.join(i if isinstance(i, str) else shown(i) for i in items)}]")
        return None
    return tuple(Witness(n) for n in names)


def _shoe(c: Checker, value: object) -> Shoe | None:
    m = c.mapping(value, ("shoe",), ("cards",), ("decks", "mask_after"), example=" (cards: [...])",
                  needs={"cards": "cards: [7H, KS, ...], the cards in sabot order"})
    if m is None:
        return None
    decks = c.integer(m.get("decks", 6), ("shoe", "decks"), 1, MAX_DECKS, "a number of decks")
    mask_after = c.integer(m["mask_after"], ("shoe", "mask_after"), 0, None, "a card count",
                           " (0 = the mask is the first thing out)") if "mask_after" in m else None
    if "cards" not in m:
        return None
    items = c.listing(m["cards"], ("shoe", "cards"), "cards", non_empty="mask_after" not in m,
                      example="[7H, KS, 3D, 9C, 2H]")
    if items is None:
        return None
    if len(items) > MAX_CARDS:
        c.error(("shoe", "cards"), f"shoe.cards lists {len(items)} cards; a shoe of {MAX_DECKS} decks holds at most {MAX_CARDS}")
        return None
    cards: list[Card] = []
    for i, token in enumerate(items):
        if not isinstance(token, str):  # 9 (no suit), an empty item, a nested list: say it in the file's words
            got = "is empty" if token is None else f"is {shown(token)}, not a card"
            c.error(("shoe", "cards", i), f"shoe.cards item {i + 1} {got}; write rank then suit, e.g. 7H, 10S, KD")
            continue
        try:
            cards.append(parse_card(token))
        except CardError as err:
            c.error(("shoe", "cards", i), f"shoe.cards item {i + 1}: {err}")
    if len(cards) != len(items) or decks is None:
        return None
    counts: Counter[Card] = Counter()
    for i, card in enumerate(cards):
        counts[card] += 1
        if counts[card] == decks + 1:
            most = "once" if decks == 1 else f"{decks} times"
            c.error(("shoe", "cards", i), f"shoe.cards item {i + 1}: {card} appears {decks + 1} times, but a shoe of {decks} deck{'s' if decks > 1 else ''} holds each card at most {most}; change a card or shoe.decks")
    return decks, tuple(cards), mask_after
