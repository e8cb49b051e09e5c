"""The drill generator (`trainer generate`, trainer.drill): valid, reproducible, evenly spread."""
from __future__ import annotations

import json
import os
import re
from collections import Counter

import pytest
import yaml
from click.testing import CliRunner

from conftest import plain
from trainer.cli import main
from trainer.drill import VARIANTS, select
from trainer.drill.generate import generate
from trainer.engine.solve import solve
from trainer.pipeline import solve_files
from trainer.scenario.load import load

NAMES = {v.name for v in VARIANTS}
BY_NAME = {v.name: v for v in VARIANTS}
V = len(VARIANTS)


_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse(text: str) -> dict:
    return yaml.load(text, Loader=_Loader)


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def cards_of(text: str) -> str:
    return re.search(r"^  cards: \[(.*)\]$", text, re.M).group(1)


# What each variant must make of its hand: checked on the engine's own solution, so a
# variant that drifts into another case (a "left-over" deal with nothing left over) fails.
def _expect(name: str, a: dict) -> bool:
    status, steps = a["status"], a["procedure"]
    if name.startswith("art10-"):
        return status == "valid" and steps == ["call_game_inspector"] and "reader" not in a
    checks = {
        "art1-extra-not-seen": lambda: steps == ["set_aside_card"] and a["next_hand"] == "normal",
        "art1-extra-seen": lambda: "announce_colpo_in_bianco" in steps and a["next_hand"] == "colpo_in_bianco",
        "art1-top-card-in-sabot": lambda: status == "colpo_in_bianco" and "withdraw_bets" in steps,
        "art1-card-in-sabot": lambda: status == "valid" and steps == ["continue_hand"],
        "art1-uncovered-in-distribution": lambda: status == "valid" and steps == ["continue_hand"],
        "art2-stuck-order-known": lambda: steps == ["restore_order"],
        "art2-stuck-order-unknown": lambda: steps == ["burn_cards"] and a["burned"],
        "art3-first-card-dropped": lambda: status == "colpo_in_bianco",
        "art3-card-dropped": lambda: status == "valid" and steps == ["staff_pick_up"],
        "art4-damaged-card": lambda: steps == ["replace_card"],
        "art5-mask-during-hand": lambda: steps == ["announce_last_hand"] and a["next_hand"] == "new_shoe",
        "art5-mask-at-start-seven": lambda: status == "valid" and "count_remaining_cards" in steps,
        "art5-mask-at-start-few": lambda: status == "cancelled" and a["next_hand"] == "new_shoe",
        "art6-reversed-rebuilt": lambda: status == "valid" and "rectify_distribution" in steps,
        "art6-reversed-not-rebuilt": lambda: status == "cancelled",
        "art7-count-rebuilt-left-over": lambda: status == "valid" and a["set_aside"] != [],
        "art7-count-rebuilt": lambda: status == "valid" and a["set_aside"] == [] and "reconstruct_hand" in steps,
        "art7-count-not-rebuilt": lambda: status == "cancelled",
        "art9-misannounced": lambda: steps == ["announce_le_carte_parlano"],
        "premise-clean": lambda: status == "valid" and steps == [],
        # At the table (RULEBOOK §6): valid, the dealer's one step, and the stakes that play graded.
        "art11-second-bet": lambda: status == "valid" and steps == ["refuse_bet"] and "bets" in a,
        "premise-late-bet": lambda: status == "valid" and steps == ["refuse_bet"] and "bets" in a,
        "art12-banknote-bet": lambda: status == "valid" and steps == ["exchange_banknotes"] and "bets" in a,
        "art14-under-minimum": lambda: status == "valid" and steps == ["refuse_bet"] and "bets" in a,
        "art14-over-maximum": lambda: status == "valid" and steps == ["reduce_bet"] and "bets" in a,
    }
    if name.startswith("art8-"):
        return status == "valid" and "reconstruct_hand" in steps
    if name.startswith("premise-reader-"):
        return status == "valid" and "reconstruct_hand" in steps and a["reader"] != "dealer"
    return checks[name]()


# (a) ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def many():
    """3,600 scenarios: seeds 0..9, 360 each (ten of every variant per seed)."""
    return [d for seed in range(10) for d in generate(10 * V, seed)]


@pytest.fixture(scope="module")
def parsed(many):
    return [parse(d.text) for d in many]


@pytest.mark.slow
def test_thousands_of_scenarios_pass_the_validate_path(many, tmp_path):
    for d in many:
        (tmp_path / d.filename).write_text(d.text, encoding="utf-8")
    results = list(solve_files([str(tmp_path)]))  # what `trainer validate DIR` runs
    bad = [str(p) for r in results for p in r.problems]
    assert not bad, bad[:5]
    assert len(results) == len(many) == 100 * V == 3600
    by_id = {r.solution.scenario.id: r.solution for r in results}
    wrong = [d.id for d in many if not _expect(d.variant, plain(by_id[d.id])["answer"])]
    assert not wrong, wrong[:10]


