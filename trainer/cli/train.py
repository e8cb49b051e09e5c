"""`trainer train`: the command line of a training session; the session itself is trainer.session."""
from __future__ import annotations

import math
import os
import sys
from typing import TYPE_CHECKING, Any, Callable, TypeVar

import click

from .options import (article_option, bundled_files, drill_choice, fail, lang_option, level_option, saving,
                      proctor_option, seed_option, store_options, terminal_console)
from .results import open_results
from .shoe import shoe_options, train_taglia

if TYPE_CHECKING:
    from ..adaptive.plan import Plan
    from ..store import Store

F = TypeVar("F", bound=Callable[..., object])


# --- adaptive drills (issue 11): the options, and the drill they choose -------------------------------------------

def adaptive_options(fn: F) -> F:
    fn = click.option("--json", "as_json", is_flag=True,
                      help='With --plan: the instructor\'s view, one JSON object per scenario, {"format": 1, '
                           '"variant": NAME, "articles": [...], "why": TEXT, "seed": S} (the text plan, for the '
                           'trainee, names no variant).')(fn)
    fn = click.option("--plan", is_flag=True,
                      help="With --adaptive: print the drill it would play, and why, and play nothing.")(fn)
    return click.option("--adaptive", is_flag=True,
                        help="Draw the drill from the trainee's recorded results (with --count, --seed): what "
                             "was missed more, and more recently, comes back sooner (README: Adaptive "
                             "drills).")(fn)


def adaptive_drill(paths: tuple[str, ...], trainee: str, lang: str, report_dir: str, drill: bool,
                   count: int | None, articles: tuple[str, ...], level: int | None, seed: int | None,
                   store: str | None, results: Store | None, adaptive: bool, plan: bool,
                   as_json: bool) -> tuple[str, ...]:
    """The adaptive drill's scenario files, kept under REPORT_DIR/drills/seed-S/, for the session to play; with
    --plan, print the plan and exit 0 instead."""
    from ..adaptive import DEFAULT_COUNT, plan_drill, recorded_hands, stored_hands
    from ..i18n import say, text_in
    from ..session.sheets import save_drill
    from ..store import StoreError
    from ..terminal import safe_text
    from .options import fresh_seed

    if not adaptive:
        raise click.UsageError("--plan goes with --adaptive" if plan else "--json goes with --adaptive --plan")
    if paths or drill:
        raise click.UsageError("--adaptive chooses its own drill: give no scenario files and no --drill")
    if articles or level is not None:
        raise click.UsageError("--article and --level go with --drill; --adaptive chooses the articles from the "
                               "trainee's results")
    if as_json and not plan:
        raise click.UsageError("--json goes with --plan")
    try:
        hands = recorded_hands(results, trainee) if results is not None else stored_hands(store, trainee)
    except StoreError as err:
        fail(safe_text(f"trainer: {err}"))
    try:
        chosen = plan_drill(hands, trainee, count or DEFAULT_COUNT, fresh_seed() if seed is None else seed)
    except ValueError as err:  # the house's mastery setting (TRAINER_MASTERY) is not N/M
        fail(safe_text(f"trainer: {err}"))
    if plan:
        click.echo(chosen.json_lines(lang) if as_json else _fitted_plan(chosen.text(lang, store), lang, store,
                                                                         chosen), nl=False)
        sys.exit(0)
    kept = tuple(save_drill(report_dir, chosen.seed, d.id, d.text) for d in chosen.drills())
    click.echo(text_in(say("adaptive.session.start", trainee=safe_text(trainee), seed=chosen.seed,
                           recorded=chosen.played, folder=safe_text(os.path.dirname(kept[0]))), lang))
    return kept


def _fitted_plan(text: str, lang: str, store: str | None, chosen: Plan) -> str:
    """The plan as a terminal shows it: each line broken between words at its width, the command continued
    with backslashes, each argument whole (issue 20); piped, every line stays whole."""
    from ..adaptive.plan import command_args
    from ..session.advice import command_lines
    from ..session.console import Console
    from ..session.layout import fit

    if not sys.stdout.isatty():
        return text
    width = Console(terminal=True).width
    lines = text.rstrip("\n").split("\n")
    args = command_args(chosen.trainee, lang, len(chosen.slots), chosen.seed, store)
    out = [piece for line in lines[:-1] for piece in fit(line, width)] + command_lines(args, width)
    return "\n".join(out) + "\n"


