"""`trainer certificate`: check a certificate offline (and against the store), or print it (trainer.certificate)."""
from __future__ import annotations

import sys

import click

from .options import fail, lang_option, write_out
from .prose import echo


@click.group()
def certificate() -> None:
    """Certificates written by trainer exam: verify them, show them.

    A certificate is one JSON file signed with the school's Ed25519 key;
    anyone with the public key (signing.pub) can check it, offline.
    """


@certificate.command("verify")
@click.argument("path", metavar="FILE", type=click.Path(dir_okay=False))
@click.option("--public-key", "public_key", required=True, type=click.Path(dir_okay=False), metavar="KEY",
              help="The school's public key (signing.pub).")
@click.option("--store", "store", default=None, metavar="PATH|URL",
              help="Also check the records the certificate rests on in this results store (an SQLite file or a "
                   "postgresql:// URL). Only when given: $TRAINER_STORE is not read, the check is offline.")
def verify(path: str, public_key: str, store: str | None) -> None:
    """Check FILE: its format and kind, its fields, that key_id is the
    public key's, that the signature checks and that the file is in its one
    written form (canonical JSON), so that any byte changed fails. With --store, also that
    every record it rests on is in the store with its hash, and that the
    store verifies. Needs no network and no secret.

    Exit 0 when everything holds, 1 when anything fails (each check is named).
    """
    from ..certificate.verify import CertificateError, read_text, verify_in_store, verify_offline
    from ..store import StoreError
    from ..store.keys import KeyFileError, load_public_key
    from ..terminal import safe_text
    from .results import open_for_audit

    try:
        key = load_public_key(public_key)
        cert, raw = read_text(path)
    except (KeyFileError, CertificateError) as err:
        fail(safe_text(f"trainer: {err}"))
    checks = verify_offline(cert, key, raw)
    if store is not None:
        results = open_for_audit(store)
        try:
            checks += verify_in_store(cert, results, key)
        except StoreError as err:
            fail(safe_text(f"trainer: {err}"))
        finally:
            results.close()
    for check in checks:
        echo(safe_text(f"{'ok  ' if check.ok else 'FAIL'} {check.name}: {check.message}"))
    failed = [c.name for c in checks if not c.ok]
    if failed:
        echo(safe_text(f"{path}: NOT VALID: {', '.join(failed)} failed."))
        sys.exit(1)
    echo(safe_text(f"{path}: valid, signed with key {key.key_id}."))


@certificate.command("show")
@click.argument("path", metavar="FILE", type=click.Path(dir_okay=False))
@click.option("--format", "fmt", type=click.Choice(["text", "html"]), default="text", show_default=True,
              help="text for the terminal; html for a printable A4 page.")
@lang_option("Language of the page (it: Italian).")
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="Write to this new file (never over "
              "one) instead of printing.")
def show(path: str, fmt: str, lang: str, out: str | None) -> None:
    """Print the certificate FILE as a reader sees it (it checks nothing:
    use trainer certificate verify for that)."""
    from ..certificate.page import certificate_html, certificate_lines
    from ..certificate.verify import CertificateError, read_certificate
    from ..terminal import safe_text

    try:
        cert = read_certificate(path)
        text = certificate_html(cert, lang) if fmt == "html" else "\n".join(certificate_lines(cert, lang)) + "\n"
    except CertificateError as err:
        fail(safe_text(f"trainer: {err}"))
    if out is None and fmt == "text":  # on a terminal, broken between words at its width (a digest kept whole)
        echo(text.rstrip("\n"))
        return
    write_out(out, text)  # every value from the file is escaped where it is put on the page
