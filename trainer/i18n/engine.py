"""What the engine says about a hand: the why of every key, in English and Italian.

Official phrases stay as the regulation says them in both languages:
"colpo in bianco", "le carte parlano", "ultimo colpo della taglia".
"""
EN: dict[str, str] = {}
IT: dict[str, str] = {}
