"""Article 11 drill variants (none yet: the table drills come with the session)."""
from __future__ import annotations

from ..drill_kit import Variant

VARIANTS: tuple[Variant, ...] = ()
