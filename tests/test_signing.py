"""Issue 19, items 13 and 14: Ed25519 signatures checked with the public key alone, and checkpoints.

Everything goes through the real CLI (click's CliRunner) on real stores (SQLite, and PostgreSQL when
TRAINER_TEST_PG is set); tampering is plain SQL, as a forger would do it.
"""
from __future__ import annotations

import json
import os
import shutil
import stat
from dataclasses import replace

import pytest
from click.testing import CliRunner

from test_store import KEY, fill, graded, pg_url, raw, record, spec  # noqa: F401 (fixtures)
from trainer.cli import main
from trainer.store import GENESIS, chain_hash, open_store
from trainer.store.keys import load_public_key, load_signing_key

pytest.importorskip("cryptography")  # the sign extra; the test extra installs it, so CI runs these

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHEETS = [os.path.join(ROOT, "examples", name) for name in
          ("perfect.answer.yaml", "wrong-payout.answer.yaml", "missed-inspector.answer.yaml")]


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch):
    for name in ("TRAINER_AUDIT_KEY", "TRAINER_SIGNING_KEY", "TRAINER_STORE"):
        monkeypatch.delenv(name, raising=False)


def run(*args: str, **env: str):
    result = CliRunner().invoke(main, list(args), env={"TRAINER_AUDIT_KEY": "", "TRAINER_SIGNING_KEY": "", **env},
                                catch_exceptions=False)
    assert "Traceback" not in result.output
    return result


def first_line(result) -> str:
    return result.output.splitlines()[0] if result.output else ""


@pytest.fixture
def pair(tmp_path):
    """A key pair made by trainer keys new: (signing.key, signing.pub)."""
    folder = tmp_path / "keys"
    result = run("keys", "new", "--out", str(folder))
    assert result.exit_code == 0, result.output
    return str(folder / "signing.key"), str(folder / "signing.pub")


def grade_into(store: str, tmp_path, times: int = 1, **env: str) -> None:
    for i in range(times):
        out = run("grade", *SHEETS, "--scenarios", os.path.join(ROOT, "scenarios"), "--store", store,
                  "--report-dir", str(tmp_path / f"cards-{i}-{len(os.listdir(tmp_path))}"), **env)
        assert out.exit_code in (0, 1) and "not recorded" not in out.output, out.output


def verify(store: str, *extra: str, **env: str):
    return run("audit", "verify", "--store", store, *extra, **env)


# -- trainer keys new ------------------------------------------------------------------------------------------

def test_keys_new_writes_a_private_key_only_its_owner_reads(tmp_path, pair):
    private, public = pair
    assert stat.S_IMODE(os.stat(private).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(public).st_mode) == 0o644
    assert open(private).read().startswith("-----BEGIN PRIVATE KEY-----")
    assert open(public).read().startswith("-----BEGIN PUBLIC KEY-----")
    key, pub = load_signing_key(private), load_public_key(public)
    assert key.key_id == pub.key_id and len(pub.key_id) == 16
    before = open(private).read()
    again = run("keys", "new", "--out", os.path.dirname(private))
    assert again.exit_code == 1 and "already exists" in again.output and len(again.output.splitlines()) == 1
    assert open(private).read() == before  # never overwritten


# -- recording signed, verifying with the public key alone ----------------------------------------------------

def test_results_signed_with_the_signing_key_verify_with_the_public_key(spec, tmp_path, pair):
    private, public = pair
    grade_into(spec, tmp_path, 2, TRAINER_SIGNING_KEY=private)
    kid = load_public_key(public).key_id
    with open_store(spec, read_only=True) as store:
        stored = list(store.records())
        head = store.head()
    assert len(stored) == 6 and all(r.key_id == kid and len(r.signature) == 88 for r in stored)
    assert head.key_id == kid and head.signed_from == 1
    assert first_line(verify(spec, "--public-key", public, "--require-signed")) == \
        "ok: 6 records, chain intact (signed: yes)"
    unchecked = verify(spec)
    assert unchecked.exit_code == 0 and "--public-key" in unchecked.output
    other = verify(spec, TRAINER_AUDIT_KEY=KEY)  # an audit key is not the key these were signed with
    assert other.exit_code == 1 and "wrong-key" in other.output and kid in other.output
    # the private key's file is not a public key: never handed to inspectors by mistake
    wrong = verify(spec, "--public-key", private)
    assert wrong.exit_code == 1 and "is a private key" in wrong.output and len(wrong.output.splitlines()) == 1


