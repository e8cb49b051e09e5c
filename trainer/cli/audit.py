"""`trainer audit`: the inspector's views of recorded results, and `trainer audit verify`, the tamper check."""
from __future__ import annotations

import shutil
import sys
from datetime import datetime
from typing import TYPE_CHECKING, Generator, Iterable, Iterator

import click

from .. import exitcodes
from .options import AUDIT_ARTICLES, article_option, bundled_scenarios, fail, lang_option, store_option
from .results import open_for_audit
from .prose import echo, on_a_terminal, page

if TYPE_CHECKING:
    from ..audit.views import Audit
    from ..store.counted import Counted
    from ..store.checkpoint import Checkpoint
    from ..store.keys import Keyring


@click.group(invoke_without_command=True)
@click.option("--trainee", default=None, metavar="ID", help="Only this trainee's results.")
@article_option("Only the decisions citing article N (1-16, or premise).", AUDIT_ARTICLES, multiple=False)
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None, metavar="YYYY-MM-DD",
              help="Only results graded on or after this day (UTC).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "csv", "html"]), default="text",
              show_default=True, help="text for a terminal, json or csv for tools, html to print (A4).")
@click.option("--out", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Write to FILE instead of standard output; an existing file is never overwritten.")
@lang_option("Language of the labels of text and html (it: Italian, the house language).")
@store_option
@click.pass_context
def audit(ctx: click.Context, trainee: str | None, article: str | None, since: datetime | None, fmt: str,
          out: str | None, lang: str, store: str | None) -> None:
    """The inspector's view of recorded results: per trainee, per article, per scenario.

    Per trainee: attempts, passes, accuracy per article, weakest articles,
    progress by week. Per article: decisions seen and missed, the keys missed
    most, with example results. Per scenario: attempts, pass rate, mean
    score (difficulty), the key missed most. With --trainee, also what that
    trainee's next adaptive drill (`trainer train --adaptive`) would stress.
    `trainer audit verify` checks that the store was not tampered with.

    Exit 0, or 1 when the store cannot be read or --out exists.
    """
    if ctx.invoked_subcommand is not None:
        return
    import os

    from ..audit import audit_report
    from ..audit.tally import audit as compute
    from ..files import create
    from ..store import StoreError

    if out is not None and os.path.lexists(out):
        fail(f"trainer: {out} already exists; nothing was written. Choose another --out file, or remove "
             f"the old one.")
    missing = _missing_folder(out) if out is not None else None
    if missing is not None:
        fail(f"trainer: the folder {missing} does not exist (it is a link to a folder that is not there), so "
             f"{out} cannot be written; nothing was written. Choose another --out file.")
    day = since.date() if since is not None else None
    results = open_for_audit(store)

    from ..audit.catalogue import catalogue_versions

    catalogue = catalogue_versions(bundled_scenarios())

    def read() -> Audit:
        views = compute(decoded(results.counted(since=day, trainee=trainee), results.where), trainee=trainee,
                        article=article, since=day, catalogue=catalogue)
        if trainee is not None:  # what the trainee's next adaptive drill stresses, from all their results
            from dataclasses import replace

            from ..adaptive import next_drill
            from ..adaptive.history import played_hands

            hands = list(played_hands(decoded(results.counted(trainee=trainee), results.where)))
            views = replace(views, next_drill=next_drill(hands, trainee))
        return views

    try:
        views = results.reread(read)  # read again if a terminal changed the store under a lock-free read
    except StoreError as err:
        fail(f"trainer: {err}")
    finally:
        results.close()
    terminal = out is None and fmt == "text" and on_a_terminal()
    if terminal:  # every line fits the terminal, broken between words, and a long audit is paged (issue 20)
        from ..audit.text import audit_text

        size = shutil.get_terminal_size((80, 24))
        text = audit_text(views, lang, results.where, max(40, size.columns - 1))
        page(text, size.lines)
        return
    text = audit_report(views, fmt, lang, results.where)
    if out is None:
        click.echo(text, nl=False)
        return
    try:
        create(out, text)
    except FileExistsError:
        if not os.path.lexists(out):  # a folder on the way is in the way, not the file
            fail(f"trainer: cannot write {out}: a folder on its path cannot be made; nothing was written.")
        fail(f"trainer: {out} already exists; nothing was written.")
    except OSError as err:
        fail(f"trainer: cannot write {out}: {err.strerror}")
    echo(f"Audit written to {out}", err=True)


def _missing_folder(out: str) -> str | None:
    """The first folder on the way to `out` that is a link to nothing: it can be neither used nor made."""
    import os

    folder = os.path.dirname(out)
    while folder and not os.path.isdir(folder):
        if os.path.islink(folder):
            return folder
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    return None


def decoded(records: Iterable[Counted], where: str) -> Iterator[Counted]:
    """The records, stopping at one whose stored text cannot be decoded: it was altered, and the views
    would count it as something it is not."""
    from ..store import StoreError

    reading = iter(records)
    try:
        for record in reading:
            bad = record.undecodable
            if bad:
                raise StoreError(f"record {record.seq} of the results store {where} cannot be decoded (its "
                                 f"{' and '.join(bad)}): it was altered after it was recorded, so no view is "
                                 f"given. Run trainer audit verify.")
            yield record
    finally:
        if isinstance(reading, Generator):  # end the store's read now, while it is open
            reading.close()


def _keys(public_keys: tuple[str, ...], signing_key_too: bool = False) -> Keyring:
    """The keys to check signatures with: TRAINER_AUDIT_KEY, each --public-key, and (for a checkpoint taken
    on a recording machine) the public half of TRAINER_SIGNING_KEY; exit 1 when one cannot be used."""
    import os

    from ..store.keys import AUDIT_KEY_ENV, Checker, KeyFileError, SigningKey, keyring, load_public_key, \
        signer_from_env

    try:
        checkers: list[Checker] = [load_public_key(path) for path in public_keys]
        if signing_key_too:
            signer = signer_from_env()
            if isinstance(signer, SigningKey):
                checkers.append(signer.public)
    except KeyFileError as err:
        fail(f"trainer: {err}")
    return keyring(os.environ.get(AUDIT_KEY_ENV) or None, checkers)


def _checkpoints(paths: tuple[str, ...]) -> list[Checkpoint]:
    from ..store.checkpoint import CheckpointError, read

    try:
        return [read(path) for path in paths]
    except CheckpointError as err:
        fail(f"trainer: {err}")


public_key_option = click.option(
    "--public-key", "public_keys", multiple=True, metavar="FILE", type=click.Path(dir_okay=False),
    help="Check signatures made with this Ed25519 key pair's private key (its signing.pub, from trainer keys "
         "new); may be given more than once. Needs the sign extra: pip install 'trainer[sign]'.")


@audit.command("verify")
@store_option
@click.option("--json", "as_json", is_flag=True,
              help="Print the report as one JSON object: ok, records, head, head_hash, key_checked, signed, "
                   "unsigned, checkpoints, summary, findings [{seq, through, kind, message, serious}].")
@click.option("--require-signed", is_flag=True,
              help="Every record and the chain head must be signed with a key given (TRAINER_AUDIT_KEY or "
                   "--public-key): for a store signed from its first record on.")
@public_key_option
@click.option("--checkpoint", "checkpoint_files", multiple=True, metavar="FILE", type=click.Path(dir_okay=False),
              help="Fail unless the store still extends this checkpoint (from trainer audit checkpoint): its "
                   "record with that number and hash is still there. May be given more than once.")
@click.option("--every-signature", is_flag=True,
              help="With --public-key: check every record's own signature, not only the chain head's, which "
                   "vouches for an intact chain (about 0.1 ms a record).")
@click.pass_context
def audit_verify(ctx: click.Context, store: str | None, as_json: bool, require_signed: bool,
                 public_keys: tuple[str, ...], checkpoint_files: tuple[str, ...], every_signature: bool) -> None:
    """Check that no recorded result was altered, removed or inserted.

    Walks the hash chain of the results store. With TRAINER_AUDIT_KEY set,
    or --public-key FILE given, checks every signature too; with
    --checkpoint FILE, that the store still extends each checkpoint. Prints
    "ok: N records, chain intact" or each finding with the record it
    concerns; --json prints the report as JSON. docs/audit.md says what it
    can and cannot tell with each kind of key.

    The store is opened read-only: verify never creates, migrates or
    writes it. --require-signed fails any unsigned record or chain head.

    Exit 0 when the chain is intact, 1 when a record was altered, removed or
    inserted, a signature does not check, the store no longer extends a
    checkpoint, or the store, a key or a checkpoint cannot be read.
    """
    import json

    from ..audit.verify_text import records_of, verify_text
    from ..store import StoreError, verify

    store = store or (ctx.parent.params.get("store") if ctx.parent else None)
    keys = _keys(public_keys)
    if require_signed and not keys:
        fail("trainer: --require-signed needs the audit key or a public key: set TRAINER_AUDIT_KEY or give "
             "--public-key FILE to check the signatures.")
    checkpoints = _checkpoints(checkpoint_files)
    results = open_for_audit(store)
    try:
        report = verify(results, keys, require_signed, checkpoints, every_signature)
        named = {} if report.ok else records_of(results, {f.seq for f in report.findings if f.seq})
    except StoreError as err:
        fail(f"trainer: {err}")
    finally:
        results.close()
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        echo(verify_text(report, named))
    sys.exit(exitcodes.OK if report.ok else exitcodes.INVALID)


@audit.command("checkpoint")
@store_option
@click.option("--out", required=True, type=click.Path(dir_okay=False), metavar="FILE",
              help="Write the checkpoint to FILE (never over an existing file). Keep it away from the store.")
@public_key_option
@click.pass_context
def audit_checkpoint(ctx: click.Context, store: str | None, out: str, public_keys: tuple[str, ...]) -> None:
    """Write the chain head to FILE: an independent copy to verify the store against later.

    The store is verified first (with the keys given, as trainer audit
    verify does) and nothing is written unless it is intact. The checkpoint
    holds the number and hash of the store's last record and when it was
    taken, signed with TRAINER_SIGNING_KEY, else TRAINER_AUDIT_KEY, when one
    is set. trainer audit verify --checkpoint FILE then fails if the store no
    longer extends it: a wipe, an older copy put back, a cut tail with a
    rewritten head. Take one after each session and keep it on another
    machine, printed, or mailed (docs/audit.md).

    Exit 0 when written, 1 when the store does not verify or cannot be read,
    a key cannot be used, or FILE exists or cannot be written.
    """
    import os

    from ..files import create
    from ..store import StoreError, verify
    from ..store.checkpoint import take, text
    from ..store.keys import KeyFileError, signer_from_env

    store = store or (ctx.parent.params.get("store") if ctx.parent else None)
    if os.path.lexists(out):
        fail(f"trainer: {out} already exists; nothing was written. Choose another --out file.")
    keys = _keys(public_keys, signing_key_too=True)
    try:
        signer = signer_from_env()
    except KeyFileError as err:
        fail(f"trainer: {err}; no checkpoint was written")
    results = open_for_audit(store)
    try:
        report = verify(results, keys)
    except StoreError as err:
        fail(f"trainer: {err}")
    finally:
        results.close()
    if not report.ok or report.head is None or report.head_hash is None:
        fail(f"trainer: the results store {results.where} does not verify, so no checkpoint was written: "
             f"{report.summary()} Run trainer audit verify for the details.")
    checkpoint = take(report.head, report.head_hash, results.where, signer)
    try:
        create(out, text(checkpoint))
    except FileExistsError:
        fail(f"trainer: {out} already exists, or a folder on its path cannot be made; nothing was written.")
    except OSError as err:
        fail(f"trainer: cannot write {out}: {err.strerror}")
    signed = f", signed (key id {checkpoint.key_id})" if checkpoint.key_id else ", unsigned"
    echo(f"Checkpoint written to {out}: record {checkpoint.seq}, {checkpoint.hash[:16]}…{signed}")


@audit.command("init")
@store_option
@click.pass_context
def audit_init(ctx: click.Context, store: str | None) -> None:
    """Make the results store, or bring it to this trainer's schema, and record nothing.

    Run it once as the store's owner: the tables (and, on PostgreSQL, the
    trainer's own functions, docs/audit.md) are made, or an older store is
    migrated; no result is added, so the first record is a terminal's own
    (signed, when the terminals record with a key). Running it again on a
    store at this version changes nothing.

    Exit 0 when the store is ready, 1 when it cannot be made or opened.
    """
    from ..store import StoreError, open_store

    store = store or (ctx.parent.params.get("store") if ctx.parent else None)
    try:
        with open_store(store) as results:
            where, version, count = results.where, results.version(), len(results)
    except StoreError as err:
        fail(f"trainer: {err}")
    echo(f"ready: the results store {where}, schema version {version}, "
         f"{count} record{'s' if count != 1 else ''}.")
