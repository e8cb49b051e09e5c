"""trainer audit: the inspector's views over a real store of 10,000 results, every format, and the tamper check.

The store is built once per module through the real API (Store.add, one
transaction per result) from deterministic generated records; every figure
the views give is checked against counts made here with plain loops over the
same generated records, not with the views' code. Tampering is done as a
forger would: plain SQL on the SQLite file (the sqlite3 module, and the
sqlite3 command-line tool in the end-to-end story when it is installed).
"""
from __future__ import annotations

import csv
import io
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone
from html.parser import HTMLParser

import pytest
from click.testing import CliRunner

from trainer.audit import audit_report
from trainer.audit.csv import CSV_COLUMNS
from trainer.audit.tally import audit
from trainer.cli import main
from trainer.store import Record, open_store, verify

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N = 10_000
START = datetime(2026, 1, 5, 8, 0, tzinfo=timezone.utc)  # a Monday
EVIL = 'T-<b>"9"</b>&amp'  # a trainee id that is markup: must come out escaped
KEYS = ("status", "procedure", "reader", "punto", "banco", "announce", "winner", "payouts", "set_aside",
        "burned", "next_hand", "button")


# -- generated results ------------------------------------------------------------------------------------------


def _articles_of(key: str, fault: int | str) -> list:
    """The articles a key cites in a scenario whose fault is under article `fault`, as the engine would."""
    if key in ("status", "procedure", "set_aside", "burned", "next_hand"):
        return [fault]
    if key == "reader":
        return ["premise", 13]
    if key == "payouts":
        return ["premise", 11]
    if key in ("punto", "banco"):
        return ["premise"] if fault == "premise" else ["premise", fault]
    return ["premise"]


def make_scenarios(rng: random.Random) -> list[dict]:
    out = []
    for i in range(24):
        fault = "premise" if i % 8 == 7 else 1 + i % 10
        keys = KEYS if i % 3 else tuple(k for k in KEYS if k not in ("reader", "payouts"))  # colpo in bianco
        out.append({"id": f"sc-{i:02d}-art{fault}", "keys": keys, "fault": fault,
                    "sha": f"{i:064x}", "hard": {k: rng.uniform(0.02, 0.35) for k in keys}})
    return out


def make_records(n: int = N, seed: int = 7) -> list[Record]:
    """n results in time order: 40 trainees (one with markup in the id), 24 scenarios, 20 weeks."""
    rng = random.Random(seed)
    scenarios = make_scenarios(rng)
    trainees = [f"T-{i:04d}" for i in range(1, 40)] + [EVIL]
    skill = {t: rng.uniform(0.5, 1.6) for t in trainees}
    step = timedelta(weeks=20) / n
    records = []
    for i in range(n):
        t, sc = rng.choice(trainees), rng.choice(scenarios)
        when = START + step * i + timedelta(seconds=rng.randrange(60))
        learning = 1.0 - 0.5 * i / n  # everyone gets better over the weeks
        decisions = []
        for key in sc["keys"]:
            ok = rng.random() >= sc["hard"][key] * skill[t] * learning
            expected = [f"{key}-step", sc["id"]] if key == "procedure" else f"{key}:{sc['id']}"
            given = expected if ok else (None if rng.random() < 0.1 else f"{key}-wrong-{rng.randrange(5)}")
            decisions.append({"key": key, "ok": ok, "expected": expected, "given": given,
                              "articles": _articles_of(key, sc["fault"]), "why": f"Because of {key}."})
        score = sum(d["ok"] for d in decisions)
        records.append(Record(
            trainee=t, scenario=sc["id"], scenario_sha256=sc["sha"],
            answer={d["key"]: d["given"] for d in decisions}, decisions=decisions, score=score,
            max=len(decisions), passed=score == len(decisions), times={}, graded_at=when.strftime("%Y-%m-%dT%H:%M:%SZ"),
            origin="train" if i % 4 else "grade", sheet=f"sheets/{i}.answer.yaml"))
    return records


