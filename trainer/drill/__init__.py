"""Drill generator: fresh random scenarios spread evenly over the fault variants.

    from trainer.drill import generate
    for d in generate(31, seed=42, articles=[8], level=3):
        print(d.filename, d.variant)

The variants live with their articles (trainer/faults/<article>/drills.py);
this package draws tables and scenarios from them (generate.py, tables.py)
and chooses them by article and level (variants.py).
"""
from __future__ import annotations

from .generate import Drill, drills, generate
from .variants import VARIANTS, Variant, normalise_article, select

__all__ = ["Drill", "VARIANTS", "Variant", "drills", "generate", "normalise_article", "select"]
