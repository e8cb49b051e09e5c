"""The sentence a stop before any answer says (Ctrl-C while a command loads), from the prompts' catalog alone.

Ctrl-C may cut an import short and leave its module half made; so this needs only gettext and the small
catalog of trainer.i18n.prompts (`prompts`), never the whole catalog (trainer.i18n.english imports every module that
declares messages) and never click: `trainer` says it even while click itself is being imported.
"""
from __future__ import annotations

from . import prompts, translations  # noqa: F401  (prompts declares the stop sentences)
from .messages import REGISTRY

_STOPS = {"train": "session.stopped.before", "exam": "exam.stopped.before"}  # by command; any other: cli.stopped


def stop_message(command: str | None, lang: str) -> str:
    """What a stop of `command` before its first answer says, in `lang`."""
    which = _STOPS.get(command or "", "cli.stopped")
    message = REGISTRY[which]  # declared by trainer.i18n.prompts, imported above
    return message.en if lang == "en" else translations(lang).pgettext(message.id, message.en)


def from_argv(argv: list[str]) -> tuple[str | None, str]:
    """The command and the language of a command line not parsed yet: its first word, and --lang's value given
    as a word of its own or as --lang=it (English for any other)."""
    command = argv[0] if argv and not argv[0].startswith("-") else None
    lang = "en"
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif word.startswith("--lang="):
            lang = word.partition("=")[2]
    return command, lang if lang in ("en", "it") else "en"
