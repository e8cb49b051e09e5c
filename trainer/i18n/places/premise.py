"""The premise's words: a clean hand and the reader's error, in the engine's reasons and the session's story."""

EN: dict[str, str] = {
    "premise.late_bet.procedure": 'Refuse the stake placed after "Rien ne va plus" and hand it back (R28).',
    "premise.late_bet.bets": (
        'The late stake plays no part in the hand, however big; the stakes placed before "Rien ne va plus" play.'
    ),
    "session.story.late_bet": "Then seat {seat} puts {amount} {on_box}.",
    "premise.what": 'The reader declared "{declared}" on Punto {score}',
    "premise.cards": "Rebuilt in sabot order as the rules table wanted, not as the reader declared (R8).",
    "solve.clean.status": "No fault: the hand is dealt and settled normally and is valid.",
    "solve.clean.procedure": "A clean hand needs no procedure.",
    "session.story.distributed": "The four cards of the distribution are on the table.",
    "session.story.declares": 'The reader looks at the two Punto cards and declares "{declared}".',
    "session.story.punto_uncovered": "Punto's cards are turned face up.",
    "session.notice.declared": 'the reader\'s "{declared}" did not follow the rules table',
}

IT: dict[str, str] = {
    "premise.late_bet.procedure": 'Rifiutare la puntata fatta dopo il "Rien ne va plus" e restituirla (R28).',
    "premise.late_bet.bets": (
        'La puntata tardiva non ha parte nel colpo, per quanto alta; giocano le puntate fatte prima del "Rien ne va plus".'
    ),
    "session.story.late_bet": "Poi il posto {seat} mette {amount} {on_box}.",
    "premise.what": 'Il giocatore che legge le carte del Punto ha dichiarato "{declared}" con il Punto a {score}',
    "premise.cards": (
        "Colpo ricostruito nell'ordine del sabot come voleva la tabella della regola, non come ha dichiarato "
        "il giocatore (R8)."
    ),
    "solve.clean.status": "Nessun errore: il colpo si distribuisce e si paga normalmente ed è valido.",
    "solve.clean.procedure": "Un colpo regolare non richiede nessuna procedura.",
    "session.story.distributed": "Le quattro carte della distribuzione sono sul tavolo.",
    "session.story.declares": 'Il lettore guarda le due carte del Punto e dichiara "{declared}".',
    "session.story.punto_uncovered": "Le carte del Punto vengono scoperte.",
    "session.notice.declared": "il \"{declared}\" del lettore non seguiva la tabella delle regole",
}
