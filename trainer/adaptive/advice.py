"""One line of end-of-session advice: the adaptive drill that follows from the session's results.

The session summary (trainer.session) adds it when the session had a
trainee id; it names the command in the session's language.
"""
from __future__ import annotations

from ..i18n import say, text_in
from .plan import command, command_args


def adaptive_advice(trainee: str | None, lang: str = "en", store: str | None = None) -> str | None:
    """"Next: trainer train --adaptive --trainee T-0042 ..." in `lang`, or None without a trainee id;
    `store` is the --store the session recorded to (None: the default store)."""
    if trainee is None or not trainee.strip():
        return None
    return text_in(say("adaptive.advice", command=command(trainee.strip(), lang, store=store)), lang)


def adaptive_offer(trainee: str | None, lang: str = "en", store: str | None = None) -> tuple[str, list[str]] | None:
    """The same advice as a sentence ("Your next drill, chosen from your results:") and the command's
    arguments, for a summary that sets the command on lines of its own (continued with a backslash)."""
    if trainee is None or not trainee.strip():
        return None
    return text_in(say("adaptive.advice.head"), lang), command_args(trainee.strip(), lang, store=store)
