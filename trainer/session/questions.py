"""The decisions of a hand, in the order a dealer meets them: how each is asked, read and shown.

Each `Question` knows its answer key (FORMATS §3), what to show before
asking (`intro`), the prompts it asks (`parts`: one, or one per seat with a
stake for the payouts), how a typed line becomes an answer value (`parse`,
which raises `Retry` with the reason when the line is not a valid option),
how to put the parts together (`combine`), how a value is typed (`typing`,
the inverse of parse, used by tests and demos) and how a value reads in
words (`show`, for the feedback).

The status comes first, and the trainee's own status decides which
decisions follow (trainer.session.paths). Besides the three statuses the trainee may say the hand is exhausted (its
cards were burnt before the error was found, Article 10): it stands as
played, so only the procedure, the next hand and the button follow; the
sheet records it as `valid`, which is what the hand stays.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Callable, Mapping

from ..cards import Card, CardError, parse_card
from ..i18n import Say, say
from ..i18n.prompts import ANNOUNCE_EXAMPLE
from ..table import Table
from ..vocab import ANSWER_CHOICES, DEALER, STEPS, Key, Status, Step
from . import menu
from .screen import t

EXHAUSTED = "exhausted"  # GRADED's name for a hand closed under Article 10: valid, stands as played
CHOICES: dict[Key, tuple[str, ...]] = {**ANSWER_CHOICES, Key.STATUS: (*ANSWER_CHOICES[Key.STATUS], EXHAUSTED)}
ORDER = ("status", "procedure", "bets", "reader", "punto", "banco", "announce", "winner", "payouts", "settlement",
         "set_aside", "burned", "next_hand", "button")
STEP_NAMES = tuple(STEPS)  # numbered from 1 in this order
DEALER_WORDS = ("dealer", "croupier", "d")
NONE_WORDS = ("none", "nessuna", "nessuno")
_SEAT = re.compile(r"^(?:seat|posto)?\s*#?\s*(\d{1,2})$", re.IGNORECASE)


BACK_WORDS = ("<", "back", "indietro")


def is_none(raw: str) -> bool:
    """0, - or the word none (nessuna, nessuno): an empty list. An empty line is not none: it is asked again
    (`not_empty`), so that a stray Enter never answers a decision."""
    return raw.strip() in ("0", "-") or norm(raw) in NONE_WORDS


def not_empty(raw: str, why: str = "session.retry.empty.none") -> None:
    """An empty line is never an answer (issue 20): Enter pressed once too often, after the help or a verdict.
    The interview says so first, in the words of the key asked (trainer.session.prompt_help.empty_reason); this
    holds for a parser called on its own."""
    if not raw.strip():
        raise Retry(say(why))


TYPED_SHOWN = 24  # at most this many characters of a line typed are echoed in a message


def brief(typed: str, most: int = TYPED_SHOWN) -> str:
    """A line typed as a message echoes it: cut short, so that a 2,000-digit paste never pushes the table off
    the screen."""
    return typed if len(typed) <= most else typed[:most - 1] + "…"


def is_back(raw: str) -> bool:
    """`<` or back (indietro): the trainee wants to change the answer before this prompt."""
    return raw.strip().casefold() in BACK_WORDS


class Retry(Exception):
    """The line is not a valid option; `why` says so in the trainee's language."""

    def __init__(self, why: Say):
        super().__init__(str(why))
        self.why = why


class Back(Exception):
    """The trainee typed `<` (back) at the first prompt of a decision: the decision before it is asked again."""


class Help(Exception):
    """The trainee asked for help (`?`): these lines, then the same prompt again."""

    def __init__(self, lines: list[str]):
        super().__init__("help")
        self.lines = lines


@dataclass(frozen=True)
class Ask:
    """What the questions know about the hand being asked."""

    lang: str
    table: Table
    cards: tuple[Card, ...]  # the numbered sabot listing, 1 = the first card out in this hand
    listing: tuple[str, ...] = ()  # its lines, as the screen draws them
    colour: bool = False
    width: int = 79
    in_bianco: bool = False  # the colpo in bianco the hand before announced: no steps is "none", not a clean hand
    # What this hand asks beyond its status's keys (FORMATS §6): "bets" after a fault at the table, which its
    # story has told; "settlement" where the scenario settles bet by bet, wherever the payouts are asked.
    extra: tuple[str, ...] = ()


@dataclass(frozen=True)
class Part:
    prompt: str
    parse: Callable[[str], object]
    options: tuple[str, ...] = ()  # lines shown again when an answer is not valid
    seat: int | None = None  # payouts: the seat this prompt is for


def _same(value: object) -> object:
    return value


