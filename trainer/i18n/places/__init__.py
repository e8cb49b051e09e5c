"""The sentences of each article's place (trainer/faults/<article>/): the engine's reasons for its faults and
the session's story of them, English and Italian; `shared` holds those several articles use.

Ids starting with "session." join the session catalog (trainer.i18n.session), the others the engine
catalog (trainer.i18n.engine); each module's EN and IT hold the same ids.
"""
from __future__ import annotations

from types import ModuleType

from . import art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, art11, art12, art14, premise, shared

MODULES: tuple[ModuleType, ...] = (shared, art1, art2, art3, art4, art5, art6, art7, art8, art9, art10, art11, art12, art14,
                                  premise)


def catalog(lang: str, session: bool) -> dict[str, str]:
    """The places' sentences in `lang` ("EN" or "IT"): the session's story (session.*) or the engine's."""
    return {mid: text for module in MODULES for mid, text in getattr(module, lang).items()
            if mid.startswith("session.") == session}
