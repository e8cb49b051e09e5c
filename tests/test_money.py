"""Money is exact (issue 9): Decimal from the stakes to the printed JSON, and stakes are capped at 10^9 tokens."""
from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import plain
from trainer.cli import main
from trainer.engine.grade import grade
from trainer.engine.solve import solve
from trainer.io.plain import answer_from_plain
from trainer.money import PAYOUT_CAP, STAKE_CAP, dumps, json_number
from trainer.rules import DEFAULT_HOUSE, HouseRules
from trainer.scenario.load import load
from trainer.sheet.load import load_sheet
from trainer.store.record import canonical
from trainer.table import Seat, Table, amount, settle
from trainer.yamlio.errors import Invalid

ROOT = Path(__file__).resolve().parent.parent
BANCO_WINS = (ROOT / "scenarios" / "premise-banco-win-odd-stake.yaml").read_text(encoding="utf-8")
NINETEEN_NINES = 10**19 - 1
CAP_MESSAGE = "above the cap of 1,000,000,000 tokens on any stake or table limit"
DOWN_TO_UNIT = HouseRules(commission_rounding="down_to_unit")


def banco_table(stake: int) -> Table:
    return Table((Seat(2, banco=stake), Seat(5, punto=60)), button=5)


def banco_scenario(tmp_path: Path, stake: int | str, limits: str = "") -> str:
    """The bundled Banco-win scenario with seat 2's Banco stake set to `stake`."""
    text = BANCO_WINS.replace("2: {banco: 155}", f"2: {{banco: {stake}}}").replace("id: premise-banco-win-odd-stake",
                                                                                 "id: money")
    if limits:
        text = text.replace("  button: 8\n", f"  button: 8\n  limits: {limits}\n")
    path = tmp_path / "money.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def run(*args: str):
    return CliRunner().invoke(main, list(args))


# -- settlement ---------------------------------------------------------------------------------------------

def test_a_banco_stake_of_nineteen_nines_settles_to_the_cent():
    net = settle(banco_table(NINETEEN_NINES), "banco", DEFAULT_HOUSE)
    assert net[2] == Decimal("9499999999999999999.05")
    assert str(amount(net[2])) == "9499999999999999999.05"
    assert dumps({"2": amount(net[2])}) == '{"2": 9499999999999999999.05}'


@pytest.mark.parametrize("stake, house, won", [
    (STAKE_CAP, DEFAULT_HOUSE, "950000000"),
    (STAKE_CAP - 1, DEFAULT_HOUSE, "949999999.05"),
    (STAKE_CAP - 1, DOWN_TO_UNIT, "949999999"),
    (STAKE_CAP - 3, HouseRules(banco_commission=Decimal("0.0123456789")), "987654318.13"),
])
def test_the_largest_stakes_settle_exactly(stake, house, won):
    net = amount(settle(banco_table(stake), "banco", house)[2])
    assert str(net) == won and json_number(net) == won


def test_an_egalite_win_on_a_capped_stake_is_exact_and_within_the_payout_cap():
    table = Table((Seat(3, egalite=STAKE_CAP),), button=3)
    net = amount(settle(table, "egalite", HouseRules(egalite_pays=50))[3])
    assert net == PAYOUT_CAP and json_number(net) == "50000000000"


# -- JSON numbers -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("value, text", [
    (Decimal("285"), "285"), (Decimal("-100"), "-100"), (Decimal("85.5"), "85.5"), (Decimal("31.84"), "31.84"),
    (Decimal("147.250"), "147.25"), (Decimal("-60.0"), "-60.0"), (Decimal("0"), "0"),
    (Decimal("9499999999999999999.05"), "9499999999999999999.05"),
    (Decimal("12345678901.123456789"), "12345678901.123456789"),
])
def test_json_numbers_are_exact_and_ordinary_amounts_print_as_they_always_have(value, text):
    assert json_number(value) == text
    assert json.loads(text, parse_float=Decimal) == value


def test_dumps_writes_decimals_as_numbers_and_leaves_look_alike_text_alone():
    data = {"a": [Decimal("1.5"), "x", {"b": Decimal("7")}], "c": '"0:0"', "d": 2.25}
    assert dumps(data) == '{"a": [1.5, "x", {"b": 7}], "c": "\\"0:0\\"", "d": 2.25}'
    with pytest.raises(ValueError):
        dumps({"a": Decimal("NaN")})


def test_record_canonical_json_of_ordinary_amounts_is_what_floats_gave():
    """Stores written when amounts were floats still verify: the same amounts hash the same."""
    as_decimals = {"payouts": {"4": Decimal("285"), "12": Decimal("85.5"), "1": Decimal("-60.0")}}
    as_floats = {"payouts": {"4": 285, "12": 85.5, "1": -60.0}}
    assert canonical(as_decimals) == canonical(as_floats) == '{"payouts":{"1":-60.0,"12":85.5,"4":285}}'


# -- the cap ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("stake", [str(NINETEEN_NINES), "9" * 27, str(STAKE_CAP + 1)])
def test_a_stake_above_the_cap_is_refused_at_its_line(tmp_path, stake):
    path = banco_scenario(tmp_path, stake)
    with pytest.raises(Invalid) as err:
        load(path)
    [problem] = err.value.problems
    line = next(n for n, text in enumerate(open(path, encoding="utf-8"), 1) if "2: {banco:" in text)
    assert f"{path}:{line}:16: table.seats.2.banco is {stake} tokens, {CAP_MESSAGE}" in str(problem)