@pytest.fixture(scope="module")
def generated():
    return make_records()


@pytest.fixture(scope="module")
def store_path(tmp_path_factory, generated):
    """The generated results recorded one by one through Store.add into a fresh SQLite store (unsigned)."""
    path = str(tmp_path_factory.mktemp("audit") / "results.sqlite")
    with open_store(path) as store:
        for record in generated:
            store.add(record, key=None)
    return path


@pytest.fixture(scope="module")
def small_store(tmp_path_factory, generated):
    """The first 300 generated results in a store of their own, for the command line's plumbing."""
    path = str(tmp_path_factory.mktemp("audit-small") / "results.sqlite")
    with open_store(path) as store:
        for record in generated[:300]:
            store.add(record, key=None)
    return path


@pytest.fixture
def store_copy(store_path, tmp_path):
    """A copy of the big store that a test may tamper with."""
    path = str(tmp_path / "copy.sqlite")
    shutil.copyfile(store_path, path)
    return path


@pytest.fixture(autouse=True)
def _no_audit_key(monkeypatch):
    monkeypatch.delenv("TRAINER_AUDIT_KEY", raising=False)


def run(*args, env=None):
    result = CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)
    return result


# -- expected figures, counted here with plain loops ---------------------------------------------------------


def counted(records, trainee=None, article=None, since=None):
    """Every figure the views give, counted independently of trainer.audit."""
    per_trainee = defaultdict(lambda: {"attempts": 0, "passes": 0, "decisions": 0, "right": 0,
                                       "articles": defaultdict(lambda: [0, 0])})
    per_article = defaultdict(lambda: {"decisions": 0, "right": 0, "misses": Counter(), "seen": Counter(),
                                       "records": set(), "last_missed": defaultdict(list)})
    per_scenario = defaultdict(lambda: {"attempts": 0, "passes": 0, "fractions": [], "misses": Counter()})
    kept = 0
    for r in records:
        if trainee is not None and r.trainee != trainee:
            continue
        if since is not None and r.graded_at < since:
            continue
        decisions = [d for d in r.decisions if article is None or article in d["articles"]]
        if article is not None and not decisions:
            continue
        kept += 1
        t = per_trainee[r.trainee]
        t["attempts"] += 1
        t["passes"] += r.passed
        s = per_scenario[r.scenario]
        s["attempts"] += 1
        s["passes"] += r.passed
        s["fractions"].append(r.score / r.max)
        for d in decisions:
            t["decisions"] += 1
            t["right"] += d["ok"]
            if not d["ok"]:
                s["misses"][d["key"]] += 1
            for a in d["articles"]:
                if article is not None and a != article:
                    continue
                t["articles"][a][0] += 1
                t["articles"][a][1] += d["ok"]
                pa = per_article[a]
                pa["decisions"] += 1
                pa["right"] += d["ok"]
                pa["seen"][d["key"]] += 1
                pa["records"].add(r.seq if r.seq is not None else id(r))
                if not d["ok"]:
                    pa["misses"][d["key"]] += 1
                    pa["last_missed"][d["key"]].append(r)
    return kept, per_trainee, per_article, per_scenario


def _stored(generated):
    """The generated records with the seq the store gave them (1, 2, 3 ... in order)."""
    from dataclasses import replace

    return [replace(r, seq=i) for i, r in enumerate(generated, 1)]


def _article_json(a):
    return int(a) if isinstance(a, str) and a.isdigit() else a


