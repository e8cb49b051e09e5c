"""What the engine says about a hand: the why of every key, in English and Italian.

Official phrases stay as the regulation says them in both languages:
"colpo in bianco", "le carte parlano", "ultimo colpo della taglia".

Ids are "<module>.<case>.<key>": base, art1 .. art10, premise (the fault
modules), solve (what every hand has), grade (what is wrong with an answer)
and answer_key (the labels of `trainer solve`). Step names, answer values
(valid, colpo_in_bianco, ...), house-rule names, card codes (7H) and ruling
ids (R8) are the same in both languages: they are what the trainee writes.
"""

EN: dict[str, str] = {
    # ---- base: shared by the rebuilding articles (6, 7, 8, reader errors) ----
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
    # ---- Article 1: extra card; visible card ----
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
    # ---- Article 2: stuck cards ----
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
    # ---- Article 3: card on the floor ----
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
    # ---- Article 4: damaged card ----
    "art4.status": (
        "A damaged card is swapped for an identical one, so the hand goes on unchanged and is valid (R14)."
    ),
    "art4.procedure": "Replace the card with one of the same rank and suit from the spare stock, even mid-hand.",
    # ---- Article 5: the mask ----
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
    # ---- Article 6: reversed distribution ----
    "art6.what.one": "Card {cards} went to the wrong side",
    "art6.what.many": "Cards {cards} went to the wrong side",
    "art6.procedure": (
        "Call the inspectors, then put the cards on their right side: 1st and 3rd to Punto, "
        "2nd and 4th to Banco (R7)."
    ),
    "art6.punto": "Rectified: the 1st and 3rd cards belong to Punto, then the hand goes on by the table.",
    "art6.banco": "Rectified: the 2nd and 4th cards belong to Banco, then the hand goes on by the table.",
    # ---- Article 7: wrong number of cards ----
    "art7.what": "The distribution gave Punto {punto} and Banco {banco} cards instead of two each",
    "art7.punto": "Rebuilt in sabot order: the 1st and 3rd cards drawn are Punto's, then the table (R8).",
    "art7.banco": "Rebuilt in sabot order: the 2nd and 4th cards drawn are Banco's, then the table (R8).",
    # ---- Article 8: third card against the rules ----
    "art8.what.given": "{side} was given a third card it must not have",
    "art8.what.withheld": "{side} was refused a third card it must have",
    "art8.cards": "Rebuilt in sabot order, each third card going where the table sends it (R8).",
    # ---- Article 9: wrong score announced ----
    "art9.status": "A wrong announcement changes nothing: the cards decide and the hand is valid.",
    "art9.procedure": 'Correct the announcement at once with "le carte parlano".',
    "art9.announce": 'The dealer said "Banco {banco}, Punto {punto}"; the cards speak, Banco first.',
    # ---- Article 10: found after the burn ----
    "art10.status": "The cards were already burnt, so the hand is exhausted and stands as played.",
    "art10.procedure": (
        "Nothing can be rebuilt, cancelled or re-announced now; any dispute goes to the Game Inspector (R17)."
    ),
    "art10.next_hand": "The exhausted hand leaves nothing over: the next hand is normal.",
    "art10.button": "The hand counts as played, so the button passes.",
    # ---- reader errors (the variant's premise) ----
    "premise.what": 'The reader declared "{declared}" on Punto {score}',
    "premise.cards": "Rebuilt in sabot order as the rules table wanted, not as the reader declared (R8).",
    # ---- solve: what every hand has ----
    "solve.clean.status": "No fault: the hand is dealt and settled normally and is valid.",
    "solve.clean.procedure": "A clean hand needs no procedure.",
    "solve.default.set_aside": "Nothing is carried into the next hand.",
    "solve.default.burned": "The procedure burns nothing (the normal discard after the hand is not listed).",
    "solve.default.next_hand": "Nothing carries over: the next hand is a normal one.",
    "solve.button.reason.played": "The hand counts as played",
    "solve.button.reason.cancel_pass": (
        "Under the house rule button_after_cancel: pass, even a cancelled hand moves the button"
    ),
    "solve.button.alone": "{reason}, but seat {seat} is the only seated player, so the button stays there.",
    "solve.button.passes": "{reason}: the button passes from seat {seat} to the next seated player, seat {to} (R10).",
    "solve.button.cancel": (
        "A cancelled hand does not move the button: it stays at seat {seat} (R2, house rule button_after_cancel)."
    ),
    "solve.button.bianco": "A colpo in bianco does not move the button: it stays at seat {seat}.",
    "solve.reader.temporary_seat": "seat {seat} ({stake})",
    "solve.reader.temporary": "Temporary players never read, whatever they stake: {seats} (Art. 13, R15).",
    "solve.reader.dealer": "No seated player bets on Punto, so the dealer completes the hand.",
    "solve.reader.tie": (
        "Seats {seats} tie on the highest Punto stake ({stake}); seat {seat} comes first in the order "
        "of players from the button at seat {button} (R11)."
    ),
    "solve.reader.top": "Seat {seat} holds the highest Punto stake of a seated player ({stake}).",
    "solve.punto.battuta": "Punto {cards} makes {score}: a battuta, turned over at once.",
    "solve.punto.banco_battuta": "Punto {cards} makes {score}, but Banco's battuta ends the hand before any draw (R1).",
    "solve.punto.draws": "Punto {cards} makes {score}: carta, and draws {card} for {total}.",
    "solve.punto.stands": "Punto {cards} makes {score}: no carta, it stands.",
    "solve.banco.battuta": "Banco {cards} makes {score}: a battuta, nobody draws.",
    "solve.banco.punto_battuta": "Banco {cards} makes {score}; Punto's battuta ends the hand (R1).",
    "solve.banco.draws.third": (
        "Banco {cards} makes {score} and draws {card} for {total} by the table against Punto's third card "
        "{third} (value {value})."
    ),
    "solve.banco.stands.third": (
        "Banco {cards} makes {score} and stands by the table against Punto's third card {third} (value {value})."
    ),
    "solve.banco.draws.punto_stood": (
        "Banco {cards} makes {score} and draws {card} for {total} by the table with Punto standing (R12)."
    ),
    "solve.banco.stands.punto_stood": "Banco {cards} makes {score} and stands by the table with Punto standing (R12).",
    "solve.announce": "Banco's score is announced first, then Punto's: {announcement}.",
    "solve.winner.tie": "Both sides make {score}: Égalité.",
    "solve.winner.side": "{side} wins, {high} against {low}.",
    "solve.payouts.egalite": (
        "On Égalité Punto and Banco stakes stand (0) and Égalité stakes win {pays} to 1; "
        "other Égalité stakes are lost."
    ),
    "solve.payouts.punto": "Punto stakes win even money; the other side's stakes and every Égalité stake are lost.",
    "solve.payouts.banco": (
        "Banco stakes win {rate} of the stake, rounded down {rounding} (commission); the other side's "
        "stakes and every Égalité stake are lost."
    ),
    "solve.payouts.rounding.cent": "to the cent",
    "solve.payouts.rounding.unit": "to a whole token",
    # ---- grade: what is wrong with the trainee's answer ----
    "grade.no_answer": "You gave no answer here.",
    "grade.then": "{first}; {then}",
    "grade.none": "none",
    "grade.procedure": "Procedure {parts}.",
    "grade.procedure.missing": "missing: {steps}",
    "grade.procedure.extra": "not called for by this fault: {steps}",
    "grade.procedure.twice": "given more than once: {steps}",
    "grade.procedure.order": "out of order: {pairs}",
    "grade.procedure.before": "{first} must come before {then}",
    "grade.announce.no_score": "The announcement names no score as 'Banco N' and 'Punto N'.",
    "grade.announce.banco_first": "Banco's score is announced first, then Punto's.",
    "grade.announce.no_punto": "The announcement gives Banco's score but not Punto's after it.",
    "grade.announce.wrong": "Wrong score: {wrong}.",
    "grade.announce.not": "{side} {right}, not {said}",
    "grade.payouts.not_a_map": "Payouts are a map from seat to net amount.",
    "grade.payouts.off": "Payouts off: {seats}.",
    "grade.payouts.missing": "seat {seat} is missing (net {net})",
    "grade.payouts.wrong": "seat {seat} {given} should be {right} (off by {diff})",
    "grade.equal": "You gave {given}; the answer is {expected}.",
    "grade.cards": "You gave {given}; the cards are {expected}, in this order.",
    # ---- answer_key: the text of `trainer solve` ----
    "answer_key.status": "Status",
    "answer_key.procedure": "Procedure",
    "answer_key.reader": "Reader",
    "answer_key.punto": "Punto",
    "answer_key.banco": "Banco",
    "answer_key.announce": "Announce",
    "answer_key.winner": "Winner",
    "answer_key.payouts": "Payouts",
    "answer_key.set_aside": "Set aside",
    "answer_key.burned": "Burned",
    "answer_key.next_hand": "Next hand",
    "answer_key.button": "Button",
    "cite.premise": "premise",
    "cite.article": "Art. {article}",
    "answer_key.no_steps": "none (clean hand)",
    "answer_key.none": "none",
    "answer_key.seat": "seat {seat}",
    "answer_key.payout": "seat {seat} {amount}",
    "answer_key.dealer": "the dealer",
}

