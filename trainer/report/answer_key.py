"""`trainer solve` as text: the canonical solution read like an instructor's answer key."""
from __future__ import annotations

from ..engine.answer import Bets, Payouts, Settlement, Value
from ..engine.hand import HandSolution
from ..engine.solve import Solution
from ..i18n import Code, cite, say, text_in
from ..i18n.format import signed, tokens
from ..vocab import DEALER, HAND_KEYS, Key

WIDTH = 11


def label(key: str, lang: str = "en") -> str:
    return text_in(say(f"answer_key.{key}"), lang)


def width(lang: str = "en", keys: tuple[Key, ...] = ()) -> int:
    """The label column: 11 wide in English, wider if a language's labels need it (or those of `keys`, the
    keys graded only where they apply)."""
    return max(WIDTH, max(len(label(k, lang)) for k in HAND_KEYS + keys) + 2)


def shown(key: Key, value: Value, lang: str = "en", symbols: bool = False) -> str:
    """A key's value as the answer key writes it; `symbols`: cards with their suit symbols (9♣), not codes."""
    if isinstance(value, Bets):
        return "  ".join(text_in(say("answer_key.stake", seat=s.seat, box=Code(str(s.box)), amount=s.amount), lang)
                         for s in value) or text_in(say("answer_key.none"), lang)
    if isinstance(value, Settlement):
        return "  ".join(text_in(say("answer_key.settled", n=i, act=Code(str(b.act)), seat=b.seat,
                                     box=Code(str(b.box)), amount=tokens(b.amount, lang)), lang)
                         for i, b in enumerate(value, 1)) or text_in(say("answer_key.none"), lang)
    if isinstance(value, Payouts):
        return "  ".join(
            text_in(say("answer_key.payout", seat=str(seat), amount=signed(v, lang)), lang) for seat, v in value
        ) or text_in(say("answer_key.none"), lang)
    if isinstance(value, tuple):
        if key == Key.PROCEDURE:
            return "  ".join(f"{i}. {text_in(Code(str(s)), lang)}" for i, s in enumerate(value, 1)) \
                or text_in(say("answer_key.no_steps"), lang)
        return " ".join(text_in(v, lang, symbols) for v in value) or text_in(say("answer_key.none"), lang)
    if key == Key.READER:
        return text_in(say("answer_key.dealer") if value == DEALER else say("answer_key.seat", seat=value), lang)
    if key == Key.BUTTON:
        return text_in(say("answer_key.seat", seat=value), lang)
    if key == Key.ANNOUNCE:
        return str(value)
    return text_in(Code(str(value)), lang)  # a status, a winner, a next hand: a word in Italian


def key_lines(solution: HandSolution, lang: str, indent: str, columns: int | None = None,
              plain_procedure: bool = False) -> list[str]:
    """Each graded key: its label and value, then its articles and why on the line under it. With `columns`
    (a terminal's width) lines break at spaces only, hanging under their column, never inside a word;
    without, each stays one line (for files and pipes). `plain_procedure`: an empty procedure reads "none",
    not "clean hand" (a colpo in bianco played under R20)."""
    wide = width(lang, solution.keys)
    symbols = lang != "en"  # English keeps the codes a sheet writes (9C); Italian shows suits, not English letters
    lines: list[str] = []
    for key in solution.keys:
        value = solution.answer.get(key)
        assert value is not None  # a graded key has a value
        why = solution.explanation.of(key)
        if plain_procedure and key == Key.PROCEDURE and not value:
            value_text = text_in(say("answer_key.none"), lang)
        else:
            value_text = shown(key, value, lang, symbols)
        head = f"{indent}{label(key, lang):<{wide}} "
        under = f"{indent}{'':<{wide}}   "
        lines += _fitted(head, value_text, columns, " " * len(head))
        lines += _fitted(under, f"{cite(list(why.articles), lang)}: {text_in(why.text, lang, symbols)}", columns,
                         " " * (len(under) + 2))
    return lines


def heading_lines(sid: str, articles: str, title: str, columns: int | None = None) -> list[str]:
    """The id with its articles, then the title, each fitted like the keys."""
    return _fitted("", f"{sid}  ({articles})", columns, "  ") + _fitted("  ", title, columns, "  ")


def _fitted(first: str, text: str, columns: int | None, hang: str) -> list[str]:
    if columns is None or len(first) + len(text) <= columns:
        return [first + text]
    import textwrap  # only on a terminal

    return textwrap.wrap(text, width=max(columns, len(hang) + 20), initial_indent=first, subsequent_indent=hang,
                         break_long_words=False, break_on_hyphens=False)


def answer_key_text(solution: Solution, lang: str = "en", columns: int | None = None) -> str:
    """The instructor's answer key of a scenario: its heading, then its keys; hand by hand for a sequence."""
    sc = solution.scenario
    lines = heading_lines(sc.id, cite(list(sc.articles), lang), sc.title_in(lang), columns)
    if solution.single:
        lines += key_lines(solution.only_hand, lang, "  ", columns)
    else:
        count = len(solution.hands)
        for n, hand in enumerate(solution.hands, 1):
            lines.append(f"  {text_in(say('answer_key.hand', n=n, count=count), lang)}")
            lines += key_lines(hand, lang, "    ", columns, plain_procedure=bool(hand.hand.in_bianco))
    return "\n".join(lines) + "\n"
