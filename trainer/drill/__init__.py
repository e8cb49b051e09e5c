"""Drill generator: fresh random scenarios spread evenly over the fault variants.

    from trainer.drill import generate
    for d in generate(31, seed=42, articles=[8], level=3):
        print(d.filename, d.variant)
"""
from __future__ import annotations

from .generate import Drill, drills, generate
from .variants import VARIANTS, Variant, select

__all__ = ["Drill", "VARIANTS", "Variant", "drills", "generate", "select"]
