"""A scenario's `fault:` (FORMATS §2) read into a `Fault`, or refused with reasons at its own line.

One hand's file and each hand of a sequence (trainer.sequence.load) read their fault here; the fields a kind
takes, and what its article rules out, are the kind's own (trainer.faults).
"""
from __future__ import annotations

from ..faults import AFTER_BURN_KINDS, KINDS, KNOWN_DRAWN, Fault, Field, FieldValue, Params
from ..faults.base import Path, Scores
from ..game.betting import Bet
from ..money import STAKE_CAP
from ..vocab import Box
from ..yamlio.check import Checker, shown, suggest
from ..yamlio.errors import Scalar

MAX_DECKS = 8
MAX_CARDS = 52 * MAX_DECKS
# What to write for a missing fault key, by its type (FORMATS §2 table).
FIELD_HELP = {
    "position": "{key}: N, a card position (1 is the first card out of the sabot in this hand)",
    "bool": "{key}: true or {key}: false",
    "choice": "{key}: {choices}",
    "positions": "{key}: [1, 3], the positions among 1-4 that went to the other side",
    "count": "{key}: N, the number of cards that side got",
    "scores": "{key}: {{banco: 5, punto: 3}}, the scores the dealer announced",
    "seat": "{key}: N, the seat number (1 to 14)",
    "bet": "{key}: {{punto: 100}}, the stake placed: one of {choices} with its tokens",
}


def fault_of(c: Checker, value: object) -> Fault[Params] | None:
    path = ("fault",)
    if not isinstance(value, dict):
        c.error(path, f"fault must be a map like {{kind: dropped_card, card: 2}}; got {shown(value)}")
        return None
    kind_name = value.get("kind")
    if "kind" not in value:
        near = next((f" ('{k}' is written; {suggest(k, ('kind',))[:-1]})" for k in value
                     if suggest(k, ("kind",))), "")  # Kind:, knid:
        c.error(path, f"fault has no 'kind'{near}; add kind: and one of: {', '.join(KINDS)}", key=True)
        return None
    if not isinstance(kind_name, str):  # a list here would also be unhashable below
        c.error(path + ("kind",), f"fault.kind must be one word, one of: {', '.join(KINDS)}; got {shown(kind_name)}")
        return None
    if kind_name not in KINDS:
        c.error(path + ("kind",), f"unknown fault kind {shown(kind_name)}; {suggest(kind_name, KINDS)}known kinds: {', '.join(KINDS)}")
        return None
    kind = KINDS[kind_name]
    after_burn = value.get("after_burn", False)
    required, allowed = _fault_keys(kind_name)
    m = c.mapping(value, path, ("kind",), allowed)
    if m is None:
        return None
    for key in required:
        if key not in m:
            f = kind.fields[key]
            what = FIELD_HELP[f.type].format(key=key, choices=" or ".join(f.choices))
            c.error(path, f"fault has no '{key}', which {_a(kind_name)} fault requires; add {what}", key=True)
    if "after_burn" in m:
        after_burn = c.boolean(m["after_burn"], path + ("after_burn",))
        if after_burn and not kind.after_burn_allowed:
            c.error(path + ("after_burn",), f"after_burn: true (Article 10) applies only to {', '.join(sorted(AFTER_BURN_KINDS))}; remove it from this {kind_name} fault")
            after_burn = None  # refused: the fault is not read, so nothing asks for Article 10 too
    drawn = _drawn(c, m, kind_name, bool(after_burn)) if "drawn" in m else None
    params: dict[str, FieldValue] = {}
    ok = "drawn" not in m or drawn is not None
    for key, f in kind.fields.items():
        if key not in m:
            ok = ok and not f.required
            if f.required_before_burn and not after_burn:
                c.error(path, f"fault has no '{key}', which {_a(kind_name)} fault requires; add {key}: true or false (can the hand be clearly rebuilt?)", key=True)
                ok = False
            params[key] = f.default
            continue
        v = _field(c, f, m[key], path + (key,))
        ok = ok and v is not None
        params[key] = v
    checked = kind.params(**params) if ok else None
    if checked is not None:
        for where, message in kind.refusals(checked):  # what the kind's own article rules out
            c.error(where, message)
            ok = False
    if not ok or checked is None or after_burn is None:  # checked is None when not ok
        return None
    return Fault(kind_name, checked, bool(after_burn), drawn)


