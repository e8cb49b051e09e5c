"""What the audit's tally counts of one record: its decisions as facts, its misses, its seconds.

A record's decisions are counted as columns (the articles each counts under, key, ok, hand); its summary
(trainer.store.summary) holds its decisions column by column, so that a record as the trainer wrote it is
counted a column at a time at C speed (`_whole`), and one read with its Shape (trainer.store.counted) with what
its keys, articles and hands count as worked out once per Shape (`_shaped`, CitedCache.of_shape). A summary with a value of an unexpected type (a tampered store, or a record of an older
format whose decisions were odd), or counted for one article only, goes decision by decision (`_one_by_one`),
which reads every value as the views always have: a key that is not text as its text, an `ok` that is not
true as a miss, a hand that is not a number as none, an article as `_cited` reads it, a time that is not a
finite number of seconds, 0 or more, as no time.
"""
from __future__ import annotations

import math
from itertools import chain, compress
from operator import not_
from typing import Iterable, cast

from ..store.summary import Shape, columns_of, decisions_in
from ..vocab import JSON
from .times import seconds_of
from .views import PREMISE, article_of

Article = int | str  # 1..16, "premise", or whatever text a tampered record holds
Cited = tuple[Article, ...]  # the articles a decision counts under
# A missed decision: the articles it counts under, key, hand, what was given and what was expected
Missed = tuple[Cited, str, int | None, JSON, JSON]
Fact = tuple[Cited, str, bool]  # a decision as a tally counts it: the articles it counts under, key, ok
_OfShape = tuple[list[Cited], Iterable[Article], list[tuple[int, int]] | None]  # CitedCache.of_shape


class RecordFacts:
    """One record's counted decisions, column by column: the articles each counts under, its key, whether it was
    right, its hand (`hands` None when the record is one hand); the misses; the seconds kept per decision and
    per hand; how many decisions were counted and how many were right; and the articles its hands attempted,
    each once per hand that cites it (an article's attempts count hands)."""

    __slots__ = ("cited", "keys", "oks", "hands", "missed", "seconds", "hand_seconds", "n", "right", "attempted",
                 "facts")

    def __init__(self, cited: list[Cited], keys: list[str], oks: list[bool], hands: list[int | None] | None,
                 missed: list[Missed], seconds: list[float], hand_seconds: list[float],
                 attempted: Iterable[Article] | None = None, facts: list[tuple[int, int]] | None = None) -> None:
        self.cited, self.keys, self.oks, self.hands = cited, keys, oks, hands
        self.missed, self.seconds, self.hand_seconds = missed, seconds, hand_seconds
        self.n, self.right = len(keys), oks.count(True)
        self.attempted = attempted if attempted is not None else attempted_by(cited, hands)
        # Of a record read with its Shape: per decision, the number CitedCache.fact_of gives its (articles
        # counted under, key, ok), missed and right, so a tally counts numbers (`cited`, `keys` and `oks` say
        # the same); None otherwise.
        self.facts = facts


def attempted_by(cited: list[Cited], hands: list[int | None] | None) -> Iterable[Article]:
    """Each article the decisions count under, once per hand (`hands` None: one hand)."""
    if hands is None:
        return set(chain.from_iterable(set(cited)))
    return [a for _, a in {(h, a) for c, h in set(zip(cited, hands)) for a in c}]


NO_FACTS = RecordFacts([], [], [], None, [], [], [])


def cited(value: object) -> tuple[Article, ...]:
    """The articles a decision cites, normalised, each once."""
    out: list[Article] = []
    if type(value) is not list:
        return ()
    for a in value:
        if type(a) is not int and a != PREMISE:
            a = article_of(a)
        if a not in out:
            out.append(a)
    return tuple(out)


