"""Article 9's words: the engine's reasons for a wrong announcement, and the session's story of it."""

EN: dict[str, str] = {
    "art9.status": "A wrong announcement changes nothing: the cards decide and the hand is valid.",
    "art9.procedure": 'Correct the announcement at once with "le carte parlano".',
    "art9.announce": 'The dealer said "Banco {banco}, Punto {punto}"; the cards speak, Banco first.',
    "session.story.announced": 'You announce "Banco {banco}, Punto {punto}".',
    "art9.paid.procedure": (
        'Say "le carte parlano" and call the Game Inspector; before him, take back what was paid and hand back '
        "what was collected on the wrong announcement, then settle the hand by its real cards (R32)."
    ),
    "session.story.paid": "You begin to settle the hand on that announcement.",
    "session.notice.announced": 'the announcement "Banco {banco}, Punto {punto}" did not match the cards',
}

IT: dict[str, str] = {
    "art9.status": "Un annuncio sbagliato non cambia nulla: decidono le carte e il colpo è valido.",
    "art9.procedure": 'Correggere subito l\'annuncio con "le carte parlano".',
    "art9.announce": (
        'Il Dealer ha detto "Banco {banco}, Punto {punto}"; le carte parlano, e il Banco si annuncia per primo.'
    ),
    "session.story.announced": 'Annunci "Banco {banco}, Punto {punto}".',
    "art9.paid.procedure": (
        'Dire "le carte parlano" e chiamare l\'Ispettore di Gioco; davanti a lui, riprendere quanto pagato e '
        "restituire quanto incassato sull'annuncio sbagliato, poi regolare il colpo secondo le carte reali (R32)."
    ),
    "session.story.paid": "Cominci a regolare il colpo su quell'annuncio.",
    "session.notice.announced": "l'annuncio \"Banco {banco}, Punto {punto}\" non corrispondeva alle carte",
}
