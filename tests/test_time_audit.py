"""Time in the audit (issue 20, item 9): the median and the slowest seconds per decision of each trainee
whose records kept them, in the text, the page, the JSON and the CSV; an audit of records without times shows
no time section, and null or empty figures in the JSON and CSV."""
from __future__ import annotations

import csv
import dataclasses
import io
import json

from click.testing import CliRunner

from test_audit import make_records
from trainer.audit import audit, audit_report
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


def test_the_json_and_the_csv_carry_the_same_figures():
    """The figures the text shows, in the tools' formats: the JSON's trainee objects keep every field they had
    and gain seconds_per_decision; the CSV gains two columns, the last, filled on each trainee's total row."""
    views = audit(records())
    doc = json.loads(audit_report(views, "json"))
    by = {t["trainee"]: t for t in doc["trainees"]}
    assert by["T-1"]["seconds_per_decision"] == {"median": 3.75, "slowest": 40.0}
    assert by["T-2"]["seconds_per_decision"] is None
    assert list(by["T-1"])[:-1] == ["trainee", "attempts", "passes", "pass_rate", "pass_mark", "decisions", "right",
                                    "accuracy", "first_graded", "last_graded", "articles", "weakest", "progress"]
    table = list(csv.reader(io.StringIO(audit_report(views, "csv"))))
    assert table[0][-2:] == ["seconds_median", "seconds_slowest"]
    rows = [dict(zip(table[0], r)) for r in table[1:]]
    totals = {r["trainee"]: r for r in rows if r["view"] == "trainee" and r["row"] == "total"}
    assert (totals["T-1"]["seconds_median"], totals["T-1"]["seconds_slowest"]) == ("3.7500", "40.0000")
    assert totals["T-2"]["seconds_median"] == ""
    assert all(r["seconds_median"] == "" for r in rows if r["row"] != "total" or r["view"] != "trainee")


def test_trainer_audit_at_the_command_line(tmp_path):
    path = str(tmp_path / "results.sqlite")
    with open_store(path) as store:
        for record in records():
            store.add(record, key=None)
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
