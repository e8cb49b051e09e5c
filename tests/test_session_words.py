"""`trainer train` in the dealer's words (issue 11, item 3): announcements that name both scores, and
values that read the same in the question, the trainee's answer and the right answer."""
from __future__ import annotations

import os

import pytest
import yaml

from trainer.session.hand_view import asked_beyond
from test_session import DROPPED, DROPPED_RIGHT, run, sheets_in, typing


def _train(tmp_path, lines, lang="en"):
    result = run("train", DROPPED, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--lang", lang,
                 input=typing(lines))
    assert result.exit_code == 0, result.output
    return result.output, " ".join(result.output.split())


def _with(index: int, *typed: str) -> list[str]:
    lines = list(DROPPED_RIGHT)
    lines[index:index + 1] = list(typed)
    return lines


def test_an_announcement_without_both_scores_is_asked_again_with_its_form(tmp_path):
    lines = _with(5, "hello", "Punto 3, Banco 5", "Banco five, Punto three", "Banco 5", "Banco 5, Punto 3")
    raw, out = _train(tmp_path, lines)
    # The form in words, no scores: every "Banco N, Punto M" is some hand's right answer (issue 20, item 2).
    assert out.count('"Banco", its score, then "Punto", its score') == 4
    assert raw.count("Announcement > ") == 5
    assert "12 of 12 decisions right: passed." in out
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["typed"]["announce"] == ["hello", "Punto 3, Banco 5", "Banco five, Punto three", "Banco 5",
                                          "Banco 5, Punto 3"]
    assert sheet["answer"]["announce"] == "Banco 5, Punto 3"


def test_an_italian_announcement_is_asked_again_with_its_italian_form(tmp_path):
    _, out = _train(tmp_path, _with(5, "ciao", "Banco 5, Punto 3, vince il Banco"), lang="it")
    assert '"Banco", il suo punteggio, poi "Punto", il suo punteggio' in out
    assert "12 decisioni giuste su 12" in out


def test_wrong_cards_read_as_the_right_ones_do(tmp_path):
    _, out = _train(tmp_path, _with(3, "1 3 6"))  # A♠ 4♦ 2♣ instead of A♠ 4♦ 8♠
    assert "You gave A♠ 4♦ 2♣; the cards are A♠ 4♦ 8♠, in this order." in out and "Right answer: A♠ 4♦ 8♠" in out
    assert "AS 4D" not in out


# Colpo in bianco, where the hand is valid: the decisions of a colpo in bianco follow (no reader, no payouts).
BIANCO = ["2"] + DROPPED_RIGHT[1:2] + DROPPED_RIGHT[3:7] + DROPPED_RIGHT[12:]


def test_a_wrong_status_reads_as_the_options_do(tmp_path):
    _, out = _train(tmp_path, BIANCO)
    assert "You gave colpo in bianco; the answer is valid." in out and "Right answer: valid" in out
    assert "You gave colpo_in_bianco" not in out


def test_wrong_values_read_the_same_in_italian(tmp_path):
    _, out = _train(tmp_path, BIANCO, lang="it")
    assert "Hai risposto colpo in bianco; la risposta giusta è valido." in out and "Risposta giusta: valido" in out
    _, out = _train(tmp_path, _with(3, "1 3 6"), lang="it")
    assert "Hai indicato A♠ 4♦ 2♣" in out and "Risposta giusta: A♠ 4♦ 8♠" in out


# ---- the header gives nothing away (issue 11, item 2) ----

def test_the_header_names_the_hand_not_the_scenario_id(tmp_path):
    raw, _ = _train(tmp_path, DROPPED_RIGHT)
    assert "Hand 1 of 1" in raw and "art3-fourth-card-dropped]" not in raw
    assert "[art3" not in raw.split("Answer sheet:")[0]  # the saved file's name comes after the verdict
    raw, _ = _train(tmp_path, DROPPED_RIGHT, lang="it")
    assert "Colpo 1 di 1" in raw and "[art3" not in raw


# ---- every verdict of every bundled hand, in both languages (issue 11, item 3) ----

@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_verdict_writes_a_card_code_or_a_status_code(tmp_path, lang):
    """Cards reach the screen as the questions show them (A♠, never AS), statuses and winners in words
    (colpo in bianco, Égalité), in every verdict and explanation of every bundled hand."""
    import glob
    import re

    from test_session import SCENARIOS
    from test_session_paths import _any_valid_line
    from trainer.engine.solve import solve
    from trainer.scenario.load import load
    from trainer.session import Console, Session, narrate, questions

    prompts_it = {"Passi": "Steps", "Giocatore a Punto": "Reader", "Annuncio": "Announcement", "Casella vincente": "Winner",
                  "Messe da parte": "Set aside", "Bruciate": "Burned", "Colpo successivo": "Next hand",
                  "Bottone": "Button", "Posto": "Seat", "Puntata": "Bet"}
    out: list[str] = []
    for path in sorted(glob.glob(os.path.join(SCENARIOS, "*.yaml"))):
        solution = solve(load(path))
        hand = solution.only_hand
        story = narrate.story(hand)
        ask = questions.Ask(lang, hand.hand.table, tuple(hand.hand.cards[:story.listed]), extra=asked_beyond(hand))

        def read(prompt: str) -> str:
            if prompt.startswith(("Status", "Stato")):
                return "1"  # valid: every decision is asked, most of them answered wrong
            for it, en in prompts_it.items():
                prompt = en + prompt[len(it):] if prompt.startswith(it) else prompt
            return _any_valid_line(prompt, ask)

        Session("T", lang=lang, report_dir=str(tmp_path), console=Console(read=read, write=out.append)).run([solution])
    verdicts = [line for line in "\n".join(out).splitlines() if line.startswith("      ")]  # under each ✗
    assert len(verdicts) > 500
    code = re.compile(r"(?<![\w/.-])(?:10|[2-9AJQK])[SHDC](?!\w)")
    assert not [line for line in verdicts if code.search(line)]
    assert not [line for line in verdicts if re.search(r"(?<!announce_)colpo_in_bianco|new_shoe|\begalite\b", line)]
    assert any("♠" in line or "♥" in line for line in verdicts)


def test_cards_reach_the_renderer_as_cards_which_writes_codes_by_default_and_symbols_on_request():
    from trainer.cards import parse_card
    from trainer.i18n import Cards, say, text_in

    said = say("solve.punto.draws", cards=Cards((parse_card("2C"), parse_card("3S"))), score=5,
               card=parse_card("10D"), total=5)
    assert "2C 3S" in text_in(said) and "10D" in text_in(said)  # JSON and files keep the codes
    assert "2♣ 3♠" in text_in(said, "it", symbols=True) and "10♦" in text_in(said, "it", symbols=True)
    assert "2C" not in text_in(said, "en", symbols=True)