# --- end of adaptive drills --------------------------------------------------------------------------------------


def _finite_mark(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """A pass mark is a fraction in [0, 1]: nan passes FloatRange's comparisons, so it is refused here."""
    if value is not None and not math.isfinite(value):
        raise click.BadParameter("give a fraction from 0 to 1, e.g. 0.8", ctx=ctx, param=param)
    return value


def _finite_seconds(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """A time limit is a number of seconds: inf and nan are refused (nan passes FloatRange's comparisons)."""
    if value is not None and not math.isfinite(value):
        raise click.BadParameter("give the seconds a hand may take, e.g. 90", ctx=ctx, param=param)
    return value


@click.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, dir_okay=True, readable=True))
@click.option("--trainee", default=None, help="Who is training, e.g. T-0042 (names the saved answer sheets); "
              "required, except with --resume.")
@lang_option()
@click.option("--report-dir", default="reports", show_default=True, type=click.Path(file_okay=False),
              help="Where answer sheets (sheets/TRAINEE/) and scorecards (scorecards/) are written.")
@click.option("--drill", is_flag=True, help="Train on fresh random scenarios instead of files.")
@click.option("--bundled", is_flag=True, help="Train on the scenarios bundled with the trainer, from any folder: "
              "the one-hand ones, then the sequences.")
@click.option("--from", "start", type=click.IntRange(min=1), default=None, metavar="N",
              help="With --bundled: start at the N-th scenario of the bundled run (1-based), e.g. to go on after "
                   "a stop with the command the stop prints.")
@click.option("--count", type=click.IntRange(min=1), default=None, help="With --drill or --adaptive: how many scenarios (default 5).")
@article_option("With --drill: only variants citing article N (1-12, 14 or premise); repeat for more.")
@level_option("With --drill: variants up to this level.")
@seed_option("With --drill or --adaptive: the drill's seed (printed when not given; reuse it to replay the drill).")
@click.option("--settle", is_flag=True,
              help="Every hand that grades the payouts also grades the settlement bet by bet: each losing stake "
                   "collected, then each winner paid, one bet at a time (trainer rules R31).")
@click.option("--no-wait", is_flag=True,
              help="Go on to the next hand at once after a verdict instead of waiting for Enter, and write one "
                   "scrolling transcript instead of redrawing the screen (the wait happens only on a terminal; "
                   "setting TRAINER_NO_WAIT does the same).")
@click.option("--pass-mark", type=click.FloatRange(0, 1), default=None, callback=_finite_mark,
              help="Pass when score/max reaches this fraction (wins over a scenario's pass_mark) [default: every "
                   "decision right].")
@click.option("--time-limit", type=click.FloatRange(min=0, min_open=True), default=None, callback=_finite_seconds,
              metavar="SECONDS",
              help="The seconds a hand may take (its decisions' times added up): a hand answered over it is late, "
                   "said on the verdict and the scorecard.")
@click.option("--late", type=click.Choice(["counts", "fails"]), default=None,
              help="With --time-limit: how a late hand is scored, as answered (counts) or with every decision "
                   "wrong (fails) [default: counts].")
