"""The class view as a printable page (HTML, A4), a CSV table or one JSON document: the same figures."""
from __future__ import annotations

import csv
import io
import json
from typing import Mapping

from ..audit.csv import formula_safe
from ..audit.views import ArticleView
from ..i18n import cite, say, text_in
from ..report.page import environment
from ..terminal import safe_json_lines, safe_text
from .report import ClassReport, csv_rows

COLUMNS = ("view", "trainee", "article", "decisions", "right", "accuracy", "recent", "trend", "box", "mastered",
           "seconds_per_decision", "exams", "certificates", "most_missed")


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.0%}"


def class_json(report: ClassReport) -> str:
    return safe_json_lines(json.dumps(report.to_json(), ensure_ascii=False, indent=2)) + "\n"


def class_csv(report: ClassReport) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in csv_rows(report):
        # Text from the store (a trainee id, a key) never reaches a spreadsheet as a formula, as in the audit's CSV.
        writer.writerow({k: "" if v is None else formula_safe(v) if isinstance(v, str) else v for k, v in row.items()})
    return out.getvalue()


def class_html(report: ClassReport, lang: str = "en") -> str:
    from ..rulebook import find

    def w(mid: str, **params: object) -> str:
        return text_in(say(mid, **params), lang)

    words = {k: w(f"class.{k}") for k in ("trainees", "trainee", "attempts", "accuracy", "time", "exams",
                                          "certificates", "article", "decisions", "recent", "trend", "box",
                                          "mastered", "articles", "missed", "rules", "no_results")}
    cited: dict[str, int | str] = {}
    named: dict[int | str, dict[str, str]] = {}  # an article's name and anchor, made once for every row citing it
    trend = {t: w(f"class.trend.{t}") for t in ("up", "down", "level")}
    yes = w("class.yes")

    def article(a: int | str) -> dict[str, str]:
        known = named.get(a)
        if known is None:
            anchor = safe_text(str(a))
            cited.setdefault(anchor, a)
            known = named[a] = {"article": safe_text(cite([a], lang)), "anchor": anchor}
        return known

    trainees = []
    for t in report.trainees:
        v = t.view
        trainees.append({
            "id": safe_text(t.trainee), "attempts": v.attempts if v else 0, "accuracy": _pct(v.accuracy if v else None),
            "seconds": "–" if t.seconds_per_decision is None else f"{t.seconds_per_decision:.1f}",
            "exams": len(t.exams), "certificates": t.certificates,
            "mastered": cite([a.article for a in t.articles if a.mastered], lang) or "–",
            "rows": [{**article(a.article), "decisions": a.decisions, "accuracy": _pct(a.accuracy),
                      "recent": _pct(a.recent), "trend": trend[a.trend], "trend_class": a.trend,
                      "box": a.box, "mastered": yes if a.mastered else ""} for a in t.articles],
            "exam_lines": [f"{w('class.exams')}: {safe_text(e.exam)} · {safe_text(e.outcome)} · {e.score}/{e.max} · "
                           f"{safe_text(e.graded_at)}" for e in t.exams],
        })

    def class_row(a: ArticleView) -> Mapping[str, object]:
        return {**article(a.article), "decisions": a.decisions, "accuracy": _pct(a.accuracy),
                "missed": ", ".join(f"{safe_text(k.key)} ({k.missed})" for k in a.most_missed[:3]) or "–"}

    rows = [class_row(a) for a in report.articles]
    rules = []
    for anchor, a in cited.items():
        topic = find(str(a))
        if topic is not None:
            rules.append({"anchor": anchor, "title": topic.title[lang],
                          "paragraphs": [p for p in topic.text[lang].split("\n\n") if p.strip()]})
    c = {"lang": lang, "title": w("class.title"), "name": safe_text(report.name),
         "heading": w("class.heading", name=safe_text(report.name), trainees=len(report.trainees),
                      records=report.records),
         "mastery": w("class.mastery", n=report.rule.last, m=report.rule.scenarios), "w": words,
         "trainees": trainees, "articles": rows, "rules": rules}
    return environment().get_template("class.html.j2").render(c=c)
