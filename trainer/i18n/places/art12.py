"""Article 12's words: the engine's reasons for a stake placed in banknotes, and the session's story of it."""

EN: dict[str, str] = {
    "art12.procedure": (
        "Replace the banknotes at once with the same value in tokens: stakes are placed in tokens (Art. 12)."
    ),
    "art12.bets": "The stake plays as placed, for the same sum, now in tokens.",
    "session.story.banknote_bet": "Seat {seat} puts its {amount} {on_box} in banknotes.",
}

IT: dict[str, str] = {
    "art12.procedure": (
        "Cambiare subito le banconote con gettoni dello stesso valore: si punta con i gettoni (Art. 12)."
    ),
    "art12.bets": "La puntata gioca com'è stata fatta, per la stessa somma, ora in gettoni.",
    "session.story.banknote_bet": "Il posto {seat} punta i suoi {amount} {on_box} in banconote.",
}
