"""A trainee's recorded hands, in the order they were recorded, as the adaptive schedule reads them.

The results store keeps one record per graded sheet, each decision with its
key, `ok` and the articles it cites. A record is one hand; a sequence's
record (FORMATS §5) is one hand per `hand` number its decisions carry, in
hand order, so a whole taglia counts as the hands it had. Hands are numbered
1, 2, 3 ... in chain order: that number is the schedule's clock.

Records are read as the store gives them, as the audit reads them: a
decision that is not a mapping is skipped, an `ok` that is not true counts
as a miss, an article that is neither 1-16 nor "premise" is left out.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from operator import getitem
from typing import TYPE_CHECKING, Iterable, Iterator, Sequence, cast

from ..store.counted import Counted
from ..store.summary import Shape, columns_of, decisions_in, summary_in
from ..vocab import DRILLED_ARTICLES, JSON, PREMISE, Article

if TYPE_CHECKING:
    from ..store import Record, Store

DRILLED: tuple[Article, ...] = DRILLED_ARTICLES  # the articles a drill can stress: 1-12, 14 and the premise


@dataclass(frozen=True, slots=True)
class Decision:
    key: str
    ok: bool
    articles: tuple[Article, ...]


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One hand the trainee answered: its place in the trainee's history and its graded decisions."""
    number: int  # 1-based, in recorded order: the schedule's clock
    seq: int | None  # the record it comes from
    scenario: str
    hand: int  # 1 for a one-hand scenario; the hand's number in a sequence
    decisions: tuple[Decision, ...]


@dataclass(frozen=True, slots=True)
class Review:
    """What one hand said about one article: right when every decision citing it was right."""
    hand: int  # PlayedHand.number
    ok: bool
    missed: tuple[str, ...] = ()  # the decision keys citing the article that were wrong


def article_of(value: object) -> Article | None:
    """A cited article as the schedule keys it (1..16 or "premise"), or None for anything else."""
    if type(value) is int:  # as the store gives most articles back: the common case first
        return value if 1 <= value <= 16 else None
    if value == PREMISE and type(value) is str:
        return PREMISE
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        text = value.strip().lower()
        if text == PREMISE:
            return PREMISE
        value = int(text) if text.isdigit() else None
    return value if isinstance(value, int) and 1 <= value <= 16 else None


def _articles(cited: object) -> tuple[Article, ...]:
    articles: list[Article] = []
    for a in cited if type(cited) is list else ():
        article = article_of(a)
        if article is not None and article not in articles:
            articles.append(article)
    return tuple(articles)


@lru_cache(maxsize=4096)
def _decision(key: str, ok: bool, articles: tuple[Article, ...]) -> Decision:
    """One Decision for each distinct value: a store of any size holds few, and a history of 10,000 records
    would otherwise make 120,000 of them (the class view reads every trainee's)."""
    return Decision(key, ok, articles)


@lru_cache(maxsize=4096)
def _articles_cited(cited: tuple[int | str, ...]) -> tuple[Article, ...]:
    return _articles(list(cited))


def _one_hand(summary: dict[str, JSON]) -> tuple[Decision, ...] | None:
    """A one-hand record's decisions from its summary's columns, when every value is of the type the trainer
    writes (trainer.store.summary.columns_of) and it names no hand; else None, and the record is read decision
    by decision."""
    columns = columns_of(summary)
    if columns is None or set(columns[3]) - {None}:
        return None
    keys, oks, cited, _, _ = columns
    return tuple(map(_decision, keys, oks, map(_articles_cited, map(tuple, cited))))


def _answered(shape: Shape) -> list[tuple[Decision, Decision]]:
    """Each decision of a one-hand Shape (trainer.store.summary), missed and right: a record's decisions are
    then picked by its `ok` column. Remembered per Shape (one per distinct shape in a read) when it has no
    more decisions than a hand has: what is remembered stays small whatever the store holds."""
    return _answered_of(shape) if len(shape.keys) <= MOST_KEPT else _answers(shape)


MOST_KEPT = 64  # decisions of a Shape whose answers are remembered (a hand has a dozen or two)


def _answers(shape: Shape) -> list[tuple[Decision, Decision]]:
    return [(_decision(key, False, articles), _decision(key, True, articles))
            for key, articles in zip(shape.keys, map(_articles_cited, map(tuple, shape.articles)))]


_answered_of = lru_cache(maxsize=512)(_answers)


