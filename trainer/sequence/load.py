"""Sequence files (FORMATS §5): a `hands:` list instead of a top-level `fault:`.

What both kinds of file share (id, title, articles, table, shoe, house) is
read by the scenario loader; this module reads `hands:`. Each hand's keys are
checked by a Checker rooted at that hand, so every message says
`FILE:LINE:COL: hand N: ...` at the hand's own line. Whether a hand can
happen with the cards the sabot gives it is the play's question
(`trainer.sequence.play`), as it is the engine's for one hand.
"""
from __future__ import annotations

from ..faults import KINDS, KNOWN_DRAWN
from ..money import STAKE_CAP
from ..scenario.fault_load import fault_of
from ..scenario.load import parts_of, top_of
from ..scenario.load import from_document as one_hand
from ..scenario.table_load import Exempt, Stakes, out_of_limits_stake, plain_seats
from ..table import Limits, Seat, Table
from ..vocab import ALL_KEYS, Article, Key
from ..yamlio.check import Checker, HandChecker, shown
from ..yamlio.errors import Invalid, KeyPath, Scalar
from ..yamlio.reader import Document, read
from ..engine.model import HandPlan, Scenario

HAND_KEYS = ("fault", "bets", "limits", "grade")
_HAND_KEY_SET = frozenset(HAND_KEYS)
BET_KEYS = ("punto", "banco", "egalite")


def load_any(path: str, text: bytes | None = None) -> Scenario:
    """A scenario file of either kind: a sequence of hands when it has `hands:`, else a one-hand file (a
    scenario of one hand, `single`)."""
    doc = read(path, text)
    return from_document(doc) if is_sequence(doc) else one_hand(doc)


def load(path: str, text: bytes | None = None) -> Scenario:
    """Read one sequence file; raise Invalid listing every problem found."""
    return from_document(read(path, text))


def is_sequence(doc: Document) -> bool:
    return isinstance(doc.data, dict) and "hands" in doc.data


def from_document(doc: Document) -> Scenario:
    c = Checker(doc)
    top = top_of(c, doc, optional=("hands",))
    listed = top.get("hands")
    first = listed[0] if isinstance(listed, list) and listed else None
    # Hand 1 plays table.seats' stakes unless it lists its own: its stake_out_of_limits names one of them.
    p = parts_of(c, top, out_of_limits_stake(first.get("fault")) if isinstance(first, dict) and "bets" not in first
                 else None)
    if "fault" in top:
        c.error(("fault",), "a sequence gives each hand its own fault under hands:, so a top-level fault: "
                "cannot go with hands:; move it into the hand it belongs to, like - fault: {kind: ...}", key=True)
    items = c.listing(top["hands"], ("hands",), "hands, one map per hand",
                      example="[{}, {fault: {kind: dropped_card, card: 2}}]")
    limits = _limits(top)
    seats = _HandSeats(p.table) if p.table is not None else None
    plans: list[HandPlan | None] = []
    for i, item in enumerate(items or ()):
        plan = _hand(c, i, item, p.table, limits, seats)
        if plan is not None and plan.limits is not None:  # R30: in force from this hand on
            limits = plan.limits.minimum, plan.limits.maximum
        plans.append(plan)
    if p.articles:
        _articles_cover(c, p.articles, plans)
    if p.shoe is not None and p.shoe[2] is not None and p.shoe[2] > len(p.shoe[1]):
        c.error(("shoe", "mask_after"), f"shoe.mask_after is {p.shoe[2]} but the shoe lists only {len(p.shoe[1])} "
                "cards; with a mask, shoe.cards lists every card left in the sabot, so lower shoe.mask_after "
                "or list the missing cards")
    if c.problems:
        raise Invalid(c.problems)
    assert p.sid is not None and p.title is not None and p.articles is not None and p.table is not None \
        and p.shoe is not None and items is not None
    decks, cards, mask_after = p.shoe
    return Scenario(
        id=p.sid, title=p.title.en, title_it=p.title.it, articles=p.articles, table=p.table, cards=cards,
        hands=tuple(plan for plan in plans if plan is not None), decks=decks, mask_after=mask_after,
        house=p.house, level=p.level, description=p.description.en if p.description else None,
        description_it=p.description.it if p.description else None, pass_mark=p.pass_mark,
        source=doc.file, sha256=doc.sha256, marks=doc, settlement=p.settlement,
    )


