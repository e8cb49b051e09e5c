"""Invalid scenario files: each is refused with FILE:LINE:COL and a message an author can act on.

Every file in tests/invalid/ starts with `# expect: LINE:COL: FRAGMENT`, the
position and a distinctive part of the message `validate` must print. The
adversarial files (binary, huge, alias bombs, deep nesting, ...) are made in
tmp_path so that nothing nasty is committed.
"""
from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from trainer.cli import main
from trainer.yamlio.errors import Invalid
from trainer.scenario.load import load

INVALID = Path(__file__).parent / "invalid"
CASES = sorted(INVALID.glob("*.yaml"))
EXPECT = re.compile(rb"# expect: (\d+):(\d+): (.+)")

VALID = """\
id: inv-case
title: A valid scenario
articles: [3]
table:
  button: 2
  seats:
    1: {punto: 100}
    2: {banco: 200, egalite: 10}
    4: {punto: 300}
shoe:
  cards: [7H, KS, 3D, 9C, 2H, QD, 5S, 8C]
fault:
  kind: dropped_card
  card: 2
"""


def expectation(path: Path) -> tuple[int, int, str]:
    first = path.read_bytes().split(b"\n", 1)[0]
    m = EXPECT.search(first)
    assert m, f"{path.name} must start with '# expect: LINE:COL: fragment'"
    return int(m.group(1)), int(m.group(2)), m.group(3).decode("utf-8").rstrip()


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def assert_refused(result, path: str, line: int | None = None, col: int | None = None,
                   fragment: str = "") -> str:
    """Exit 1, no traceback, and a `PATH:LINE:COL: message` line holding `fragment`."""
    everything = result.stdout + result.stderr
    assert "Traceback" not in everything, everything
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 1, everything
    at = f"{path}:{line}:{col}: " if line is not None else None
    pattern = re.compile(re.escape(path) + r":\d+:\d+: ")
    for err in result.stderr.splitlines():
        if (err.startswith(at) if at else pattern.match(err)) and fragment in err:
            return err
    raise AssertionError(f"no line {at or path + ':L:C: '}...{fragment!r} in stderr:\n{result.stderr}")


def test_cases_are_there():
    assert len(CASES) >= 100
    for path in CASES:
        expectation(path)


def test_the_base_scenario_is_valid(tmp_path):
    """The cases break this one scenario, one thing at a time: it must itself pass."""
    path = tmp_path / "valid.yaml"
    path.write_text(VALID)
    result = run("validate", str(path))
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_validate_refuses(path):
    line, col, fragment = expectation(path)
    assert_refused(run("validate", str(path)), str(path), line, col, fragment)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_solve_json_reports_the_error(path):
    line, col, fragment = expectation(path)
    result = run("solve", "--json", str(path))
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    obj = json.loads(lines[0])
    assert obj["format"] == 1
    assert obj["file"] == str(path)
    assert any(e.startswith(f"{path}:{line}:{col}: ") and fragment in e for e in obj.get("errors", [obj["error"]]))
    assert re.match(re.escape(str(path)) + r":\d+:\d+: ", obj["error"])


def test_a_folder_of_invalid_files_is_all_refused():
    result = run("validate", str(INVALID))
    assert result.exit_code == 1
    assert f"{len(CASES)} of {len(CASES)} scenario files are invalid" in result.stderr
    assert "Traceback" not in result.stderr


# ---- adversarial files, made on the spot -------------------------------------------------

def write(tmp_path: Path, name: str, content: str | bytes) -> str:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return str(path)


def test_zero_byte_file(tmp_path):
    path = write(tmp_path, "empty.yaml", b"")
    assert_refused(run("validate", path), path, 1, 1, "the file is empty")


def test_binary_file(tmp_path):
    rng = random.Random(7)
    noise = bytes(rng.randrange(256) for _ in range(4096))
    path = write(tmp_path, "binary.yaml", b"id: x\n" + noise + b"\x00\xff\xfe")
    assert_refused(run("validate", path), path)


