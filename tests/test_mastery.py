"""Mastery (issue 22, item 5): the last N decisions of an article right, from at least M scenarios (10 and 3
unless TRAINER_MASTERY says N/M); `trainer train --adaptive --plan` says which articles are mastered."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from trainer.adaptive import plan_drill
from trainer.adaptive.history import Decision, PlayedHand
from trainer.adaptive.mastery import MasteryRule, mastered, mastered_articles, mastery_rule
from trainer.cli import main


def hands(*spec):
    """(scenario, article, ok) per hand, one decision each."""
    return [PlayedHand(n, n, scenario, 1, (Decision("status", ok, (article,)),))
            for n, (scenario, article, ok) in enumerate(spec, 1)]


RULE = MasteryRule(10, 3)


def test_ten_right_from_three_scenarios_is_mastery():
    played = hands(*[(f"s{i % 3}", 1, True) for i in range(10)])
    assert mastered(played, 1, RULE) and mastered_articles(played, RULE) == (1,)


@pytest.mark.parametrize("spec, why", [
    ([(f"s{i % 3}", 1, True) for i in range(9)], "only nine decisions"),
    ([(f"s{i % 2}", 1, True) for i in range(10)], "two scenarios"),
    ([(f"s{i % 3}", 1, i != 9) for i in range(10)], "the last one wrong"),
    ([(f"s{i % 3}", 1, i != 5) for i in range(10)], "one of the last ten wrong"),
])
def test_not_yet(spec, why):
    assert not mastered(hands(*spec), 1, RULE), why


def test_only_the_last_n_count_and_other_articles_do_not():
    early_miss = [("s0", 1, False)] + [(f"s{i % 3}", 1, True) for i in range(10)] + [("s9", 2, False)]
    assert mastered_articles(hands(*early_miss), RULE) == (1,)


def test_a_decision_citing_two_articles_counts_for_both():
    played = [PlayedHand(n, n, f"s{n % 3}", 1, (Decision("status", True, (10, 6)),)) for n in range(1, 11)]
    assert mastered_articles(played, RULE) == (6, 10)


def test_the_house_sets_n_and_m():
    assert mastery_rule("") == MasteryRule(10, 3) and mastery_rule("4/2") == MasteryRule(4, 2)
    with pytest.raises(ValueError, match="TRAINER_MASTERY must be N/M"):
        mastery_rule("ten")
    with pytest.raises(ValueError, match="got '2/3'"):  # M above N
        mastery_rule("2/3")
    with pytest.raises(ValueError, match="1 <= M <= N"):
        MasteryRule(2, 3)


def test_the_plan_says_which_articles_are_mastered(monkeypatch):
    played = hands(*[(f"s{i % 3}", 9, True) for i in range(10)])
    monkeypatch.delenv("TRAINER_MASTERY", raising=False)
    text = plan_drill(played, "T-1", 3, seed=1).text("en")
    assert "Mastered (the last 10 decisions right, from 3 scenarios or more): Art. 9." in text
    assert "Padroneggiati (le ultime 10 decisioni giuste, da 3 scenari o più): Art. 9." in \
        plan_drill(played, "T-1", 3, seed=1).text("it")
    assert "No article mastered yet" in plan_drill(played[:5], "T-1", 3, seed=1).text("en")


def test_the_command_line_plan_says_it_and_refuses_a_bad_setting(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the default store, reports/results.sqlite, is not there: no history
    run = CliRunner().invoke
    out = run(main, ["train", "--adaptive", "--plan", "--trainee", "T-1", "--seed", "1"],
              env={"TRAINER_STORE": "", "TRAINER_MASTERY": ""}, catch_exceptions=False)
    assert out.exit_code == 0 and "No article mastered yet" in out.output
    out = run(main, ["train", "--adaptive", "--plan", "--trainee", "T-1", "--seed", "1"],
              env={"TRAINER_STORE": "", "TRAINER_MASTERY": "x"})
    assert out.exit_code == 1 and "TRAINER_MASTERY must be N/M" in out.output
