"""A certificate (FORMATS §7): one JSON object, signed with Ed25519 over the RFC 8785 canonical JSON of every
field but `signature`; the key named by `key_id`, the first 16 hex digits of the SHA-256 of the raw public
key. It is written once, on a pass, by `trainer exam`, and checked offline by `trainer certificate verify`."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Mapping, Sequence

from .. import __version__
from ..store.keys import Signer
from ..store.provenance import rulebook_sha256 as provenance_rulebook
from ..vocab import JSON
from .jcs import canonical

FORMAT = 1
KIND = "trainer-certificate"
SUFFIX = ".certificate.json"
MAX_BYTES = 1_000_000  # a certificate of 500 hands is some 60 KB


@dataclass(frozen=True, slots=True)
class Issue:
    """What a certificate states, before it is signed."""

    trainee: str
    issued: str  # UTC, ISO 8601, to the second, with Z
    exam_id: str
    catalogue_sha256: str
    proctor: str
    articles: Mapping[str, tuple[int, int]]  # article -> (decisions, right)
    score: int
    max: int
    pass_rule: dict[str, JSON]
    passed: bool
    results: Sequence[tuple[int, str]]  # the store's records: (seq, hash)


def rulebook_sha256() -> str:
    """SHA-256 of the rulebook text the engine cites: the English Markdown files concatenated in file-name
    order (FORMATS §7); the store's provenance gives it, the one definition records carry too."""
    return provenance_rulebook()


def unsigned(issue: Issue) -> dict[str, JSON]:
    return {
        "format": FORMAT, "kind": KIND, "trainee": issue.trainee, "issued": issue.issued,
        "exam": {"id": issue.exam_id, "catalogue_sha256": issue.catalogue_sha256, "proctor": issue.proctor},
        "articles": {a: {"decisions": d, "right": r} for a, (d, r) in issue.articles.items()},
        "score": issue.score, "max": issue.max, "pass_rule": issue.pass_rule, "passed": issue.passed,
        "results": [{"seq": seq, "hash": h} for seq, h in issue.results],
        "trainer": {"version": __version__, "rulebook_sha256": rulebook_sha256()},
    }


def signed(issue: Issue, key: Signer) -> dict[str, JSON]:
    """The certificate, signed: `key_id` is covered by the signature, `signature` covers everything else."""
    body = unsigned(issue)
    body["key_id"] = key.key_id
    body["signature"] = key.sign(canonical(body))
    return body


def certificate_text(certificate: Mapping[str, JSON]) -> str:
    """As the file holds it: the canonical JSON of the whole certificate, signature included, and a line end.
    So the file has one form only, and any byte changed in it fails verify (a space too)."""
    return canonical(dict(certificate)) + "\n"


def write_certificate(folder: str, base: str, certificate: Mapping[str, JSON]) -> str:
    """Write under FOLDER/BASE.certificate.json, never over a file (BASE-2 ... when taken)."""
    from ..files import write_new

    os.makedirs(folder, exist_ok=True)
    return write_new(folder, base, {SUFFIX: certificate_text(certificate)})[0]
