"""No answer in what a trainee reads before answering (issue 20, item 1).

Above the table the session shows a neutral heading, the fault as the
dealer meets it (trainer.session.headings), never the author's title, which
stays the answer key's and the scorecard's. The scenario's own words are
shown too, so every bundled description is checked here against its own
answers: no status, no winner, no natural, no procedure step, no right
announcement.
"""
from __future__ import annotations

import glob
import os
import re

import pytest
from trainer.engine.solve import solve
from trainer.sequence.load import load_any
from trainer.session import narrate
from trainer.session.headings import neutral_heading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUNDLED = sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.yaml"))
                 + glob.glob(os.path.join(ROOT, "scenarios", "sequences", "*.yaml")))

# Words that name a status, a winner, a score to be read from the cards or a step of the procedure.
GIVEAWAYS = re.compile(
    r"cancel|\bvoids?\b|annull|in bianco|exhaust|esaurit|"  # status
    r"\bwins?\b|\bwon\b|\bvinc|\bvint[oa]\b|carte parlano|"  # winner
    r"natural|battuta|"  # a score the trainee reads from the cards
    r"rebuil|reconstruct|ricostru|set aside|set-aside|da parte|withdraw|ritira|rectif|rettific|"  # procedure
    r"commission|commissione|"
    r"\bwill (?:be|go)\b|\bsarà\b|\bandrà\b|\bspetterà\b|"  # where a card not yet dealt will go
    r"\bmust (?:stand|draw)\b|\bdeve (?:restare|stare|prendere)\b|\balthough \w+ stands\b|\banche se il \w+ sta\b",
    re.IGNORECASE)
# A side's third card: named only where the table shows it dealt, else it tells the trainee that side draws.
SIDES_THIRD = re.compile(
    r"(?:Punto|Banco)'s third|third card (?:of|for) (?:Punto|Banco)|\bas (?:a |its )?third card|"
    r"terz[ae](?: carta)? del (?:Punto|Banco)|come terza carta", re.IGNORECASE)


@pytest.mark.parametrize("path", BUNDLED, ids=os.path.basename)
def test_no_trainee_visible_text_names_an_answer_of_its_scenario(path):
    solution = solve(load_any(path))
    scenario = solution.scenario
    for lang in ("en", "it"):
        heading = neutral_heading(scenario, lang)
        assert heading != scenario.title_in(lang)
        for text in (heading, scenario.description_in(lang) or ""):
            found = GIVEAWAYS.search(text)
            assert found is None, (lang, found.group(), text)
            if SIDES_THIRD.search(text):  # (trainee report, item 8: "the card that will be Punto's third")
                shown = max(narrate.story(hand).out for hand in solution.hands)
                assert shown >= 5, (lang, SIDES_THIRD.search(text).group(), text)
            for hand in solution.hands:
                right = hand.answer.announce
                if right:
                    assert str(right).split(" wins")[0].casefold() not in text.casefold(), (lang, right, text)


@pytest.mark.parametrize("text", [
    "After \"Rien ne va plus\" the card that will be Punto's third could be seen in the sabot.",
    "Dopo il \"Rien ne va plus\" la carta che sarà la terza del Punto si poteva vedere nel sabot.",
    "After Punto's third card you draw a card for Banco, which must stand, and it lands face up.",
])
def test_the_giveaways_of_the_trainee_report_are_caught(text):
    assert GIVEAWAYS.search(text) is not None


def test_a_sides_third_card_is_named_only_when_the_table_shows_it():
    """The seen card of art1-fifth-card-visible-in-sabot is still in the sabot: naming it Punto's third said
    that Punto draws (item 8); art8's third card lies on the table, so naming it tells nothing."""
    sabot = solve(load_any(os.path.join(ROOT, "scenarios", "art1-fifth-card-visible-in-sabot.yaml")))
    dealt = solve(load_any(os.path.join(ROOT, "scenarios", "art8-banco-given-third-card.yaml")))
    assert max(narrate.story(h).out for h in sabot.hands) < 5 <= max(narrate.story(h).out for h in dealt.hands)
    assert SIDES_THIRD.search("the card that will be Punto's third") and SIDES_THIRD.search("Punto drew a 9 as third card")
    assert not SIDES_THIRD.search(sabot.scenario.description_in("en") + sabot.scenario.description_in("it"))


def test_the_session_heads_a_hand_with_its_fault_and_never_its_title(tmp_path):
    from click.testing import CliRunner

    from trainer.cli import main

    path = os.path.join(ROOT, "scenarios", "premise-banco-win-odd-stake.yaml")
    for lang, heading, title in (("en", "Hand 1 of 1: A hand at the table", "Banco wins with odd stakes"),
                                 ("it", "Colpo 1 di 1: Un colpo al tavolo", "Il Banco vince con puntate dispari")):
        result = CliRunner().invoke(main, ["train", path, "--trainee", "T-1", "--report-dir", str(tmp_path / lang),
                                           "--no-record", "--lang", lang], input="")
        assert heading in result.output and title not in result.output, result.output
    seq = os.path.join(ROOT, "scenarios", "sequences", "seq-extra-card-seen-then-bianco.yaml")
    result = CliRunner().invoke(main, ["train", seq, "--trainee", "T-1", "--report-dir", str(tmp_path / "seq"),
                                       "--no-record"], input="")
    assert "Sequence for T-1: A card too many comes out of the sabot." in " ".join(result.output.split())
    assert "the colpo in bianco it calls for" not in " ".join(result.output.split())
