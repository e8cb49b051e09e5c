"""Less tedium in full hands (issue 20, item 10).

A key that the trainee's earlier answers of the same hand settle is offered
with that answer filled in: Enter confirms it, typing answers as usual, `<`
goes back over it. The answer offered comes from what the trainee typed,
never from the hand's right answer; the sheet lists the keys confirmed
(`confirmed:`), which `trainer grade` and the schema accept and never grade.
`--quick=payouts` keeps the payouts of a quick hand with a stake; plain
`--quick` still asks only the reader, the announcement and the winner.
"""
from __future__ import annotations

import glob
import json
import os
import sys

import pytest
import yaml
from click.testing import CliRunner
from conftest import spawn_tty
from jsonschema import Draft202012Validator

from test_session import DROPPED, DROPPED_RIGHT, ROOT, canonical_lines, run, sheets_in, typing
from test_shoe_session import all_lines
from trainer.cli import main
from trainer.engine.solve import solve
from trainer.scenario.load import load
from trainer.schema import schema_text
from trainer.io.plain import answer_plain
from trainer.session import narrate, paths, question_set, questions
from trainer.session.follow_on import next_hand, proposal, winner_said
from trainer.session.hand_view import asked_beyond
from trainer.session.taglia_files import ShoeChoice, dealt_by
from trainer.sheet.load import load_sheet
from trainer.shoe import Dealer
from trainer.vocab import NextHand, Step, Winner
from trainer.yamlio.errors import Invalid
from vt_screen import Screen, stops

STUCK = os.path.join(ROOT, "scenarios", "art2-stuck-cards-order-unknown.yaml")
# DROPPED_RIGHT with Enter where the answer is offered: the winner (from the announcement), set aside,
# burned and the next hand (from the procedure, staff_pick_up: nothing set aside, nothing burned, no announcement).
DROPPED_ENTER = [*DROPPED_RIGHT[:6], "", *DROPPED_RIGHT[7:12], "", "", "", DROPPED_RIGHT[-1]]


def _train(tmp_path, lines, scenario=DROPPED, lang="en"):
    result = run("train", scenario, "--trainee", "T-0042", "--report-dir", str(tmp_path), "--lang", lang,
                 "--no-record", input=typing(lines))
    [path] = sheets_in(tmp_path)
    return result, " ".join(result.output.split()), path


# ---- what is offered, and from what ----

def test_the_answer_offered_follows_from_the_trainees_procedure_only():
    """proposal() is given the trainee's answers and nothing of the hand: a burn step typed means no
    `burned: []` offered, a set-aside step no `set_aside: []`."""
    plain = {"status": "valid", "procedure": [Step.STAFF_PICK_UP]}
    assert proposal("burned", plain, "valid").value == [] and proposal("set_aside", plain, "valid").value == []
    burns = {"status": "valid", "procedure": [Step.STAFF_PICK_UP, Step.BURN_CARDS]}
    assert proposal("burned", burns, "valid") is None
    assert proposal("set_aside", burns, "valid").value == []
    sets_aside = {"status": "valid", "procedure": [Step.SET_ASIDE_CARD]}
    assert proposal("set_aside", sets_aside, "valid") is None
    assert proposal("burned", {"status": "valid"}, "valid") is None  # no procedure yet: nothing follows
    for key in ("reader", "punto", "banco", "announce", "payouts", "button", "status", "procedure"):
        assert proposal(key, {**plain, "announce": "Banco 5, Punto 3"}, "valid") is None, key


