"""Time in the audit (issue 20, item 9): the median and the slowest seconds per decision, and per hand, of each
trainee whose records kept them, in the text, the page, the JSON and the CSV; an audit of records without times shows
no time section, and null or empty figures in the JSON and CSV."""
from __future__ import annotations

import csv
import dataclasses
import io
import json

from click.testing import CliRunner

from test_audit import make_records
from trainer.audit import audit_report
from trainer.audit.tally import audit
from trainer.cli import main
from trainer.store import Record, open_store


def decision(key: str, ok: bool, hand: int | None = None) -> dict:
    d = {"key": key, "ok": ok, "expected": "x", "given": "x" if ok else "y", "articles": [1], "why": "."}
    return d if hand is None else {**d, "hand": hand}


def records() -> list[Record]:
    base = make_records(2)[0]
    one = dataclasses.replace(base, trainee="T-1", decisions=[decision("status", True), decision("winner", False)],
                              times={"status": 2.0, "winner": 4.5})
    seq = dataclasses.replace(base, trainee="T-1", decisions=[decision("status", True, 1), decision("winner", True, 2)],
                              times={"hands": [{"status": 3.0}, {"winner": 40.0}]})
    untimed = dataclasses.replace(base, trainee="T-2", times={})
    return [one, seq, untimed]


def test_median_and_slowest_per_trainee():
    views = audit(records())
    by = {t.trainee: t for t in views.trainees}
    assert (by["T-1"].seconds_median, by["T-1"].seconds_slowest) == (3.75, 40.0)
    assert by["T-2"].seconds_median is None


def test_the_text_and_the_page_show_them_in_both_languages():
    views = audit(records())
    text = audit_report(views, "text", "en")
    assert "TIME PER DECISION" in text
    line = next(ln for ln in text.splitlines() if ln.startswith("T-1") and ln.rstrip().endswith("40 s"))
    assert "3.8 s" in line
    assert "3,8 s" in audit_report(views, "text", "it") and "TEMPO PER DECISIONE" in audit_report(views, "text", "it")
    html = audit_report(views, "html", "en")
    assert '<section class="times">' in html and '<td class="num">40 s</td>' in html


def test_records_without_times_show_no_time_section():
    views = audit(make_records(50))
    assert "TIME PER DECISION" not in audit_report(views, "text", "en")
    assert 'class="times"' not in audit_report(views, "html", "en")
    doc = json.loads(audit_report(views, "json", "en"))
    assert doc["trainees"] and all(t["seconds_per_decision"] is None for t in doc["trainees"])
    rows = [r for r in csv.DictReader(io.StringIO(audit_report(views, "csv"))) if r["row"] == "total"]
    assert rows and all(r["seconds_median"] == r["seconds_slowest"] == "" for r in rows)
    assert all(t["seconds_per_hand"] is None for t in doc["trainees"])
    assert all(r["hand_seconds_median"] == r["hand_seconds_slowest"] == "" for r in rows)


def test_the_json_and_the_csv_carry_the_same_figures():
    """The figures the text shows, in the tools' formats: the JSON's trainee objects keep every field they had
    and gain seconds_per_decision; the CSV gains two columns, the last, filled on each trainee's total row."""
    views = audit(records())
    doc = json.loads(audit_report(views, "json"))
    by = {t["trainee"]: t for t in doc["trainees"]}
    assert by["T-1"]["seconds_per_decision"] == {"median": 3.75, "slowest": 40.0}
    assert by["T-2"]["seconds_per_decision"] is None
    assert list(by["T-1"])[:-2] == ["trainee", "attempts", "passes", "pass_rate", "pass_mark", "decisions", "right",
                                    "accuracy", "first_graded", "last_graded", "articles", "weakest", "progress"]
    table = list(csv.reader(io.StringIO(audit_report(views, "csv"))))
    assert table[0][-4:-2] == ["seconds_median", "seconds_slowest"]
    rows = [dict(zip(table[0], r)) for r in table[1:]]
    totals = {r["trainee"]: r for r in rows if r["view"] == "trainee" and r["row"] == "total"}
    assert (totals["T-1"]["seconds_median"], totals["T-1"]["seconds_slowest"]) == ("3.7500", "40.0000")
    assert totals["T-2"]["seconds_median"] == ""
    assert all(r["seconds_median"] == "" for r in rows if r["row"] != "total" or r["view"] != "trainee")


