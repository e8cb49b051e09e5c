"""The session as a trainee sees it on a small terminal, driven without a pty (issue 11, the playtest's fixes).

A console that redraws writes into tests/vt_screen.py's Screen, as a terminal
of 80x24 would show it; every prompt records the screen at that moment.
"""
from __future__ import annotations

import os

from test_session import DROPPED, DROPPED_RIGHT, SCENARIOS, canonical_lines
from trainer.scenario.load import load
from trainer.session import Console, Session
from trainer.engine.solve import solve
from vt_screen import Screen

WAITS = ("Press Enter", "Premi Invio")


class Terminal:
    """A redrawing console on a screen of `columns` x `rows`: typed lines from a list, Enter at every wait."""

    def __init__(self, lines: list[str], columns: int = 80, rows: int = 24):
        self.screen = Screen(columns, rows)
        self.lines = list(lines)
        self.prompts: list[tuple[str, str]] = []  # (prompt, the screen as the prompt waits)
        self.console = Console(read=self.read, write=self.write, wait=True, width=columns - 1, height=rows)

    def write(self, text: str) -> None:
        self.screen.feed(text.replace("\n", "\r\n") + "\r\n")

    def read(self, prompt: str) -> str:
        self.screen.feed(prompt)
        self.prompts.append((prompt, self.screen.text))
        if prompt.startswith(WAITS):
            line = ""
        elif not self.lines:
            raise EOFError
        else:
            line = self.lines.pop(0)
        self.screen.feed(line + "\r\n")
        return line

    def at(self, prompt: str) -> list[str]:
        """The screens shown while `prompt` waited."""
        return [text for p, text in self.prompts if p.startswith(prompt)]


def play(paths: list[str], lines: list[str], tmp_path, lang: str = "en", columns: int = 80, rows: int = 24,
         **session: object) -> Terminal:
    term = Terminal(lines, columns, rows)
    solutions = [solve(load(p)) for p in paths]
    Session("T-0042", lang=lang, report_dir=str(tmp_path), console=term.console, **session).run(solutions)
    return term


# ---- 1. every card question shows the numbered list ----

def test_every_card_question_shows_the_numbered_list_of_cards(tmp_path):
    term = play([DROPPED], DROPPED_RIGHT, tmp_path)
    # Set aside and Burned offer "no cards" (the procedure neither sets aside nor burns: issue 20, item 10).
    for prompt in ("Punto > ", "Banco > ", "Set aside [Enter: no cards] > ", "Burned [Enter: no cards] > "):
        [shown] = term.at(prompt)
        assert "answer with their numbers:" in shown, (prompt, shown)
        assert "out of the sabot:" in shown and " 4 J♣" in shown, (prompt, shown)


# ---- 5. a hand the mask opens: the cards left are in view before the status is asked ----

MASK_FIRST = os.path.join(SCENARIOS, "art5-mask-at-start-seven-cards.yaml")


def test_when_the_mask_opens_the_hand_the_cards_left_are_in_view_from_the_first_decision(tmp_path):
    solution = solve(load(MASK_FIRST))
    term = play([MASK_FIRST], canonical_lines(solution), tmp_path)
    [status] = term.at("Status > ")
    assert "[mask]" in status and all(f"{n} {c}" in status for n, c in
                                      enumerate(["4♣", "8♥", "2♠", "J♦", "3♦", "7♣", "5♥"], 1)), status
    [punto] = term.at("Punto > ")
    assert punto.count("answer with their numbers:") == 1  # in the panel, not said twice


# ---- 7. Italian: steps in words with their codes; 8. units a line never splits ----

def _joined(text: str) -> str:
    return " ".join(text.split())


def test_italian_steps_read_in_words_with_their_code_in_the_answers_so_far_and_the_right_answer(tmp_path):
    lines = list(DROPPED_RIGHT)
    lines[1] = "12 15"  # call_game_inspector, reconstruct_hand, where staff_pick_up is right
    term = play([DROPPED], lines, tmp_path, lang="it")
    [reader] = term.at("Giocatore a Punto > ")
    assert "Procedura: 12 chiamare l'Ispettore di Gioco (call_game_inspector), 15 ricostruire" in _joined(reader)
    verdict = _joined("\n".join(text for prompt, text in term.prompts if prompt.startswith("Premi Invio")))
    assert "Risposta giusta: 7 far raccogliere la carta caduta dal personale e rimetterla in gioco " \
           "(staff_pick_up)" in verdict


