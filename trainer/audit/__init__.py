"""The inspector's views of recorded results (`trainer audit`).

    from trainer.audit import audit, audit_report
    views = audit(store.records(since=..., trainee=...), article=3)
    text = audit_report(views, "html", lang="it", store=store.where)

tally.py computes per trainee, per article and per scenario figures (the
frozen values of views.py) in one streaming pass over records. Each format
has its renderer: text.py for a terminal, csv.py (its columns documented
there) and json.py for tools, page.py for an HTML page to print (svg.py
draws its charts); words.py holds what text and page both say. The tamper
check is trainer.store.verify; `trainer audit verify` runs it.
"""
from __future__ import annotations

from datetime import datetime

from .csv import CSV_COLUMNS, audit_csv
from .json import audit_json
from .page import audit_html
from .tally import Tally, audit
from .text import audit_text
from .views import Audit

FORMATS = ("text", "json", "csv", "html")


def audit_report(views: Audit, fmt: str, lang: str = "en", store: str = "", now: datetime | None = None) -> str:
    """The views in one of FORMATS; `lang` labels text and html, `store` says where the records came from."""
    if fmt == "json":
        return audit_json(views, store)
    if fmt == "csv":
        return audit_csv(views)
    if fmt == "html":
        return audit_html(views, lang, store, now)
    if fmt == "text":
        return audit_text(views, lang, store)
    raise ValueError(f"format must be one of {', '.join(FORMATS)}; got {fmt!r}")


__all__ = ["Audit", "CSV_COLUMNS", "FORMATS", "Tally", "audit", "audit_csv", "audit_html", "audit_json",
           "audit_report", "audit_text"]
