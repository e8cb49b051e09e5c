"""The whole-taglia session as a trainee found it at 80x24 (issue 12 item 5, the playtest's defects)."""
from __future__ import annotations

from test_session_polish import Terminal
from test_shoe_session import CHOICE, all_lines, dealt
from trainer.session import Session, screen


def play_shoe(tmp_path, lines, choice=CHOICE, lang="en", **session) -> Terminal:
    term = Terminal(lines)
    Session("T-1", lang=lang, report_dir=str(tmp_path), console=term.console, **session).shoe(choice)
    return term


def quick_hand(hands):
    """The first hand --quick asks only the reader, the announcement and the winner, whose Punto draws."""
    return next(i for i, d in enumerate(hands) if d.plan.grade is not None
                and len(d.played.outcome.coup.punto) == 3)


# ---- 1. a quick hand's third cards are in view, and the verdict tells the hand's cards ----

def test_a_quick_hand_shows_the_next_cards_of_the_sabot_and_its_verdict_the_hands_cards(tmp_path):
    hands = dealt()
    i = quick_hand(hands)
    term = play_shoe(tmp_path, all_lines(hands[:i + 1]))
    coup = hands[i].played.outcome.coup
    third = screen.card(coup.punto[2], False)
    asked = term.at("Announcement > ")[-1]
    assert "third cards come from here" in asked
    assert f" 5 {third}" in asked  # Punto's third card is the sabot's fifth: the trainee draws it by the table
    verdict = [s for p, s in term.prompts if p.startswith("Press Enter")][-1]
    shown = " ".join(screen.card(c, False) for c in coup.punto)
    assert f"Punto {shown} ({coup.punto_score})" in verdict


# ---- 2, 3. --quick asks in full exactly the hands the scorecard shows in full ----

def test_quick_asks_in_full_exactly_the_hands_the_scorecard_shows_in_full():
    from trainer.report.scorecard import shown_in_full
    from trainer.engine.solve import solve
    from trainer.sequence.touched import button_held
    from trainer.shoe import Dealer
    from trainer.vocab import NextHand

    dealer = Dealer(5, 1, 6, 0.15)
    while not dealer.over:
        dealer.deal(quick=True)
    hands = solve(dealer.taglia().sequence).hands
    asked_in_full = [d.plan.grade is None for d in dealer.hands]
    assert asked_in_full == [shown_in_full(hands, i) for i in range(len(hands))]
    # the hand after a colpo in bianco whose button stayed (R21) is carried into: asked in full
    held = [i + 1 for i in range(len(hands) - 1) if button_held(hands[i]) and not hands[i + 1].hand.in_bianco]
    assert held and all(asked_in_full[i] for i in held)
    # a hand the mask lies in front of, but which ends before the mask comes out, is a clean hand: quick
    near = [i for i, h in enumerate(hands) if h.hand.mask_after is not None
            and h.outcome.next_hand != NextHand.NEW_SHOE and not shown_in_full(hands, i)]
    assert near and not any(asked_in_full[i] for i in near)


# ---- 4. the end of a taglia gives the study advice, the replay command and the adaptive line ----

def _replayed(lines: list[str]) -> list[str]:
    import shlex

    return shlex.split("\n".join(lines).replace("\\\n", " ").splitlines()[0])


def _block(output: str, head: str) -> list[str]:
    """The command lines under the line starting with `head`: the first, and each after a backslash."""
    block = output[output.index(head):].splitlines()[1:]
    return block[:next((i for i, line in enumerate(block) if not line.endswith(" \\")), len(block) - 1) + 1]


def test_the_end_of_a_taglia_says_what_to_study_and_offers_its_replay_and_the_adaptive_drill(tmp_path):
    import glob

    from click.testing import CliRunner
    from test_shoe_session import ARGS
    from trainer.cli import main

    hands = dealt()
    lines = all_lines(hands)
    lines[2] = "3" if lines[2] != "3" else "1"  # hand 1 (quick): the winner wrong
    store = str(tmp_path / "club results.sqlite")
    result = CliRunner().invoke(main, ["train", *ARGS, "--trainee", "T-7", "--report-dir", str(tmp_path),
                                       "--store", store], input="".join(f"{x}\n" for x in lines))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "What to study" in out and "trainer rules premise" in out
    [taglia] = glob.glob(str(tmp_path / "taglie" / "t-7" / "*.yaml"))
    assert _replayed(_block(out, "Play the whole taglia again")) == [
        "trainer", "train", taglia, "--trainee", "T-7", "--report-dir", str(tmp_path), "--store", store]
    assert _replayed(_block(out, "Your next drill")) == [
        "trainer", "train", "--adaptive", "--trainee", "T-7", "--store", store]
    unrecorded = CliRunner().invoke(main, ["train", *ARGS, "--trainee", "T-8", "--report-dir", str(tmp_path),
                                           "--no-record", "--lang", "it"], input="".join(f"{x}\n" for x in lines))
    assert unrecorded.exit_code == 0, unrecorded.output
    replay = _replayed(_block(unrecorded.output, "Rigioca tutta la taglia"))
    assert replay[-5:] == ["--lang", "it", "--report-dir", str(tmp_path), "--no-record"]
    assert "La tua prossima esercitazione" not in unrecorded.output  # only a recorded session feeds it


