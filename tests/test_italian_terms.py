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
    right = run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--no-record", "--report-dir", str(folder / "a"),
                input=typing(DROPPED_RIGHT))
    wrong = list(DROPPED_RIGHT)
    wrong[1] = "6 7 6"  # procedure: burn_cards not called for, and given twice
    wrong[2] = "dealer"
    return one_line(right + run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--no-record", "--report-dir",
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


# ---- the trainee report of 2026-12-02, items 10-13: what an Italian trainee reads ----

def _po() -> dict[str, str]:
    """Every Italian message, by its id: the singular of a count."""
    from test_catalog import PO, read_po

    return {e.ctxt or e.msgid: e.strs.get(0, "") for e in read_po(PO)}


def _pointers(text: str) -> list[str]:
    """Each `trainer rules ...` pointer in a text made one line, up to where the command ends."""
    text = text.replace(" \\ ", " ")
    topic = r"(?:R\d+[a-z]?|\d+|premise|[a-z]+_[a-z_]+)"
    return [m.group(0) for m in re.finditer(rf"trainer rules (?:{topic}[ .]?)+(?:--lang \w+)?", text)]


def test_no_english_left_in_the_italian_session(train_it):
    """No "prompt", no English suit letter offered as the example; the typed `dealer` said for what it is
    (the regulation's Italian names him il Dealer, RULEBOOK §1, not "croupier")."""
    assert not re.search(r"(?i)\bprompt\b", train_it)
    assert "Per cambiare la risposta precedente scrivi < (o indietro)" in train_it
    assert "oppure dealer se le legge il Dealer" in train_it
    assert "croupier" not in train_it
    for mid, said in _po().items():
        assert not re.search(r"(?i)\bprompt\b", said.replace("{prompt}", "")), mid
        assert not re.search(r"\b(?:10|[2-9TJQKA])[SHDC]\b", said) or "lettere inglesi" in said, (mid, said)
        assert "croupier" not in said.casefold(), (mid, said)


def test_croupier_is_taken_as_dealer_and_a_wrong_card_shows_the_suit_symbol(tmp_path):
    lines = list(DROPPED_RIGHT)
    lines[2] = "croupier"  # the reader, typed as an Italian croupier says it (wrong here: seat 1 reads)
    lines[3:4] = ["7X", lines[3]]  # not a card: asked again
    out = one_line(run("train", DROPPED, "--trainee", "T-0042", "--lang", "it", "--no-record", "--report-dir",
                       str(tmp_path), input=typing(lines)))
    assert "non è un posto di questo tavolo" not in out.casefold()
    assert "Hai risposto il Dealer; la risposta giusta è posto 1." in out
    assert "'7X' non è né un numero da 1 a" in out and "una carta come 7♥" in out and "come 7H" not in out


def test_every_rules_pointer_shown_in_italian_carries_lang_it(train_it, tmp_path):
    """The verdict's "Da leggere", the why's "Per approfondire", the summary's study advice: each pointer
    prints the rules in the language the trainee reads (item 11)."""
    found = _pointers(train_it)
    assert any("Da leggere: " + p in train_it for p in found) and len(found) >= 2, found
    for pointer in found:
        assert pointer.endswith("--lang it"), pointer
    from trainer.rulebook import with_lookup

    said = with_lookup("Il Bottone passa (R10).", "it")
    assert said.endswith("Per approfondire: trainer rules R10 --lang it."), said
    assert with_lookup("The button passes (R10).").endswith("Look it up: trainer rules R10."), said


def test_one_word_for_the_seed_the_leitner_box_and_the_egalite_letter():
    """The seed is the "numero di mescolata" (chiave is the signing key, seme a card's suit); a Leitner box
    is a "scatola" (casella is a betting box); Égalité's example is not "e" (and), item 12."""
    po = _po()
    seeds = [mid for mid in po if re.search(r"\{seed\}", po[mid])]
    assert len(seeds) >= 4
    for mid in seeds:
        assert "numero di mescolata" in po[mid].casefold() and not re.search(r"\b(?:chiave|seme)\b", po[mid]), mid
    boxes = [mid for mid in po if mid.startswith(("adaptive.", "class.")) and ("{box}" in po[mid] or
                                                                             mid.endswith(".box"))]
    assert len(boxes) >= 6
    for mid in boxes:
        assert "scatola" in po[mid].casefold() and "casella" not in po[mid].casefold(), (mid, po[mid])
    docs = open(os.path.join(ROOT, "docs", "exams.md"), encoding="utf-8").read()
    assert "casella del piano" not in docs and not re.search(r"\bil seme\b", docs) and "il bottone" not in docs
    for mid in ("session.options.stakes", "session.retry.stakes", "session.retry.settled"):
        assert "égalité" in po[mid] and not re.search(r"\d e \d|\bo e\b", po[mid]), po[mid]
    from trainer.session.money_questions import parse_stakes

    assert parse_stakes("b 70 égalité 15") == parse_stakes("b 70 e 15") == {"banco": 70, "egalite": 15}


def test_terza_carta_is_only_the_drawn_card():
    """At the table "terza carta" is the card drawn on the first four; the 3rd card dealt is "la 3ª carta
    (della distribuzione)": in the drills' words and in every bundled Italian description (item 13)."""
    from trainer.faults.drill_kit import nth, nths

    assert text_in(nth(3), "it") == "3ª" and text_in(nths([2, 3]), "it") == "2ª e 3ª"
    from trainer.faults.art3.drills import LATER

    # the trainee report's line: "Mentre dai la terza carta, urta il bordo..."
    assert "Mentre dai la 3ª carta del colpo, urta il bordo" in " ".join(
        text_in(say(m.id, nth=nth(3)), "it") for m in LATER)
    po = _po()
    assert all(not re.search(r"\bterz[ae]\b", po[f"drill.ordinal.{n}"]) for n in range(1, 13))
    for path in sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml")) + glob.glob(os.path.join(SCENARIOS, "sequences",
                                                                                              "*.yaml"))):
        from trainer.sequence.load import load_any

        sc = load_any(path)
        for text in (sc.title_in("it"), sc.description_in("it") or ""):
            words = one_line(text)
            # "terza carta" only for the card drawn on the first four: "una terza carta", "come terza
            # carta", "la terza carta del Punto"; never a place in the deal ("la terza e la quarta")
            drawn = re.sub(r"\b(?:[Uu]na|come|senza|ogni|nessuna) terza carta\b|\b[Ll]a terza carta del (?:Punto|Banco)\b"
                           r"|\bterze carte\b", "", words)
            assert not re.search(r"\bterz[ae]\b", drawn), (os.path.basename(path), words)
            assert not re.search(r"\b(?:la|La) (?:seconda|terza) e la (?:terza|quarta) carta\b", words), path
