"""A summary read in two parts (trainer.store.counted.shaped_summary): its keys, articles and hands once per
distinct text (a Shape), its ok, seconds and missed for each record. Whatever the text, the two parts read
as the whole text does, or the summary is read whole; the views count a store read so exactly as from whole
Records; what a read remembers stays bounded."""
from __future__ import annotations

import dataclasses
import json

import pytest

from test_audit import make_records
from test_counted import odd_records
from trainer.adaptive.history import played_hands
from trainer.audit.tally import audit
from trainer.classview.load import ClassList
from trainer.classview.report import class_report
from trainer.store import open_store
from trainer.store.counted import Shapes, counted_from_row, shaped_summary
from trainer.store.record import Undecodable, canonical, decode_json
from trainer.store.summary import shape_of, summary_of

A = '{"articles":[[1],["premise",13]],"hands":[null,null],"keys":["status","reader"]'
B = ',"missed":[[1,"3",{"k":[1]}]],"ok":[true,false],"seconds":[1.5,2.0]}'


def honest_texts(odd: bool = True):
    """Summaries as the trainer writes them, of records as the trainer makes them and (`odd`) of odd ones."""
    records = (odd_records() if odd else []) + make_records(60)
    texts = [canonical(summary_of(r.decisions, r.times)) for r in records]
    texts.append(canonical(summary_of([], {})))  # an exam's outcome: no decision
    texts.append(canonical(summary_of([{"key": "status", "ok": True, "articles": [1], "hand": 1},
                                       {"key": "winner", "ok": False, "articles": [2], "hand": 2,
                                        "given": "banco", "expected": "punto"}],
                                      {"hands": [{"status": 1.0}, {"winner": 2.5}]})))
    return texts


ODD = [
    A + B,
    A + B.replace("true,false", "true,0"),  # an ok that is not true or false
    A + B.replace("[1.5,2.0]", "[1.5]"),  # seconds short of the keys
    A + B.replace('"ok"', '"keys":["x","y"],"ok"'),  # a member in both parts: the last one stands
    A.replace('"hands"', '"hands":[1,2],"hands"') + B,  # a member twice in the first part
    A + ',"extra":1' + B,  # a member the trainer never writes
    A.replace('"status"', '"sta\\"tus"') + B,  # an escaped quote in a key
    A.replace('[[1]', '[{"a":1,"missed":[2]}') + B,  # ,"missed": inside the first part
    A.replace('[[1]', '[{"a":1') + ',"missed":2}' + B,  # ... and so placed that a cut there would decode
    A + B.replace('"k":[1]', '"k":' + "[" * 40 + "]" * 40),  # nested deeper than the trainer nests
    A + B.replace('"3"', '"\\ud800"'),  # half of a surrogate pair
    A.replace("null,null", "null,2") + B,  # a sequence: two hands
    A.replace("[[1]", "[[1.5]") + B,  # an article that is not a number or text
    A + B[:-1] + " }",  # a space the trainer does not write
    A + B + " ",
    A + B[:-1],  # not JSON
    '{"articles":[],"hands":[],"keys":[],"missed":[],"ok":[],"seconds":[]}',
    '{"articles":[],"hands":[],"keys":[],"missed":[[0,1,2]],"ok":[],"seconds":[]}',
    '{"articles":1,"hands":[],"keys":[],"missed":[],"ok":[],"seconds":[]}',
    '{"hands":[],"keys":[],"missed":[],"ok":[],"seconds":[],"articles":[]}',
]


@pytest.mark.parametrize("text", honest_texts() + ODD)
def test_a_summary_read_in_two_parts_reads_as_the_whole_text(text):
    whole = decode_json(text)
    split = shaped_summary(text, Shapes())
    if split is None:
        return
    summary, shape = split
    assert not isinstance(whole, Undecodable)
    assert json.dumps(summary) == json.dumps(whole)  # as text: member order and NaN compared too
    assert list(summary) == list(whole)
    assert (shape.keys, shape.articles, shape.hands) == (whole["keys"], whole["articles"], whole["hands"])
    assert shape.one_hand == all(h is None for h in whole["hands"])
    assert shape_of({k: whole[k] for k in ("articles", "hands", "keys")}) is not None


def test_every_summary_the_trainer_writes_is_read_in_two_parts():
    shapes = Shapes()
    for text in honest_texts(odd=False):
        assert shaped_summary(text, shapes) is not None, text
    # one Shape per distinct first part, the same object for each record of it
    firsts = {t[:t.index(',"missed":')] for t in honest_texts(odd=False)}
    assert len(shapes) == len(firsts)
    assert shaped_summary(A + B, shapes)[1] is shaped_summary(A + B.replace("1.5", "9.5"), shapes)[1]


@pytest.mark.parametrize("text", [ODD[1], ODD[2], ODD[3], ODD[5], ODD[7], ODD[8], ODD[9], ODD[10], ODD[12],
                                  ODD[15], ODD[18], ODD[19]])
def test_a_summary_not_as_the_trainer_writes_it_is_read_whole(text):
    assert shaped_summary(text, Shapes()) is None


