"""A certificate as people read it: lines for the terminal, a printable A4 page (HTML), in English or Italian.

Only a certificate whose fields have their types is shown (verify.py's field check); showing checks no
signature: `trainer certificate verify` does.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..i18n import cite, say, text_in
from ..i18n.format import percent
from ..terminal import safe_text
from ..vocab import JSON
from .verify import CertificateError, field_problems


def _t(lang: str, mid: str, **params: object) -> str:
    return text_in(say(mid, **params), lang)


@dataclass(frozen=True, slots=True)
class ArticleRow:
    article: str
    decisions: int
    right: int


@dataclass(frozen=True, slots=True)
class View:
    lang: str
    title: str
    heading: str
    trainee: str
    exam: str
    proctor: str
    issued: str
    passed: bool
    result: str
    score: str
    articles: tuple[ArticleRow, ...]
    rule: tuple[str, ...]
    records: str
    catalogue: str
    rulebook: str
    version: str
    key_id: str
    verify: str
    labels: Mapping[str, str]


def _article(article: str, lang: str) -> str:
    """An article as the table's row names it: its number, or the premise in the reader's language."""
    return _t(lang, "cite.premise") if article == "premise" else _s(article)


def _s(value: JSON) -> str:
    return safe_text(str(value))


def _order(article: str) -> tuple[int, int, str]:
    return (0, int(article), "") if article.isdigit() else (1, 0, article)


def view(cert: Mapping[str, JSON], lang: str) -> View:
    bad = field_problems(cert)
    if bad:
        raise CertificateError("not a certificate the trainer can show: " + "; ".join(bad))
    exam, trainer, articles, rule, results = (cert["exam"], cert["trainer"], cert["articles"], cert["pass_rule"],
                                              cert["results"])
    assert isinstance(exam, dict) and isinstance(trainer, dict) and isinstance(articles, dict)
    assert isinstance(rule, dict) and isinstance(results, list)
    score, most = cert["score"], cert["max"]
    assert isinstance(score, int) and isinstance(most, int)
    rows = []
    for article in sorted(articles, key=_order):
        tally = articles[article]
        assert isinstance(tally, dict)
        d, r = tally["decisions"], tally["right"]
        assert isinstance(d, int) and isinstance(r, int)
        rows.append(ArticleRow(_article(article, lang), d, r))
    lines = []
    least = rule.get("min_fraction")
    if isinstance(least, (int, float)):
        lines.append(_t(lang, "cert.rule.overall", least=percent(least, lang, 0)))
    per = rule.get("min_per_article")
    for article, f in sorted(per.items(), key=lambda x: _order(x[0])) if isinstance(per, dict) else []:
        if isinstance(f, (int, float)):
            lines.append(_t(lang, "cert.rule.article", article=cite([_s(article)], lang), least=percent(f, lang, 0)))
    reds = rule.get("red_lines")
    for line in reds if isinstance(reds, list) else []:
        if isinstance(line, dict):
            cited = line.get("articles")
            where = (_t(lang, "cert.rule.red_line.where", articles=cite([_s(a) for a in cited], lang))
                     if isinstance(cited, list) and cited else "")
            lines.append(_t(lang, "cert.rule.red_line", key=_s(line.get("key")), where=where))
    mastery = rule.get("mastery")  # only in a rule that asks for it (FORMATS §7)
    if isinstance(mastery, dict):
        lines.append(_t(lang, "cert.rule.mastery", last=_s(mastery.get("last")),
                        scenarios=_s(mastery.get("scenarios"))))
    seqs = [r["seq"] for r in results if isinstance(r, dict)]
    passed = cert["passed"] is True
    labels = {k: _t(lang, f"cert.{k}") for k in ("exam", "proctor", "issued", "trainer", "articles", "article",
                                                 "decisions", "right", "rule", "catalogue", "rulebook", "key")}
    return View(lang, _t(lang, "cert.title"), _t(lang, "cert.heading"), _s(cert["trainee"]), _s(exam["id"]),
                _s(exam["proctor"]), _s(cert["issued"]), passed, _t(lang, "cert.passed" if passed else "cert.failed"),
                _t(lang, "cert.score", score=score, max=most, fraction=percent(score / most, lang, 1) if most else "-"),
                tuple(rows), tuple(lines), _t(lang, "cert.records", count=len(seqs), seqs=", ".join(map(_s, seqs))),
                _s(exam["catalogue_sha256"]), _s(trainer["rulebook_sha256"]), _s(trainer["version"]),
                _s(cert["key_id"]), _t(lang, "cert.verify"), labels)


def certificate_lines(cert: Mapping[str, JSON], lang: str) -> list[str]:
    v = view(cert, lang)
    out = [f"{v.title}: {v.heading}", "", f"{_t(lang, 'cert.trainee')}: {v.trainee}",
           f"{v.labels['exam']}: {v.exam}", f"{v.labels['proctor']}: {v.proctor}",
           f"{v.labels['issued']}: {v.issued}", f"{_t(lang, 'cert.result')}: {v.result}, {v.score}", "",
           f"{v.labels['articles']}:"]
    out += [f"  {r.article:>8}  {r.right:>4} / {r.decisions:<4}" for r in v.articles]
    out += ["", f"{v.labels['rule']}:", *(f"  - {line}" for line in v.rule), "", v.records,
            f"{v.labels['catalogue']}: {v.catalogue}", f"{v.labels['rulebook']}: {v.rulebook}",
            f"{v.labels['trainer']}: {v.version}", f"{v.labels['key']}: {v.key_id}", "", v.verify]
    return out


def certificate_html(cert: Mapping[str, JSON], lang: str) -> str:
    from ..report.page import environment

    return environment().get_template("certificate.html.j2").render(c=view(cert, lang))
