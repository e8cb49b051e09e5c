"""Scorecards (trainer.report.scorecard): view model, both formats against gold files, safety, a real browser.

Gold files live in tests/gold/. A missing one is written and the test fails
so that it is read by hand before it is accepted; after a deliberate change,
`UPDATE_GOLD=1 pytest tests/test_scorecard.py` rewrites them (read the diff).
"""
from __future__ import annotations

import copy
import dataclasses
import glob
import os
import re
import shutil
import struct
import subprocess
import sys
import types
import zlib
from datetime import datetime, timedelta, timezone
from importlib import resources

import pytest
from types import SimpleNamespace

from conftest import plain
from trainer.engine.grade import grade
from trainer.engine.solve import solve
from trainer.io.plain import answer_from_plain
from trainer.i18n import scorecard as _catalog, templates
from trainer.report import scorecard as sc
from trainer.report.conclude import write_scorecards
from trainer.files import SLUG_MAX, slug
from trainer.scenario.load import load
from trainer.pipeline import Graded
from trainer.sheet.model import AnswerSheet
from trainer.vocab import STEPS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLD = os.path.join(ROOT, "tests", "gold")
SCENARIO = os.path.join(ROOT, "scenarios", "art1-extra-card-seen.yaml")
NOW = datetime(2025, 3, 14, 9, 30, 5, tzinfo=timezone(timedelta(hours=1)))
DATE = re.compile(r"\b\d{1,2} [a-zA-Z]+ \d{4}, \d\d:\d\d(?: UTC(?:[+-]\d\d:\d\d)?)?")
MISTAKES = {"procedure", "announce", "payouts", "burned", "button"}


def graded_sheet(answer_change=None, trainee: str = "T-0042", path: str | None = None) -> Graded:
    """A real scenario, solved, and an answer graded against it."""
    solution = solve(load(SCENARIO))
    answer = copy.deepcopy(plain(solution)["answer"])
    if answer_change:
        answer_change(answer)
    sheet = AnswerSheet(solution.scenario.id, trainee, answer)
    return Graded(path or "sheets/t-0042.answer.yaml", sheet, solution,
                  grade(solution, (answer_from_plain(answer),), trainee))


def with_mistakes(answer: dict) -> None:
    answer["procedure"] = ["set_aside_card"]  # forgot to announce the colpo in bianco
    answer["announce"] = "Punto 9, Banco 6"  # Punto first
    answer["payouts"] = {"2": 100, "4": 100, "6": -500}  # Égalité stake forgotten, temporary seat 9 left out
    answer["button"] = 11  # the button does pass
    del answer["burned"]  # no answer


PERFECT = graded_sheet()
FAILED = graded_sheet(with_mistakes)


def scrub(text: str) -> str:
    return DATE.sub("[date]", text)


def written(tmp_path, graded=FAILED, lang="en", now=NOW) -> dict:
    paths = write_scorecards(graded, str(tmp_path), lang, now=now)
    return {os.path.splitext(p)[1]: p for p in paths}


# ---------------------------------------------------------------------------
# The view model


def test_the_graded_values_are_what_the_tests_need():
    assert PERFECT.grade.passed and PERFECT.grade.score == PERFECT.grade.max == 12
    wrong = {d.key for d in FAILED.grade.decisions if not d.ok}
    assert wrong == MISTAKES and not FAILED.grade.passed


def test_view_model_is_frozen_and_ready_made():
    card = sc.build(FAILED, "en", NOW)
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.trainee = "someone else"
    assert (card.trainee, card.scenario_id, card.scenario_title) == (
        "T-0042", "art1-extra-card-seen", "An extra card turned face up")
    assert (card.score, card.max, card.score_text, card.passed, card.verdict) == (7, 12, "7 of 12", False, "FAILED")
    assert card.date == "14 March 2025, 09:30 UTC+01:00" and card.articles == "Art. 1"
    assert not card.has_pass_mark and card.pass_mark == "every decision right"
    by_key = {d.key: d for d in card.decisions}
    assert [d.key for d in card.decisions] == list(plain(FAILED.solution)["answer"])
    assert {k for k, d in by_key.items() if not d.ok} == MISTAKES
    for d in card.decisions:
        assert d.has_verdict == (not d.ok) and d.mark == ("✓" if d.ok else "✗") and d.why
    proc = by_key["procedure"]
    assert [ln.code for ln in proc.right.lines] == ["set_aside_card", "announce_colpo_in_bianco"]
    assert proc.right.lines[1].text == '2. announce "colpo in bianco" (a hand without bets)'
    assert "announce_colpo_in_bianco" in proc.verdict
    assert by_key["burned"].given.text == "no answer" and by_key["burned"].right.text == "none"
    assert by_key["payouts"].right.text == "seat 2: +100; seat 4: +100; seat 6: -550; seat 9: +80"
    assert by_key["next_hand"].right.text == "colpo in bianco (a hand without bets)"
    assert by_key["button"].given.text == "seat 11" and by_key["button"].right.text == "seat 2"
    punto = by_key["punto"].right
    assert punto.is_cards and [c.text for c in punto.cards] == ["2♣", "3♠", "4♦"]
    assert [c.red for c in punto.cards] == [False, False, True] and punto.cards[2].name == "4 of diamonds"