def test_the_cap_message_through_validate_and_solve(tmp_path):
    path = banco_scenario(tmp_path, "9" * 27)
    for command in (["validate", path], ["solve", "--json", path]):
        result = run(*command)
        assert result.exit_code == 1, command
        assert CAP_MESSAGE in result.stderr and "could not process" not in result.output + result.stderr
        assert "Traceback" not in result.output + result.stderr


def test_a_table_limit_above_the_cap_is_refused(tmp_path):
    path = banco_scenario(tmp_path, 100, limits="{min: 10, max: 1000000000000}")
    with pytest.raises(Invalid) as err:
        load(path)
    assert f"table.limits.max is 1000000000000 tokens, {CAP_MESSAGE}" in str(err.value.problems[0])


def test_a_thousand_digit_stake_is_named_by_its_size(tmp_path):
    path = banco_scenario(tmp_path, "9" * 1000)
    with pytest.raises(Invalid) as err:
        load(path)
    assert f"is a number of 1,000 digits tokens, {CAP_MESSAGE}" in str(err.value.problems[0])


# -- a scenario at the cap, end to end ----------------------------------------------------------------------

def test_a_scenario_at_the_cap_solves_and_grades_exactly(tmp_path):
    path = banco_scenario(tmp_path, STAKE_CAP - 1, limits="{min: 10, max: 1000000000}")
    solution = solve(load(path))
    answer = plain(solution)["answer"]
    assert answer["payouts"]["2"] == Decimal("949999999.05")
    sheet = tmp_path / "t.answer.yaml"
    payouts = "{2: 949999999.05, 5: -60, 8: 8.75, 12: -80}"
    body = dumps(answer, ensure_ascii=False).replace(dumps(answer["payouts"]), payouts)
    sheet.write_text(f"scenario: money\ntrainee: T-1\nanswer: {body}\n", encoding="utf-8")
    read = load_sheet(str(sheet))
    assert read.answer["payouts"]["2"] == Decimal("949999999.05")
    g = grade(solution, read.answers, read.trainee)
    assert g.passed and g.score == g.max
    off = {**read.answer, "payouts": {**read.answer["payouts"], "2": Decimal("949999999.04")}}
    off_by_a_cent = grade(solution, (answer_from_plain(off),), "T-1")
    assert [d.key for d in off_by_a_cent.decisions if not d.ok] == ["payouts"]


def test_solve_and_grade_json_print_exact_amounts(tmp_path):
    path = banco_scenario(tmp_path, STAKE_CAP - 1)
    result = run("solve", "--json", path)
    assert result.exit_code == 0, result.output
    assert '"payouts": {"2": 949999999.05, "5": -60, "8": 8.75, "12": -80}' in result.stdout
    line = json.loads(result.stdout, parse_float=Decimal)
    sheet = tmp_path / "t.answer.yaml"
    answer = {**line["answer"], "payouts": {"2": Decimal("949999999.05"), "5": -60, "8": Decimal("8.75"), "12": -80}}
    sheet.write_text(f"scenario: money\ntrainee: T-1\nanswer: {dumps(answer)}\n", encoding="utf-8")
    graded = run("grade", "--json", str(sheet), "--scenarios", str(tmp_path), "--report-dir", str(tmp_path / "r"),
                 "--no-record")
    assert graded.exit_code == 0, graded.output
    payouts = next(d for d in json.loads(graded.stdout, parse_float=Decimal)["decisions"] if d["key"] == "payouts")
    assert payouts["ok"] and payouts["expected"]["2"] == Decimal("949999999.05")
    assert '"expected": {"2": 949999999.05, "5": -60, "8": 8.75, "12": -80}' in graded.stdout


def test_sheet_payouts_are_read_as_written(tmp_path):
    sheet = tmp_path / "t.answer.yaml"
    sheet.write_text("scenario: money\ntrainee: T-1\nanswer:\n  payouts: {1: 12345678901.12, 2: -60.0, 3: 7}\n",
                     encoding="utf-8")
    payouts = load_sheet(str(sheet)).answer["payouts"]
    assert payouts == {"1": Decimal("12345678901.12"), "2": Decimal("-60.0"), "3": Decimal(7)}
    assert [json_number(v) for v in payouts.values()] == ["12345678901.12", "-60.0", "7"]


def test_the_yaml_writer_writes_exact_amounts_that_an_answer_sheet_reads_back_exactly(tmp_path) -> None:
    from trainer.sheet.load import load_sheet
    from trainer.yamlio.writer import dump

    payouts = {4: Decimal("285"), 12: Decimal("85.50"), 7: Decimal("-999999999.95")}
    text = dump({"scenario": "x", "trainee": "T-1", "answer": {"payouts": payouts}})
    assert "-999999999.95" in text and "85.5" in text
    path = tmp_path / "s.answer.yaml"
    path.write_text(text, encoding="utf-8")
    assert {int(k): Decimal(str(v)) for k, v in load_sheet(str(path)).answer["payouts"].items()} == payouts
