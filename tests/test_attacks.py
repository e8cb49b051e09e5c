"""The trainer attacked as an attacker would, through the real command line (issue 9).

Each test feeds a hostile file, name or id to `trainer validate`, `solve`,
`grade`, `train` or `audit` and asserts the documented exit code, no
traceback, and that nothing hostile got through: no terminal escape reaches
the output, no file lands outside its folder, no markup or formula survives.
The first part keeps the attacks that already held in CI; the second the
terminal escapes of issue 9, item 6.
"""
from __future__ import annotations

import csv
import io
import json
import os
import time
import unicodedata

import pytest
from click.testing import CliRunner, Result

from trainer.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scenarios")
DROPPED = os.path.join(SCENARIOS, "art3-fourth-card-dropped.yaml")
PERFECT = os.path.join(ROOT, "examples", "perfect.answer.yaml")
ESCAPES = "\\e]0;pwned\\a\\e[2J\\x9b31m\\u202e"  # as YAML double quotes write them: title, clear, CSI, bidi


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=input)


def clean(result: Result, code: int) -> Result:
    """The documented exit code, and neither a traceback nor an escaped exception."""
    assert result.exit_code == code, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    return result


def no_controls(text: str) -> None:
    """Nothing a terminal would act on: no control or format character but the line end."""
    bad = sorted({f"U+{ord(ch):04X}" for ch in text if ch != "\n" and unicodedata.category(ch)[0] == "C"})
    assert not bad, f"control characters reach the terminal: {bad}\n{text!r}"


def sheet_text(trainee: str = "T-0042", scenario: str = "art3-fourth-card-dropped", **answer: str) -> str:
    with open(PERFECT, encoding="utf-8") as fh:
        text = fh.read()
    text = text.replace("trainee: T-0042", f"trainee: {trainee}").replace(
        "scenario: art3-fourth-card-dropped", f"scenario: {scenario}")
    for key, value in answer.items():
        lines = [f"  {key}: {value}" if ln.startswith(f"  {key}:") else ln for ln in text.splitlines()]
        text = "\n".join(lines) + "\n"
    return text