def check_document(doc: dict, records, trainee=None, article=None, since=None):
    kept, per_trainee, per_article, per_scenario = counted(records, trainee, article, since)
    assert doc["format"] == 1
    assert doc["records"] == kept
    # per trainee
    assert [t["trainee"] for t in doc["trainees"]] == sorted(per_trainee)
    for t in doc["trainees"]:
        want = per_trainee[t["trainee"]]
        assert (t["attempts"], t["passes"], t["decisions"], t["right"]) == (
            want["attempts"], want["passes"], want["decisions"], want["right"]), t["trainee"]
        assert t["pass_rate"] == round(want["passes"] / want["attempts"], 4)
        got_articles = {_article_json(a["article"]): (a["decisions"], a["right"]) for a in t["articles"]}
        assert got_articles == {a: tuple(v) for a, v in want["articles"].items()}, t["trainee"]
        # weakest: at least 5 decisions and one missed; lowest accuracy, then more decisions, then premise
        # before the numbered articles; at most three
        eligible = [(r / n, -n, (0, 0) if a == "premise" else (1, a), a)
                    for a, (n, r) in want["articles"].items() if n >= 5 and r < n]
        assert t["weakest"] == [x[-1] for x in sorted(eligible)[:3]], t["trainee"]
        assert sum(p["attempts"] for p in t["progress"]) == want["attempts"]
    # per article
    assert {_article_json(a["article"]) for a in doc["articles"]} == set(per_article)
    for a in doc["articles"]:
        want = per_article[a["article"]]
        assert (a["decisions"], a["right"], a["missed"]) == (want["decisions"], want["right"],
                                                             want["decisions"] - want["right"]), a["article"]
        assert a["attempts"] == len(want["records"])
        assert {k["key"]: k["missed"] for k in a["keys"] if k["missed"]} == dict(want["misses"])
        assert {k["key"]: k["decisions"] for k in a["keys"]} == dict(want["seen"])
        most = max(want["misses"].values(), default=0)
        if most:
            assert a["keys"][0]["missed"] == most
            assert a["keys"][0]["key"] in {k for k, n in want["misses"].items() if n == most}
        for k in a["keys"]:
            last = want["last_missed"][k["key"]][-3:]
            assert [e["seq"] for e in k["examples"]] == [r.seq for r in last]
            for e, r in zip(k["examples"], last):
                d = next(d for d in r.decisions if d["key"] == k["key"])
                assert (e["trainee"], e["scenario"], e["given"], e["expected"]) == (
                    r.trainee, r.scenario, d["given"], d["expected"])
    # per scenario
    assert {s["scenario"] for s in doc["scenarios"]} == set(per_scenario)
    for s in doc["scenarios"]:
        want = per_scenario[s["scenario"]]
        assert (s["attempts"], s["passes"]) == (want["attempts"], want["passes"])
        assert s["mean_score"] == pytest.approx(sum(want["fractions"]) / len(want["fractions"]), abs=1e-4)
        if want["misses"]:
            most = max(want["misses"].values())
            assert s["most_missed"]["missed"] == most
            assert s["most_missed"]["key"] in {k for k, n in want["misses"].items() if n == most}
        else:
            assert s["most_missed"] is None
    means = [s["mean_score"] for s in doc["scenarios"]]
    assert means == sorted(means), "hardest scenario first"


# -- the views against independent counts ------------------------------------------------------------------------


def test_the_generated_data_is_varied_enough(generated):
    kept, per_trainee, per_article, per_scenario = counted(generated)
    assert kept == N and len(per_trainee) == 40 and len(per_scenario) == 24
    assert {"premise", 1, 5, 10, 11, 13} <= set(per_article)
    rates = [t["passes"] / t["attempts"] for t in per_trainee.values()]
    assert min(rates) < 0.2 and max(rates) > 0.4


@pytest.mark.slow
def test_views_over_the_store_match_counts_made_by_hand(store_path, generated):
    with open_store(store_path) as store:
        assert len(store) == N
        views = audit(store.records())
    check_document(views.to_json(), _stored(generated))


def test_the_views_read_records_once_and_keep_none_of_them(generated):
    """Streaming: any iterable, read once (a generator is enough); the result is the same."""
    stored = _stored(generated[:2000])
    once = audit(r for r in stored)
    assert once == audit(stored)


@pytest.mark.slow
@pytest.mark.parametrize("option, value", [("--trainee", "T-0007"), ("--article", "3"), ("--article", "premise"),
                                           ("--since", "2026-03-02")])