@dataclass(frozen=True)
class Question:
    key: str
    intro: Callable[[Ask], list[str]]
    parts: Callable[[Ask], list[Part]]
    # A question's answer value is what its parts parse: a word, steps, a seat, cards, {seat: amount}, ...; each
    # question reads back only its own kind (_items, _mapping), so the record holds them as `object`.
    combine: Callable[[list[object]], object]
    typing: Callable[[object, Ask], list[str]]
    show: Callable[[object, Ask], str]
    brief: Callable[[Ask], list[str]] | None = None  # a shorter intro for a screen too small for `intro`
    compact: Callable[[Ask], list[str]] | None = None  # between the two: the options in fewer lines
    record: Callable[[object], object] = _same  # the chosen value as the answer sheet holds it
    until_none: bool = False  # its parts end at the first that gives None (a settlement's "done")


def items_of(value: object) -> list[object]:
    """A list answer's items (steps, cards, settled bets); nothing for any other value."""
    return list(value) if isinstance(value, (list, tuple)) else []


def mapping_of(value: object) -> Mapping[object, object]:
    """A map answer ({seat: amount}, {seat: stakes}); empty for any other value."""
    return value if isinstance(value, dict) else {}


def pairs_of(vals: list[object]) -> list[tuple[object, object]]:
    """The (seat, value) parts of a question asked seat by seat."""
    return [v for v in vals if isinstance(v, tuple) and len(v) == 2]


def norm(text: str) -> str:
    """Lower case, accents and spacing dropped: "Égalité" -> "egalite", "colpo in bianco" -> "colpo_in_bianco"."""
    plain = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return re.sub(r"[\s_\-]+", "_", plain.strip().casefold())


# ---- choices: status, winner, next hand ----

def label(key: str, value: str, lang: str) -> str:
    return t(lang, f"session.value.{key}.{value}")


def _choice_options(key: str, ask: Ask) -> tuple[str, ...]:
    return tuple(f"  {i}  {label(key, v, ask.lang)}" for i, v in enumerate(CHOICES[Key(key)], 1))


def choice_question(key: str) -> Question:
    values = CHOICES[Key(key)]

    def parse(raw: str, ask: Ask) -> str:
        text = norm(raw)
        if text.isdigit() and 1 <= int(text) <= len(values):
            return values[int(text) - 1]
        for v in values:
            words = [label(key, v, lang) for lang in ("en", "it")]
            if text and text in (norm(v), *map(norm, words), *(norm(w.split(" (")[0]) for w in words)):
                return v
        raise Retry(say("session.retry.choice", last=len(values)))

    return Question(
        key,
        intro=lambda ask: [t(ask.lang, f"session.ask.{key}")] + list(_choice_options(key, ask)),
        parts=lambda ask: [Part(prompt_text(key, ask), lambda raw: parse(raw, ask), _choice_options(key, ask))],
        combine=lambda vals: vals[0],
        typing=lambda value, ask: [str(values.index(str(value)) + 1)],
        show=lambda value, ask: label(key, str(value), ask.lang),
        record=(lambda v: str(Status.VALID) if v == EXHAUSTED else v) if key == Key.STATUS else _same,
    )


def prompt_text(key: str, ask: Ask, **params: object) -> str:
    return t(ask.lang, f"session.prompt.{key}", **params)


# ---- procedure ----

def _step_lines(ask: Ask) -> tuple[str, ...]:
    return tuple(menu.menu_lines(ask.lang, ask.width, ask.colour))


def parse_steps(raw: str) -> list[Step]:
    not_empty(raw)
    tokens = raw.replace(",", " ").split()
    if is_none(raw):
        return []
    steps: list[Step] = []
    for tok in tokens:
        if tok.isdigit() and 1 <= int(tok) <= len(STEP_NAMES):
            steps.append(STEP_NAMES[int(tok) - 1])
        elif norm(tok) in STEPS:
            steps.append(Step(norm(tok)))
        else:
            raise Retry(say("session.retry.step", token=brief(tok), last=len(STEP_NAMES)))
    return steps


PROCEDURE = Question(
    "procedure",
    intro=lambda ask: [t(ask.lang, "session.ask.procedure"), t(ask.lang, "session.hint.procedure")]
    + list(_step_lines(ask)),
    brief=lambda ask: [t(ask.lang, "session.ask.procedure"), t(ask.lang, "session.hint.procedure_brief", last=len(STEPS))],
    compact=lambda ask: [t(ask.lang, "session.ask.procedure"), t(ask.lang, "session.hint.procedure_brief", last=len(STEPS)),
                         *menu.compact_lines(ask.width)],
    parts=lambda ask: [Part(prompt_text("procedure", ask), parse_steps,
                            (t(ask.lang, "session.hint.procedure_brief", last=len(STEPS)),))],
    combine=lambda vals: vals[0],
    typing=lambda value, ask: [" ".join(str(STEP_NAMES.index(Step(str(s))) + 1) for s in items_of(value)) or "0"],
    show=lambda value, ask: ", ".join(menu.item(Step(str(s)), ask.lang) for s in items_of(value))
    or t(ask.lang, "session.show.none" if ask.in_bianco else "session.show.no_steps"),
)


# ---- seats: reader, button ----

def stake_seats(ask: Ask) -> list[int]:
    return [s.number for s in ask.table.seats]