class CitedCache(dict[tuple[int | str, ...], tuple[Article, ...]]):
    """A decision's stored articles (as a tuple of plain ints and texts) -> `cited` of them: the same few lists
    come back in every record. Only such tuples are keys (3, 3.0 and True are one key of a dict, but not one
    article). `of_shape` remembers the same of a whole Shape (trainer.store.summary), for one read."""

    MOST_SHAPES = 512  # as trainer.store.counted.Shapes: what is remembered stays bounded
    MOST_DECISIONS = 100_000  # ... in decisions too: a Shape may be of a summary up to 4 MiB
    MOST_NUMBERED = 64  # the decisions of a Shape whose facts are numbered (a hand has a dozen or two)

    def __init__(self) -> None:
        super().__init__()
        self._shapes: dict[Shape, _OfShape] = {}
        self._held = 0  # the decisions of the Shapes remembered
        self.fact_of: list[Fact] = []  # a fact's number -> the fact
        self._numbers: dict[Fact, int] = {}

    def __missing__(self, shape: tuple[int | str, ...]) -> tuple[Article, ...]:
        value = self[shape] = cited(list(shape))
        return value

    def of_shape(self, shape: Shape) -> _OfShape:
        """The articles each decision of `shape` counts under, the articles its hands attempted, and the
        numbers of each decision's facts, missed and right (None for a Shape of more than MOST_NUMBERED)."""
        known = self._shapes.get(shape)
        if known is None:
            if len(self._shapes) >= self.MOST_SHAPES or self._held + len(shape.keys) > self.MOST_DECISIONS:
                self._shapes.clear()
                self._held = 0
            of = list(map(self.__getitem__, map(tuple, shape.articles)))
            # numbered for a Shape of a hand's size, as most are; a long sequence's facts are counted as they are
            facts = [(self._number((c, key, False)), self._number((c, key, True))) for c, key in zip(of, shape.keys)
                     ] if len(shape.keys) <= self.MOST_NUMBERED else None
            known = (of, attempted_by(of, None if shape.one_hand else shape.hands), facts)
            if len(shape.keys) <= self.MOST_DECISIONS:
                self._shapes[shape] = known
                self._held += len(shape.keys)
        return known

    def _number(self, fact: Fact) -> int:
        number = self._numbers.get(fact)
        if number is None:
            number = self._numbers[fact] = len(self.fact_of)
            self.fact_of.append(fact)
        return number


_SECONDS = {float}


def count(summary: dict[str, JSON], only: Article | None, cache: CitedCache, shape: Shape | None = None,
          misses: bool = True) -> RecordFacts:
    """The facts of a record's summary, for every article it cites, or for `only`. `shape` is the summary's
    Shape when the store read it so (trainer.store.counted): its keys, articles and hands are then known to
    be of the trainer's types, and what they count under is worked out once per Shape. `misses` False: the
    facts' `missed` may be left empty (a tally that keeps no misses)."""
    if only is None:
        whole = _whole(summary, cache, misses) if shape is None else _shaped(summary, shape, cache, misses)
        if whole is not None:
            return whole
    return _one_by_one(summary, only, cache)


def _shaped(summary: dict[str, JSON], shape: Shape, cache: CitedCache, misses: bool) -> RecordFacts | None:
    missed = summary["missed"]
    if type(missed) is not list:
        return None
    cited_of, attempted, facts = cache.of_shape(shape)
    return _columns(shape.keys, cast(list[bool], summary["ok"]), cited_of, shape.hands, shape.one_hand,
                    summary["seconds"], missed, attempted, facts, misses)


def _whole(summary: dict[str, JSON], cache: CitedCache, misses: bool = True) -> RecordFacts | None:
    """A summary as the trainer writes it, counted a column at a time; None when a value is not of the type the
    trainer writes (then `_one_by_one` reads it)."""
    columns, missed = columns_of(summary), summary.get("missed")
    if columns is None or type(missed) is not list:
        return None
    text_keys, bool_oks, articles, plain_hands, kept = columns
    cited_of: list[Cited] = list(map(cache.__getitem__, map(tuple, articles)))
    return _columns(text_keys, bool_oks, cited_of, plain_hands, not set(plain_hands) - {None}, kept, missed, None,
                    None, misses)