@store_options
@proctor_option
@adaptive_options
@shoe_options
def train(paths: tuple[str, ...], trainee: str | None, lang: str, report_dir: str, drill: bool, bundled: bool,
          start: int | None, count: int | None, articles: tuple[str, ...], level: int | None, seed: int | None,
          store: str | None, no_record: bool, no_wait: bool, settle: bool, proctor: str | None, adaptive: bool, plan: bool,
          as_json: bool, pass_mark: float | None, time_limit: float | None, late: str | None,
          **taglia: Any) -> None:  # Any: the --shoe options click passes on, each typed by train_taglia
    """Train at the terminal: see the table and the deal, then answer each decision as the dealer.

    Scenarios come from the files or folders given, with --bundled from the
    scenarios bundled with the trainer (--from N: from its N-th on), or
    with --drill from the drill generator. After each scenario the answers
    are saved as an answer sheet under REPORT_DIR/sheets/TRAINEE/, graded
    like `trainer grade` and written as a scorecard; the wrong decisions
    are shown with the right answer and the article. Ctrl-C (or a closed terminal) stops safely:
    finished scenarios are kept, the one in progress is saved with
    `incomplete: true` and not graded.

    With --shoe, a whole taglia is dealt hand after hand until the mask ends
    it (README: Whole taglie); --resume SHEET goes on with an unfinished one.

    With --adaptive the drill is drawn from the trainee's recorded results
    (Leitner boxes per article: what was missed more, and more recently,
    comes back sooner); --plan prints that drill and plays nothing.

    Every graded scenario is recorded in the results store (see --store).
    Exit 0 when the session ends, 1 when the input closes early or no
    scenario is valid, 130 on Ctrl-C.
    """
    from ..adaptive.advice import adaptive_offer
    from ..report.timing import COUNTS, TimeLimit
    from ..store.recorder import Recorder
    from ..session.command import train as run_session
    from ..session.progress import BundledRun
    from ..terminal import control_character
    from ..vocab import Origin

    if late is not None and time_limit is None:
        raise click.UsageError("--late goes with --time-limit")
    limit = None if time_limit is None else TimeLimit(time_limit, late or COUNTS)
    if any(taglia.values()):  # a whole taglia (issue 12): trainer/cli/shoe.py
        others = {"files": bool(paths), "--bundled": bundled or start is not None, "--drill": drill,
                  "--count": count is not None,
                  "--level": level is not None, "--adaptive": adaptive or plan or as_json}
        sys.exit(train_taglia(trainee, lang, report_dir, articles, seed, store, no_record, no_wait, others,
                              settle=settle, proctor=proctor, pass_mark=pass_mark, time_limit=limit, **taglia))
    if trainee is None:
        raise click.UsageError("Missing option '--trainee'.")
    results = None if no_record or plan else open_results(store)  # --plan writes nothing, not even a new store
    with saving(results):
        trainee = trainee.strip()
        if not trainee:
            raise click.BadParameter("give the trainee's id, e.g. --trainee T-0042", param_hint="--trainee")
        bad = control_character(trainee)
        if bad is not None:  # it names files and records and is printed: no escape sequences in it
            raise click.BadParameter(f"the trainee's id holds the control character {bad}; give it with visible "
                                     "characters only, e.g. --trainee T-0042", param_hint="--trainee")
        run: BundledRun | None = None
        if start is not None and not bundled:
            raise click.UsageError("--from goes with --bundled")
        if bundled:
            if paths:
                raise click.UsageError("give scenario files or --bundled, not both")
            # The files, not their folders, so that --from can start the run at any of them; a stop then
            # prints --bundled --from N, never the files, whose names tell the answers (item 7).
            paths = bundled_files()
            if (start or 1) > len(paths):
                raise click.BadParameter(f"the bundled run has {len(paths)} scenarios: give N from 1 to "
                                         f"{len(paths)}", param_hint="--from")
            paths = paths[(start or 1) - 1:]
            run = BundledRun(start or 1, settle, len(paths) + (start or 1) - 1)
        if adaptive or plan or as_json:  # adaptive drills: the block above; they play as files do
            paths = adaptive_drill(paths, trainee, lang, report_dir, drill, count, articles, level, seed, store,
                                   results, adaptive, plan, as_json)
            count = seed = None  # taken by the plan
        if drill and paths:
            raise click.UsageError("give scenario files or --drill, not both")
        if not drill and not paths:
            raise click.UsageError("give scenario files or folders to train on, or --drill for fresh scenarios")
        if not drill and (count is not None or articles or level is not None or seed is not None):
            raise click.UsageError("--count, --article, --level and --seed go with --drill "
                                   "(--count and --seed with --adaptive too)")
        chosen = drill_choice(count, articles, level, seed) if drill else None
        console = terminal_console(no_wait)
        record = None if results is None else Recorder(results, Origin.TRAIN, proctor)
        # Only a recorded session feeds the adaptive drill, so only then is it offered.
        next_drill = None if record is None else adaptive_offer(trainee, lang, store)
        code = run_session(paths, trainee, lang, report_dir, chosen, console=console, on_graded=record,
                           next_drill=next_drill, store=store, no_record=no_record, settle=settle,
                           pass_mark=pass_mark, time_limit=limit, bundled=run)
    sys.exit(code)
