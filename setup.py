"""The packages of the wheel: `trainer` and its subpackages as found, plus `trainer.bundled`, which is the
top-level `scenarios/` folder (the bundled scenarios, edited there) installed as package data.

Everything else (the metadata, the package data's globs) is in pyproject.toml. The mapping is here because
pyproject.toml cannot both find the packages and add one that lives elsewhere: `packages.find` sees only
folders under trainer/. setuptools maps `trainer.bundled` onto scenarios/ in a wheel and in `pip install -e .`
alike; `importlib.resources.files("trainer.bundled")` is that folder (trainer/cli/options.py). The bundled exams,
the top-level `exams/` folder, are `trainer.bundled_exams` the same way (trainer/exam/load.py).
"""
from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["trainer", "trainer.*"]), "trainer.bundled", "trainer.bundled_exams"],
    package_dir={"trainer.bundled": "scenarios", "trainer.bundled_exams": "exams"},
)