# ---- 5. the resume hint after a stop is a command that pastes whole and records where the session did ----

def test_the_resume_hint_after_ctrl_c_is_a_whole_command_with_the_sessions_store_and_report_dir(tmp_path,
                                                                                                 monkeypatch):
    from click.testing import CliRunner
    from test_shoe_session import Scripted
    from trainer.cli import main

    hands = dealt()
    report_dir = str(tmp_path / "a folder with a long name for the reports")
    store = str(tmp_path / "club results.sqlite")
    s = Scripted(all_lines(hands[:1]), then=KeyboardInterrupt)
    Session("T-3", report_dir=report_dir, console=s.console, store=store).shoe(CHOICE)
    lines = s.text.splitlines()
    at = lines.index("To go on later:")
    block = lines[at + 1:]
    block = block[:next((i for i, x in enumerate(block) if not x.endswith(" \\")), len(block) - 1) + 1]
    assert len(block) >= 2 and all(x.endswith(" \\") for x in block[:-1])
    command = _replayed(block)
    assert command[:3] == ["trainer", "train", "--resume"]
    assert command[4:] == ["--report-dir", report_dir, "--store", store]
    resumed = CliRunner().invoke(main, command[1:], input="".join(f"{x}\n" for x in all_lines(hands[1:])))
    assert resumed.exit_code == 0, resumed.output
    assert "Resuming" in resumed.output and "Taglia score:" in resumed.output

    s = Scripted([], then=KeyboardInterrupt)
    Session("T-4", lang="it", console=s.console, report_dir=str(tmp_path),
            store="postgresql://coach:s3cret@db.example/club").shoe(CHOICE)
    it = s.text.splitlines()
    command = _replayed(it[it.index("Per continuare più tardi:") + 1:])
    assert command[4:] == ["--lang", "it", "--report-dir", str(tmp_path), "--store",
                           "postgresql://coach:***@db.example/club"]
    assert "s3cret" not in s.text
    s = Scripted([], then=EOFError)
    monkeypatch.chdir(tmp_path)  # the default report dir, reports/, is the test's own, not the repo's
    Session("T-5", console=s.console, report_dir="reports", no_record=True).shoe(CHOICE)
    out = s.text.splitlines()
    assert _replayed(out[out.index("To go on later:") + 1:])[4:] == ["--no-record"]


# ---- 6. an exhausted hand answered "valid" is said to be exhausted in its verdict ----

def _exhausted_said_valid(tmp_path, lang):
    from trainer.engine.solve import solve
    from trainer.io.plain import answer_plain
    from trainer.sequence.load import load_any
    from trainer.session import narrate, paths, questions

    sol = solve(load_any("scenarios/sequences/seq-art10-drawn-then-next-hand.yaml"))
    first = sol.hands[0]
    assert first.outcome.exhausted
    sc = first.hand
    ask = questions.Ask(lang, sc.table, tuple(sc.cards[:narrate.story(first).listed]))
    # the valid path to its end: the keys an exhausted hand does not grade answered anyhow
    said = {**answer_plain(first.answer), "reader": 3, "punto": ["3C", "4S", "9C"], "banco": ["10H", "2D"], "announce": "Banco 2, Punto 6",
            "winner": "punto", "payouts": {}, "set_aside": [], "burned": []}
    term = Terminal(paths.typed_answers(said, ask))
    Session("T-6", lang=lang, report_dir=str(tmp_path), console=term.console).sequence(sol)
    assert term.at("Status > " if lang == "en" else "Stato > ")
    verdict = [s for p, s in term.prompts if p.startswith(("Press Enter", "Premi Invio"))][1]
    assert "4 of 4 decisions right" in verdict or "4 decisioni giuste su 4" in verdict  # the valid status is right: the sheet records valid
    return verdict


def test_an_exhausted_hand_answered_valid_says_the_hand_was_exhausted_in_its_verdict(tmp_path):
    verdict = " ".join(_exhausted_said_valid(tmp_path / "en", "en").split())
    assert ("This hand was exhausted (Art. 10): its cards were already burned, so it stands as played; only its "
            "status, procedure, next hand and button are decided.") in verdict
    verdict = " ".join(_exhausted_said_valid(tmp_path / "it", "it").split())
    assert "Questo colpo era esaurito (Art. 10): le sue carte erano già bruciate" in verdict


