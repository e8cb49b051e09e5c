"""The inspector's views of recorded results (`trainer audit`).

    from trainer.audit import audit_report
    from trainer.audit.tally import audit
    views = audit(store.records(since=..., trainee=...), article=3)
    text = audit_report(views, "html", lang="it", store=store.where)

tally.py computes per trainee, per article and per scenario figures (the
frozen values of views.py) in one streaming pass over records. Each format
has its renderer: text.py for a terminal, csv.py (its columns documented
there) and json.py for tools, page.py for an HTML page to print (svg.py
draws its charts); words.py holds what text and page both say. The tamper
check is trainer.store.verify; `trainer audit verify` runs it.

Importing the package imports none of them: a caller imports the module it needs, and audit_report only the
renderer of the format asked, so that the class report and `trainer audit verify` do not load the page's
templates.
"""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .views import Audit

FORMATS = ("text", "json", "csv", "html")


def audit_report(views: Audit, fmt: str, lang: str = "en", store: str = "", now: datetime | None = None) -> str:
    """The views in one of FORMATS; `lang` labels text and html, `store` says where the records came from."""
    if fmt == "json":
        from .json import audit_json

        return audit_json(views, store)
    if fmt == "csv":
        from .csv import audit_csv

        return audit_csv(views)
    if fmt == "html":
        from .page import audit_html

        return audit_html(views, lang, store, now)
    if fmt == "text":
        from .text import audit_text

        return audit_text(views, lang, store)
    raise ValueError(f"format must be one of {', '.join(FORMATS)}; got {fmt!r}")


__all__ = ["FORMATS", "audit_report"]
