"""The bundled catalogue's version of each scenario id: the SHA-256 of its file, so that the audit can show
results graded against another file under the same id (an edited copy, an older or newer trainer's)."""
from __future__ import annotations

from typing import Iterable

from ..scenario.files import scenario_files
from ..sequence.load import load_any
from ..yamlio.errors import Invalid


def catalogue_versions(folders: Iterable[str]) -> dict[str, str]:
    """Scenario id -> the SHA-256 of its file's bytes, for the valid scenario files of `folders` (the bundled
    ones: trainer.cli.options.bundled_scenarios). Loaded, not solved: the id and the bytes are what count."""
    out: dict[str, str] = {}
    for path in scenario_files(folders):
        try:
            scenario = load_any(path)
        except (Invalid, OSError):
            continue
        if scenario.sha256 is not None:
            out.setdefault(scenario.id, scenario.sha256)
    return out
