"""The rulebook's words are Markdown files per language (trainer/rulebook/en/*.md, it/*.md): every topic
of the contents is in each language, in its kind's file, and a slip in a file is an error that names the
file and the line."""
from __future__ import annotations

import fnmatch
import shutil
import tomllib
from pathlib import Path

import pytest

from trainer import rulebook
from trainer.rulebook.contents import CONTENTS, FILES, LANGS, Kind
from trainer.rulebook.prose import ProseError, Words, parse, read

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "trainer" / "rulebook"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """A copy of the rulebook's language folders, to plant a slip in."""
    for lang in LANGS:
        shutil.copytree(FOLDER / lang, tmp_path / lang)
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def line_of(path: Path, start: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.startswith(start))


# ---- the files as shipped ------------------------------------------------------------------------------------------


def test_every_topic_has_its_words_in_every_language_in_its_kinds_file() -> None:
    words = read(FOLDER)
    assert set(words) == set(LANGS) == {"en", "it"}
    names = [e.topic for e in CONTENTS]
    assert len(names) == len(set(names)) == 78
    for lang in LANGS:
        assert set(words[lang]) == set(names), lang
        for entry in CONTENTS:
            said = words[lang][entry.topic]
            assert said.file == f"trainer/rulebook/{lang}/{FILES[entry.kind]}", (lang, entry.topic)
            assert said.title.strip() == said.title and said.text, (lang, entry.topic)


