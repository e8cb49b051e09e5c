"""The planned adaptive drill: which variant each hand plays, and why, from the trainee's recorded hands.

    hands = stored_hands(spec, "T-0042")                 # trainer.adaptive.history
    drill = plan_drill(hands, "T-0042", count=5, seed=51)
    print(drill.json_lines("it"))                         # what `--plan --json` prints
    scenarios = drill.drills()                            # the scenarios a session plays

The articles come from the schedule (trainer.adaptive.schedule); each hand
then plays one of its article's drill variants: those that cite that article
alone (Article 10's all cite another article too, so it takes every variant
citing it), taken in turn in an order the seed shuffles per article, so that
an article that comes back within a drill comes back as another variant.
Each scenario is drawn as `trainer train --drill` draws it (seed and hand
number), its id `drill-a<seed>-<n>` naming no variant.
"""
from __future__ import annotations

import random
import shlex
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ..drill.variants import VARIANTS, Variant
from ..i18n import Say, Text, cite, say, text_in
from ..i18n.format import plural
from ..terminal import safe_text
from ..vocab import ALL_KEYS, PREMISE, Article
from .history import PlayedHand
from .mastery import MasteryRule, items_of, mastered_articles, mastery_rule
from .schedule import Item, Pick, next_articles

if TYPE_CHECKING:
    from ..drill.generate import Drill

DEFAULT_COUNT = 5  # as `trainer train --drill`
ID_PREFIX = "drill-a"  # adaptive drills' scenario ids: drill-a<seed>-<n>


def variants_for(article: Article) -> tuple[Variant, ...]:
    """The drill variants that stress `article`: those citing it alone, else every one citing it."""
    alone = tuple(v for v in VARIANTS if v.articles == (article,))
    return alone or tuple(v for v in VARIANTS if article in v.articles)


# ---------------------------------------------------------------------------
# Why an article comes up: sentences in the reader's language


def article_label(article: Article) -> Say:
    return say("adaptive.premise") if article == PREMISE else say("adaptive.article", n=article)


def key_label(key: str) -> Say | str:
    """A decision as the session names it ("Carte del Banco"), the words the trainee answered it under."""
    return say(f"session.key.{key}") if key in ALL_KEYS else safe_text(key)


def why(item: Item, wait: int = 0) -> Text:
    """Why `item`'s article comes up in a hand for which it is `wait` hands early (0: due)."""
    label = article_label(item.article)
    if item.new:
        return Text((say("adaptive.why.new", article=label),))
    if item.streak == 0:  # its last review was a miss: box 1
        hands, misses = len(item.recent), item.recent_misses
        if hands == 1:
            said = say("adaptive.why.missed_only", article=label, box=item.box)
        else:
            said = say(plural(misses, "adaptive.why.missed_once", "adaptive.why.missed"), article=label,
                       misses=misses, hands=hands, box=item.box)
        keys = item.missed_keys()
        if not keys:
            return Text((said,))
        key, n = keys[0]
        return Text((said, say("adaptive.why.key", key=key_label(key), n=n)))
    when = (say("adaptive.due") if wait == 0
            else say(plural(wait, "adaptive.early_one", "adaptive.early"), wait=wait))
    return Text((say(plural(item.streak, "adaptive.why.right_once", "adaptive.why.right"), article=label,
                     streak=item.streak, box=item.box, when=when),))


def box_text(item: Item, lang: str) -> str:
    return text_in(say("adaptive.box.new"), lang) if item.new else str(item.box)


# ---------------------------------------------------------------------------
# The plan


@dataclass(frozen=True)
class Slot:
    """One hand of the drill: its variant, and the article it stresses with the reason."""
    index: int  # 1-based place in the drill
    pick: Pick
    variant: Variant

    @property
    def article(self) -> Article:
        return self.pick.item.article

    @property
    def why(self) -> Text:
        return why(self.pick.item, self.pick.wait)

    def to_json(self, seed: int, lang: str = "en") -> dict[str, object]:
        """FORMATS §4: {"format": 1, "variant": NAME, "articles": [...], "why": TEXT}, extended with the drill's
        "seed", without which a plan drawn with a random seed could not be played."""
        return {"format": 1, "variant": self.variant.name, "articles": list(self.variant.articles),
                "why": text_in(self.why, lang), "seed": seed}