def test_an_audit_key_store_keeps_verifying_and_can_move_to_a_key_pair(spec, tmp_path, pair):
    private, public = pair
    grade_into(spec, tmp_path, 1, TRAINER_AUDIT_KEY=KEY)
    assert first_line(verify(spec, TRAINER_AUDIT_KEY=KEY)) == "ok: 3 records, chain intact (signed: yes)"
    grade_into(spec, tmp_path, 1, TRAINER_SIGNING_KEY=private)
    both = verify(spec, "--public-key", public, "--require-signed", TRAINER_AUDIT_KEY=KEY)
    assert first_line(both) == "ok: 6 records, chain intact (signed: yes)", both.output
    only_public = verify(spec, "--public-key", public)
    assert only_public.exit_code == 1 and "records 1–3: wrong-key" in only_public.output, only_public.output


def stripped(db, n: int) -> None:
    db.run("UPDATE results SET key_id = NULL, signature = NULL")
    db.run("UPDATE chain_head SET key_id = NULL, signature = NULL, signed_from = NULL")


def rechained(db, n: int) -> None:
    db.run("UPDATE results SET score = max, passed = ? WHERE seq = 2", (True,))
    db.rechain(2)


def cut(db, n: int) -> None:
    rows = db.rows()
    db.run("DELETE FROM results WHERE seq > 3")
    db.set_head(3, rows[2].hash)


def appended(db, n: int) -> None:
    last = db.rows()[-1]
    body = replace(last, trainee="T-FORGED", score=last.max, passed=True)
    fake = replace(body, seq=n + 1, prev_hash=last.hash, hash=chain_hash(last.hash, body.content()),
                   key_id=last.key_id, signature=last.signature)  # a real signature, of another hash
    db.insert(fake)
    db.set_head(n + 1, fake.hash)


def wiped(db, n: int) -> None:
    db.run("DELETE FROM results")
    db.run("UPDATE chain_head SET seq = 0, hash = ?, key_id = NULL, signature = NULL, signed_from = NULL",
           (GENESIS,))


def resigned(db, n: int) -> None:
    """Signatures made with a key pair of the forger's own, whose key id is also put in."""
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from trainer.store.keys import SigningKey
    from trainer.store.record import head_message

    forger = SigningKey(Ed25519PrivateKey.generate())
    db.run("UPDATE results SET score = max, passed = ? WHERE seq = 2", (True,))
    db.rechain(2)
    rows = db.rows()
    for r in rows:
        db.run("UPDATE results SET key_id = ?, signature = ? WHERE seq = ?", (forger.key_id, forger.sign(r.hash), r.seq))
    db.run("UPDATE chain_head SET key_id = ?, signature = ? WHERE id = 1",
           (forger.key_id, forger.sign(head_message(n, rows[-1].hash, 1))))


ATTACKS = [stripped, rechained, cut, appended, wiped, resigned]


@pytest.mark.parametrize("attack", ATTACKS, ids=lambda f: f.__name__)
def test_the_public_key_alone_catches_every_forgery(spec, tmp_path, pair, raw, attack):
    private, public = pair
    grade_into(spec, tmp_path, 2, TRAINER_SIGNING_KEY=private)
    assert verify(spec, "--public-key", public).exit_code == 0
    attack(raw(spec), 6)
    result = verify(spec, "--public-key", public)
    assert result.exit_code == 1 and "ok:" not in result.output, result.output
    assert result.output.splitlines()[-1].startswith("FAILED:"), result.output


