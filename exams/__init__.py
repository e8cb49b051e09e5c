"""The bundled exams: installed as the package `trainer.bundled_exams` (see setup.py), read as its data."""
