"""The audit as text for a terminal: a head, then the trainee, article and scenario tables.

Labels are in `lang` (en, it); every text that came from the store goes
through `safe_text`, so a record cannot drive the inspector's terminal.
"""
from __future__ import annotations

import textwrap
from typing import Iterable, Sequence

from .views import MIN_DECISIONS, Audit, Example, TraineeView
from .words import (Words, filters_text, most_missed_text, period_text, records_text, safe_text,
                    scenario_missed_text, seconds, weakest_text)

SPARK = "▁▂▃▄▅▆▇█"
SPARK_WEEKS = 26  # the text sparkline shows at most this many last weeks
NOTE_WIDTH = 100  # notes of the text rendering are wrapped at this width (a terminal's: its own, issue 20)
LAST_COLUMN_ROOM = 24  # below this, a table's last column goes under its row instead of beside it


def table(headers: Sequence[str], rows: Sequence[Sequence[str] | str], right: Iterable[int] = (),
          width: int | None = None) -> list[str]:
    """Aligned columns, two spaces apart; columns in `right` are right-aligned. A row that is a plain string
    is a line of its own under the row before it (not measured). With `width`, a line longer than that is
    broken between words: the last column goes on under itself, or under the row when it has too little
    room."""
    right = set(right)
    widths = [len(h) for h in headers]
    for row in rows:
        if not isinstance(row, str):
            widths = [max(w, len(c)) for w, c in zip(widths, row)]

    def line(cells: Sequence[str]) -> str:
        parts = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths))]
        return "  ".join(parts).rstrip()

    out = [line(headers), "  ".join("-" * w for w in widths)]
    out += [row if isinstance(row, str) else line(row) for row in rows]
    if width is None:
        return out
    out = [piece for text in out for piece in text.split("\n")]  # a note row already wrapped, line by line
    lead = sum(widths[:-1]) + 2 * (len(widths) - 1)  # where the last column starts
    fitted = []
    for text in out:
        if len(text) <= width:
            fitted.append(text)
        elif lead <= width - LAST_COLUMN_ROOM and text[:lead].strip():
            fitted += _fill(text[lead:], width, " " * lead, text[:lead])
        elif len(text[:lead].rstrip()) <= width and text[:lead].strip():  # the last column under its row
            fitted += [text[:lead].rstrip(), *_fill(text[lead:], width, "    ", "    ")]
        else:
            indent = " " * (len(text) - len(text.lstrip()) + 4)
            fitted += _fill(text, width, indent)
    return fitted


def _fill(text: str, width: int, indent: str, first: str | None = None) -> list[str]:
    """`text` broken at spaces only (a word longer than the line stays whole); its first line after `first`."""
    lines = textwrap.wrap(text.strip() if first is not None else text, width, initial_indent=first or "",
                          subsequent_indent=indent, break_long_words=False, break_on_hyphens=False)
    return lines or [text]


def sparkline(points: Sequence[float | None], width: int = SPARK_WEEKS) -> str:
    marks = "".join(" " if f is None else SPARK[min(len(SPARK) - 1, max(0, round(f * (len(SPARK) - 1))))]
                    for f in points[-width:])
    return ("…" if len(points) > width else "") + marks


def _progress_text(t: TraineeView, w: Words) -> str:
    weeks = [p for p in t.progress if p.decisions]
    if not weeks:
        return w("audit.none")
    trend = w("audit.progress_from_to", first=w.percent(weeks[0].accuracy, 0), last=w.percent(weeks[-1].accuracy, 0))
    return f"{sparkline([p.accuracy for p in t.progress])}  {trend} ({w.weeks(len(t.progress))})"


def _time_lines(views: Audit, w: Words, width: int | None) -> list[str]:
    """Seconds per decision and per hand, median and slowest, of the trainees whose records kept them; nothing
    when none did (an audit of records without times reads as before)."""
    timed = [t for t in views.trainees if t.seconds_median is not None]
    if not timed:
        return []
    rows: list[Sequence[str] | str] = [(safe_text(t.trainee), seconds(t.seconds_median, w), seconds(t.seconds_slowest, w),
                                        seconds(t.hand_seconds_median, w), seconds(t.hand_seconds_slowest, w))
                                       for t in timed]
    return ["", w("audit.time").upper(), *_wrap(w("audit.time_note"), width).split("\n"), "",
            *table([w("audit.col.trainee"), w("audit.col.median"), w("audit.col.slowest"), w("audit.col.hand_median"),
                    w("audit.col.hand_slowest")], rows, right=(1, 2, 3, 4), width=width)]


def _example_text(e: Example, w: Words) -> str:
    ref = w.example_ref(e, safe_text)
    return (f"{ref}: {w('audit.example_given', given=safe_text(w.value(e.given)))}; "
            f"{w('audit.example_expected', expected=safe_text(w.value(e.expected)))}")


def _wrap(text: str, width: int | None = None) -> str:
    return textwrap.fill(text, width or NOTE_WIDTH, break_on_hyphens=False, break_long_words=width is None)


def audit_text(views: Audit, lang: str = "en", store: str = "", width: int | None = None) -> str:
    """The audit as text; `width`: a terminal's, which every line fits, broken between words only (None: as
    a file or a pipe gets it, notes at NOTE_WIDTH and tables as wide as they are)."""
    w = Words(lang)
    out = _audit_lines(views, w, store, width)
    if width is not None:  # the head's store path, a long word: kept whole; every other line fits
        out = [piece for line in out for piece in (_fill(line, width, "    ") if len(line) > width else [line])]
    return "\n".join(out) + "\n"


