"""Article 6's words: the engine's reasons for a reversed distribution, and the session's story of it."""

EN: dict[str, str] = {
    "art6.what.one": "Card {cards} went to the wrong side",
    "art6.what.many": "Cards {cards} went to the wrong side",
    "art6.procedure": (
        "Call the inspectors, then put the cards on their right side: 1st and 3rd to Punto, "
        "2nd and 4th to Banco (R7)."
    ),
    "art6.punto": "Rectified: the 1st and 3rd cards belong to Punto, then the hand goes on by the table.",
    "art6.banco": "Rectified: the 2nd and 4th cards belong to Banco, then the hand goes on by the table.",
    "session.story.reversed.one": "Card {cards} of the distribution went to the wrong side.",
    "session.story.reversed.many": "Cards {cards} of the distribution went to the wrong side.",
    "session.notice.reversed.one": "card {cards} had gone to the wrong side in the distribution",
    "session.notice.reversed.many": "cards {cards} had gone to the wrong side in the distribution",
}

IT: dict[str, str] = {
    "art6.what.one": "La carta {cards} è andata dalla parte sbagliata",
    "art6.what.many": "Le carte {cards} sono andate dalla parte sbagliata",
    "art6.procedure": (
        "Chiamare l'Ispettore di Gioco e l'Ispettore Comunale, poi rimettere le carte dalla parte giusta: la 1ª e la 3ª al Punto, "
        "la 2ª e la 4ª al Banco (R7)."
    ),
    "art6.punto": "Distribuzione rettificata: la 1ª e la 3ª carta spettano al Punto, poi il colpo prosegue secondo la tabella.",
    "art6.banco": "Distribuzione rettificata: la 2ª e la 4ª carta spettano al Banco, poi il colpo prosegue secondo la tabella.",
    "session.story.reversed.one": "La carta {cards} della distribuzione è andata dalla parte sbagliata.",
    "session.story.reversed.many": "Le carte {cards} della distribuzione sono andate dalla parte sbagliata.",
    "session.notice.reversed.one": "la carta {cards} era andata dalla parte sbagliata nella distribuzione",
    "session.notice.reversed.many": "le carte {cards} erano andate dalla parte sbagliata nella distribuzione",
}
