"""The Italian in the regulation's own terms (issue 18, item 2), read where a trainee reads it: the answer key
(`trainer solve --lang it`), the rulebook (`trainer rules --lang it`) and a session (`trainer train --lang
it`), each correction on the rendered text."""
from __future__ import annotations

import glob
import os
import re

import pytest
from click.testing import CliRunner

from test_session import DROPPED, DROPPED_RIGHT, typing
from trainer.cli import main
from trainer.i18n import say, text_in

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")


def run(*args: str, input: str | None = None) -> str:
    result = CliRunner().invoke(main, list(args), input=input)
    assert result.exit_code in (0, 1), result.output[-2000:]
    return result.output


def one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def solve_it() -> str:
    """The Italian answer key of every bundled scenario."""
    return one_line(run("solve", "--lang", "it", *sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml")))))


@pytest.fixture(scope="module")
def rules_it() -> str:
    return one_line(run("rules", "--lang", "it"))


@pytest.fixture(scope="module")
def train_it(tmp_path_factory) -> str:
    folder = tmp_path_factory.mktemp("train")
    right = run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--report-dir", str(folder / "a"),
                input=typing(DROPPED_RIGHT))
    wrong = list(DROPPED_RIGHT)
    wrong[1] = "6 7 6"  # procedure: burn_cards not called for, and given twice
    wrong[2] = "dealer"
    return one_line(right + run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--report-dir",
                                str(folder / "b"), input=typing(wrong)))


def test_the_reader_is_il_giocatore_a_punto(solve_it, train_it):
    assert "Giocatore a Punto posto" in solve_it
    for text in (solve_it, train_it):
        assert not re.search(r"(?i)\blettor[ei]\b", text)
    assert "Giocatore a Punto" in train_it


def test_a_declaration_is_eseguita_and_a_side_given_carta(rules_it, solve_it, train_it):
    for text in (rules_it, solve_it, train_it):
        assert not re.search(r"lasciato stare|\bservit[oae]\b|\bservi il Punto\b|\bserve la dichiarazione\b", text)
    assert "esegue la dichiarazione" in rules_it and "una dichiarazione sbagliata eseguita" in rules_it


def test_pagamenti_della_casa_not_tariffa(rules_it, solve_it):
    for text in (rules_it, solve_it):
        assert "tariffa" not in text
    assert "secondo i pagamenti della casa" in solve_it and "rientra nei pagamenti della casa" in rules_it


def test_r1_title_and_the_order_of_players(rules_it):
    assert "R1 — Il Punto riceve carta solo se il Banco non ha battuta" in rules_it
    assert "R11 — L'ordine dei giocatori segue i numeri dei posti in ordine crescente" in rules_it
    assert "dopo il 14 si riprende dall'1" in rules_it
    assert "in salita" not in rules_it and "di nuovo all'1" not in rules_it


def test_stato_del_colpo_throughout_and_casella_vincente(solve_it, train_it):
    for text in (solve_it, train_it):
        assert "Esito              valido" not in text and "Stato del colpo" in text
        assert "Casella vincente" in text and not re.search(r"(?<!Casella )\bVincente\b", text)


def test_egalite_voids_the_hand_for_punto_and_banco(rules_it):
    egalite = text_in(say("solve.payouts.egalite", pays=8), "it")
    assert "il colpo è nullo per il Punto e il Banco" in egalite and "non vincono né perdono" in egalite
    assert "il colpo è nullo per il Punto e il Banco: quelle puntate non vincono né perdono" in rules_it


def test_drill_words_use_the_sides_and_the_cards_as_they_lie():
    from trainer.faults.art6.drills import reversal_words

    assert "dalla parte sbagliata" in reversal_words([1, 2]).it
    assert "lati" not in reversal_words([1, 2, 3, 4]).it


def test_the_procedure_is_said_once_and_nessuna(train_it):
    assert "Procedura: Procedura" not in train_it and "Procedura: passi" not in train_it
    assert "passi che questo errore non richiede" in train_it
    assert text_in(say("session.show.no_steps"), "it") == "nessuna (colpo regolare)"


def test_one_more_card_takes_the_singular():
    assert "si brucia un'altra carta" in text_in(say("taglia.burn", card="A♠", count=1, cards="7♥"), "it")
    assert "altre 1 carte" not in text_in(say("taglia.burn", card="A♠", count=1, cards="7♥"), "it")


def test_dealer_and_bottone_are_capitalised(solve_it, train_it):
    for text in (solve_it, train_it):
        assert not re.search(r"\b(?:il|Il|dal|al) (?:dealer|bottone)\b", text)
    assert "il Bottone" in solve_it


def test_the_italian_answer_key_shows_suits_not_english_letters(solve_it):
    assert "Punto 7♠ Q♥" in solve_it or re.search(r"Punto \S+[♠♥♦♣] \S+[♠♥♦♣]", solve_it)
    assert not re.search(r"\bPunto (?:[2-9TJQKA]|10)[SHDC] ", solve_it)


def test_the_italian_procedure_menu_shows_each_label_then_its_code(train_it):
    assert "1 proseguire il colpo (continue_hand)" in train_it
    assert "6 bruciare le carte (burn_cards)" in train_it
    assert "21 recuperare i pagamenti (recover_payments)" in train_it
