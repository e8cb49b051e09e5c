"""A record's decisions as the views count them: its summary (record format 3 on).

The views (the audit, the class report, a trainee's history) read every record of a store, and of a record's
decisions they need only the key, whether it was right, the articles, the hand and the seconds it took, plus,
for a decision missed, what was given and expected (the audit's examples). Decoding all of every decision
(its plain-English why, its cards) and of `times` costs more than everything else they do (issue 19, item
17: the audit at 100,000 records), so the trainer writes this summary beside the decisions when it records.
It holds one column per value, each a list with one element per decision in the decisions' order, so that
a view counts a whole record at once instead of decision by decision:

    {"keys":     [key, ...],
     "ok":       [ok, ...],
     "articles": [[article, ...], ...],
     "hands":    [hand, ...],             the decision's hand in a sequence; null in a one-hand record
     "seconds":  [seconds, ...],          the time `times` keeps for the decision; null where none
     "missed":   [[i, given, expected], ...]}   each decision whose ok is not true: its place, what was
                                                given and what was expected

each value as the decision holds it. The summary is part of the record's content, so its hash and signature
cover it as they cover the decisions: verify needs no second look, and a summary changed by hand makes its
record altered. A record of format 1 or 2 has none; its summary is worked out from its decisions and times
each time it is read (`summary_in`), by the function that writes one, so both are read alike.

The keys, articles and hands of a summary are fixed before the trainee answers: every record of one sheet's
layout has the same ones, and the same text for them (the trainer writes its JSON canonically, keys sorted,
so they come first). A reader of many records checks that part once per text (its `Shape`,
trainer.store.counted) and works out what it needs of it once per Shape; only `ok`, `seconds` and `missed`
are read for each record.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from typing import Protocol, cast

from ..vocab import JSON

COLUMNS = ("keys", "ok", "articles", "hands", "seconds")  # one element per decision each
# The columns of a summary as the trainer writes them: keys, ok, articles, hands, seconds (unchecked)
Columns = tuple[list[str], list[bool], list[list[int | str]], list[int | None], list[JSON]]


@dataclass(frozen=True, slots=True, eq=False)
class Shape:
    """The part of a summary fixed before the trainee answers, checked to be of the types the trainer writes
    (`columns_of`): each decision's key, articles and hand. One per distinct text in a read, compared and
    hashed by identity, so a reader may key what it works out of one by it. Its lists are the summary's own,
    shared by every record of that shape: read them, never change them."""
    keys: list[str]
    articles: list[list[int | str]]
    hands: list[int | None]
    one_hand: bool  # no decision names a hand


def shape_of(summary: JSON) -> Shape | None:
    """`summary`'s keys, articles and hands as a Shape when it holds exactly those, of the types the trainer
    writes them (a summary's first part, read alone: trainer.store.counted); else None."""
    if type(summary) is not dict or summary.keys() != _SHAPE_KEYS:
        return None
    keys, articles, hands = summary["keys"], summary["articles"], summary["hands"]
    if not (type(keys) is list and type(articles) is list and type(hands) is list
            and len(keys) == len(articles) == len(hands)):
        return None
    if keys and not _typed(keys, articles, hands):
        return None
    return Shape(cast(list[str], keys), cast(list[list[int | str]], articles), cast(list[int | None], hands),
                 not set(hands) - {None})


_SHAPE_KEYS = {"articles", "hands", "keys"}


class Counts(Protocol):
    """What `summary_in` reads of a record (a Record, or a Counted): its summary, else decisions and times."""

    @property
    def summary(self) -> JSON: ...

    @property
    def decisions(self) -> JSON: ...

    @property
    def times(self) -> JSON: ...


def summary_of(decisions: JSON, times: JSON) -> dict[str, JSON]:
    """The summary of `decisions` (a record's list of decision maps) and `times` ({key: s}, or {"hands":
    [{key: s}, ...]} for a sequence, each element one hand: the decision's 1-based `hand` says which). Never
    fails on odd values: a decision that is not a map is left out, a time not found is null."""
    keys: list[JSON] = []
    oks: list[JSON] = []
    articles: list[JSON] = []
    hands: list[JSON] = []
    seconds: list[JSON] = []
    missed: list[JSON] = []
    timed = times.get("hands") if type(times) is dict else None
    one_hand = type(times) is dict and type(timed) is not list
    for d in decisions if type(decisions) is list else ():
        if type(d) is not dict:
            continue
        key, ok, hand = d.get("key"), d.get("ok"), d.get("hand")
        kept: JSON = None
        if one_hand:
            assert isinstance(times, dict)
            kept = times.get(key) if type(key) is str else None
        elif type(timed) is list and type(hand) is int and 0 < hand <= len(timed):
            where = timed[hand - 1]
            kept = where.get(key) if type(where) is dict and type(key) is str else None
        if ok is not True:
            missed.append([len(keys), d.get("given"), d.get("expected")])
        keys.append(key)
        oks.append(ok)
        articles.append(d.get("articles"))
        hands.append(hand)
        seconds.append(kept)
    return {"keys": keys, "ok": oks, "articles": articles, "hands": hands, "seconds": seconds, "missed": missed}


EMPTY: dict[str, JSON] = summary_of([], {})


def summary_in(record: Counts) -> dict[str, JSON]:
    """The record's summary: as stored (format 3 on; a tampered one is read as it is, each reader checking what
    it uses, and one that is not a map as no decision), else, for a record with none, worked out from its
    decisions and times."""
    summary = record.summary
    if summary is None:
        return summary_of(record.decisions, record.times)
    return summary if type(summary) is dict else EMPTY


def columns_of(summary: dict[str, JSON]) -> Columns | None:
    """The summary's columns, all lists of one length, when every key is text, every ok true or false, every
    articles a list of numbers and texts and every hand a number or null, as the trainer writes them, so that
    a reader may take a column whole (the seconds are left to the reader to check); else None, and the reader
    goes decision by decision (`decisions_in`)."""
    keys, oks, articles, hands, seconds = (summary.get(c) for c in COLUMNS)
    if not (type(keys) is list and type(oks) is list and type(articles) is list and type(hands) is list
            and type(seconds) is list and len(keys) == len(oks) == len(articles) == len(hands) == len(seconds)):
        return None
    if keys and (not set(map(type, oks)) <= {bool} or not _typed(keys, articles, hands)):
        return None
    return cast(Columns, (keys, oks, articles, hands, seconds))


def _typed(keys: list[JSON], articles: list[JSON], hands: list[JSON]) -> bool:
    """Every key text, every articles a list of numbers and texts, every hand a number or null."""
    return (set(map(type, keys)) == {str} and set(map(type, articles)) == {list}
            and set(map(type, hands)) <= _HAND
            and set(map(type, chain.from_iterable(cast(list[list[JSON]], articles)))) <= _ARTICLE)


_HAND = {int, type(None)}
_ARTICLE = {int, str}


def decisions_in(summary: dict[str, JSON]) -> list[tuple[JSON, ...]]:
    """(key, ok, articles, hand, seconds) per decision of a summary, for readers that go decision by
    decision; a column that is not a list, or is shorter than the keys, gives None for what it lacks."""
    keys = summary.get("keys")
    if type(keys) is not list:
        return []
    padded = [(c if type(c) is list else []) + [None] * len(keys) for c in map(summary.get, COLUMNS[1:])]
    return list(zip(keys, *padded))