def test_filters_through_the_command_line(store_path, generated, option, value):
    result = run("audit", "--store", store_path, "--format", "json", option, value)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    kwargs = {"trainee": value} if option == "--trainee" else \
        {"article": int(value) if value.isdigit() else value} if option == "--article" else \
        {"since": value + "T00:00:00Z"}
    check_document(doc, _stored(generated), **kwargs)
    if option == "--trainee":
        assert [t["trainee"] for t in doc["trainees"]] == [value]
    if option == "--article":
        assert [a["article"] for a in doc["articles"]] == [kwargs["article"]]
    if option == "--since":
        assert doc["first_graded"] >= "2026-03-02" and doc["records"] < N
        assert doc["filters"]["since"] == "2026-03-02T00:00:00Z"


@pytest.mark.slow
def test_filters_combine(store_path, generated):
    result = run("audit", "--store", store_path, "--format", "json", "--trainee", "T-0003", "--article", "1",
                 "--since", "2026-02-01")
    assert result.exit_code == 0
    check_document(json.loads(result.output), _stored(generated), trainee="T-0003", article=1,
                   since="2026-02-01T00:00:00Z")


def test_a_filter_that_matches_nothing_says_so(small_store):
    for fmt in ("text", "json", "csv", "html"):
        result = run("audit", "--store", small_store, "--trainee", "T-9999", "--format", fmt)
        assert result.exit_code == 0
    assert "No recorded result matches." in run("audit", "--store", small_store, "--trainee", "T-9999").output
    assert json.loads(run("audit", "--store", small_store, "--since", "2030-01-01", "--format", "json").output)[
        "records"] == 0


@pytest.mark.parametrize("args", [["--since", "2026-13-01"], ["--since", "yesterday"], ["--article", "17"],
                                  ["--article", "0"], ["--format", "pdf"], ["--lang", "fr"]])
def test_bad_options_are_usage_errors(small_store, args):
    result = run("audit", "--store", small_store, *args)
    assert result.exit_code == 2, result.output


# -- every format --------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def outputs(store_path):
    out = {}
    for fmt in ("text", "json", "csv", "html"):
        result = run("audit", "--store", store_path, "--format", fmt)
        assert result.exit_code == 0, result.output
        out[fmt] = result.output
    return out


@pytest.mark.slow
def test_json_is_one_document_with_the_three_views(outputs, store_path):
    doc = json.loads(outputs["json"])
    assert doc["format"] == 1 and doc["store"] == store_path
    assert set(doc) >= {"trainees", "articles", "scenarios", "filters", "records"}


@pytest.mark.slow
def test_csv_parses_and_its_figures_agree_with_the_json(outputs):
    rows = list(csv.DictReader(io.StringIO(outputs["csv"])))
    assert tuple(rows[0].keys()) == CSV_COLUMNS
    doc = json.loads(outputs["json"])
    views = Counter((r["view"], r["row"]) for r in rows)
    assert views[("trainee", "total")] == len(doc["trainees"]) == 40
    assert views[("article", "total")] == len(doc["articles"])
    assert views[("scenario", "total")] == len(doc["scenarios"]) == 24
    assert {r["view"] for r in rows} == {"trainee", "article", "scenario"}
    by_trainee = {r["trainee"]: r for r in rows if r["view"] == "trainee" and r["row"] == "total"}
    for t in doc["trainees"]:
        r = by_trainee[t["trainee"]]
        assert (int(r["attempts"]), int(r["passes"]), int(r["decisions"])) == (t["attempts"], t["passes"],
                                                                                t["decisions"])
        assert float(r["pass_rate"]) == pytest.approx(t["pass_rate"], abs=1e-4)
    for r in rows:
        if r["row"] == "example":
            json.loads(r["given"]), json.loads(r["expected"])  # values as JSON text
            assert r["seq"].isdigit()


