"""The views' own read of the store (Store.counted, trainer.store.counted): the same values as whole Records for
every field a view counts, the same views from both, the same refusal of text that cannot be decoded; and the
checks it leans on (decode_json's fast path, the nesting measure, the times of a tampered record) read exactly
as the plain ones do. Each for records of format 3, counted from their summary (trainer.store.summary), and of
format 2, counted from their decisions and times."""
from __future__ import annotations

import dataclasses
import json
import math
import random
import sqlite3
from collections import Counter

import pytest

from test_audit import make_records
from trainer.audit.tally import Tally, audit
from trainer.store import Record, open_store
from trainer.store.counted import COUNTED_COLUMNS
from trainer.store.record import MAX_DEPTH, Undecodable, _nests_deeper, decode_json
from trainer.store.summary import decisions_in, summary_of


def odd_records():
    """Honest records, a sequence, an exam's outcome, and values of unexpected types, as a tampered store holds."""
    base = make_records(40)
    odd = dataclasses.replace(base[3], decisions=[
        {"key": "status", "ok": 1, "articles": [3.0, True, "3", "premise", [4]], "expected": "a", "given": "b"},
        {"key": 7, "ok": False, "articles": "4", "hand": "2"},
        "not a decision",
    ], times={"status": 0.5, "7": -1.0, "winner": 5})  # NaN and infinity: written into the store below
    seq = dataclasses.replace(base[5], decisions=[
        {"key": "status", "ok": True, "articles": [1], "hand": 1},
        {"key": "winner", "ok": False, "articles": [1, 1, 9], "hand": 2, "expected": "punto", "given": "banco"},
    ], times={"hands": [{"status": 2.5}, {"winner": 1.0}]})
    exam = dataclasses.replace(base[7], scenario="exam:venice-art1-10", origin="exam", decisions=[],
                               answer={"exam": "venice-art1-10", "outcome": "passed"})
    return base[:3] + [odd] + base[4:5] + [seq] + base[6:7] + [exam] + base[8:]


@pytest.fixture(params=[3, 2], ids=["format-3", "format-2"])
def record_format(request):
    return request.param


@pytest.fixture
def store_of(tmp_path, record_format):
    def make(records):
        spec = str(tmp_path / "s.sqlite")
        with open_store(spec) as store:
            store.add_many([dataclasses.replace(r, format=record_format) for r in records], key=None)
        with sqlite3.connect(spec) as db:  # what the trainer never writes, as a tampered store holds it
            db.execute("""UPDATE results SET times = '{"status":NaN,"7":-1.0,"winner":5}' WHERE seq = 4""")
            db.execute("""UPDATE results SET times = '{"hands":[{"status":2.5},{"winner":Infinity}]}' WHERE seq = 6""")
        db.close()
        return spec
    return make


def test_a_counted_result_holds_what_the_record_holds(store_of, record_format):
    spec = store_of(odd_records())
    with open_store(spec, read_only=True) as store:
        records, counted = list(store.records()), list(store.counted())
    assert len(counted) == len(records) == 40
    # What a summary stands for is not read from a record that has one; an exam's outcome is (its answer).
    skipped = {"decisions", "times", "answer"} if record_format >= 3 else set()
    for r, c in zip(records, counted):
        read = [f for f in COUNTED_COLUMNS if f not in skipped or f == "answer" and r.origin == "exam"]
        # compared as JSON text, so that a NaN read back compares equal to itself
        assert json.dumps([getattr(c, f) for f in read]) == json.dumps([getattr(r, f) for f in read])
        assert all(getattr(c, f) is None for f in COUNTED_COLUMNS if f not in read)
        assert c.undecodable == ()
        if record_format >= 3:  # written when recorded, from the decisions and times as they were then
            assert r.summary == json.loads(json.dumps(summary_of(r.decisions, dict(r.times, **TIMES.get(r.seq, {})))))
        else:
            assert r.summary is None