@pytest.mark.parametrize("bad", ["missing", "world-readable", "garbage", "public"])
def test_a_signing_key_that_cannot_be_used_records_nothing(tmp_path, pair, bad):
    private, public = pair
    path = {"missing": str(tmp_path / "nope.key"), "public": public}.get(bad, str(tmp_path / "k.key"))
    if bad == "world-readable":
        shutil.copy(private, path)
        os.chmod(path, 0o644)
    elif bad == "garbage":
        with open(path, "w") as f:
            f.write("-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n")
        os.chmod(path, 0o600)
    elif bad == "public":
        os.chmod(path, 0o600)
    store = str(tmp_path / "results.sqlite")
    result = run("grade", SHEETS[0], "--scenarios", os.path.join(ROOT, "scenarios"), "--store", store,
                 "--report-dir", str(tmp_path / "cards"), TRAINER_SIGNING_KEY=path)
    assert result.exit_code == 1 and "nothing was recorded" in result.output, result.output
    assert len(result.output.strip().splitlines()) == 1, result.output
    assert not os.path.exists(store) and not os.path.exists(tmp_path / "cards")


# -- checkpoints ------------------------------------------------------------------------------------------------

def checkpoint(store: str, out: str, **env: str):
    return run("audit", "checkpoint", "--store", store, "--out", out, **env)


def test_a_checkpoint_holds_the_head_and_later_records_extend_it(spec, tmp_path, pair):
    private, public = pair
    cp = str(tmp_path / "cp-empty.json")
    open_store(spec).close()
    assert checkpoint(spec, cp).exit_code == 0  # an empty store: record 0, the hash of zeros
    grade_into(spec, tmp_path, 1, TRAINER_SIGNING_KEY=private)
    cp2 = str(tmp_path / "cp.json")
    result = checkpoint(spec, cp2, TRAINER_SIGNING_KEY=private)
    assert result.exit_code == 0 and "record 3" in result.output and "signed" in result.output, result.output
    doc = json.load(open(cp2))
    assert (doc["kind"], doc["format"], doc["seq"]) == ("trainer-checkpoint", 1, 3)
    assert doc["key_id"] == load_public_key(public).key_id
    if spec.startswith("postgresql://"):  # where it was taken, its password never written
        from urllib.parse import urlsplit

        assert urlsplit(spec).password not in open(cp2).read() and ":***@" in doc["store"]
    grade_into(spec, tmp_path, 1, TRAINER_SIGNING_KEY=private)
    ok = verify(spec, "--checkpoint", cp, "--checkpoint", cp2, "--public-key", public)
    assert first_line(ok) == "ok: 6 records, chain intact (signed: yes), extends the 2 checkpoints given", ok.output
    assert checkpoint(spec, cp2).exit_code == 1  # never over an existing file
    assert json.load(open(cp2)) == doc


def rolled_back(db, n: int) -> None:
    """The store put back as a copy taken after its record 4 holds it."""
    rows = db.rows()
    db.run("DELETE FROM results WHERE seq > 4")
    db.set_head(4, rows[3].hash)


def rechained_and_cut(db, n: int) -> None:
    """Record 2 changed, every hash after it recomputed, the tail cut back to the checkpoint's length."""
    rechained(db, n)
    db.run("DELETE FROM results WHERE seq > 6")
    db.set_head(6, db.rows()[-1].hash)


@pytest.mark.parametrize("attack", [rechained, rechained_and_cut, cut, wiped, rolled_back],
                         ids=lambda f: f.__name__)
def test_a_checkpoint_alone_catches_what_no_key_can(spec, tmp_path, raw, attack):
    """An unsigned store and no key at all: each attack leaves a consistent chain, which verify alone passes;
    the checkpoint taken after record 6 tells."""
    grade_into(spec, tmp_path, 2)
    cp = str(tmp_path / "cp.json")
    assert checkpoint(spec, cp).exit_code == 0
    grade_into(spec, tmp_path, 1)
    attack(raw(spec), 9)
    assert verify(spec).exit_code == 0  # the limit of the chain alone
    result = verify(spec, "--checkpoint", cp)
    assert result.exit_code == 1 and "no longer extends the checkpoint" in result.output, result.output


