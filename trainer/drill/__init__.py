"""Drill generator: fresh random scenarios spread evenly over the fault variants.

    from trainer.drill.generate import generate
    for d in generate(31, seed=42, articles=[8], level=3):
        print(d.filename, d.variant)

The variants live with their articles (trainer/faults/<article>/drills.py);
this package draws tables and scenarios from them (generate.py, tables.py)
and chooses them by article and level (variants.py).

The package gives the variants only: what merely reads them (the adaptive plan, the class report) then does
not import the generator and the scenario loader behind it; who draws imports trainer.drill.generate.
"""
from __future__ import annotations

from .variants import VARIANTS, Variant, normalise_article, select

__all__ = ["VARIANTS", "Variant", "normalise_article", "select"]
