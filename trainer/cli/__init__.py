"""The `trainer` command: thin click commands that parse, call the pipeline, and exit with a named code.

One module per command group: scenarios (validate, solve, schema,
generate), grade, train, audit (and audit verify), rules; the options they share are
declared once in options.py, the results store is opened in results.py.
Only click is imported at start-up; each command imports the engine when it
runs, so `trainer --help` stays as quick as click itself.
"""
from __future__ import annotations

import click

from .. import __version__
from . import audit, grade, rules, scenarios, train


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="trainer")
def main() -> None:
    """Punto Banco "cards in hand": train dealers on the error articles 1-10.

    Scenario files script one hand with one fault; the engine knows the
    correct procedure for each and the article behind every decision.
    """


for _command in (scenarios.validate, scenarios.solve, scenarios.schema, grade.grade, scenarios.generate,
                 train.train, audit.audit, rules.rules):
    main.add_command(_command)
