"""The procedure steps a dealer can take (RULEBOOK §4), and when the order of two of them matters."""
from __future__ import annotations

from . import Kind, topic

S = Kind.STEP

TOPICS = (
    topic("continue_hand", S, [1],
          en=("Go on with the hand", "The dealer goes on; the card seen in the sabot or uncovered during the "
              "distribution is valid (Article 1)."),
          it=("Proseguire il colpo", "Il Dealer prosegue; la carta vista nel sabot o scoperta durante la "
              "distribuzione è valida (Art. 1).")),
    topic("set_aside_card", S, [1, 7, 8, "premise"],
          en=("Set cards aside for the next hand", "The dealer puts the card or cards under the sabot, in "
              "order, to open the next hand (R3, R9)."),
          it=("Mettere da parte carte per il colpo successivo", "Il Dealer mette la carta o le carte sotto il "
              "sabot, in ordine, per aprire il colpo successivo (R3, R9).")),
    topic("announce_colpo_in_bianco", S, [1, 3, 7, 8, "premise"],
          en=("Announce a colpo in bianco", "The dealer announces a hand played without bets, in the hand "
              "where the fault happens (R4)."),
          it=("Annunciare il colpo in bianco", "Il Dealer annuncia un colpo giocato senza puntate, nel colpo in "
              "cui avviene l'errore (R4).")),
    topic("withdraw_bets", S, [1, 3],
          en=("Withdraw the bets", "The dealer hands every stake back before the hand is played, because it "
              "will be a colpo in bianco."),
          it=("Ritirare le puntate", "Il Dealer restituisce tutte le puntate prima che il colpo si giochi, "
              "perché sarà un colpo in bianco.")),
    topic("restore_order", S, [2],
          en=("Restore the order of stuck cards", "The dealer puts the stuck cards back in the order they "
              "came out in and goes on."),
          it=("Ristabilire l'ordine delle carte attaccate", "Il Dealer rimette le carte attaccate nell'ordine "
              "in cui sono uscite e prosegue.")),
    topic("burn_cards", S, [2, 6, 7],
          en=("Burn cards", "The dealer takes cards out of play for good: the stuck cards (R5), or the cards "
              "drawn in a cancelled hand, after cancel_hand. The normal discard after a hand is not this step."),
          it=("Bruciare le carte", "Il Dealer toglie definitivamente dal gioco delle carte: quelle attaccate "
              "(R5), o quelle estratte in un colpo annullato, dopo cancel_hand. Lo scarto normale a fine colpo "
              "non è questo passo.")),
    topic("staff_pick_up", S, [3],
          en=("Have the card picked up", "The dealer has the staff pick the fallen card up and put it back in "
              "play in its place."),
          it=("Far raccogliere la carta", "Il Dealer fa raccogliere dal personale la carta caduta e la rimette "
              "in gioco al suo posto.")),
    topic("replace_card", S, [4],
          en=("Replace a damaged card", "The dealer replaces the crumpled or stained card with one of the same "
              "rank and suit (R14)."),
          it=("Sostituire la carta rovinata", "Il Dealer sostituisce la carta sgualcita o macchiata con una "
              "dello stesso valore e seme (R14).")),
    topic("announce_last_hand", S, [5],
          en=("Announce the last hand of the taglia", "The dealer says \"ultimo colpo della taglia\": the mask "
              "came out during this hand (R6)."),
          it=("Annunciare l'ultimo colpo della taglia", "Il Dealer dice \"ultimo colpo della taglia\": la "
              "mascherina è uscita durante questo colpo (R6).")),
    topic("announce_minimum_seven", S, [5],
          en=("Announce \"minimum seven cards or else none\"", "The mask opens the hand: the dealer announces "
              "the last hand, minimum seven cards or else none. It comes before count_remaining_cards."),
          it=("Annunciare \"minimo sette carte o niente\"", "Il colpo comincia con la mascherina: il Dealer "
              "annuncia l'ultimo colpo, minimo sette carte o niente. Viene prima di count_remaining_cards.")),
    topic("count_remaining_cards", S, [5],
          en=("Count the cards before settling", "Before paying or collecting, the dealer takes the rest out of "
              "the sabot and counts the cards on the table; fewer than seven cancel the hand. It comes before "
              "cancel_hand."),
          it=("Contare le carte prima di pagare", "Prima di pagare o incassare, il Dealer estrae il resto del "
              "sabot e conta le carte sul tavolo; meno di sette annullano il colpo. Viene prima di "
              "cancel_hand.")),
    topic("call_game_inspector", S, [6, 7, 8, 10, "premise"],
          en=("Call the Game Inspector", "The dealer calls the Game Inspector: before rectifying, rebuilding "
              "or cancelling a hand (R7), and for any error found after the burn (R17)."),
          it=("Chiamare l'Ispettore di Gioco", "Il Dealer chiama l'Ispettore di Gioco: prima di rettificare, "
              "ricostruire o annullare un colpo (R7), e per ogni errore scoperto dopo la bruciatura (R17).")),
    topic("call_municipal_inspector", S, [6, 7, 8, "premise"],
          en=("Call the Municipal Inspector", "The dealer calls the Municipal Inspector before rectifying, "
              "rebuilding or cancelling a hand (R7)."),
          it=("Chiamare l'Ispettore Comunale", "Il Dealer chiama l'Ispettore Comunale prima di rettificare, "
              "ricostruire o annullare un colpo (R7).")),
    topic("rectify_distribution", S, [6],
          en=("Put the cards on their right side", "The dealer moves the distributed cards to where they "
              "belong: 1st and 3rd to Punto, 2nd and 4th to Banco. It comes after the inspector calls."),
          it=("Rimettere le carte dalla parte giusta", "Il Dealer sposta le carte distribuite dove devono "
              "stare: 1ª e 3ª al Punto, 2ª e 4ª al Banco. Viene dopo le chiamate agli Ispettori.")),
    topic("reconstruct_hand", S, [7, 8, "premise"],
          en=("Rebuild the hand in sabot order", "The dealer deals the hand's cards again in the order they "
              "left the sabot, by the rules (R8). It comes after the inspector calls."),
          it=("Ricostruire il colpo nell'ordine del sabot", "Il Dealer ridistribuisce le carte del colpo "
              "nell'ordine di uscita dal sabot, alla regola (R8). Viene dopo le chiamate agli Ispettori.")),
    topic("cancel_hand", S, [5, 6, 7],
          en=("Cancel the hand", "The dealer declares the hand void; every stake goes back (R16). It comes "
              "after the inspector calls and before burn_cards."),
          it=("Annullare il colpo", "Il Dealer dichiara nullo il colpo; tutte le puntate tornano ai giocatori "
              "(R16). Viene dopo le chiamate agli Ispettori e prima di burn_cards.")),
    topic("announce_le_carte_parlano", S, [9],
          en=("Correct the announcement: \"le carte parlano\"", "The dealer corrects a wrong score at once: "
              "the cards speak, not what was said."),
          it=("Correggere l'annuncio: \"le carte parlano\"", "Il Dealer corregge subito un punteggio "
              "sbagliato: parlano le carte, non ciò che è stato detto.")),
)
