"""Small typed checks that turn a parsed document into values or clear problems.

Each check returns the value when it is right and None (after recording a
problem at the value's own line) when it is not, so a file's every mistake
is listed in one run. Scenario files and answer sheets share these.
"""
from __future__ import annotations

import datetime
import math
import re
from typing import Iterable

import yaml

from .errors import KeyPath, Problem, Scalar, Tally
from .reader import Document

MISSING = object()


def shown(value: object) -> str:
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, dict):
        return "a map"
    if isinstance(value, list):
        return "a list"
    return str(value)


def _number_as_text(value: object) -> bool:
    """Text that Python reads as a number ("100" in quotes, or 1e308 that YAML 1.1 reads as text)."""
    if not isinstance(value, str) or len(value) > 100:
        return False
    try:
        float(value.strip())
    except ValueError:
        return False
    return True


def suggest(word: object, options: Iterable[str]) -> str:
    # 0.7 keeps deck -> decks and commission -> banco_commission, drops autor -> fault;
    # a shared start catches what it misses: maximum -> max.
    import difflib  # only when a message needs it: most files have no unknown word

    word, options = str(word), list(options)
    if word != word.lower() and word.lower() in options:  # ID, Kind: keys are lowercase
        return f"did you mean '{word.lower()}'? "
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.7)
    close = close or [o for o in options if len(o) >= 3 and (word.startswith(o) or o.startswith(word))][:1]
    return f"did you mean '{close[0]}'? " if close else ""


# Thousands written with separators: 1,000 / 1.000.000.
_THOUSANDS = r"\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}"


