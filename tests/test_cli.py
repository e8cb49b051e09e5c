"""The command-line contract of FORMATS §4, driven through the real click CLI."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from conftest import scenario_yaml
from trainer.cli import main

GOOD = scenario_yaml("7H KS 3D 9C 2H QD 5S 8C", sid="good-one")
BAD = scenario_yaml("7H KS 3D 9C 2H QD 5S 8C", sid="bad-one", articles="[3]", fault="kind: dropped_card\ncard: 9")


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_solve_json_prints_one_line_per_file_in_name_order_and_goes_on_after_an_invalid_one(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "b.yaml").write_text(BAD)
    (tmp_path / "c.yaml").write_text(GOOD.replace("good-one", "good-two"))
    (tmp_path / "d.answer.yaml").write_text("not a scenario")
    result = run("solve", "--json", str(tmp_path))
    assert result.exit_code == 1
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line.get("scenario") for line in lines] == ["good-one", None, "good-two"]
    assert set(lines[0]) == {"format", "scenario", "answer", "explain"} and lines[0]["format"] == 1
    assert set(lines[0]["explain"]) == set(lines[0]["answer"])
    assert lines[0]["answer"]["payouts"] == {"1": -100, "2": 180, "4": -300, "8": -500}
    bad = lines[1]
    assert bad["format"] == 1 and bad["file"].endswith("b.yaml")
    assert bad["error"].startswith(bad["file"] + ":") and "past the hand's last card" in bad["error"]


def test_validate_exit_codes_and_error_lines(tmp_path):
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text(GOOD)
    bad.write_text(BAD)
    ok = run("validate", str(good))
    assert ok.exit_code == 0 and "1 scenario file valid" in ok.stdout
    ko = run("validate", str(good), str(bad))
    assert ko.exit_code == 1
    assert f"{bad}:16:9: fault.card 9 is past the hand's last card" in ko.stderr
    assert "Traceback" not in ko.output


def test_duplicate_ids_across_files_are_refused(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "b.yaml").write_text(GOOD)
    result = run("validate", str(tmp_path))
    assert result.exit_code == 1 and "id 'good-one' is already used by" in result.stderr


def test_text_solution_reads_like_an_answer_key(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD)
    result = run("solve", str(tmp_path / "a.yaml"))
    assert result.exit_code == 0
    assert "Announce    Banco 9, Punto 0" in result.stdout
    assert "Reader      seat 4" in result.stdout and "Art. 13" in result.stdout


def test_usage_errors_exit_2():
    assert run("solve").exit_code == 2
    assert run("validate", "/no/such/file.yaml").exit_code == 2
    assert run("frobnicate").exit_code == 2


def test_every_command_has_help():
    for cmd in ([], ["validate"], ["solve"], ["schema"]):
        result = run(*cmd, "--help")
        assert result.exit_code == 0 and "Usage:" in result.stdout


def test_python_dash_m_trainer_works(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD)
    proc = subprocess.run([sys.executable, "-m", "trainer", "solve", "--json", str(tmp_path / "a.yaml")],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and json.loads(proc.stdout)["scenario"] == "good-one"


def test_an_id_ending_in_a_line_break_is_refused_and_shown_escaped(tmp_path):
    (tmp_path / "a.yaml").write_text(GOOD.replace("id: good-one", 'id: "good-one\\n"'))
    result = run("validate", str(tmp_path / "a.yaml"))
    assert result.exit_code == 1
    assert "got 'good-one\\n' (it holds the control character U+000A at character 9)" in result.stderr


def test_safe_text_and_safe_json_keep_the_data_and_drop_nothing():
    from trainer.terminal import control_character, safe_json, safe_lines, safe_text

    evil = "T\x1b]0;x\x07\x9b2J\u202e\U000e0001 café"
    assert safe_text(evil) == "T\\x1b]0;x\\x07\\x9b2J\\u202e\\U000e0001 café"
    assert safe_lines("a\x1b\nb") == "a\\x1b\nb" and safe_text("plain Égalité") == "plain Égalité"
    line = json.dumps({"v": evil}, ensure_ascii=False)
    assert json.loads(safe_json(line)) == {"v": evil} and "\x9b" not in safe_json(line)
    assert control_character("T-0042") is None and control_character("T\x00") == "U+0000 at character 2"


def test_safe_json_escapes_every_control_and_format_character_wherever_it_is():
    from trainer.terminal import safe_json

    for ch in ("\x1b", "\x7f", "\x85", "\xad", "\u202e", "\u200b"):
        for other in ("", "é", "€"):  # a Latin-1 line, or not
            line = f'{{"why": "a{other}{ch}b"}}'
            assert safe_json(line) == line.replace(ch, f"\\u{ord(ch):04x}")
    assert safe_json('{"why": "Égalité €"}') == '{"why": "Égalité €"}'


@pytest.mark.parametrize("command", ["validate", "solve"])
def test_a_folder_with_no_scenario_files_is_an_error_not_zero_files_valid(tmp_path, command):
    (tmp_path / "notes.txt").write_text("not a scenario", encoding="utf-8")
    result = CliRunner().invoke(main, [command, str(tmp_path)])
    assert result.exit_code == 1 and f"{tmp_path}: no scenario files in this folder" in result.output


def test_grade_names_a_scenarios_folder_that_does_not_exist(tmp_path):
    result = CliRunner().invoke(main, ["grade", "examples", "--scenarios", str(tmp_path / "nope"), "--no-record"])
    assert result.exit_code == 2 and "does not exist" in result.output and "not among" not in result.output
