"""Article 1's words: the engine's reasons for extra and exposed cards, and the session's story of them."""

EN: dict[str, str] = {
    "art1.extra.status": "A card drawn by mistake does not spoil the hand: it goes on by the rules without it.",
    "art1.extra.set_aside": "The extra card {card} goes under the sabot and opens the next hand (R3); it is never burned.",
    "art1.extra.burned": "Article 1 keeps the extra card for the next hand; nothing is burned.",
    "art1.extra.cards": "The extra card plays on neither side; each side has the cards the rules give it.",
    "art1.extra.procedure.seen": (
        "The extra card was seen, so it is set aside and the dealer announces now that the next hand "
        "is a colpo in bianco (R4)."
    ),
    "art1.extra.next_hand.seen": "A seen extra card opens the next hand, which is played without bets.",
    "art1.extra.procedure.unseen": "Nobody saw the extra card: set it aside under the sabot and go on.",
    "art1.extra.next_hand.unseen": "An unseen extra card simply opens the next hand, which is a normal one.",
    "art1.top.status": (
        "The first card of the hand could be seen in the sabot before the deal, so the hand is played without bets."
    ),
    "art1.top.procedure": "Hand every stake back, then announce the colpo in bianco; the card is not burned.",
    "art1.top.button": "A colpo in bianco does not move the button.",
    "art1.top.next_hand": "The fault is settled by this colpo in bianco; the next hand is normal.",
    "art1.exposed.status.sabot": (
        "Card {card} was seen in the sabot after betting closed: the card is valid and the hand stands."
    ),
    "art1.exposed.status.distribution": (
        "Card {card} was uncovered during the distribution after betting closed: the card is valid "
        "and the hand stands."
    ),
    "art1.exposed.procedure": "Betting was already closed, so the dealer simply goes on with the hand.",
    "session.story.extra.seen": (
        "One card too many: the {n} card out of the sabot, {card}, is drawn although no rule calls for it. "
        "It lands face up and the players see it."
    ),
    "session.story.extra.unseen": (
        "One card too many: the {n} card out of the sabot, {card}, is drawn although no rule calls for it. "
        "It stays face down: nobody sees it."
    ),
    "session.story.exposed.top": "Before the deal, the top card of the sabot, {card}, shows through: it can be seen.",
    "session.story.exposed.sabot": "The next card in the sabot, the {n}, {card}, can be seen through the sabot.",
    "session.story.exposed.distribution": "The {n} card, {card}, is turned face up by mistake as it is dealt.",
}

IT: dict[str, str] = {
    "art1.extra.status": (
        "Una carta estratta per errore non guasta il colpo: si prosegue secondo la regola, senza di essa."
    ),
    "art1.extra.set_aside": (
        "La carta in più, {card}, va sotto il sabot e apre il colpo successivo (R3); non si brucia mai."
    ),
    "art1.extra.burned": "L'Art. 1 tiene la carta in più per il colpo successivo; non si brucia nulla.",
    "art1.extra.cards": (
        "La carta in più non gioca né per il Punto né per il Banco; ciascuno ha le carte che gli dà la regola."
    ),
    "art1.extra.procedure.seen": (
        "La carta in più è stata vista: si mette da parte e il Dealer annuncia subito che il colpo "
        "successivo è un colpo in bianco (R4)."
    ),
    "art1.extra.next_hand.seen": (
        "Una carta in più vista apre il colpo successivo, che si gioca come colpo in bianco, senza puntate."
    ),
    "art1.extra.procedure.unseen": (
        "Nessuno ha visto la carta in più: metterla da parte sotto il sabot e proseguire."
    ),
    "art1.extra.next_hand.unseen": "Una carta in più non vista apre semplicemente il colpo successivo, che è normale.",
    "art1.top.status": (
        "La prima carta del colpo era visibile nel sabot prima della distribuzione, quindi il colpo "
        "si gioca senza puntate."
    ),
    "art1.top.procedure": (
        "Restituire tutte le puntate, poi annunciare il colpo in bianco; la carta non si brucia."
    ),
    "art1.top.button": "Il colpo in bianco non fa passare il bottone.",
    "art1.top.next_hand": "L'errore si chiude con questo colpo in bianco; il colpo successivo è normale.",
    "art1.exposed.status.sabot": (
        "La carta {card} si è vista nel sabot dopo il \"Rien ne va plus\": la carta è valida e il colpo resta valido."
    ),
    "art1.exposed.status.distribution": (
        "La carta {card} è stata scoperta durante la distribuzione, a gioco chiuso: la carta è valida "
        "e il colpo resta valido."
    ),
    "art1.exposed.procedure": "Il gioco era già chiuso: il Dealer prosegue il colpo normalmente.",
    "session.story.extra.seen": (
        "Una carta di troppo: la {n} carta uscita dal sabot, {card}, viene estratta senza che la regola "
        "lo preveda. Cade scoperta e i giocatori la vedono."
    ),
    "session.story.extra.unseen": (
        "Una carta di troppo: la {n} carta uscita dal sabot, {card}, viene estratta senza che la regola "
        "lo preveda. Resta coperta: nessuno la vede."
    ),
    "session.story.exposed.top": (
        "Prima della distribuzione, la prima carta del sabot, {card}, si vede attraverso il sabot."
    ),
    "session.story.exposed.sabot": "La carta successiva nel sabot, la {n}, {card}, si vede attraverso il sabot.",
    "session.story.exposed.distribution": "La {n} carta, {card}, viene scoperta per errore mentre la si distribuisce.",
}
