"""Frozen value records written by hand, for the classes every command imports.

`@dataclass(frozen=True)` writes each class's __init__, __repr__, __eq__,
__hash__, __setattr__ and __delattr__ as source text and compiles it when the
module is imported: most of a millisecond a class, a few per cent of a whole
`trainer solve`. A `Frozen` subclass names its fields, in order, in
`__match_args__` (as a dataclass does) and, unless it keeps them in its
`__dict__` (a record whose dict is copied or read with `vars`, or one made
so often that its __init__ sets them in one dict update), in `__slots__`;
it writes its own `__init__` taking them in that order, setting
them with `init_field`, the defaults in its signature. It gets the rest here,
behaving as the dataclass's would: equal when of the same class with equal
fields, hashed by its fields, shown as `Card(rank='7', suit='H')`, any
assignment or deletion refused with `FrozenInstanceError`, copied and
pickled through `__init__`. Fields a dataclass would mark `compare=False,
repr=False` are left out of `_compared`.

`replace` and `field_names` stand for `dataclasses.replace` and
`dataclasses.fields`: a record is not a dataclass.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar, NoReturn, TypeVar, cast

init_field = object.__setattr__  # what a frozen record's __init__ sets its fields with


class Frozen:
    __slots__: tuple[str, ...] = ()
    __match_args__: tuple[str, ...] = ()  # the fields, in order
    _compared: ClassVar[tuple[str, ...]] = ()  # the fields compared, hashed and shown: all unless a class says

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "_compared" not in cls.__dict__:
            cls._compared = cls.__match_args__

    def _key(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self._compared])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._key() == other._key()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._compared)
        return f"{self.__class__.__qualname__}({shown})"

    # dataclasses is imported only to refuse a change: `trainer solve` never needs it.
    def __setattr__(self, name: str, value: Any) -> NoReturn:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        # copy and pickle rebuild through __init__, which takes the fields in order.
        return self.__class__, tuple([getattr(self, name) for name in self.__match_args__])


R = TypeVar("R", bound=Frozen)


def replace(record: R, /, **changes: Any) -> R:
    """`record` with some fields changed, made through its __init__ (as `dataclasses.replace` makes it)."""
    for name in record.__match_args__:
        if name not in changes:
            changes[name] = getattr(record, name)
    make = cast(Callable[..., R], record.__class__)
    return make(**changes)


def field_names(cls: type[Frozen]) -> tuple[str, ...]:
    """The record's fields, in order."""
    return cls.__match_args__
