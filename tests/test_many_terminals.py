"""Issue 19, item 18: many terminals recording into one PostgreSQL store, signed, with kill -9s.

Real `trainer grade` processes (16 at once) grade real answer sheets into one PostgreSQL store
(TRAINER_TEST_PG) with an Ed25519 signing key, then `trainer audit verify --public-key --require-signed`
checks the chain. First 16 x 200 sheets, nothing killed: every result recorded exactly once. Then more
sheets while 30 of the grading processes are killed with SIGKILL at random moments: nothing that finished
(a scorecard published, a process that ended) is lost, nothing is recorded twice, the chain is intact.
Slow (about a minute on 2 cores): pytest -m slow.
"""
from __future__ import annotations

import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from pathlib import Path

import pytest

from test_store import _with_schema, pg_url
from trainer.store import open_store, verify
from trainer.store.keys import keyring, load_public_key

ROOT = Path(__file__).resolve().parent.parent
PERFECT = (ROOT / "examples" / "perfect.answer.yaml").read_text(encoding="utf-8")
TERMINALS = 16
KILLS = 30

pytestmark = pytest.mark.slow


@pytest.fixture
def pg_spec():
    url = pg_url()
    pytest.importorskip("cryptography")
    import psycopg

    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield _with_schema(url, schema)
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


def _env(key: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               TRAINER_SIGNING_KEY=str(key))
    for name in ("TRAINER_AUDIT_KEY", "TRAINER_STORE"):
        env.pop(name, None)
    return env


def _sheets(folder: Path, prefix: str, n: int) -> list[str]:
    folder.mkdir(parents=True)
    trainees = []
    for i in range(n):
        trainee = f"{prefix}-{i:04d}"
        (folder / f"{trainee}.answer.yaml").write_text(PERFECT.replace("trainee: T-0042", f"trainee: {trainee}"),
                                                       encoding="utf-8")
        trainees.append(trainee)
    return trainees


def _grade(folder: Path, spec: str, reports: Path, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "trainer", "grade", str(folder), "--scenarios",
                             str(ROOT / "scenarios"), "--store", spec, "--report-dir", str(reports), "--json"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)


def _published(reports: Path) -> set[str]:
    """The trainees whose scorecard was published (HTML and Markdown both)."""
    folder = reports / "scorecards"
    if not folder.is_dir():
        return set()
    names = Counter(re.sub(r"--.*", "", n) for n in os.listdir(folder) if not n.startswith("."))
    return {name.upper() for name, count in names.items() if count == 2}


def _recorded(spec: str) -> Counter[str]:
    with open_store(spec, read_only=True) as store:
        return Counter(r.trainee for r in store.records())


def _verify(spec: str, public: Path, records: int) -> None:
    result = subprocess.run([sys.executable, "-m", "trainer", "audit", "verify", "--store", spec, "--public-key",
                             str(public), "--require-signed"], capture_output=True, text=True, env=_env(Path("x")))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith(f"ok: {records} records, chain intact"), result.stdout
    with open_store(spec, read_only=True) as store:
        report = verify(store, keyring(None, [load_public_key(str(public))]), require_signed=True,
                        every_signature=True)
    assert report.ok and report.records == records and report.signed == records, report.summary()


