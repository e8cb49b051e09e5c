"""The `trainer` command: thin click commands that parse, call the pipeline, and exit with a named code.

One module per command group: scenarios (validate, solve, schema,
generate), grade, train, audit (and audit verify, audit checkpoint), rules,
keys (keys new), exam, certificate (verify, show), class (class report); the options they share are
declared once in options.py, the results store is opened in results.py.
A command imports the engine when it runs, so `trainer --help` imports
little more than click.
"""
from __future__ import annotations

import click

from .. import __version__
from .audit import audit
from .certificate import certificate
from .classview import class_group
from .exam import exam
from .grade import grade
from .keys import keys
from .rules import rules
from .scenarios import generate, schema, solve, validate
from .stop import StoppingGroup
from .train import train


@click.group(cls=StoppingGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="trainer")
def main() -> None:
    """Punto Banco "cards in hand": train dealers on the error articles 1-10 and the table's conduct, certify them.

    Scenario files script one hand, or a sequence from one sabot, with its
    faults; the engine knows the correct procedure for each and the article
    behind every decision. Exams are proctored and give signed certificates
    that inspectors verify offline.
    """


main.add_command(validate)
main.add_command(solve)
main.add_command(schema)
main.add_command(grade)
main.add_command(generate)
main.add_command(train)
main.add_command(audit)
main.add_command(rules)
main.add_command(keys)
main.add_command(exam)
main.add_command(certificate)
main.add_command(class_group)
