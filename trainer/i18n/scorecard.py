"""Labels and sentences of scorecards and grading reports, in English and Italian."""
EN: dict[str, str] = {}
IT: dict[str, str] = {}
