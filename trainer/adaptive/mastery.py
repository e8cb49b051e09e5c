"""Mastery (issue 22, item 5): an article is mastered by a trainee when its last N graded decisions, from at
least M different scenarios, are all right.

N and M are the house's: 10 and 3 unless TRAINER_MASTERY says otherwise ("N/M", e.g. "12/4"), so that every
terminal of the house reads mastery alike. The decisions are the trainee's recorded ones (history.py), in the
order recorded; a decision citing two articles counts for both; a sequence is one scenario, whatever its
hands. Fewer than N decisions, or N from fewer than M scenarios, is not mastery yet.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..vocab import Article
from .history import DRILLED, PlayedHand, reviewed
from .schedule import Item, item_said
from .schedule import mastered as mastered_item

MASTERY_ENV = "TRAINER_MASTERY"


@dataclass(frozen=True, slots=True)
class MasteryRule:
    last: int = 10  # N: the decisions looked at, the latest
    scenarios: int = 3  # M: from at least this many different scenarios

    def __post_init__(self) -> None:
        if self.last < 1 or self.scenarios < 1 or self.scenarios > self.last:
            raise ValueError(f"mastery needs 1 <= M <= N; got N = {self.last}, M = {self.scenarios}")


def mastery_rule(text: str | None = None) -> MasteryRule:
    """The house's rule: TRAINER_MASTERY ("N/M"), else 10/3; ValueError naming the variable when it is not."""
    text = os.environ.get(MASTERY_ENV) if text is None else text
    if not text:
        return MasteryRule()
    try:
        n, m = (int(part) for part in text.split("/"))
        return MasteryRule(n, m)
    except ValueError:
        raise ValueError(f"{MASTERY_ENV} must be N/M, the last N decisions from at least M scenarios, like 10/3; "
                         f"got {text!r}") from None


def mastered(hands: Sequence[PlayedHand], article: Article, rule: MasteryRule) -> bool:
    latest: list[tuple[bool, str]] = []
    for hand in reversed(hands):
        for d in reversed(hand.decisions):
            if article in d.articles:
                latest.append((d.ok, hand.scenario))
                if len(latest) == rule.last:
                    break
        if len(latest) == rule.last:
            break
    return (len(latest) == rule.last and all(ok for ok, _ in latest)
            and len({scenario for _, scenario in latest}) >= rule.scenarios)


def mastered_articles(hands: Sequence[PlayedHand], rule: MasteryRule | None = None,
                      articles: Iterable[Article] = DRILLED) -> tuple[Article, ...]:
    """The articles (of `articles`, in their order) the trainee whose hands these are has mastered."""
    rule = rule or mastery_rule()
    wanted = tuple(articles)
    latest = latest_decisions(hands, wanted, rule.last)
    return tuple(a for a in wanted if masters(latest[a], rule))


def masters(latest: Sequence[tuple[bool, str]], rule: MasteryRule) -> bool:
    """Whether an article's latest decisions, newest first ((ok, scenario) each, as latest_decisions gives
    them, at least rule.last of them when there are so many), are mastery by `rule`."""
    last = latest[:rule.last]
    return len(last) == rule.last and all(ok for ok, _ in last) and len({s for _, s in last}) >= rule.scenarios


def latest_decisions(hands: Sequence[PlayedHand], articles: Iterable[int | str], count: int
                     ) -> dict[int | str, list[tuple[bool, str]]]:
    """Per article, its latest `count` decisions in the hands, newest first: (ok, scenario) each (none for an
    article no decision cites, or that is not one, as an audit's tampered text may be)."""
    # One pass back through the hands for all of them (mastered() for each would walk the whole history for
    # every article the trainee has not met): each article's latest decisions, as mastered() takes them.
    latest: dict[int | str, list[tuple[bool, str]]] = {a: [] for a in articles}
    collecting = set(latest)
    for hand in reversed(hands):
        if not collecting:
            break
        scenario = hand.scenario
        for d in reversed(hand.decisions):
            for a in d.articles:  # one or two: quicker looked at than intersected
                if a in collecting:
                    mine = latest[a]
                    mine.append((d.ok, scenario))
                    if len(mine) == count:
                        collecting.discard(a)
    return latest


def items_of(hands: Sequence[PlayedHand], rule: MasteryRule | None = None,
             done: Iterable[Article] | None = None) -> dict[Article, Item]:
    """Every drilled article's place in the schedule after the trainee's hands, a mastered one (by `rule`, else
    the house's) due later than an unmastered one of its box (schedule.mastered); `done`, the articles mastered,
    when the caller has them already."""
    done = set(mastered_articles(hands, rule or mastery_rule()) if done is None else done)
    items = {a: item_said(a, said) for a, said in reviewed(hands, DRILLED).items()}
    return {a: mastered_item(item) if a in done else item for a, item in items.items()}
