"""Ctrl-C at any moment of any command ends it like a stop: one sentence in the command's language, exit 130.

A session stops safely on its own once its loop runs (trainer.session.runner); before that (loading the
scenarios, generating a drill, dealing an exam) and in every other command, Ctrl-C reaches the click group,
which would print click's "Aborted!" and exit 1. The group here says instead what a stop at that moment
means: nothing was answered, so nothing was saved or recorded for it; an exam can be sat again at once.
"""
from __future__ import annotations

import shutil
import signal
import textwrap
from typing import NoReturn

import click

from .. import exitcodes

LANG = "trainer.lang"  # where --lang keeps its value for the group (click's ctx.meta is shared by every context)


def keep_lang(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """--lang's callback: the language the stop message is said in, should Ctrl-C come before the session."""
    ctx.meta[LANG] = value
    return value


class StoppingGroup(click.Group):
    """The `trainer` group: a KeyboardInterrupt that no session caught ends the command with exit 130."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            stopped(ctx.invoked_subcommand, str(ctx.meta.get(LANG, "en")))


def stopped(command: str | None, lang: str) -> NoReturn:
    """The stop said on a line of its own (the terminal's ^C is still on the prompt's line), then exit 130; a
    second Ctrl-C meanwhile is ignored."""
    # Not trainer.session.signals: importing the session package may be what Ctrl-C cut short.
    try:
        old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):  # not the main thread: a second Ctrl-C cannot be held off there
        old = None
    try:
        try:
            from ..i18n.stops import stop_message

            said = stop_message(command, lang)
        except Exception:  # noqa: BLE001  (an import Ctrl-C cut short, its module half made: exit 130 all the same)
            said = ""
        click.echo()
        if said:  # broken between words at the terminal's width, as every line a session writes
            width = shutil.get_terminal_size().columns - 1
            click.echo(textwrap.fill(said, width=max(20, width), break_long_words=False, break_on_hyphens=False))
    except OSError:  # the terminal is gone: there is no one to tell
        pass
    finally:
        if old is not None:
            signal.signal(signal.SIGINT, old)
    raise SystemExit(exitcodes.INTERRUPTED)