IT: dict[str, str] = {
    # ---- base ----
    "base.rebuilt.status": "{what}: il colpo si può ricostruire, quindi resta valido.",
    "base.rebuilt.procedure": (
        "Chiamare l'Ispettore di gioco e l'Ispettore del Comune, poi ricostruire il colpo nell'ordine "
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
        "Chiamare l'Ispettore di gioco e l'Ispettore del Comune, annullare il colpo, poi bruciare le carte estratte; "
        "tutte le puntate vengono restituite (R7, R16)."
    ),
    "base.cancelled.burned": "Si bruciano le {drawn} carte estratte nel colpo annullato.",
    "base.cancelled.next_hand": "Un colpo annullato non lascia nulla in sospeso: il colpo successivo è normale.",
    # ---- Article 1 ----
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
        "La carta in più è stata vista: si mette da parte e il croupier annuncia subito che il colpo "
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
    "art1.exposed.procedure": "Il gioco era già chiuso: il croupier prosegue il colpo normalmente.",
    # ---- Article 2 ----
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
    # ---- Article 3 ----
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
    # ---- Article 4 ----
    "art4.status": (
        "La carta rovinata si sostituisce con una identica, quindi il colpo prosegue invariato ed è valido (R14)."
    ),
    "art4.procedure": (
        "Sostituire la carta con una dello stesso valore e dello stesso seme presa dalla riserva, "
        "anche a colpo in corso."
    ),
    # ---- Article 5 ----
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
    # ---- Article 6 ----
    "art6.what.one": "La carta {cards} è andata dalla parte sbagliata",
    "art6.what.many": "Le carte {cards} sono andate dalla parte sbagliata",
    "art6.procedure": (
        "Chiamare l'Ispettore di gioco e l'Ispettore del Comune, poi rimettere le carte dalla parte giusta: la 1ª e la 3ª al Punto, "
        "la 2ª e la 4ª al Banco (R7)."
    ),
    "art6.punto": "Distribuzione rettificata: la 1ª e la 3ª carta spettano al Punto, poi il colpo prosegue secondo la tabella.",
    "art6.banco": "Distribuzione rettificata: la 2ª e la 4ª carta spettano al Banco, poi il colpo prosegue secondo la tabella.",
    # ---- Article 7 ----
    "art7.what": "La distribuzione ha dato {punto} carte al Punto e {banco} al Banco invece di due ciascuno",
    "art7.punto": (
        "Colpo ricostruito nell'ordine del sabot: la 1ª e la 3ª carta estratte sono del Punto, poi la tabella (R8)."
    ),
    "art7.banco": (
        "Colpo ricostruito nell'ordine del sabot: la 2ª e la 4ª carta estratte sono del Banco, poi la tabella (R8)."
    ),
    # ---- Article 8 ----
    "art8.what.given": "Al {side} è stata data una terza carta che non gli spettava",
    "art8.what.withheld": "Al {side} è stata negata una terza carta che gli spettava",
    "art8.cards": "Colpo ricostruito nell'ordine del sabot, con ogni terza carta dove la manda la tabella (R8).",
    # ---- Article 9 ----
    "art9.status": "Un annuncio sbagliato non cambia nulla: decidono le carte e il colpo è valido.",
    "art9.procedure": 'Correggere subito l\'annuncio con "le carte parlano".',
    "art9.announce": (
        'Il croupier ha detto "Banco {banco}, Punto {punto}"; le carte parlano, e il Banco si annuncia per primo.'
    ),
    # ---- Article 10 ----
    "art10.status": "Le carte erano già state bruciate, quindi il colpo è esaurito e resta come giocato.",
    "art10.procedure": (
        "Ormai non si può ricostruire, annullare né riannunciare nulla; ogni contestazione va "
        "all'Ispettore di gioco (R17)."
    ),
    "art10.next_hand": "Il colpo esaurito non lascia nulla in sospeso: il colpo successivo è normale.",
    "art10.button": "Il colpo conta come giocato, quindi il bottone passa.",
    # ---- reader errors ----
    "premise.what": 'Il giocatore che legge le carte del Punto ha dichiarato "{declared}" con il Punto a {score}',
    "premise.cards": (
        "Colpo ricostruito nell'ordine del sabot come voleva la tabella della regola, non come ha dichiarato "
        "il giocatore (R8)."
    ),
    # ---- solve ----
    "solve.clean.status": "Nessun errore: il colpo si distribuisce e si paga normalmente ed è valido.",
    "solve.clean.procedure": "Un colpo regolare non richiede nessuna procedura.",
    "solve.default.set_aside": "Nulla passa al colpo successivo.",
    "solve.default.burned": (
        "La procedura non brucia nulla (lo scarto normale a fine colpo non si elenca)."
    ),
    "solve.default.next_hand": "Non resta nulla in sospeso: il colpo successivo è normale.",
    "solve.button.reason.played": "Il colpo conta come giocato",
    "solve.button.reason.cancel_pass": (
        "Con la regola della casa button_after_cancel: pass, anche un colpo annullato fa passare il bottone"
    ),
    "solve.button.alone": (
        "{reason}, ma il posto {seat} è l'unico giocatore seduto, quindi il bottone resta lì."
    ),
    "solve.button.passes": (
        "{reason}: il bottone passa dal posto {seat} al giocatore seduto successivo, il posto {to} (R10)."
    ),
    "solve.button.cancel": (
        "Un colpo annullato non fa passare il bottone: resta al posto {seat} "
        "(R2, regola della casa button_after_cancel)."
    ),
    "solve.button.bianco": "Il colpo in bianco non fa passare il bottone: resta al posto {seat}.",
    "solve.reader.temporary_seat": "posto {seat} ({stake})",
    "solve.reader.temporary": (
        "I giocatori provvisori non leggono mai le carte, qualunque sia la loro puntata: {seats} (Art. 13, R15)."
    ),
    "solve.reader.dealer": "Nessun giocatore seduto punta sul Punto, quindi il colpo lo completa il croupier.",
    "solve.reader.tie": (
        "I posti {seats} sono pari con la puntata più alta sul Punto ({stake}); il posto {seat} viene prima "
        "nell'ordine dei giocatori, che parte dal bottone al posto {button} (R11)."
    ),
    "solve.reader.top": "Il posto {seat} ha la puntata più alta sul Punto tra i giocatori seduti ({stake}).",
    "solve.punto.battuta": "Punto {cards} fa {score}: battuta, le carte si scoprono subito.",
    "solve.punto.banco_battuta": (
        "Punto {cards} fa {score}, ma la battuta del Banco chiude il colpo prima di qualsiasi terza carta (R1)."
    ),
    "solve.punto.draws": "Punto {cards} fa {score}: \"carta\", riceve {card} e arriva a {total}.",
    "solve.punto.stands": "Punto {cards} fa {score}: \"no carta\", resta.",
    "solve.banco.battuta": "Banco {cards} fa {score}: battuta, nessuno prende carta.",
    "solve.banco.punto_battuta": "Banco {cards} fa {score}; la battuta del Punto chiude il colpo (R1).",
    "solve.banco.draws.third": (
        "Banco {cards} fa {score}, prende {card} e arriva a {total}, secondo la tabella contro la terza carta "
        "del Punto {third} (valore {value})."
    ),
    "solve.banco.stands.third": (
        "Banco {cards} fa {score} e resta, secondo la tabella contro la terza carta del Punto {third} "
        "(valore {value})."
    ),
    "solve.banco.draws.punto_stood": (
        "Banco {cards} fa {score}, prende {card} e arriva a {total}, secondo la tabella quando il Punto "
        "resta (R12)."
    ),
    "solve.banco.stands.punto_stood": (
        "Banco {cards} fa {score} e resta, secondo la tabella quando il Punto resta (R12)."
    ),
    "solve.announce": "Si annuncia prima il punteggio del Banco, poi quello del Punto: {announcement}.",
    "solve.winner.tie": "Entrambi fanno {score}: Égalité.",
    "solve.winner.side": "Vince il {side}, {high} contro {low}.",
    "solve.payouts.egalite": (
        "Con l'Égalité le puntate su Punto e Banco restano (0) e le puntate su Égalité vincono {pays} a 1; "
        "le altre puntate su Égalité sono perse."
    ),
    "solve.payouts.punto": (
        "Le puntate sul Punto vincono alla pari; perdono le puntate sull'altra parte e tutte quelle su Égalité."
    ),
    "solve.payouts.banco": (
        "Le puntate sul Banco vincono {rate} volte la puntata, con arrotondamento per difetto {rounding} (commissione); "
        "perdono le puntate sull'altra parte e tutte quelle su Égalité."
    ),
    "solve.payouts.rounding.cent": "al centesimo",
    "solve.payouts.rounding.unit": "al gettone intero",
    # ---- grade ----
    "grade.no_answer": "Qui non hai risposto.",
    "grade.then": "{first}; {then}",
    "grade.none": "nessuna",
    "grade.procedure": "Procedura: {parts}.",
    "grade.procedure.missing": "passi mancanti: {steps}",
    "grade.procedure.extra": "passi che questo errore non richiede: {steps}",
    "grade.procedure.twice": "passi ripetuti: {steps}",
    "grade.procedure.order": "ordine sbagliato: {pairs}",
    "grade.procedure.before": "{first} va prima di {then}",
    "grade.announce.no_score": "L'annuncio non dà nessun punteggio nella forma 'Banco N' e 'Punto N'.",
    "grade.announce.banco_first": "Si annuncia prima il punteggio del Banco, poi quello del Punto.",
    "grade.announce.no_punto": "L'annuncio dà il punteggio del Banco ma, dopo, non quello del Punto.",
    "grade.announce.wrong": "Punteggio sbagliato: {wrong}.",
    "grade.announce.not": "{side} {right}, non {said}",
    "grade.payouts.not_a_map": "I pagamenti si indicano posto per posto, con l'importo netto di ciascuno.",
    "grade.payouts.off": "Pagamenti sbagliati: {seats}.",
    "grade.payouts.missing": "manca il posto {seat} (netto {net})",
    "grade.payouts.wrong": "posto {seat}: {given} invece di {right} (scarto {diff})",
    "grade.equal": "Hai risposto {given}; la risposta giusta è {expected}.",
    "grade.cards": "Hai indicato {given}; le carte giuste, in quest'ordine, sono: {expected}.",
    # ---- answer_key ----
    "answer_key.status": "Esito",
    "answer_key.procedure": "Procedura",
    "answer_key.reader": "Lettore",
    "answer_key.punto": "Punto",
    "answer_key.banco": "Banco",
    "answer_key.announce": "Annuncio",
    "answer_key.winner": "Vincente",
    "answer_key.payouts": "Pagamenti",
    "answer_key.set_aside": "Messe da parte",
    "answer_key.burned": "Bruciate",
    "answer_key.next_hand": "Colpo successivo",
    "answer_key.button": "Bottone",
    "cite.premise": "premessa",
    "cite.article": "Art. {article}",
    "answer_key.no_steps": "nessuno (colpo regolare)",
    "answer_key.none": "nessuna",
    "answer_key.seat": "posto {seat}",
    "answer_key.payout": "posto {seat} {amount}",
    "answer_key.dealer": "il croupier",
}
