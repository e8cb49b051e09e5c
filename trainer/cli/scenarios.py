"""Commands on scenario files: validate, solve, schema, and generate (fresh drill scenarios)."""
from __future__ import annotations

import sys

import click

from .. import exitcodes
from .options import DRILL_ARTICLES, Fraction, article_option, drill_variants, fail, fresh_seed, json_option, lang_option, \
    level_option, scenario_paths, seed_option
from .prose import echo


@click.command()
@scenario_paths
def validate(paths: tuple[str, ...]) -> None:
    """Check scenario files (or the folders that hold them).

    Every problem is printed as FILE:LINE:COL: message. Exit 0 when all are
    valid, 1 when any is invalid.
    """
    from ..pipeline import solve_files
    from ..terminal import safe_text

    checked = bad = 0
    empty = _say_empty_folders(paths)
    for solved in solve_files(paths):
        checked += 1
        if not solved.ok:
            bad += 1
            for problem in solved.problems:
                echo(safe_text(problem), err=True)
    if not checked and empty:  # each was said by name
        sys.exit(exitcodes.INVALID)
    if not checked:
        fail(NO_SCENARIO_FILES)
    if bad:
        fail(f"{bad} of {checked} scenario files are invalid.")
    if empty:
        fail(f"{checked} scenario file{'s' if checked != 1 else ''} valid, but {empty} folder"
             f"{'s' if empty != 1 else ''} given hold{'s' if empty == 1 else ''} none.")
    echo(f"{checked} scenario file{'s' if checked != 1 else ''} valid.")


NO_SCENARIO_FILES = ("no scenario files there: a folder stands for its *.yaml and *.yml files (answer sheets, "
                     "*.answer.yaml, are skipped); give the files themselves or a folder that holds them")


def _say_empty_folders(paths: tuple[str, ...]) -> int:
    """Each folder given that holds no scenario file, said by name on standard error (a folder of answer sheets
    given by mistake would otherwise pass unseen beside other files); how many there were."""
    import os

    from ..scenario.files import scenario_files
    from ..terminal import safe_text

    empty = [p for p in paths if os.path.isdir(p) and next(scenario_files([p]), None) is None]
    for folder in empty:
        echo(safe_text(f"{folder}: {NO_SCENARIO_FILES.replace('no scenario files there', 'no scenario files in this folder')}"), err=True)
    return len(empty)


@click.command()
@scenario_paths
@json_option
@lang_option()
def solve(paths: tuple[str, ...], as_json: bool, lang: str) -> None:
    """Print the canonical solution of each scenario, with the article behind each key.

    With --json, one line per scenario in the order given; an invalid
    scenario prints an error object on its line and the rest still run.
    With --lang it, every why (and the text labels) is in Italian.
    """
    from ..io.plain import solution_plain
    from ..money import dumps
    from ..pipeline import solve_files
    from ..report.answer_key import answer_key_text
    from ..terminal import safe_json, safe_lines, safe_text, text_columns

    code = exitcodes.OK
    out = sys.stdout
    columns = None if as_json else text_columns(out)
    seen = 0
    empty = _say_empty_folders(paths)
    if empty:
        code = exitcodes.INVALID
    for solved in solve_files(paths):
        seen += 1
        if solved.solution is not None:
            if as_json:
                out.write(safe_json(dumps(solution_plain(solved.solution, lang), ensure_ascii=False)) + "\n")
            else:
                out.write(safe_lines(answer_key_text(solved.solution, lang, columns)) + "\n")
            continue
        code = exitcodes.INVALID
        messages = [str(p) for p in solved.problems]
        if as_json:
            out.write(safe_json(dumps(
                {"format": 1, "file": solved.path, "error": messages[0], "errors": messages},
                ensure_ascii=False,
            )) + "\n")
        for m in messages:
            echo(safe_text(m), err=True)
    out.flush()
    if not seen and not empty:
        fail(NO_SCENARIO_FILES)
    sys.exit(code)


