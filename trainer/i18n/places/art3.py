"""Article 3's words: the engine's reasons for a card on the floor, and the session's story of it."""

EN: dict[str, str] = {
    "art3.first.status": (
        "The first card of the hand fell: the bets are withdrawn and the hand is played as a colpo in bianco."
    ),
    "art3.first.procedure": (
        "Staff pick the card up and put it back in play; hand the stakes back and announce the colpo in bianco."
    ),
    "art3.first.button": "A colpo in bianco does not move the button.",
    "art3.first.next_hand": "The fault is settled by this colpo in bianco; the next hand is normal.",
    "art3.later.status": "Card {card} fell after the hand began: it goes back into play in its place and the hand is valid.",
    "art3.later.procedure": "Staff pick the card up and it plays where it belongs; nothing else changes.",
    "session.story.dropped": "The {n} card slips and falls to the floor.",
}

IT: dict[str, str] = {
    "art3.first.status": (
        "È caduta a terra la prima carta del colpo: le puntate si ritirano e il colpo si gioca "
        "come colpo in bianco."
    ),
    "art3.first.procedure": (
        "Il personale raccoglie la carta e la rimette in gioco; restituire le puntate e annunciare "
        "il colpo in bianco."
    ),
    "art3.first.button": "Il colpo in bianco non fa passare il bottone.",
    "art3.first.next_hand": "L'errore si chiude con questo colpo in bianco; il colpo successivo è normale.",
    "art3.later.status": (
        "La carta {card} è caduta a terra a colpo iniziato: torna in gioco al suo posto e il colpo è valido."
    ),
    "art3.later.procedure": "Il personale raccoglie la carta, che gioca dove le spetta; nient'altro cambia.",
    "session.story.dropped": "La {n} carta scivola e cade a terra.",
}
