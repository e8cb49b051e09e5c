"""Whole taglie (RULEBOOK §5, R23): a sabot prepared, then dealt hand after hand by the sequence engine.

    from trainer.shoe import Dealer, deal_taglia, taglia_text
    t = deal_taglia(seed=42)            # to the hand in which the mask comes out
    text = taglia_text(t)               # an ordinary sequence file, checked by reading it back

`prepare` shuffles, cuts, places the mask and makes the opening burn; `bets`
moves the table's stakes between hands; `inject` places a drill variant's
fault on a hand's own cards; `deal` plays the hands; `file` writes the taglia.
"""
from __future__ import annotations

from .deal import DEFAULT_FAULT_RATE, Dealer, Dealt, Taglia, deal_taglia, taglia_id
from .file import SCHEMA_NAME, taglia_text
from .prepare import DEFAULT_DECKS, Prepared, prepare

__all__ = ["DEFAULT_DECKS", "DEFAULT_FAULT_RATE", "Dealer", "Dealt", "Prepared", "SCHEMA_NAME", "Taglia",
           "deal_taglia", "prepare", "taglia_id", "taglia_text"]
