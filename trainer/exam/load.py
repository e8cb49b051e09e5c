"""Reading an exam file (`exams/*.yaml`): every mistake reported at its FILE:LINE:COL, with a suggestion.

The file is read by the same line-aware reader and checks as a scenario file (trainer.yamlio), so that its
messages read alike; the JSON Schema (trainer.exam.schema) says the same in the editor's terms.
"""
from __future__ import annotations

import os
from importlib.resources import files
from typing import Iterator

from ..drill.variants import ARTICLES, LEVELS, select
from ..vocab import Article, Key
from ..yamlio.check import Checker, shown, suggest
from ..yamlio.errors import Invalid, KeyPath, Problem, Scalar
from ..yamlio.reader import read
from .model import DRAW_SINGLE, DRAW_TAGLIA, DRAWS, TAGLIA_FAULT_RATE, Draw, Exam, PassRule, RedLine

TOP_REQUIRED = ("id", "title", "articles", "hands", "time_limit", "pass")
HANDS_REQUIRED = ("seeds",)
HANDS_OPTIONAL = ("draw", "level", "per_article", "fault_rate")
PASS_REQUIRED = ("min_fraction",)
PASS_OPTIONAL = ("min_per_article", "red_lines")
MAX_SEED = 2 ** 63 - 1
MAX_HANDS = 500
MAX_TIME_LIMIT = 3600
ARTICLE_WORDS = [str(a) for a in ARTICLES]


def bundled_folder() -> str:
    """The exams bundled with the trainer: the project's exams/ folder, installed as `trainer.bundled_exams`."""
    try:
        return str(files("trainer.bundled_exams"))
    except ModuleNotFoundError:  # a source checkout run from PYTHONPATH, or installed before exams/ was added
        return os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, os.pardir, "exams"))


def bundled_exams() -> dict[str, str]:
    """The bundled exams' ids -> their files."""
    folder = bundled_folder()
    return {name[:-5]: os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".yaml")}


def find_exam(name: str) -> str:
    """A bundled exam's id, or the path of an exam file; FileNotFoundError naming the bundled ones."""
    bundled = bundled_exams()
    if name in bundled:
        return bundled[name]
    if os.path.isfile(name):
        return name
    raise FileNotFoundError(f"no exam '{name}': give a bundled exam ({', '.join(bundled)}) or an exam file; "
                            f"{suggest(name, bundled)}".rstrip("; "))


class _ExamChecker(Checker):
    def article_map(self, value: object, path: KeyPath, example: str) -> dict[Scalar, object] | None:
        if not isinstance(value, dict):
            self.error(path, f"{self.name(path)} must be a map of {example}; got {shown(value)}")
            return None
        return value

    def article(self, value: object, path: KeyPath, key: bool = False) -> Article | None:
        text = str(value).strip().lower() if isinstance(value, (int, str)) and not isinstance(value, bool) else None
        if text is None or text not in ARTICLE_WORDS:
            close = suggest(value, ARTICLE_WORDS)
            self.error(path, f"{self.name(path)} must be an article the drills cite: 1-12, 14 or premise; "
                             f"got {shown(value)}" + (f"; {close.rstrip('? ')}?" if close else ""), key=key)
            return None
        return int(text) if text.isdigit() else "premise"

    def fraction(self, value: object, path: KeyPath) -> float | None:
        got = self.number(value, path, 0, 1)
        return None if got is None else float(got)


def load_exam(path: str) -> Exam:
    """The exam in the file `path`; Invalid with every problem found."""
    doc = read(path)
    c = _ExamChecker(doc)
    data = c.mapping(doc.data, (), TOP_REQUIRED, (), " (id, title, articles, hands, time_limit, pass)")
    if data is None:
        raise Invalid(c.problems or [Problem(path, 1, 1, "the file is empty: an exam needs " + ", ".join(TOP_REQUIRED))])
    eid = c.text(data.get("id"), ("id",))
    title = c.mapping(data.get("title"), ("title",), ("en", "it"), ())
    title_en = c.text(title.get("en"), ("title", "en")) if title and "en" in title else None
    title_it = c.text(title.get("it"), ("title", "it")) if title and "it" in title else None
    articles = [c.article(a, ("articles", i)) for i, a in
                enumerate(c.listing(data.get("articles"), ("articles",), "articles", example="[1, 2, 3]") or [])]
    covered = tuple(a for a in articles if a is not None)
    draw = _draw(c, data.get("hands"), covered)
    limit = c.integer(data.get("time_limit"), ("time_limit",), 10, MAX_TIME_LIMIT, "a number of seconds per hand")
    rule = _rule(c, data.get("pass"), covered)
    if c.problems:
        raise Invalid(c.problems)
    assert eid is not None and title_en is not None and title_it is not None and draw is not None
    assert limit is not None and rule is not None and doc.sha256 is not None
    return Exam(eid, title_en, title_it, covered, draw, limit, rule, path, doc.sha256)


def _draw(c: _ExamChecker, value: object, covered: tuple[Article, ...]) -> Draw | None:
    hands = c.mapping(value, ("hands",), HANDS_REQUIRED, HANDS_OPTIONAL,
                      " (draw, seeds, per_article, level, fault_rate)")
    if hands is None:
        return None
    kind = c.choice(hands.get("draw", DRAW_SINGLE), ("hands", "draw"), list(DRAWS))
    if kind == DRAW_TAGLIA:
        return _taglia_draw(c, hands, _seeds(c, hands))
    if "fault_rate" in hands:
        c.error(("hands", "fault_rate"), "hands.fault_rate is a whole taglia's (draw: taglia); single hands each "
                                         "carry their variant's fault: remove it, or draw a taglia", key=True)
    if "per_article" not in hands:
        c.error(("hands",), "hands needs per_article with draw: single: how many hands per article, like "
                            "{1: 3, 2: 2}; or draw: taglia for one whole taglia")
    level = c.integer(hands.get("level", 3), ("hands", "level"), min(LEVELS), max(LEVELS))
    low, high = _seeds(c, hands)
    return _single_counts(c, hands, covered, kind, level, low, high)


