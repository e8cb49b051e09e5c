"""Every Italian output, rendered for the bundled scenarios, shows no English code word (RULEBOOK §1).

The answer key (`solve --lang it`), the grading text and both scorecards of a wrong answer sheet on each
bundled scenario, whole training sessions and the audit (text and HTML) are read as an Italian reader
reads them. Step codes the trainee types may follow their Italian label in parentheses, and card codes
and file paths are shown as written; everything else must be Italian words.
"""
from __future__ import annotations

import glob
import html
import json
import os
import re

import pytest
import yaml
from click.testing import CliRunner

from conftest import plain
from test_session import DROPPED, DROPPED_RIGHT, canonical_lines, typing
from trainer.cli import main
from trainer.engine.solve import solve
from trainer.money import dumps
from trainer.scenario.load import load
from trainer.vocab import NextHand, Status, Step, Winner

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")
PATHS = sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml")))

# English and code words an Italian reader must never see. Case matters: "Punto" and "Banco" are the
# sides' names in Italian, lower-case "banco" is the code; "punto" is also Italian (un punto per
# decisione), so it is caught only where a code is shown as a value.
LEAKS = [
    r"\bvalid\b", r"\bcancelled\b", r"\bcolpo_in_bianco\b", r"\bnormal\b", r"\bnew_shoe\b",
    r"\bbanco\b", r"\begalite\b", r"(?:Casella vincente|Vincente|risposto|giusta è)\s+punto\b",
    r"\bPASS\b", r"\bFAIL(?:ED)?\b", r"(?i:\bscorecards?\b)", r"(?i:croupier)",
    r"Ispettore di gioco", r"Ispettore del Comune", r"(?i:temporane[oai])",
    r"(?i:\bwritten to\b)", r"\bnot graded\b", r"\d\.\d\d\b",  # an English decimal point in an amount
]
_STEP_CODE = re.compile(r"\((?:%s)\)" % "|".join(re.escape(str(s)) for s in Step))
_PATH = re.compile(r"\S*[/\\]\S*")


def _authored() -> list[str]:
    """What the scenarios' authors wrote, shown as written: ids, and English titles and descriptions (an
    Italian one, when a scenario has it, is checked like the rest)."""
    texts = []
    for path in PATHS:
        with open(path, encoding="utf-8") as f:
            doc = yaml.safe_load(f)
        texts.append(str(doc["id"]))
        for field in ("title", "description"):
            value = doc.get(field)
            value = value.get("en") if isinstance(value, dict) else value
            if value:
                texts += [line.strip() for line in str(value).splitlines() if line.strip()]
    return sorted(texts, key=len, reverse=True)


AUTHORED = _authored()


def leaks(text: str) -> list[str]:
    """The English code words in `text`, with a little context each."""
    text = " ".join(text.split())  # sessions wrap sentences to the terminal's width
    for written in AUTHORED:
        text = text.replace(" ".join(written.split()), " ")
    text = _PATH.sub(" ", _STEP_CODE.sub(" ", text))
    found = []
    for pattern in LEAKS:
        for m in re.finditer(pattern, text):
            found.append(text[max(0, m.start() - 60):m.end() + 30].replace("\n", " "))
    return found


def visible(page: str) -> str:
    """An HTML page's text as shown: no styles, scripts or tags, entities read."""
    page = re.sub(r"(?s)<(style|script)\b.*?</\1>", " ", page)
    return html.unescape(re.sub(r"<[^>]*>", " ", page))


def assert_italian(text: str, where: str) -> None:
    found = leaks(text)
    assert not found, f"{where}: English code words shown to an Italian reader:\n" + "\n".join(found[:20])


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input, env={"TRAINER_AUDIT_KEY": ""})


def test_the_leak_check_catches_codes_and_spares_italian_words():
    assert leaks("Esito valid") and leaks("Colpo successivo normal") and leaks("Vincente banco")
    assert leaks("Vincente punto") and leaks("12/12 PASS") and leaks("scorecard: x") and leaks("+1097.25")
    assert leaks("il croupier") and leaks("giocatore temporaneo") and leaks("Ispettore di gioco")
    assert not leaks("Esito valido. Colpo normale. Vince il Banco. Un punto per decisione: +1097,25.")
    assert not leaks("1. bruciare le carte (burn_cards)  reports/scorecards/t--x.html")


# ---- the answer key ----

def test_answer_key_of_every_bundled_scenario_is_italian():
    result = run("solve", "--lang", "it", SCENARIOS)
    assert result.exit_code == 0, result.output[-2000:]
    assert "Ispettore Comunale" in result.output and "Stato del colpo     valido" in result.output
    assert_italian(result.output, "solve --lang it")


# ---- grading: a wrong answer sheet on each bundled scenario ----

def _other(value: str, choices: list[str]) -> str:
    return next(c for c in choices if c != value)