def test_the_next_hand_a_procedure_makes():
    steps = frozenset
    assert next_hand(steps(), "valid") == NextHand.NORMAL
    assert next_hand(steps({Step.CALL_GAME_INSPECTOR}), "exhausted") == NextHand.NORMAL
    assert next_hand(steps({Step.ANNOUNCE_LAST_HAND}), "valid") == NextHand.NEW_SHOE
    assert next_hand(steps({Step.ANNOUNCE_MINIMUM_SEVEN, Step.COUNT_REMAINING_CARDS, Step.CANCEL_HAND}),
                     "cancelled") == NextHand.NEW_SHOE
    assert next_hand(steps({Step.SET_ASIDE_CARD, Step.ANNOUNCE_COLPO_IN_BIANCO}), "valid") == NextHand.COLPO_IN_BIANCO
    assert next_hand(steps({Step.WITHDRAW_BETS, Step.ANNOUNCE_COLPO_IN_BIANCO}), "colpo_in_bianco") == NextHand.NORMAL
    # Two readings: nothing offered.
    assert next_hand(steps({Step.ANNOUNCE_COLPO_IN_BIANCO}), "colpo_in_bianco") is None
    assert next_hand(steps({Step.ANNOUNCE_COLPO_IN_BIANCO}), "cancelled") is None
    assert next_hand(steps({Step.ANNOUNCE_LAST_HAND, Step.ANNOUNCE_COLPO_IN_BIANCO}), "valid") is None


def test_the_winner_an_announcement_names():
    assert winner_said("Banco 5, Punto 3") == Winner.BANCO
    assert winner_said("banco 2 - punto 7: Punto wins") == Winner.PUNTO
    assert winner_said("Banco 6, Punto 6, égalité") == Winner.EGALITE
    assert winner_said("Banco 7, Punto 4: Punto wins") is None  # names another winner in words
    assert winner_said("Punto 3, Banco 5") is None and winner_said("Banco 5") is None


def test_a_trainee_who_typed_a_burn_step_is_not_offered_burned_none(tmp_path):
    lines = list(DROPPED_RIGHT)
    lines[1] = "7 6"  # staff_pick_up, burn_cards: the procedure burns, so which cards is asked
    lines[-3:-1] = ["", "0", ""]  # burned: Enter is asked again, then none typed; next hand: Enter confirms
    result, out, path = _train(tmp_path, lines)
    assert result.exit_code == 0, out
    assert "Set aside [Enter: no cards] >" in out and "Burned [Enter:" not in out and "Burned > " in out
    assert out.count("Nothing typed: type your answer, or 0 (or none) for none; ? says how.") == 1
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["answer"]["burned"] == [] and sheet["typed"]["burned"] == ["", "0"]
    assert sheet["confirmed"] == ["next_hand"]


def test_the_answer_offered_is_the_trainees_own_even_when_it_is_wrong(tmp_path):
    """Stuck cards whose order is lost are burned (the right answer burns two cards); a trainee who typed
    restore_order instead is offered `burned: []`, what that procedure says, and is graded wrong on it."""
    right = canonical_lines(solve(load(STUCK)))
    assert right[1] == "6"  # burn_cards
    lines = [right[0], "5", *right[2:-3], "", *right[-2:]]  # restore_order; Enter at Burned
    result, out, path = _train(tmp_path, lines, STUCK)
    assert result.exit_code == 0, out
    assert "Burned [Enter: no cards] >" in out and "Your procedure says: no cards." in out
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["answer"]["burned"] == [] and "burned" in sheet["confirmed"]
    assert "✗ Cards burned" in result.output


# ---- confirming, changing, going back ----

def test_enter_confirms_the_answers_offered_and_the_sheet_lists_them(tmp_path):
    result, out, path = _train(tmp_path, DROPPED_ENTER)
    assert result.exit_code == 0 and "12 of 12 decisions right: passed." in out, out
    assert "Your announcement says: Banco. Press Enter to confirm, or type another answer." in out
    assert "Winner [Enter: Banco] >" in out and "Next hand [Enter: normal hand] >" in out
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["confirmed"] == ["winner", "set_aside", "burned", "next_hand"]
    assert sheet["answer"]["winner"] == "banco" and sheet["answer"]["next_hand"] == "normal"
    assert sheet["typed"]["burned"] == [""]


