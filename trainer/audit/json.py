"""The audit as JSON for tools: one document.

    {"format": 1, "store": WHERE, "filters": {...}, "records": N, "first_graded": ..., "last_graded": ...,
     "trainees": [...], "articles": [...], "scenarios": [...], "next_drill": {...} | null}

The views' to_json, with where the records came from; rates are fractions
rounded to 4 places, null when nothing was counted. `next_drill` (with
--trainee only, else null) is what that trainee's next adaptive drill would
stress: {"trainee", "recorded_hands", "hands", "order": [article per hand],
"articles": [{"article", "box" (0: new), "hands", "reviews", "misses",
"recent", "recent_misses", "streak", "last_missed_hand", "missed_keys":
[{"key", "missed"}], "variants": [...], "why"}]}, whys in English. Each trainee carries
`seconds_per_decision`: {"median", "slowest"} over its counted decisions
whose records kept their times, null when none did, and `seconds_per_hand`:
{"median", "slowest"} over its hands (a hand's seconds: its counted
decisions' seconds added up), null when no hand kept a time.
"""
from __future__ import annotations

import json

from ..terminal import safe_json_lines
from ..vocab import JSON
from .views import Audit


def document(views: Audit, store: str = "") -> dict[str, JSON]:
    doc = views.to_json()
    return {"format": doc.pop("format"), "store": store, **doc}


def audit_json(views: Audit, store: str = "") -> str:
    return safe_json_lines(json.dumps(document(views, store), ensure_ascii=False, indent=2)) + "\n"
