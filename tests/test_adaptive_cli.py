"""Adaptive drills from a real results store: `trainer train --adaptive [--plan [--json]]` and
`trainer audit --trainee ID`'s next-drill section (issue 11, items 4 and 6).

History is made the way it is made in use: answer sheets for bundled scenarios, graded by the
real pipeline (trainer.pipeline.grade_file) and recorded in an SQLite store in tmp_path
(trainer.store.recorder.Recorder), or played through a whole `trainer train --adaptive` session.
"""
from __future__ import annotations

import json
import shlex
import os
import uuid
from itertools import count as counter

import pytest
from click.testing import CliRunner
from conftest import plain, postgresql_url

from trainer.adaptive import plan_drill, stored_hands
from trainer.session.hand_view import asked_beyond
from trainer.cli import main
from trainer.drill import VARIANTS
from trainer.engine.solve import solve
from trainer.io.plain import answer_plain
from trainer.money import dumps
from trainer.pipeline import grade_file
from trainer.scenario.load import load
from trainer.session import narrate, paths, questions
from trainer.store import open_store
from trainer.store.recorder import Recorder
from trainer.vocab import Origin
from trainer.yamlio.writer import dump

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")
ART7 = ["art7-wrong-count-cancelled", "art7-wrong-count-left-over-card", "art7-wrong-count-short-deal"]
ART3, ART6, ART1 = "art3-first-card-dropped", "art6-reversed-distribution-rebuilt", "art1-extra-card-seen"
CLEAN = "premise-banco-3-stands-on-punto-8"
VARIANT_ARTICLES = {v.name: list(v.articles) for v in VARIANTS}
PLAN_KEYS = {"format", "variant", "articles", "why", "seed"}


class History:
    """Answer sheets for bundled scenarios, graded and recorded in the store at `spec` as `trainer grade` does."""

    def __init__(self, tmp_path, spec: str | None = None):
        self.folder = tmp_path / ("sheets-" + uuid.uuid4().hex[:8])  # two histories may share tmp_path
        self.folder.mkdir()
        self.spec = spec or str(tmp_path / "results.sqlite")
        self.numbers = counter(1)
        self.solutions = {}

    def hand(self, trainee: str, scenario: str, wrong_status: bool = False) -> None:
        if scenario not in self.solutions:
            self.solutions[scenario] = solve(load(os.path.join(SCENARIOS, scenario + ".yaml")))
        solution = self.solutions[scenario]
        answer = json.loads(dumps(plain(solution)))["answer"]  # as `trainer solve --json` prints it
        if "payouts" in answer:
            answer["payouts"] = {int(seat): net for seat, net in answer["payouts"].items()}
        if wrong_status:
            answer["status"] = "cancelled" if answer["status"] != "cancelled" else "valid"
        path = self.folder / f"{next(self.numbers):03d}.answer.yaml"
        path.write_text(dump({"scenario": scenario, "trainee": trainee, "answer": answer}), encoding="utf-8")
        graded = grade_file(str(path), solution)
        assert graded.grade is not None and graded.grade.passed is not wrong_status
        with open_store(self.spec) as store:
            Recorder(store, Origin.GRADE)(graded)

    def hands(self, trainee: str, *plays: tuple[str, bool]) -> None:
        for scenario, wrong in plays:
            self.hand(trainee, scenario, wrong)


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def plan_lines(spec: str, trainee: str, *more: str) -> list[dict]:
    result = run("train", "--adaptive", "--plan", "--json", "--trainee", trainee, "--store", spec, *more)
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    for line in lines:  # FORMATS §4
        assert set(line) == PLAN_KEYS and line["format"] == 1 and type(line["seed"]) is int
        assert line["articles"] == VARIANT_ARTICLES[line["variant"]]
        assert isinstance(line["why"], str) and line["why"].strip()
    return lines


def focus(line: dict) -> object:
    """The article a planned hand stresses: its variant's one article, else Article 10."""
    return line["articles"][0] if len(line["articles"]) == 1 else 10


@pytest.fixture
def history(tmp_path):
    return History(tmp_path)