def test_back_over_a_confirmed_key_asks_it_again(tmp_path):
    """`<` at Burned takes Set aside up again (offered again; now typed, so no longer confirmed)."""
    lines = [*DROPPED_ENTER[:12], "", "<", "0", "", "", DROPPED_RIGHT[-1]]
    result, out, path = _train(tmp_path, lines)
    assert result.exit_code == 0 and "12 of 12 decisions right: passed." in out, out
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["typed"]["set_aside"] == ["", "0"] and sheet["typed"]["burned"] == ["<", ""]
    assert sheet["confirmed"] == ["winner", "burned", "next_hand"]


def test_typing_another_value_answers_as_typed(tmp_path):
    lines = list(DROPPED_ENTER)
    lines[6] = "1"  # winner: Punto typed over the Banco offered
    lines[-2] = "2"  # next hand: colpo in bianco typed over the normal hand offered
    result, out, path = _train(tmp_path, lines)
    assert result.exit_code == 0 and "10 of 12 decisions right: not passed." in out, out
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["answer"]["winner"] == "punto" and sheet["answer"]["next_hand"] == "colpo_in_bianco"
    assert sheet["confirmed"] == ["set_aside", "burned"]


# ---- the sheet: `confirmed:` read, schema-valid, never graded ----

def _grade(sheet_path, report):
    result = CliRunner().invoke(main, ["grade", sheet_path, "--json", "--no-record", "--report-dir", str(report)])
    line = json.loads(result.output.splitlines()[0])
    return result.exit_code, line["score"], line["max"], [(d["key"], d["ok"]) for d in line["decisions"]]


def test_trainer_grade_and_the_schema_accept_a_sheet_with_and_without_confirmed_and_grade_it_the_same(tmp_path):
    result, out, path = _train(tmp_path, DROPPED_ENTER)
    with_it = yaml.safe_load(open(path, encoding="utf-8"))
    without = {k: v for k, v in with_it.items() if k != "confirmed"}
    bare = tmp_path / "bare.answer.yaml"
    bare.write_text(yaml.safe_dump(without, sort_keys=False), encoding="utf-8")
    assert load_sheet(path).confirmed == (("winner", "set_aside", "burned", "next_hand"),)
    assert load_sheet(str(bare)).confirmed == ()
    assert _grade(path, tmp_path / "a") == _grade(str(bare), tmp_path / "b")
    assert _grade(path, tmp_path / "a")[:3] == (0, 12, 12)
    validator = Draft202012Validator(json.loads(schema_text("answer")))
    for sheet in (with_it, without, {**without, "confirmed": []}):
        editor = json.loads(json.dumps(sheet))  # keys as an editor's JSON sees them
        assert list(validator.iter_errors(editor)) == []
    for bad in ({**without, "confirmed": ["winer"]}, {**without, "confirmed": ["burned", "burned"]},
                {**without, "confirmed": "burned"}):
        assert list(validator.iter_errors(json.loads(json.dumps(bad))))


@pytest.mark.parametrize("confirmed, said", [
    ("[winer]", "'winer' is not an answer key"),
    ("[burned, burned]", "burned is listed twice in confirmed"),
    ("burned", "must be a list of answer keys"),
    ("{hands: [[burned]]}", "must be a list of answer keys"),
])
def test_a_malformed_confirmed_is_refused_at_its_line(tmp_path, confirmed, said):
    result, out, path = _train(tmp_path, DROPPED_RIGHT)
    text = open(path, encoding="utf-8").read().replace("\ntyped:", f"\nconfirmed: {confirmed}\ntyped:")
    bad = tmp_path / "bad.answer.yaml"
    bad.write_text(text, encoding="utf-8")
    line = text.split("\n").index(f"confirmed: {confirmed}") + 1
    with pytest.raises(Invalid) as err:
        load_sheet(str(bad))
    [problem] = err.value.problems
    assert problem.line == line and said in problem.message, str(problem)


# ---- on a terminal, 80x24, in both languages ----

