"""A class file (YAML): `name: TEXT` and `trainees: [ID, ...]`, read like every file a person writes
(trainer.yamlio: FILE:LINE:COL messages, unknown keys with a suggestion)."""
from __future__ import annotations

from dataclasses import dataclass

from ..yamlio.check import Checker
from ..yamlio.errors import Invalid, Problem
from ..yamlio.reader import read


@dataclass(frozen=True, slots=True)
class ClassList:
    name: str
    trainees: tuple[str, ...]
    source: str


def load_class(path: str) -> ClassList:
    doc = read(path)
    c = Checker(doc)
    data = c.mapping(doc.data, (), ("name", "trainees"), (), " (name, trainees)")
    if data is None:
        raise Invalid(c.problems or [Problem(path, 1, 1, "the file is empty: a class needs name: and trainees:")])
    name = c.text(data.get("name"), ("name",))
    ids: list[str] = []
    for i, value in enumerate(c.listing(data.get("trainees"), ("trainees",), "trainee ids",
                                        example="[T-0042, T-0043]") or []):
        text = c.text(value, ("trainees", i))
        if text is None:
            continue
        if text.strip() in ids:
            c.error(("trainees", i), f"trainees item {i + 1}: {text.strip()} is listed twice")
            continue
        ids.append(text.strip())
    if c.problems:
        raise Invalid(c.problems)
    assert name is not None
    return ClassList(name.strip(), tuple(ids), path)