# The times of the odd records as they were recorded, before the store_of fixture wrote NaN and infinity over them.
TIMES = {4: {"status": 0.5, "7": -1.0, "winner": 5}, 6: {"hands": [{"status": 2.5}, {"winner": 1.0}]}}


def test_the_views_are_the_same_from_either(store_of):
    spec = store_of(odd_records())
    with open_store(spec, read_only=True) as store:
        for options in ({}, {"article": 3}, {"trainee": "T-0003"}, {"article": "premise"}):
            assert audit(store.counted(), **options) == audit(store.records(), **options)


@pytest.mark.parametrize("column, text", [("decisions", "[1"), ("times", "{" * 40 + "}" * 40),
                                          ("answer", '{"a": nope}'), ("summary", "[[1"), ("summary", "[" * 40)])
def test_text_that_cannot_be_decoded_is_named(store_of, record_format, column, text):
    spec = store_of(make_records(3))
    with sqlite3.connect(spec) as db:
        db.execute(f"UPDATE results SET {column} = ? WHERE seq = 2", (text,))
    db.close()
    with open_store(spec, read_only=True) as store:
        counted = list(store.counted())
    if record_format >= 3 and column in ("decisions", "times", "answer"):
        # Not read: the summary stands for them (an answer is read only of an exam's outcome), so what was
        # changed there is verify's to find, and changes nothing the views count.
        assert [c.undecodable for c in counted] == [(), (), ()]
        assert getattr(counted[1], column) is None
        return
    assert [c.undecodable for c in counted] == [(), (column,), ()]
    assert isinstance(getattr(counted[1], column), Undecodable)


def test_decode_json_reads_as_loads_does():
    for text in ('{"a":1}', ' {"a":1}', '{"a":1} ', "[1] [2]", "NaN", "[1e0,true,-0]", '"x"', "", "{", "[1]x"):
        try:
            expected = json.loads(text)
        except ValueError:
            assert isinstance(decode_json(text), Undecodable), text
            continue
        got = decode_json(text)
        assert got == expected or (got != got and expected != expected), text  # NaN is not equal to itself
        assert type(got) is type(expected)


def _depth(value) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


def _nested(rng: random.Random, depth: int, exact: bool = False):
    """A random JSON value `depth` deep (`exact`) or at most that, its strings full of brackets, quotes and
    backslashes."""
    if depth == 0 or not exact and rng.random() < 0.3:
        return rng.choice(["", "[", "]", "{", "}", '"', "\\", '"]', "[\\", "a\"[b", "}{", 3, None, True])
    # One branch goes on down; its few siblings stay shallow, so the text stays small however deep it goes.
    items = [_nested(rng, rng.randrange(0, 3)) for _ in range(rng.randrange(0, 3))]
    items.insert(rng.randrange(0, len(items) + 1), _nested(rng, depth - 1, exact))
    if rng.random() < 0.5:
        return items
    return {rng.choice(["[", "]", '"', "k", "\\{"]) + str(i): v for i, v in enumerate(items)}


def test_the_nesting_measure_agrees_with_the_decoded_depth():
    rng = random.Random(19)
    outcomes: Counter[bool] = Counter()
    for _ in range(3000):
        value = _nested(rng, rng.randrange(MAX_DEPTH - 3, MAX_DEPTH + 4), exact=True)
        deeper = _depth(value) > MAX_DEPTH
        outcomes[deeper] += 1
        for text in (json.dumps(value), json.dumps(value, separators=(",", ":"), ensure_ascii=False)):
            assert _nests_deeper(text, MAX_DEPTH) == deeper, text
    assert min(outcomes[True], outcomes[False]) > 500  # both sides of the limit, often


def _timed(times, keys, record_format=2, hands=None):
    decisions = [{"key": k, "ok": True, "articles": [1], **({"hand": hands[i]} if hands else {})}
                 for i, k in enumerate(keys)]
    record = Record(trainee="T", scenario="s", scenario_sha256=None, answer={}, decisions=decisions, score=len(keys),
                    max=len(keys), passed=True, times=times, graded_at="2026-11-02T08:00:00Z", origin="grade",
                    sheet="s.yaml", format=record_format,
                    summary=summary_of(decisions, times) if record_format >= 3 else None)
    tally = Tally()
    tally.add(record)
    t = tally._trainees["T"]
    return t.seconds, t.hand_seconds