WORDS = {
    "en": {"winner": "Winner [Enter: Banco] >", "set_aside": "Set aside [Enter: no cards] >",
           "said": "Your procedure says: no cards. Press Enter to confirm, or type another answer.",
           "result": "11 of 12 decisions right: not passed."},
    "it": {"winner": "Casella vincente [Invio: Banco] >", "set_aside": "Messe da parte [Invio: nessuna carta] >",
           "said": "La tua procedura dice: nessuna carta. Premi Invio per confermare, o scrivi un'altra risposta.",
           "result": "11 decisioni giuste su 12"},
}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_on_a_terminal_enter_confirms_typing_changes_and_back_goes_over_a_confirmed_key(tmp_path, lang):
    """80x24: the winner confirmed with Enter; set aside confirmed, then `<` at Burned takes it up again and
    Enter confirms it again; burned confirmed; the next hand offered as normal, changed by typing 2."""
    pytest.importorskip("pexpect")
    words = WORDS[lang]
    env = dict(os.environ, TRAINER_PACE="0", PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("NO_COLOR", "TRAINER_NO_WAIT", "COLUMNS", "LINES"):
        env.pop(name, None)
    at_prompts = [*DROPPED_ENTER[:12], "", "<", "", "", "2", DROPPED_RIGHT[-1]]
    child = spawn_tty(sys.executable, ["-m", "trainer", "train", DROPPED, "--trainee", "T-0042", "--report-dir",
                                       str(tmp_path), "--no-record", "--lang", lang],
                      cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30, dimensions=(24, 80))
    screen = Screen(80, 24)
    screens: list[str] = []
    try:
        for prompt in stops(child, screen):
            screens.append(screen.text)
            assert screen.wrapped == [], screen.wrapped[:3]
            child.sendline(at_prompts.pop(0) if prompt else "")
    finally:
        child.close()
    assert child.exitstatus == 0 and not at_prompts, screen.text
    flat = [" ".join(s.split()) for s in screens]
    assert any(words["winner"] in s for s in flat)
    assert sum(s.endswith(words["set_aside"]) for s in flat) == 2  # offered, and offered again after `<`
    assert any(words["said"] in s for s in flat)
    assert words["result"] in " ".join(flat)
    [path] = sheets_in(tmp_path)
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["confirmed"] == ["winner", "set_aside", "burned"]
    assert sheet["answer"]["next_hand"] == "colpo_in_bianco" and sheet["typed"]["next_hand"] == ["2"]
    assert sheet["typed"]["set_aside"] == ["", ""] and sheet["typed"]["burned"] == ["<", ""]


# ---- --quick=payouts ----

PAYOUTS = ShoeChoice(seed=3, decks=1, fault_rate=0.5, quick=True, quick_payouts=True)
ARGS = ["--shoe", "--seed", "3", "--decks", "1", "--fault-rate", "0.5"]


def hand_lines(d) -> list[str]:
    """What a trainee right about everything types for a dealt hand: its quick keys, or its whole path with
    what it asks beyond (the settlement, with --settle)."""
    solution = d.played.solution
    sc = solution.hand
    ask = questions.Ask("en", sc.table, tuple(sc.cards[:narrate.story(solution).listed]),
                        extra=asked_beyond(solution))
    answer = answer_plain(solution.answer)
    if d.plan.grade is not None:
        return [line for key in map(str, d.plan.grade) for line in question_set.QUESTIONS[key].typing(answer[key], ask)]
    return paths.typed_answers(answer, ask)


def _dealt(choice):
    dealer = Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles)
    while not dealer.over:
        dealer.deal(choice.quick, choice.quick_payouts)
    return dealer.hands