def _limits(top: dict[Scalar, object]) -> tuple[int, int] | None:
    """table.limits as the table loader checked them (a bad one was reported there)."""
    table = top.get("table")
    limits = table.get("limits") if isinstance(table, dict) else None
    if isinstance(limits, dict):
        lo, hi = limits.get("min"), limits.get("max")
        if type(lo) is int and type(hi) is int and lo <= hi:
            return lo, hi
    return None


def _hand(c: Checker, i: int, value: object, table: Table | None, limits: tuple[int, int] | None,
          seats: _HandSeats | None) -> HandPlan | None:
    if value is None or value == {}:  # `- ` or `- {}`: nothing to say of this hand (most hands of a taglia)
        return HandPlan()
    hc = HandChecker(c, ("hands",), i)
    # A map of known keys needs no check (the checker would only say what else it is).
    m = value if type(value) is dict and _HAND_KEY_SET.issuperset(value) else hc.mapping(
        value, (), (), HAND_KEYS, example=" like {} or {fault: {kind: dropped_card, card: 2}}")
    if m is None:
        return None
    ok = True
    fault = None
    if "fault" in m:
        if m["fault"] is None:
            hc.error(("fault",), "fault is empty; describe the fault with kind: ..., or remove the key for a "
                     "hand without a fault")
            ok = False
        else:
            fault = fault_of(hc, m["fault"])
            ok = fault is not None
    if fault is not None and fault.after_burn and fault.kind not in KNOWN_DRAWN and fault.drawn is None:
        hc.error(("fault",), "fault has no 'drawn', which a fault found after the burn requires in a sequence: "
                 "add drawn: N, how many cards the hand took from the sabot and burnt (4 to 8, R25)", key=True)
        ok = False
    new_limits = _hand_limits(hc, m["limits"]) if "limits" in m else None
    ok = ok and ("limits" not in m or new_limits is not None)
    if new_limits is not None:
        limits = new_limits.minimum, new_limits.maximum
    exempt = out_of_limits_stake(m.get("fault"))
    bets = _bets(hc, m["bets"], table, limits, seats, exempt) if "bets" in m else None
    ok = ok and ("bets" not in m or bets is not None)
    grade = _grade(hc, m["grade"]) if "grade" in m else None
    ok = ok and ("grade" not in m or grade is not None)
    return HandPlan(fault, bets, grade, new_limits) if ok else None


def _hand_limits(hc: HandChecker, value: object) -> Limits | None:
    """R30: the Game Inspector's new limits, both bounds, in force from this hand on."""
    m = hc.mapping(value, ("limits",), ("min", "max"), (), example=" like {min: 10, max: 5000}",
                   needs={"min": "min: N, the new table minimum", "max": "max: N, the new table maximum"})
    if m is None or "min" not in m or "max" not in m:
        return None
    lo = hc.integer(m["min"], ("limits", "min"), 1, STAKE_CAP, "a whole number of tokens")
    hi = hc.integer(m["max"], ("limits", "max"), 1, STAKE_CAP, "a whole number of tokens")
    if lo is None or hi is None:
        return None
    if lo > hi:
        hc.error(("limits",), f"limits.min ({lo}) is above limits.max ({hi}); swap them")
        return None
    return Limits(lo, hi)


