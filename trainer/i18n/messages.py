"""The messages of the gettext catalog, as the code declares them: an id (the msgctxt) and its English (the msgid).

English is the source language: `C_("solve.punto.stands", "Punto {cards} makes {score}: ...")` declares a
message and says its English; its Italian is in trainer/locale/it/LC_MESSAGES/trainer.po under the same
msgctxt and msgid. A message that says a count has a plural: `NC_(id, singular, plural, count="count")`, and
each language picks its form with ngettext's rule. The template
trainer/locale/trainer.pot is extracted from these calls (`tools/catalog_to_gettext.py pot`, which runs
xgettext with the keywords C_:1c,2 and NC_:1c,2,3).

Declaring a message registers it, so a module's messages are known once it is imported: the catalog modules
of trainer/i18n are imported on the first text rendered (`trainer.i18n.english`), a drill's with its drill.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Message:
    """One message: its id, its English, and for a count its English plural and the parameter that counts."""

    id: str
    en: str
    plural: str | None = None
    count: str = "n"

    def english(self, n: int | None = None) -> str:
        """Its English template; with a plural, the form for `n` (English: the singular for exactly one)."""
        if self.plural is None or n == 1:
            return self.en
        return self.plural


REGISTRY: dict[str, Message] = {}  # every message declared so far, by id


def C_(id: str, en: str) -> Message:  # noqa: N802  (the keyword xgettext extracts: C_:1c,2)
    """Declare the message `id`, whose English is `en`."""
    return _register(Message(id, en))


def NC_(id: str, singular: str, plural: str, count: str = "n") -> Message:  # noqa: N802  (NC_:1c,2,3)
    """Declare the message `id` that says a count, the parameter `count`: English `singular` for one, else `plural`."""
    return _register(Message(id, singular, plural, count))


def _register(message: Message) -> Message:
    known = REGISTRY.get(message.id)
    if known is not None and known != message:
        raise ValueError(f"message {message.id!r} is declared twice, with different English")
    REGISTRY[message.id] = message
    return message


Messages = tuple[Message, ...]