def test_nul_byte_in_utf8_text(tmp_path):
    path = write(tmp_path, "nul.yaml", VALID.replace("title: A", "title: \x00A"))
    assert_refused(run("validate", path), path, 2, 8, "NUL byte")


@pytest.mark.parametrize("raw, line, col, fragment", [
    ("title: ééé\x07\n".encode(), 1, 11, "#x0007"),  # libyaml counts bytes; columns are characters
    ("id: x\ntitle: ééé".encode() + b"\xff\n", 2, 11, "byte 0xff is not UTF-8"),
])
def test_positions_count_characters_not_bytes(tmp_path, raw, line, col, fragment):
    path = write(tmp_path, "accents.yaml", raw)
    assert_refused(run("validate", path), path, line, col, fragment)


def test_ten_megabyte_file(tmp_path):
    body = VALID + "description: >\n" + "  a line of text to make the file big\n" * 280_000
    assert len(body) > 10_000_000
    path = write(tmp_path, "huge.yaml", body)
    assert_refused(run("validate", path), path, 1, 1, "MB")


def test_alias_bomb(tmp_path):
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, 10):
        refs = ", ".join([f"*a{i - 1}"] * 10)
        lines.append(f"a{i}: &a{i} [{refs}]")
    path = write(tmp_path, "bomb.yaml", "\n".join(lines) + "\n")
    assert_refused(run("validate", path), path, fragment="too many values")


@pytest.mark.parametrize("depth", [150, 10_000, 400_000])
def test_deeply_nested_lists(tmp_path, depth):
    path = write(tmp_path, "deep.yaml", "description: " + "[" * depth + "]" * depth + "\n")
    assert_refused(run("validate", path), path, 1, 113, "nested more than 100 levels")


def test_deeply_nested_block_lists(tmp_path):
    path = write(tmp_path, "dashes.yaml", "- " * 300_000 + "x\n")
    assert_refused(run("validate", path), path, fragment="nested more than 100 levels")


@pytest.mark.parametrize("text", ["a: &x [*x]\n", "a: &x {b: *x}\n", VALID + "house: &h {stuck_burn: [*h]}\n"])
def test_self_referential_anchor(tmp_path, text):
    path = write(tmp_path, "self.yaml", text)
    assert_refused(run("validate", path), path, fragment="points back at itself")


@pytest.mark.parametrize("text", [
    "!!python/object/apply:os.system ['touch {marker}']\n",
    "!!python/object:os.system {{}}\n",
    "title: !!python/object/apply:os.system ['touch {marker}']\n",
    "title: !!python/name:os.system ''\n",
])
def test_python_tags_are_refused_and_never_run(tmp_path, text):
    marker = tmp_path / "MARKER"
    path = write(tmp_path, "tag.yaml", text.format(marker=marker))
    assert_refused(run("validate", path), path, fragment="is not allowed here")
    assert not marker.exists()


def test_multiple_documents(tmp_path):
    path = write(tmp_path, "two.yaml", VALID + "---\n" + VALID)
    assert_refused(run("validate", path), path, VALID.count("\n") + 1, 1, "a file holds one scenario")


def test_symlink_loop(tmp_path):
    loop = tmp_path / "loop.yaml"
    try:
        os.symlink(loop, loop)
    except OSError:
        pytest.skip("no symlinks here")
    # On the command line it is a path that does not exist: a usage error (FORMATS §4).
    result = run("validate", str(loop))
    assert result.exit_code == 2
    assert "Traceback" not in result.stdout + result.stderr
    # The loader itself says so with a position, should a folder listing hand it over.
    with pytest.raises(Invalid) as bad:
        load(str(loop))
    problem = bad.value.problems[0]
    assert (problem.line, problem.col) == (1, 1) and "cannot read the file" in problem.message


def test_symlink_loop_in_a_folder_is_reported(tmp_path):
    loop = tmp_path / "loop.yaml"
    try:
        os.symlink(loop, loop)
    except OSError:
        pytest.skip("no symlinks here")
    assert_refused(run("validate", str(tmp_path)), str(loop), 1, 1, "cannot read the file")
