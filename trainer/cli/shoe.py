"""`trainer generate --shoe`: whole-taglia sequence files (FORMATS §5), written by trainer.shoe."""
from __future__ import annotations

import os

import click

from ..vocab import Article
from .options import fail, fresh_seed


def shoe_articles(articles: tuple[str, ...], fault_rate: float) -> list[Article] | None:
    """The --article values (None: all) once some fault can be placed for them; a usage error otherwise."""
    from ..drill.variants import normalise_article
    from ..shoe.inject import fault_variants

    try:
        chosen = [normalise_article(a) for a in articles] or None
    except ValueError as err:
        raise click.BadParameter(str(err), param_hint="--article") from None
    if fault_rate > 0 and not fault_variants(chosen):
        raise click.UsageError("no fault can be placed for these articles: the mask (Article 5) ends every "
                               "taglia by itself; choose other --article values, or --fault-rate 0 for clean hands")
    return chosen


def generate_taglie(count: int, out_dir: str, seed: int | None, decks: int, fault_rate: float,
                    articles: tuple[str, ...]) -> None:
    """Write `count` taglie into `out_dir`; nothing at all when a name is taken (exit 1)."""
    from importlib.resources import files as package_files

    from ..files import create
    from ..shoe import SCHEMA_NAME, deal_taglia, taglia_id, taglia_text

    chosen = shoe_articles(articles, fault_rate)
    if seed is None:
        seed = fresh_seed()
        click.echo(f"seed {seed} (give --seed {seed} to deal the same taglie again)", err=True)
    width = max(3, len(str(count)))
    ids = [taglia_id(seed, i, width) for i in range(1, count + 1)]
    paths = [os.path.join(out_dir, f"{sid}.yaml") for sid in ids]
    taken = [p for p in paths if os.path.lexists(p)]
    if taken:
        more = f" (and {len(taken) - 1} more)" if len(taken) > 1 else ""
        fail(f"{taken[0]} already exists{more}; nothing was written. Choose another --out "
             "folder or --seed, or remove the old files.")
    schema = os.path.join(out_dir, SCHEMA_NAME)
    if not os.path.lexists(schema):  # what the files' first line points editors to; an existing one is kept
        try:
            create(schema, package_files("trainer").joinpath("schemas", SCHEMA_NAME).read_text(encoding="utf-8"))
        except FileExistsError:
            pass
    for i, (sid, path) in enumerate(zip(ids, paths), 1):
        t = deal_taglia(seed, i, decks, fault_rate, chosen, sid)
        try:
            create(path, taglia_text(t))
        except FileExistsError:
            fail(f"{path} appeared while writing; stopped before it.")
        faults = sum(d.fault is not None for d in t.hands)
        click.echo(f"wrote {path} ({len(t.hands)} hands, {faults} with a fault)")
