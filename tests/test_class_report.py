"""`trainer class report` (issue 22, item 4): the class file read with FILE:LINE:COL; the class's figures are
the audit's own (one tally); per trainee the trend, time per decision, plan box, mastery, exams and
certificates; HTML (checked in headless Chromium), CSV and JSON; its speed is measured in bench/ (bench_verify.py --only class)."""
from __future__ import annotations

import csv
import io
import json
import subprocess

import pytest
from click.testing import CliRunner
from test_audit import make_records
from test_exam_sitting import EXAM, SEED, right_lines
from test_scorecard import chromium, png_size
from test_session import Scripted

from trainer.audit.tally import audit
from trainer.classview.load import ClassList, load_class
from trainer.classview.page import class_html
from trainer.classview.report import class_report
from trainer.cli import main
from trainer.exam import load_exam
from trainer.exam.sitting import sit
from trainer.store import open_store
from trainer.store.keys import load_signing_key, new_key_pair
from trainer.yamlio.errors import Invalid


@pytest.fixture(scope="module")
def sat(tmp_path_factory):
    """A store where T-1 sat and passed an exam, and T-2 trained nothing."""
    tmp_path = tmp_path_factory.mktemp("class")
    (tmp_path / "small.yaml").write_text(EXAM, encoding="utf-8")
    private, _, _ = new_key_pair(str(tmp_path / "keys"))
    exam = load_exam(str(tmp_path / "small.yaml"))
    s = Scripted([x for hand in right_lines(exam) for x in hand])
    with open_store(str(tmp_path / "r.sqlite")) as store:
        sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
            report_dir=str(tmp_path / "out"), seed=SEED)
    (tmp_path / "class.yaml").write_text("name: Corso A\ntrainees: [T-1, T-2]\n", encoding="utf-8")
    return tmp_path


def test_the_class_file_is_checked_at_its_line_and_column(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: A\ntrainee: [T-1]\n", encoding="utf-8")
    with pytest.raises(Invalid) as err:
        load_class(str(bad))
    assert any(str(p).startswith(f"{bad}:2:1:") and "did you mean 'trainees'?" in str(p) for p in err.value.problems)
    bad.write_text("name: A\ntrainees: [T-1, T-1]\n", encoding="utf-8")
    with pytest.raises(Invalid, match="listed twice"):
        load_class(str(bad))


def test_json_and_csv_hold_the_same_figures_as_the_audit(sat):
    out = CliRunner().invoke(main, ["class", "report", "--class", sat / "class.yaml", "--store", sat / "r.sqlite",
                                    "--format", "json"])
    assert out.exit_code == 0, out.output
    doc = json.loads(out.output)
    one, two = doc["trainees"]
    assert (one["trainee"], two["trainee"]) == ("T-1", "T-2") and two["attempts"] == 0
    assert one["exams"][0]["outcome"] == "passed" and one["certificates"] == 1
    with open_store(str(sat / "r.sqlite"), read_only=True) as store:
        views = audit(store.records(), trainee="T-1")
    by_article = {a.article: a for a in views.trainees[0].articles}
    for a in one["articles"]:
        assert (a["decisions"], a["right"]) == (by_article[a["article"]].decisions, by_article[a["article"]].right)
        assert a["trend"] == "level" and a["box"] >= 1
    table = list(csv.DictReader(io.StringIO(CliRunner().invoke(main, [
        "class", "report", "--class", sat / "class.yaml", "--store", sat / "r.sqlite", "--format", "csv"]).output)))
    assert {r["view"] for r in table} == {"trainee", "article"}
    assert sum(int(r["decisions"]) for r in table if r["view"] == "trainee") == \
        sum(a["decisions"] for a in one["articles"])


def test_html_needs_out_and_never_overwrites(sat, tmp_path):
    args = ["class", "report", "--class", sat / "class.yaml", "--store", sat / "r.sqlite"]
    assert CliRunner().invoke(main, args).exit_code == 2
    page = tmp_path / "class.html"
    assert CliRunner().invoke(main, [*args, "--out", page]).exit_code == 0
    again = CliRunner().invoke(main, [*args, "--out", page])
    assert again.exit_code == 1 and "already exists" in again.output


def test_ten_thousand_results_make_one_page_with_every_trainee_escaped():
    """The speed of this, against the audit's budget, is bench/bench_verify.py --only class (bench/README.md)."""
    records = make_records()
    chosen = ClassList("all", tuple(sorted({r.trainee for r in records})), "<test>")
    page = class_html(class_report(records, chosen))
    assert "T-&lt;b&gt;" in page and 'T-<b>"9"</b>' not in page  # the trainee id that is markup, escaped


def test_a_trainee_id_that_is_a_formula_reaches_the_csv_as_text():
    """As in the audit's CSV: a spreadsheet never runs a value from the store (an inspector's finding)."""
    import dataclasses

    from trainer.classview.page import class_csv

    records = [dataclasses.replace(r, trainee="=HYPERLINK(\"x\")") for r in make_records()[:3]]
    table = list(csv.DictReader(io.StringIO(class_csv(class_report(records, ClassList("c", ("=HYPERLINK(\"x\")",),
                                                                                           "<test>"))))))
    assert table and all(row["trainee"] == "'=HYPERLINK(\"x\")" for row in table if row["view"] == "trainee")


@pytest.mark.slow
@pytest.mark.parametrize("lang, words", [("en", ("Class report", "Corso A", "T-1", "Mastered")),
                                         ("it", ("Rapporto della classe", "Allievi", "Padroneggiato"))])
def test_the_class_page_opens_in_a_real_browser(sat, tmp_path, lang, words):
    import os

    browser = chromium()
    if browser is None:
        if os.environ.get("CI"):
            pytest.fail("Chromium is missing and CI is set")
        pytest.skip("Chromium is missing")
    page = tmp_path / "class.html"
    out = CliRunner().invoke(main, ["class", "report", "--class", sat / "class.yaml", "--store", sat / "r.sqlite",
                                    "--out", page, "--lang", lang])
    assert out.exit_code == 0, out.output
    url = "file://" + str(page)
    flags = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={tmp_path / 'profile'}", "--hide-scrollbars"]
    shot = tmp_path / "class.png"
    run = subprocess.run(flags + [f"--screenshot={shot}", "--window-size=1240,1754", url],
                         capture_output=True, text=True, timeout=180)
    assert shot.is_file(), run.stderr[-2000:]
    assert png_size(shot.read_bytes()) == (1240, 1754)
    dom = subprocess.run(flags + ["--dump-dom", url], capture_output=True, text=True, timeout=180)
    for text in words:
        assert text in dom.stdout, text
    assert 'id="rules-1"' in dom.stdout and "<script" not in dom.stdout.lower()


def test_a_record_that_cannot_be_decoded_gives_no_class_figures(sat, tmp_path):
    """As the audit: a record altered so that its text is not JSON stops the view (an inspector's finding: the
    class report read such rows silently and counted a forged outcome as a certificate)."""
    import shutil
    import sqlite3

    copy = tmp_path / "r.sqlite"
    shutil.copy(sat / "r.sqlite", copy)
    with sqlite3.connect(copy) as db:
        db.execute("UPDATE results SET answer = '{\"hands\": [' WHERE seq = 1")
    result = CliRunner().invoke(main, ["class", "report", "--class", str(sat / "class.yaml"), "--store", str(copy),
                                       "--format", "json"])
    assert result.exit_code == 1 and "record 1 of the results store" in result.output, result.output
    assert "cannot be decoded" in result.output