def test_a_changed_checkpoint_is_refused(spec, tmp_path, pair):
    private, public = pair
    grade_into(spec, tmp_path, 1, TRAINER_SIGNING_KEY=private)
    cp = str(tmp_path / "cp.json")
    assert checkpoint(spec, cp, TRAINER_SIGNING_KEY=private).exit_code == 0
    doc = json.load(open(cp))
    doc["seq"] = 2
    doc["hash"] = "a" * 64
    forged = str(tmp_path / "forged.json")
    json.dump(doc, open(forged, "w"))
    result = verify(spec, "--checkpoint", forged, "--public-key", public)
    assert result.exit_code == 1 and "bad-signature" in result.output, result.output
    for text, why in (("not json", "not JSON"), ('{"kind": "other"}', "kind"), ("[]", "kind"),
                      (json.dumps({**doc, "seq": -1}), "seq"), (json.dumps({**doc, "hash": "xyz"}), "hash")):
        bad = str(tmp_path / "bad.json")
        open(bad, "w").write(text)
        out = verify(spec, "--checkpoint", bad)
        assert out.exit_code == 1 and why in out.output and len(out.output.splitlines()) == 1, out.output


def test_no_checkpoint_of_a_store_that_does_not_verify(spec, tmp_path, raw):
    grade_into(spec, tmp_path, 1)
    raw(spec).run("UPDATE results SET score = 0 WHERE seq = 2")
    out = str(tmp_path / "cp.json")
    result = checkpoint(spec, out)
    assert result.exit_code == 1 and "does not verify" in result.output and not os.path.exists(out), result.output


def test_the_heads_signature_vouches_for_an_intact_chain_and_every_signature_checks_each(spec, tmp_path, pair,
                                                                                        raw):
    """docs/audit.md: with a public key, the head's signature covers every record through the chain, so the
    records' own signatures are checked for their form only while nothing is found; --every-signature checks
    each, and finds a signature column changed on its own (no result changed with it)."""
    private, public = pair
    grade_into(spec, tmp_path, 2, TRAINER_SIGNING_KEY=private)
    db = raw(spec)
    rows = db.rows()
    db.run("UPDATE results SET signature = ? WHERE seq = 3", (rows[3].signature,))  # record 4's, well formed
    assert first_line(verify(spec, "--public-key", public)) == "ok: 6 records, chain intact (signed: yes)"
    every = verify(spec, "--public-key", public, "--every-signature")
    assert every.exit_code == 1 and first_line(every) == "record 3 (trainee T-0042, scenario " \
        f"{rows[2].scenario}, graded {rows[2].graded_at}): bad-signature", every.output
    # Anything else found, and every signature is checked: record 3 is named as well.
    db.run("UPDATE results SET score = 0 WHERE seq = 5")
    both = verify(spec, "--public-key", public)
    assert both.exit_code == 1 and "record 3 " in both.output and "bad-signature" in both.output, both.output


def _other_spelling(signature: str) -> str:
    """The same 64 bytes written with another last base64 character: its 4 low bits are dropped by a decoder."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    v = alphabet.index(signature[85])
    return signature[:85] + alphabet[(v & 0b110000) | ((v + 1) & 0b001111)] + signature[86:]


def test_a_signature_spelled_another_way_is_not_a_signature(spec, tmp_path, pair, raw):
    """An inspector's attack: a record's signature with its last base64 character changed decodes to the same
    bytes; it is refused at the form check, so the head's signature does not vouch for a changed column."""
    import base64

    private, public = pair
    grade_into(spec, tmp_path, 1, TRAINER_SIGNING_KEY=private)
    db = raw(spec)
    sig = db.rows()[1].signature
    other = _other_spelling(sig)
    assert other != sig and base64.b64decode(other) == base64.b64decode(sig)
    db.run("UPDATE results SET signature = ? WHERE seq = 2", (other,))
    for extra in ((), ("--every-signature",)):
        out = verify(spec, "--public-key", public, *extra)
        assert out.exit_code == 1 and "record 2 " in out.output and "signature" in out.output, out.output


def test_a_certificate_whose_signature_is_spelled_another_way_fails():
    import json

    from trainer.certificate.verify import verify_offline
    from trainer.store.keys import load_public_key

    folder = os.path.join(os.path.dirname(__file__), "fixtures", "certificate")
    text = open(os.path.join(folder, "T-0042--venice-art1-10.certificate.json"), encoding="utf-8").read()
    key = load_public_key(os.path.join(folder, "signing.pub"))
    cert = json.loads(text)
    assert all(c.ok for c in verify_offline(cert, key, text.encode()))
    changed = text.replace(cert["signature"], _other_spelling(cert["signature"]))
    checks = verify_offline(json.loads(changed), key, changed.encode())
    assert [c.name for c in checks if not c.ok] == ["signature"]
