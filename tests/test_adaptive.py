"""Adaptive drills, the pure parts: the Leitner schedule (trainer/adaptive/schedule.py), the trainee's hands as
read from records (history.py), the plan and its whys (plan.py), the advice line (advice.py).

The store-backed and command-line tests are in test_adaptive_cli.py.
"""
from __future__ import annotations

import pytest

from trainer.adaptive import adaptive_advice, command, interval, next_drill, plan_drill, variants_for
from trainer.adaptive.history import Decision, PlayedHand, Review, played_hands, reviews
from trainer.adaptive.plan import why
from trainer.adaptive.schedule import BOXES, Item, item_of, next_articles, reviewed
from trainer.drill import VARIANTS
from trainer.i18n import text_in
from trainer.store import Record

EVERY_ARTICLE = ["premise", *range(1, 13), 14]


def hand(number: int, *decisions: tuple[str, bool, tuple]) -> PlayedHand:
    return PlayedHand(number, number, f"s{number}", 1, tuple(Decision(k, ok, a) for k, ok, a in decisions))


def history(*outcomes: tuple[object, bool]) -> list[PlayedHand]:
    """One hand per (article, right?): its status decision cites the article, its winner the premise (right)."""
    return [hand(n, ("status", ok, (article,)), ("winner", True, ("premise",)))
            for n, (article, ok) in enumerate(outcomes, 1)]


def items(hands):
    return {a: item_of(a, r) for a, r in reviews(hands).items()}


# ---- the Leitner boxes --------------------------------------------------------------------------------------------

def test_a_miss_sends_to_box_1_and_each_right_answer_moves_one_box_up_to_the_last():
    item = Item(7)
    assert item.new and item.box == 0
    boxes = []
    for n, ok in enumerate([True, True, False, True, True, True, True, True, True], 1):
        item = reviewed(item, Review(n, ok))
        boxes.append(item.box)
    assert boxes == [2, 3, 1, 2, 3, 4, 5, 5, 5]
    assert BOXES == 5 and item.streak == 6 and item.misses == 1 and item.last_miss == 3 and not item.new


def test_an_article_is_due_its_box_interval_after_its_last_review():
    assert [interval(b) for b in range(1, 6)] == [1, 2, 4, 8, 16]
    item = item_of(3, [Review(10, True), Review(11, True)])  # box 3, last seen at hand 11
    assert (item.box, item.due) == (3, 15)
    assert [item.wait(h) for h in (12, 14, 15, 20)] == [3, 1, 0, 0]


def test_recent_misses_are_counted_over_the_last_five_reviews_with_the_keys_missed():
    item = item_of(7, [Review(n, ok, () if ok else ("status",) if n % 2 else ("status", "burned"))
                       for n, ok in enumerate([False, False, True, False, False, False, True, False], 1)])
    assert [r.hand for r in item.recent] == [4, 5, 6, 7, 8]
    assert item.recent_misses == 4 and item.misses == 6
    assert item.missed_keys() == [("status", 4), ("burned", 3)]  # hands 4, 6 and 8 missed both


# ---- what comes first ------------------------------------------------------------------------------------------

def test_a_trainee_who_keeps_missing_article_7_gets_it_first_and_back_at_widening_gaps():
    hands = history((3, False), (7, False), ("premise", True), (7, False), (7, False), (7, True), (7, False))
    picks = next_articles(items(hands), len(hands), 15)
    order = [p.item.article for p in picks]
    assert [n for n, a in enumerate(order, 1) if a == 7] == [1, 3, 7, 15]
    assert [n for n, a in enumerate(order, 1) if a == 3] == [2, 4, 8]  # the other miss, before anything new
    assert order[4:6] == [1, 2]  # then the articles never drilled, in order
    assert picks[0].item.box == 1 and picks[0].item.recent_misses == 4


