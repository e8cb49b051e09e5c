"""The fault registry: every kind and every article has all of its parts, in one place.

Each kind has a frozen params dataclass matching the fields the loader checks,
a procedure, a story, drill variants and catalog entries in English and
Italian; every drill variant belongs to exactly one article's place; every
catalog id an article's modules say is declared in its own words (or the
shared words); the registry itself imports no story and no drill.
"""
from __future__ import annotations

import ast
import dataclasses
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

from trainer import faults
from trainer.drill import VARIANTS as DRILL_VARIANTS
from trainer.faults import KINDS, PLACES, Kind, Params
from trainer.faults.drills import VARIANTS, of_kind, of_place
from trainer.faults.stories import story_of
from trainer.i18n import templates
from trainer.i18n.places import shared

CATALOG_EN = templates("en")
CATALOG_IT = templates("it")
SHARED_WORDS = set(templates("en", shared.MESSAGES))
ID = re.compile(r"^(?:art\d+|premise|base|solve|session)\.[a-z0-9_.]+$")


@pytest.mark.parametrize("kind", list(KINDS.values()), ids=list(KINDS))
def test_every_kind_has_every_part(kind: Kind) -> None:
    assert callable(kind.procedure) and callable(story_of(kind.name)) and callable(kind.check)
    assert of_kind(kind.name), f"{kind.name} has no drill variant"
    assert kind.catalog_ids, f"{kind.name} declares no catalog id"
    missing_en = sorted(kind.catalog_ids - set(CATALOG_EN))
    missing_it = sorted(kind.catalog_ids - set(CATALOG_IT))
    assert not missing_en and not missing_it, (kind.name, missing_en, missing_it)
    place = next(p for p in PLACES if p.article == kind.article)
    assert kind in place.kinds and kind.words is place.words
    assert set(of_kind(kind.name)) <= set(of_place(place.article)), \
        f"{kind.name}'s variants are not in its article's place"
    for v in of_kind(kind.name):
        assert v.articles[0] == kind.article


@pytest.mark.parametrize("kind", list(KINDS.values()), ids=list(KINDS))
def test_every_kind_has_a_frozen_params_record_matching_its_fields(kind: Kind) -> None:
    assert issubclass(kind.params, Params) and dataclasses.is_dataclass(kind.params)
    assert [f.name for f in dataclasses.fields(kind.params)] == list(kind.fields)
    made = kind.params(*[None] * len(kind.fields))
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, next(iter(kind.fields)), 1)
    assert "__getattr__" not in vars(kind.params) and "__getitem__" not in vars(kind.params)


def test_every_drill_variant_belongs_to_exactly_one_place() -> None:
    owners: dict[str, list[object]] = {}
    for place in PLACES:
        for v in of_place(place.article):
            owners.setdefault(v.name, []).append(place.article)
            assert place.article in v.articles, (v.name, place.article)
    assert {name: where for name, where in owners.items() if len(where) != 1} == {}
    assert VARIANTS == DRILL_VARIANTS == tuple(v for place in PLACES for v in of_place(place.article))
    assert {v.name for v in VARIANTS} == set(owners)


def test_every_article_has_a_place_in_order() -> None:
    assert [p.article for p in PLACES] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, "premise"]
    assert {k.name for p in PLACES for k in p.kinds} == set(KINDS)
    for place in PLACES:
        assert of_place(place.article), place.article
        assert set(templates("en", place.words.MESSAGES)) == set(templates("it", place.words.MESSAGES)), place.article
        assert set(templates("en", place.words.MESSAGES)) <= set(CATALOG_EN)


def _said_ids(module_file: Path) -> set[str]:
    tree = ast.parse(module_file.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and ID.match(node.value)}


@pytest.mark.parametrize("place", PLACES, ids=[str(p.article) for p in PLACES])
def test_every_id_an_article_says_is_in_its_own_words(place: faults.Place) -> None:
    folder = Path(place.package.__file__).parent
    said: set[str] = set()
    for info in pkgutil.iter_modules([str(folder)]):
        said |= _said_ids(folder / f"{info.name}.py")
    said |= _said_ids(folder / "__init__.py")
    assert said, place.article
    declared = set(templates("en", place.words.MESSAGES)) | SHARED_WORDS
    # An id ending in "." is the head of an f-string id: some declared id must start with it.
    unknown = [i for i in said if not (i in declared if not i.endswith(".") else any(d.startswith(i) for d in declared))]
    assert sorted(unknown) == []


def test_after_burn_kinds_are_the_registry_flags() -> None:
    assert faults.AFTER_BURN_KINDS == {
        "reversed_distribution", "wrong_card_count", "wrong_third_card", "misannounced_score", "reader_error"}


def test_the_registry_imports_no_story_and_no_drill() -> None:
    """`trainer solve` needs the kinds, not what a session narrates or a drill draws (issue 17)."""
    code = ("import sys, trainer.faults, trainer.engine.solve, trainer.pipeline; "
            "print(sorted(m for m in sys.modules if m.endswith(('.story', '.drills', 'faults.stories'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