def played_hands(records: Iterable[Record | Counted], after: int = 0) -> Iterator[PlayedHand]:
    """Each record's hands, in chain order (the order the store gives records in), numbered on from `after`
    (the hands already played before these records)."""
    number = after
    for record in records:
        hands = hands_of(record, number)
        number += len(hands)
        yield from hands


def hands_of(record: Record | Counted, after: int) -> list[PlayedHand]:
    """One record's hands, numbered on from `after`: none when it holds no decision, one for a one-hand
    record, one per hand number its decisions carry for a sequence's record, in hand order."""
    summary = summary_in(record)
    shape = record.shape if type(record) is Counted else None
    if shape is not None and shape.one_hand:  # its keys and articles checked, its oks true or false
        oks = cast(list[bool], summary["ok"])
        whole: tuple[Decision, ...] | None = tuple(map(getitem, _answered(shape), oks))
    else:
        whole = _one_hand(summary)
    if whole is not None:  # as the trainer writes a one-hand record: its columns at once
        return [PlayedHand(after + 1, record.seq, str(record.scenario), 1, whole)] if whole else []
    by_hand: dict[int, list[Decision]] = {}
    for key, ok, cited, hand, _ in decisions_in(summary):  # trainer.store.summary
        if type(cited) is list and len(cited) == 1 and type(cited[0]) is int and 1 <= cited[0] <= 16:
            articles: tuple[Article, ...] = (cited[0],)  # as most decisions cite
        else:
            articles = _articles(cited)
        by_hand.setdefault(hand if type(hand) is int and hand >= 1 else 1, []).append(
            _decision(key if type(key) is str else str(key), ok is True, articles))
    return [PlayedHand(after + i, record.seq, str(record.scenario), hand, tuple(by_hand[hand]))
            for i, hand in enumerate(sorted(by_hand), 1)]


def recorded_hands(store: Store, trainee: str) -> list[PlayedHand]:
    """The trainee's hands in `store`, oldest first (StoreError when the store cannot be read)."""
    return list(played_hands(store.records(trainee=trainee)))


def stored_hands(spec: str | None, trainee: str) -> list[PlayedHand]:
    """The trainee's hands in the store `spec` names (trainer.store.store_spec), opened read-only; none when
    the default SQLite file does not exist yet: a trainee with no store has no history. A store named (by
    `spec` or $TRAINER_STORE) that does not exist is a StoreError, as is one that cannot be read: a mistyped
    name must not pass for an empty history."""
    from ..store import DEFAULT_SPEC, POSTGRES_PREFIXES, StoreError, open_store, store_spec

    spec = store_spec(spec)
    if not spec.startswith(POSTGRES_PREFIXES) and not os.path.exists(spec):
        if spec == DEFAULT_SPEC:
            return []
        raise StoreError(f"the results store {spec} does not exist: give the store the trainee's results are "
                         "recorded in, or no --store (and no $TRAINER_STORE) for the default one")
    with open_store(spec, read_only=True) as store:
        return recorded_hands(store, trainee)


def reviews(hands: Sequence[PlayedHand], articles: Iterable[Article] = DRILLED) -> dict[Article, list[Review]]:
    """Per article (each of `articles`, reviewed or not), the hands that cited it, oldest first."""
    return {a: [Review(*r) for r in said] for a, said in reviewed(hands, articles).items()}


# What one hand said about one article, as a Review holds it: (hand, ok, missed).
Said = tuple[int, bool, tuple[str, ...]]


def reviewed(hands: Sequence[PlayedHand], articles: Iterable[Article] = DRILLED) -> dict[Article, list[Said]]:
    """`reviews` as plain tuples: a schedule folds a whole history and keeps only its last few reviews, so it
    makes a Review of those alone (trainer.adaptive.schedule.item_of)."""
    out: dict[Article, list[Said]] = {a: [] for a in articles}
    for hand in hands:
        seen: dict[Article, list[str] | None] = {}  # article -> the keys citing it missed (None: none yet)
        for d in hand.decisions:
            if d.ok:  # as most are: the article reviewed, nothing missed
                for a in d.articles:
                    if a not in seen and a in out:
                        seen[a] = None
                continue
            for a in d.articles:
                if a in out:
                    missed = seen.get(a)
                    if missed is None:
                        seen[a] = [d.key]
                    elif d.key not in missed:
                        missed.append(d.key)
        number = hand.number
        for a, missed in seen.items():
            out[a].append((number, False, tuple(missed)) if missed else (number, True, ()))
    return out
