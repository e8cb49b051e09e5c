"""What a trainee's next adaptive drill would stress, for the inspector (`trainer audit --trainee ID`).

The articles of the next drill of DEFAULT_COUNT hands, in the order they
first come up, each with its box, how many of the drill's hands it takes,
the variants those hands draw from and why it comes up. The seed only
chooses among an article's variants, so this needs none: it is the same
for every seed.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..i18n import Text, text_in
from ..vocab import JSON, Article
from .history import PlayedHand
from .mastery import items_of
from .plan import DEFAULT_COUNT, variants_for, why
from .schedule import Item, Pick, next_articles


@dataclass(frozen=True)
class Stressed:
    """One article the next drill stresses."""
    pick: Pick  # the first hand it comes up in
    hands: int  # hands of the drill it takes

    @property
    def item(self) -> Item:
        return self.pick.item

    @property
    def variants(self) -> tuple[str, ...]:
        return tuple(v.name for v in variants_for(self.item.article))

    @property
    def why(self) -> Text:
        return why(self.item, self.pick.wait)

    def to_json(self) -> dict[str, JSON]:
        item = self.item
        return {"article": item.article, "box": item.box, "hands": self.hands, "reviews": item.reviews,
                "misses": item.misses, "recent": len(item.recent), "recent_misses": item.recent_misses,
                "streak": item.streak, "last_missed_hand": item.last_miss,
                "missed_keys": [{"key": k, "missed": n} for k, n in item.missed_keys()],
                "variants": list(self.variants), "why": text_in(self.why, "en")}


@dataclass(frozen=True)
class NextDrill:
    trainee: str
    recorded: int  # the trainee's recorded hands
    order: tuple[Article, ...]  # the article of each hand of the drill
    stressed: tuple[Stressed, ...]  # in the order they first come up

    def to_json(self) -> dict[str, JSON]:
        return {"trainee": self.trainee, "recorded_hands": self.recorded, "hands": len(self.order),
                "order": list(self.order), "articles": [s.to_json() for s in self.stressed]}


def next_drill(hands: Sequence[PlayedHand], trainee: str, count: int = DEFAULT_COUNT) -> NextDrill:
    picks = next_articles(items_of(hands), len(hands), count)
    first: dict[Article, Pick] = {}
    taken: dict[Article, int] = {}
    for p in picks:
        first.setdefault(p.item.article, p)
        taken[p.item.article] = taken.get(p.item.article, 0) + 1
    return NextDrill(trainee, len(hands), tuple(p.item.article for p in picks),
                     tuple(Stressed(p, taken[a]) for a, p in first.items()))
