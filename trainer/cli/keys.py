"""`trainer keys`: the Ed25519 key pair that signs results (trainer.store.keys)."""
from __future__ import annotations

import shlex
import sys

import click

from .options import fail


@click.group()
def keys() -> None:
    """The key pair that signs results, so that inspectors verify with the public key alone.

    The private key (signing.key) stays on the recording machines, named by
    TRAINER_SIGNING_KEY; the inspectors get the public key (signing.pub) and
    run trainer audit verify --public-key signing.pub. Needs the sign extra:
    pip install 'trainer[sign]'.
    """


@keys.command("new")
@click.option("--out", "folder", required=True, type=click.Path(file_okay=False), metavar="DIR",
              help="The folder to write signing.key (readable by you only) and signing.pub into; made if "
                   "missing. Existing keys there are never overwritten.")
def keys_new(folder: str) -> None:
    """Make a new key pair: DIR/signing.key (mode 0600) and DIR/signing.pub.

    Prints the key id (the first 16 hex digits of the SHA-256 of the raw
    public key), which verify's messages and each signed record name.

    Exit 0 when written, 1 when a key is already there, the folder cannot be
    written, or the cryptography package is missing.
    """
    from ..store.keys import KeyFileError, new_key_pair
    from ..terminal import text_columns
    from .prose import echo

    try:
        private, public, kid = new_key_pair(folder)
    except FileExistsError as err:
        fail(f"trainer: {err} already exists; no key was written (a key pair is never overwritten: choose "
             f"another --out folder, or remove the old pair once nothing is signed with it).")
    except KeyFileError as err:
        fail(f"trainer: {err}")
    except OSError as err:
        fail(f"trainer: cannot write the key pair into {folder}: {err.strerror}")
    # Each path on a line of its own, whole, and the variable as a line to paste (issue 20, item 4).
    export = f"  export TRAINER_SIGNING_KEY={shlex.quote(private)}"
    columns = text_columns(sys.stdout) if sys.stdout.isatty() else None
    if columns is not None and len(export) > columns:  # the shell joins a line ended by a backslash to the next
        export = f"  export TRAINER_SIGNING_KEY=\\\n{shlex.quote(private)}"
    echo(f"Key pair written, key id {kid}.\n"
         f"The private key, to keep on the recording machines (named by TRAINER_SIGNING_KEY):\n"
         f"  {private}\n{export}\n"
         f"The public key, to give to the inspectors:\n"
         f"  {public}")