@pytest.fixture
def postgres_history(tmp_path):
    """A History in a PostgreSQL schema of its own (skipped without TRAINER_TEST_PG, as the store tests are)."""
    url = postgresql_url()
    import psycopg

    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield History(tmp_path, url + ("&" if "?" in url else "?") + f"options=-csearch_path%3D{schema}")
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


def missing_7(history: History) -> History:
    history.hands("T-0007", (ART3, True), (ART7[0], True), (CLEAN, False), (ART7[1], True), (ART1, False),
                  (ART7[2], True), (ART7[0], False), (ART7[1], True))
    history.hands("T-0001", (ART3, True), (ART3, True))  # another trainee's misses count for nobody else
    return history


@pytest.fixture
def keeps_missing_7(history):
    """T-0007 misses Article 7 again and again (and once Article 3, early); the rest is right."""
    return missing_7(history)


# ---- the plan follows the trainee's record ----------------------------------------------------------------

def test_a_trainee_who_keeps_missing_article_7_gets_a_plan_led_by_article_7(keeps_missing_7):
    lines = plan_lines(keeps_missing_7.spec, "T-0007", "--seed", "5")
    assert len(lines) == 5
    assert [focus(line) for line in lines] == [7, 3, 7, 3, 2]  # Article 1 was right: box 2; 2 is new
    assert lines[0]["why"] == ("Article 7: missed 4 times in your last 5 hands with it (box 1). "
                               "Decision missed most: Status of the hand (4).")
    assert lines[1]["why"].startswith("Article 3: missed the only time it came up (box 1).")
    assert lines[4]["why"] == "Article 2: not in your recorded hands yet."
    assert len({line["variant"] for line in lines if focus(line) == 7}) == 2  # two different Article 7 hands


def test_a_postgresql_store_gives_the_same_plan(postgres_history, history):
    sqlite_lines = plan_lines(missing_7(history).spec, "T-0007", "--seed", "5", "--lang", "it")
    assert plan_lines(missing_7(postgres_history).spec, "T-0007", "--seed", "5", "--lang", "it") == sqlite_lines


def test_the_plan_led_by_article_7_in_italian(keeps_missing_7):
    lines = plan_lines(keeps_missing_7.spec, "T-0007", "--seed", "5", "--lang", "it", "--count", "3")
    assert [focus(line) for line in lines] == [7, 3, 7]
    assert lines[0]["why"] == ("Articolo 7: errori in 4 dei tuoi ultimi 5 colpi su questa regola (scatola 1). "
                               "Decisione sbagliata più spesso: Stato del colpo (4).")
    text = run("train", "--adaptive", "--plan", "--trainee", "T-0007", "--store", keeps_missing_7.spec,
               "--seed", "5", "--lang", "it", "--count", "3")
    assert text.exit_code == 0, text.output
    out = text.stdout.splitlines()
    assert out[0] == "Esercitazione adattiva per T-0007, numero di mescolata 5 (colpi registrati finora: 8):"
    assert out[1] == "1. Art. 7"  # what a trainee reads names no variant: it would give the status away
    assert not any(variant in text.stdout for variant in VARIANT_ARTICLES)
    assert out[2].strip().startswith("Articolo 7: errori in 4 dei tuoi ultimi 5 colpi")
    # The command on a line of its own, whole, to paste (issue 20, item 4).
    assert out[-2:] == ["Per giocarla:", f"  trainer train --adaptive --trainee T-0007 --count 3 --lang it "
                                         f"--store {keeps_missing_7.spec} --seed 5"]