# ---- 7. small things ----

def test_each_page_of_the_steps_help_shows_lines_the_page_before_did_not(tmp_path):
    from test_shoe_session import hand_lines

    hands = dealt()
    second = hand_lines(hands[1])  # hand 2 asks its procedure: "?" there at 80x24
    term = play_shoe(tmp_path, hand_lines(hands[0]) + second[:1] + ["?"] + second[1:])
    pages = [text for prompt, text in term.prompts if prompt.startswith("Press Enter for the rest of the st")]
    assert pages
    pages.append(term.at("Steps > ")[1])
    for before, after in zip(pages, pages[1:]):
        seen = {line.strip() for line in before.splitlines() if line.strip()}
        new = [line for line in after.splitlines() if line.strip() and line.strip() not in seen
               and not line.startswith(("Steps >", "Decision", "Which procedure", "Type the step", "says what"))]
        assert new, after


def test_italian_words_the_key_of_the_shuffle_the_dealer_one_right_decision_and_one_deck_agree():
    import random

    from test_session import DROPPED
    from trainer.engine.grade import grade
    from trainer.io.plain import answer_from_plain
    from trainer.i18n import say, text_in
    from trainer.scenario.load import load
    from trainer.session.feedback import result_lines
    from trainer.session.questions import Ask
    from trainer.shoe.file import description
    from trainer.shoe.prepare import prepare
    from trainer.engine.solve import solve

    welcome = text_in(say("taglia.welcome", trainee="T", sabot="un sabot di un mazzo", seed=5), "it")
    assert "numero di mescolata 5" in welcome and " seme " not in welcome and "chiave" not in welcome and \
        "Il Dealer sei tu" in welcome
    assert "Il Dealer sei tu" in text_in(say("session.welcome", trainee="T", count=1), "it")
    assert "Numero di mescolata dell'esercitazione 5" in text_in(say("session.drill.seed", seed=5), "it")
    assert description(prepare(random.Random(1), 1))["it"].startswith("Un mazzo mescolato e tagliato;")
    assert description(prepare(random.Random(1), 6))["it"].startswith("6 mazzi mescolati e tagliati;")
    solution = solve(load(DROPPED))
    one = grade(solution, (answer_from_plain({"status": solution.only_hand.answer.status}),), "T")  # the status only: 1 right
    assert one.score == 1
    assert result_lines(one, Ask("it", solution.scenario.table, ()), 79)[0].startswith(
        f"1 decisione giusta su {one.max}: non superato.")


def test_the_first_wait_deals_the_first_hand_and_a_colpo_in_bianco_reads_none_and_its_set_aside_card(tmp_path):
    hands = dealt()
    bianco = next(i for i, d in enumerate(hands) if d.played.hand.in_bianco and d.played.hand.carried)
    term = play_shoe(tmp_path, all_lines(hands[:bianco + 1]))
    assert term.prompts[0][0] == "Press Enter to deal the first hand…"
    n = bianco + 1
    shown = [s for p, s in term.prompts if p.startswith("Punto > ") and f"Hand {n} " in s]
    assert shown and "Procedure: none" in shown[0] and "a clean hand" not in shown[0]
    card = screen.card(hands[bianco].played.hand.cards[0], False)
    assert f"set aside by the hand before:  1 {card}" in shown[0]
    assert "out of the sabot:              2 " in shown[0]  # the set-aside card is not "out of the sabot"


def test_the_scenario_session_also_says_an_exhausted_hand_answered_valid_was_exhausted(tmp_path):
    """The same note in a one-hand session: both sessions take it from session/hand_view.exhausted_note."""
    from test_session_polish import play as play_scenarios

    from trainer.scenario.load import load
    from trainer.engine.solve import solve
    from trainer.io.plain import answer_plain
    from trainer.session import narrate, paths, questions

    path = "scenarios/art10-misannounced-score-after-burn.yaml"
    hand = solve(load(path)).only_hand
    assert hand.outcome.exhausted
    sc = hand.hand
    ask = questions.Ask("en", sc.table, tuple(sc.cards[:narrate.story(hand).listed]))
    coup = hand.outcome.coup
    assert coup is not None
    said = {**answer_plain(hand.answer), "reader": 1, "punto": [str(c) for c in coup.punto], "banco": [str(c) for c in coup.banco],
            "announce": coup.announcement(), "winner": str(coup.winner), "payouts": {}, "set_aside": [], "burned": []}
    term = play_scenarios([path], paths.typed_answers(said, ask), tmp_path)
    verdict = " ".join(" ".join(s for p, s in term.prompts if p.startswith("Press Enter")).split())
    assert "This hand was exhausted (Art. 10): its cards were already burned" in verdict