@click.command()
@click.argument("which", type=click.Choice(["scenario", "answer"]))
def schema(which: str) -> None:
    """Print the JSON Schema of scenario files or answer sheets, for editors.

    Put `# yaml-language-server: $schema=PATH` at the top of a YAML file to
    have an editor check it as you type. The schema is made from the fault
    kinds, answer keys, steps and house rules the loader checks against.
    """
    from ..schema import schema_text

    click.echo(schema_text(which), nl=False)


MAX_COUNT = 10_000  # files one `generate` writes: more is a folder no one drills from, and names a width can hold


@click.command()
@click.option("--count", type=click.IntRange(1, MAX_COUNT), required=True,
              help=f"How many scenarios (or taglie) to write, at most {MAX_COUNT:,}.")
@click.option("--shoe", is_flag=True, help="Write whole taglie instead: sequence files of one sabot each, dealt "
              "until the mask ends it (FORMATS §5).")
@click.option("--decks", type=click.IntRange(1, 8), default=None, help="With --shoe: decks in the sabot [default: 6].")
@click.option("--fault-rate", type=Fraction(), default=None,
              help="With --shoe: the share of hands given a fault [default: 0.15].")
@click.option("--out", "out_dir", required=True, type=click.Path(file_okay=False),
              help="Folder to write them into (created if missing).")
@article_option("Only variants whose scenario cites this article, 1-12, 14 or premise; repeatable.", DRILL_ARTICLES)
@level_option("Only variants of this level or below (1 basic .. 3 hard).")
@seed_option("Seed of the drill: the same seed and options give the same files. Default: a random one, printed.")
def generate(count: int, out_dir: str, shoe: bool, decks: int | None, fault_rate: float | None,
             articles: tuple[str, ...], level: int | None, seed: int | None) -> None:
    """Write fresh random scenarios for a drill, spread evenly over the fault variants.

    With --shoe, write whole taglie: each a shuffled sabot, its opening burn
    and every hand until the mask comes out, with faults from the chosen
    articles at --fault-rate.

    Every file passes `trainer validate`. Nothing is overwritten: if a file of
    the same name is already in the folder, nothing is written and the exit
    code is 1.
    """
    import os

    from ..drill.generate import ID_WIDTH
    from ..drill.generate import drills as draw_drills
    from ..files import create

    if shoe or decks is not None or fault_rate is not None:
        if not shoe or level is not None:
            raise click.UsageError("--decks and --fault-rate go with --shoe, and --level does not")
        from .shoe import generate_taglie

        return generate_taglie(count, out_dir, seed, decks or 6, 0.15 if fault_rate is None else fault_rate, articles)
    chosen = drill_variants(articles, level)
    if seed is None:
        seed = fresh_seed()
        echo(f"seed {seed} (give --seed {seed} to draw the same drill again)", err=True)
    # The names first, so that nothing is written when one is taken; each file is then written as it is drawn.
    width = max(ID_WIDTH, len(str(count)))
    paths = [os.path.join(out_dir, f"drill-s{seed}-{i:0{width}d}.yaml") for i in range(1, count + 1)]
    taken = [p for p in paths if os.path.lexists(p)]
    if taken:
        more = f" (and {len(taken) - 1} more)" if len(taken) > 1 else ""
        fail(f"{taken[0]} already exists{more}; nothing was written. Choose another --out "
             "folder or --seed, or remove the old files.")
    for drill, path in zip(draw_drills(count, seed, chosen, level), paths):
        if drill.filename != os.path.basename(path):  # the drill generator named it otherwise: never guess
            raise RuntimeError(f"drill {drill.index} is named {drill.filename}, not {os.path.basename(path)}")
        try:
            create(path, drill.text)
        except FileExistsError:
            fail(f"{path} appeared while writing; stopped before it.")
        echo(f"wrote {path} ({drill.variant}, level {drill.level})")