def test_csv_cells_never_start_a_formula(tmp_path):
    rec = make_records(3)[0]
    from dataclasses import replace

    evil = [replace(rec, trainee="=HYPERLINK(\"http://x\")", seq=1)]
    rows = list(csv.DictReader(io.StringIO(audit_report(audit(evil), "csv"))))
    assert all(not r["trainee"].startswith("=") for r in rows)
    assert rows[0]["trainee"] == "'=HYPERLINK(\"http://x\")"


def test_text_shows_control_characters_escaped():
    """A record cannot drive the inspector's terminal: escape sequences in stored text are shown, not sent."""
    from dataclasses import replace

    rec = replace(make_records(1)[0], trainee="T-1\x1b[2J\x1b]0;owned\x07", seq=1)
    text = audit_report(audit([rec]), "text")
    assert "\x1b" not in text and "\x07" not in text
    assert "T-1\\x1b[2J\\x1b]0;owned\\x07" in text


def test_odd_stored_values_never_stop_the_views():
    """Rows as a forger may leave them: the views count what they can and go on."""
    from dataclasses import replace

    base = make_records(1)[0]
    odd = [
        replace(base, seq=1, decisions="not a list"),
        replace(base, seq=2, decisions=[None, 3, {"key": "status", "ok": "yes", "articles": "3"}]),
        replace(base, seq=3, decisions=[{"key": ["x"], "ok": True, "articles": ["3", "Premise", None, True]}],
                passed=1, score="9", max=0, graded_at=12345),
    ]
    views = audit(odd)
    assert views.records == 3
    assert [t.attempts for t in views.trainees] == [3]
    assert views.trainees[0].passes == 0  # passed must be true, not 1
    assert views.trainees[0].decisions == 2 and views.trainees[0].right == 1  # "yes" is not true
    assert {a.article for a in views.articles} == {"premise", 3, "None", "True"}
    for fmt in ("text", "json", "csv", "html"):
        assert audit_report(views, fmt)


@pytest.mark.slow
def test_text_is_aligned_tables(outputs):
    import re

    text = outputs["text"]
    for heading in ("TRAINEES", "ACCURACY PER ARTICLE, BY TRAINEE", "ARTICLES", "SCENARIOS"):
        assert f"\n{heading}\n" in text
    assert "10,000 recorded results" in text
    lines = text.splitlines()
    header = next(i for i, ln in enumerate(lines) if re.match(r"Trainee +Attempts", ln))
    spans = [m.span() for m in re.finditer(r"-+", lines[header + 1])]
    assert len(spans) == 8
    rows = lines[header + 2:header + 42]
    assert len({row[:spans[0][1]].strip() for row in rows}) == 40
    for row in rows:  # the numbers right-aligned in their columns, a % sign under every rate
        for start, end in spans[1:6]:
            assert row[end - 1] in "0123456789%" and (start == 0 or row[start - 1] == " "), row
    assert EVIL in text  # as it is: text is not markup


@pytest.mark.slow
def test_html_has_the_charts_and_escapes_trainee_ids(outputs):
    html = outputs["html"]
    assert html.startswith("<!DOCTYPE html>") and "</html>" in html
    assert html.count("<svg") >= 1 + 40 + 24  # article bars, one progress line per trainee, one meter per scenario
    assert "<polyline" in html and "<rect" in html
    assert "<script" not in html.lower() and "javascript:" not in html.lower()
    assert EVIL not in html and "<b>" not in html
    assert "T-&lt;b&gt;&#34;9&#34;&lt;/b&gt;&amp;amp" in html
    assert "@page { size: A4 portrait" in html and "@media print" in html
    assert "Casinò di Venezia" in html  # the scorecards' masthead and stylesheet
    class Parser(HTMLParser):
        def __init__(self):
            super().__init__()
            self.stack, self.svgs = [], 0

        def handle_starttag(self, tag, attrs):
            if tag == "svg":
                self.svgs += 1
            if tag not in ("meta", "br", "rect", "line", "circle", "polyline", "img"):
                self.stack.append(tag)

        def handle_endtag(self, tag):
            if tag in ("rect", "line", "circle", "polyline"):
                return
            assert self.stack and self.stack[-1] == tag, (tag, self.stack[-5:])
            self.stack.pop()

    p = Parser()
    p.feed(html)
    assert p.stack == [] and p.svgs >= 65