def _fault_keys(kind_name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A fault kind's required keys, and every key it allows besides `kind`, in the order messages list them."""
    kind_fields = KINDS[kind_name].fields
    required = tuple(k for k, f in kind_fields.items() if f.required)
    optional = tuple(k for k, f in kind_fields.items() if not f.required) + ("after_burn", "drawn")
    return required, required + optional


def _drawn(c: Checker, m: dict[Scalar, object], kind_name: str, after_burn: bool) -> int | None:
    """FORMATS §5 `drawn` (R25): cards an exhausted hand took from the sabot and burnt, 4 to 8."""
    path = ("fault", "drawn")
    n = c.integer(m["drawn"], path, 4, 8, "a number of cards", " (the cards the hand took and burnt, R25)")
    if n is None:
        return None
    if not after_burn:
        c.error(path, "fault.drawn says how many cards a hand found after the burn took (R25); "
                "remove it, or add after_burn: true")
        return None
    if kind_name in KNOWN_DRAWN:
        c.error(path, f"fault.drawn is not needed for a {kind_name}: the cards it took are known "
                "from the hand itself (R25); remove it")
        return None
    return n


def _field(c: Checker, f: Field, value: object, path: Path) -> FieldValue:
    if f.type == "position":
        n = c.integer(value, path, f.minimum, None, f.what, f.hint)
        if n is not None and n > MAX_CARDS:  # the engine slices lists by it; keep it sane
            c.error(path, f"{c.name(path)} is {n}, past any card a hand can reach (a shoe of "
                    f"{MAX_DECKS} decks holds {MAX_CARDS}); write the card's position in this hand, where 1 is the "
                    "first card out of the sabot in the hand")
            return None
        return n
    if f.type == "count":
        return c.integer(value, path, 0, 6, "a number of cards")
    if f.type == "bool":
        return c.boolean(value, path)
    if f.type == "choice":
        return c.choice(value, path, f.choices)
    if f.type == "positions":
        items = c.listing(value, path, "the positions (1 to 4) that went to the other side", example="[1, 3]")
        if items is None:
            return None
        read = [c.integer(v, path + (i,), 1, 4, "a distribution position") for i, v in enumerate(items)]
        good = [n for n in read if n is not None]
        if len(good) != len(read):
            return None
        if len(set(good)) != len(good):
            c.error(path, f"{c.name(path)} lists a position twice; list each position once")
            return None
        return tuple(sorted(good))
    if f.type == "scores":
        m = c.mapping(value, path, ("banco", "punto"), (), example=" like {banco: 5, punto: 3}",
                      needs={"banco": "banco: N, the Banco score announced", "punto": "punto: N, the Punto score announced"})
        if m is None or "banco" not in m or "punto" not in m:
            return None
        b = c.integer(m["banco"], path + ("banco",), 0, 9, "a score")
        p = c.integer(m["punto"], path + ("punto",), 0, 9, "a score")
        return None if b is None or p is None else Scores(banco=b, punto=p)
    if f.type == "seat":
        return c.integer(value, path, 1, 14, "a seat number")
    if f.type == "bet":
        return _bet(c, f, value, path)
    raise AssertionError(f.type)


def _bet(c: Checker, f: Field, value: object, path: Path) -> Bet | None:
    """A stake as a fault places it: one box with its whole tokens, like {punto: 100}."""
    boxes = " or ".join(f.choices)
    m = c.mapping(value, path, (), f.choices, example=" like {punto: 100}")
    if m is None or any(key not in f.choices for key in m):  # an unknown box was refused with a suggestion
        return None
    if len(m) != 1:
        c.error(path, f"{c.name(path)} must name one box ({boxes}) with its stake, like {{punto: 100}}; "
                f"got {len(m)} boxes")
        return None
    box, amount = next(iter(m.items()))
    assert isinstance(box, str)
    tokens = c.integer(amount, path + (box,), 1, STAKE_CAP, "a stake in whole tokens")
    return None if tokens is None else Bet(Box(box), tokens)


def _a(word: str) -> str:
    """'a dropped_card', 'an exposed_card'."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"