def _seeds(c: _ExamChecker, hands: dict[Scalar, object]) -> tuple[int | None, int | None]:
    """hands.seeds: the lowest and the highest seed, both ends included (None where either is wrong)."""
    seeds = c.listing(hands.get("seeds"), ("hands", "seeds"), "two seeds, the lowest and the highest",
                      example="[0, 9223372036854775807]")
    low = high = None
    if seeds is not None:
        if len(seeds) != 2:
            c.error(("hands", "seeds"), f"hands.seeds must be two seeds, the lowest and the highest, like "
                                        f"[0, {MAX_SEED}]; got {len(seeds)}")
        else:
            low = c.integer(seeds[0], ("hands", "seeds", 0), 0, MAX_SEED)
            high = c.integer(seeds[1], ("hands", "seeds", 1), 0, MAX_SEED)
            if low is not None and high is not None and high < low:
                c.error(("hands", "seeds", 1), f"hands.seeds item 2 ({high}) is below item 1 ({low}); give the "
                                               "lowest seed first")
                high = None
    return low, high


def _taglia_draw(c: _ExamChecker, hands: dict[Scalar, object], seeds: tuple[int | None, int | None]) -> Draw | None:
    """`draw: taglia`: one whole taglia, dealt until the mask comes out; per_article and level are single
    hands' and are refused here, so that a file never says what a taglia does not do."""
    for name in ("per_article", "level"):
        if name in hands:
            c.error(("hands", name), f"hands.{name} is for single hands; a whole taglia deals until the mask comes "
                                     f"out, its faults from the exam's articles: remove it, or use draw: single",
                    key=True)
    rate = c.fraction(hands.get("fault_rate", TAGLIA_FAULT_RATE), ("hands", "fault_rate"))
    low, high = seeds
    if rate is None or low is None or high is None:
        return None
    return Draw((low, high), (), kind=DRAW_TAGLIA, fault_rate=rate)


def _single_counts(c: _ExamChecker, hands: dict[Scalar, object], covered: tuple[Article, ...], kind: str | None,
                   level: int | None, low: int | None, high: int | None) -> Draw | None:
    counts: list[tuple[Article, int]] = []
    per = c.article_map(hands.get("per_article", {}), ("hands", "per_article"), "article: hands, like {1: 3, 2: 2}")
    for key, n in (per or {}).items():
        where: KeyPath = ("hands", "per_article", key)
        article = c.article(key, where, key=True)
        count = c.integer(n, where, 1, MAX_HANDS, "a number of hands")
        if article is None or count is None:
            continue
        if article not in covered:
            c.error(where, f"hands.per_article draws hands of article {article}, which the exam's articles do not "
                           f"list; add it to articles: or remove it here", key=True)
        elif level is not None and not select([article], level):
            c.error(where, f"no drill variant cites article {article} up to level {level}; raise hands.level",
                    key=True)
        counts.append((article, count))
    if per is not None and not per and "per_article" in hands:
        c.error(("hands", "per_article"), "hands.per_article is empty; say how many hands per article, like {1: 3}")
    if sum(n for _, n in counts) > MAX_HANDS:
        c.error(("hands", "per_article"), f"an exam deals at most {MAX_HANDS} hands")
    if kind is None or level is None or low is None or high is None or not counts:
        return None
    return Draw((low, high), tuple(counts), level, kind)


def _rule(c: _ExamChecker, value: object, covered: tuple[Article, ...]) -> PassRule | None:
    rule = c.mapping(value, ("pass",), PASS_REQUIRED, PASS_OPTIONAL, " (min_fraction, min_per_article, red_lines)")
    if rule is None:
        return None
    least = c.fraction(rule.get("min_fraction"), ("pass", "min_fraction"))
    per: list[tuple[Article, float]] = []
    mins = c.article_map(rule.get("min_per_article", {}), ("pass", "min_per_article"), "article: fraction, like {1: 0.8}")
    for key, f in (mins or {}).items():
        where: KeyPath = ("pass", "min_per_article", key)
        article, fraction = c.article(key, where, key=True), c.fraction(f, where)
        if article is not None and fraction is not None:
            per.append((article, fraction))
    lines: list[RedLine] = []
    keys = [k.value for k in Key]
    for i, item in enumerate(c.listing(rule.get("red_lines", []), ("pass", "red_lines"), "red lines",
                                       non_empty=False, example="[{key: burned, articles: [1]}]") or []):
        where = ("pass", "red_lines", i)
        line = c.mapping(item, where, ("key",), ("articles",), " (key, articles)")
        if line is None:
            continue
        key = c.choice(line.get("key"), where + ("key",), keys)
        cited = [c.article(a, where + ("articles", j)) for j, a in
                 enumerate(c.listing(line.get("articles", []), where + ("articles",), "articles", non_empty=False,
                                     example="[1]") or [])]
        if key is not None and None not in cited:
            lines.append(RedLine(Key(key), tuple(a for a in cited if a is not None)))
    if least is None:
        return None
    return PassRule(least, tuple(per), tuple(lines))


def exam_problems(paths: list[str]) -> Iterator[Problem]:
    """Every problem of the exam files given (trainer's own tests and `trainer exam --check`)."""
    for path in paths:
        try:
            load_exam(path)
        except Invalid as bad:
            yield from bad.problems
