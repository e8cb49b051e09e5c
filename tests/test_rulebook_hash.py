"""One rulebook hash (issue 22): records and certificates carry the same SHA-256, of the rulebook text the
engine cites as FORMATS §7 defines it (the English files' bytes in file-name order), from one function,
trainer.store.provenance.rulebook_sha256. A record written before, with the earlier form (every language,
each file framed by its path and length), keeps it: it is never rewritten and still verifies."""
from __future__ import annotations

import hashlib
import os
from dataclasses import replace
from pathlib import Path

import trainer.rulebook
from trainer.certificate.model import rulebook_sha256 as certificate_rulebook
from trainer.certificate.model import unsigned
from trainer.pipeline import ScenarioIndex, grade_files
from trainer.store import open_store, verify
from trainer.store.from_graded import record_of
from trainer.store.provenance import rulebook_files, rulebook_sha256

FOLDER = Path(trainer.rulebook.__file__).parent
ROOT = FOLDER.parent.parent


def formats_7() -> str:
    """FORMATS §7, recomputed here from its words."""
    data = b"".join(p.read_bytes() for p in sorted((FOLDER / "en").glob("*.md"), key=lambda p: p.name))
    return hashlib.sha256(data).hexdigest()


def earlier_record_form() -> str:
    """The form records carried before issue 22 (docs/audit.md): every file, by its path, framed."""
    digest = hashlib.sha256()
    for path in sorted(FOLDER.rglob("*.md"), key=lambda p: p.relative_to(FOLDER).as_posix()):
        data = path.read_bytes()
        digest.update(f"{path.relative_to(FOLDER).as_posix()}\n{len(data)}\n".encode() + data)
    return digest.hexdigest()


def test_the_one_definition_is_formats_7s():
    assert rulebook_sha256() == certificate_rulebook() == formats_7()
    assert rulebook_sha256() != earlier_record_form()  # the Italian files are not in it


def test_it_reads_the_rulebooks_files():
    names = [name for name, _ in rulebook_files()]
    assert names == sorted(names) and "en/articles.md" in names and "it/articles.md" in names


def test_a_certificate_states_it():
    from trainer.certificate.model import Issue

    issue = Issue("T-1", "2026-12-02T00:00:00Z", "x", "0" * 64, "I-1", {}, 0, 0, {}, False, ())
    trainer_field = unsigned(issue)["trainer"]
    assert isinstance(trainer_field, dict) and trainer_field["rulebook_sha256"] == formats_7()


def test_a_record_states_the_same_value_as_a_certificate(tmp_path):
    graded = next(g for g in grade_files([str(ROOT / "examples")], ScenarioIndex(str(ROOT / "scenarios")))
                  if g.grade is not None)
    assert record_of(graded, "grade").rulebook_sha256 == formats_7() == certificate_rulebook()


def test_a_record_of_the_earlier_form_keeps_its_value_and_verifies(tmp_path):
    """Old records are never rewritten: one stored with the earlier form reads back with it, the store still
    verifies, and a record added after it carries the one form."""
    graded = next(g for g in grade_files([str(ROOT / "examples")], ScenarioIndex(str(ROOT / "scenarios")))
                  if g.grade is not None)
    path = os.path.join(tmp_path, "r.sqlite")
    old = replace(record_of(graded, "grade"), rulebook_sha256=earlier_record_form())
    with open_store(path) as store:
        store.add(old)
        store.add(record_of(graded, "grade"))
    with open_store(path, read_only=True) as store:
        first, second = store.records()
        assert verify(store).ok
    assert first.rulebook_sha256 == earlier_record_form() and second.rulebook_sha256 == formats_7()
