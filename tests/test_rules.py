"""`trainer rules` and its catalog (FORMATS §4): every topic in both languages, and every citation a topic.

Whatever the engine cites (an article in an explanation, a ruling id R<n> in
any catalog text, a house rule) must be something `trainer rules` explains,
in English and in Italian.
"""
from __future__ import annotations

import json
import re
from dataclasses import fields
from importlib import import_module
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import plain
from trainer import rulebook
from trainer.cli import main
from trainer.i18n import _MODULES, templates
from trainer.rules import HouseRules
from trainer.scenario.load import load
from trainer.engine.solve import solve
from trainer.vocab import Step

ROOT = Path(__file__).resolve().parent.parent
SCENARIO_FILES = sorted((ROOT / "scenarios").glob("*.yaml"))
# each article's sentences (the engine's reasons and the session's story), and those several articles share
WORDS_FILES = sorted(p for p in (ROOT / "trainer" / "i18n" / "places").glob("*.py") if p.name != "__init__.py")
KINDS = {"premise", "article", "ruling", "house_rule", "step"}


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def _catalog_texts() -> list[tuple[str, str, str]]:
    """(where, lang, template) for every sentence of the i18n catalogs and the articles' places (trainer/i18n/places)."""
    out = []
    for name in _MODULES:
        module = import_module(f"trainer.i18n.{name}")
        for lang in ("EN", "IT"):
            out += [(f"i18n.{name}:{k}", lang, v) for k, v in templates(lang.lower(), module.MESSAGES).items()]
    for path in WORDS_FILES:
        rel = path.relative_to(ROOT).with_suffix("")
        module = import_module(".".join(rel.parts))
        for lang in ("EN", "IT"):
            out += [(f"{rel}:{k}", lang, v) for k, v in templates(lang.lower(), module.MESSAGES).items()]
    return out


def test_the_catalog_holds_every_article_ruling_house_rule_and_step_in_both_languages():
    names = [t.topic for t in rulebook.all_topics()]
    assert len(names) == len(set(names)), "a topic twice"
    expected = {"premise", *map(str, range(1, 17)), *(f"R{n}" for n in range(1, 33)),
                *(f.name for f in fields(HouseRules)), *map(str, Step)}
    assert set(names) == expected
    for t in rulebook.all_topics():
        assert t.kind in KINDS and t.articles, t.topic
        for lang in rulebook.LANGS:
            assert t.title[lang].strip() and len(t.text[lang]) > 40, (t.topic, lang)
        assert t.text["it"] != t.text["en"] and t.title["it"] != t.title["en"], t.topic


def test_every_ruling_says_its_reading_and_why():
    for t in rulebook.all_topics():
        if t.kind == "ruling":
            assert "Reading:" in t.text["en"] and "Why:" in t.text["en"], t.topic
            assert "Lettura:" in t.text["it"] and "Perché:" in t.text["it"], t.topic


def test_italian_uses_the_regulations_words():
    italian = " ".join(t.title["it"] + " " + t.text["it"] for t in rulebook.all_topics())
    for word in ("il Dealer", "Ispettore di Gioco", "Ispettore Comunale", "colpo in bianco", "sabot", "taglia",
                 "Bottone", "\"carta\"", "\"no carta\"", "battuta", "le carte parlano", "Rien ne va plus"):
        assert word in italian, word
    for stray in ("croupier", "Ispettore del Comune", "Ispettore di gioco", "bottone"):
        assert stray not in italian, stray


def test_every_ruling_id_any_catalog_cites_is_a_topic():
    cited: dict[str, set[str]] = {}
    for where, lang, template in _catalog_texts():
        for rid in rulebook.cited_rulings(template):
            cited.setdefault(rid, set()).add(f"{where} ({lang})")
    for t in rulebook.all_topics():  # the catalog's own cross-references too
        for lang in rulebook.LANGS:
            for rid in rulebook.cited_rulings(t.text[lang]):
                cited.setdefault(rid, set()).add(f"rules {t.topic} ({lang})")
    assert {"R1", "R2", "R9", "R12"} <= set(cited)
    missing = {rid: sorted(w) for rid, w in cited.items() if rulebook.find(rid) is None}
    assert missing == {}