@pytest.mark.parametrize("trainee, store", [("T-0042", "empty"), ("T-0042", "none"), ("T-0042", "others")])
def test_no_history_gives_a_plan_spread_over_every_article(history, tmp_path, monkeypatch, trainee, store):
    spec = {"empty": history.spec, "none": str(tmp_path / "nowhere.sqlite"), "others": history.spec}[store]
    if store == "empty":
        open_store(spec).close()
    if store == "others":
        history.hands("T-0007", (ART7[0], True), (ART7[1], True))
    if store == "none":  # no store at the default place: no history (a --store given must exist, below)
        monkeypatch.chdir(tmp_path)
        monkeypatch.delenv("TRAINER_STORE", raising=False)
        result = run("train", "--adaptive", "--plan", "--json", "--trainee", trainee, "--seed", "1")
        assert result.exit_code == 0 and not os.path.exists(tmp_path / "reports")
        assert [focus(json.loads(line)) for line in result.stdout.splitlines()] == ["premise", 1, 2, 3, 4]
        return
    lines = plan_lines(spec, trainee, "--count", "11", "--seed", "1")
    assert sorted(map(str, (focus(line) for line in lines))) == sorted(["premise", *map(str, range(1, 11))])
    assert all(line["why"].endswith("not in your recorded hands yet.") for line in lines)
    five = plan_lines(spec, trainee, "--seed", "1")
    assert [focus(line) for line in five] == ["premise", 1, 2, 3, 4]
    assert not os.path.exists(tmp_path / "nowhere.sqlite")  # planning creates no store


def test_right_answers_several_times_in_a_row_push_an_article_later(history):
    history.hands("T-MISS", (ART7[0], True), (ART7[1], True))
    history.hands("T-LEARN", (ART7[0], True), (ART7[1], True), *[(ART7[i % 3], False) for i in range(4)])
    assert focus(plan_lines(history.spec, "T-MISS", "--seed", "2")[0]) == 7
    learned = plan_lines(history.spec, "T-LEARN", "--seed", "2", "--count", "11")
    assert 7 not in [focus(line) for line in learned]  # box 5: back 16 hands after its last review
    doc = json.loads(run("audit", "--trainee", "T-LEARN", "--store", history.spec, "--format", "json").stdout)
    assert doc["next_drill"]["order"][:3] == [1, 2, 3]
    [seven] = stored_hands(history.spec, "T-LEARN")[-1:]  # the last hand was Article 7, right
    assert all(d.ok for d in seven.decisions)


def test_recent_misses_come_back_before_old_ones(history):
    history.hands("T-0003", (ART3, True), (ART3, True), *[(CLEAN, False)] * 4, (ART6, True), (ART6, True))
    lines = plan_lines(history.spec, "T-0003", "--seed", "9", "--count", "4")
    assert [focus(line) for line in lines] == [6, 3, 6, 3]
    assert lines[0]["why"].startswith("Article 6: missed 2 times in your last 2 hands with it (box 1).")


def test_a_plan_without_a_seed_carries_the_seed_it_drew_and_the_command_that_plays_it(keeps_missing_7):
    drawn = plan_lines(keeps_missing_7.spec, "T-0007", "--count", "4")
    [seed] = {line["seed"] for line in drawn}
    assert plan_lines(keeps_missing_7.spec, "T-0007", "--count", "4", "--seed", str(seed)) == drawn
    text = run("train", "--adaptive", "--plan", "--trainee", "T-0007", "--store", keeps_missing_7.spec,
               "--count", "4")
    command = shlex.split(text.stdout.splitlines()[-1])  # on its own line since issue 20
    assert command[:3] == ["trainer", "train", "--adaptive"]
    again = plan_lines(keeps_missing_7.spec, *command[command.index("--trainee") + 1:])  # the same store, given twice
    assert [line["seed"] for line in again] == [int(command[command.index("--seed") + 1])] * 4
    assert [line["variant"] for line in again] == [line["variant"] for line in plan_lines(
        keeps_missing_7.spec, "T-0007", "--count", "4", "--seed", command[command.index("--seed") + 1])]


def test_the_same_seed_plans_and_draws_the_same_drill(keeps_missing_7, tmp_path):
    one = run("train", "--adaptive", "--plan", "--json", "--trainee", "T-0007", "--store", keeps_missing_7.spec,
              "--seed", "77", "--count", "6")
    two = run("train", "--adaptive", "--plan", "--json", "--trainee", "T-0007", "--store", keeps_missing_7.spec,
              "--seed", "77", "--count", "6")
    assert one.exit_code == two.exit_code == 0 and one.stdout == two.stdout
    kept = []
    for name in ("a", "b"):  # played with no input: the session stops at once, the drill is kept
        result = run("train", "--adaptive", "--trainee", "T-0007", "--store", keeps_missing_7.spec, "--seed", "77",
                     "--count", "6", "--no-record", "--report-dir", str(tmp_path / name), input="")
        assert "Adaptive drill for T-0007, seed 77" in result.output
        folder = tmp_path / name / "drills" / "seed-77"
        kept.append({p.name: p.read_text(encoding="utf-8") for p in sorted(folder.iterdir())})
    assert kept[0] == kept[1] and sorted(kept[0]) == [f"drill-a77-{n:03d}.yaml" for n in range(1, 7)]
    variants = [json.loads(line)["variant"] for line in one.stdout.splitlines()]
    assert [f"variant {v})" in kept[0][f"drill-a77-{n:03d}.yaml"].splitlines()[0]
            for n, v in enumerate(variants, 1)] == [True] * 6


