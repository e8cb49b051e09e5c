"""Small typed checks that turn a parsed document into values or clear problems.

Each check returns the value when it is right and None (after recording a
problem at the value's own line) when it is not, so a file's every mistake
is listed in one run. Scenario files and answer sheets share these.
"""
from __future__ import annotations

import difflib
from typing import Any, Iterable

from .yamlfile import Document

MISSING = object()


def dotted(path: tuple) -> str:
    return ".".join(str(p) for p in path) or "the file"


def shown(value: Any) -> str:
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


def suggest(word: Any, options: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), list(options), n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'? " if close else ""


class Checker:
    def __init__(self, doc: Document):
        self.doc = doc
        self.problems: list = []

    def error(self, path: tuple, message: str, key: bool = False) -> None:
        self.problems.append(self.doc.problem(path, message, key))

    def mapping(self, value: Any, path: tuple, required: Iterable[str], optional: Iterable[str],
                example: str = "") -> dict | None:
        """A map with exactly known keys; unknown keys are refused with a suggestion."""
        required, optional = list(required), list(optional)
        if not isinstance(value, dict):
            self.error(path, f"{dotted(path)} must be a map of keys{example}; got {shown(value)}")
            return None
        allowed = required + optional
        for key in value:
            if key not in allowed:
                self.error(
                    path + (key,),
                    f"unknown key '{key}' in {dotted(path)}; {suggest(key, allowed)}"
                    f"allowed here: {', '.join(allowed)}",
                    key=True,
                )
        for key in required:
            if key not in value:
                self.error(path, f"{dotted(path)} has no '{key}'; add it (it is required)")
        return value

    def integer(self, value: Any, path: tuple, lo: int | None = None, hi: int | None = None,
                what: str = "a whole number") -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(path, f"{dotted(path)} must be {what}{_range(lo, hi)}; got {shown(value)}")
            return None
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            self.error(path, f"{dotted(path)} must be {what}{_range(lo, hi)}; got {value}")
            return None
        return value

    def number(self, value: Any, path: tuple, lo: float, hi: float, hi_open: bool = False) -> float | None:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        if not ok or value < lo or value > hi or (hi_open and value == hi):
            upper = f"below {hi}" if hi_open else f"at most {hi}"
            self.error(path, f"{dotted(path)} must be a number from {lo}, {upper}; got {shown(value)}")
            return None
        return value

    def boolean(self, value: Any, path: tuple) -> bool | None:
        if not isinstance(value, bool):
            self.error(path, f"{dotted(path)} must be true or false; got {shown(value)}")
            return None
        return value

    def choice(self, value: Any, path: tuple, choices: Iterable[str]) -> str | None:
        choices = list(choices)
        if not isinstance(value, str) or value not in choices:
            self.error(
                path,
                f"{dotted(path)} must be one of {', '.join(choices)}; got {shown(value)}"
                + (f"; {suggest(value, choices).rstrip('? ')}?" if suggest(value, choices) else ""),
            )
            return None
        return value

    def text(self, value: Any, path: tuple) -> str | None:
        if not isinstance(value, str) or not value.strip():
            self.error(path, f"{dotted(path)} must be some text; got {shown(value)}")
            return None
        return value

    def listing(self, value: Any, path: tuple, what: str, non_empty: bool = True) -> list | None:
        if not isinstance(value, list):
            self.error(path, f"{dotted(path)} must be a list of {what}, like [a, b]; got {shown(value)}")
            return None
        if non_empty and not value:
            self.error(path, f"{dotted(path)} must list at least one of {what}")
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