def test_html_and_text_in_italian(small_store):
    result = run("audit", "--store", small_store, "--lang", "it", "--format", "html")
    assert result.exit_code == 0
    assert 'lang="it"' in result.output and "Allievi" in result.output and "Accuratezza" in result.output
    text = run("audit", "--store", small_store, "--lang", "it").output
    assert "ALLIEVI" in text and "SCENARI" in text
    import re

    assert re.search(r"\d,\d %", text) and not re.search(r"\d\.\d %", text)


def test_out_writes_a_file_and_never_overwrites(small_store, tmp_path):
    out = tmp_path / "reports" / "audit.html"
    result = run("audit", "--store", small_store, "--format", "html", "--out", str(out))
    assert result.exit_code == 0 and out.is_file()
    before = out.read_bytes()
    assert b"<svg" in before
    again = run("audit", "--store", small_store, "--format", "csv", "--out", str(out))
    assert again.exit_code == 1 and "already exists" in again.output
    assert out.read_bytes() == before


def test_a_missing_or_broken_store_is_a_clear_error(tmp_path):
    missing = str(tmp_path / "nowhere.sqlite")
    for args in (["audit"], ["audit", "verify"]):
        result = run(*args, "--store", missing)
        assert result.exit_code == 1 and "no results store" in result.output
        assert "Traceback" not in result.output
    assert not os.path.exists(missing), "an inspector's typo must not create a store"
    junk = tmp_path / "junk.sqlite"
    junk.write_text("not a database at all " * 100)
    for args in (["audit"], ["audit", "verify"]):
        result = run(*args, "--store", str(junk))
        assert result.exit_code == 1 and "cannot open the results store" in result.output


@pytest.mark.slow
def test_a_store_with_a_table_dropped_is_a_clear_error(store_copy):
    with sqlite3.connect(store_copy) as db:
        db.execute("DROP TABLE chain_head")
    db.close()
    result = run("audit", "verify", "--store", store_copy)
    assert result.exit_code == 1 and "cannot read the results store" in result.output


# -- audit verify ----------------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_verify_passes_on_the_good_store(store_path):
    result = run("audit", "verify", "--store", store_path)
    assert result.exit_code == 0, result.output
    assert result.output == f"ok: {N} records, chain intact (signed: no)\n"
    doc = json.loads(run("audit", "verify", "--store", store_path, "--json").output)
    assert doc["ok"] is True and doc["records"] == N and doc["findings"] == []


def _tamper(path: str, sql: str, *params) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute(sql, params)
    db.close()


@pytest.mark.slow
def test_verify_names_a_changed_record(store_copy, generated):
    target = generated[4321 - 1]
    _tamper(store_copy, "UPDATE results SET score = ? WHERE seq = ?", target.score - 1 if target.score else 5, 4321)
    result = run("audit", "verify", "--store", store_copy)
    assert result.exit_code == 1
    first = result.output.splitlines()[0]
    assert first.startswith(f"record 4321 (trainee {target.trainee}, scenario {target.scenario}, "
                            f"graded {target.graded_at}): altered"), first
    assert result.output.rstrip().endswith("chain tampered with: 1 altered (signed: no)")
    assert json.loads(run("audit", "verify", "--store", store_copy, "--json").output)["ok"] is False


@pytest.mark.slow
def test_verify_names_a_removed_record(store_copy):
    _tamper(store_copy, "DELETE FROM results WHERE seq = ?", 777)
    result = run("audit", "verify", "--store", store_copy)
    assert result.exit_code == 1
    assert result.output.splitlines()[0] == "record 777 (no longer in the store): removed"
    assert "Record 777 is missing" in result.output