def test_an_adaptive_drill_plays_as_a_session_and_is_recorded(keeps_missing_7, tmp_path):
    hands = stored_hands(keeps_missing_7.spec, "T-0007")
    [drill] = plan_drill(hands, "T-0007", 1, seed=31).drills()
    solution = drill.solution.only_hand
    story = narrate.story(solution)
    ask = questions.Ask("en", solution.hand.table, tuple(solution.hand.cards[:story.listed]),
                        extra=asked_beyond(solution))
    typed = "".join(line + "\n" for line in paths.typed_answers(answer_plain(solution.answer), ask))
    result = run("train", "--adaptive", "--trainee", "T-0007", "--store", keeps_missing_7.spec, "--seed", "31",
                 "--count", "1", "--no-wait", "--report-dir", str(tmp_path / "reports"), input=typed)
    assert result.exit_code == 0, result.output
    assert "Adaptive drill for T-0007, seed 31" in result.output and "passed" in result.output
    with open_store(keeps_missing_7.spec, read_only=True) as store:
        last = list(store.records(trainee="T-0007"))[-1]
    assert (last.scenario, last.origin, last.passed) == ("drill-a31-001", "train", True)
    assert len(stored_hands(keeps_missing_7.spec, "T-0007")) == len(hands) + 1


# ---- what the audit says ----------------------------------------------------------------------------------

def test_audit_of_a_trainee_shows_what_the_next_drill_stresses(keeps_missing_7):
    text = run("audit", "--trainee", "T-0007", "--store", keeps_missing_7.spec)
    assert text.exit_code == 0, text.output
    out = text.stdout
    section = out[out.index("NEXT ADAPTIVE DRILL"):].splitlines()
    assert "trainer train --adaptive --trainee T-0007" in " ".join(section[:3])
    rows = [line for line in section if line.startswith(("Art.", "premise"))]
    assert rows[0].split() == ["Art.", "7", "1", "2"] and rows[1].split() == ["Art.", "3", "1", "2"]
    assert ("Article 7: missed 4 times in your last 5 hands with it (box 1). Decision missed most: Status of the hand (4)."
            in " ".join(" ".join(section).split()))
    assert any(line.startswith("    Variants: art7-count-rebuilt-left-over, art7-count-rebuilt") for line in section)

    it = run("audit", "--trainee", "T-0007", "--store", keeps_missing_7.spec, "--lang", "it").stdout
    assert "PROSSIMA ESERCITAZIONE ADATTIVA" in it
    assert "Articolo 7: errori in 4 dei tuoi ultimi 5 colpi su questa regola (scatola 1)." in it

    doc = json.loads(run("audit", "--trainee", "T-0007", "--store", keeps_missing_7.spec, "--format", "json").stdout)
    plan = doc["next_drill"]
    assert (plan["trainee"], plan["recorded_hands"], plan["order"]) == ("T-0007", 8, [7, 3, 7, 3, 2])
    seven = plan["articles"][0]
    assert (seven["article"], seven["box"], seven["hands"], seven["recent_misses"], seven["streak"]) == (7, 1, 2, 4, 0)
    assert seven["missed_keys"] == [{"key": "status", "missed": 4}]
    assert seven["why"].startswith("Article 7: missed 4 times")
    assert {"trainees", "articles", "scenarios"} <= set(doc)  # the rest of the document as before


