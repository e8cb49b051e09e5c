"""The trainer installed like a real package: the bundled scenarios are package data, found from any folder.

The slow test builds the wheel offline from a copy of the project, installs it into a fresh venv that sees
nothing of this checkout (its dependencies come from this environment through a .pth line), and runs the
installed `trainer` from another folder. The fast ones check the same lookups in this environment, where the
trainer is installed in editable mode (`pip install -e .`): `trainer.bundled` is the scenarios/ folder.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from decimal import Decimal
from importlib.resources import files
from pathlib import Path

import click
import jinja2
import markupsafe
import pytest
import yaml
from click.testing import CliRunner

import trainer
from trainer.cli import main

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
EXAMPLES = ROOT / "examples"
SETUPTOOLS_AT_LEAST = (77,)  # pyproject.toml: [build-system] and the test extra


def bundled_files(folder: Path) -> dict[str, bytes]:
    """The scenario files of the bundled folder and of its sequences/, by path below it."""
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted([*folder.glob("*.yaml"), *folder.glob("sequences/*.yaml")])}


def timeless(text: str) -> str:
    """Grading output with the time in the scorecards' names taken out (two runs may straddle a second)."""
    return re.sub(r"--\d{8}-\d{6}(-\d+)?\.", "--TIME.", text)


# ---- in this environment -----------------------------------------------------------------------------------------


def test_the_bundled_scenarios_are_the_projects_scenarios_folder():
    folder = Path(str(files("trainer.bundled")))
    assert folder.is_dir()
    found = bundled_files(folder)
    assert found == bundled_files(SCENARIOS) and any(name.startswith("sequences/") for name in found)


def test_grade_finds_the_bundled_scenarios_from_another_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no scenarios/ here
    args = ["grade", str(EXAMPLES), "--no-record", "--report-dir", "out"]
    here = CliRunner().invoke(main, args)
    named = CliRunner().invoke(main, [*args, "--scenarios", str(SCENARIOS)])
    assert here.exit_code == named.exit_code == 1  # four of the five examples are flawed
    assert "PASS" in here.stdout and "not among" not in here.output
    assert timeless(here.output) == timeless(named.output)


def test_grade_finds_a_bundled_sequence_without_scenarios(tmp_path, monkeypatch):
    """The default looks in scenarios/sequences/ too, where `--scenarios scenarios` alone would not."""
    from trainer.yamlio.writer import dump

    stem = sorted(SCENARIOS.glob("sequences/*.yaml"))[0].stem
    solved = CliRunner().invoke(main, ["solve", "--json", str(SCENARIOS / "sequences" / f"{stem}.yaml")])
    answer = json.loads(solved.stdout, parse_float=Decimal)["answer"]  # amounts stay exact
    sheet = tmp_path / f"{stem}.answer.yaml"
    sheet.write_text(dump({"scenario": stem, "trainee": "T-1", "answer": answer}), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    graded = CliRunner().invoke(main, ["grade", "--json", str(sheet), "--no-record", "--report-dir", "out"])
    assert graded.exit_code == 0, graded.output
    line = json.loads(graded.stdout)
    assert line["scenario"] == stem and line["passed"] and line["score"] == line["max"] > 0
    assert CliRunner().invoke(main, ["grade", str(sheet), "--no-record", "--report-dir", "out",
                                     "--scenarios", str(SCENARIOS)]).exit_code == 1  # not in the top folder


def test_the_help_names_the_bundled_default():
    grade = " ".join(CliRunner().invoke(main, ["grade", "--help"]).output.split())
    assert "by default the scenarios bundled with the trainer, one-hand and sequences" in grade
    train = " ".join(CliRunner().invoke(main, ["train", "--help"]).output.split())
    assert "--bundled Train on the scenarios bundled with the trainer" in train


def test_the_version_is_written_once():
    """In trainer/__init__.py; pyproject.toml reads it from there, the installed metadata has it."""
    import tomllib
    from importlib.metadata import version

    assert CliRunner().invoke(main, ["--version"]).output == f"trainer, version {trainer.__version__}\n"
    assert version("trainer") == trainer.__version__
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "trainer.__version__"}


# ---- the wheel, in a fresh venv ----------------------------------------------------------------------------------


def _setuptools_for_the_build() -> None:
    """Building without network needs setuptools here (the test extra brings it): skip without, fail in CI."""
    try:
        import setuptools
    except ImportError:
        version: tuple[int, ...] = ()
    else:
        version = tuple(int(part) for part in re.findall(r"\d+", setuptools.__version__)[:1])
    if version >= SETUPTOOLS_AT_LEAST:
        return
    why = "the wheel test needs setuptools>=77 in this environment (pip install -e '.[test]')"
    if os.environ.get("CI", "").lower() not in ("", "0", "false", "no"):
        pytest.fail(why)
    pytest.skip(why)


def _run(*args: str | Path, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300,
                          stdin=subprocess.DEVNULL)


def _built_wheel(tmp_path: Path, env: dict[str, str]) -> Path:
    """The wheel built offline from a copy of the project (so that no build/ or egg-info lands in it)."""
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", "reports", "tests", "bench"))
    dist = tmp_path / "dist"
    done = _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
                "--wheel-dir", dist, source, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = dist.glob("trainer-*.whl")
    return wheel


