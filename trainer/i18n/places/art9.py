"""Article 9's words: the engine's reasons for a wrong announcement, and the session's story of it."""

EN: dict[str, str] = {
    "art9.status": "A wrong announcement changes nothing: the cards decide and the hand is valid.",
    "art9.procedure": 'Correct the announcement at once with "le carte parlano".',
    "art9.announce": 'The dealer said "Banco {banco}, Punto {punto}"; the cards speak, Banco first.',
    "session.story.announced": 'You announce "Banco {banco}, Punto {punto}".',
    "session.notice.announced": 'the announcement "Banco {banco}, Punto {punto}" did not match the cards',
}

IT: dict[str, str] = {
    "art9.status": "Un annuncio sbagliato non cambia nulla: decidono le carte e il colpo è valido.",
    "art9.procedure": 'Correggere subito l\'annuncio con "le carte parlano".',
    "art9.announce": (
        'Il Dealer ha detto "Banco {banco}, Punto {punto}"; le carte parlano, e il Banco si annuncia per primo.'
    ),
    "session.story.announced": 'Annunci "Banco {banco}, Punto {punto}".',
    "session.notice.announced": "l'annuncio \"Banco {banco}, Punto {punto}\" non corrispondeva alle carte",
}
