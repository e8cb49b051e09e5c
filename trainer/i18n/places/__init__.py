"""The sentences of each article's place (trainer/faults/<article>/): the engine's reasons for its faults and
the session's story of them, English and Italian; `shared` holds those several articles use.

Each module's MESSAGES declares its messages (ids starting with "session." are the session's story, the others
the engine's); their Italian is in the gettext catalog (trainer/locale/it/LC_MESSAGES/trainer.po).
"""
from __future__ import annotations

from types import ModuleType

from . import art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, art11, art12, art14, premise, shared

MODULES: tuple[ModuleType, ...] = (shared, art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, art11, art12, art14,
                                  premise)