@pytest.mark.slow
def test_verify_names_an_inserted_record(store_copy, generated):
    """A forged result slipped in after record 5000, the later ones renumbered to make room; the forger even
    chains it properly to record 5000, but record 5001 (now 5002) is still chained to record 5000."""
    from dataclasses import replace

    from trainer.store.rows import COLUMNS, row_values
    from trainer.store.record import chained

    db = sqlite3.connect(store_copy)
    with db:
        hash5000 = db.execute("SELECT hash FROM results WHERE seq = 5000").fetchone()[0]
        db.execute("UPDATE results SET seq = seq + 100000 WHERE seq > 5000")
        db.execute("UPDATE results SET seq = seq - 99999 WHERE seq > 100000")
        forged = chained(replace(generated[0], trainee="T-FORGED", graded_at=generated[4999].graded_at),
                         5001, hash5000, None)
        db.execute(f"INSERT INTO results ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})",
                   row_values(forged))
        db.execute("UPDATE chain_head SET seq = seq + 1")
    db.close()
    result = run("audit", "verify", "--store", store_copy)
    assert result.exit_code == 1
    first = result.output.splitlines()[0]
    assert first == (f"record 5001 (trainee T-FORGED, scenario {generated[0].scenario}, "
                     f"graded {generated[4999].graded_at}): inserted"), first
    assert "1 inserted" in result.output.splitlines()[-1]


@pytest.mark.slow
def test_verify_names_a_record_appended_outside_the_trainer(store_copy):
    _tamper(store_copy, "INSERT INTO results SELECT seq + 1, hash, hash, format, trainee, scenario, scenario_sha256, "
                        "answer, decisions, max, max, 1, times, graded_at, origin, sheet, key_id, signature, "
                        "pass_mark, trainer_version, rulebook_sha256, proctor, summary "
                        "FROM results WHERE seq = ?", N)
    result = run("audit", "verify", "--store", store_copy)
    assert result.exit_code == 1
    assert result.output.splitlines()[0].startswith(f"record {N + 1} (trainee ")
    assert ": inserted" in result.output.splitlines()[0]


def test_verify_with_the_audit_key(tmp_path, generated):
    path = str(tmp_path / "signed.sqlite")
    with open_store(path) as store:
        for record in generated[:50]:
            store.add(record, key="k-1")
    env = {"TRAINER_AUDIT_KEY": "k-1"}
    result = run("audit", "verify", "--store", path, env=env)
    assert result.exit_code == 0 and result.output == "ok: 50 records, chain intact (signed: yes)\n"
    unchecked = run("audit", "verify", "--store", path, env={"TRAINER_AUDIT_KEY": ""})
    assert unchecked.exit_code == 0 and "signed: yes, not checked: set TRAINER_AUDIT_KEY" in unchecked.output
    wrong = run("audit", "verify", "--store", path, env={"TRAINER_AUDIT_KEY": "another"})
    assert wrong.exit_code == 1 and "wrong-key" in wrong.output
    # a forger without the key changes record 20, then re-hashes it, every record after it and the head
    from trainer.store import chain_hash

    _tamper(path, "UPDATE results SET score = 0, passed = 0 WHERE seq = 20")
    with open_store(path) as store:
        recs = list(store.records())
    db = sqlite3.connect(path)
    with db:
        prev = recs[18].hash
        for r in recs[19:]:
            h = chain_hash(prev, r.content())
            db.execute("UPDATE results SET prev_hash = ?, hash = ? WHERE seq = ?", (prev, h, r.seq))
            prev = h
        db.execute("UPDATE chain_head SET hash = ?", (prev,))
    db.close()
    assert run("audit", "verify", "--store", path).exit_code == 0, "without the key such a forgery cannot be seen"
    result = run("audit", "verify", "--store", path, env=env)
    assert result.exit_code == 1
    assert result.output.splitlines()[0].startswith("records 20–50: bad-signature")


def test_verify_takes_the_store_from_the_group_too(small_store):
    result = run("audit", "--store", small_store, "verify")
    assert result.exit_code == 0 and result.output == "ok: 300 records, chain intact (signed: no)\n"


