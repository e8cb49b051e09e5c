"""The bundled scenarios: installed as the package `trainer.bundled` (see setup.py), read as its data."""