def test_with_no_history_every_article_comes_once_before_any_comes_twice():
    picks = next_articles(items([]), 0, 2 * len(EVERY_ARTICLE))
    order = [p.item.article for p in picks]
    assert order[:len(EVERY_ARTICLE)] == EVERY_ARTICLE and order[len(EVERY_ARTICLE):] == EVERY_ARTICLE
    assert all(p.item.new for p in picks)


def test_right_answers_in_a_row_push_an_article_later():
    missed = history((7, False), (7, False))
    learned = missed + history((7, True), (7, True), (7, True), (7, True))
    learned = [PlayedHand(n, n, h.scenario, 1, h.decisions) for n, h in enumerate(learned, 1)]
    first = [p.item.article for p in next_articles(items(missed), len(missed), 11)]
    later = [p.item.article for p in next_articles(items(learned), len(learned), 11)]
    assert first[0] == 7
    assert 7 not in later  # box 5: due 16 hands after its last review, every never-drilled article first
    item = items(learned)[7]
    assert (item.box, item.streak, item.due) == (5, 4, 6 + 16)
    assert (item.wait(6 + 15), item.wait(6 + 16)) == (1, 0)


def test_recent_misses_come_before_old_ones_with_as_many_misses():
    hands = history((3, False), (3, False), ("premise", True), ("premise", True), ("premise", True),
                    (6, False), (6, False))
    order = [p.item.article for p in next_articles(items(hands), len(hands), 4)]
    assert order == [6, 3, 6, 3]


def test_more_misses_in_the_last_five_reviews_come_before_a_more_recent_single_miss():
    hands = history((7, False), (7, False), (7, False), (3, False))
    assert [p.item.article for p in next_articles(items(hands), len(hands), 2)] == [7, 3]


def test_a_lower_box_comes_before_a_higher_one_and_the_first_due_before_both():
    hands = history((4, True), (4, True), (2, True), (9, False))  # 4 in box 3 (due at 6), 2 in box 2 (due at 5)
    state = {a: i for a, i in items(hands).items() if a in (2, 4, 9)}
    assert [p.item.article for p in next_articles(state, len(hands), 4)] == [9, 2, 9, 4]


# ---- the trainee's hands from records ----------------------------------------------------------------------

def record(seq: int, decisions, trainee="T-1", scenario="sc") -> Record:
    return Record(trainee=trainee, scenario=scenario, scenario_sha256=None, answer={}, decisions=decisions, score=0,
                  max=1, passed=False, times={}, graded_at="2026-11-01T09:30:00Z", origin="grade", sheet="x",
                  seq=seq)


def test_a_sequence_record_counts_as_one_hand_per_hand_number_in_order():
    seq = record(1, [{"key": "status", "ok": True, "articles": [1], "hand": 2},
                     {"key": "status", "ok": False, "articles": [7], "hand": 1},
                     {"key": "winner", "ok": True, "articles": ["premise"], "hand": 3}])
    one = record(2, [{"key": "status", "ok": False, "articles": ["3"]}])
    hands = list(played_hands([seq, one]))
    assert [(h.number, h.seq, h.hand) for h in hands] == [(1, 1, 1), (2, 1, 2), (3, 1, 3), (4, 2, 1)]
    by = reviews(hands)
    assert by[7] == [Review(1, False, ("status",))] and by[1] == [Review(2, True)]
    assert by[3] == [Review(4, False, ("status",))] and by["premise"] == [Review(3, True)]


def test_odd_stored_content_is_read_as_the_audit_reads_it_never_a_crash():
    odd = record(1, [None, "x", {"key": 5, "ok": "yes", "articles": [True, 99, "PREMISE", "x", 7, 7]},
                     {"key": "winner", "ok": True, "articles": "premise", "hand": "two"}])
    [only] = played_hands([odd, record(2, "not a list")])
    assert only.decisions == (Decision("5", False, ("premise", 7)), Decision("winner", True, ()))
    assert reviews([only])[7] == [Review(1, False, ("5",))]