@pytest.mark.parametrize("record_format", [2, 3])
def test_odd_times_are_skipped_and_the_rest_counted(record_format):
    times = {"a": 2.0, "b": float("nan"), "c": -1.0, "d": float("inf"), "e": 3, "f": True, "g": 1.5}
    per_decision, per_hand = _timed(times, "abcdefg", record_format)
    assert per_decision == Counter({2.0: 1, 3.0: 1, 1.5: 1})
    assert per_hand == Counter({6.5: 1})
    assert not any(math.isnan(s) for s in per_decision)
    per_decision, per_hand = _timed({"a": 1.0, "b": 2.0}, "ab", record_format)
    assert per_decision == Counter({1.0: 1, 2.0: 1}) and per_hand == Counter({3.0: 1})
    # A sequence: each hand's own seconds, from the hand its decision names; a hand out of range has none.
    per_decision, per_hand = _timed({"hands": [{"a": 1.0, "b": 0.5}, {"a": 4.0}]}, "abac", record_format,
                                    hands=[1, 1, 2, 3])
    assert per_decision == Counter({1.0: 1, 0.5: 1, 4.0: 1}) and per_hand == Counter({1.5: 1, 4.0: 1})


def test_a_summary_holds_each_decision_as_the_views_count_it():
    decisions = [{"key": "status", "ok": True, "articles": [3], "why": "w", "given": "a", "expected": "a"},
                 {"key": "payouts", "ok": False, "articles": ["premise"], "given": {"1": 5}, "expected": {"1": 10}},
                 "not a decision", {"key": "winner", "ok": 1, "articles": [1]}]
    assert summary_of(decisions, {"status": 2.5}) == {
        "keys": ["status", "payouts", "winner"], "ok": [True, False, 1], "articles": [[3], ["premise"], [1]],
        "hands": [None, None, None], "seconds": [2.5, None, None],
        # each decision not right: its place, what was given and expected (an ok that is not true is a miss)
        "missed": [[1, {"1": 5}, {"1": 10}], [2, None, None]]}
    hands = [{"key": "status", "ok": True, "articles": [1], "hand": 2}, {"key": "status", "ok": True, "hand": "2"}]
    assert summary_of(hands, {"hands": [{}, {"status": 7.0}]}) == {
        "keys": ["status", "status"], "ok": [True, True], "articles": [[1], None], "hands": [2, "2"],
        "seconds": [7.0, None], "missed": []}
    empty = {"keys": [], "ok": [], "articles": [], "hands": [], "seconds": [], "missed": []}
    assert summary_of("odd", {}) == empty and summary_of([], None) == empty


@pytest.mark.parametrize("summary", [
    {"keys": ["a", "b"], "ok": [True, "yes"], "articles": [[1], [2]], "hands": [None, None], "seconds": [1.0, 2.0],
     "missed": []},
    {"keys": ["a", 7], "ok": [True, False], "articles": [[1], "2"], "hands": [1, True], "seconds": [1.0, float("nan")],
     "missed": [[1, "g", "e"], "odd", [9, 1, 2]]},
    {"keys": ["a", "b", "c"], "ok": [True], "articles": [[1, 1.0, True]], "hands": 5, "seconds": None, "missed": 3},
    {"keys": "ab"}, {},
])
def test_an_odd_summary_is_counted_value_by_value_as_decisions_are(summary):
    """A summary whose values are not of the types the trainer writes is counted one decision at a time, as
    decisions themselves are counted (and never stops the views): the same as the decisions it stands for."""
    from trainer.audit.facts import CitedCache, _one_by_one, count

    decisions = [{"key": k, "ok": ok, "articles": a, "hand": h} for k, ok, a, h, _ in
                 decisions_in(summary)]
    counted = count(summary, None, CitedCache())
    again = _one_by_one(summary, None, CitedCache())
    assert _columns(counted) == _columns(again)
    assert all(type(k) is str for k in counted.keys) and all(type(ok) is bool for ok in counted.oks)
    assert all(h is None or type(h) is int for h in counted.hands or ())
    assert counted.n == len(decisions)


