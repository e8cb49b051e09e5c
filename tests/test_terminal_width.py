"""Everything a terminal shows fits its width, broken between words only, and long pages are paged there
(issue 20, item 4): `trainer audit`, `trainer rules premise` and `trainer train --adaptive --plan` on a pty of
80x24, in English and Italian; piped, their output is what it always was."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from click.testing import CliRunner
from conftest import spawn_tty

from trainer.cli import main
from vt_screen import Screen

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")]


def _env(**more: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("COLUMNS", "LINES", "PAGER"):
        env.pop(name, None)
    env.update(NO_COLOR="1", **more)
    return env


def _screen(args: list[str], cwd: str, **env: str) -> tuple[Screen, str]:
    pexpect = pytest.importorskip("pexpect")
    child = spawn_tty(sys.executable, ["-m", "trainer", *args], cwd=cwd, env=_env(**env), encoding="utf-8",
                      timeout=60, dimensions=(24, 80))
    try:
        child.expect(pexpect.EOF)
        raw = child.before
    finally:
        child.close()
    screen = Screen(80, 2000)  # tall: every line written stays to be read
    screen.feed(raw)
    return screen, raw


def _fits(screen: Screen) -> None:
    assert screen.wrapped == [], screen.wrapped[:3]
    for line in screen.lines:
        assert len(line.rstrip()) <= 80


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    folder = tmp_path_factory.mktemp("audit")
    path = str(folder / "results.sqlite")
    result = CliRunner().invoke(main, ["grade", os.path.join(ROOT, "examples"), "--store", path, "--report-dir",
                                       str(folder / "reports")])
    assert result.exit_code in (0, 1), result.output
    return path


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_audit_fits_80_columns_on_a_terminal_and_keeps_its_lines_piped(store, tmp_path, lang):
    screen, raw = _screen(["audit", "--store", store, "--lang", lang], str(tmp_path), PAGER="cat")
    _fits(screen)
    piped = subprocess.run([sys.executable, "-m", "trainer", "audit", "--store", store, "--lang", lang],
                           capture_output=True, text=True, env=_env(), cwd=str(tmp_path))
    assert piped.returncode == 0 and max(map(len, piped.stdout.splitlines())) > 80  # as wide as its tables
    words = sorted(set(piped.stdout.split()))
    shown = set(" ".join(screen.lines).split())
    assert [w for w in words if w not in shown] == []  # every word still there, none split


@pytest.mark.parametrize("lang", ["en", "it"])
def test_rules_premise_is_paged_on_a_terminal_only(tmp_path, lang):
    screen, raw = _screen(["rules", "premise", "--lang", lang], str(tmp_path), PAGER="sed s/^/PAGED:/")
    assert "PAGED:" in raw  # 35 lines on a screen of 24: through the pager
    screen, raw = _screen(["rules", "premise", "--lang", lang], str(tmp_path), PAGER="cat")
    _fits(screen)
    piped = subprocess.run([sys.executable, "-m", "trainer", "rules", "premise", "--lang", lang],
                           capture_output=True, text=True, env=_env(PAGER="sed s/^/PAGED:/"), cwd=str(tmp_path))
    assert piped.returncode == 0 and "PAGED:" not in piped.stdout and piped.stdout.count("\n") > 24


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_adaptive_plan_fits_and_its_command_pastes_whole(store, tmp_path, lang):
    import shlex

    screen, raw = _screen(["train", "--adaptive", "--plan", "--trainee", "T-0042", "--store", store, "--seed", "5",
                           "--lang", lang], str(tmp_path))
    _fits(screen)
    lines = [line.rstrip() for line in screen.lines if line.strip()]
    at = next(i for i, line in enumerate(lines) if line.startswith("  trainer train"))
    command = " ".join(line.rstrip("\\").strip() for line in lines[at:])
    words = shlex.split(command)
    assert words[:3] == ["trainer", "train", "--adaptive"] and words[words.index("--store") + 1] == store