@pytest.mark.slow
def test_engine_refusals_are_rare(many):
    assert sum(d.retries for d in many) <= len(many) // 100


@pytest.mark.slow
def test_every_file_cites_its_articles_and_tells_where_it_came_from(many):
    for d in many[:V * 2]:
        data = parse(d.text)
        first = d.text.splitlines()[0]
        assert first.startswith("# Generated by `trainer generate`") and d.variant in first
        assert "yaml-language-server" not in d.text
        assert data["id"] == d.id and d.filename == d.id + ".yaml"
        assert re.fullmatch(r"drill-s\d+-\d{3}", d.id) and d.variant not in d.id
        assert tuple(data["articles"]) == BY_NAME[d.variant].articles == d.articles
        assert data["level"] == d.level == BY_NAME[d.variant].level
        # Every drill carries its texts in English and Italian (FORMATS §2, issue 10).
        assert set(data["title"]) == set(data["description"]) == {"en", "it"}
        for lang in ("en", "it"):
            assert data["title"][lang].strip() and len(data["description"][lang].split()) >= 5
        fault = data.get("fault") or {}
        if fault.get("after_burn"):
            assert 10 in data["articles"]
        if "mask_after" in data["shoe"]:
            assert 5 in data["articles"]
        seats = data["table"]["seats"]
        assert 2 <= len(seats) <= 8 and data["table"]["button"] in seats
        assert not seats[data["table"]["button"]].get("temporary")


@pytest.mark.slow
def test_descriptions_do_not_give_the_answer_away(many, parsed):
    giveaways = re.compile(r"colpo in bianco|cancel|rebuil|reconstruct|burn the|set aside|"
                           r"le carte parlano|inspector is called|is void|seat \d|"
                           r"annull|ricostru|brucia le|da parte|ispettore .*chiamat|nullo|posto \d", re.I)
    # A fault on the bets happens at one seat, and saying which is what happened, not an answer (RULEBOOK §6).
    at_a_seat = re.compile(r"seat \d|posto \d", re.I)
    for d, data in zip(many, parsed):
        for desc in data["description"].values():
            found = giveaways.search(desc)
            on_bets = BY_NAME[d.variant].fit is not None
            assert not found or (on_bets and at_a_seat.fullmatch(found.group())), (d.id, desc)


@pytest.mark.slow
def test_tables_vary_as_a_real_table_does(parsed):
    # A stake_out_of_limits drill puts one stake outside the limits on purpose (Article 14).
    plain = [data for data in parsed if (data.get("fault") or {}).get("kind") != "stake_out_of_limits"]
    tables = [data["table"] for data in plain]
    stakes = [v for t in tables for s in t["seats"].values() for k, v in s.items() if k != "temporary"]
    assert all(1 <= s <= 5000 for s in stakes)
    assert 0.8 < sum(s % 5 == 0 for s in stakes) / len(stakes) < 1  # mostly multiples of 5, some odd
    share = lambda pred: sum(map(pred, tables)) / len(tables)  # noqa: E731
    assert 0.1 < share(lambda t: any(s.get("temporary") for s in t["seats"].values())) < 0.5
    assert 0.05 < share(lambda t: not any("punto" in s for s in t["seats"].values())) < 0.4
    assert 0.1 < share(lambda t: any("egalite" in s for s in t["seats"].values())) < 0.8
    assert 0.2 < share(lambda t: "limits" in t) < 0.5
    for t in tables:
        if "limits" in t:
            lo, hi = t["limits"]["min"], t["limits"]["max"]
            assert all(lo <= v <= hi for s in t["seats"].values() for k, v in s.items() if k != "temporary")


# (b) ---------------------------------------------------------------------------------------

def test_same_seed_same_bytes_other_seed_other_shoes():
    a, b = generate(2 * V, 42), generate(2 * V, 42)
    assert [d.text for d in a] == [d.text for d in b]
    c = generate(2 * V, 43)
    assert [d.id for d in a] != [d.id for d in c]
    assert all(cards_of(x.text) != cards_of(y.text) for x, y in zip(a, c))
    assert len({cards_of(d.text) for d in a}) == len(a)  # no two hands of a drill share a shoe


def test_a_scenario_does_not_depend_on_the_count():
    assert [d.text for d in generate(7, 9)] == [d.text for d in generate(2 * V, 9)[:7]]


def test_filters_are_part_of_what_reproduces_a_drill():
    a = generate(12, 5, articles=[8], level=3)
    assert [d.text for d in a] == [d.text for d in generate(12, 5, articles=["8"], level=3)]


# (c) ---------------------------------------------------------------------------------------

