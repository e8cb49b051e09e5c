"""Article 10's words: the engine's reasons for an error found after the burn, and the session's story of it."""

EN: dict[str, str] = {
    "art10.status": "The cards were already burnt, so the hand is exhausted and stands as played.",
    "art10.procedure": (
        "Nothing can be rebuilt, cancelled or re-announced now; any dispute goes to the Game Inspector (R17)."
    ),
    "art10.next_hand": "The exhausted hand leaves nothing over: the next hand is normal.",
    "art10.button": "The hand counts as played, so the button passes.",
    "session.story.burnt": "The hand is played to its end and settled, and its cards are burnt.",
    "session.story.after_burn": "After the cards were burnt, you notice that {what}.",
}

IT: dict[str, str] = {
    "art10.status": "Le carte erano già state bruciate, quindi il colpo è esaurito e resta come giocato.",
    "art10.procedure": (
        "Ormai non si può ricostruire, annullare né riannunciare nulla; ogni contestazione va "
        "all'Ispettore di Gioco (R17)."
    ),
    "art10.next_hand": "Il colpo esaurito non lascia nulla in sospeso: il colpo successivo è normale.",
    "art10.button": "Il colpo conta come giocato, quindi il bottone passa.",
    "session.story.burnt": "Il colpo viene giocato fino in fondo e pagato, e le sue carte vengono bruciate.",
    "session.story.after_burn": "Dopo che le carte sono state bruciate, ti accorgi che {what}.",
}