def _check_contents(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = z.read(meta).decode("utf-8")
    assert "trainer/py.typed" in names
    for kind, pattern in (("templates", "*.j2"), ("schemas", "*.json")):
        wanted = {f"trainer/{kind}/{p.name}" for p in (ROOT / "trainer" / kind).glob(pattern)}
        assert wanted and wanted <= names, (kind, sorted(wanted - names))
    # the gettext catalog (issue 18): the Italian an installed trainer reads, its .po and the template
    assert {"trainer/locale/it/LC_MESSAGES/trainer.mo", "trainer/locale/it/LC_MESSAGES/trainer.po",
            "trainer/locale/trainer.pot"} <= names
    scenarios = {f"trainer/bundled/{name}" for name in bundled_files(SCENARIOS)}
    assert scenarios <= names, sorted(scenarios - names)
    assert {n for n in names if n.startswith("trainer/bundled/") and n.endswith(".yaml")} == scenarios
    exams = {f"trainer/bundled_exams/{p.name}" for p in (ROOT / "exams").glob("*.yaml")}  # issue 22
    assert exams and exams <= names, sorted(exams - names)
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert f"\nVersion: {trainer.__version__}\n" in metadata and "\nLicense-Expression: MIT\n" in metadata


def _fresh_venv(tmp_path: Path, wheel: Path, env: dict[str, str]) -> Path:
    """A venv holding the wheel alone; click, PyYAML, Jinja2 and MarkupSafe come from this environment's
    site-packages through a .pth line (which adds those folders but runs none of their .pth files, so this
    checkout's editable install is not seen)."""
    venv = tmp_path / "venv"
    done = _run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr
    python = venv / "bin" / "python"
    done = _run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index",
                wheel, cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    site = _run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=tmp_path, env=env)
    folders = dict.fromkeys(str(Path(str(m.__file__)).resolve().parent.parent)
                            for m in (click, yaml, jinja2, markupsafe))
    Path(site.stdout.strip(), "dependencies.pth").write_text("".join(f"{f}\n" for f in folders), encoding="utf-8")
    return venv


@pytest.mark.slow
def test_the_wheel_installed_in_a_fresh_venv_works_from_any_folder(tmp_path):
    _setuptools_for_the_build()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSAFEPATH")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", PIP_NO_INDEX="1", COLUMNS="100")
    wheel = _built_wheel(tmp_path, env)
    _check_contents(wheel)
    venv = _fresh_venv(tmp_path, wheel, env)
    installed = venv / "bin" / "trainer"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    where = _run(venv / "bin" / "python", "-c", "import trainer, importlib.resources as r; "
                 "print(trainer.__file__); print(r.files('trainer.bundled'))", cwd=elsewhere, env=env)
    module, bundled = where.stdout.split()
    for path in (module, bundled):
        assert Path(path).resolve().is_relative_to(venv.resolve()), (path, where.stderr)
    assert bundled_files(Path(bundled)) == bundled_files(SCENARIOS)

    listed = _run(venv / "bin" / "python", "-c", "from trainer.exam import bundled_exams; "
                  "print(' '.join(sorted(bundled_exams())))", cwd=elsewhere, env=env)
    assert listed.stdout.split() == ["venice-art1-10", "venice-table"], listed.stderr

    version = _run(installed, "--version", cwd=elsewhere, env=env)
    assert (version.returncode, version.stdout) == (0, f"trainer, version {trainer.__version__}\n")
    schema = _run(installed, "schema", "scenario", cwd=elsewhere, env=env)
    assert schema.returncode == 0
    assert schema.stdout == (ROOT / "trainer" / "schemas" / "scenario.schema.json").read_text(encoding="utf-8")

    # The README's first command, from a folder with no scenarios/: the same grading as this checkout's.
    reference = tmp_path / "reference"
    reference.mkdir()
    for extra in ((), ("--json",), ("--lang", "it")):
        args = ("grade", EXAMPLES, "--no-record", "--report-dir", "out", *extra)
        got = _run(installed, *args, cwd=elsewhere, env=env)
        want = _run(sys.executable, "-m", "trainer", *args, "--scenarios", SCENARIOS, cwd=reference,
                    env={**env, "PYTHONPATH": str(ROOT)})
        assert got.returncode == want.returncode == 1, got.stderr
        assert got.stdout and "not among" not in got.stderr, got.stderr
        assert (timeless(got.stdout), got.stderr) == (timeless(want.stdout), want.stderr), extra
    assert len(list((elsewhere / "out" / "scorecards").glob("*.html"))) == 3 * len(list(EXAMPLES.glob("*.yaml")))

    # `trainer train --bundled` plays them from there too; the closed input stops it in the first hand.
    first = sorted(SCENARIOS.glob("*.yaml"))[0].stem
    count = len(list(SCENARIOS.glob("*.yaml")))
    train = _run(installed, "train", "--bundled", "--trainee", "T-1", "--no-record", "--no-wait",
                 "--report-dir", "out", cwd=elsewhere, env={**env, "TRAINER_PACE": "0"})
    assert train.returncode == 1 and f"Hand 1 of {count}" in train.stdout, train.stdout + train.stderr
    assert [p.name.split("--")[0] for p in (elsewhere / "out" / "sheets" / "t-1").iterdir()] == [first]