def test_a_hand_is_a_miss_for_an_article_when_any_decision_citing_it_is_wrong():
    h = hand(1, ("status", True, (7,)), ("set_aside", False, (7,)), ("burned", False, (7,)),
             ("button", True, ("premise", 7)), ("reader", True, ("premise", 13)))
    by = reviews([h])
    assert by[7] == [Review(1, False, ("set_aside", "burned"))] and by["premise"] == [Review(1, True)]
    assert 13 not in by  # Articles 11-16 have no drill variant


# ---- the plan ------------------------------------------------------------------------------------------------

def test_each_hand_plays_a_variant_of_its_article_taken_in_turn():
    hands = history(*[(7, False)] * 4)
    plan = plan_drill(hands, "T-1", 15, seed=3)
    art7 = [s.variant.name for s in plan.slots if s.article == 7]
    assert len(art7) == 4 and set(art7) == {v.name for v in variants_for(7)}  # all three before one comes again
    assert art7[3] == art7[0]
    for s in plan.slots:
        assert s.variant in variants_for(s.article)


def test_every_drilled_article_has_variants_and_article_10_takes_those_citing_it():
    for a in EVERY_ARTICLE:
        assert variants_for(a), a
    assert all(v.articles == (7,) for v in variants_for(7))
    assert {v.name for v in variants_for(10)} == {v.name for v in VARIANTS if 10 in v.articles}


def test_the_same_seed_gives_the_same_plan_and_scenarios_and_seeds_vary_the_variants():
    hands = history((7, False), (1, True))
    one, again = plan_drill(hands, "T-1", 6, seed=12), plan_drill(hands, "T-1", 6, seed=12)
    assert one == again and one.json_lines("it") == again.json_lines("it")
    drills = one.drills()
    assert [d.text for d in drills] == [d.text for d in again.drills()]
    assert [d.id for d in drills] == [f"drill-a12-{n:03d}" for n in range(1, 7)]
    assert [d.variant for d in drills] == [s.variant.name for s in one.slots]
    by_seed = {tuple(s.variant.name for s in plan_drill(hands, "T-1", 6, seed=s).slots) for s in range(6)}
    assert len(by_seed) > 1
    # The seed chooses variants only: the articles are the schedule's.
    assert len({tuple(s.article for s in plan_drill(hands, "T-1", 6, seed=s).slots) for s in range(6)}) == 1


def test_whys_say_what_was_missed_in_english_and_italian():
    hands = history((7, False), (7, True), (7, False), (7, False), (7, False), (7, False))
    [slot] = plan_drill(hands, "T-1", 1).slots
    assert text_in(slot.why, "en") == ("Article 7: missed 4 times in your last 5 hands with it (box 1). "
                                       "Decision missed most: Status of the hand (4).")
    assert text_in(slot.why, "it") == ("Articolo 7: errori in 4 dei tuoi ultimi 5 colpi su questa regola "
                                       "(scatola 1). Decisione sbagliata più spesso: Stato del colpo (4).")
    once = plan_drill(history((2, True), (2, False)), "T-1", 1).slots[0]
    assert text_in(once.why, "en").startswith("Article 2: missed once in your last 2 hands with it (box 1).")
    only = plan_drill(history((2, False)), "T-1", 1).slots[0]
    assert text_in(only.why, "it").startswith("Articolo 2: errore l'unica volta che è capitata (scatola 1).")


def test_whys_of_articles_answered_right_and_of_new_ones():
    right = item_of(4, [Review(1, False), Review(2, True), Review(3, True), Review(4, True)])
    assert text_in(why(right), "en") == "Article 4: right 3 times in a row (box 4), due again."
    assert text_in(why(right, 3), "it") == ("Articolo 4: 3 risposte giuste di fila (scatola 4), da ripassare tra "
                                            "3 colpi, ma niente va ripassato prima.")
    once = item_of("premise", [Review(1, True)])
    assert text_in(why(once, 1), "en") == ("Premise: right the last time (box 2), not due until the next hand, "
                                           "but nothing is due sooner.")
    assert text_in(why(once), "it") == "Premessa: risposta giusta l'ultima volta (scatola 2), da ripassare."
    new = plan_drill([], "T-1", 1).slots[0]
    assert text_in(new.why, "en") == "Premise: not in your recorded hands yet."
    assert text_in(new.why, "it") == "Premessa: non ancora presente nei tuoi colpi registrati."