class Checker:
    def __init__(self, doc: Document):
        self.doc = doc
        self.tally = Tally(doc.file)

    @property
    def problems(self) -> list[Problem]:
        """Up to MAX_PROBLEMS problems, then one that says how many more there were."""
        return self.tally.problems()

    def error(self, path: KeyPath, message: str, key: bool = False) -> None:
        if self.tally.full:  # counted only: its position is not looked up
            self.tally.skip(lambda: self.doc.where(path, key))
        else:
            self.tally.add(self.doc.problem(path, message, key))

    def name(self, path: KeyPath) -> str:
        """The path as an author reads it: list items count from 1 ("shoe.cards item 4")."""
        out = ""
        data: object = self.doc.data
        for step in path:
            if isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data):
                out += f" item {step + 1}"
                data = data[step]
            else:
                out += ("." if out else "") + str(step)
                data = data.get(step) if isinstance(data, dict) else None
        return out or "the file"

    def _number_hint(self, value: object, path: KeyPath) -> str:
        """For a number that was read as text: drop the quotes, or (1e308, unquoted) write plain digits;
        for 1,000 or 1.000 (thousands written as a bookkeeper writes them), drop the separator."""
        if isinstance(value, str) and re.fullmatch(_THOUSANDS, value.strip()):
            return f"; write it without the thousands separator, like {re.sub('[,.]', '', value.strip())}"
        if isinstance(value, float):  # 1.000 is one token to YAML, a thousand to an Italian author
            node = self.doc.node(path)
            text = node.value if isinstance(node, yaml.ScalarNode) else ""
            if re.fullmatch(r"\d{1,3}(?:\.\d{3})+", text):
                return (f"; YAML reads {text} as the decimal number {value}: for {text.replace('.', '')} "
                        f"tokens write {text.replace('.', '')}, without the dot")
        if not _number_as_text(value):
            return ""
        node = self.doc.node(path)
        if isinstance(node, yaml.ScalarNode) and node.style not in ("'", '"'):  # libyaml's plain style is ''
            return f"; YAML reads {value} as text: write the number in plain digits, like 100"
        return "; write the number without quotes"

    def mapping(self, value: object, path: KeyPath, required: Iterable[str], optional: Iterable[str],
                example: str = "", needs: dict[str, str] | None = None) -> dict[Scalar, object] | None:
        """A map with exactly known keys; unknown keys are refused with a suggestion.

        `needs` may say, per required key, what to write ("card: N, ..."), for the message.
        """
        required, optional = tuple(required), tuple(optional)  # tuple() of a tuple is free: checked for every seat
        if not isinstance(value, dict):
            self.error(path, f"{self.name(path)} must be a map of keys{example}; got {shown(value)}")
            return None
        allowed = required + optional
        for key in value:
            if key not in allowed:
                if self.tally.full:  # no message to write: skip the suggestion's search
                    self.error(path + (key,), "", key=True)
                    continue
                colon = " (is a space missing after a colon?)" if isinstance(key, str) and ":" in key else ""
                self.error(
                    path + (key,),
                    f"unknown key '{key}' in {self.name(path)}{colon}; {suggest(key, allowed)}"
                    f"allowed here: {', '.join(allowed)}",
                    key=True,
                )
        for key in required:
            if key not in value:
                # Point at the map's own key (`table:`), where the missing line belongs.
                what = (needs or {}).get(key, f"{key}: ...")
                self.error(path, f"{self.name(path)} has no '{key}', which is required; add {what}", key=True)
        return value

    def integer(self, value: object, path: KeyPath, lo: int | None = None, hi: int | None = None,
                what: str = "a whole number", hint: str = "") -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            unquote = self._number_hint(value, path)
            self.error(path, f"{self.name(path)} must be {what}{_range(lo, hi)}{hint}; got {shown(value)}{unquote}")
            return None
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            self.error(path, f"{self.name(path)} must be {what}{_range(lo, hi)}{hint}; got {value}")
            return None
        return value

    def number(self, value: object, path: KeyPath, lo: float, hi: float, hi_open: bool = False,
               hint: str = "") -> float | None:
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
                and lo <= value <= hi and not (hi_open and value == hi):
            return float(value) if isinstance(value, float) else value
        upper = f"up to but not including {hi}" if hi_open else f"to {hi}"
        unquote = self._number_hint(value, path)
        self.error(path, f"{self.name(path)} must be a number from {lo} {upper}{hint}; got {shown(value)}{unquote}")
        return None

    def boolean(self, value: object, path: KeyPath) -> bool | None:
        if not isinstance(value, bool):
            quoted = (" (written in quotes, it is text: write it without them)"
                      if isinstance(value, str) and value.strip().lower() in ("true", "false") else "")
            self.error(path, f"{self.name(path)} must be true or false; got {shown(value)}{quoted}")
            return None
        return value

    def choice(self, value: object, path: KeyPath, choices: Iterable[str]) -> str | None:
        choices = list(choices)
        if not isinstance(value, str) or value not in choices:
            close = suggest(value, choices)
            self.error(
                path,
                f"{self.name(path)} must be one of {', '.join(choices)}; got {shown(value)}"
                + (f"; {close.rstrip('? ')}?" if close else ""),
            )
            return None
        return value

    def text(self, value: object, path: KeyPath) -> str | None:
        if not isinstance(value, str) or not value.strip():
            # YAML reads 2024, true or 2024-05-01 as a number, a yes/no or a date.
            quote = "; put it in quotes to make it text" if isinstance(
                value, (int, float, datetime.date)) else ""
            self.error(path, f"{self.name(path)} must be some text; got {shown(value)}{quote}")
            return None
        return value

    def listing(self, value: object, path: KeyPath, what: str, non_empty: bool = True,
                example: str = "[a, b]") -> list[object] | None:
        if not isinstance(value, list):
            self.error(path, f"{self.name(path)} must be a list of {what} in brackets, like {example}; got {shown(value)}")
            return None
        if non_empty and not value:
            self.error(path, f"{self.name(path)} is empty; list at least one of {what}, like {example}")
            return None
        return value


def _range(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f" from {lo} to {hi}"
    if lo is not None:
        return f" of at least {lo}"
    if hi is not None:
        return f" of at most {hi}"
    return ""


class HandChecker(Checker):
    """A Checker rooted at one hand of a sequence (`hands` item N of a scenario, `answer.hands` item N of a
    sheet): its paths start at the hand and its messages say the hand, while the problems count for the
    whole file."""

    def __init__(self, parent: Checker, root: KeyPath, index: int):
        self.parent = parent
        self.root = root + (index,)
        data = parent.doc.data
        for step in self.root:
            data = data[step]
        super().__init__(Document(parent.doc.file, data, parent.doc.node(self.root)))
        self.tally = parent.tally  # the problems count for the whole file
        self.label = f"hand {index + 1}: "

    def error(self, path: KeyPath, message: str, key: bool = False) -> None:
        super().error(path, self.label + message, key)

    def name(self, path: KeyPath) -> str:
        return super().name(path) if path else "this hand"
