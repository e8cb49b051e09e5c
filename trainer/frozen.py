"""Frozen value records written by hand, for the small classes every command imports.

`@dataclass(frozen=True)` writes each class's __init__, __repr__, __eq__,
__hash__, __setattr__ and __delattr__ as source text and compiles it when the
module is imported: most of a millisecond a class, a few per cent of a whole
`trainer solve`. A `Frozen` subclass names its fields, in order, in
`__match_args__` (as a dataclass does) and in `__slots__`, writes its own
`__init__` setting them with `init_field`, and gets the rest here, behaving as the dataclass's would: equal when of the same class
with equal fields, hashed by its fields, shown as `Card(rank='7', suit='H')`,
and any assignment or deletion refused with `FrozenInstanceError`.
"""
from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, NoReturn

init_field = object.__setattr__  # what a frozen record's __init__ sets its fields with


class Frozen:
    __slots__: tuple[str, ...] = ()
    __match_args__: tuple[str, ...] = ()  # the fields, in order

    def _fields(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self.__match_args__])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._fields() == other._fields()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: Any) -> NoReturn:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        # copy and pickle rebuild through __init__, which takes the fields in order.
        return self.__class__, self._fields()
