"""Article 5's words: the engine's reasons for the mask, and the session's story of it."""

EN: dict[str, str] = {
    "art5.during.status": (
        "The mask came out during the hand: the hand in progress is finished normally and is valid (R6)."
    ),
    "art5.during.procedure": 'Announce "ultimo colpo della taglia": this is the last hand of the shoe.',
    "art5.during.next_hand": "The shoe is finished; the next hand starts from a new, shuffled shoe.",
    "art5.start.enough.status": (
        "The mask opened the hand and {count} cards are on the table after the count, at least seven: "
        "the hand is settled normally."
    ),
    "art5.start.enough.procedure": (
        'Announce "last hand, minimum seven cards or else none", play the hand, then empty the sabot '
        "and count before paying."
    ),
    "art5.start.next_hand": "The mask has come out: the next hand needs a new shoe.",
    "art5.start.short.status": (
        "The mask opened the hand and only {count} cards are on the table after the count, fewer than "
        "seven: the hand is void and nobody may claim."
    ),
    "art5.start.short.procedure": (
        'Announce "last hand, minimum seven cards or else none", count the cards before paying, '
        "then cancel the hand."
    ),
    "art5.start.short.burned": "Nothing is burned under Article 5: the shoe ends anyway.",
    "session.story.mask.start": "The mask is the first thing to come out of the sabot, before any card of this hand.",
    "session.story.mask.during": "The mask comes out after the {n} card.",
    "session.story.mask.behind": "In the sabot, the mask lies behind the {n} card of this hand.",
}

IT: dict[str, str] = {
    "art5.during.status": (
        "La mascherina è uscita durante il colpo: il colpo in corso si termina normalmente ed è valido (R6)."
    ),
    "art5.during.procedure": 'Annunciare "ultimo colpo della taglia": è l\'ultimo colpo del sabot.',
    "art5.during.next_hand": "Il sabot è finito; il colpo successivo parte da un sabot nuovo, con le carte mescolate.",
    "art5.start.enough.status": (
        "La mascherina ha aperto il colpo e dopo il conteggio ci sono {count} carte sul tavolo, almeno sette: "
        "il colpo si paga normalmente."
    ),
    "art5.start.enough.procedure": (
        'Annunciare "ultimo colpo della taglia, minimo sette carte o niente", giocare il colpo, poi '
        "svuotare il sabot e contare le carte prima di pagare."
    ),
    "art5.start.next_hand": "La mascherina è uscita: il colpo successivo richiede un sabot nuovo.",
    "art5.start.short.status": (
        "La mascherina ha aperto il colpo e dopo il conteggio ci sono solo {count} carte sul tavolo, meno "
        "di sette: il colpo è nullo e nessuno può reclamare."
    ),
    "art5.start.short.procedure": (
        'Annunciare "ultimo colpo della taglia, minimo sette carte o niente", contare le carte prima '
        "di pagare, poi annullare il colpo."
    ),
    "art5.start.short.burned": "Con l'Art. 5 non si brucia nulla: il sabot finisce comunque.",
    "session.story.mask.start": (
        "La mascherina è la prima cosa che esce dal sabot, prima di ogni carta di questo colpo."
    ),
    "session.story.mask.during": "La mascherina esce dopo la {n} carta.",
    "session.story.mask.behind": "Nel sabot, la mascherina si trova dopo la {n} carta di questo colpo.",
}
