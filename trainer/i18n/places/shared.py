"""Words shared by the articles' building blocks: rebuilt and cancelled hands (base.py),
ordinals and whether a hand can be told apart again (story_kit.py)."""

EN: dict[str, str] = {
    "session.story.rien_ne_va_plus": 'Betting is closed: "Rien ne va plus".',
    "session.on_box.punto": "on Punto",
    "session.on_box.banco": "on Banco",
    "session.on_box.egalite": "on Égalité",
    "base.bets.status": "A stake the dealer acted on does not touch the cards: the hand is dealt as it lies, and is valid.",
    "base.rebuilt.status": "{what}; the hand can be rebuilt, so it stands as valid.",
    "base.rebuilt.procedure": (
        "Call the inspectors, then rebuild the hand in sabot order (R7, R8) before anything is paid."
    ),
    "base.rebuilt.procedure.spare": (
        "The cards the rebuilt hand does not use go under the sabot and a colpo in bianco is announced (R9)."
    ),
    "base.rebuilt.set_aside": "No drawn card is left over once the hand is rebuilt.",
    "base.rebuilt.set_aside.spare": (
        "The rebuilt hand uses {used} of the {drawn} cards drawn; the rest are set aside in order "
        "for the next hand (R9)."
    ),
    "base.rebuilt.next_hand": "Nothing is left over, so the next hand is a normal one.",
    "base.rebuilt.next_hand.spare": "The left-over cards are played as a colpo in bianco, without bets (R9).",
    "base.cancelled.status": "{what}, and the hand cannot be clearly rebuilt, so it is cancelled.",
    "base.cancelled.procedure": (
        "Call the inspectors, declare the hand void, then burn the cards drawn; every stake goes back (R7, R16)."
    ),
    "base.cancelled.burned": "The {drawn} cards drawn in the cancelled hand are burned.",
    "base.cancelled.next_hand": "A cancelled hand leaves nothing over: the next hand is normal.",
    "base.bianco.status": (
        "The hand before announced this colpo in bianco (R20): it is played without bets, so nobody "
        "reads Punto and nothing is paid."
    ),
    "base.bianco.procedure": "The colpo in bianco was announced in the hand before (R4): this hand needs no step.",
    "session.ordinal.st": "{n}st",
    "session.ordinal.nd": "{n}nd",
    "session.ordinal.rd": "{n}rd",
    "session.ordinal.th": "{n}th",
    "session.story.clear": "It is clear which card belongs where.",
    "session.story.unclear": "The cards got mixed up: nobody can say for sure which card was which.",
}

IT: dict[str, str] = {
    "session.story.rien_ne_va_plus": 'Il gioco è chiuso: "Rien ne va plus".',
    "session.on_box.punto": "sul Punto",
    "session.on_box.banco": "sul Banco",
    "session.on_box.egalite": "sull'Égalité",
    "base.bets.status": (
        "Una puntata su cui il Dealer è intervenuto non tocca le carte: il colpo si distribuisce così com'è, ed è valido."
    ),
    "base.rebuilt.status": "{what}: il colpo si può ricostruire, quindi resta valido.",
    "base.rebuilt.procedure": (
        "Chiamare l'Ispettore di Gioco e l'Ispettore Comunale, poi ricostruire il colpo nell'ordine "
        "di uscita dal sabot (R7, R8) prima di pagare qualsiasi puntata."
    ),
    "base.rebuilt.procedure.spare": (
        "Le carte che il colpo ricostruito non usa vanno sotto il sabot e si annuncia il colpo in bianco (R9)."
    ),
    "base.rebuilt.set_aside": "Ricostruito il colpo, non avanza nessuna delle carte estratte.",
    "base.rebuilt.set_aside.spare": (
        "Il colpo ricostruito usa {used} delle {drawn} carte estratte; le altre si mettono da parte, "
        "in ordine, per il colpo successivo (R9)."
    ),
    "base.rebuilt.next_hand": "Non avanza nulla, quindi il colpo successivo è normale.",
    "base.rebuilt.next_hand.spare": "Le carte avanzate si giocano come colpo in bianco, senza puntate (R9).",
    "base.cancelled.status": "{what} e il colpo non si può ricostruire con certezza, quindi si annulla.",
    "base.cancelled.procedure": (
        "Chiamare l'Ispettore di Gioco e l'Ispettore Comunale, annullare il colpo, poi bruciare le carte estratte; "
        "tutte le puntate vengono restituite (R7, R16)."
    ),
    "base.cancelled.burned": "Si bruciano le {drawn} carte estratte nel colpo annullato.",
    "base.cancelled.next_hand": "Un colpo annullato non lascia nulla in sospeso: il colpo successivo è normale.",
    "base.bianco.status": (
        "Il colpo precedente ha annunciato questo colpo in bianco (R20): si gioca senza puntate, quindi "
        "nessuno legge il Punto e non si paga nulla."
    ),
    "base.bianco.procedure": (
        "Il colpo in bianco è stato annunciato nel colpo precedente (R4): questo colpo non richiede alcun passo."
    ),
    "session.ordinal.st": "{n}ª",
    "session.ordinal.nd": "{n}ª",
    "session.ordinal.rd": "{n}ª",
    "session.ordinal.th": "{n}ª",
    "session.story.clear": "È chiaro a quale parte spetta ciascuna carta.",
    "session.story.unclear": "Le carte si sono mescolate: nessuno può dire con certezza quale fosse quale.",
}