def _columns(facts):
    return (facts.cited, facts.keys, facts.oks, facts.hands, facts.missed, facts.seconds, facts.hand_seconds,
            facts.n, facts.right)


def test_a_summary_as_the_trainer_writes_it_is_counted_whole_and_alike():
    """The quick path (a column at a time) counts what the decision-by-decision one does."""
    from trainer.audit.facts import CitedCache, _one_by_one, _whole

    for record in make_records(200):
        times = {d["key"]: 0.5 + i for i, d in enumerate(record.decisions)}
        summary = json.loads(json.dumps(summary_of(record.decisions, times)))
        whole = _whole(summary, CitedCache())
        assert whole is not None
        slow = _one_by_one(summary, None, CitedCache())
        assert _columns(whole) == _columns(slow)


def test_the_class_view_mean_time_is_that_of_every_timed_decision(store_of):
    from test_time_audit import records as timed_records
    from trainer.classview.load import ClassList
    from trainer.classview.report import class_report

    spec = store_of(timed_records())
    with open_store(spec, read_only=True) as store:
        report = class_report(store.counted(), ClassList("c", ("T-1", "T-2"), "c.yaml"))
    by = {row.trainee: row.seconds_per_decision for row in report.trainees}
    assert by == {"T-1": (2.0 + 4.5 + 3.0 + 40.0) / 4, "T-2": None}


def test_a_trainees_hands_read_from_a_summary_are_those_of_the_decisions():
    """played_hands reads a one-hand record's summary a column at a time: the same hands and decisions as read
    one by one from the decisions, for honest records and odd ones."""
    from trainer.adaptive.history import Decision, _articles, played_hands

    records = odd_records()
    expected = []
    for r in records:
        hands: dict[int, list] = {}
        for d in (d for d in r.decisions if type(d) is dict):
            hand = d.get("hand", 1)
            key = d.get("key")
            hands.setdefault(hand if type(hand) is int and hand >= 1 else 1, []).append(
                Decision(key if type(key) is str else str(key), d.get("ok") is True, _articles(d.get("articles"))))
        expected += [(r.scenario, h, tuple(hands[h])) for h in sorted(hands)]
    for fmt in (2, 3):
        read = [dataclasses.replace(r, format=fmt, summary=summary_of(r.decisions, r.times) if fmt == 3 else None)
                for r in records]
        assert [(p.scenario, p.hand, p.decisions) for p in played_hands(read)] == expected


def test_a_page_with_text_that_is_not_utf8_is_read_again_and_nothing_else_changes(tmp_path, monkeypatch):
    """Store.rows reads a page with SQLite's own UTF-8 decoding, and a page holding text that is not UTF-8 (only
    a hand writes it) again through the store's tolerant decoding: every row comes back, in order, the odd
    text marked Undecodable, the pages before and after it read as usual."""
    from trainer.store.base import Store

    monkeypatch.setattr(Store, "PAGE", 7)
    spec = str(tmp_path / "s.sqlite")
    with open_store(spec) as store:
        store.add_many(make_records(30), key=None)
    with sqlite3.connect(spec) as db:
        db.execute("UPDATE results SET trainee = CAST(x'54ff2d30' AS TEXT) WHERE seq = 17")
    db.close()
    with open_store(spec, read_only=True) as store:
        counted, records = list(store.counted()), list(store.records())
    assert [c.seq for c in counted] == [r.seq for r in records] == list(range(1, 31))
    for read in (counted, records):
        odd = [r.seq for r in read if isinstance(r.trainee, Undecodable)]
        assert odd == [17] and read[16].trainee == "T\\xff-0"
        assert all(type(r.trainee) is str for r in read if r.seq != 17)
    assert [c.undecodable for c in counted if c.undecodable] == [("trainee",)]