def test_the_next_drill_ignores_the_audits_filters_and_is_absent_without_a_trainee(keeps_missing_7):
    spec = keeps_missing_7.spec
    narrowed = json.loads(run("audit", "--trainee", "T-0007", "--store", spec, "--article", "3", "--since",
                              "2000-01-01", "--format", "json").stdout)
    assert narrowed["next_drill"]["order"] == [7, 3, 7, 3, 2]
    assert json.loads(run("audit", "--store", spec, "--format", "json").stdout)["next_drill"] is None
    assert "NEXT ADAPTIVE DRILL" not in run("audit", "--store", spec).stdout
    unknown = run("audit", "--trainee", "T-9999", "--store", spec)
    assert "No recorded result matches." in unknown.stdout and "NEXT ADAPTIVE DRILL" in unknown.stdout
    assert "Premise: not in your recorded hands yet." in unknown.stdout


# ---- wrong use ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("args, says", [
    (["--plan"], "--plan goes with --adaptive"),
    (["--adaptive", "--json"], "--json goes with --plan"),
    (["--json"], "--json goes with --adaptive --plan"),
    (["--adaptive", "--drill"], "--adaptive chooses its own drill"),
    (["--adaptive", os.path.join(SCENARIOS, ART3 + ".yaml")], "--adaptive chooses its own drill"),
    (["--adaptive", "--article", "7"], "--article and --level go with --drill"),
    (["--adaptive", "--level", "2"], "--article and --level go with --drill"),
])
def test_wrong_use_is_a_usage_error(args, says, tmp_path):
    result = run("train", "--trainee", "T-1", "--report-dir", str(tmp_path / "reports"), *args)
    assert result.exit_code == 2 and says in result.output
    assert not os.path.exists(tmp_path / "reports")


def test_planning_from_a_store_that_does_not_exist_says_so_and_creates_nothing(tmp_path):
    mistyped = tmp_path / "mistyped.sqlite"
    for args, env in ((["--store", str(mistyped)], {}), ([], {"TRAINER_STORE": str(mistyped)})):
        result = CliRunner().invoke(main, ["train", "--adaptive", "--plan", "--trainee", "T-1", *args], env=env)
        assert result.exit_code == 1, result.output
        assert result.stderr.startswith(f"trainer: the results store {mistyped} does not exist"), result.stderr
        assert "Traceback" not in result.output and not mistyped.exists()


def test_a_store_that_cannot_be_read_is_said_and_exit_1(tmp_path):
    bad = tmp_path / "not-a-store.sqlite"
    bad.write_text("hello", encoding="utf-8")
    result = run("train", "--adaptive", "--plan", "--trainee", "T-1", "--store", str(bad))
    assert result.exit_code == 1 and result.stderr.startswith("trainer: cannot open the results store")
    assert "Traceback" not in result.output
    assert bad.read_text(encoding="utf-8") == "hello"


def test_a_recorded_session_ends_by_offering_the_adaptive_drill_without_showing_a_password(tmp_path):
    from trainer.adaptive.advice import adaptive_advice
    assert "--store 'postgresql://coach:***@db/trainer'" in adaptive_advice("T-1", "en", "postgresql://coach:s3cret@db/trainer")
    path = os.path.join(os.path.dirname(__file__), "..", "scenarios", "art3-first-card-dropped.yaml")
    solution = solve(load(path)).only_hand
    story = narrate.story(solution)
    ask = questions.Ask("en", solution.hand.table, tuple(solution.hand.cards[:story.listed]),
                        extra=asked_beyond(solution))
    typed = "".join(line + "\n" for line in paths.typed_answers(answer_plain(solution.answer), ask))
    store = str(tmp_path / "results.sqlite")
    result = run("train", path, "--trainee", "T-0009", "--store", store, "--no-wait",
                 "--report-dir", str(tmp_path / "r"), input=typed)
    assert result.exit_code == 0, result.output
    pasted = result.output.replace(" \\\n", " ")  # as a shell reads the command's continued lines
    assert f"trainer train --adaptive --trainee T-0009 --store {store}" in " ".join(pasted.split())
    unrecorded = run("train", path, "--trainee", "T-0009", "--no-record", "--no-wait",
                     "--report-dir", str(tmp_path / "s"), input=typed)
    assert unrecorded.exit_code == 0 and "--adaptive" not in unrecorded.output
