"""Reading an exam file (`exams/*.yaml`): every mistake reported at its FILE:LINE:COL, with a suggestion.

The file is read by the same line-aware reader and checks as a scenario file (trainer.yamlio), so that its
messages read alike; the JSON Schema (trainer.exam.schema) says the same in the editor's terms.
"""
from __future__ import annotations

import hashlib
import os
from importlib.resources import files
from typing import Iterator

from ..adaptive.mastery import MasteryRule, mastery_rule
from ..drill.variants import ARTICLES, LEVELS, select
from ..vocab import PREMISE, Article, Key
from ..yamlio.check import Checker, shown, suggest
from ..yamlio.errors import Invalid, KeyPath, Problem, Scalar
from ..yamlio.reader import read
from .model import DRAW_SINGLE, DRAW_TAGLIA, DRAWS, TAGLIA_FAULT_RATE, Draw, Exam, PassRule, RedLine

TOP_REQUIRED = ("id", "title", "articles", "hands", "time_limit", "pass")
HANDS_REQUIRED = ("seeds",)
HANDS_OPTIONAL = ("draw", "level", "per_article", "fault_rate")
PASS_REQUIRED = ("min_fraction",)
PASS_OPTIONAL = ("min_per_article", "red_lines", "mastery")
MASTERY_HOUSE = "house"  # `mastery: house`: the house's setting (TRAINER_MASTERY), read when the exam is loaded
MASTERY_KEYS = ("last", "scenarios")
MAX_SEED = 2 ** 63 - 1
MAX_HANDS = 500
MAX_MASTERY = MAX_HANDS * len(Key)  # no draw gives more decisions
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


def _own_id(c: Checker, eid: str, sha256: str) -> None:
    """A bundled exam's id belongs to the bundled file: a school's own exam under that id would put the bundled
    exam's name on a certificate for another exam (an inspector's finding)."""
    bundled = bundled_exams().get(eid)
    if bundled is None:
        return
    with open(bundled, "rb") as f:
        same = hashlib.sha256(f.read()).hexdigest() == sha256
    if not same:
        c.error(("id",), f"id {eid} is the bundled exam's, and this file is not that exam; give the school's own "
                f"exam an id of its own, like {eid}-school")


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
    rule = _rule(c, data.get("pass"), covered, draw)
    if c.problems:
        raise Invalid(c.problems)
    assert eid is not None and title_en is not None and title_it is not None and draw is not None
    assert limit is not None and rule is not None and doc.sha256 is not None
    _own_id(c, eid, doc.sha256)
    if c.problems:
        raise Invalid(c.problems)
    exam = Exam(eid, title_en, title_it, covered, draw, limit, rule, path, doc.sha256)
    if rule.mastery is not None and draw.kind == DRAW_SINGLE:
        _mastered_when_right(c, exam)
        if c.problems:
            raise Invalid(c.problems)
    return exam


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


def _rule(c: _ExamChecker, value: object, covered: tuple[Article, ...], draw: Draw | None) -> PassRule | None:
    rule = c.mapping(value, ("pass",), PASS_REQUIRED, PASS_OPTIONAL,
                     " (min_fraction, min_per_article, red_lines, mastery)")
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
    mastery = _mastery(c, rule["mastery"]) if "mastery" in rule else None
    if mastery is not None and draw is not None:
        _masterable(c, mastery, draw, covered)
    if least is None:
        return None
    return PassRule(least, tuple(per), tuple(lines), mastery)


MASTERY_SAMPLES = 4  # seeds dealt at load time to see that a sitting all right masters every article


def _mastered_when_right(c: _ExamChecker, exam: Exam) -> None:
    """Refuse a mastery part some draw makes impossible: the exam's single hands dealt from the first seeds of
    its range and every decision answered right must pass it, by the rule's own reading (trainer.exam.rule,
    trainer.adaptive.mastery). Mastery reads an article's last N decisions, and a hand grades several citing
    its article: N decisions can come from fewer than M hands, and then nothing the trainee does passes."""
    from ..engine.grade import grade
    from .draw import exam_hands
    from .rule import MASTERY, decide

    mastery = exam.rule.mastery
    assert mastery is not None
    low, high = exam.draw.seeds
    for seed in range(low, min(high, low + MASTERY_SAMPLES - 1) + 1):
        hands = exam_hands(exam, seed, "check")
        outcome = decide(exam, [grade(h, [h.only_hand.answer], "check") for h in hands], True)
        if outcome.rule == MASTERY:
            d = outcome.detail
            c.error(("pass", "mastery"), f"pass.mastery cannot always be met: dealt from seed {seed} and answered "
                                         f"all right, the exam does not master article {d['article']} ({d['decisions']} "
                                         f"decisions cite it; its last {mastery.last} must come from at least "
                                         f"{mastery.scenarios} different hands, and a hand grades several citing "
                                         f"it): give article {d['article']} more hands in hands.per_article, raise "
                                         f"mastery.last, or lower mastery.scenarios")
            return