def _columns(text_keys: list[str], bool_oks: list[bool], cited_of: list[Cited], plain_hands: list[int | None],
             one_hand: bool, kept: JSON, missed: list[JSON], attempted: Iterable[Article] | None,
             facts: list[tuple[int, int]] | None, misses: bool) -> RecordFacts | None:
    """The facts of a summary's checked columns (the seconds still to check); `misses` False: no list of the
    decisions missed (the class view's tally shows none)."""
    if not text_keys:
        return NO_FACTS if not missed else None
    out: list[Missed] = []
    if misses and (missed or False in bool_oks):
        given = _given(missed)
        for i in compress(range(len(bool_oks)), map(not_, bool_oks)):  # the places of the decisions missed
            m = given.get(i)
            out.append((cited_of[i], text_keys[i], plain_hands[i], m[1] if m else None, m[2] if m else None))
    seconds = cast(list[float], kept)
    kinds = set(map(type, seconds))
    if kinds == _SECONDS:
        total = sum(seconds)
        if not (min(seconds) >= 0 and math.isfinite(total)):
            return None
        if one_hand:  # every decision's seconds are the hand's
            return RecordFacts(cited_of, text_keys, bool_oks, None, out, seconds, [total], attempted, facts)
    elif kinds != {type(None)}:
        return None
    by_hand: dict[int | None, float] = {}
    kept_seconds: list[float] = []
    for hand, value in zip(plain_hands, seconds):
        if value is not None:
            kept_seconds.append(value)
            by_hand[hand] = by_hand.get(hand, 0.0) + value
    return RecordFacts(cited_of, text_keys, bool_oks, None if one_hand else plain_hands, out, kept_seconds,
                       list(by_hand.values()), attempted, facts)


def _one_by_one(summary: dict[str, JSON], only: Article | None, cache: CitedCache) -> RecordFacts:
    cited_of: list[Cited] = []
    keys: list[str] = []
    oks: list[bool] = []
    hands: list[int | None] = []
    out: list[Missed] = []
    seconds: list[float] = []
    by_hand: dict[int | None, float] = {}
    given = _given(summary.get("missed"))
    for i, (key, ok, stored, hand, kept) in enumerate(decisions_in(summary)):
        counted_under = _articles_of(stored, cache)
        if only is not None:
            if only not in counted_under:
                continue
            counted_under = (only,)
        text_key = key if type(key) is str else str(key)
        number = hand if type(hand) is int else None
        cited_of.append(counted_under)
        keys.append(text_key)
        oks.append(ok is True)
        hands.append(number)
        if ok is not True:
            m = given.get(i)
            out.append((counted_under, text_key, number, m[1] if m else None, m[2] if m else None))
        value = seconds_of(kept) if kept is not None else None
        if value is not None:
            seconds.append(value)
            by_hand[number] = by_hand.get(number, 0.0) + value
    return RecordFacts(cited_of, keys, oks, None if set(hands) <= {None} else hands, out, seconds,
                       list(by_hand.values()))


def _given(missed: JSON) -> dict[int, list[JSON]]:
    """A summary's misses by their place: [place, given, expected] each; anything else is left out."""
    given: dict[int, list[JSON]] = {}
    for m in missed if type(missed) is list else ():
        if type(m) is list and len(m) == 3 and type(m[0]) is int:
            given[m[0]] = m
    return given


def _articles_of(value: object, cache: CitedCache) -> tuple[Article, ...]:
    """`cited`, remembered (CitedCache) for lists of plain ints and texts; any other list worked out each time."""
    if type(value) is not list:
        return ()
    for a in value:
        if type(a) is not int and type(a) is not str:
            return cited(value)
    return cache[tuple(value)]
