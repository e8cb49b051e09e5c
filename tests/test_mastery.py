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


# -- the schedule uses mastery -------------------------------------------------------------------------------

def test_a_mastered_article_is_due_later_than_an_unmastered_one_of_its_box():
    from trainer.adaptive.plan import items_of

    # Articles 1 and 2 each right ten times at the same hands, 1 from three scenarios (mastered), 2 from one.
    played = [PlayedHand(n, n, f"s{n % 3}", 1, (Decision("status", True, (1,)),)) for n in range(1, 11)]
    played += [PlayedHand(n + 10, n + 10, "same", 1, (Decision("status", True, (2,)),)) for n in range(1, 11)]
    items = items_of(played, RULE)
    one, two = items[1], items[2]
    assert one.mastered and not two.mastered and one.box == two.box == 5
    # The same box, the same interval (16) after its last review, doubled for the mastered one.
    assert one.due == 10 + 16 + 16 and two.due == 20 + 16
    # The class view and the plan read the same rule: with 10/1 both are mastered.
    assert items_of(played, MasteryRule(10, 1))[2].mastered


def test_the_schedule_takes_the_unmastered_article_first_and_the_plan_says_why(monkeypatch):
    from trainer.adaptive.schedule import next_articles

    monkeypatch.delenv("TRAINER_MASTERY", raising=False)
    # Articles 3 and 4 reviewed right at the same hands, so the same box and due at the same hand unless
    # mastered: 3 from three scenarios, 4 from one.
    played = [PlayedHand(n, n, f"s{n % 3}" if n % 2 else "one", 1,
                         (Decision("status", True, (3,) if n % 2 else (4,)),)) for n in range(1, 21)]
    from trainer.adaptive.plan import items_of

    items = {a: i for a, i in items_of(played).items() if a in (3, 4)}
    assert items[3].box == items[4].box and items[3].mastered and not items[4].mastered
    order = [p.item.article for p in next_articles(items, len(played), 2)]
    assert order == [4, 3]
    plan = plan_drill(played, "T-1", count=2)
    assert "A mastered article comes up later" in plan.text("en")
    assert "Un articolo padroneggiato torna più tardi" in plan.text("it")
