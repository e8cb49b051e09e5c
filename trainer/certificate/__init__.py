"""Certificates (FORMATS §7): written by `trainer exam` on a pass, signed with Ed25519 over their RFC 8785
canonical JSON; checked offline with the public key alone, and against the results store.

- `jcs`: the canonical JSON; `model`: the certificate's fields, signing, writing;
- `verify`: the checks, each named; `page`: the terminal's lines and the printable A4 page.
"""