def test_when_nothing_is_due_the_soonest_due_comes_and_the_lower_box_on_a_tie():
    hands = history((4, True), (4, True), (9, False))  # 4 in box 3, due at hand 6
    state = {a: i for a, i in items(hands).items() if a in (4, 9)}
    # Hand 4: 9 (then due at 6). Hand 5: both due at 6, box 1 first (then due at 9). Hand 6: 4 is due (then
    # at 14). Hand 7: 9 is due sooner (then at 15). Hand 8: 4 is due sooner.
    assert [p.item.article for p in next_articles(state, len(hands), 5)] == [9, 9, 4, 9, 4]


def test_next_drill_for_the_audit_names_each_article_once_with_its_hands():
    hands = history((7, False), (7, False), (3, False))
    drill = next_drill(hands, "T-9")
    assert drill.order == (7, 3, 7, 3, 1)
    assert [(s.item.article, s.hands, s.item.box) for s in drill.stressed] == [(7, 2, 1), (3, 2, 1), (1, 1, 0)]
    doc = drill.to_json()
    assert doc["articles"][0]["missed_keys"] == [{"key": "status", "missed": 2}]
    assert doc["articles"][0]["why"].startswith("Article 7: missed 2 times")


def test_the_advice_line_points_at_the_adaptive_drill_in_the_sessions_language():
    assert adaptive_advice("T-0042") == ("Your next drill, chosen from your results: "
                                         "trainer train --adaptive --trainee T-0042")
    assert adaptive_advice("T 42", "it") == ("La tua prossima esercitazione, scelta in base ai tuoi risultati: "
                                             "trainer train --adaptive --trainee 'T 42' --lang it")
    assert adaptive_advice(None) is None and adaptive_advice("  ") is None
    assert command("T-1", count=8, seed=4, store="db.sqlite") == \
        "trainer train --adaptive --trainee T-1 --count 8 --store db.sqlite --seed 4"


def test_a_plan_needs_a_hand():
    with pytest.raises(ValueError):
        plan_drill([], "T-1", 0)


def test_the_plan_names_decisions_and_hands_in_the_sessions_words():
    from trainer.i18n import templates

    EN, IT = templates("en"), templates("it")

    hands = [hand(1, ("banco", False, (8,))), hand(2, ("banco", False, (8,)))]
    [slot] = plan_drill(hands, "T-1", 1).slots
    assert f"Decisione sbagliata più spesso: {IT['session.key.banco']} (2)." in text_in(slot.why, "it")
    assert f"Decision missed most: {EN['session.key.banco']} (2)." in text_in(slot.why, "en")
    assert IT["session.scenario"].startswith("Colpo")  # the session's word for a hand, which the plan uses too
    assert "colpi" in text_in(slot.why, "it") and " mani" not in plan_drill(hands, "T-1", 3).text("it")


def test_an_articles_item_is_its_reviews_each_reviewed_in_turn():
    """item_of folds the reviews without an Item per step: the same Item as `reviewed` of each in turn."""
    import random

    from trainer.adaptive.history import Review
    from trainer.adaptive.schedule import Item, item_of, reviewed

    rng = random.Random(22)
    for _ in range(300):
        reviews = [Review(h, rng.random() < 0.7, ("status",) if rng.random() < 0.3 else ())
                   for h in sorted(rng.sample(range(1, 200), rng.randrange(0, 30)))]
        expected = Item(3)
        for r in reviews:
            expected = reviewed(expected, r)
        assert item_of(3, reviews) == expected
