"""Fresh drill scenarios, so that a trainee cannot learn the answers by heart.

`generate(count, seed)` draws `count` scenarios spread evenly over the chosen
variants (trainer.drill.variants): each block of V consecutive scenarios, V
the number of variants chosen, holds every variant once, in an order shuffled
per block. Scenario i is drawn from its own random.Random(f"{seed}:{i}"), so
it depends only on the seed, its index and the variants chosen, never on the
scenarios before it; the same arguments give byte-identical text.

Every draw goes through the loader's checks and the solver, as `trainer
validate` does; a draw the engine refuses is thrown away and drawn again
from the same generator (bounded), and the number of redraws is kept on the
Drill. The checks read the drill's data, not its text: the text is what the
drill's file holds for authors to edit, and the tests prove that it loads
and solves to the same scenario and answer.
"""
from __future__ import annotations

import hashlib

import json
import random
import re
import textwrap
from dataclasses import dataclass, field, replace
from typing import Iterable, Iterator

from ..scenario.load import from_document
from ..engine.model import Scenario
from ..engine.solve import Solution, solve
from ..vocab import Article
from ..yamlio.errors import Invalid
from ..yamlio.reader import Document
from .tables import TableSpec, random_table
from .variants import Hand, NoFit, Sabot, Variant, select

MAX_ATTEMPTS = 25
ID_WIDTH = 3
DESCRIPTION_WIDTH = 76
_PLAIN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_ ,.'()/àèéìòù-]*$")


@dataclass(frozen=True)
class Drill:
    id: str  # also the file name, with .yaml
    variant: str
    text: str  # the scenario file, UTF-8, "\n" line ends
    index: int  # 1-based place in the drill
    level: int
    articles: tuple[Article, ...]
    retries: int = 0  # draws the engine refused before this one
    solution: Solution | None = field(default=None, compare=False, repr=False)  # of the scenario in `text`

    @property
    def filename(self) -> str:
        return f"{self.id}.yaml"

    def kept_at(self, path: str) -> Solution:
        """The drill's solution, for its scenario written to `path` (where a session keeps it)."""
        assert self.solution is not None  # every drawn Drill carries one
        # The file holds exactly `text`, so its digest is the one a reader of the file would take.
        digest = hashlib.sha256(self.text.encode("utf-8")).hexdigest()
        return replace(self.solution, scenario=replace(self.solution.scenario, source=path, sha256=digest))


def generate(count: int, seed: int, articles: Iterable[object] | None = None,
             level: int | None = None) -> list[Drill]:
    """`count` valid scenarios for the variants citing `articles` up to `level`."""
    return list(drills(count, seed, articles, level))


def drills(count: int, seed: int, articles: Iterable[object] | None = None,
           level: int | None = None) -> Iterator[Drill]:
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise ValueError(f"count must be a whole number of at least 1; got {count!r}")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"seed must be a whole number of at least 0; got {seed!r}")
    chosen = select(None if articles is None else list(articles), level)
    if not chosen:
        raise ValueError("no drill variant cites these articles at this level; "
                         "allow a higher level or other articles")
    width = max(ID_WIDTH, len(str(count)))
    for i in range(1, count + 1):
        yield draw(seed, i, variant_at(chosen, seed, i), width)


def variant_at(chosen: tuple[Variant, ...], seed: int, index: int) -> Variant:
    """Even spread: block b (indexes b*V+1 .. b*V+V) holds each variant once, shuffled per block."""
    block, place = divmod(index - 1, len(chosen))
    order = list(range(len(chosen)))
    random.Random(f"{seed}:order:{block}").shuffle(order)
    return chosen[order[place]]


def draw(seed: int, index: int, variant: Variant, width: int = ID_WIDTH, prefix: str = "drill-s") -> Drill:
    """Scenario `index` of the drill: drawn, checked and solved by the engine, and rendered. `prefix` starts
    its id (trainer.adaptive's drills have their own, so their ids never clash with a plain drill's)."""
    rng = random.Random(f"{seed}:{index}")
    # The id names no variant: a trainee who sees it must not learn the answer from it.
    sid = f"{prefix}{seed}-{index:0{width}d}"
    for attempt in range(MAX_ATTEMPTS):
        try:
            table = random_table(rng, need_reader=variant.need_reader)
            hand: Hand = variant.build(rng, Sabot(rng))
        except NoFit:
            continue
        if variant.fit is not None:  # a fault on the bets: made to fit the table drawn
            fitted = variant.fit(rng, {n: dict(bets) for n, bets in table.seats.items()}, table.limits, hand)
            if fitted is None:
                continue
            seats, limits, hand = fitted
            table = replace(table, seats=seats, limits=limits)
        try:
            solution = solve(scenario(sid, variant, table, hand))
        except Invalid:
            continue
        text = scenario_yaml(sid, seed, index, variant, table, hand)
        return Drill(sid, variant.name, text, index, variant.level, variant.articles, attempt, solution)
    raise RuntimeError(f"drill {sid}: no valid scenario in {MAX_ATTEMPTS} draws; please report it")


def scenario(sid: str, variant: Variant, table: TableSpec, hand: Hand) -> Scenario:
    """The drill's scenario through the loader's checks, from the data its file holds."""
    shoe: dict[str, object] = {"cards": [str(c) for c in hand.cards]}
    if hand.mask_after is not None:
        shoe["mask_after"] = hand.mask_after
    data: dict[str, object] = {  # the file's data, as the loader reads it
        "id": sid, "title": {"en": variant.title.en, "it": variant.title.it},
        "articles": list(variant.articles), "level": variant.level,
        # A folded block (`>`) reads back as its lines joined by spaces, ending in one newline.
        "description": {lang: " ".join(_description(text)) + "\n" for lang, text in hand.description._asdict().items()},
        "table": table.data(), "shoe": shoe,
    }
    if hand.fault:
        data["fault"] = dict(hand.fault)
    return from_document(Document(f"<drill:{sid}>", data))


def scenario_yaml(sid: str, seed: int, index: int, variant: Variant, table: TableSpec, hand: Hand) -> str:
    """One scenario file for `variant`; the table first, then the hand."""
    lines = [
        f"# Generated by `trainer generate` (seed {seed}, scenario {index}, variant {variant.name}).",
        "# It is an ordinary scenario file: edit it freely, then check it with `trainer validate`.",
        f"id: {sid}",
        "title:",
        f"  en: {_scalar(variant.title.en)}",
        f"  it: {_scalar(variant.title.it)}",
        f"articles: [{', '.join(str(a) for a in variant.articles)}]",
        f"level: {variant.level}",
        "description:",
        "  en: >",
        *("    " + line for line in _description(hand.description.en)),
        "  it: >",
        *("    " + line for line in _description(hand.description.it)),
        *table.lines(),
        "shoe:",
        f"  cards: [{', '.join(str(c) for c in hand.cards)}]",
    ]
    if hand.mask_after is not None:
        lines.append(f"  mask_after: {hand.mask_after}")
    if hand.fault:
        lines.append("fault:")
        lines += [f"  {key}: {_value(value)}" for key, value in hand.fault.items()]
    return "\n".join(lines) + "\n"


def _description(text: str) -> list[str]:
    return textwrap.wrap(text, DESCRIPTION_WIDTH - 4, break_long_words=False, break_on_hyphens=False)


def _scalar(text: str) -> str:
    return text if _PLAIN.match(text) else json.dumps(text)


def _value(value: object) -> str:
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, str):
        return _scalar(value)
    return str(value)
