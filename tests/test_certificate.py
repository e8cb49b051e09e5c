"""Certificates (issue 22, item 3; FORMATS §7): the canonical JSON is RFC 8785's; the shipped certificate
verifies with its public key alone and any one byte changed fails it; another key fails it; records altered
in the store fail --store; `certificate show` prints it, and its A4 page opens in headless Chromium, in
English and Italian."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_exam_sitting import EXAM, SEED, right_lines
from test_scorecard import chromium, png_pixels, png_size
from test_session import Scripted

from trainer.certificate.jcs import canonical, number
from trainer.certificate.model import KIND, rulebook_sha256
from trainer.certificate.verify import CertificateError, read_text, verify_offline
from trainer.cli import main
from trainer.exam import load_exam
from trainer.exam.sitting import sit
from trainer.store import open_store
from trainer.store.keys import load_public_key, load_signing_key, new_key_pair

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "certificate"
CERT = FIXTURES / "T-0042--venice-art1-10.certificate.json"
PUBLIC = FIXTURES / "signing.pub"


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.mark.parametrize("x, text", [(0.9, "0.9"), (1.0, "1"), (1e21, "1e+21"), (1e20, "100000000000000000000"),
                                     (1e-7, "1e-7"), (1e-6, "0.000001"), (5e-324, "5e-324"), (-0.5, "-0.5"),
                                     (333333333.3333333, "333333333.3333333"), (0.0, "0")])
def test_numbers_are_written_as_ecmascript_writes_them(x, text):
    assert number(x) == text


def test_members_are_sorted_by_utf16_code_units():
    # RFC 8785 §3.2.3's example: U+20AC, then U+1F600 (a surrogate pair, D83D), then U+FB33
    assert canonical({"\ufb33": 3, "\U0001F600": 2, "\u20ac": 1, "a\n": [None, True, 0.5]}) == \
        '{"a\\n":[null,true,0.5],"\u20ac":1,"\U0001F600":2,"\ufb33":3}'


def test_the_shipped_certificate_verifies_with_its_public_key_alone():
    out = invoke("certificate", "verify", CERT, "--public-key", PUBLIC)
    assert out.exit_code == 0, out.output
    assert "valid, signed with key" in out.output and "FAIL" not in out.output
    cert = json.loads(CERT.read_text(encoding="utf-8"))
    assert cert["kind"] == KIND and cert["passed"] is True and cert["exam"]["id"] == "venice-art1-10"
    assert set(cert) == {"format", "kind", "trainee", "issued", "exam", "articles", "score", "max", "pass_rule",
                         "passed", "results", "trainer", "key_id", "signature"}


def test_any_one_byte_changed_fails_it():
    key = load_public_key(str(PUBLIC))
    raw = CERT.read_bytes()
    cert, _ = read_text(str(CERT))
    assert all(c.ok for c in verify_offline(cert, key, raw))

    def holds(data: bytes) -> bool:
        try:
            value = json.loads(data.decode("utf-8"))
        except ValueError:
            return False
        return isinstance(value, dict) and all(c.ok for c in verify_offline(value, key, data))

    for i in range(len(raw)):
        for new in {raw[i] ^ 1, ord(" ") if raw[i] != ord(" ") else ord("\t")}:
            changed = raw[:i] + bytes([new]) + raw[i + 1:]
            assert not holds(changed), f"byte {i} changed from {raw[i]:#x} to {new:#x} still verifies"


def test_what_fails_is_named(tmp_path):
    cert = json.loads(CERT.read_text(encoding="utf-8"))
    cert["score"] = cert["score"] + 1
    bad = tmp_path / "bad.certificate.json"
    bad.write_text(canonical(cert) + "\n", encoding="utf-8")
    out = invoke("certificate", "verify", bad, "--public-key", PUBLIC)
    assert out.exit_code == 1 and "FAIL signature" in out.output and "NOT VALID: signature failed" in out.output
    _, other, _ = new_key_pair(str(tmp_path / "other"))
    out = invoke("certificate", "verify", CERT, "--public-key", other)
    assert out.exit_code == 1 and "FAIL key_id" in out.output and "FAIL signature" in out.output
    out = invoke("certificate", "verify", tmp_path / "none.json", "--public-key", PUBLIC)
    assert out.exit_code == 1 and "cannot read" in out.output
    bad.write_text('{"format": 1, "format": 2}', encoding="utf-8")
    with pytest.raises(CertificateError, match="twice"):
        read_text(str(bad))


def _sat(tmp_path):
    (tmp_path / "small.yaml").write_text(EXAM, encoding="utf-8")
    private, public, _ = new_key_pair(str(tmp_path / "keys"))
    exam = load_exam(str(tmp_path / "small.yaml"))
    s = Scripted([x for hand in right_lines(exam) for x in hand])
    with open_store(str(tmp_path / "r.sqlite")) as store:
        done = sit(exam, "T-1", "I-7", store, load_signing_key(private), console=s.console,
                   report_dir=str(tmp_path / "out"), seed=SEED)
    assert done.certificate is not None
    return done.certificate, public


def test_a_certificate_whose_records_were_altered_in_the_store_fails_store_verification(tmp_path):
    cert, public = _sat(tmp_path)
    store = tmp_path / "r.sqlite"
    assert invoke("certificate", "verify", cert, "--public-key", public, "--store", store).exit_code == 0
    with sqlite3.connect(store) as db:
        db.execute("UPDATE results SET score = score - 1 WHERE seq = 2")
    db.close()
    out = invoke("certificate", "verify", cert, "--public-key", public, "--store", store)
    assert out.exit_code == 1 and "FAIL store" in out.output, out.output
    assert invoke("certificate", "verify", cert, "--public-key", public).exit_code == 0  # offline it still holds
    with sqlite3.connect(store) as db:
        db.execute("DELETE FROM results WHERE seq = 3")
    db.close()
    out = invoke("certificate", "verify", cert, "--public-key", public, "--store", store)
    assert out.exit_code == 1 and "FAIL record 3: record 3 is not in the store" in out.output, out.output


def test_show_prints_it_in_english_and_italian():
    en = invoke("certificate", "show", CERT)
    assert en.exit_code == 0 and "Trainee: T-0042" in en.output and "Result: passed" in en.output
    assert "Red line: any wrong burned decision citing Art. 1 fails the exam." in en.output
    it = invoke("certificate", "show", CERT, "--lang", "it")
    assert it.exit_code == 0 and "Allievo: T-0042" in it.output and "Esito: superato" in it.output
    # The premise is a word in the reader's language, never "Art. premise" (trainee report, item 10); the
    # regulation's own Italian names the dealer il Dealer (RULEBOOK §1).
    assert "premessa   101 / 101" in it.output and "premise" not in it.output and "Art. 1: almeno" in it.output
    assert "premise   101 / 101" in en.output and "Art. premise" not in en.output
    assert "Esame per Dealer di Punto Banco" in it.output and "croupier" not in it.output


def test_the_rulebook_hash_is_of_the_english_files_in_name_order():
    import hashlib

    from trainer.rulebook import __file__ as rulebook

    folder = Path(rulebook).parent / "en"
    data = b"".join(p.read_bytes() for p in sorted(folder.glob("*.md"), key=lambda p: p.name))
    assert rulebook_sha256() == hashlib.sha256(data).hexdigest()


@pytest.mark.slow
@pytest.mark.parametrize("lang, words", [("en", ("Certificate", "T-0042", "passed", "venice-art1-10", "I-07")),
                                         ("it", ("Certificato", "T-0042", "superato", "Sorvegliante"))])
def test_the_certificate_page_opens_in_a_real_browser(tmp_path, lang, words):
    browser = chromium()
    if browser is None:
        if os.environ.get("CI"):
            pytest.fail("Chromium is missing and CI is set: install it (apt-get install chromium)")
        pytest.skip("Chromium is missing and CI is not set")
    page = tmp_path / "certificate.html"
    out = invoke("certificate", "show", CERT, "--format", "html", "--lang", lang, "--out", page)
    assert out.exit_code == 0, out.output
    url = "file://" + str(page)
    flags = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={tmp_path / 'profile'}", "--hide-scrollbars"]
    shot = tmp_path / "certificate.png"
    run = subprocess.run(flags + [f"--screenshot={shot}", "--window-size=1240,1754", url],
                         capture_output=True, text=True, timeout=180)
    assert shot.is_file(), run.stderr[-2000:]
    data = shot.read_bytes()
    assert png_size(data) == (1240, 1754)
    assert len(set(png_pixels(data)[::97])) > 16, "the screenshot is nearly uniform"
    dom = subprocess.run(flags + ["--dump-dom", url], capture_output=True, text=True, timeout=180)
    assert dom.returncode == 0, dom.stderr[-2000:]
    for text in words:
        assert text in dom.stdout, text
    assert "<script" not in dom.stdout.lower() and "size: A4" in page.read_text(encoding="utf-8")
