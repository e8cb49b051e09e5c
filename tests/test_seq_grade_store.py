"""A graded sequence in the results store: one record whose decisions carry their hand, chained, signed and
verified like any other; the audit counts its decisions under their own hand's articles and the sequence as
one attempt of its scenario. SQLite always; PostgreSQL with TRAINER_TEST_PG (as tests/test_store.py)."""
from __future__ import annotations

import csv
import io
import json
import sqlite3
import uuid
from datetime import datetime, timezone

import pytest
import yaml
from click.testing import CliRunner

from conftest import postgresql_url
from test_seq_grade import BIANCO_HANDS, EXTRA, SID, canonical_hands, scenario
from test_sequence import HAND_A, TAIL, sequence_text
from trainer.audit import audit_report
from trainer.audit.tally import audit
from trainer.cli import main
from trainer.pipeline import ScenarioIndex, grade_files
from trainer.store import canonical, open_store, verify
from trainer.store.from_graded import record_of
from trainer.store.recorder import Recorder
from trainer.vocab import Origin

WHEN = datetime(2026, 11, 1, 9, 30, tzinfo=timezone.utc)
KEY = "a-key-for-the-tests"


@pytest.fixture(params=["sqlite", "postgresql"])
def spec(request, tmp_path):
    if request.param == "sqlite":
        yield str(tmp_path / "results.sqlite")
        return
    url = postgresql_url()
    import psycopg

    schema = "t_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield url + ("&" if "?" in url else "?") + f"options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


def write_sheet(tmp_path, hands, name="t.answer.yaml", trainee="T-1") -> str:
    path = tmp_path / name
    path.write_text(yaml.safe_dump({"scenario": SID, "trainee": trainee, "answer": {"hands": hands}},
                                   sort_keys=False), encoding="utf-8")
    return str(path)


def flawed(folder: str) -> list[dict]:
    hands = canonical_hands(folder)
    hands[0]["button"] = 2  # hand 1 (Art. 1 fault): the button cites the premise only
    hands[1]["winner"] = "punto"  # hand 2 (the colpo in bianco): winner cites the premise
    return hands[:3]  # hand 4 not answered


def recorded(tmp_path, spec, monkeypatch, sheets) -> list:
    monkeypatch.setenv("TRAINER_AUDIT_KEY", KEY)
    folder = scenario(tmp_path)
    store = open_store(spec)
    try:
        record = Recorder(store, Origin.GRADE)
        for graded in grade_files(sheets(folder), ScenarioIndex(folder)):
            assert not graded.problems
            record(graded)
        return list(store.records())
    finally:
        store.close()


def test_a_sequence_is_one_record_whose_decisions_carry_their_hand(tmp_path, spec, monkeypatch):
    (rec,) = recorded(tmp_path, spec, monkeypatch, lambda folder: [write_sheet(tmp_path, flawed(folder))])
    assert rec.scenario == SID and rec.signed
    assert [h.get("status") for h in rec.answer["hands"]] == ["valid", "colpo_in_bianco", "valid"]
    assert len(rec.decisions) == rec.max == 46 and rec.score == 46 - 2 - 12
    assert all(type(d["hand"]) is int for d in rec.decisions)
    assert [d["hand"] for d in rec.decisions] == [1] * 12 + [2] * 10 + [3] * 12 + [4] * 12
    assert '"hand":1,' in canonical(rec.content())  # the hash covers each decision's hand
    store = open_store(spec, read_only=True)
    try:
        assert verify(store, KEY).ok
    finally:
        store.close()


def test_moving_a_decision_to_another_hand_is_named_altered(tmp_path, monkeypatch):
    spec = str(tmp_path / "results.sqlite")
    recorded(tmp_path, spec, monkeypatch, lambda folder: [write_sheet(tmp_path, flawed(folder))])
    db = sqlite3.connect(spec, isolation_level=None)
    changed = db.execute("UPDATE results SET decisions = replace(decisions, '\"hand\":4,', '\"hand\":3,') "
                         "WHERE seq = 1").rowcount
    db.close()
    assert changed == 1
    store = open_store(spec, read_only=True)
    try:
        report = verify(store, KEY)
    finally:
        store.close()
    assert not report.ok and [(f.seq, f.kind) for f in report.findings] == [(1, "altered")]