def wrong_answer(answer: dict) -> dict:
    """Every decision of the canonical answer made wrong, the way a trainee could get it wrong."""
    wrong = json.loads(dumps(answer))
    for key, value in wrong.items():
        if key == "procedure":
            wrong[key] = list(reversed(value[1:])) + ["burn_cards", "call_municipal_inspector"]
        elif key in ("punto", "banco", "set_aside"):
            wrong[key] = []
        elif key == "burned":
            wrong[key] = ["2C"]
        elif key == "announce":
            wrong[key] = "Punto 1, Banco 2"
        elif key == "winner":
            wrong[key] = _other(value, [str(w) for w in Winner])
        elif key == "next_hand":
            wrong[key] = _other(value, [str(n) for n in NextHand])
        elif key == "payouts":
            wrong[key] = {seat: float(net) + 0.25 for seat, net in list(value.items())[1:]}
        elif key == "reader":
            wrong[key] = "dealer" if value != "dealer" else 1
        elif key == "button":
            wrong[key] = 1 if value != 1 else 2
    return wrong


@pytest.fixture(scope="module")
def graded_italian(tmp_path_factory):
    """`trainer grade --lang it` on a wrong sheet per bundled scenario: its output, its folder, its store."""
    tmp = tmp_path_factory.mktemp("italian")
    sheets = tmp / "sheets"
    sheets.mkdir()
    for path in PATHS:
        solution = solve(load(path))
        sheet = {"scenario": solution.scenario.id, "trainee": "T-0042",
                 "answer": wrong_answer(plain(solution)["answer"])}
        (sheets / f"{solution.scenario.id}.answer.yaml").write_text(yaml.safe_dump(sheet, allow_unicode=True),
                                                                     encoding="utf-8")
    store = str(tmp / "results.sqlite")
    result = run("grade", str(sheets), "--scenarios", SCENARIOS, "--lang", "it", "--report-dir",
                 str(tmp / "reports"), "--store", store)
    return result, tmp / "reports", store


def test_grading_text_is_italian(graded_italian):
    result, reports, _ = graded_italian
    assert result.exit_code == 1, result.output[-2000:]  # every sheet fails
    out = result.output
    assert out.count("NON SUPERATO") == len(PATHS) and "Non hai indicato nessuna carta" in out
    assert f"Schede di valutazione scritte in {os.path.join(str(reports), 'scorecards', '')}" in out
    assert re.search(r"[+-]\d+,25\b", out)  # amounts with a decimal comma
    assert_italian(out, "grade --lang it")


def test_scorecards_are_italian(graded_italian):
    _, reports, _ = graded_italian
    pages = sorted(glob.glob(os.path.join(str(reports), "scorecards", "*")))
    assert len(pages) == 2 * len(PATHS)
    for page in pages:
        with open(page, encoding="utf-8") as f:
            text = f.read()
        assert_italian(visible(text) if page.endswith(".html") else text, os.path.basename(page))


# ---- sessions ----

def test_sessions_are_italian(tmp_path):
    solutions = [solve(load(p)) for p in PATHS]
    # amounts typed as an Italian writes them (the session reads both marks)
    lines = [re.sub(r"^(-?\d+)\.(\d+)$", r"\1,\2", line) for s in solutions for line in canonical_lines(s)]
    result = run("train", SCENARIOS, "--trainee", "T-0042", "--lang", "it", "--report-dir", str(tmp_path / "a"),
                 input=typing(lines))
    assert result.exit_code == 0, result.output[-3000:]
    assert_italian(result.output, "train --lang it (every bundled scenario)")
    wrong = list(DROPPED_RIGHT)
    wrong[6], wrong[11], wrong[14] = "1", "85,55", "2"  # winner, a payout, next hand
    result = run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--report-dir", str(tmp_path / "b"),
                 input=typing(["forse", "1", "6 7 6"] + wrong[2:]))  # a step twice and one not called for
    assert result.exit_code == 0, result.output[-3000:]
    out = " ".join(result.output.split())
    assert "non superato" in out and "+85,55 invece di +85,50 (scarto +0,05)" in out
    assert_italian(result.output, "train --lang it (wrong answers)")
    # Cancelled, where the hand is valid: the decisions of a cancelled hand follow (issue 11).
    result = run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--report-dir", str(tmp_path / "c"),
                 input=typing(["3", "7", "0", "0", "1", "1"]))
    assert result.exit_code == 0, result.output[-3000:]
    out = " ".join(result.output.split())
    assert "Hai risposto annullato; la risposta giusta è valido." in out
    assert_italian(result.output, "train --lang it (a wrong status)")


# ---- the audit ----

def test_audit_is_italian(graded_italian):
    _, _, store = graded_italian
    text = run("audit", "--store", store, "--lang", "it")
    assert text.exit_code == 0, text.output
    assert_italian(text.output, "audit --lang it")
    page = run("audit", "--store", store, "--lang", "it", "--format", "html")
    assert page.exit_code == 0
    assert_italian(visible(page.output), "audit --lang it --format html")


def test_statuses_and_next_hands_have_italian_words():
    from trainer.i18n import Code, text_in

    for code in [*Status, *NextHand, *Winner]:
        assert text_in(Code(str(code)), "it") != str(code), code
        assert text_in(Code(str(code)), "en") == str(code), code
