"""What an attacker with write access to an SQLite store can put in a record's summary (record format 3), and
what the views then do: never a traceback, nothing that drives a terminal or a page, and verify names the
record. From an inspector's try of the summary (session 5): a seconds value too large for a float, half of
a surrogate pair, control and bidi characters in keys, articles and examples."""
from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner

from test_store import fill, graded, record  # noqa: F401 (fixtures)
from trainer.cli import main

RAW = ("\x1b]0;title\x07", "\u202e", "\x00", "\x9b")  # OSC title, RLO, NUL, C1 CSI


def run(*args: str):
    return CliRunner().invoke(main, list(args), env={"TRAINER_AUDIT_KEY": ""}, catch_exceptions=False)


@pytest.fixture
def store(tmp_path, record):  # noqa: F811 (the fixture)
    path = str(tmp_path / "s.sqlite")
    fill(path, record, 4)
    return path


def tamper(path: str, summary: object) -> None:
    with sqlite3.connect(path) as db:
        db.execute("UPDATE results SET summary = ? WHERE seq = 2",
                   (summary if isinstance(summary, str) else json.dumps(summary, ensure_ascii=False),))
    db.close()


def summary(key="status", ok=False, articles=(7,), seconds=2.0, given="g", expected="e"):
    return {"keys": [key], "ok": [ok], "articles": [list(articles)], "hands": [None], "seconds": [seconds],
            "missed": [] if ok else [[0, given, expected]]}


def views(path: str, tmp_path) -> dict[str, str]:
    out = {}
    for fmt in ("text", "html", "json", "csv"):
        result = run("audit", "--store", path, "--format", fmt)
        assert "Traceback" not in result.output
        out[fmt] = (result.exit_code, result.output)
    classes = tmp_path / "class.yaml"
    classes.write_text("name: C\ntrainees: [T-0001, T-0002, T-0003, T-0004]\n", encoding="utf-8")
    page = tmp_path / "class.html"
    result = run("class", "report", "--class", str(classes), "--out", str(page), "--store", path)
    assert "Traceback" not in result.output
    out["class"] = (result.exit_code, page.read_text(encoding="utf-8") if page.exists() else result.output)
    return out


def test_a_seconds_value_too_large_for_a_float_is_no_time(store, tmp_path):
    tamper(store, '{"keys":["status"],"ok":[true],"articles":[[7]],"hands":[null],"seconds":[' + "9" * 400 + '],'
                  '"missed":[]}')
    for fmt, (code, _) in views(store, tmp_path).items():
        assert code == 0, fmt
    assert run("audit", "verify", "--store", store).exit_code == 1


def test_half_a_surrogate_pair_makes_the_record_undecodable(store, tmp_path):
    tamper(store, '{"keys":["\\ud800x"],"ok":[false],"articles":[[7]],"hands":[null],"seconds":[null],'
                  '"missed":[[0,"g","e"]]}')
    for fmt, (code, output) in views(store, tmp_path).items():
        assert code == 1 and "record 2" in output and "cannot be decoded" in output, (fmt, output)
    verify = run("audit", "verify", "--store", store)
    assert verify.exit_code == 1 and verify.output.startswith("record 2 ")


@pytest.mark.parametrize("raw", RAW)
def test_control_and_bidi_characters_reach_no_view(store, tmp_path, raw):
    tamper(store, summary(key=f"k{raw}", articles=(f"a{raw}",), given=[f"g{raw}"], expected={f"e{raw}": raw}))
    for fmt, (code, output) in views(store, tmp_path).items():
        assert code == 0, (fmt, output)
        assert raw not in output, (fmt, [line for line in output.splitlines() if raw in line][:3])


def test_a_summary_longer_than_any_the_trainer_writes_is_refused_unread(store, tmp_path):
    from trainer.store.counted import MAX_SUMMARY

    entries = MAX_SUMMARY // 4 + 1  # 4 characters each: longer than the limit
    tamper(store, '{"keys":[' + ",".join(['"k"'] * entries) + '],"ok":[],"articles":[],"hands":[],"seconds":[],'
                  '"missed":[]}')
    for fmt, (code, output) in views(store, tmp_path).items():
        assert code == 1 and "record 2" in output and "summary" in output, (fmt, output[:300])
    assert run("audit", "verify", "--store", store).exit_code == 1
