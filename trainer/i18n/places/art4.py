"""Article 4's words: the engine's reasons for a damaged card, and the session's story of it."""

EN: dict[str, str] = {
    "art4.status": (
        "A damaged card is swapped for an identical one, so the hand goes on unchanged and is valid (R14)."
    ),
    "art4.procedure": "Replace the card with one of the same rank and suit from the spare stock, even mid-hand.",
    "session.story.damaged": "The {n} card, {card}, comes out of the sabot crumpled and stained.",
}

IT: dict[str, str] = {
    "art4.status": (
        "La carta rovinata si sostituisce con una identica, quindi il colpo prosegue invariato ed è valido (R14)."
    ),
    "art4.procedure": (
        "Sostituire la carta con una dello stesso valore e dello stesso seme presa dalla riserva, "
        "anche a colpo in corso."
    ),
    "session.story.damaged": "La {n} carta, {card}, esce dal sabot piegata e macchiata.",
}
