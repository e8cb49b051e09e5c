"""Article 2's words: the engine's reasons for stuck cards, and the session's story of them."""

EN: dict[str, str] = {
    "art2.known.status": "The stuck cards' order can be told, so it is restored and the hand is valid.",
    "art2.known.procedure": "Put the stuck cards back in the order they had in the sabot and go on.",
    "art2.cancel.status": (
        "Under the house rule stuck_burn: cancel_hand, stuck cards whose order is lost void the hand (R5)."
    ),
    "art2.cancel.procedure": "Declare the hand void, then burn every card drawn so far, the stuck ones included (R5).",
    "art2.cancel.burned": "Every card drawn in the hand so far is burned, the stuck ones included (R5).",
    "art2.cancel.next_hand": "Nothing is carried over: the next hand is normal.",
    "art2.burn.status": "The stuck cards are burned and dealing goes on from the sabot; the hand is valid (R5).",
    "art2.burn.procedure": "Their order cannot be told, so the stuck cards are burned (R5: only the stuck ones).",
    "art2.burn.burned": "The {count} stuck cards are burned; the cards already on the table stay (R5).",
    "art2.burn.cards": (
        "The burned cards play for nobody; the hand takes the next cards of the sabot in their place."
    ),
    "session.story.stuck": "{count} cards leave the sabot stuck together: the {first} to the {last} ({cards}).",
    "session.story.stuck.two": "Two cards leave the sabot stuck together: the {first} and the {last} ({cards}).",
    "session.story.stuck.known": "You can tell the order they had in the sabot.",
    "session.story.stuck.unknown": "Their order can no longer be told.",
}

IT: dict[str, str] = {
    "art2.known.status": (
        "L'ordine delle carte uscite attaccate si riconosce: si ripristina e il colpo è valido."
    ),
    "art2.known.procedure": "Rimettere le carte attaccate nell'ordine che avevano nel sabot e proseguire.",
    "art2.cancel.status": (
        "Con la regola della casa stuck_burn: cancel_hand, carte attaccate di cui non si riconosce "
        "l'ordine annullano il colpo (R5)."
    ),
    "art2.cancel.procedure": (
        "Annullare il colpo, poi bruciare tutte le carte estratte fin qui, comprese quelle attaccate (R5)."
    ),
    "art2.cancel.burned": "Si bruciano tutte le carte estratte fin qui nel colpo, comprese quelle attaccate (R5).",
    "art2.cancel.next_hand": "Non resta nulla in sospeso: il colpo successivo è normale.",
    "art2.burn.status": (
        "Le carte attaccate si bruciano e la distribuzione prosegue dal sabot; il colpo è valido (R5)."
    ),
    "art2.burn.procedure": (
        "Il loro ordine non si riconosce, quindi si bruciano le carte attaccate (R5: solo quelle attaccate)."
    ),
    "art2.burn.burned": "Si bruciano le {count} carte attaccate; le carte già sul tavolo restano (R5).",
    "art2.burn.cards": (
        "Le carte bruciate non giocano per nessuno; al loro posto il colpo prende le carte successive del sabot."
    ),
    "session.story.stuck": "{count} carte escono dal sabot attaccate: dalla {first} alla {last} ({cards}).",
    "session.story.stuck.two": "Due carte escono dal sabot attaccate: la {first} e la {last} ({cards}).",
    "session.story.stuck.known": "Si riconosce l'ordine che avevano nel sabot.",
    "session.story.stuck.unknown": "Non si riesce più a capire in che ordine erano.",
}