@dataclass(frozen=True)
class Plan:
    trainee: str
    seed: int
    played: int  # the trainee's recorded hands the plan was made from
    slots: tuple[Slot, ...]
    mastered: tuple[Article, ...] = ()  # the articles the trainee has mastered (mastery.py)
    rule: MasteryRule = MasteryRule()

    def json_lines(self, lang: str = "en") -> str:
        import json

        return "".join(json.dumps(s.to_json(self.seed, lang), ensure_ascii=False) + "\n" for s in self.slots)

    def text(self, lang: str = "en", store: str | None = None) -> str:
        """The plan for a trainee to read: each hand's article, its reason under it, and how to play it. No
        variant name: it would tell the trainee the hand's fault and status before playing it (the JSON,
        the instructor's view, has them)."""
        out = [text_in(say("adaptive.plan.head", trainee=safe_text(self.trainee), seed=self.seed,
                           recorded=self.played), lang)]
        width = len(str(len(self.slots)))
        for s in self.slots:
            out.append(f"{s.index:>{width}}. {cite([s.article], lang)}")
            out.append(f"{' ' * (width + 2)}{text_in(s.why, lang)}")
        words = dict(n=self.rule.last, m=self.rule.scenarios)
        out.append(text_in(say("adaptive.plan.mastered", articles=cite(self.mastered, lang), **words)
                           if self.mastered else say("adaptive.plan.mastered.none", **words), lang))
        out.append(text_in(say("adaptive.plan.mastered.later"), lang))
        # The command on a line of its own, whole, to paste (a terminal's caller may continue it: cli/train.py).
        out.append(text_in(say("adaptive.plan.play"), lang))
        out.append("  " + command(self.trainee, lang, len(self.slots), self.seed, store))
        return "\n".join(out) + "\n"

    def drills(self) -> list[Drill]:
        """The scenarios of the drill, drawn as `trainer train --drill` draws them, checked and solved."""
        from ..drill.generate import ID_WIDTH, draw

        width = max(ID_WIDTH, len(str(len(self.slots))))
        return [draw(self.seed, s.index, s.variant, width, prefix=ID_PREFIX) for s in self.slots]


def plan_drill(hands: Sequence[PlayedHand], trainee: str, count: int = DEFAULT_COUNT, seed: int = 0) -> Plan:
    """The next `count` hands for the trainee whose recorded hands are `hands` (oldest first)."""
    if count < 1:
        raise ValueError(f"count must be at least 1; got {count!r}")
    rule = mastery_rule()
    picks = next_articles(items_of(hands, rule), len(hands), count)
    turns: dict[Article, int] = {}
    slots = []
    for index, pick in enumerate(picks, 1):
        a = pick.item.article
        order = list(variants_for(a))
        random.Random(f"{seed}:adaptive:{a}").shuffle(order)
        n = turns.get(a, 0)
        turns[a] = n + 1
        slots.append(Slot(index, pick, order[n % len(order)]))
    return Plan(trainee, seed, len(hands), tuple(slots), mastered_articles(hands, rule), rule)


def command(trainee: str, lang: str = "en", count: int = DEFAULT_COUNT, seed: int | None = None,
            store: str | None = None) -> str:
    """The `trainer train --adaptive` command line for the trainee, quoted for a shell."""
    return " ".join(map(shlex.quote, command_args(trainee, lang, count, seed, store)))


def command_args(trainee: str, lang: str = "en", count: int = DEFAULT_COUNT, seed: int | None = None,
                 store: str | None = None) -> list[str]:
    """The `trainer train --adaptive` command for the trainee, as its arguments (not quoted)."""
    words = ["trainer", "train", "--adaptive", "--trainee", safe_text(trainee)]
    if count != DEFAULT_COUNT:
        words += ["--count", str(count)]
    if lang != "en":
        words += ["--lang", lang]
    if store:
        # A printed command never shows a password (the trainee types it back, or sets $TRAINER_STORE).
        from ..store.postgres import redact
        words += ["--store", safe_text(redact(store))]
    if seed is not None:
        words += ["--seed", str(seed)]
    return words
