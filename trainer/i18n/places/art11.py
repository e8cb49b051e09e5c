"""Article 11's words: the engine's reasons for a second stake on one seat, and the session's story of it."""

EN: dict[str, str] = {
    "art11.procedure": (
        "Refuse the second stake and hand it back: a seat holds one stake, on Punto or on Banco, plus one on "
        "Égalité (R27)."
    ),
    "art11.bets": (
        "The stake the seat had plays; the later one, refused, never existed for the hand: it settles nothing "
        "and does not count for who reads the Punto cards."
    ),
    "session.story.second_bet": "Seat {seat}, already {on_other}, also puts {amount} {on_box}.",
}

IT: dict[str, str] = {
    "art11.procedure": (
        "Rifiutare la seconda puntata e restituirla: ogni posto ha una sola puntata, sul Punto o sul Banco, più "
        "una sull'Égalité (R27)."
    ),
    "art11.bets": (
        "Gioca la puntata che il posto aveva già; la seconda, rifiutata, per il colpo non è mai esistita: non si "
        "paga né si incassa e non conta per scegliere il giocatore a Punto."
    ),
    "session.story.second_bet": "Il posto {seat}, che punta già {on_other}, mette anche {amount} {on_box}.",
}
