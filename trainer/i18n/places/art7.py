"""Article 7's words: the engine's reasons for a wrong card count, and the session's story of it."""

EN: dict[str, str] = {
    "art7.what": "The distribution gave Punto {punto} and Banco {banco} cards instead of two each",
    "art7.punto": "Rebuilt in sabot order: the 1st and 3rd cards drawn are Punto's, then the table (R8).",
    "art7.banco": "Rebuilt in sabot order: the 2nd and 4th cards drawn are Banco's, then the table (R8).",
    "session.story.count": "Cards dealt in the distribution: {punto} to Punto, {banco} to Banco.",
    "session.notice.count": "the distribution had dealt the wrong number of cards: {punto} to Punto, {banco} to Banco",
}

IT: dict[str, str] = {
    "art7.what": "La distribuzione ha dato {punto} carte al Punto e {banco} al Banco invece di due ciascuno",
    "art7.punto": (
        "Colpo ricostruito nell'ordine del sabot: la 1ª e la 3ª carta estratte sono del Punto, poi la tabella (R8)."
    ),
    "art7.banco": (
        "Colpo ricostruito nell'ordine del sabot: la 2ª e la 4ª carta estratte sono del Banco, poi la tabella (R8)."
    ),
    "session.story.count": "Carte date nella distribuzione: {punto} al Punto, {banco} al Banco.",
    "session.notice.count": "la distribuzione aveva dato un numero sbagliato di carte: {punto} al Punto, {banco} al Banco",
}
