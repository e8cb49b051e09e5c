"""Ctrl-C at any moment of any command ends it like a stop: one sentence in the command's language, exit 130.

A session stops safely on its own once its loop runs (trainer.session.runner); before that (loading the
scenarios, generating a drill, dealing an exam) and in every other command, Ctrl-C reaches the click group,
which would print click's "Aborted!" and exit 1. The group here says instead what a stop at that moment
means: nothing was answered, so nothing was saved or recorded for it; an exam can be sat again at once.
"""
from __future__ import annotations

import signal
from typing import Any

import click

from .. import exitcodes

LANG = "trainer.lang"  # where --lang keeps its value for the group (click's ctx.meta is shared by every context)


def keep_lang(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """--lang's callback: the language the stop message is said in, should Ctrl-C come before the session."""
    ctx.meta[LANG] = value
    return value


def stop_message(command: str | None, lang: str) -> str:
    """What a stop before any answer says, by the command stopped."""
    from ..i18n import say, text_in

    which = {"train": "session.stopped.before", "exam": "exam.stopped.before"}.get(command or "", "cli.stopped")
    return text_in(say(which), lang)


def from_argv(argv: list[str]) -> tuple[str | None, str]:
    """The command and the language of a command line not parsed yet (Ctrl-C while click itself is imported):
    the first word, and --lang's value when it is given as a word of its own or as --lang=it."""
    command = argv[0] if argv and not argv[0].startswith("-") else None
    lang = "en"
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif word.startswith("--lang="):
            lang = word.partition("=")[2]
    return command, lang if lang in ("en", "it") else "en"


class StoppingGroup(click.Group):
    """The `trainer` group: a KeyboardInterrupt that no session caught ends the command with exit 130."""

    def invoke(self, ctx: click.Context) -> Any:  # Any: click's own signature
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            stopped(ctx.invoked_subcommand, str(ctx.meta.get(LANG, "en")))


def stopped(command: str | None, lang: str) -> None:
    """The stop said on a line of its own (the terminal's ^C is still on the prompt's line), then exit 130; a
    second Ctrl-C meanwhile is ignored."""
    from ..session.signals import ignoring

    with ignoring(signal.SIGINT):
        try:
            click.echo()
            click.echo(stop_message(command, lang))
        except OSError:  # the terminal is gone: there is no one to tell
            pass
    raise SystemExit(exitcodes.INTERRUPTED)
