"""Punto Banco "cards in hand" dealer-error trainer."""
__version__ = "0.1.0"