# -- the story of the issue: grade, audit, verify, tamper --------------------------------------------------------


def test_grade_twice_then_audit_and_verify_then_tamper(tmp_path):
    store, reports = str(tmp_path / "s.sqlite"), str(tmp_path / "r")
    env = {"TRAINER_AUDIT_KEY": ""}
    for _ in range(2):
        graded = run("grade", os.path.join(ROOT, "examples"), "--scenarios", os.path.join(ROOT, "scenarios"),
                     "--store", store, "--report-dir", reports, env=env)
        assert graded.exit_code == 1  # four of the five examples are flawed
    result = run("audit", "--store", store)
    assert result.exit_code == 0
    text = result.output
    assert "10 recorded results" in text
    matrix = text[text.index("ACCURACY PER ARTICLE, BY TRAINEE"):text.index("\nARTICLES\n")]
    assert "T-0042" in matrix and "T-0077" in matrix and "Art. 1" in matrix and "premise" in matrix
    doc = json.loads(run("audit", "--store", store, "--format", "json").output)
    assert [t["trainee"] for t in doc["trainees"]] == ["T-0042", "T-0077"]
    assert all(t["articles"] for t in doc["trainees"])
    assert {a["article"] for a in doc["articles"]} >= {"premise", 1, 3, 6}

    verified = run("audit", "verify", "--store", store, env=env)
    assert verified.exit_code == 0 and verified.output == "ok: 10 records, chain intact (signed: no)\n"

    with open_store(store) as s:
        victim = [r for r in s.records() if r.trainee == "T-0077" and not r.passed][0]
    sql = f"UPDATE results SET score = max, passed = 1 WHERE seq = {victim.seq};"
    tool = shutil.which("sqlite3")
    if tool:
        subprocess.run([tool, store, sql], check=True, capture_output=True)
    else:
        _tamper(store, sql.rstrip(";"))
    # the console path in a fresh interpreter: exit code and output, no traceback
    failed = subprocess.run([sys.executable, "-m", "trainer", "audit", "verify", "--store", store],
                            capture_output=True, text=True, cwd=ROOT, timeout=120,
                            env={k: v for k, v in os.environ.items() if k != "TRAINER_AUDIT_KEY"})
    assert failed.returncode == 1, failed.stderr
    assert failed.stdout.splitlines()[0] == (f"record {victim.seq} (trainee T-0077, scenario {victim.scenario}, "
                                            f"graded {victim.graded_at}): altered")
    assert "Traceback" not in failed.stderr


# -- the same on PostgreSQL ----------------------------------------------------------------------------------------


@pytest.fixture
def pg_spec():
    """A fresh PostgreSQL schema of its own (TRAINER_TEST_PG, as in test_store.py): skipped when unset, failed
    when unset under CI."""
    import uuid

    from conftest import postgresql_url

    url = postgresql_url()  # one skip reason for every PostgreSQL test
    import psycopg

    schema = "a_" + uuid.uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        yield url + ("&" if "?" in url else "?") + f"options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


def test_audit_and_verify_on_postgresql(pg_spec, generated):
    import psycopg

    part = generated[:400]
    with open_store(pg_spec) as store:
        for record in part:
            store.add(record, key=None)
    result = run("audit", "--store", pg_spec, "--format", "json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert "***" in doc["store"] and pg_spec.split("@")[0].split(":")[-1] not in doc["store"]  # no password
    check_document(doc, _stored(part))
    assert run("audit", "verify", "--store", pg_spec).output == "ok: 400 records, chain intact (signed: no)\n"
    with psycopg.connect(pg_spec, autocommit=True) as db:
        db.execute("UPDATE results SET passed = NOT passed WHERE seq = 123")
    failed = run("audit", "verify", "--store", pg_spec)
    assert failed.exit_code == 1
    r = part[122]
    assert failed.output.splitlines()[0] == (f"record 123 (trainee {r.trainee}, scenario {r.scenario}, "
                                            f"graded {r.graded_at}): altered")