def test_a_number_stays_with_the_word_after_it_and_a_short_parenthesis_stays_whole():
    from trainer.session.layout import fit

    line = "Right answer: 12 call_game_inspector, 15 reconstruct_hand and the card (face up) goes"
    for width in range(20, len(line)):
        pieces = fit(line, width)
        assert not any(p.rstrip().endswith((" 12", " 15", "(face")) for p in pieces), (width, pieces)
        assert " ".join(pieces) == line
    assert fit("a (much longer aside that may break anywhere) b", 20)[0] == "a (much longer aside"


def test_a_seat_and_its_amount_stay_on_one_line():
    from trainer.session.layout import fit

    line = "Payouts: seat 3: +2,807.25, seat 8: -600, posto 12: 0, seat 14: +4,000"
    for width in range(16, len(line)):
        pieces = fit(line, width)
        for seat, amount in (("3:", "+2,807.25,"), ("8:", "-600,"), ("12:", "0,"), ("14:", "+4,000")):
            assert any(f" {seat} {amount}" in p or p.startswith(f"{seat} {amount}") for p in pieces), (width, pieces)
        assert not any(p.endswith(("seat", "posto")) for p in pieces), (width, pieces)
        assert " ".join(pieces) == line


# ---- 8. wording: no cards, a colpo in bianco ----

def test_verdicts_say_no_cards_and_a_colpo_in_bianco_in_both_languages(tmp_path):
    from conftest import plain
    from trainer.engine.grade import grade
    from trainer.io.plain import answer_from_plain
    from trainer.session import narrate, questions
    from trainer.session.feedback import result_lines

    solution = solve(load(DROPPED))
    story = narrate.story(solution.only_hand)
    said = {}
    for lang in ("en", "it"):
        ask = questions.Ask(lang, solution.scenario.table, tuple(solution.scenario.cards[:story.listed]))
        wrong = grade(solution, (answer_from_plain({**plain(solution)["answer"], "banco": [], "set_aside": ["8S"]}),),
                      "T")
        unasked = grade(solution, (answer_from_plain({"status": "colpo_in_bianco"}),), "T")
        said[lang] = _joined("\n".join(result_lines(wrong, ask, 79) + result_lines(
            unasked, ask, 79, [str(q.key) for q in questions_for("colpo_in_bianco")], "colpo_in_bianco")))
    assert "You gave no cards; the right cards are 5♥ J♣, in this order." in said["en"]
    assert "You gave 8♠; the right answer is no cards." in said["en"]
    assert "Right answer: no cards" in said["en"] and "are none" not in said["en"]
    assert "Not asked: you said the hand is a colpo in bianco, which" in said["en"]
    assert "Hai indicato 8♠; la risposta giusta è nessuna carta." in said["it"]
    assert "Risposta giusta: nessuna carta" in said["it"]
    assert "Non chiesta: hai detto che è un colpo in bianco, e questo" in said["it"]


def questions_for(status: str):
    from trainer.session.paths import path
    return path(status)


def test_the_question_mark_is_offered_in_the_same_words_on_every_width():
    from trainer.i18n import templates

    EN, IT = templates("en"), templates("it")

    for words, ending in ((EN, "? says what each step does."), (IT, "? dice che cosa fa ogni passo.")):
        assert words["session.hint.procedure"].endswith(ending) and words["session.hint.procedure_brief"].endswith(ending)


# ---- 8. paging: whole entries, no page for the saved files alone, the summary paged too ----