def test_the_audit_counts_a_sequence_as_one_attempt_and_each_decision_under_its_own_hands_articles(
        tmp_path, spec, monkeypatch):
    def sheets(folder):
        perfect = canonical_hands(folder)
        return [write_sheet(tmp_path, flawed(folder), "a.answer.yaml", "T-1"),
                write_sheet(tmp_path, perfect, "b.answer.yaml", "T-2")]

    records = recorded(tmp_path, spec, monkeypatch, sheets)
    views = audit(records)
    (s,) = views.scenarios
    assert (s.scenario, s.attempts, s.passes) == (SID, 2, 1)
    assert (s.decisions, s.right) == (92, 46 + 32)
    by_article = {a.article: a for a in views.articles}
    # Hand by hand, from the decisions themselves: Art. 1 is cited by hand 1's fault keys and hand 2's status,
    # procedure and next_hand (the colpo in bianco it announced), never by hands 3 and 4.
    cites_1 = [(d["hand"], d["key"]) for d in records[0].decisions if 1 in d["articles"]]
    assert {h for h, _ in cites_1} == {1, 2}
    assert by_article[1].decisions == 2 * len(cites_1) < 2 * 46
    assert by_article[1].attempts == 2 * 2  # two hands citing it, in each of two records
    premise_hands = {d["hand"] for d in records[0].decisions if "premise" in d["articles"]}
    assert by_article["premise"].attempts == 2 * len(premise_hands)
    missed_1 = sum(1 for d in records[0].decisions if 1 in d["articles"] and not d["ok"])
    assert by_article[1].missed == missed_1
    # The trainee's view: one attempt each.
    assert [(t.trainee, t.attempts, t.decisions) for t in views.trainees] == [("T-1", 1, 46), ("T-2", 1, 46)]


def test_examples_of_missed_decisions_name_their_hand(tmp_path, monkeypatch):
    spec = str(tmp_path / "results.sqlite")
    records = recorded(tmp_path, spec, monkeypatch, lambda folder: [write_sheet(tmp_path, flawed(folder))])
    views = audit(records)
    premise = next(a for a in views.articles if a.article == "premise")
    winner = next(k for k in premise.keys if k.key == "winner")
    assert [e.hand for e in winner.examples] == [2, 4]  # wrong in hand 2, not answered in hand 4
    assert winner.examples[0].to_json()["hand"] == 2


def test_every_audit_format_names_the_hand_of_an_example(tmp_path, monkeypatch):
    spec = str(tmp_path / "results.sqlite")
    records = recorded(tmp_path, spec, monkeypatch, lambda folder: [write_sheet(tmp_path, flawed(folder))])
    views = audit(records)
    examples = [(a.article, k.key, e.hand) for a in views.articles for k in a.keys for e in k.examples]
    assert examples and all(hand is not None for _, _, hand in examples)
    rows = list(csv.DictReader(io.StringIO(audit_report(views, "csv"))))
    assert [(r["article"], r["key"], int(r["hand"])) for r in rows if r["row"] == "example"] == [
        (str(a), k, h) for a, k, h in examples]
    assert all(r["hand"] == "" for r in rows if r["row"] != "example")
    hands = {h for _, _, h in examples}
    text = audit_report(views, "text")
    assert any(f"{SID}, hand {h} · " in text for h in hands)
    assert any(f"{SID}, colpo {h} · " in audit_report(views, "text", lang="it") for h in hands)
    assert any(f"{SID}, hand {h} · " in audit_report(views, "html") for h in hands)


def test_audit_json_through_the_cli_counts_the_sequence_once(tmp_path, monkeypatch):
    spec = str(tmp_path / "results.sqlite")
    recorded(tmp_path, spec, monkeypatch, lambda folder: [write_sheet(tmp_path, flawed(folder))])
    result = CliRunner().invoke(main, ["audit", "--store", spec, "--format", "json"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    (s,) = out["scenarios"]
    assert s["scenario"] == SID and s["attempts"] == 1 and s["decisions"] == 46


def test_record_of_a_sequence_keeps_the_sequence_files_sha256(tmp_path):
    folder = scenario(tmp_path, sequence_text(HAND_A + TAIL + EXTRA, BIANCO_HANDS))
    (graded,) = grade_files([write_sheet(tmp_path, canonical_hands(folder))], ScenarioIndex(folder))
    rec = record_of(graded, Origin.GRADE, WHEN)
    assert graded.solution is not None and not graded.solution.single
    assert rec.scenario_sha256 == graded.solution.scenario.sha256
    assert rec.scenario_sha256 is not None and len(rec.scenario_sha256) == 64