def test_a_one_hand_sheet_is_the_sequence_of_its_one_hand():
    card = sc.build(FAILED, "en", NOW)
    assert not card.is_sequence and card.rows == () and card.hand_count == ""
    assert [(h.number, h.full, len(h.decisions)) for h in card.details] == [(1, True, 12)]
    assert len(card.tables) == 1 and card.doc_title == "Training record: dealer errors"


def test_table_picture_is_drawn_as_the_dealer_sees_it():
    (table,) = sc.build(PERFECT, "en", NOW).tables
    assert (table.banco.where, table.punto.where) == ("dealer's left", "dealer's right")
    assert [c.text for c in table.banco.cards] == ["6♥", "K♦"] and table.banco.points == "6 points"
    assert [c.text for c in table.punto.cards] == ["2♣", "3♠", "4♦"] and table.punto.wins and not table.banco.wins
    assert [c.text for c in table.set_aside] == ["8♠"] and not table.has_burned
    assert table.button == "passes from seat 11 to seat 2"
    seats = {s.title: s for s in table.seats}
    assert list(seats) == ["Seat 2", "Seat 4", "Seat 6", "Seat 9", "Seat 11"]
    assert seats["Seat 9"].temporary and "temporary player" in [t.text for t in seats["Seat 9"].tags]
    assert [t.text for t in seats["Seat 2"].tags] == ["button next hand", "reader"]
    assert [t.text for t in seats["Seat 11"].tags] == ["button this hand"]
    assert seats["Seat 6"].stakes == ("Banco 500", "Égalité 50") and seats["Seat 6"].paid == "-550"
    assert (seats["Seat 9"].paid, seats["Seat 9"].paid_css) == ("+80", "won")
    assert (seats["Seat 11"].stakes, seats["Seat 11"].paid) == (("no stake",), "—")


@pytest.mark.parametrize("sid, paid, note", [
    ("art6-reversed-distribution-cancelled", "stakes returned", "Hand cancelled"),
    ("art1-top-card-visible-in-sabot", "stakes returned", "Colpo in bianco"),
    ("art10-reader-error-after-burn", "settled as played", "already burned"),
])
def test_hands_that_settle_nothing_show_what_happened_to_the_stakes(sid, paid, note):
    solution = solve(load(os.path.join(ROOT, "scenarios", f"{sid}.yaml")))
    graded = Graded("x.yaml", None, solution, grade(solution, (solution.only_hand.answer,), "T-1"))
    (table,) = sc.build(graded, "en", NOW).tables
    assert {s.paid for s in table.seats if s.stakes != ("no stake",)} == {paid}
    assert table.has_hand_note and note in table.hand_note


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(ROOT, "scenarios", "*.yaml"))),
                         ids=os.path.basename)
def test_every_bundled_scenario_renders_in_both_languages(path):
    solution = solve(load(path))
    graded = Graded("x.yaml", None, solution, grade(solution, (solution.only_hand.answer,), "T-1"))
    for lang in ("en", "it"):
        card = sc.build(graded, lang, NOW)
        html, md = sc.scorecard_html(card), sc.scorecard_markdown(card)
        assert card.scenario_id in html and card.scenario_id in md
        assert not re.search(r"\bcard\.(?:[a-z_]+\.)*[a-z_0-9]+", html + md)  # no catalog id left unrendered