def test_article_filter_keeps_scenarios_citing_it_and_covers_its_variants():
    drill = generate(50, 1, articles=[8])
    assert all(8 in parse(d.text)["articles"] for d in drill)
    assert {d.variant for d in drill} == {"art8-punto-given", "art8-punto-withheld", "art8-banco-given",
                                          "art8-banco-withheld", "art10-third-card"}


@pytest.mark.parametrize("articles", [[1], [5], [10], ["premise"], [2, 3, 4]])
def test_every_variant_of_the_chosen_articles_appears(articles):
    wanted = {v.name for v in VARIANTS if set(v.articles) & set(articles)}
    drill = generate(3 * len(wanted), 2, articles=articles)
    assert {d.variant for d in drill} == wanted
    assert all(set(parse(d.text)["articles"]) & set(articles) for d in drill)


def test_level_filter():
    one = generate(40, 3, level=1)
    assert {d.level for d in one} == {1}
    assert {d.variant for d in one} == {v.name for v in VARIANTS if v.level == 1}
    two = generate(60, 3, level=2)
    assert {d.level for d in two} == {1, 2} and {d.variant for d in two} == {v.name for v in VARIANTS if v.level <= 2}


def test_catalogue():
    assert len(NAMES) == V == 36
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", n) for n in NAMES)
    assert {v.articles for v in VARIANTS if v.name.startswith("art10-")} == \
        {(6, 10), (7, 10), (8, 10), (9, 10), ("premise", 10)}
    assert select(["premise"], 1) == tuple(v for v in VARIANTS if v.name in ("premise-clean", "premise-late-bet"))
    for bad in ([13], ["x"], [0]):
        with pytest.raises(ValueError):
            select(bad)
    with pytest.raises(ValueError):
        generate(3, 1, articles=[5], level=1)  # no level-1 variant cites Article 5
    with pytest.raises(ValueError):
        generate(0, 1)


# (d) ---------------------------------------------------------------------------------------

def test_cli_writes_files_that_validate(tmp_path):
    out = tmp_path / "new" / "drill"
    result = run("generate", "--count", 12, "--out", out, "--seed", 7)
    assert result.exit_code == 0, result.output
    files = sorted(os.listdir(out))
    assert len(files) == 12 and all(f.startswith("drill-s7-") and f.endswith(".yaml") for f in files)
    assert len(result.stdout.splitlines()) == 12  # one line per file
    assert all(str(out) in line for line in result.stdout.splitlines())
    assert [(out / f).read_text() for f in files] == [d.text for d in sorted(generate(12, 7), key=lambda d: d.id)]
    check = run("validate", out)
    assert check.exit_code == 0 and "12 scenario files valid" in check.stdout


def test_cli_article_and_level_options(tmp_path):
    result = run("generate", "--count", 10, "--out", tmp_path, "--seed", 1, "--article", 8)
    assert result.exit_code == 0, result.output
    for f in tmp_path.iterdir():
        assert 8 in parse(f.read_text())["articles"]
    result = run("generate", "--count", 10, "--out", tmp_path / "p", "--seed", 1,
                 "--article", "premise", "--article", "3", "--level", 1)
    assert result.exit_code == 0, result.output
    names = {re.search(r"variant ([a-z0-9-]+)\)", f.read_text()).group(1) for f in (tmp_path / "p").iterdir()}
    assert names == {"art3-first-card-dropped", "art3-card-dropped", "premise-clean", "premise-late-bet"}


def test_cli_never_overwrites(tmp_path):
    assert run("generate", "--count", 5, "--out", tmp_path, "--seed", 3).exit_code == 0
    before = {f.name: f.read_bytes() for f in tmp_path.iterdir()}
    victim = sorted(before)[2]
    (tmp_path / victim).write_text("my own edit\n")
    before[victim] = b"my own edit\n"
    again = run("generate", "--count", 8, "--out", tmp_path, "--seed", 3)
    assert again.exit_code == 1
    assert "already exists" in again.stderr and sorted(before)[0] in again.stderr
    assert again.stdout == ""
    assert {f.name: f.read_bytes() for f in tmp_path.iterdir()} == before  # nothing written, nothing lost


def test_cli_usage_errors_exit_2(tmp_path):
    for args in (["--count", 0], ["--count", -1], ["--count", 3, "--article", 13], ["--count", 3, "--level", 4],
                 ["--count", 3, "--seed", -5], ["--count", 3, "--article", 5, "--level", 1], []):
        result = run("generate", "--out", tmp_path / "x", *args)
        assert result.exit_code == 2, (args, result.output)
    assert not (tmp_path / "x").exists()
    (tmp_path / "file").write_text("")
    assert run("generate", "--count", 1, "--out", tmp_path / "file").exit_code == 2