def test_quick_payouts_keeps_the_payouts_of_a_quick_hand_with_a_stake():
    plain = _dealt(ShoeChoice(seed=3, decks=1, fault_rate=0.5, quick=True))
    paid = _dealt(PAYOUTS)
    assert [d.plan.grade is None for d in paid] == [d.plan.grade is None for d in plain]
    quick = [(p, q) for p, q in zip(plain, paid) if q.plan.grade is not None]
    assert quick
    for p, q in quick:
        assert [str(k) for k in p.plan.grade] == ["reader", "announce", "winner"]
        staked = any(s.has_stake for s in q.played.solution.hand.table.seats)
        assert [str(k) for k in q.plan.grade] == ["reader", "announce", "winner"] + (["payouts"] if staked else [])
    assert ShoeChoice.from_command(PAYOUTS.command()) == PAYOUTS and "--quick=payouts" in PAYOUTS.command()


@pytest.mark.parametrize("quick", ["--quick", "--quick=payouts"])
def test_a_quick_taglia_asks_the_payouts_only_with_quick_payouts(tmp_path, quick):
    choice = PAYOUTS if quick == "--quick=payouts" else ShoeChoice(seed=3, decks=1, fault_rate=0.5, quick=True)
    hands = _dealt(choice)
    result = CliRunner().invoke(main, ["train", *ARGS, quick, "--trainee", "T-7", "--report-dir", str(tmp_path),
                                       "--no-record"], input=typing(all_lines(hands)))
    assert result.exit_code == 0, result.output[-3000:]
    total = sum(len(d.played.solution.keys) for d in hands)
    assert f"Taglia score: {total}/{total}." in result.output
    [taglia] = glob.glob(str(tmp_path / "taglie" / "t-7" / "*.yaml"))
    assert dealt_by(open(taglia, encoding="utf-8").read()) == choice
    quick_hand = next(i for i, d in enumerate(hands) if d.plan.grade is not None)
    asked = result.output.split("Hand " + str(quick_hand + 1) + " · ")[1].split("Hand " + str(quick_hand + 2))[0]
    assert ("Payouts" in asked) == (quick == "--quick=payouts"), asked
    assert "Winner >" in asked  # a quick hand offers nothing: its answers are typed


@pytest.mark.parametrize("settle", [False, True])
def test_a_stopped_quick_payouts_taglia_resumes_with_its_own_settings(tmp_path, settle):
    """With --settle too, the quick hand with a stake asks its settlement bet by bet, and the taglia resumes
    (the resumed dealer settles bet by bet as the first one did)."""
    choice = ShoeChoice(seed=3, decks=1, fault_rate=0.5, quick=True, settle=settle, quick_payouts=True)
    dealer = Dealer(choice.seed, 1, choice.decks, choice.fault_rate, choice.articles, settle=settle)
    while not dealer.over:
        dealer.deal(True, True)
    hands = dealer.hands
    quick = [d for d in hands if d.plan.grade is not None]
    assert quick and all(("settlement" in map(str, d.plan.grade)) == settle for d in quick)
    first = [line for d in hands[:2] for line in hand_lines(d)]
    stopped = CliRunner().invoke(main, ["train", *ARGS, "--quick=payouts", *(["--settle"] if settle else []),
                                        "--trainee", "T-7", "--report-dir", str(tmp_path), "--no-record"],
                                 input=typing(first))
    assert stopped.exit_code == 1, stopped.output[-2000:]
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-7" / "*.answer.yaml"))
    refused = CliRunner().invoke(main, ["train", "--resume", sheet, "--quick=payouts", "--no-record"])
    assert refused.exit_code == 2 and "--resume takes the taglia's own settings" in refused.output
    rest = [line for d in hands[2:] for line in hand_lines(d)]
    resumed = CliRunner().invoke(main, ["train", "--resume", sheet, "--no-record"], input=typing(rest))
    assert resumed.exit_code == 0, resumed.output[-2000:]
    total = sum(len(d.played.solution.keys) for d in hands)
    assert f"Taglia score: {total}/{total}." in resumed.output


