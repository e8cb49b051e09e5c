"""The keys that sign results, and the keys that check them.

Two kinds:

- an **audit key** (TRAINER_AUDIT_KEY, a shared secret): HMAC-SHA256, signature in hex, key id the first 8
  hex digits of the key's SHA-256. Whoever can check with it can also sign with it.
- a **signing key pair** (TRAINER_SIGNING_KEY, the path of the private key's file): Ed25519, signature in
  base64, key id the first 16 hex digits of the SHA-256 of the raw 32-byte public key (as certificates name
  theirs, FORMATS §7). The private key stays on the recording machines; inspectors check with the public key
  alone (`trainer audit verify --public-key FILE`), which cannot sign. Keys are PEM files: the private key
  PKCS #8, unencrypted, readable by its owner only; the public key SubjectPublicKeyInfo.

Ed25519 comes from the `cryptography` package (`pip install 'trainer[sign]'`): OpenSSL's audited
implementation, never one written here. It is imported only when such a key is used.

A signer signs a text (a record's hash, the chain head's message, a checkpoint); a checker says whether a
signature of a text is its key's. An audit key is both.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import re
import stat
from typing import TYPE_CHECKING, Iterable, Protocol

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

AUDIT_KEY_ENV = "TRAINER_AUDIT_KEY"
SIGNING_KEY_ENV = "TRAINER_SIGNING_KEY"
PRIVATE_NAME, PUBLIC_NAME = "signing.key", "signing.pub"
MAX_KEY_FILE = 64 * 1024  # a PEM key is a few hundred bytes: anything larger is not one
SIGN_EXTRA = "pip install 'trainer[sign]'"
_BASE64 = re.compile(r"[A-Za-z0-9+/]{86}==")


class KeyFileError(ValueError):
    """A key file that cannot be used; the message names the file and says why (one line)."""


class Signer(Protocol):
    @property
    def key_id(self) -> str: ...

    def sign(self, message: str) -> str: ...


class Checker(Protocol):
    @property
    def key_id(self) -> str: ...

    def check(self, message: str, signature: object) -> bool: ...


def hmac_key_id(secret: str) -> str:
    """Names an audit key without revealing it: the first 8 hex digits of its SHA-256."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()[:8]


def hmac_sign(secret: str, message: str) -> str:
    return hmac.new(secret.encode("utf-8"), message.encode("utf-8"), hashlib.sha256).hexdigest()


class AuditKey:
    """The shared audit key: signs and checks with HMAC-SHA256."""

    __slots__ = ("_secret", "key_id")

    def __init__(self, secret: str):
        self._secret = secret
        self.key_id = hmac_key_id(secret)

    def sign(self, message: str) -> str:
        return hmac_sign(self._secret, message)

    def check(self, message: str, signature: object) -> bool:
        if not isinstance(signature, str):
            return False
        try:
            return hmac.compare_digest(hmac_sign(self._secret, message), signature)
        except (TypeError, UnicodeEncodeError):  # a stored signature that is not ASCII text
            return False


class PublicKey:
    """An Ed25519 public key: checks signatures, cannot make them."""

    __slots__ = ("_key", "key_id")

    def __init__(self, key: Ed25519PublicKey):
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        self._key = key
        self.key_id = hashlib.sha256(key.public_bytes(Encoding.Raw, PublicFormat.Raw)).hexdigest()[:16]

    @staticmethod
    def plausible(signature: object) -> bool:
        """Whether `signature` has the form of an Ed25519 signature (base64 of 64 bytes), without checking it."""
        if not (isinstance(signature, str) and len(signature) == 88 and signature.endswith("==")
                and _BASE64.fullmatch(signature) is not None):
            return False
        # The last character before "==" carries 4 bits the decoder drops: only the one text that 64 bytes
        # encode to is a signature, so that no byte of a signed file can change and still check.
        return base64.b64encode(base64.b64decode(signature)).decode("ascii") == signature

    def check(self, message: str, signature: object) -> bool:
        from cryptography.exceptions import InvalidSignature

        if not self.plausible(signature):
            return False
        assert isinstance(signature, str)
        try:
            raw = base64.b64decode(signature, validate=True)
            self._key.verify(raw, message.encode("utf-8"))
        except (InvalidSignature, binascii.Error, ValueError, UnicodeEncodeError):
            return False
        return True

    def pem(self) -> bytes:
        from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

        return self._key.public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo)


class SigningKey:
    """An Ed25519 private key: signs; its public half checks."""

    __slots__ = ("_key", "public")

    def __init__(self, key: Ed25519PrivateKey):
        self._key = key
        self.public = PublicKey(key.public_key())

    @property
    def key_id(self) -> str:
        return self.public.key_id

    def sign(self, message: str) -> str:
        return base64.b64encode(self._key.sign(message.encode("utf-8"))).decode("ascii")

    def check(self, message: str, signature: object) -> bool:
        return self.public.check(message, signature)

    def pem(self) -> bytes:
        from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

        return self._key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())


def _cryptography(path: str) -> None:
    try:
        import cryptography  # noqa: F401
    except ImportError:
        raise KeyFileError(f"{path} is an Ed25519 key, which needs the cryptography package: {SIGN_EXTRA}") from None


def _read_key_file(path: str, private: bool) -> bytes:
    what = "signing key" if private else "public key"
    try:
        st = os.stat(path)
    except OSError as err:
        raise KeyFileError(f"cannot read the {what} {path}: {err.strerror}") from None
    if not stat.S_ISREG(st.st_mode):
        raise KeyFileError(f"the {what} {path} is not a regular file")
    if st.st_size > MAX_KEY_FILE:
        raise KeyFileError(f"the {what} {path} is not a PEM key file (it is {st.st_size:,} bytes)")
    if private and os.name == "posix" and st.st_mode & 0o077:
        raise KeyFileError(f"the signing key {path} can be read by others (mode {stat.S_IMODE(st.st_mode):04o}): "
                        f"whoever reads it can sign results. Make it readable by its owner only: chmod 600 {path}")
    try:
        with open(path, "rb") as f:
            return f.read(MAX_KEY_FILE + 1)
    except OSError as err:
        raise KeyFileError(f"cannot read the {what} {path}: {err.strerror}") from None


