"""The game at the table, below the faults: the betting phase of a hand (betting.py)."""