def _mastery(c: _ExamChecker, value: object) -> MasteryRule | None:
    """pass.mastery: `house` (the house's TRAINER_MASTERY, 10/3 unless set) or {last: N, scenarios: M}."""
    where: KeyPath = ("pass", "mastery")
    example = "{last: 10, scenarios: 3}"
    if value == MASTERY_HOUSE:
        try:
            return mastery_rule()
        except ValueError as err:
            c.error(where, f"pass.mastery: house reads the house's setting, and {err}; set it right, or give the "
                           f"numbers here, like mastery: {example}")
            return None
    if not isinstance(value, dict):
        close = suggest(value, [MASTERY_HOUSE]) if isinstance(value, str) else ""
        c.error(where, f"pass.mastery must be house (the house's TRAINER_MASTERY) or the last N decisions from at "
                       f"least M different hands, like {example}; got {shown(value)}"
                       + (f"; {close.rstrip('? ')}?" if close else ""))
        return None
    m = c.mapping(value, where, MASTERY_KEYS, (), " (last, scenarios)")
    if m is None:
        return None
    if any(k not in m for k in MASTERY_KEYS):  # said by mapping()
        return None
    last = c.integer(m.get("last"), where + ("last",), 1, MAX_MASTERY, "a number of decisions")
    hands = c.integer(m.get("scenarios"), where + ("scenarios",), 1, MAX_HANDS, "a number of hands")
    if last is None or hands is None:
        return None
    if hands > last:
        c.error(where + ("scenarios",), f"pass.mastery.scenarios ({hands}) is more than last ({last}): {last} "
                                        f"decisions come from {last} hands at most; lower scenarios or raise last")
        return None
    return MasteryRule(last, hands)


def _masterable(c: _ExamChecker, mastery: MasteryRule, draw: Draw, covered: tuple[Article, ...]) -> None:
    """Refuse a mastery part the draw can never satisfy. An exam's hands are each a scenario of their own, so
    an article needs at least M hands, and as many as can grade N decisions citing it (a hand grades each key
    once at most). The hands the file deals for an article must be able to give it on their own: hands of
    other articles may cite it too, but the draw does not promise them."""
    where: KeyPath = ("pass", "mastery")
    n, m = mastery.last, mastery.scenarios
    if draw.kind == DRAW_TAGLIA:
        # Faults are placed at fault_rate; with none, only the premise is cited in every hand, and article 5
        # in the one hand the mask comes out in.
        if draw.fault_rate == 0:
            never = [str(a) for a in covered if a != PREMISE and (a != 5 or m > 1)]
            if never:
                c.error(where, f"pass.mastery asks every article to be mastered, but with hands.fault_rate 0 the "
                               f"taglia places no fault, so article {', '.join(never)} is never cited in {m} "
                               f"different hands; raise hands.fault_rate, or remove mastery")
        return
    counts = dict(draw.per_article)
    most = len(Key)
    for article in covered:
        dealt = counts.get(article, 0)
        if dealt < m:
            c.error(where, f"pass.mastery needs article {article}'s last {n} decisions from at least {m} different "
                           f"hands, but hands.per_article deals {dealt} hand{'s' if dealt != 1 else ''} of it: give "
                           f"it at least {m} (per_article: {{{article}: {m}}}), or lower mastery.scenarios")
        elif dealt * most < n:
            c.error(where, f"pass.mastery looks at article {article}'s last {n} decisions, but the {dealt} hands "
                           f"hands.per_article deals of it grade {dealt * most} at most ({most} a hand): give it "
                           f"at least {-(-n // most)} hands, or lower mastery.last")


def exam_problems(paths: list[str]) -> Iterator[Problem]:
    """Every problem of the exam files given (trainer's own tests and `trainer exam --check`)."""
    for path in paths:
        try:
            load_exam(path)
        except Invalid as bad:
            yield from bad.problems
