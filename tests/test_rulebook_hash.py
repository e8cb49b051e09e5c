"""One rulebook hash function, two forms (issue 22): the store's records keep the form they were written with
(every language, each file framed by its path and length); certificates keep theirs (the English files'
bytes in file-name order). Both come from trainer.store.provenance.rulebook_sha256."""
from __future__ import annotations

import hashlib
from pathlib import Path

import trainer.rulebook
from trainer.certificate.model import rulebook_sha256 as certificate_rulebook
from trainer.certificate.model import unsigned
from trainer.store.provenance import rulebook_files, rulebook_sha256

FOLDER = Path(trainer.rulebook.__file__).parent


def test_the_certificate_takes_its_form_from_the_one_function():
    data = b"".join(p.read_bytes() for p in sorted((FOLDER / "en").glob("*.md"), key=lambda p: p.name))
    assert rulebook_sha256("certificate") == certificate_rulebook() == hashlib.sha256(data).hexdigest()


def test_the_record_form_is_the_one_records_were_written_with():
    digest = hashlib.sha256()
    for path in sorted(FOLDER.rglob("*.md"), key=lambda p: p.relative_to(FOLDER).as_posix()):
        data = path.read_bytes()
        digest.update(f"{path.relative_to(FOLDER).as_posix()}\n{len(data)}\n".encode() + data)
    assert rulebook_sha256() == rulebook_sha256("record") == digest.hexdigest()
    assert rulebook_sha256("record") != rulebook_sha256("certificate")


def test_both_forms_read_the_same_files():
    names = [name for name, _ in rulebook_files()]
    assert names == sorted(names) and "en/articles.md" in names and "it/articles.md" in names


def test_a_certificate_states_the_certificate_form():
    from trainer.certificate.model import Issue

    issue = Issue("T-1", "2026-12-02T00:00:00Z", "x", "0" * 64, "I-1", {}, 0, 0, {}, False, ())
    trainer_field = unsigned(issue)["trainer"]
    assert isinstance(trainer_field, dict) and trainer_field["rulebook_sha256"] == rulebook_sha256("certificate")