def _bets(hc: HandChecker, value: object, table: Table | None, limits: tuple[int, int] | None,
          seats: _HandSeats | None, exempt: Exempt = None) -> tuple[Seat, ...] | None:
    """Every seat of the table with this hand's stakes (a seat left out has none); None on a problem."""
    if not isinstance(value, dict):
        hc.error(("bets",), f"bets must be a map from seat number to bets, like 4: {{punto: 300}}; got {shown(value)}")
        return None
    if seats is not None:
        plain = plain_seats(value, seats.numbers, limits, BET_KEYS, exempt)
        if plain is not None:  # nothing to say of any seat's bets
            return seats.of(plain)
    stakes: dict[int, Stakes] = {}
    ok = True
    for number, spec in value.items():
        path: KeyPath = ("bets", number)
        seat = table.seat(number) if table is not None and isinstance(number, int) else None
        if seat is None:
            if table is not None:
                seated = ", ".join(str(s.number) for s in table.seats)
                hc.error(path, f"bets names seat {shown(number)}, which is not in table.seats ({seated}); seats "
                         "are the same for the whole sequence (R24): add it to table.seats or bet at one of those",
                         key=True)
            ok = False
            continue
        s = hc.mapping({} if spec is None else spec, path, (), BET_KEYS, example=" like {punto: 300}")
        if s is None:
            ok = False
            continue
        got: dict[str, int] = {}
        for bet, v in s.items():
            if not isinstance(bet, str) or bet not in BET_KEYS:  # refused above as an unknown key
                ok = False
                continue
            n = hc.integer(v, path + (bet,), 1, None, "a whole number of tokens")
            if n is not None and n > STAKE_CAP:
                hc.error(path + (bet,), f"{hc.name(path + (bet,))} is above the cap of {STAKE_CAP:,} tokens on any stake")
                n = None
            if n is not None and limits and not limits[0] <= n <= limits[1] and exempt != (number, bet):
                hc.error(path + (bet,), f"{hc.name(path + (bet,))} is {n}, outside the table limits {limits[0]}-{limits[1]} "
                         "(Art. 14); change the stake or table.limits")
                n = None
            if n is None:
                ok = False
            else:
                got[bet] = n
        if "punto" in s and "banco" in s:
            hc.error(path + ("banco",), f"seat {number} bets on both Punto and Banco; one seat holds one of them "
                     "(Art. 11): remove one")
            ok = False
        stakes[number] = (got.get("punto"), got.get("banco"), got.get("egalite"), False)
    if not ok or seats is None:
        return None
    return seats.of(stakes)


class _HandSeats:
    """The table's seats, as the hands of one file stake them."""

    def __init__(self, table: Table):
        self.numbers = frozenset(s.number for s in table.seats)
        self.temporary = [(s.number, s.temporary) for s in table.seats]

    def of(self, stakes: dict[int, Stakes]) -> tuple[Seat, ...]:
        """Every seat of the table with these stakes (a seat left out has none; `temporary` is the table's)."""
        out = []
        for number, temporary in self.temporary:
            punto, banco, egalite, _ = stakes.get(number, (None, None, None, False))
            out.append(Seat(number, punto, banco, egalite, temporary))
        return tuple(out)


def _grade(hc: HandChecker, value: object) -> tuple[Key, ...] | None:
    items = hc.listing(value, ("grade",), "answer keys", example="[reader, announce, winner]")
    if items is None:
        return None
    keys: list[Key] = []
    for j, item in enumerate(items):
        word = hc.choice(item, ("grade", j), ALL_KEYS)
        if word is None:
            return None
        if Key(word) in keys:
            hc.error(("grade", j), f"grade lists {word} twice; list it once")
            return None
        keys.append(Key(word))
    return tuple(keys)


def _articles_cover(c: Checker, articles: tuple[Article, ...], plans: list[HandPlan | None]) -> None:
    """Every hand's fault is among the file's articles (and Article 10 for one found after the burn)."""
    for plan in plans:
        fault = plan.fault if plan is not None else None
        if fault is None:
            continue
        needed = [KINDS[fault.kind].article] + ([10] if fault.after_burn else [])
        for a in needed:
            if a not in articles:
                c.error(("articles",), f"articles must include {a} for a {fault.kind} fault"
                        f"{' found after the burn' if a == 10 else ''} in the hands; add it to the list")
                return