def test_cli_random_seed_is_printed_and_reproduces_the_drill(tmp_path):
    first = run("generate", "--count", 4, "--out", tmp_path / "a")
    assert first.exit_code == 0, first.output
    seed = int(re.search(r"seed (\d+)", first.stderr).group(1))
    again = run("generate", "--count", 4, "--out", tmp_path / "b", "--seed", seed)
    assert again.exit_code == 0
    assert sorted(os.listdir(tmp_path / "a")) == sorted(os.listdir(tmp_path / "b"))
    for name in os.listdir(tmp_path / "a"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


# (e) ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 99])
def test_a_drill_of_one_block_holds_each_variant_once(seed):
    assert Counter(d.variant for d in generate(V, seed)) == Counter(NAMES)
    assert Counter(d.variant for d in generate(3 * V, seed)) == Counter({n: 3 for n in NAMES})


def test_the_spread_is_even_at_any_count_and_the_order_is_shuffled():
    drill = generate(2 * V + 5, 4)
    counts = Counter(d.variant for d in drill)
    assert max(counts.values()) - min(counts[n] for n in NAMES) <= 1
    orders = {tuple(d.variant for d in generate(V, s)) for s in range(5)}
    assert len(orders) == 5
    eight = generate(15, 4, articles=[8])
    assert max(Counter(d.variant for d in eight).values()) == 3


def test_generated_files_match_the_editor_schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(run("schema", "scenario").output)
    validator = jsonschema.Draft202012Validator(schema)
    for d in generate(2 * V, 11):
        data = parse(d.text)
        data["table"]["seats"] = {str(k): v for k, v in data["table"]["seats"].items()}  # JSON keys are text
        errors = [e.message for e in validator.iter_errors(data)]
        assert not errors, (d.id, errors)


def test_generated_scenarios_solve_from_bytes_like_the_files(tmp_path):
    d = generate(1, 123)[0]
    path = tmp_path / d.filename
    path.write_bytes(d.text.encode("utf-8"))
    assert plain(solve(load(str(path))))["answer"] == plain(solve(load("<x>", d.text.encode("utf-8"))))["answer"]


# retries and start-up -------------------------------------------------------------------------

def test_a_refused_draw_is_drawn_again_and_the_bound_holds(monkeypatch):
    import sys

    from trainer.yamlio.errors import Invalid, Problem

    module = sys.modules["trainer.drill.generate"]
    real, calls = module.solve, []

    def refuse_first(sc):
        calls.append(sc.id)
        if len(calls) == 1:
            raise Invalid([Problem(sc.source, 1, 1, "refused for the test")])
        return real(sc)

    plain = generate(1, 5)[0]
    monkeypatch.setattr(module, "solve", refuse_first)
    redrawn = generate(1, 5)[0]
    assert redrawn.retries == 1 and len(calls) == 2 and redrawn.id == plain.id
    assert cards_of(redrawn.text) != cards_of(plain.text)  # a fresh hand, from the same generator
    calls.clear()
    assert generate(1, 5)[0].text == redrawn.text  # still reproducible

    def refuse(sc):
        raise Invalid([Problem(sc.source, 1, 1, "refused for the test")])

    monkeypatch.setattr(module, "solve", refuse)
    with pytest.raises(RuntimeError, match="no valid scenario"):
        generate(1, 5)


def test_the_cli_does_not_load_the_generator_at_start_up():
    import subprocess
    import sys

    code = "import sys, trainer.cli; print(sorted(m for m in sys.modules if m.startswith('trainer.')))"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=root).stdout
    assert "trainer.drill" not in out and "trainer.engine.solve" not in out  # the solver (was trainer.solve)


def test_a_damaged_cards_fault_line_says_no_damage_other_than_its_description():
    """Trainee report item 17 (drill seed 50981, hand 5): the description said "creased down the middle" and
    the fault line "crumpled and stained". The fault names the card only, so its line names no damage."""
    from trainer.drill.generate import generate
    from trainer.i18n import text_in
    from trainer.session import narrate
    from trainer.session.narrate import Note

    damage = re.compile(r"crumpl|stain|creas|torn|tear|sgualc|macchi|piegat|strapp", re.IGNORECASE)
    seen = set()
    for seed in range(1, 40):
        for drill in generate(3, seed, [4], None):
            assert drill.solution is not None
            hand = drill.solution.only_hand
            sc = drill.solution.scenario
            for lang in ("en", "it"):
                description = sc.description_in(lang) or ""
                seen.add(damage.search(description).group().lower())
                lines = [text_in(e.text, lang, symbols=True) for e in narrate.story(hand).events
                         if isinstance(e, Note)]
                assert lines and not any(damage.search(line) for line in lines), (seed, lang, description, lines)
    assert len(seen) >= 6  # the drills do describe different damages, each its own way