def test_every_article_a_catalog_text_cites_is_a_topic():
    art = re.compile(r"\bArtt?\. (\d+)(?:-(\d+))?")
    found = set()
    for _, _, template in _catalog_texts():
        for m in art.finditer(template):
            found |= {m.group(1), m.group(2) or m.group(1)}
    assert found and all(rulebook.find(a) is not None for a in found), found


@pytest.fixture(scope="module")
def solutions():
    return [solve(load(str(p))) for p in SCENARIO_FILES]


def test_every_article_every_bundled_solution_cites_is_a_topic_in_both_languages(solutions):
    articles = {a for sol in solutions for ex in plain(sol)["explain"].values() for a in ex["articles"]}
    articles |= {a for sol in solutions for a in sol.scenario.articles}
    assert {"premise", 1, 10, 11, 12, 13, 14} <= articles
    payouts = {a for sol in solutions for ex in [plain(sol)["explain"]] if "payouts" in ex
               for a in ex["payouts"]["articles"]}
    assert payouts <= {"premise"}, "payouts never cite Art. 11: the rates are the house's"
    for a in articles:
        t = rulebook.find(str(a))
        assert t is not None and all(t.text[lang] for lang in rulebook.LANGS), a


def test_every_house_rule_a_catalog_names_is_a_topic():
    rules = {f.name for f in fields(HouseRules)}
    named = {r for _, _, template in _catalog_texts() for r in rules if r in template}
    assert "button_after_cancel" in named
    assert all(rulebook.find(r) is not None for r in named)


def test_rules_r9_in_italian():
    result = run("rules", "R9", "--lang", "it")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("R9 — ") and "colpo in bianco" in result.output and "Perché:" in result.output


@pytest.mark.parametrize("typed, topic", [("r9", "R9"), ("7", "7"), ("Art. 7", "7"), ("article7", "7"),
                                          ("premessa", "premise"), ("Burn-Cards", "burn_cards"),
                                          ("button_after_cancel", "button_after_cancel")])
def test_topics_are_found_however_they_are_typed(typed, topic):
    found = rulebook.find(typed)
    assert found is not None and found.topic == topic


def test_unknown_topic_exits_1_with_a_did_you_mean():
    result = run("rules", "R9", "R99")
    assert result.exit_code == 1
    assert "unknown topic 'R99'" in result.stderr and "did you mean R9?" in result.stderr
    assert result.stdout.startswith("R9 — ")
    near = run("rules", "burn_card")
    assert near.exit_code == 1 and "did you mean burn_cards?" in near.stderr


def test_json_is_one_object_per_topic_in_the_formats_shape():
    result = run("rules", "--json", "--lang", "it")
    assert result.exit_code == 0
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) == len(rulebook.all_topics())
    for obj in lines:
        assert set(obj) == {"format", "topic", "kind", "title", "text", "articles"} and obj["format"] == 1
        assert obj["kind"] in KINDS and isinstance(obj["articles"], list)
    r9 = json.loads(run("rules", "R9", "--json").stdout)
    assert r9["topic"] == "R9" and r9["kind"] == "ruling" and r9["articles"] == [7, 8, "premise"]


def test_no_topic_prints_them_all():
    result = run("rules")
    assert result.exit_code == 0
    for heading in ("premise — ", "Art. 1 — ", "Art. 16 — ", "R1 — ", "R32 — ", "button_after_cancel — ",
                    "announce_le_carte_parlano — "):
        assert heading in result.stdout, heading


def test_r2_and_the_payout_rates_say_what_the_engine_does():
    r2 = rulebook.find("R2")
    assert r2 is not None and "passes after it" in r2.text["en"] and "button_after_cancel: stay" in r2.text["en"]
    assert HouseRules().button_after_cancel == "pass"
    art11 = rulebook.find("11")
    assert art11 is not None and "no payout rate" in art11.text["en"]


def test_a_cited_ruling_says_how_to_look_it_up_in_both_languages():
    assert rulebook.with_lookup("Rebuild it (R7, R8).") == "Rebuild it (R7, R8). Look it up: trainer rules R7 R8."
    assert rulebook.with_lookup("Ricostruire (R9).", "it") == \
        "Ricostruire (R9). Per approfondire: trainer rules R9 --lang it."
    assert rulebook.with_lookup("Nothing cited here.") == "Nothing cited here."


def test_a_word_of_a_longer_topic_is_offered_that_topic() -> None:
    result = CliRunner().invoke(main, ["rules", "button"])
    assert result.exit_code == 1 and "did you mean button_after_cancel?" in result.output
