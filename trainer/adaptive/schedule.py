"""The spaced-repetition schedule of adaptive drills: Leitner boxes per article, counted in hands.

Every article a drill can stress (1-12, 14 and the premise) has a box from 1 to
BOXES, or 0 while it has not come up in the trainee's recorded hands. The
trainee's hands are replayed in the order recorded (trainer.adaptive.history);
each hand reviews the articles its decisions cite, and is a miss for an
article when any decision citing it was wrong:

- a miss sends the article to box 1; a right answer moves it up one box
  (a new article answered right goes to box 2), up to box BOXES;
- an article in box b is due INTERVAL(b) = 2**(b-1) hands after its last
  review (1, 2, 4, 8, 16), counting every hand the trainee plays;
- an article the trainee has mastered (trainer.adaptive.mastery, the one
  definition the class view and the plan's text use too) is due twice as
  long after its last review as an unmastered one of the same box: a
  mastered article in box 2 is due 4 hands after, not 2 (mastered()).

The next hand of a drill takes, of all the articles, the one due soonest
(every article already due counts the same), then the lowest box (a new
article counts as box 1), then the most misses among its last RECENT
reviews, then the most recent miss, then the one the drill has taken
fewest times so far, then article order (premise first). A drill of K
hands is planned hand by hand: the article chosen for a hand keeps its box
and its place in the queue (the answer is not known yet) but is not due
again within the drill until it would be had it been answered right each
time the drill took it: from box 1, 2 hands later, then 4, then 8 (the
spacing widens). So an article missed again and again leads the drill and
comes back at hands 1, 3, 7, 15 ..., other articles come in between, and
articles that stand level (all new, say) each come once before any comes
twice.

Everything here is pure: the same reviews give the same plan.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Iterable, Mapping, Sequence

from ..vocab import PREMISE, Article
from .history import Review, Said

BOXES = 5
RECENT = 5  # the reviews the misses are counted over ("missed 4 times in your last 5 hands")


def interval(box: int) -> int:
    """Hands between an article's review and the hand it is due again: 1, 2, 4, 8, 16 for boxes 1-5."""
    return 1 << (max(box, 1) - 1)


def article_rank(article: Article) -> tuple[int, int]:
    """premise first, then the articles by number."""
    return (0, 0) if article == PREMISE else (1, int(article))


@dataclass(frozen=True)
class Item:
    """One article's place in the schedule after the reviews so far."""
    article: Article
    box: int = 0  # 0: not reviewed yet
    due: int = 0  # the hand number from which it is due (0: due at once)
    reviews: int = 0
    misses: int = 0
    streak: int = 0  # right answers in a row at the end of its reviews
    last_miss: int | None = None  # hand number of its latest miss
    recent: tuple[Review, ...] = ()  # its last RECENT reviews, oldest first
    planned: int = 0  # hands of the drill being planned that already took it
    mastered: bool = False  # by the house's mastery rule: its intervals are doubled

    @property
    def new(self) -> bool:
        return self.reviews == 0

    @property
    def recent_misses(self) -> int:
        return sum(not r.ok for r in self.recent)

    def missed_keys(self) -> list[tuple[str, int]]:
        """The decision keys missed in its recent reviews, most missed first (then first missed first)."""
        counts = Counter(k for r in self.recent for k in r.missed)
        return counts.most_common()

    def wait(self, hand: int) -> int:
        """Hands from `hand` until it is due; 0 when it is due."""
        return max(0, self.due - hand)

    def priority(self, hand: int) -> tuple[int, int, int, int, int, tuple[int, int]]:
        """Its place in the queue for hand number `hand`: the smallest comes first."""
        return (self.wait(hand), max(self.box, 1), -self.recent_misses, -(self.last_miss or 0), self.planned,
                article_rank(self.article))


def reviewed(item: Item, review: Review) -> Item:
    """The item after one recorded review (Leitner: a miss to box 1, a right answer one box up)."""
    box = 1 if not review.ok else min(max(item.box, 1) + 1, BOXES)
    return Item(
        article=item.article, box=box, due=review.hand + interval(box), reviews=item.reviews + 1,
        misses=item.misses + (not review.ok), streak=item.streak + 1 if review.ok else 0,
        last_miss=item.last_miss if review.ok else review.hand, recent=(item.recent + (review,))[-RECENT:],
    )


def mastered(item: Item) -> Item:
    """The item of an article the trainee has mastered: due as long again after its last review (twice its box's
    interval), and twice as far apart within a drill, so that practice goes to what is not mastered yet."""
    if item.mastered or item.new:
        return item
    return replace(item, due=item.due + interval(item.box), mastered=True)


def item_of(article: Article, reviews: Iterable[Review]) -> Item:
    """An article's item after its reviews, oldest first: `reviewed` of each in turn, folded here without an
    Item for every step (a class report reads every trainee's whole history)."""
    return item_said(article, [(r.hand, r.ok, r.missed) for r in reviews])


def item_said(article: Article, said: Sequence[Said]) -> Item:
    """`item_of` over what each hand said (history.reviewed): a Review made only of the last RECENT."""
    box, due, misses, streak, last_miss = 0, 0, 0, 0, None
    for hand, ok, _ in said:
        if ok:
            if box < BOXES:
                box = box + 1 if box else 2  # one box up; a new article answered right goes to box 2
            streak += 1
        else:
            box, streak, last_miss = 1, 0, hand
            misses += 1
        due = hand + interval(box)
    if not said:
        return Item(article)
    return Item(article=article, box=box, due=due, reviews=len(said), misses=misses, streak=streak,
                last_miss=last_miss, recent=tuple(Review(*r) for r in said[-RECENT:]))


@dataclass(frozen=True)
class Pick:
    """One hand of a planned drill: the article it stresses, as the article stood when it was chosen."""
    hand: int  # the hand number it would be in the trainee's history
    item: Item

    @property
    def wait(self) -> int:
        return self.item.wait(self.hand)


def planned(item: Item, hand: int) -> Item:
    """The item once chosen for `hand` of a drill: its box kept, due again as if it had been answered right
    each time the drill took it (one box up for each)."""
    return replace(item, due=hand + interval(max(item.box, 1) + item.planned + 1 + item.mastered),
                   planned=item.planned + 1)


def next_articles(items: Mapping[Article, Item], played: int, count: int) -> list[Pick]:
    """The articles of the next `count` hands after `played` recorded hands, in play order."""
    if not items:
        raise ValueError("no article to plan a drill over")
    state = dict(items)
    picks: list[Pick] = []
    for hand in range(played + 1, played + count + 1):
        item = min(state.values(), key=lambda i: i.priority(hand))
        picks.append(Pick(hand, item))
        state[item.article] = planned(item, hand)
    return picks