def test_pass_mark_is_shown_when_set():
    solution = FAILED.solution
    g = grade(solution, FAILED.sheet.answers, "T-0042", pass_mark=0.5)
    card = sc.build(dataclasses.replace(FAILED, grade=g), "it", NOW)
    assert card.passed and card.has_pass_mark and card.pass_mark == "50 % delle decisioni"
    assert card.verdict == "SUPERATO"


# ---------------------------------------------------------------------------
# Both formats against gold files


GOLD_CASES = [
    ("perfect", "en", ".md"), ("perfect", "en", ".html"),
    ("mistakes", "en", ".md"), ("mistakes", "en", ".html"),
    ("mistakes", "it", ".html"),
]


@pytest.mark.parametrize("case, lang, ext", GOLD_CASES, ids=["-".join(c) for c in GOLD_CASES])
def test_scorecard_matches_gold_file(tmp_path, case, lang, ext):
    graded = PERFECT if case == "perfect" else FAILED
    with open(written(tmp_path, graded, lang)[ext], encoding="utf-8") as fh:
        got = scrub(fh.read())
    assert "[date]" in got
    gold = os.path.join(GOLD, f"scorecard-{case}.{lang}{ext}")
    if os.environ.get("UPDATE_GOLD") or not os.path.exists(gold):
        os.makedirs(GOLD, exist_ok=True)
        existed = os.path.exists(gold)
        with open(gold, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(got)
        if not existed and not os.environ.get("UPDATE_GOLD"):
            pytest.fail(f"wrote {gold}: read it by hand, then run again")
    with open(gold, encoding="utf-8") as fh:
        assert got == fh.read()


# ---------------------------------------------------------------------------
# Safety: escaping, file names, never overwriting, strict templates


def test_trainee_markup_is_escaped_in_html_and_markdown_and_the_file_name_is_safe(tmp_path):
    evil = "<script>alert(1)</script>"
    files = written(tmp_path, graded_sheet(trainee=evil))
    with open(files[".html"], encoding="utf-8") as fh:
        html = fh.read()
    assert "<script" not in html.lower() and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    with open(files[".md"], encoding="utf-8") as fh:
        md = fh.read()
    assert "<script>" not in md and r"\<script\>alert(1)\</script\>" in md
    for path in files.values():
        assert os.path.dirname(path) == os.path.join(str(tmp_path), "scorecards")
        assert re.fullmatch(r"[a-z0-9-]+\.(html|md)", os.path.basename(path))
        assert os.path.basename(path).startswith("script-alert-1-script--art1-extra-card-seen--20250314-093005")


@pytest.mark.parametrize("trainee", ["../../x", "/etc/passwd", "..", "a/../../b", "C:\\x\\..\\y", "\x00.", "", "Žofie Nováková"])
def test_no_trainee_id_escapes_the_report_folder(tmp_path, trainee):
    report = tmp_path / "reports"
    paths = write_scorecards(graded_sheet(trainee=trainee), str(report), "en", now=NOW)
    folder = os.path.realpath(report / "scorecards")
    assert len(paths) == 2
    for path in paths:
        assert os.path.dirname(os.path.realpath(path)) == folder and os.path.isfile(path)
        assert re.fullmatch(r"[a-z0-9-]+\.(html|md)", os.path.basename(path))
    assert sorted(os.listdir(tmp_path)) == ["reports"]


@pytest.mark.parametrize("text, want", [
    ("T-0042", "t-0042"), ("<script>alert(1)</script>", "script-alert-1-script"), ("../../x", "x"),
    ("Žofie Nováková", "zofie-novakova"), ("...", "trainee"), ("a" * 200, "a" * SLUG_MAX),
])
def test_slug(text, want):
    assert slug(text, "trainee") == want


def test_an_existing_scorecard_is_never_overwritten(tmp_path):
    first = written(tmp_path, PERFECT)
    with open(first[".html"], encoding="utf-8") as fh:
        before = fh.read()
    second = written(tmp_path, FAILED)  # same trainee, scenario and second
    third = written(tmp_path, FAILED)
    names = [os.path.basename(p) for d in (first, second, third) for p in d.values()]
    assert len(set(names)) == 6
    assert os.path.basename(second[".html"]).endswith("-2.html") and os.path.basename(third[".md"]).endswith("-3.md")
    with open(first[".html"], encoding="utf-8") as fh:
        assert fh.read() == before


def test_report_folder_is_created(tmp_path):
    report = tmp_path / "not" / "yet" / "there"
    paths = write_scorecards(PERFECT, str(report), "en")  # now: the current time
    assert all(os.path.isfile(p) for p in paths) and len(paths) == 2


@pytest.mark.parametrize("name", sc.TEMPLATES)
def test_a_missing_field_fails_loudly(name):
    import jinja2

    card = sc.build(FAILED, "en", NOW)
    partial = types.SimpleNamespace(**{f.name: getattr(card, f.name) for f in dataclasses.fields(card)
                                       if f.name != "trainee"})
    template = sc.environment().get_template(name)
    with pytest.raises(jinja2.UndefinedError):
        template.render(card=partial, L=card.labels)


def test_autoescape_is_on_for_html_and_off_for_markdown():
    env = sc.environment()
    assert env.get_template("scorecard.html.j2").render  # loads
    assert env.autoescape("scorecard.html.j2") is True
    assert env.autoescape("scorecard.md.j2") is False
    assert env.from_string("{{ x }}").render(x="<b>") == "<b>"


@pytest.mark.parametrize("name", sc.TEMPLATES)
def test_templates_are_package_data(name):
    template = resources.files("trainer").joinpath("templates", name)
    assert template.is_file() and "{{" in template.read_text(encoding="utf-8")


def test_the_command_line_does_not_import_jinja2():
    code = "import sys, trainer.cli; sys.exit('jinja2' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


# ---------------------------------------------------------------------------
# Catalogs


def test_catalogs_have_the_same_ids_and_the_official_phrases():
    catalog = SimpleNamespace(EN=templates("en", _catalog.MESSAGES), IT=templates("it", _catalog.MESSAGES))
    assert set(catalog.EN) == set(catalog.IT)
    assert all(k.startswith("card.") for k in catalog.EN)
    for step in STEPS:
        assert f"card.step.{step}" in catalog.EN
    for lang in (catalog.EN, catalog.IT):
        assert lang["card.step.announce_le_carte_parlano"].endswith('"le carte parlano"')
        assert '"ultimo colpo della taglia' in lang["card.step.announce_last_hand"]
        assert lang["card.status.colpo_in_bianco"].startswith("colpo in bianco")
        assert lang["card.next.colpo_in_bianco"].startswith("colpo in bianco")
    assert catalog.EN["card.step.announce_le_carte_parlano"] == 'announce "le carte parlano"'
    assert catalog.IT["card.step.announce_le_carte_parlano"] == 'annunciare "le carte parlano"'


# ---------------------------------------------------------------------------
# A real browser


def chromium() -> str | None:
    for name in ("chromium", "/usr/bin/chromium"):
        found = shutil.which(name)
        if found:
            return found
    return None


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def png_pixels(data: bytes) -> bytes:
    """The decompressed image data (filter bytes included): enough to tell a blank page from a drawn one."""
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    return zlib.decompress(idat)


@pytest.mark.slow
def test_scorecard_opens_in_a_real_browser(tmp_path):
    browser = chromium()
    if browser is None:
        if os.environ.get("CI"):
            pytest.fail("Chromium is missing and CI is set: install it (apt-get install chromium)")
        pytest.skip("Chromium is missing (neither chromium on PATH nor /usr/bin/chromium) and CI is not set; "
                    "with CI set this test fails instead")
    html = written(tmp_path / "reports", FAILED)[".html"]
    url = "file://" + os.path.abspath(html)
    flags = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={tmp_path / 'profile'}", "--hide-scrollbars"]
    shot = tmp_path / "scorecard.png"
    run = subprocess.run(flags + [f"--screenshot={shot}", "--window-size=1240,1754", url],
                         capture_output=True, text=True, timeout=180)
    assert shot.is_file(), run.stderr[-2000:]
    data = shot.read_bytes()
    assert png_size(data) == (1240, 1754)
    assert len(data) > 40_000, "the screenshot is nearly empty"
    assert len(set(png_pixels(data)[::97])) > 64, "the screenshot is nearly uniform"

    dom = subprocess.run(flags + ["--dump-dom", url], capture_output=True, text=True, timeout=180)
    assert dom.returncode == 0, dom.stderr[-2000:]
    page = dom.stdout
    for text in ("T-0042", "An extra card turned face up", "7 of 12", "FAILED", "Art. 1", "Art. 13",
                 "The table as it ended", "8♠"):
        assert text in page, text
    assert "<script" not in page.lower()