def test_what_a_read_remembers_stays_bounded():
    shapes = Shapes()
    for i in range(Shapes.MOST * 3):
        text = A.replace('"status"', f'"k{i}"') + B
        assert shaped_summary(text, shapes) is not None
        assert len(shapes) <= Shapes.MOST
    long = '{"articles":[' + ",".join(["[1]"] * 20000) + '],"hands":[' + ",".join(["null"] * 20000) + \
        '],"keys":[' + ",".join(['"k"'] * 20000) + '],"missed":[],"ok":[' + ",".join(["true"] * 20000) + \
        '],"seconds":[' + ",".join(["null"] * 20000) + "]}"
    assert len(long) > Shapes.LONGEST
    shapes.clear()
    assert shaped_summary(long, shapes) is None  # too long to remember: read whole
    assert len(shapes) == 0
    # in all, no more than MOST_TEXT of first parts' text, however many fit under MOST
    shapes = Shapes()
    wide = '"' + "k" * (Shapes.LONGEST // 2) + '"'
    for i in range(100):  # 100 parts of 32 KiB: more than MOST_TEXT in all
        text = A.replace('"status"', wide.replace("k", str(i), 1)) + B
        assert shaped_summary(text, shapes) is not None
        assert shapes.held <= Shapes.MOST_TEXT and sum(map(len, shapes)) == shapes.held
    assert len(shapes) < 100


def test_the_tally_and_history_remember_few_decisions_of_shapes():
    """What the tally works out of a Shape (CitedCache.of_shape) is bounded in decisions too, and a trainee's
    history remembers the answers of small Shapes only: a tampered store of huge summaries stays in memory."""
    from trainer.adaptive import history
    from trainer.audit.facts import CitedCache
    from trainer.store.summary import Shape

    cache = CitedCache()
    for i in range(40):
        n = CitedCache.MOST_DECISIONS // 8
        shape = Shape([f"k{i}"] * n, [[1]] * n, [None] * n, True)
        cited, _, facts = cache.of_shape(shape)
        assert len(cited) == n and facts is None  # too many to number: counted as they are
        assert sum(len(s.keys) for s in cache._shapes) <= CitedCache.MOST_DECISIONS
    big = Shape(["k"] * (history.MOST_KEPT + 1), [[1]] * (history.MOST_KEPT + 1), [None] * (history.MOST_KEPT + 1),
                True)
    before = history._answered_of.cache_info().currsize
    assert len(history._answered(big)) == history.MOST_KEPT + 1
    assert history._answered_of.cache_info().currsize == before  # computed, not remembered


def _row(summary_text):
    from trainer.store.counted import COUNTED_COLUMNS

    values = {c: None for c in COUNTED_COLUMNS}
    values.update(seq=1, trainee="T", scenario="s", score=1, max=2, passed=0, graded_at="2026-01-01T00:00:00Z",
                  origin="grade", summary=summary_text)
    return tuple(values[c] for c in COUNTED_COLUMNS)


def test_a_counted_result_is_the_same_read_either_way():
    for text in honest_texts() + ODD:
        whole = counted_from_row(_row(text))
        split = counted_from_row(_row(text), Shapes())
        assert whole.shape is None
        assert json.dumps(dataclasses.replace(split, shape=None), default=repr) == \
            json.dumps(whole, default=repr)
        assert dataclasses.replace(split, shape=None).undecodable == whole.undecodable


@pytest.fixture
def store(tmp_path):
    spec = str(tmp_path / "s.sqlite")
    with open_store(spec) as s:
        s.add_many(odd_records() + make_records(300, seed=3), key=None)
    return spec


def test_the_views_count_a_store_read_in_parts_as_from_whole_records(store):
    with open_store(store, read_only=True) as s:
        counted = list(s.counted())
        assert sum(c.shape is not None for c in counted) >= len(counted) - 1  # all but the tampered-looking one
        for options in ({}, {"article": 1}, {"trainee": "T-0003"}, {"article": "premise"}):
            assert audit(s.counted(), **options) == audit(s.records(), **options)
        by_record = [(h.seq, h.hand, h.decisions) for h in played_hands(s.records())]
        assert [(h.seq, h.hand, h.decisions) for h in played_hands(s.counted())] == by_record
        chosen = ClassList("c", tuple(sorted({r.trainee for r in s.records()})), "c.yaml")
        assert class_report(s.counted(), chosen) == class_report(
            (dataclasses.replace(c, shape=None) for c in s.counted()), chosen)


def test_long_sequences_are_counted_alike_read_either_way(tmp_path):
    """A sequence's record of more decisions than the tally numbers (CitedCache.MOST_NUMBERED) and than a
    history remembers: the same views, hands and class report as from whole records."""
    from trainer.audit.facts import CitedCache

    base = make_records(20, seed=9)
    long = []
    for i, r in enumerate(base[:6]):
        keys = ("status", "winner", "burned", "reader", "punto", "banco", "button", "payouts")
        decisions = [{"key": k, "ok": (h + j + i) % 5 != 0, "articles": [1 + (h + j) % 12], "hand": h,
                      "given": "g", "expected": "e"} for h in range(1, 11) for j, k in enumerate(keys)]
        assert len(decisions) > CitedCache.MOST_NUMBERED
        times = {"hands": [{"status": 1.5 + h, "winner": 2.0} for h in range(10)]}
        long.append(dataclasses.replace(r, decisions=decisions, times=times, score=sum(d["ok"] for d in decisions),
                                        max=len(decisions), passed=False))
    spec = str(tmp_path / "s.sqlite")
    with open_store(spec) as s:
        s.add_many(long + base[6:] + long[:2], key=None)
    with open_store(spec, read_only=True) as s:
        assert all(c.shape is not None for c in s.counted())
        for options in ({}, {"article": 3}):
            assert audit(s.counted(), **options) == audit(s.records(), **options)
        assert [(h.seq, h.hand, h.decisions) for h in played_hands(s.counted())] == \
            [(h.seq, h.hand, h.decisions) for h in played_hands(s.records())]
        chosen = ClassList("c", tuple(sorted({r.trainee for r in s.records()})), "c.yaml")
        assert class_report(s.counted(), chosen) == class_report(
            (dataclasses.replace(c, shape=None) for c in s.counted()), chosen)