def stored(tmp_path, kept) -> str:
    """A results store holding `kept`, unsigned; its path."""
    path = str(tmp_path / "results.sqlite")
    with open_store(path) as store:
        for record in kept:
            store.add(record, key=None)
    return path


def test_trainer_audit_at_the_command_line(tmp_path):
    path = stored(tmp_path, records())
    result = CliRunner().invoke(main, ["audit", "--store", path], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "TIME PER DECISION" in result.output and "40 s" in result.output
    result = CliRunner().invoke(main, ["audit", "--store", path, "--format", "json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert {t["trainee"]: t["seconds_per_decision"] for t in json.loads(result.output)["trainees"]} == {
        "T-1": {"median": 3.75, "slowest": 40.0}, "T-2": None}


def test_the_median_is_that_of_every_decision_however_many_share_a_time():
    """The tally keeps seconds -> how many (its memory stays flat with the records); the median and the slowest
    are still those of every counted decision, with an odd and an even count, ties and one outlier."""
    import random
    import statistics

    rng = random.Random(5)
    base = make_records(1)[0]
    for count in (1, 2, 7, 40, 301):
        seconds = [round(rng.choice((rng.uniform(1, 9), 4.5, 600.0)), 1) for _ in range(count)]
        recs = [dataclasses.replace(base, trainee="T-1", decisions=[decision("status", True)],
                                    times={"status": s}) for s in seconds]
        view = audit(recs).trainees[0]
        assert (view.seconds_median, view.seconds_slowest) == (statistics.median(seconds), max(seconds))


def test_articles_that_compare_equal_still_count_apart():
    """3, 3.0 and true are one key of a dict but three different things a tampered record may cite: the
    articles the tally remembers per list never mix them up."""
    base = make_records(1)[0]
    recs = [dataclasses.replace(base, decisions=[{**decision("status", True), "articles": cited}])
            for cited in ([3], [3.0], [True], [3])]
    by = {a.article: a.decisions for a in audit(recs).articles}
    assert by == {3: 2, "3.0": 1, "True": 1}


# ---------------------------------------------------------------------------
# Per hand: a hand's seconds are its decisions' recorded seconds added up


def hand_records() -> list[Record]:
    """T-1: a one-hand record of 2.0 + 4.5 = 6.5 s, and a sequence of three hands: 1.5 + 2.5 = 4.0 s, one kept
    no time (not a timed hand), and one whose second decision kept none (12.0 s). Its hands: 4.0, 6.5, 12.0;
    its decisions: 1.5, 2.0, 2.5, 4.5, 12.0. T-2 kept no times."""
    base = make_records(2)[0]
    one = dataclasses.replace(base, trainee="T-1", decisions=[decision("status", True), decision("winner", False)],
                              times={"status": 2.0, "winner": 4.5})
    seq = dataclasses.replace(base, trainee="T-1",
                              decisions=[decision("status", True, 1), decision("winner", True, 1),
                                         decision("status", True, 2), decision("status", False, 3),
                                         decision("winner", True, 3)],
                              times={"hands": [{"status": 1.5, "winner": 2.5}, {}, {"status": 12}]})
    untimed = dataclasses.replace(base, trainee="T-2", times={})
    return [one, seq, untimed]


def test_median_and_slowest_hand_per_trainee():
    by = {t.trainee: t for t in audit(hand_records()).trainees}
    assert (by["T-1"].seconds_median, by["T-1"].seconds_slowest) == (2.5, 12.0)
    assert (by["T-1"].hand_seconds_median, by["T-1"].hand_seconds_slowest) == (6.5, 12.0)
    assert by["T-2"].hand_seconds_median is None and by["T-2"].hand_seconds_slowest is None


def test_a_hand_counts_only_the_decisions_the_filters_count():
    """With --article, a hand's seconds are those of its decisions citing the article; a hand with none is
    not a timed hand."""
    base = make_records(1)[0]
    cites = [{**decision("status", True, 1), "articles": [3]}, {**decision("winner", True, 1), "articles": [1]},
             {**decision("winner", True, 2), "articles": [1]}]
    rec = dataclasses.replace(base, trainee="T-1", decisions=cites,
                              times={"hands": [{"status": 5.0, "winner": 1.0}, {"winner": 2.0}]})
    everything = audit([rec]).trainees[0]
    assert (everything.hand_seconds_median, everything.hand_seconds_slowest) == (4.0, 6.0)
    art3 = audit([rec], article=3).trainees[0]
    assert (art3.hand_seconds_median, art3.hand_seconds_slowest) == (5.0, 5.0)


def test_the_text_and_the_page_show_the_hands_beside_the_decisions_in_both_languages():
    views = audit(hand_records())
    text = audit_report(views, "text", "en")
    assert "TIME PER DECISION AND PER HAND" in text
    head = next(ln for ln in text.splitlines() if ln.startswith("Trainee") and "Slowest hand" in ln)
    assert head.split("  ")[0] == "Trainee" and [c.strip() for c in head.split("  ") if c.strip()] == [
        "Trainee", "Median", "Slowest", "Hand median", "Slowest hand"]
    section = text.split("TIME PER DECISION AND PER HAND")[1].split("\n\n")[1].splitlines()
    line = next(ln for ln in section if ln.startswith("T-1 "))
    assert line.split() == ["T-1", "2.5", "s", "12", "s", "6.5", "s", "12", "s"]
    assert not any(ln.startswith("T-2 ") for ln in section)
    it = audit_report(views, "text", "it")
    assert "TEMPO PER DECISIONE E PER COLPO" in it and "Mediana per colpo" in it and "Il colpo più lento" in it
    section = it.split("TEMPO PER DECISIONE E PER COLPO")[1].split("\n\n")[1].splitlines()
    assert next(ln for ln in section if ln.startswith("T-1 ")).split() == [
        "T-1", "2,5", "s", "12", "s", "6,5", "s", "12", "s"]
    html = audit_report(views, "html", "en")
    times = html.split('<section class="times">')[1].split("</section>")[0]
    assert '<th class="num">Hand median</th><th class="num">Slowest hand</th>' in times
    assert ('<td>T-1</td><td class="num">2.5 s</td><td class="num">12 s</td><td class="num">6.5 s</td>'
            '<td class="num">12 s</td>') in times
    assert "Il colpo più lento" in audit_report(views, "html", "it")


def test_the_json_and_the_csv_carry_the_hands_last():
    """seconds_per_hand follows seconds_per_decision in each trainee's object, always present (null when no
    hand kept a time); the CSV's two new columns come last, filled on each trainee's total row only."""
    views = audit(hand_records())
    doc = json.loads(audit_report(views, "json"))
    by = {t["trainee"]: t for t in doc["trainees"]}
    assert list(by["T-1"])[-2:] == ["seconds_per_decision", "seconds_per_hand"]
    assert by["T-1"]["seconds_per_decision"] == {"median": 2.5, "slowest": 12.0}
    assert by["T-1"]["seconds_per_hand"] == {"median": 6.5, "slowest": 12.0}
    assert by["T-2"]["seconds_per_hand"] is None and "seconds_per_hand" in by["T-2"]
    table = list(csv.reader(io.StringIO(audit_report(views, "csv"))))
    assert table[0][-4:] == ["seconds_median", "seconds_slowest", "hand_seconds_median", "hand_seconds_slowest"]
    rows = [dict(zip(table[0], r)) for r in table[1:]]
    totals = {r["trainee"]: r for r in rows if r["view"] == "trainee" and r["row"] == "total"}
    assert [totals["T-1"][c] for c in table[0][-4:]] == ["2.5000", "12.0000", "6.5000", "12.0000"]
    assert totals["T-2"]["hand_seconds_median"] == totals["T-2"]["hand_seconds_slowest"] == ""
    assert all(r["hand_seconds_median"] == r["hand_seconds_slowest"] == "" for r in rows
               if r["row"] != "total" or r["view"] != "trainee")


def test_trainer_audit_shows_the_hands_at_the_command_line(tmp_path):
    path = stored(tmp_path, hand_records())
    result = CliRunner().invoke(main, ["audit", "--store", path], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert "Slowest hand" in result.output and "6.5 s" in result.output
    result = CliRunner().invoke(main, ["audit", "--store", path, "--format", "json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert {t["trainee"]: t["seconds_per_hand"] for t in json.loads(result.output)["trainees"]} == {
        "T-1": {"median": 6.5, "slowest": 12.0}, "T-2": None}
    result = CliRunner().invoke(main, ["audit", "--store", path, "--format", "csv"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    total = next(r for r in csv.DictReader(io.StringIO(result.output)) if r["trainee"] == "T-1" and r["row"] == "total")
    assert (total["hand_seconds_median"], total["hand_seconds_slowest"]) == ("6.5000", "12.0000")


def test_the_hands_median_is_that_of_every_hand_however_many_share_a_time():
    """Hands are kept as seconds -> how many, like decisions; sums of tenths that differ only in a float's last
    bits (0.1 + 0.2 and 0.3) are one time, and the median and the slowest are still those of every hand."""
    import random
    import statistics

    import pytest

    rng = random.Random(7)
    base = make_records(1)[0]
    for count in (1, 2, 9, 60):
        hands = [[round(rng.choice((rng.uniform(0, 3), 0.1, 0.2, 30.0)), 1) for _ in range(rng.randint(1, 3))]
                 for _ in range(count)]
        recs = [dataclasses.replace(base, trainee="T-1",
                                    decisions=[decision(k, True, 1) for k in ("status", "winner", "third")[:len(h)]],
                                    times={"hands": [dict(zip(("status", "winner", "third"), h))]}) for h in hands]
        view = audit(recs).trainees[0]
        sums = [sum(h) for h in hands]
        assert view.hand_seconds_median == pytest.approx(statistics.median(sums), abs=1e-6)
        assert view.hand_seconds_slowest == pytest.approx(max(sums), abs=1e-6)
    same = [dataclasses.replace(base, trainee="T-1", decisions=[decision("status", True), decision("winner", True)],
                                times={"status": 0.1, "winner": 0.2}),
            dataclasses.replace(base, trainee="T-1", decisions=[decision("status", True)], times={"status": 0.3})]
    assert audit(same).trainees[0].hand_seconds_slowest == 0.3


def test_a_time_that_is_not_seconds_leaves_its_hand_untimed():
    """A tampered record's time that is not a finite number of seconds, 0 or more, counts neither as a
    decision's time nor towards its hand; a hand with only such times is not a timed hand."""
    base = make_records(1)[0]
    rec = dataclasses.replace(base, trainee="T-1",
                              decisions=[decision("status", True, 1), decision("winner", True, 1),
                                         decision("status", True, 2), decision("status", True, 3)],
                              times={"hands": [{"status": 3, "winner": -1.0}, {"status": True}, {"status": "9"}]})
    view = audit([rec]).trainees[0]
    assert (view.seconds_median, view.seconds_slowest) == (3.0, 3.0)
    assert (view.hand_seconds_median, view.hand_seconds_slowest) == (3.0, 3.0)
    bad = dataclasses.replace(rec, times={"status": float("nan"), "winner": "2"})
    view = audit([bad]).trainees[0]
    assert view.seconds_median is None and view.hand_seconds_median is None
