"""The inspector's views of recorded results (`trainer audit`).

    from trainer.audit import audit, render
    views = audit(store.records(since=..., trainee=...), article=3)
    text = render(views, "html", lang="it", store=store.where)

views.py computes per trainee, per article and per scenario figures in one
streaming pass over records; render.py writes them as text, JSON, CSV or an
HTML page (svg.py draws its charts). The tamper check is trainer.store.verify;
`trainer audit verify` runs it.
"""
from .render import CSV_COLUMNS, FORMATS, render
from .views import Audit, Tally, audit

__all__ = ["Audit", "CSV_COLUMNS", "FORMATS", "Tally", "audit", "render"]