def load_signing_key(path: str) -> SigningKey:
    """The Ed25519 private key in the PEM file `path`; KeyFileError when it cannot be used."""
    _cryptography(path)
    data = _read_key_file(path, private=True)
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    try:
        key = load_pem_private_key(data, password=None)
    except (ValueError, TypeError) as err:  # not PEM, encrypted, or damaged
        raise KeyFileError(f"the signing key {path} is not an unencrypted PEM private key "
                        f"({str(err).splitlines()[0] if str(err) else type(err).__name__})") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise KeyFileError(f"the signing key {path} is not an Ed25519 key: make one with trainer keys new")
    return SigningKey(key)


def load_public_key(path: str) -> PublicKey:
    """The Ed25519 public key in the PEM file `path`; KeyFileError when it cannot be used."""
    _cryptography(path)
    data = _read_key_file(path, private=False)
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    if b"PRIVATE KEY" in data:
        raise KeyFileError(f"{path} is a private key: give the public key (signing.pub), and keep the private one "
                        f"on the recording machines only")
    try:
        key = load_pem_public_key(data)
    except (ValueError, TypeError) as err:
        raise KeyFileError(f"the public key {path} is not a PEM public key "
                        f"({str(err).splitlines()[0] if str(err) else type(err).__name__})") from None
    if not isinstance(key, Ed25519PublicKey):
        raise KeyFileError(f"the public key {path} is not an Ed25519 key: give the signing.pub of trainer keys new")
    return PublicKey(key)


def new_key_pair(folder: str) -> tuple[str, str, str]:
    """Write a new key pair into `folder` (made if missing): signing.key (mode 0600) and signing.pub. Never
    overwrites: FileExistsError when either is there. Returns (private path, public path, key id)."""
    try:
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    except ImportError:
        raise KeyFileError(f"making a key pair needs the cryptography package: {SIGN_EXTRA}") from None
    private_path, public_path = os.path.join(folder, PRIVATE_NAME), os.path.join(folder, PUBLIC_NAME)
    for path in (private_path, public_path):
        if os.path.lexists(path):
            raise FileExistsError(path)
    os.makedirs(folder, mode=0o700, exist_ok=True)
    key = SigningKey(Ed25519PrivateKey.generate())
    _write_new(private_path, key.pem(), 0o600)
    try:
        _write_new(public_path, key.public.pem(), 0o644)
    except BaseException:
        os.remove(private_path)  # never half a pair
        raise
    return private_path, public_path, key.key_id


def _write_new(path: str, data: bytes, mode: int) -> None:
    # O_EXCL: never over a file (or a link) that appeared meanwhile; the mode is set at creation, so the
    # private key is never readable by others, not even for a moment.
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), mode)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        os.remove(path)
        raise
    os.chmod(path, mode)  # whatever the umask took away from the public key's read bits


_cache: dict[tuple[str, int, int, int], SigningKey] = {}


def signer_from_env() -> Signer | None:
    """The key results are signed with now: the Ed25519 key whose file TRAINER_SIGNING_KEY names, else the audit
    key TRAINER_AUDIT_KEY, else None (unsigned). KeyFileError when the signing key's file cannot be used: a terminal
    meant to sign must never record unsigned instead."""
    path = os.environ.get(SIGNING_KEY_ENV)
    if path:
        try:
            st = os.stat(path)
            stamp = (path, st.st_ino, st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = None
        if stamp is not None and stamp in _cache:
            return _cache[stamp]
        key = load_signing_key(path)
        if stamp is not None:
            _cache.clear()
            _cache[stamp] = key
        return key
    secret = os.environ.get(AUDIT_KEY_ENV)
    return AuditKey(secret) if secret else None


def as_signer(key: Signer | str | None) -> Signer | None:
    """A signer from what a caller passes: a Signer, an audit key's text, or None."""
    if isinstance(key, str):
        return AuditKey(key) if key else None
    return key


class Keyring:
    """The keys verify checks signatures with, by key id."""

    __slots__ = ("by_id",)

    def __init__(self, keys: Iterable[Checker] = ()):
        self.by_id: dict[str, Checker] = {k.key_id: k for k in keys}

    def __bool__(self) -> bool:
        return bool(self.by_id)

    @property
    def ids(self) -> str:
        return ", ".join(self.by_id)

    def of(self, kid: object) -> Checker | None:
        """The key a signature says it was made with; a signature that names no key (a version-1 head) is
        checked with the one key given, when there is one."""
        if kid is None:
            return next(iter(self.by_id.values())) if len(self.by_id) == 1 else None
        return self.by_id.get(kid) if isinstance(kid, str) else None

    @property
    def has_public(self) -> bool:
        return any(isinstance(k, PublicKey) for k in self.by_id.values())

    def check(self, kid: object, message: str, signature: object) -> str:
        """ok, bad, or wrong-key (signed with a key not given)."""
        key = self.of(kid)
        if key is None:
            return "wrong-key"
        return "ok" if key.check(message, signature) else "bad"


def keyring(audit_key: str | None = None, public_keys: Iterable[Checker] = ()) -> Keyring:
    keys: list[Checker] = [AuditKey(audit_key)] if audit_key else []
    return Keyring([*keys, *public_keys])
