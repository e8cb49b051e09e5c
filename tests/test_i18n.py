"""Every sentence the engine writes has an English and an Italian form.

The catalogs agree (same ids, same placeholders), every bundled scenario
renders in both languages, the Italian really is Italian, and English output
is unchanged: tests/i18n_solve_en.jsonl holds `trainer solve --json` lines
saved before the engine's sentences became message ids.
"""
from __future__ import annotations

import json
import string
from importlib import import_module
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import plain
from trainer import i18n
from trainer.cli import main
from trainer.engine.grade import grade
from trainer.engine.solve import solve
from trainer.i18n import LANGS, Say, Text, say, templates, text_in
from trainer.io.plain import answer_from_plain, decision_plain
from trainer.money import dumps
from trainer.scenario.load import load

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
SCENARIO_FILES = sorted(SCENARIOS.glob("*.yaml"))
BEFORE = Path(__file__).resolve().parent / "i18n_solve_en.jsonl"


def _modules():
    """Every catalog module, imported: one that does not import fails the test, never drops out of it."""
    return [(name, import_module(f"trainer.i18n.{name}")) for name in i18n._MODULES]


def _engine_messages():
    """The engine's messages: its catalog module's and its places' (the session's story aside)."""
    from trainer.i18n import engine, places

    return engine.MESSAGES + tuple(m for module in places.MODULES for m in module.MESSAGES
                                   if not m.id.startswith("session."))


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}


@pytest.fixture(scope="module")
def solutions():
    return [solve(load(str(p))) for p in SCENARIO_FILES]


@pytest.mark.parametrize("name", i18n._MODULES)
def test_every_id_is_in_both_languages(name):
    module = import_module(f"trainer.i18n.{name}")
    en, it = templates("en", module.MESSAGES), templates("it", module.MESSAGES)
    assert set(en) - set(it) == set(), f"{name}: ids without Italian"
    assert set(it) - set(en) == set(), f"{name}: ids without English"


@pytest.mark.parametrize("name", i18n._MODULES)
def test_placeholders_match_across_languages(name):
    module = import_module(f"trainer.i18n.{name}")
    it = templates("it", module.MESSAGES)
    for mid, en in templates("en", module.MESSAGES).items():
        assert _fields(en) == _fields(it[mid]), f"{name}: {mid} placeholders differ"


def test_ids_are_unique_across_catalog_modules():
    seen: dict[str, str] = {}
    for name, module in _modules():
        for mid in (m.id for m in module.MESSAGES):
            assert mid not in seen, f"{mid} is in both {seen[mid]} and {name}"
            seen[mid] = name


def test_every_engine_id_renders_in_both_languages():
    EN, IT = templates("en", _engine_messages()), templates("it", _engine_messages())
    for mid, en in EN.items():
        params = {f: "X" for f in _fields(en)}
        for lang in LANGS:
            text = text_in(say(mid, **params), lang)
            assert "{" not in text and "}" not in text, (mid, lang)
    same = [mid for mid in EN if EN[mid] == IT[mid]]
    # Only labels that are the same word in both languages (Punto, Banco, Égalité, Art. N).
    assert set(same) <= {"answer_key.punto", "answer_key.banco", "cite.article", "grade.then",
                         "grade.box.punto", "grade.box.banco", "grade.box.egalite"}, same


def test_italian_uses_the_house_vocabulary():
    italian = " ".join(templates("it", _engine_messages()).values())
    for phrase in ("colpo in bianco", "le carte parlano", "ultimo colpo della taglia",
                   "ultimo colpo della taglia, minimo sette carte o niente", "Ispettore di Gioco",
                   "Ispettore Comunale", "mascherina", "sabot", "battuta", "Bottone", "posto",
                   "puntat", "bruciare", "ricostruire il colpo", "annullare il colpo", '"carta"',
                   "no carta", "Égalité", "Art. "):
        assert phrase in italian, phrase


def test_every_scenario_renders_every_why_in_both_languages(solutions):
    differ = total = 0
    for sol in solutions:
        hand = sol.only_hand
        for key in hand.keys:
            why = hand.explanation.of(key).text
            assert isinstance(why, (Say, Text)), (sol.scenario.id, key)
            en, it = text_in(why, "en"), text_in(why, "it")
            for text in (en, it):
                assert text.strip() and "{" not in text and "}" not in text, (sol.scenario.id, key, text)
            total += 1
            differ += en != it
    assert differ / total > 0.95, f"only {differ} of {total} whys differ between English and Italian"


def test_solution_json_renders_whys_as_plain_strings(solutions):
    for sol in solutions:
        for lang in LANGS:
            out = plain(sol, lang)
            assert all(isinstance(ex["why"], str) for ex in out["explain"].values())
            dumps(out)  # amounts are exact Decimals: trainer.money writes them
        assert isinstance(sol.only_hand.explanation.status.text, (Say, Text)), \
            "solution_plain must not render in place"


