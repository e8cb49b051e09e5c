"""The `trainer` command: thin click commands that parse, call the pipeline, and exit with a named code.

One module per command group: scenarios (validate, solve, schema,
generate), grade, train, audit (and audit verify), rules; the options they share are
declared once in options.py, the results store is opened in results.py.
Only click is imported at start-up; a command's module is imported when the
command is looked up, and the command imports the engine when it runs, so
`trainer --help` stays as quick as click itself.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator, MutableMapping
from importlib import import_module

import click

from .. import __version__

# A command makes many small records that hold no cycles (cards, sentences, hands), so the collector's
# youngest generation, swept every 700 allocations by default, finds nothing to free: about 6% of a big
# `trainer solve`. Sweep it every 20,000 instead; cycles are still collected, only less often.
gc.set_threshold(20_000, 10, 10)

# Command name -> the module of this package that defines it (as a function of the same name,
# scenarios' four aside). A command's module is imported when the command is first looked up:
# `trainer solve` does not import the audit's, the session's or the grader's command lines.
_WHERE = {"validate": "scenarios", "solve": "scenarios", "schema": "scenarios", "grade": "grade",
          "generate": "scenarios", "train": "train", "audit": "audit", "rules": "rules"}


class _Commands(MutableMapping[str, click.Command]):
    """The group's commands by name, each imported on first use; click and the tests see a plain mapping."""

    def __init__(self, where: dict[str, str]) -> None:
        self._where = dict(where)
        self._loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        command = self._loaded.get(name)
        if command is None:
            module = self._where[name]  # KeyError for an unknown name, as a dict would
            command = getattr(import_module(f"{__name__}.{module}"), name)
            assert isinstance(command, click.Command) and command.name == name, (name, module)
            self._loaded[name] = command
        return command

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._where.setdefault(name, "")
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        del self._where[name]
        self._loaded.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __contains__(self, name: object) -> bool:
        return name in self._where


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, commands=_Commands(_WHERE))
@click.version_option(__version__, prog_name="trainer")
def main() -> None:
    """Punto Banco "cards in hand": train dealers on the error articles 1-10.

    Scenario files script one hand with one fault; the engine knows the
    correct procedure for each and the article behind every decision.
    """
