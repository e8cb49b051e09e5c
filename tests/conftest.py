"""Shared helpers: build scenario files in tmp_path and solve them through the real loader."""
from __future__ import annotations

import os
import textwrap

import pytest
import yaml

from trainer.engine.solve import Solution, solve
from trainer.io.plain import solution_plain
from trainer.scenario.load import load

BASE = """\
id: {id}
title: A test hand
articles: {articles}
table:
  button: {button}
  seats:
{seats}
shoe:
  cards: [{cards}]
{extra}"""

DEFAULT_SEATS = {1: "{punto: 100}", 2: "{banco: 200, egalite: 10}", 4: "{punto: 300}", 6: "{}",
                 8: "{punto: 500, temporary: true}"}


def scenario_yaml(cards: str, fault: str = "", articles: str = "[premise]", button: int = 2,
                  seats: dict | None = None, extra: str = "", sid: str = "t") -> str:
    seats = DEFAULT_SEATS if seats is None else seats
    seat_lines = "\n".join(f"    {n}: {spec}" for n, spec in seats.items())
    tail = extra
    if fault:
        tail = "fault:\n" + textwrap.indent(textwrap.dedent(fault).strip(), "  ") + "\n" + extra
    return BASE.format(id=sid, articles=articles, button=button, seats=seat_lines,
                       cards=", ".join(cards.split()), extra=tail)


class _EditorView(yaml.SafeLoader):
    """YAML as an editor's language server hands it to a JSON Schema: every mapping key is the text written
    (JSON has only string keys, so `4:` is the key "4"); values keep their YAML types."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                key_node.tag = "tag:yaml.org,2002:str"
        return super().construct_mapping(node, deep)


def read_as_editor_sees(path: str) -> object:
    """The document a JSON Schema validates when an editor opens this YAML file."""
    with open(path, encoding="utf-8") as fh:
        return yaml.load(fh, Loader=_EditorView)


@pytest.fixture
def write(tmp_path):
    """Write a scenario text to a file and return its path."""
    counter = iter(range(10_000))

    def _write(text: str, name: str | None = None) -> str:
        path = tmp_path / (name or f"s{next(counter)}.yaml")
        path.write_text(text, encoding="utf-8")
        return str(path)

    return _write


def plain(solution: Solution, lang: str = "en") -> dict:
    """A solution as `trainer solve --json` prints it (FORMATS §4 for one hand, §5 for a sequence): the
    contract the tests assert on. `plain(sol)["answer"]["status"]`, `plain(sol)["explain"]["button"]["why"]`."""
    return solution_plain(solution, lang)


@pytest.fixture
def solved(write):
    """Solve a scenario given as keyword arguments of scenario_yaml."""

    def _solved(cards: str, **kw):
        return solve(load(write(scenario_yaml(cards, **kw))))

    return _solved


@pytest.fixture(autouse=True)
def _private_results_store(tmp_path, monkeypatch):
    """Commands that record results write to a store of the test's own, never to reports/."""
    monkeypatch.setenv("TRAINER_STORE", str(tmp_path / "results.sqlite"))


# -- PostgreSQL: one skip, said once ---------------------------------------------------------------------------
# The store and audit tests run on PostgreSQL too when TRAINER_TEST_PG names a server. Without it each such
# test is skipped with the same reason; pytest would list every skipping test's own line (a skip raised in a
# fixture is reported at the test), so the report below gives them one place and one summary line.
PG_SKIP = ("PostgreSQL tests skipped: TRAINER_TEST_PG is not set "
           "(eval \"$(.ci/postgres.sh)\" starts a throwaway server and sets it)")


def postgresql_url() -> str:
    """The PostgreSQL server the tests may use; skip the test without one, fail it under CI."""
    import os

    url = os.environ.get("TRAINER_TEST_PG", "")
    if url:
        return url
    if os.environ.get("CI", "").lower() not in ("", "0", "false", "no"):
        pytest.fail("CI is set but TRAINER_TEST_PG is not: the PostgreSQL tests must run in CI. "
                    "Start a server with eval \"$(.ci/postgres.sh)\" in .ci/run before pytest.")
    pytest.skip(PG_SKIP)


_PG_SKIP_LINE = postgresql_url.__code__.co_firstlineno


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    longrepr = report.longrepr
    if report.skipped and isinstance(longrepr, tuple) and longrepr[2] == f"Skipped: {PG_SKIP}":
        report.longrepr = (__file__, _PG_SKIP_LINE, longrepr[2])
    return report


# -- terminals -------------------------------------------------------------------------------------------------

def spawn_tty(command: str, args: list[str], **kw):
    """A pexpect child on a pty that is sent each line at once. pexpect waits 50 ms before every send by default
    (delaybeforesend), for programs that set the terminal up only after printing their prompt; the trainer reads
    with input(prompt), and readline sets the terminal up before it prints the prompt, so a line sent when the
    prompt shows is read whole and echoed once. The terminal tests spawn through here, never pexpect.spawn."""
    import pexpect

    child = pexpect.spawn(command, args, **kw)
    child.delaybeforesend = None
    return child


# -- the checkout stays as it was ------------------------------------------------------------------------------
# The suite runs in parallel (pytest -n auto): a test that writes into the repository (the default reports/,
# a scenario folder) races the other workers' tests that read it. Each test writes under its own tmp_path; this
# check, made once by the process that runs the session (the xdist controller, or pytest without -n), fails the
# run when a file under these folders appeared, changed or went.
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_WATCHED = ("reports", "scenarios", "examples")
_BEFORE = pytest.StashKey[dict]()


def _checkout_files() -> dict[str, tuple[int, int]]:
    files = {}
    for top in _WATCHED:
        for folder, dirs, names in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in names:
                path = os.path.join(folder, name)
                try:
                    st = os.stat(path)
                except OSError:
                    continue
                files[os.path.relpath(path, ROOT)] = (st.st_size, st.st_mtime_ns)
    return files


def _controls_session(config) -> bool:
    return not hasattr(config, "workerinput")  # an xdist worker has workerinput


def pytest_sessionstart(session):
    if _controls_session(session.config):
        session.config.stash[_BEFORE] = _checkout_files()


def pytest_sessionfinish(session, exitstatus):
    before = session.config.stash.get(_BEFORE, None)
    if before is None:
        return
    after = _checkout_files()
    touched = sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))
    if touched:
        session.config.get_terminal_writer().line(
            "\nThe tests wrote into the checkout (write under tmp_path instead): " + ", ".join(touched[:10])
            + (f" and {len(touched) - 10} more" if len(touched) > 10 else ""), red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