def test_grade_verdicts_render_in_both_languages(solutions):
    sol = next(s for s in solutions if s.scenario.id == "art7-wrong-count-left-over-card")
    answer = dict(plain(sol)["answer"])
    answer["procedure"] = ["burn_cards", "reconstruct_hand", "call_game_inspector", "burn_cards"]
    answer["announce"] = "Banco 0, Punto 0"
    answer["payouts"] = {seat: 0.5 for seat in plain(sol)["answer"]["payouts"]}
    answer["punto"] = []
    del answer["winner"]
    g = grade(sol, (answer_from_plain(answer),), "trainee")
    wrong = {d.key: d for d in g.decisions if not d.ok}
    assert {"procedure", "announce", "payouts", "punto", "winner"} <= set(wrong)
    for d in wrong.values():
        assert isinstance(d.verdict, (Say, Text)) and isinstance(d.why, (Say, Text))
        en, it = text_in(d.verdict, "en"), text_in(d.verdict, "it")
        assert en != it and "{" not in it
    assert text_in(wrong["procedure"].verdict, "en").startswith(
        "Procedure missing: call_municipal_inspector, set_aside_card, announce_colpo_in_bianco; "
        "not called for by this fault: burn_cards; given more than once: burn_cards; out of order: "
        "call_game_inspector must come before reconstruct_hand")
    assert text_in(wrong["procedure"].verdict, "it").startswith("passi mancanti:")  # its label says Procedura
    assert text_in(wrong["winner"].verdict, "it") == "Qui non hai risposto."
    assert text_in(wrong["punto"].verdict, "en").startswith("You gave none;")
    decision = decision_plain(wrong["announce"])
    assert decision["why"].startswith("Wrong score: Banco ") and isinstance(decision["why"], str)
    assert decision_plain(wrong["announce"], "it")["why"].startswith("Punteggio sbagliato: Banco ")


def test_text_composes_sentences_and_lists():
    text = say("art9.status") + say("art9.procedure")
    assert isinstance(text, Text)
    assert text_in(text, "en").startswith("A wrong announcement changes nothing") and ". Correct" in text_in(text)
    assert text_in(say("art6.what.one", cards=[2]), "en") == "Card 2 went to the wrong side"
    assert text_in(say("art6.what.many", cards=[1, 3]), "it") == "Le carte 1, 3 sono andate dalla parte sbagliata"
    alone = say("solve.button.alone", reason=say("solve.button.reason.played"), seat=4)
    assert text_in(alone) == "The hand counts as played, but seat 4 is the only seated player, so the button stays there."
    assert text_in(alone, "it").startswith("Il colpo conta come giocato, ma il posto 4")


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_solve_lang_it_as_text_and_json():
    path = str(SCENARIOS / "art1-extra-card-seen.yaml")
    text = run("solve", "--lang", "it", path)
    assert text.exit_code == 0, text.output
    assert "colpo in bianco" in text.stdout and "Procedura" in text.stdout and "posto" in text.stdout
    assert "Status" not in text.stdout
    as_json = run("solve", "--json", "--lang", "it", path)
    assert as_json.exit_code == 0
    line = json.loads(as_json.stdout)
    assert "colpo in bianco" in line["explain"]["next_hand"]["why"]
    assert line["answer"]["next_hand"] == "colpo_in_bianco", "answer values stay the same in every language"


def test_solve_lang_en_is_the_default_and_unchanged():
    before = [json.loads(line) for line in BEFORE.read_text(encoding="utf-8").splitlines()]
    assert len(before) >= 2
    paths = [str(SCENARIOS / f"{b['scenario']}.yaml") for b in before]
    default = run("solve", "--json", *paths)
    english = run("solve", "--json", "--lang", "en", *paths)
    assert default.exit_code == english.exit_code == 0
    assert default.stdout == english.stdout
    after = [json.loads(line) for line in english.stdout.splitlines()]
    assert after == before
    text = run("solve", paths[0])
    assert "Status" in text.stdout and "Procedure" in text.stdout


def test_numbers_money_percentages_and_plurals_are_written_as_each_language_writes_them():
    from decimal import Decimal

    from trainer.i18n import format as fmt

    assert (fmt.count(12345, "en"), fmt.count(12345, "it")) == ("12,345", "12.345")
    assert (fmt.number(0.95, "en"), fmt.number(Decimal("0.95"), "it")) == ("0.95", "0,95")
    assert (fmt.percent(0.8125, "en", 1), fmt.percent(0.8125, "it", 1)) == ("81.2 %", "81,2 %")
    assert (fmt.percent(0.8, "en"), fmt.percent(0.875, "it")) == ("80 %", "87,5 %"), "exact without digits"
    assert (fmt.signed(Decimal("147.25"), "it"), fmt.signed(-100), fmt.signed(0), fmt.signed("x")) == \
        ("+147,25", "-100", "0", "x")
    assert [fmt.plural(n, "one", "other") for n in (0, 1, 2)] == ["other", "one", "other"]
    assert text_in(Decimal("0.95"), "it") == "0,95" and text_in(0.95) == "0.95"
