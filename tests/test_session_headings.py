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
    r"commission|commissione",
    re.IGNORECASE)


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
            for hand in solution.hands:
                right = hand.answer.announce
                if right:
                    assert str(right).split(" wins")[0].casefold() not in text.casefold(), (lang, right, text)


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
