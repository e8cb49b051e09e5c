"""Punto Banco "cards in hand" dealer-error trainer."""
# The version, written here only: pyproject.toml reads it ([tool.setuptools.dynamic]), `trainer --version` prints it.
__version__ = "0.1.0"