def _audit_lines(views: Audit, w: Words, store: str, width: int | None) -> list[str]:
    head = [(w("audit.store"), safe_text(store)), (w("audit.records"), records_text(views, w)),
            (w("audit.period"), period_text(views, w)), (w("audit.filters"), filters_text(views, w))]
    key_width = max(len(k) for k, _ in head)
    out = [w("audit.doc_title"), ""] + [f"{k.ljust(key_width)}  {v}" for k, v in head]
    out += ["", *_wrap(w("audit.trust"), width).split("\n")]
    if not views.records:
        return out + ["", w("audit.empty")] + _next_drill_text(views, w, width)

    # Trainees
    out += ["", w("audit.trainees").upper(), *_wrap(w("audit.trainees_note", min=MIN_DECISIONS), width).split("\n"),
            ""]
    out += table(
        [w("audit.col.trainee"), w("audit.col.attempts"), w("audit.col.passes"), w("audit.col.pass_rate"),
         w("audit.col.decisions"), w("audit.col.accuracy"), w("audit.col.weakest"), w("audit.col.progress")],
        [(safe_text(t.trainee), w.count(t.attempts), w.count(t.passes), w.pass_rate(t.pass_rate, t.pass_mark), w.count(t.decisions),
          w.percent(t.accuracy), weakest_text(t, w), _progress_text(t, w)) for t in views.trainees],
        right=(1, 2, 3, 4, 5), width=width)
    out += _time_lines(views, w, width)
    articles = [a.article for a in views.articles]
    out += ["", w("audit.matrix").upper(), *_wrap(w("audit.matrix_note"), width).split("\n"), ""]
    rows: list[Sequence[str] | str] = []
    for t in views.trainees:
        by = {a.article: a for a in t.articles}
        rows.append([safe_text(t.trainee)] + [w.percent(by[a].accuracy, 0) if a in by else "" for a in articles])
    out += table([w("audit.col.trainee")] + [w.article(a) for a in articles], rows, right=range(1, len(articles) + 1),
                 width=width)

    # Articles
    out += ["", w("audit.articles").upper(), *_wrap(w("audit.articles_note"), width).split("\n"), ""]
    rows = []
    for a in views.articles:
        rows.append((w.article(a.article), w.count(a.trainees), w.count(a.attempts), w.count(a.decisions),
                     w.count(a.missed), w.percent(a.accuracy), most_missed_text(a, w)))
        top = a.most_missed[:1]
        for k in top:
            rows += [f"    {safe_text(w.key(k.key))}: {_example_text(e, w)}" for e in reversed(k.examples)]
    out += table([w("audit.col.article"), w("audit.col.trainees"), w("audit.col.attempts"), w("audit.col.decisions"),
                  w("audit.col.missed"), w("audit.col.accuracy"), w("audit.col.most_missed")], rows,
                 right=(1, 2, 3, 4, 5), width=width)

    # Scenarios
    out += ["", w("audit.scenarios").upper(), *_wrap(w("audit.scenarios_note"), width).split("\n"), ""]
    out += table(
        [w("audit.col.scenario"), w("audit.col.attempts"), w("audit.col.pass_rate"), w("audit.col.mean_score"),
         w("audit.col.most_missed")],
        [(safe_text(s.scenario), w.count(s.attempts), w.pass_rate(s.pass_rate, s.pass_mark), w.percent(s.mean_score),
          scenario_missed_text(s, w) + (f"  [{w('audit.versions', n=s.versions)}]" if s.versions > 1 else "")
          + (f"  [{w('audit.not_bundled', n=s.not_bundled)}]" if s.not_bundled else ""))
         for s in views.scenarios],
        right=(1, 2, 3), width=width)
    return out + _next_drill_text(views, w, width)


def _next_drill_text(views: Audit, w: Words, width: int | None = None) -> list[str]:
    """With --trainee: the articles the trainee's next adaptive drill stresses, each with its box, its hands,
    its variants and why (trainer.adaptive)."""
    plan = views.next_drill
    if plan is None:
        return []
    from ..adaptive import command
    from ..adaptive.plan import box_text
    from ..i18n import text_in

    out = ["", w("adaptive.audit.title").upper(),
           *_wrap(w("adaptive.audit.note", command=command(plan.trainee, w.lang), recorded=w.count(plan.recorded)),
                  width).split("\n"),
           ""]
    rows: list[Sequence[str] | str] = []
    for s in plan.stressed:
        rows.append((w.article(s.item.article), box_text(s.item, w.lang), w.count(s.hands)))
        rows.append(_indented(text_in(s.why, w.lang), width))
        rows.append(_indented(f"{w('adaptive.audit.col.variants')}: {', '.join(s.variants)}", width))
    return out + table([w("audit.col.article"), w("adaptive.audit.col.box"), w("adaptive.audit.col.hands")], rows,
                       right=(1, 2), width=width)


def _indented(text: str, width: int | None = None) -> str:
    return textwrap.fill(text, width or NOTE_WIDTH, initial_indent="    ", subsequent_indent="      ",
                         break_on_hyphens=False, break_long_words=width is None)