def test_pages_keep_blocks_whole_and_never_leave_the_last_block_alone():
    from trainer.session.layout import pages

    blocks = [["head", "a1", "a2"], ["b1", "b2", "b3"], ["c1", "c2"], ["saved"]]
    assert pages(blocks, 5) == [["head", "a1", "a2"], ["b1", "b2", "b3"], ["c1", "c2", "saved"]]
    assert pages(blocks, 8) == [["head", "a1", "a2", "b1", "b2", "b3"], ["c1", "c2", "saved"]]
    # "saved" alone on the last page: the block before it goes with it
    assert pages([["x1", "x2"], ["y1", "y2", "y3"], ["saved"]], 5) == [["x1", "x2"], ["y1", "y2", "y3", "saved"]]
    # a block taller than a page is split, the rest of it starting the next page
    assert pages([["h"], [f"l{i}" for i in range(7)]], 4) == [["h", "l0", "l1", "l2"], ["l3", "l4", "l5", "l6"]]


def test_at_80x24_every_verdict_page_opens_on_an_entry_and_the_summary_is_paged_with_its_heading(tmp_path):
    from trainer.session.paths import path
    solution = solve(load(DROPPED))
    keys = [q.key for q in path("cancelled")]
    lines = ["3", "12 15 16", *(["0"] * (len(keys) - 2))]
    lines = [line if key not in ("next_hand", "button") else "1" for key, line in zip(keys, lines)]
    term = play([DROPPED, DROPPED], lines + lines, tmp_path,
                next_drill=("Your next drill, chosen from your results:",
                            ["trainer", "train", "--adaptive", "--trainee", "T-0042"]))
    verdict_pages = [text for prompt, text in term.prompts if prompt.startswith(("Press Enter for the rest of the verdict",
                                                                                  "Press Enter for the next",
                                                                                  "Press Enter for the summary"))]
    assert len(verdict_pages) >= 4
    for text in verdict_pages:
        first = next(line for line in text.splitlines() if line.strip())
        assert first.startswith(("  ✗", "0 of", "1 of", "2 of", "3 of", "4 of", "5 of", "6 of")), text
        body = [line for line in text.splitlines() if line.strip() and not line.startswith("Press Enter")]
        assert not all(line.startswith(("Answer sheet:", "Scorecard:")) for line in body), text
    summary = [text for prompt, text in term.prompts if prompt.startswith("Press Enter for the rest of the sum")]
    assert summary and "Summary for T-0042" in summary[0]
    assert "trainer train --adaptive --trainee T-0042" in term.screen.text  # the last page stays


# ---- 8. the steps menu at 80x24, and `?` ----

def test_at_80x24_the_steps_menu_shows_compactly_with_the_hand_and_help_never_pushes_the_hand_away(tmp_path):
    from trainer.vocab import STEPS

    term = play([DROPPED], DROPPED_RIGHT[:1] + ["?"] + DROPPED_RIGHT[1:], tmp_path)
    first, again = term.at("Steps > ")
    assert all(f"{i} {step}" in first for i, step in enumerate(STEPS, 1)), first
    assert "Seat" in first and "The 4th card slips and falls to the floor." in first  # the hand stays
    helped = "\n".join(text for prompt, text in term.prompts if prompt.startswith("Press Enter for the rest of the st"))
    helped += again
    assert "7 staff_pick_up - Have the card picked up" in helped and "17 announce_le_carte_parlano" in helped
    assert again.rstrip().endswith("Steps >")
    [reader] = term.at("Reader > ")
    assert "The 4th card slips and falls to the floor." in reader  # the hand is back at the next prompt
    assert all("/" in line for line, _ in term.screen.wrapped)  # only a saved file's path, longer than the line


def test_a_sequence_hand_the_mask_opens_also_shows_the_cards_left_from_the_first_decision():
    """The taglia session shows a hand through the same view as the scenario session (session/hand_view), so the
    last hand of a sequence, which the mask opens, has its cards left in the panel."""
    from trainer.sequence.load import load_any
    from trainer.session.hand_view import hand_view

    path = os.path.join(SCENARIOS, "sequences", "seq-mask-at-start-seven-or-more.yaml")
    last = solve(load_any(path)).hands[-1]
    shown = "\n".join(line for _, line in hand_view(last, "Hand", None, "en", False, 79).panel)
    assert "[mask]" in shown and "answer with their numbers:" in shown
