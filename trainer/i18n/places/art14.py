"""Article 14's words: the engine's reasons for a stake outside the table limits, and the session's story of it."""

EN: dict[str, str] = {
    "art14.under.procedure": (
        "Hand the stake back: it is under the table minimum, and the dealer never adds tokens for a player (R29)."
    ),
    "art14.under.bets": "A stake under the minimum does not play; every other stake plays as placed.",
    "art14.over.procedure": (
        "Hand back the part over the table maximum: the stake plays at the maximum (R29)."
    ),
    "art14.over.bets": "The stake plays at the table maximum, the excess handed back; every other stake plays as placed.",
    "session.story.out_of_limits": "The table limits are {minimum} to {maximum}. Seat {seat} has {amount} {on_box}.",
}

IT: dict[str, str] = {
    "art14.under.procedure": (
        "Restituire la puntata: è sotto il minimo del tavolo, e il Dealer non aggiunge mai gettoni per un "
        "giocatore (R29)."
    ),
    "art14.under.bets": "Una puntata sotto il minimo non gioca; tutte le altre giocano come sono state fatte.",
    "art14.over.procedure": "Restituire la parte oltre il massimo del tavolo: la puntata gioca al massimo (R29).",
    "art14.over.bets": (
        "La puntata gioca al massimo del tavolo, restituita l'eccedenza; tutte le altre giocano come sono state fatte."
    ),
    "session.story.out_of_limits": "I limiti del tavolo vanno da {minimum} a {maximum}. Il posto {seat} ha {amount} {on_box}.",
}