def test_each_language_folder_holds_exactly_the_kinds_files() -> None:
    for lang in LANGS:
        assert sorted(p.name for p in (FOLDER / lang).iterdir()) == sorted(FILES.values()), lang
    assert {p.name for p in FOLDER.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(LANGS)


def test_the_catalog_is_the_files_words() -> None:
    words = read(FOLDER)
    for t in rulebook.all_topics():
        for lang in LANGS:
            assert (t.title[lang], t.text[lang]) == (words[lang][t.topic].title, words[lang][t.topic].text)
    r9 = next(t for t in rulebook.all_topics() if t.topic == "R9")
    assert r9.kind == Kind.RULING and r9.articles == (7, 8, "premise")
    assert r9.text["en"].startswith("Reading: drawn cards that the rebuilt hand does not use are set aside, in order,")


def test_the_files_are_package_data() -> None:
    """pyproject.toml's package data for trainer.rulebook takes in every file of every language folder."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = project["tool"]["setuptools"]["package-data"]["trainer.rulebook"]
    shipped = [p.relative_to(FOLDER).as_posix() for lang in LANGS for p in (FOLDER / lang).iterdir()]
    assert shipped and all(any(fnmatch.fnmatch(name, g) for g in globs) for name in shipped), shipped


# ---- the parser ----------------------------------------------------------------------------------------------------


def test_a_file_is_headings_and_paragraphs_wrapped_anywhere() -> None:
    source = ("## R1 — A title with \"quotes\"\n\nOne paragraph\n  wrapped   twice,\nthen ended.\n\n\n"
              "Another.  \n## R2 — Next\nStraight under the heading.\n")
    found = parse("en/rulings.md", source)
    assert list(found) == ["R1", "R2"]
    assert found["R1"] == Words('A title with "quotes"', "One paragraph wrapped twice, then ended.\n\nAnother.",
                                "en/rulings.md", 1)
    assert found["R2"].text == "Straight under the heading." and found["R2"].where == "en/rulings.md:9"
    assert parse("x.md", "\n\n") == {} and parse("x.md", "\r\n## 7 — T\r\n\r\nText.\r\n")["7"].line == 2


@pytest.mark.parametrize("source, line, says", [
    ("Intro.\n\n## R1 — T\n\nText.\n", 1, "text before the first heading"),
    ("## R1 - T\n\nText.\n", 1, "a heading is '## TOPIC — Title'"),
    ("## R1 — T\n\nText.\n\n### Detail\n", 5, "this line is '### Detail'"),
    ("# Rulings\n\n## R1 — T\n\nText.\n", 1, "this line is '# Rulings'"),
    ("## R1 — T\n\nText.\n\n  ## R2 — U\n", 5, "a heading is"),
    ("## R1 —\n\nText.\n", 1, "a heading is"),
    ("## R1 — T\n\nText.\n\n## R2 — U\n\n## R3 — V\n\nText.\n", 5, "R2 has a title and no text"),
    ("## R1 — T\n\nText.\n\n## R2 — U\n\nText.\n\n## R1 — T again\n\nMore.\n", 9,
     "a second heading for R1; the first is at line 1"),
])
def test_a_slip_names_the_file_and_the_line(source: str, line: int, says: str) -> None:
    with pytest.raises(ProseError) as error:
        parse("trainer/rulebook/it/rulings.md", source)
    assert str(error.value).startswith(f"trainer/rulebook/it/rulings.md:{line}: "), str(error.value)
    assert says in str(error.value)


# ---- the files against the contents, and each language against English ---------------------------------------------


def test_a_topic_missing_from_the_italian_file_names_both_files(copy: Path) -> None:
    rulings = copy / "it" / "rulings.md"
    text = rulings.read_text(encoding="utf-8")
    start, end = text.index("## R5 — "), text.index("## R6 — ")
    rulings.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(ProseError) as error:
        read(copy)
    english = line_of(FOLDER / "en" / "rulings.md", "## R5 — ")
    assert str(error.value) == (f"trainer/rulebook/it/rulings.md:{line_of(rulings, '## R6 — ')}: no heading for R5 "
                                f"('## R5 — Title'); trainer/rulebook/en/rulings.md:{english} has it")


def test_the_last_topic_missing_is_named_at_the_end_of_the_file(copy: Path) -> None:
    steps = copy / "it" / "steps.md"
    text = steps.read_text(encoding="utf-8")
    steps.write_text(text[:text.index("## announce_le_carte_parlano — ")], encoding="utf-8")
    with pytest.raises(ProseError, match=rf"^trainer/rulebook/it/steps.md:{len(steps.read_text().splitlines()) + 1}: "
                                         r"no heading for announce_le_carte_parlano "):
        read(copy)


def test_a_topic_missing_in_english_points_at_the_contents(copy: Path) -> None:
    edit(copy / "en" / "house-rules.md", "## seat_order — ", "## seat_orders — ")
    with pytest.raises(ProseError, match=r"^trainer/rulebook/en/house-rules.md:\d+: seat_orders is no topic of the "
                                         r"rulebook \(trainer/rulebook/contents.py lists them\)$"):
        read(copy)
    shutil.copy(FOLDER / "en" / "house-rules.md", copy / "en" / "house-rules.md")
    edit(copy / "en" / "house-rules.md", "## seat_order — ", "## R99 — ")
    with pytest.raises(ProseError, match=r"^trainer/rulebook/en/house-rules.md:\d+: R99 is no topic"):
        read(copy)


def test_a_topic_in_another_kinds_file_is_refused(copy: Path) -> None:
    articles = copy / "it" / "articles.md"
    articles.write_text(articles.read_text(encoding="utf-8") + "\n## R1 — Fuori posto\n\nTesto.\n", encoding="utf-8")
    with pytest.raises(ProseError,
                       match=r"^trainer/rulebook/it/articles.md:\d+: R1 belongs in it/rulings.md, not here$"):
        read(copy)


def test_a_duplicated_heading_in_the_italian_file_is_refused(copy: Path) -> None:
    rulings = copy / "it" / "rulings.md"
    first = line_of(rulings, "## R3 — ")
    rulings.write_text(rulings.read_text(encoding="utf-8") + "\n## R3 — Di nuovo\n\nTesto.\n", encoding="utf-8")
    with pytest.raises(ProseError, match=rf"^trainer/rulebook/it/rulings.md:\d+: a second heading for R3; the first "
                                         rf"is at line {first}$"):
        read(copy)


def test_a_missing_file_is_named(copy: Path) -> None:
    (copy / "it" / "house-rules.md").unlink()
    with pytest.raises(ProseError, match=r"^trainer/rulebook/it/house-rules.md: missing; it holds the house_rule"):
        read(copy)


def test_a_byte_order_mark_is_no_text(copy: Path) -> None:
    premise = copy / "it" / "premise.md"
    premise.write_bytes(b"\xef\xbb\xbf" + premise.read_bytes())
    assert read(copy)["it"]["premise"] == read(FOLDER)["it"]["premise"]
