"""Every command and subcommand has help: `--help` exits 0 with a usage line and a description."""
from __future__ import annotations

import click
from click.testing import CliRunner

from trainer.cli import main


def commands(group: click.Group, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    """(command path, command) for `group` and everything under it, walked from `.commands`."""
    found = [(path, group)]
    for name, command in sorted(group.commands.items()):
        if isinstance(command, click.Group):
            found += commands(command, path + (name,))
        else:
            found.append((path + (name,), command))
    return found


def test_every_command_and_subcommand_has_help():
    walked = commands(main)
    assert {" ".join(p) for p, _ in walked} >= {"", "validate", "solve", "schema", "grade", "generate", "train",
                                               "audit", "audit verify"}
    for path, command in walked:
        result = CliRunner().invoke(main, [*path, "--help"])
        shown = " ".join(("trainer", *path))
        assert result.exit_code == 0, (shown, result.output)
        lines = result.output.splitlines()
        assert lines and lines[0].startswith("Usage: ") and all(p in lines[0] for p in path), (shown, lines[:1])
        description = (command.help or "").strip()
        assert description, f"{shown} has no description"
        first = " ".join(description.split("\n\n")[0].split())  # help text is re-wrapped to the terminal
        assert first in " ".join(result.output.split()), shown