def test_sixteen_terminals_then_thirty_kills(pg_spec, tmp_path):
    keys = tmp_path / "keys"
    made = subprocess.run([sys.executable, "-m", "trainer", "keys", "new", "--out", str(keys)],
                          capture_output=True, text=True, env=_env(Path("x")))
    assert made.returncode == 0, made.stderr
    env = _env(keys / "signing.key")

    # 16 terminals x 200 sheets, all at once: every result exactly once.
    expected: list[str] = []
    procs = []
    for t in range(TERMINALS):
        expected += _sheets(tmp_path / f"a{t}", f"A{t:02d}", 200)
        procs.append(_grade(tmp_path / f"a{t}", pg_spec, tmp_path / f"rep-a{t}", env))
    for p in procs:
        err = p.stderr.read().decode() if p.stderr else ""
        assert p.wait() == 0, err
    recorded = _recorded(pg_spec)
    assert sorted(recorded) == sorted(expected) and set(recorded.values()) == {1}
    _verify(pg_spec, keys / "signing.pub", len(expected))

    # The same again, 16 terminals each grading 3 folders of 30 one after the other, while 30 of those
    # processes are killed with SIGKILL at random moments (half of them after their first scorecards).
    rng = random.Random(19)
    chunks = [[(tmp_path / f"b{t}-{c}", f"B{t:02d}{c}") for c in range(3)] for t in range(TERMINALS)]
    lock = threading.Lock()
    live: dict[int, tuple[subprocess.Popen, float, int]] = {}  # pid -> (process, started, chunk)
    ended: dict[int, int] = {}  # chunk -> exit code of a process that was not killed
    killed: list[int] = []
    names: dict[int, list[str]] = {}
    for t in range(TERMINALS):
        for c, (folder, prefix) in enumerate(chunks[t]):
            names[t * 3 + c] = _sheets(folder, prefix, 30)

    def terminal(t: int) -> None:
        for c, (folder, _) in enumerate(chunks[t]):
            chunk = t * 3 + c
            p = _grade(folder, pg_spec, tmp_path / f"rep-b{chunk}", env)
            with lock:
                live[p.pid] = (p, time.monotonic(), chunk)
            p.communicate()
            with lock:
                live.pop(p.pid, None)
                if chunk not in killed:
                    ended[chunk] = p.returncode

    def killer() -> None:
        """Every other kill lands on a process that has already published scorecards (so between or inside
        its later batches: a commit, a head update, a publish), the rest at any moment of a run."""
        while len(killed) < KILLS:
            time.sleep(rng.uniform(0.05, 0.3))
            with lock:
                now = time.monotonic()
                mid_run = len(killed) % 2 == 0
                ripe = [(pid, chunk) for pid, (p, started, chunk) in live.items() if p.poll() is None and (
                    _published(tmp_path / f"rep-b{chunk}") if mid_run else now - started > rng.uniform(0.3, 3.0))]
                if not ripe:
                    if not live and all(not th.is_alive() for th in threads):
                        return
                    continue
                pid, chunk = rng.choice(ripe)
                os.kill(pid, signal.SIGKILL)
                killed.append(chunk)
                live.pop(pid)

    threads = [threading.Thread(target=terminal, args=(t,)) for t in range(TERMINALS)]
    for th in threads:
        th.start()
    stop = threading.Thread(target=killer)
    stop.start()
    for th in threads:
        th.join()
    stop.join()
    assert len(killed) == KILLS, f"only {len(killed)} kills landed before the sheets ran out"

    recorded = _recorded(pg_spec)
    assert set(recorded.values()) == {1}, [t for t, n in recorded.items() if n > 1][:5]  # none twice
    for chunk, sheets in names.items():
        done = _published(tmp_path / f"rep-b{chunk}")
        missing = sorted(set(sheets) & done - set(recorded))
        assert not missing, f"chunk {chunk}: published but not recorded: {missing[:5]}"  # never a card alone
        if chunk in ended:  # ran to its end: every sheet recorded, and published
            assert ended[chunk] == 0
            assert set(sheets) <= set(recorded) and set(sheets) <= done, chunk
    lost_to_kills = sum(1 for chunk in killed for s in names[chunk] if s not in recorded)
    assert len(recorded) == len(expected) + sum(len(s) for s in names.values()) - lost_to_kills
    assert lost_to_kills > 0  # the kills landed while sheets were still being graded
    assert any(set(names[chunk]) & set(recorded) for chunk in killed)  # and some after a commit
    cut = sum(1 for chunk in killed for s in names[chunk] if s in recorded and s not in _published(
        tmp_path / f"rep-b{chunk}"))
    print(f"\n{len(recorded)} records; {KILLS} kills: {lost_to_kills} sheets of killed processes not recorded "
          f"(never published), {cut} recorded whose scorecards a kill cut off")
    _verify(pg_spec, keys / "signing.pub", len(recorded))