def test_quick_with_a_word_that_is_no_mode_says_what_it_takes():
    result = CliRunner().invoke(main, ["train", "--shoe", "--quick=fast", "--trainee", "T", "--no-record"])
    assert result.exit_code == 2
    out = " ".join(result.output.split())
    assert "'fast' is not a way to be quick" in out and "--quick=payouts" in out
    helped = " ".join(CliRunner().invoke(main, ["train", "--help"]).output.split())
    assert "--quick=payouts asks the payouts too" in helped


@pytest.mark.parametrize("lang, said", [("en", "Confirmed with Enter"), ("it", "Confermata con Invio")])
def test_the_scorecard_marks_the_answers_confirmed(tmp_path, lang, said):
    result, out, path = _train(tmp_path / "enter", DROPPED_ENTER, lang=lang)
    [md] = glob.glob(str(tmp_path / "enter" / "scorecards" / "*.md"))
    [html] = glob.glob(str(tmp_path / "enter" / "scorecards" / "*.html"))
    assert open(md, encoding="utf-8").read().count(said) == 4
    assert open(html, encoding="utf-8").read().count(said) == 4
    result, out, path = _train(tmp_path / "typed", DROPPED_RIGHT, lang=lang)
    [md] = glob.glob(str(tmp_path / "typed" / "scorecards" / "*.md"))
    assert said not in open(md, encoding="utf-8").read()


def _enter_at_set_aside(d) -> list[str]:
    """A full hand's right lines with Enter at Set aside where the procedure offers `[]` there."""
    lines = hand_lines(d)
    answer = answer_plain(d.played.solution.answer)
    if d.plan.grade is None and "set_aside" in answer and "set_aside_card" not in answer["procedure"]:
        lines[-4] = ""  # set aside, burned, next hand, button: one line each
    return lines


def test_a_taglia_sheet_lists_the_keys_confirmed_hand_by_hand_and_keeps_them_over_a_resume(tmp_path):
    choice = ShoeChoice(seed=3, decks=1, fault_rate=0.5)
    hands = _dealt(choice)
    lines = [_enter_at_set_aside(d) for d in hands]
    assert sum(not x[-4] for x in lines) >= 3
    first = [x for hand in lines[:2] for x in hand]
    stopped = CliRunner().invoke(main, ["train", *ARGS, "--trainee", "T-7", "--report-dir", str(tmp_path),
                                        "--no-record"], input=typing(first))
    assert stopped.exit_code == 1, stopped.output[-2000:]
    [sheet] = glob.glob(str(tmp_path / "sheets" / "t-7" / "*.answer.yaml"))
    resumed = CliRunner().invoke(main, ["train", "--resume", sheet, "--no-record"],
                                 input=typing([x for hand in lines[2:] for x in hand]))
    assert resumed.exit_code == 0, resumed.output[-2000:]
    total = sum(len(d.played.solution.keys) for d in hands)
    assert f"Taglia score: {total}/{total}." in resumed.output
    want = [["set_aside"] if not x[-4] else [] for x in lines]
    saved = yaml.safe_load(open(sheet, encoding="utf-8"))
    assert saved["confirmed"] == {"hands": want}  # the hands before the stop kept theirs
    assert load_sheet(sheet).confirmed == tuple(tuple(w) for w in want)
    validator = Draft202012Validator(json.loads(schema_text("answer")))
    assert list(validator.iter_errors(json.loads(json.dumps(saved)))) == []


def test_a_question_mark_at_an_offered_prompt_answers_nothing(tmp_path):
    """`?` where an answer is offered is no answer: it is asked again, and Enter then confirms the offer."""
    lines = [*DROPPED_ENTER[:13], "?", *DROPPED_ENTER[13:]]  # `?` at Burned, then Enter
    result, out, path = _train(tmp_path, lines)
    assert result.exit_code == 0 and "12 of 12 decisions right: passed." in out, out
    sheet = yaml.safe_load(open(path, encoding="utf-8"))
    assert sheet["typed"]["burned"] == ["?", ""] and sheet["answer"]["burned"] == []
    assert "burned" in sheet["confirmed"]