def _seat_parse(raw: str, ask: Ask, dealer_ok: bool) -> int | str:
    text = norm(raw)
    if dealer_ok and text in DEALER_WORDS:
        return DEALER
    m = _SEAT.match(raw.strip())
    if m and int(m.group(1)) in stake_seats(ask):
        return int(m.group(1))
    which = "session.retry.reader" if dealer_ok else "session.retry.seat"
    raise Retry(say(which, seats=", ".join(map(str, stake_seats(ask)))))


def _seat_show(value: object, ask: Ask) -> str:
    if value == DEALER:
        return t(ask.lang, "session.show.dealer")
    return t(ask.lang, "session.show.seat", seat=value)


def seat_question(key: str, dealer_ok: bool) -> Question:
    def options(ask: Ask) -> tuple[str, ...]:
        which = "session.options.reader" if dealer_ok else "session.options.seat"
        return (t(ask.lang, which, seats=", ".join(map(str, stake_seats(ask)))),)

    return Question(
        key,
        intro=lambda ask: [t(ask.lang, f"session.ask.{key}")] + list(options(ask)),
        parts=lambda ask: [Part(prompt_text(key, ask), lambda raw: _seat_parse(raw, ask, dealer_ok), options(ask))],
        combine=lambda vals: vals[0],
        typing=lambda value, ask: [str(value)],
        show=_seat_show,
    )


# ---- cards: Punto, Banco, set aside, burned ----

def parse_cards(raw: str, ask: Ask, least: int = 0, most: int | None = None) -> list[str]:
    """Positions in the listing (`1 3 5`) or listed cards (`7H 3D`); 0 or none for none."""
    not_empty(raw, "session.retry.empty.none" if least == 0 else "session.retry.empty.value")
    tokens = [] if is_none(raw) else raw.replace(",", " ").split()
    positions: list[int] = []
    for tok in tokens:
        if tok.isdigit():
            n = int(tok)
            if not 1 <= n <= len(ask.cards):
                raise Retry(say("session.retry.position", token=brief(tok), last=len(ask.cards)))
        else:
            try:
                c = parse_card(tok)
            except CardError:
                raise Retry(say("session.retry.card_token", token=brief(tok), last=len(ask.cards))) from None
            free = [i for i, x in enumerate(ask.cards, 1) if x == c and i not in positions]
            if not free:
                raise Retry(say("session.retry.not_listed", card=c.symbol()))
            n = free[0]
        if n in positions:
            raise Retry(say("session.retry.twice", n=n))
        positions.append(n)
    if not least <= len(positions) <= (most if most is not None else len(positions)):
        raise Retry(say("session.retry.side_cards"))
    return [str(ask.cards[p - 1]) for p in positions]


def cards_typing(value: object, ask: Ask) -> list[str]:
    used: list[int] = []
    for code in items_of(value):
        c = parse_card(str(code))
        pos = next(i for i, x in enumerate(ask.cards, 1) if x == c and i not in used)
        used.append(pos)
    return [" ".join(map(str, used)) or "0"]


def _cards_show(value: object, ask: Ask) -> str:
    return " ".join(parse_card(str(c)).symbol() for c in items_of(value)) or t(ask.lang, "session.show.no_cards")


def cards_question(key: str, least: int = 0, most: int | None = None) -> Question:
    def intro(ask: Ask) -> list[str]:
        # Every card question shows the list its answer picks from: on a terminal each is a fresh screen.
        return [*ask.listing, t(ask.lang, f"session.ask.{key}")]

    return Question(
        key,
        intro=intro,
        parts=lambda ask: [Part(prompt_text(key, ask), lambda raw: parse_cards(raw, ask, least, most), ask.listing)],
        combine=lambda vals: vals[0],
        typing=cards_typing,
        show=_cards_show,
    )


# ---- announcement ----

# As the grader reads an announcement (trainer.grade): a side's name, then its score in digits.
_ANNOUNCED = re.compile(r"\b(banco|punto)\b[^0-9a-z]*([0-9])", re.IGNORECASE)


def announces_scores(text: str) -> bool:
    """Banco with a digit first, then Punto with a digit: the form a dealer announces in."""
    said = [side.casefold() for side, _ in _ANNOUNCED.findall(text)]
    return bool(said) and said[0] == "banco" and "punto" in said[1:]


def _announce_parse(raw: str) -> str:
    text = raw.strip()
    if not announces_scores(text):  # asked again now rather than marked wrong later
        raise Retry(say("session.retry.announce"))
    return text


ANNOUNCE = Question(
    "announce",
    intro=lambda ask: [t(ask.lang, "session.ask.announce")],
    parts=lambda ask: [Part(prompt_text("announce", ask), _announce_parse, (t(ask.lang, "session.options.announce", example=ANNOUNCE_EXAMPLE),))],
    combine=lambda vals: vals[0],
    typing=lambda value, ask: [str(value)],
    show=lambda value, ask: str(value),
)


# ---- payouts: one prompt per seat with a stake ----