def scenario_text(**top: str) -> str:
    with open(DROPPED, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    out = [f"{ln.split(':')[0]}: {top[ln.split(':')[0]]}" if ln.split(":")[0] in top else ln for ln in lines
           if not ("description" in top and ln.startswith("  The fourth card"))]  # the folded description's line
    return "\n".join(out) + "\n"


# ---- attacks that held: bombs, huge and binary files, tags -----------------------------------------------------

BILLION_LAUGHS = "".join(
    [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]\n" for i in range(1, 10)]).replace("*a0", "lol")


@pytest.mark.parametrize("text", [
    BILLION_LAUGHS,
    "id: " + "[" * 5000 + "]" * 5000 + "\n",
    "id: " + "{a: " * 3000 + "1" + "}" * 3000 + "\n",
    "a: &a [*a]\n",
], ids=["billion-laughs", "deep-lists", "deep-maps", "self-alias"])
def test_yaml_bombs_are_refused_quickly(tmp_path, text):
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(text, encoding="utf-8")
    start = time.monotonic()
    clean(run("validate", str(bomb)), 1)
    clean(run("grade", str(bomb), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--no-record"), 1)
    assert time.monotonic() - start < 20
    assert not (tmp_path / "r" / "scorecards").exists()


@pytest.mark.parametrize("data", [
    os.urandom(4096), b"\x00" * 1000, b"\xff\xfe" + "id: x\n".encode("utf-16-le"), b"id: \xc3\x28\n",
    b"id: x\n" + b"#" * 2_000_000,
], ids=["random", "nul", "utf16", "bad-utf8", "huge"])
def test_binary_and_huge_files_are_refused(tmp_path, data):
    path = tmp_path / "odd.yaml"
    path.write_bytes(data)
    result = clean(run("validate", str(path)), 1)
    no_controls(result.output)
    clean(run("solve", str(path)), 1)
    clean(run("grade", str(path), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--no-record"), 1)


@pytest.mark.parametrize("tag", [
    "!!python/object/apply:os.system ['touch {marker}']",
    "!!python/name:os.system",
    "!!python/object/new:subprocess.Popen [['touch', '{marker}']]",
    "!custom {{a: 1}}",
])
def test_yaml_tags_run_nothing(tmp_path, tag):
    marker = tmp_path / "ran"
    value = tag.format(marker=marker)
    scenario = tmp_path / "tag.yaml"
    scenario.write_text(scenario_text(title=value), encoding="utf-8")
    sheet = tmp_path / "tag.answer.yaml"
    sheet.write_text(sheet_text(trainee=value), encoding="utf-8")
    clean(run("validate", str(scenario)), 1)
    clean(run("grade", str(sheet), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--no-record"), 1)
    assert not marker.exists()


# ---- attacks that held: path and markup tricks in ids, formulas in the audit CSV -------------------------------

@pytest.mark.parametrize("trainee", [
    "../../../../tmp/evil", "'/etc/passwd'", "'..\\..\\evil'", "'<script>alert(1)</script>'",
    "'**[x](javascript:alert(1))**'", "'.'", "'-rf'",
])
def test_trainee_ids_never_leave_the_scorecard_folder_nor_inject_markup(tmp_path, trainee):
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(sheet_text(trainee=trainee), encoding="utf-8")
    report = tmp_path / "r"
    clean(run("grade", str(sheet), "--scenarios", SCENARIOS, "--report-dir", str(report), "--no-record"), 0)
    names = os.listdir(report / "scorecards")
    assert sorted(os.listdir(report)) == ["scorecards"] and len(names) == 2
    for name in names:
        assert name.replace("-", "").replace(".", "").isalnum(), name
        text = (report / "scorecards" / name).read_text(encoding="utf-8")
        assert "<script>" not in text
        if name.endswith(".md"):
            assert "[x](" not in text  # escaped: \\[x\\](...) is no link
    assert not os.path.exists("/tmp/evil.html")


@pytest.mark.parametrize("sid", ["../../etc/passwd", "'<b>x</b>'", "'a/b'", "'A B'"])
def test_scenario_ids_with_paths_or_markup_are_refused(tmp_path, sid):
    scenario = tmp_path / "s.yaml"
    scenario.write_text(scenario_text(id=sid), encoding="utf-8")
    result = clean(run("validate", str(scenario)), 1)
    assert f"{scenario}:2:5: id must be lowercase letters" in result.stderr
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(sheet_text(scenario=sid), encoding="utf-8")
    result = clean(run("grade", str(sheet), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
                       "--no-record"), 1)
    assert "is not among the valid scenarios" in result.stderr and not (tmp_path / "r").exists()


@pytest.mark.parametrize("formula", ["'=HYPERLINK(\"http://x\")'", "'+1+1'", "'-2+3'", "'@SUM(A1)'"])
def test_audit_csv_cells_never_start_a_formula(tmp_path, formula):
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(sheet_text(trainee=formula), encoding="utf-8")
    store = str(tmp_path / "r.sqlite")
    clean(run("grade", str(sheet), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"), "--store", store), 0)
    result = clean(run("audit", "--format", "csv", "--store", store), 0)
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert rows and all(not r["trainee"] or r["trainee"].startswith("'") for r in rows)
    assert all(not cell[:1] in "=+-@" or cell.lstrip("-").replace(".", "").isdigit()
               for r in rows for cell in r.values() if cell)


# ---- terminal escapes (item 6): nothing from a file drives the terminal -----------------------------------------

def test_grade_refuses_a_trainee_id_with_escapes_at_its_line(tmp_path):
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(sheet_text(trainee=f'"T{ESCAPES}"'), encoding="utf-8")
    result = clean(run("grade", str(sheet), PERFECT, "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
                       "--no-record"), 1)
    no_controls(result.output)
    assert f"{sheet}:4:10: trainee holds the control character U+001B" in result.stderr
    assert "T-0042 on art3-fourth-card-dropped: 12/12 PASS" in result.stdout  # the other sheet still graded
    assert len(os.listdir(tmp_path / "r" / "scorecards")) == 2


def test_grade_output_quotes_escapes_from_answers_harmlessly(tmp_path):
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(sheet_text(announce=f'"Banco 5{ESCAPES}"', punto=f'["\\e[2JAS", 4D]'), encoding="utf-8")
    for args in ((), ("--json",)):
        result = clean(run("grade", *args, str(sheet), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
                           "--no-record"), 1)
        no_controls(result.output)
        assert "\\x1b[2J" in result.stderr  # shown escaped, not dropped: the inspector sees what was written


def test_grade_json_keeps_the_data_but_escapes_controls(tmp_path):
    sheet = tmp_path / "s.answer.yaml"
    sheet.write_text(sheet_text(announce=f'"Banco 5, Punto 3 {ESCAPES}"'), encoding="utf-8")
    result = clean(run("grade", "--json", str(sheet), "--scenarios", SCENARIOS, "--report-dir", str(tmp_path / "r"),
                       "--no-record"), 0)
    no_controls(result.stdout)
    [line] = [json.loads(ln) for ln in result.stdout.splitlines()]
    [announce] = [d for d in line["decisions"] if d["key"] == "announce"]
    assert announce["given"] == "Banco 5, Punto 3 \x1b]0;pwned\x07\x1b[2J\x9b31m\u202e"


@pytest.mark.parametrize("command", ["validate", "solve"])
def test_scenario_titles_descriptions_and_ids_with_escapes_print_harmlessly(tmp_path, command):
    titled = tmp_path / "titled.yaml"
    titled.write_text(scenario_text(title=f'"Evil{ESCAPES}"', description=f'"d{ESCAPES}"'), encoding="utf-8")
    bad_id = tmp_path / "bad-id.yaml"
    bad_id.write_text(scenario_text(id=f'"x{ESCAPES}"'), encoding="utf-8")
    card = tmp_path / "card.yaml"
    card.write_text(scenario_text().replace("  cards: [AS", '  cards: ["\\e[2JA", AS'), encoding="utf-8")
    for args in ((command,), (command, "--json")) if command == "solve" else ((command,),):
        result = clean(run(*args, str(titled), str(bad_id), str(card)), 1)
        no_controls(result.output)
    assert f"{bad_id}:2:5: id must be lowercase letters" in result.stderr
    assert "control character U+001B" in result.stderr


def test_file_names_with_escapes_print_harmlessly(tmp_path):
    name = tmp_path / "na\x1b[2Jme\u202e.yaml"
    name.write_text("id: 5\n", encoding="utf-8")
    sheet = tmp_path / "sh\x1b]0;x\x07.answer.yaml"
    sheet.write_text("scenario: x\n", encoding="utf-8")
    for args in (("validate", str(name)), ("solve", str(name)), ("solve", "--json", str(name)),
                 ("grade", str(sheet), "--scenarios", str(tmp_path), "--no-record", "--report-dir", str(tmp_path)),
                 ("grade", "--json", str(sheet), "--scenarios", str(tmp_path), "--no-record"),
                 ("validate", str(tmp_path))):
        no_controls(clean(run(*args), 1).output)


def test_train_refuses_a_trainee_id_with_control_characters(tmp_path):
    result = clean(run("train", DROPPED, "--trainee", "T\x1b[2J", "--report-dir", str(tmp_path)), 2)
    no_controls(result.output)
    assert "U+001B" in result.output and not (tmp_path / "sheets").exists()


def test_train_shows_scenario_texts_and_problems_harmlessly(tmp_path):
    folder = tmp_path / "sc"
    folder.mkdir()
    (folder / "a.yaml").write_text(scenario_text(title=f'"Evil{ESCAPES}"', description=f'"d{ESCAPES}"'),
                                   encoding="utf-8")
    (folder / "b\x1b[2J.yaml").write_text(scenario_text(id=f'"x{ESCAPES}"'), encoding="utf-8")
    result = clean(run("train", str(folder), "--trainee", "T-1", "--report-dir", str(tmp_path / "r"), input=""), 1)
    no_controls(result.output)
    # The session heads a hand by its fault, not its title (issue 20); the description it shows is escaped.
    assert "d\\x1b]0;pwned" in result.output and "Evil" not in result.output
