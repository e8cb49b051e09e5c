"""Table conduct (RULEBOOK §6, FORMATS §6): the betting faults, the wrong announcement paid on, limits that change
in a taglia, and settlement bet by bet, driven through the real loader, engine, grader and CLI."""
from __future__ import annotations

import json
import textwrap
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner

from trainer.cli import main
from trainer.engine.answer import Bets, Settled, Settlement
from trainer.engine.grade import grade, settlement_verdict
from trainer.engine.solve import solve
from trainer.game.betting import Stake
from trainer.i18n import text_in
from trainer.io.plain import answer_from_plain, answer_plain
from trainer.sequence.load import load_any
from trainer.shoe import Dealer
from trainer.vocab import Act, Box, Key, Step

# Punto 9C 5D (4, draws 2S: 6), Banco 7H KD (7, stands): Banco wins 7-6.
CARDS = "[9C, 7H, 5D, KD, 2S, 3H]"


def scenario(tmp_path: Path, body: str, name: str = "t.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def one_hand(tmp_path: Path, fault: str, seats: str, limits: str = "", extra: str = "", articles: str = "[11]") -> Path:
    return scenario(tmp_path, f"""\
        id: t
        title: A test hand
        articles: {articles}
        {extra}
        table:
          button: 2
          {limits}
          seats: {seats}
        shoe:
          cards: {CARDS}
        fault: {fault}
        """)


def run(*args: object) -> "CliRunner.Result":  # type: ignore[name-defined]
    return CliRunner().invoke(main, [str(a) for a in args])


def solved(path: Path):
    return solve(load_any(str(path))).only_hand


# --- the four betting faults --------------------------------------------------------------------------------

def test_r27_the_later_stake_is_refused_and_reads_nothing(tmp_path):
    path = one_hand(tmp_path, "{kind: second_bet, seat: 5, bet: {punto: 500}}",
                    "{2: {punto: 100}, 5: {banco: 200}, 7: {punto: 300}}")
    hand = solved(path)
    assert hand.answer.procedure == (Step.REFUSE_BET,)
    assert hand.answer.reader == 7  # the refused 500 would have made seat 5 the reader
    assert hand.answer.bets == Bets((Stake(2, Box.PUNTO, 100), Stake(5, Box.BANCO, 200), Stake(7, Box.PUNTO, 300)))
    assert dict(hand.answer.payouts) == {2: Decimal(-100), 5: Decimal(190), 7: Decimal(-300)}
    assert Key.BETS in hand.keys and hand.explanation.of(Key.BETS).articles == (11,)


def test_r28_a_late_stake_never_plays_however_big(tmp_path):
    path = one_hand(tmp_path, "{kind: late_bet, seat: 7, bet: {punto: 5000}}",
                    "{2: {punto: 100}, 5: {banco: 200}, 7: {punto: 300}}", articles="[premise]")
    hand = solved(path)
    assert hand.answer.reader == 7 and dict(hand.answer.payouts)[7] == Decimal(-300)  # only its own 300 plays
    assert hand.explanation.of(Key.PROCEDURE).articles == ("premise",)


def test_a_late_stake_that_breaks_article_11_is_refused_at_its_key(tmp_path):
    path = one_hand(tmp_path, "{kind: late_bet, seat: 5, bet: {punto: 50}}", "{2: {punto: 100}, 5: {banco: 200}}",
                    articles="[premise]")
    result = run("validate", path)
    assert result.exit_code == 1
    assert f"{path}:11:39: " in result.output and "second_bet" in result.output  # at fault.bet


def test_article_12_banknotes_are_exchanged_and_the_stake_plays(tmp_path):
    path = one_hand(tmp_path, "{kind: banknote_bet, seat: 5, box: banco}", "{2: {punto: 100}, 5: {banco: 200}}",
                    articles="[12]")
    hand = solved(path)
    assert hand.answer.procedure == (Step.EXCHANGE_BANKNOTES,)
    assert dict(hand.answer.payouts) == {2: Decimal(-100), 5: Decimal(190)}
    betting = hand.outcome.betting
    assert betting is not None and betting.playing == hand.hand.table


@pytest.mark.parametrize("stake, step, plays", [(5, Step.REFUSE_BET, None), (3000, Step.REDUCE_BET, 2000)])
def test_r29_a_stake_under_the_minimum_is_refused_one_over_plays_at_the_maximum(tmp_path, stake, step, plays):
    path = one_hand(tmp_path, "{kind: stake_out_of_limits, seat: 7, box: punto}",
                    f"{{2: {{punto: 100}}, 5: {{banco: 200}}, 7: {{punto: {stake}}}}}",
                    limits="limits: {min: 10, max: 2000}", articles="[14]")
    hand = solved(path)
    assert hand.answer.procedure == (step,)
    playing = {(s.seat, s.box): s.amount for s in hand.answer.bets}
    assert playing.get((7, Box.PUNTO)) == plays
    assert hand.answer.reader == (7 if plays else 2)  # the reader is chosen on the stakes as they play


def test_only_the_named_stake_may_lie_outside_the_limits(tmp_path):
    path = one_hand(tmp_path, "{kind: stake_out_of_limits, seat: 7, box: punto}",
                    "{2: {punto: 5}, 5: {banco: 200}, 7: {punto: 3000}}",
                    limits="limits: {min: 10, max: 2000}", articles="[14]")
    result = run("validate", path)
    assert result.exit_code == 1 and "table.seats.2.punto is 5, outside the table limits 10-2000" in result.output
    inside = one_hand(tmp_path, "{kind: stake_out_of_limits, seat: 5, box: banco}",
                      "{2: {punto: 100}, 5: {banco: 200}}", limits="limits: {min: 10, max: 2000}", articles="[14]")
    result = run("validate", inside)
    assert result.exit_code == 1 and "lies within the limits 10-2000" in result.output
    no_limits = one_hand(tmp_path, "{kind: stake_out_of_limits, seat: 5, box: banco}",
                         "{2: {punto: 100}, 5: {banco: 200}}", articles="[14]")
    assert "needs the table limits" in run("validate", no_limits).output


@pytest.mark.parametrize("fault, says", [
    ("{kind: second_bet, seat: 9, bet: {punto: 50}}", "nobody sits there"),
    ("{kind: second_bet, seat: 2, bet: {punto: 50}}", "holds no banco stake"),
    ("{kind: banknote_bet, seat: 2, box: banco}", "has no banco stake to have placed in banknotes"),
    ("{kind: second_bet, seat: 5, bet: {punto: 0}}", "must be a stake in whole tokens"),
    ("{kind: second_bet, seat: 5, bet: {tie: 50}}", "unknown key 'tie'"),
    ("{kind: second_bet, seat: 5, bet: {punto: 50, banco: 50}}", "must name one box (punto or banco)"),
])
def test_what_a_betting_fault_names_must_be_so(tmp_path, fault, says):
    path = one_hand(tmp_path, fault, "{2: {punto: 100}, 5: {banco: 200}}", articles="[11, 12]")
    result = run("validate", path)
    assert result.exit_code == 1 and says in result.output, result.output
    assert result.output.startswith(f"{path}:11:")  # on the fault's own line, at its key
    assert "Traceback" not in result.output


def test_a_file_where_no_stake_would_play_is_invalid(tmp_path):
    path = one_hand(tmp_path, "{kind: stake_out_of_limits, seat: 2, box: punto}", "{2: {punto: 5}, 5: {}}",
                    limits="limits: {min: 10, max: 2000}", articles="[14]")
    result = run("validate", path)
    assert result.exit_code == 1 and "no stake is left to play" in result.output


# --- R32: a wrong announcement after payment began ----------------------------------------------------------

def test_r32_paying_on_a_wrong_winner_calls_the_inspector_and_recovers(tmp_path):
    path = one_hand(tmp_path, "{kind: misannounced_score, announced: {banco: 5, punto: 6}, paid: true}",
                    "{2: {punto: 100}, 5: {banco: 200}}", articles="[9]")
    hand = solved(path)
    assert hand.answer.procedure == (Step.ANNOUNCE_LE_CARTE_PARLANO, Step.CALL_GAME_INSPECTOR, Step.RECOVER_PAYMENTS)
    assert hand.answer.winner == "banco"  # the cards speak


@pytest.mark.parametrize("fault, says", [
    ("{kind: misannounced_score, announced: {banco: 8, punto: 6}, paid: true}", "names the real winning box"),
    ("{kind: misannounced_score, announced: {banco: 5, punto: 6}, paid: true, after_burn: true}",
     "cannot go with after_burn"),
])
def test_r32_paid_needs_a_wrong_winner_and_no_burn(tmp_path, fault, says):
    path = one_hand(tmp_path, fault, "{2: {punto: 100}, 5: {banco: 200}}", articles="[9, 10]")
    result = run("validate", path)
    assert result.exit_code == 1 and says in result.output, result.output


def test_recovering_payments_comes_after_the_call_and_the_correction(tmp_path):
    path = one_hand(tmp_path, "{kind: misannounced_score, announced: {banco: 5, punto: 6}, paid: true}",
                    "{2: {punto: 100}, 5: {banco: 200}}", articles="[9]")
    solution = solve(load_any(str(path)))
    given = answer_plain(solution.only_hand.answer)
    given["procedure"] = ["recover_payments", "announce_le_carte_parlano", "call_game_inspector"]
    decisions = {d.key: d for d in grade(solution, [answer_from_plain(given)], "T").decisions}
    assert not decisions[Key.PROCEDURE].ok
    assert "must come before" in text_in(decisions[Key.PROCEDURE].verdict)


# --- settlement bet by bet (R31) ----------------------------------------------------------------------------

def settled(*bets: tuple[int, str, str, str]) -> Settlement:
    return Settlement(tuple(Settled(s, Box(b), Act(a), Decimal(x)) for s, b, a, x in bets))


EXPECTED = settled((2, "punto", "collect", "100"), (5, "egalite", "collect", "10"), (5, "banco", "pay", "190"))


def test_r31_collect_every_loser_before_any_winner_is_paid():
    assert settlement_verdict(EXPECTED, settled((5, "egalite", "collect", "10"), (2, "punto", "collect", "100"),
                                                (5, "banco", "pay", "190"))) == ""  # order among collections free
    early = settlement_verdict(EXPECTED, settled((2, "punto", "collect", "100"), (5, "banco", "pay", "190"),
                                                 (5, "egalite", "collect", "10")))
    assert "Seat 5 Banco was paid before seat 5 Égalité was collected" in text_in(early)
    anyway = Settlement(EXPECTED.bets, collect_first=False)  # settlement_order: any
    assert settlement_verdict(anyway, settled((5, "banco", "pay", "190"), (2, "punto", "collect", "100"),
                                              (5, "egalite", "collect", "10"))) == ""


def test_r31_every_stake_once_to_the_cent():
    wrong = text_in(settlement_verdict(EXPECTED, settled((2, "punto", "collect", "100"), (5, "banco", "pay", "200"))))
    assert "seat 5 Banco: pay 190, not pay 200" in wrong and "seat 5 Égalité is not settled" in wrong
    twice = text_in(settlement_verdict(EXPECTED, settled((2, "punto", "collect", "100"), (2, "punto", "collect", "100"),
                                                         (5, "egalite", "collect", "10"), (5, "banco", "pay", "190"))))
    assert "settled more than once" in twice


def test_on_egalite_punto_and_banco_stakes_stand(tmp_path):
    path = Path(__file__).resolve().parents[1] / "scenarios" / "premise-settle-on-egalite.yaml"
    hand = solved(path)
    assert hand.answer.settlement == Settlement((Settled(5, Box.EGALITE, Act.PAY, Decimal(200)),))
    stood = settled((2, "punto", "collect", "100"), (5, "egalite", "pay", "200"))
    assert "seat 2 Punto has nothing to settle" in text_in(settlement_verdict(hand.answer.settlement, stood))


def test_settlement_is_graded_only_where_the_scenario_drills_it(tmp_path):
    bundled = Path(__file__).resolve().parents[1] / "scenarios"
    assert Key.SETTLEMENT in solved(bundled / "premise-settle-bet-by-bet.yaml").keys
    assert Key.SETTLEMENT not in solved(bundled / "premise-banco-win-odd-stake.yaml").keys
    out = json.loads(run("solve", "--json", bundled / "premise-settle-bet-by-bet.yaml").output)
    assert out["answer"]["settlement"][0] == {"seat": 1, "box": "punto", "collect": 100}
    assert out["explain"]["settlement"]["articles"] == ["premise"]


def test_a_sheet_settles_the_layout_and_the_grade_says_which_bet_was_paid_early(tmp_path):
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(textwrap.dedent("""\
        scenario: premise-settle-bet-by-bet
        trainee: T-7
        answer:
          settlement:
            - {seat: 6, box: banco, pay: 237.50}
            - {seat: 1, box: punto, collect: 100}
            - {seat: 1, box: egalite, collect: 10}
            - {seat: 9, box: banco, pay: 76}
        """), encoding="utf-8")
    bundled = Path(__file__).resolve().parents[1] / "scenarios"
    result = run("grade", "--no-record", "--json", "--scenarios", bundled, "--report-dir", tmp_path / "r", sheet)
    decision = next(d for d in json.loads(result.output)["decisions"] if d["key"] == "settlement")
    assert not decision["ok"] and "Seat 6 Banco was paid before seat 1 Punto was collected" in decision["why"]
    assert decision["given"][0] == {"seat": 6, "box": "banco", "pay": 237.5}


# --- sequences: limits that change (R30) and stakes carried as they played (R30a) ---------------------------

SEQUENCE = """\
    id: seq-t
    title: Limits change
    articles: [14]
    table:
      button: 1
      limits: {min: 10, max: 2000}
      seats:
        1: {punto: 100}
        4: {banco: 2500}
        7: {punto: 50}
    shoe:
      cards: [9C, 7H, 5D, KD, 2S, 3H, 4C, 8S, 2D, 6H, 9S, QC, 3D, 5C, 7C, 8D, AH, 2C, 4S, JD]
    hands:
      - fault: {kind: stake_out_of_limits, seat: 4, box: banco}
      - {}
      - limits: {min: 100, max: 5000}
    """


def test_r30a_the_hands_after_a_betting_fault_start_from_the_stakes_as_they_played(tmp_path):
    path = scenario(tmp_path, SEQUENCE.replace("  - limits: {min: 100, max: 5000}\n", ""))
    hands = solve(load_any(str(path))).hands
    assert dict(hands[1].answer.payouts)[4] in (Decimal(1900), Decimal(-2000))  # 2000 plays, not 2500


def test_r30_new_limits_hold_for_the_stakes_carried_into_them(tmp_path):
    path = scenario(tmp_path, SEQUENCE)
    result = run("validate", path)
    assert result.exit_code == 1
    assert "hand 3: seat 7's punto stake of 50, carried from the hands before, lies outside the limits 100-5000" \
        in result.output
    assert f"{path}:16:" in result.output  # at hand 3's limits
    fixed = scenario(tmp_path, SEQUENCE.replace("limits: {min: 100, max: 5000}",
                                                "limits: {min: 100, max: 5000}\n        bets: {1: {punto: 100}}"),
                     "fixed.yaml")
    assert run("validate", fixed).exit_code == 0


def test_a_whole_taglia_has_the_game_inspector_change_the_limits_now_and_then():
    changed = 0
    for index in range(1, 13):
        dealer = Dealer(seed=11, index=index)
        while not dealer.over:
            dealt = dealer.deal()
            limits = dealt.played.hand.table.limits
            if dealt.plan.limits is not None:
                changed += 1
                assert limits == dealt.plan.limits
            if limits is not None:  # every stake that plays lies within the limits in force (R30)
                assert all(limits.allow(s.amount) for s in Bets.of(dealt.played.hand.table))
    assert changed >= 3


def test_the_table_screen_says_the_limits_and_when_the_game_inspector_changes_them():
    from trainer.session.hand_view import hand_view

    for index in range(1, 13):
        dealer = Dealer(seed=11, index=index)
        while not dealer.over:
            dealt = dealer.deal()
            hand = dealt.played.solution
            panel = "\n".join(line for _, line in hand_view(hand, "Hand", None, "en", False, 80).panel)
            limits = hand.hand.table.limits
            if dealt.plan.limits is not None:
                assert f"The Game Inspector sets new table limits: {limits.minimum} to {limits.maximum}." in panel
                italian = "\n".join(line for _, line in hand_view(hand, "Colpo", None, "it", False, 80).panel)
                assert "L'Ispettore di Gioco fissa nuovi limiti del tavolo" in italian
                return
            if limits is not None:
                assert f"Table limits: {limits.minimum} to {limits.maximum}." in panel
    raise AssertionError("no taglia of seed 11 changed the limits")


def test_train_settle_asks_the_layout_bet_by_bet_and_grades_it(tmp_path):
    from trainer.io.plain import answer_plain as plain_answer
    from trainer.session import narrate, paths, questions
    from trainer.session.hand_view import asked_beyond
    from trainer.vocab import SettleBy
    from dataclasses import replace as with_

    path = Path(__file__).resolve().parents[1] / "scenarios" / "premise-banco-win-odd-stake.yaml"
    plain_solution = solve(load_any(str(path)))
    assert Key.SETTLEMENT not in plain_solution.only_hand.keys
    settled_solution = solve(with_(plain_solution.scenario, settlement=SettleBy.BET_BY_BET))
    hand = settled_solution.only_hand
    ask = questions.Ask("en", hand.hand.table, tuple(hand.hand.cards[:narrate.story(hand).listed]),
                        extra=asked_beyond(hand))
    right = paths.typed_answers(plain_answer(hand.answer), ask)
    result = CliRunner().invoke(main, ["train", str(path), "--trainee", "T-5", "--settle", "--no-wait", "--no-record",
                                       "--report-dir", str(tmp_path)], input="\n".join(right) + "\n")
    assert result.exit_code == 0, result.output
    assert "Decision 9: Settlement, bet by bet" in result.output and "Bet 1 > " in result.output
    assert "Total: 13 of 13 decisions right" in result.output
    # The winners paid first: the verdict names the first bet paid before a loser was collected.
    bets = [i for i, line in enumerate(right) if line[:2] in ("c ", "p ")]
    settled = [right[i] for i in bets]
    wrong = right[:bets[0]] + sorted(settled, key=lambda line: not line.startswith("p ")) + right[bets[-1] + 1:]
    result = CliRunner().invoke(main, ["train", str(path), "--trainee", "T-5", "--settle", "--no-wait", "--no-record",
                                       "--report-dir", str(tmp_path / "w")], input="\n".join(wrong) + "\n")
    assert "Total: 12 of 13 decisions right" in result.output
    assert "was paid before seat" in " ".join(result.output.split())


def test_a_taglia_dealt_with_settle_grades_and_keeps_the_settlement(tmp_path):
    from trainer.shoe import taglia_text

    dealer = Dealer(seed=3, index=1, settle=True)
    while not dealer.over:
        dealer.deal()
    taglia = dealer.taglia()
    valid_hands = [d for d in taglia.hands if Key.PAYOUTS in d.played.solution.keys]
    assert valid_hands and all(Key.SETTLEMENT in d.played.solution.keys for d in valid_hands)
    path = tmp_path / "t.yaml"
    path.write_text(taglia_text(taglia), encoding="utf-8")
    assert "settlement: bet_by_bet" in path.read_text(encoding="utf-8")  # a resumed taglia settles the same way
    assert load_any(str(path)).settlement == "bet_by_bet"
