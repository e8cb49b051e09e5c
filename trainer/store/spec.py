"""Which results store a command means, and how it is named in messages: never with its password.

A spec is the path of an SQLite file, or a PostgreSQL URL written `postgresql://` or `postgres://` (libpq
takes the scheme in lower case only). Anything else that looks like a URL, with `://` in it or a
`postgres`/`postgresql` scheme (`POSTGRESQL://…`, `postgresql:/…`, `postgresql+psycopg://…`), is refused: taken
as a path it would become an SQLite file, and folders, named after the URL, password and all.
"""
from __future__ import annotations

import os
import re
import urllib.parse

from .base import StoreError

DEFAULT_SPEC = os.path.join("reports", "results.sqlite")
STORE_ENV = "TRAINER_STORE"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")

_PASSWORD_PARAM = re.compile(r"(password=)[^&\s]*", re.IGNORECASE)
_URL_LIKE = re.compile(r"(?i)^postgres(ql)?(:|//)|://")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:/{0,2}")


class BadSpec(StoreError):
    """A store spec that is neither an SQLite path nor a PostgreSQL URL; the message names it redacted."""


def is_postgres(spec: str) -> bool:
    return spec.startswith(POSTGRES_PREFIXES)


def check_spec(spec: str) -> str:
    """`spec` itself when the trainer can open it, else BadSpec saying why (the password never shown)."""
    if is_postgres(spec) or not _URL_LIKE.search(spec):
        return spec
    lower = spec.lower()
    hint = ("write the scheme in lower case, postgresql://" if lower.startswith(POSTGRES_PREFIXES)
            else "a PostgreSQL URL starts postgresql:// (two slashes)" if lower.startswith("postgres")
            else "give an SQLite file's path or a postgresql:// URL")
    raise BadSpec(f"{redact(spec)} is not a results store the trainer can open: {hint}. Nothing was opened or "
                  f"created.")


def store_spec(option_value: str | None = None) -> str:
    """Which store to use: the option's value if given, else $TRAINER_STORE, else reports/results.sqlite;
    BadSpec when it looks like a URL that the trainer cannot open."""
    return check_spec(option_value or os.environ.get(STORE_ENV) or DEFAULT_SPEC)


def _credentials(spec: str) -> tuple[str, str, str] | None:
    """(scheme://, user:password as written, the rest from the last @ on), or None without credentials.
    The credentials run to the last @, so that an @ left unencoded in a password stays inside them."""
    scheme, sep, rest = _PASSWORD_PARAM.sub(r"\1***", spec).partition("://")
    at = rest.rfind("@")
    if not sep or at < 0:
        return None
    return scheme + sep, rest[:at], rest[at:]


def redact(spec: str) -> str:
    """The spec for messages. A PostgreSQL URL loses its password: everything between the user name's ':' and
    the last @ before the host, and any password= parameter. Anything else URL-like (a mistyped URL) loses all
    it holds between its scheme and the last @, since where its user name ends cannot be known."""
    if not is_postgres(spec):
        shown = _PASSWORD_PARAM.sub(r"\1***", spec)
        prefix = _SCHEME.match(shown)
        at = shown.rfind("@")
        if _URL_LIKE.search(spec) and at >= 0:
            start = prefix.end() if prefix else 0
            return shown[:start] + "***" + shown[at:]
        return shown
    parts = _credentials(spec)
    if parts is None:
        return _PASSWORD_PARAM.sub(r"\1***", spec)
    scheme, userinfo, rest = parts
    user, colon, _ = userinfo.partition(":")
    return f"{scheme}{user}:***{rest}" if colon else f"{scheme}{userinfo}{rest}"


def secrets(spec: str) -> list[str]:
    """The password as written in the URL and decoded, to scrub from a driver's messages."""
    parts = _credentials(spec)
    password = parts[1].partition(":")[2] if parts else ""
    params = [m.group(0)[len("password="):] for m in re.finditer(r"(?i)password=[^&\s]*", spec)]
    found = {password, urllib.parse.unquote(password), *params, *map(urllib.parse.unquote, params)}
    return [s for s in found if len(s) >= 3]


def has_unencoded_at(spec: str) -> bool:
    """Whether the user name or password of a PostgreSQL URL holds an @ that is not written %40."""
    parts = _credentials(spec)
    return parts is not None and "@" in parts[1]
