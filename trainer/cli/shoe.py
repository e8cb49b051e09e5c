"""`trainer generate --shoe`: whole-taglia sequence files (FORMATS §5), written by trainer.shoe."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable, TypeVar

import click

from ..vocab import Article
from .options import Fraction, fail, fresh_seed, saving, terminal_console
from .prose import echo

if TYPE_CHECKING:
    from ..report.timing import TimeLimit

F = TypeVar("F", bound=Callable[..., object])


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
    from ..files import create
    from ..schema import schema_text
    from ..shoe import SCHEMA_NAME, deal_taglia, taglia_id, taglia_text

    chosen = shoe_articles(articles, fault_rate)
    if seed is None:
        seed = fresh_seed()
        echo(f"seed {seed} (give --seed {seed} to deal the same taglie again)", err=True)
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
            create(schema, schema_text("scenario"))
        except FileExistsError:
            pass
    for i, (sid, path) in enumerate(zip(ids, paths), 1):
        t = deal_taglia(seed, i, decks, fault_rate, chosen, sid)
        try:
            create(path, taglia_text(t))
        except FileExistsError:
            fail(f"{path} appeared while writing; stopped before it.")
        faults = sum(d.fault is not None for d in t.hands)
        echo(f"wrote {path} ({len(t.hands)} hands, {faults} with a fault)")


QUICK_CALLS = "calls"  # `--quick` alone: the reader, the announcement and the winner
QUICK_PAYOUTS = "payouts"  # `--quick=payouts`: the payouts too, of a hand with a stake


def _quick_mode(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """`--quick` alone or `--quick=payouts`. An option with an optional value takes the next word for its
    value (`--quick FILE`), so a word that is no mode says what --quick takes, and that it goes with --shoe."""
    if value is None or value in (QUICK_CALLS, QUICK_PAYOUTS):
        return value
    raise click.BadParameter(f"{value!r} is not a way to be quick: give --quick alone (the reader, the "
                             f"announcement and the winner) or --quick={QUICK_PAYOUTS} (the payouts too); "
                             "--decks, --fault-rate and --quick go with --shoe", ctx=ctx, param=param)


def shoe_options(fn: F) -> F:
    """`trainer train`'s options for a whole taglia; they reach `train` as keyword arguments."""
    fn = click.option("--resume", "resume", default=None, metavar="SHEET",
                      type=click.Path(exists=True, dir_okay=False),
                      help="Go on with the unfinished taglia or sequence of this answer sheet, at its next hand.")(fn)
    fn = click.option("--quick", is_flag=False, flag_value=QUICK_CALLS, default=None, metavar="[=payouts]",
                      callback=_quick_mode,
                      help="With --shoe: a hand with nothing to handle asks only the reader, the announcement "
                           "and the winner; --quick=payouts asks the payouts too, when a stake is on the "
                           "table.")(fn)
    fn = click.option("--fault-rate", type=Fraction(), default=None,
                      help="With --shoe: the share of hands given a fault [default: 0.15].")(fn)
    fn = click.option("--decks", type=click.IntRange(1, 8), default=None,
                      help="With --shoe: decks in the sabot [default: 6].")(fn)
    return click.option("--shoe", is_flag=True, default=None,
                        help="Deal a whole taglia from one sabot, hand after hand, until the mask ends it "
                             "(with --seed, --article, --decks, --fault-rate, --quick).")(fn)


def train_taglia(trainee: str | None, lang: str, report_dir: str, articles: tuple[str, ...], seed: int | None,
                 store: str | None, no_record: bool, no_wait: bool, others: dict[str, bool], shoe: bool | None,
                 decks: int | None, fault_rate: float | None, quick: str | None, resume: str | None,
                 settle: bool = False, proctor: str | None = None, pass_mark: float | None = None,
                 time_limit: TimeLimit | None = None) -> int:
    """`trainer train --shoe` / `--resume`: the session's exit code (0 done, 1 closed input, 130 Ctrl-C)."""
    from ..adaptive.advice import adaptive_offer
    from ..store.recorder import Recorder
    from ..session import Session
    from ..session.command import at_the_terminal
    from ..session.taglia_files import ShoeChoice
    from ..terminal import control_character, safe_text
    from ..vocab import Origin
    from ..yamlio.errors import Invalid
    from .results import open_results

    if resume is None and not shoe:  # --quick FILE: neither --shoe nor --resume was given, so say what was
        raise click.UsageError("--decks, --fault-rate and --quick go with --shoe")
    clash = [name for name, given in others.items() if given]
    if clash:
        raise click.UsageError(f"--shoe and --resume play a whole taglia: {', '.join(clash)} cannot go with them")
    if resume is not None and (shoe or decks is not None or fault_rate is not None or quick or articles
                               or seed is not None or settle):
        raise click.UsageError("--resume takes the taglia's own settings: give no --shoe, --decks, --fault-rate, "
                               "--quick, --settle, --article or --seed with it")
    if resume is None and not shoe:
        raise click.UsageError("--decks, --fault-rate and --quick go with --shoe")
    if resume is None:
        if trainee is None or not trainee.strip():
            raise click.UsageError("Missing option '--trainee'.")
        trainee = trainee.strip()
        bad = control_character(trainee)
        if bad is not None:
            raise click.BadParameter(f"the trainee's id holds the control character {bad}; give it with visible "
                                     "characters only, e.g. --trainee T-0042", param_hint="--trainee")
    rate = 0.15 if fault_rate is None else fault_rate
    chosen = shoe_articles(articles, rate)
    if resume is None and seed is None:
        seed = fresh_seed()
    results = None if no_record else open_results(store)
    with saving(results):
        try:
            console = terminal_console(no_wait)
            record = None if results is None else Recorder(results, Origin.TRAIN, proctor)
            # Only a recorded taglia feeds the adaptive drill, so only then is it offered.
            offer = None if record is None else (lambda who: adaptive_offer(who, lang, store))
            session = Session(trainee or "", lang=lang, report_dir=report_dir, console=console, on_graded=record,
                              next_drill=offer, store=store, no_record=no_record, pass_mark=pass_mark,
                              time_limit=time_limit)
            with at_the_terminal():
                if resume is not None:  # the sheet names its trainee
                    return session.resume(resume).exit_code
                assert seed is not None
                choice = ShoeChoice(seed, decks or 6, rate, tuple(chosen) if chosen else None, quick is not None,
                                    settle, quick == QUICK_PAYOUTS)
                return session.shoe(choice).exit_code
        except Invalid as bad:
            for problem in bad.problems:
                echo(safe_text(str(problem)), err=True)
            return 1
