"""Checking a certificate: offline with the school's public key alone, and against the results store.

Offline (`verify_offline`): the file is one JSON object (no key twice, no NaN), its `format` and `kind` are
a certificate's, its fields have their types, `key_id` is the public key's, and the Ed25519 signature over
the canonical JSON (RFC 8785) of every other field checks. With the store (`verify_in_store`): each record
the certificate names is there with that hash, and the store itself verifies with the same public key.
Every check is reported, each named, so that an inspector reads what fails.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

from ..files import NotAFile, regular_file_bytes
from ..store.keys import PublicKey
from ..vocab import JSON
from .jcs import canonical
from .model import FORMAT, KIND, MAX_BYTES

if TYPE_CHECKING:
    from ..store import Store

Certificate = dict[str, JSON]


class CertificateError(ValueError):
    """A file that is not a certificate at all; the message names it and says why (one line)."""


@dataclass(frozen=True, slots=True)
class Check:
    name: str  # format, kind, fields, key_id, signature, record SEQ, store
    ok: bool
    message: str


def _no_twice(pairs: list[tuple[str, JSON]]) -> dict[str, JSON]:
    out: dict[str, JSON] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"the key {k!r} appears twice")
        out[k] = v
    return out


def _no_constant(word: str) -> JSON:
    raise ValueError(f"{word} is not JSON")


def read_certificate(path: str) -> Certificate:
    return read_text(path)[0]


def read_text(path: str) -> tuple[Certificate, bytes]:
    """The certificate in the file `path`, and the file's bytes."""
    try:
        raw = regular_file_bytes(path, MAX_BYTES + 1)
    except NotAFile as err:
        raise CertificateError(f"{path} is {err.kind}, not a certificate file") from None
    except OSError as err:
        raise CertificateError(f"cannot read {path}: {err.strerror or err}") from None
    if len(raw) > MAX_BYTES:
        raise CertificateError(f"{path} is larger than any certificate ({MAX_BYTES:,} bytes at most)")
    try:
        value = json.loads(raw.decode("utf-8"), object_pairs_hook=_no_twice, parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise CertificateError(f"{path} is not a certificate: not JSON ({err})") from None
    if not isinstance(value, dict):
        raise CertificateError(f"{path} is not a certificate: not a JSON object")
    return value, raw


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def field_problems(cert: Mapping[str, JSON]) -> list[str]:
    """What is missing or of the wrong type, as `trainer certificate show` needs it."""
    bad: list[str] = []
    for name in ("trainee", "issued", "key_id", "signature"):
        if not isinstance(cert.get(name), str):
            bad.append(f"{name} is not text")
    exam = cert.get("exam")
    if not isinstance(exam, dict) or not all(isinstance(exam.get(k), str) for k in ("id", "catalogue_sha256",
                                                                                     "proctor")):
        bad.append("exam is not {id, catalogue_sha256, proctor}")
    articles = cert.get("articles")
    if not isinstance(articles, dict) or not all(
            isinstance(v, dict) and _is_int(v.get("decisions")) and _is_int(v.get("right")) for v in articles.values()):
        bad.append("articles is not {ARTICLE: {decisions, right}}")
    for name in ("score", "max"):
        if not _is_int(cert.get(name)):
            bad.append(f"{name} is not a whole number")
    if not isinstance(cert.get("passed"), bool):
        bad.append("passed is not true or false")
    if not isinstance(cert.get("pass_rule"), dict):
        bad.append("pass_rule is not an object")
    results = cert.get("results")
    if not isinstance(results, list) or not all(
            isinstance(r, dict) and _is_int(r.get("seq")) and isinstance(r.get("hash"), str) for r in results):
        bad.append("results is not [{seq, hash}]")
    trainer = cert.get("trainer")
    if not isinstance(trainer, dict) or not all(isinstance(trainer.get(k), str) for k in ("version",
                                                                                          "rulebook_sha256")):
        bad.append("trainer is not {version, rulebook_sha256}")
    return bad


def verify_offline(cert: Mapping[str, JSON], key: PublicKey, raw: bytes | None = None) -> list[Check]:
    """The offline checks; with the file's bytes `raw`, also that the file is in its one form (canonical JSON
    and a line end), so that a byte changed where the signature does not reach (a space) fails too."""
    checks = [
        Check("format", cert.get("format") == FORMAT and _is_int(cert.get("format")),
              f"format is {FORMAT}" if cert.get("format") == FORMAT else
              f"format is {json.dumps(cert.get('format'))}, not {FORMAT}"),
        Check("kind", cert.get("kind") == KIND, f"kind is {json.dumps(cert.get('kind'))}"
              + ("" if cert.get("kind") == KIND else f", not \"{KIND}\"")),
    ]
    bad = field_problems(cert)
    checks.append(Check("fields", not bad, "every field is there, of its type" if not bad else "; ".join(bad)))
    kid = cert.get("key_id")
    checks.append(Check("key_id", kid == key.key_id,
                        f"key_id {kid} is the public key's" if kid == key.key_id else
                        f"key_id {json.dumps(kid)} is not the public key's ({key.key_id}): signed with another key"))
    body = {k: v for k, v in cert.items() if k != "signature"}
    try:
        message = canonical(body)
    except (TypeError, ValueError):
        message = None
    good = message is not None and key.check(message, cert.get("signature"))
    checks.append(Check("signature", good, "the signature checks: no byte of the certificate was changed"
                        if good else "the signature does not check: the certificate was changed after it was "
                                     "signed, or signed with another key"))
    if raw is not None:
        try:
            same = raw == (canonical(dict(cert)) + "\n").encode("utf-8")
        except (TypeError, ValueError):
            same = False
        checks.append(Check("form", same, "the file is the certificate's canonical JSON, as it was written" if same
                            else "the file is not the certificate's canonical JSON (RFC 8785) and a line end: it "
                                 "was rewritten or changed after it was written"))
    return checks


def verify_in_store(cert: Mapping[str, JSON], store: Store, key: PublicKey) -> list[Check]:
    """Each record the certificate names is in the store with that hash; and the store verifies."""
    from ..store import verify
    from ..store.keys import keyring

    wanted: dict[int, str] = {}
    results = cert.get("results")
    for r in results if isinstance(results, list) else []:
        if isinstance(r, dict) and _is_int(r.get("seq")) and isinstance(r.get("hash"), str):
            seq, h = r["seq"], r["hash"]
            assert isinstance(seq, int) and isinstance(h, str)
            wanted[seq] = h
    found: dict[int, str | None] = {}
    for record in store.records():
        if record.seq in wanted:
            found[record.seq] = record.hash
    checks = []
    for seq, h in wanted.items():
        if seq not in found:
            checks.append(Check(f"record {seq}", False, f"record {seq} is not in the store"))
        elif found[seq] != h:
            checks.append(Check(f"record {seq}", False, f"record {seq} has the hash {found[seq]}, not the "
                                                        f"certificate's {h}: it was changed or replaced"))
        else:
            checks.append(Check(f"record {seq}", True, f"record {seq} is in the store with the certificate's hash"))
    report = verify(store, keyring(public_keys=[key]))
    checks.append(Check("store", report.ok, report.summary()))
    return checks
