"""Rulings R1-R17: one reading wherever the regulation is silent or ambiguous, and why (RULEBOOK §2-§3)."""
from __future__ import annotations

from . import Kind, topic

R = Kind.RULING

TOPICS = (
    topic(
        "R1", R, ["premise", 8],
        en=("Punto's \"carta\" waits for Banco's battuta", """
            Reading: a Punto "carta" is served only after the dealer has uncovered Banco and found no
            battuta; with a Banco battuta the hand ends on its first four cards, and Punto on 0-5 must stand.
            Why: the reader declares before Banco is uncovered, and with a battuta on either side nobody
            draws.
            """),
        it=("Il \"carta\" del Punto aspetta la battuta del Banco", """
            Lettura: il "carta" del Punto si serve solo dopo che il Dealer ha scoperto il Banco senza trovare
            una battuta; con la battuta del Banco il colpo finisce sulle prime quattro carte, e il Punto da 0 a
            5 deve restare. Perché: chi legge dichiara prima che il Banco sia scoperto, e con una battuta da
            una delle due parti nessuno prende carta.
            """),
    ),
    topic(
        "R2", R, ["premise", 5, 6, 7],
        en=("The button passes after a cancelled hand", """
            Reading: a cancelled hand is still a hand, so the button passes after it as after any other (house
            rule button_after_cancel: pass, the default). Why: the regulation passes the button after every
            hand and names a single exception, the colpo in bianco; it names none for a cancelled hand. A house
            that counts a cancelled hand as never played sets button_after_cancel: stay.
            """),
        it=("Il Bottone passa dopo un colpo annullato", """
            Lettura: un colpo annullato è pur sempre un colpo, quindi dopo di esso il Bottone passa come dopo
            ogni altro (regola della casa button_after_cancel: pass, il valore predefinito). Perché: il
            regolamento passa il Bottone al termine di ogni colpo e nomina una sola eccezione, il colpo in
            bianco; per il colpo annullato non ne nomina. Una casa che considera il colpo annullato come mai
            giocato imposta button_after_cancel: stay.
            """),
    ),
    topic(
        "R3", R, [1],
        en=("A set-aside card opens the next hand", """
            Reading: the card set aside under the sabot is dealt first in the next hand, before any card from
            the sabot. Why: the article puts it back into play "for the next hand"; dealing it first keeps
            every other card in its sabot order.
            """),
        it=("La carta messa da parte apre il colpo successivo", """
            Lettura: la carta messa sotto il sabot si distribuisce per prima nel colpo successivo, prima di
            ogni carta del sabot. Perché: l'articolo la rimette in gioco "per il colpo successivo"; darla per
            prima lascia tutte le altre carte nel loro ordine di sabot.
            """),
    ),
    topic(
        "R4", R, [1, 7, 8],
        en=("The colpo in bianco is announced in the hand of the fault", """
            Reading: the announcement "colpo in bianco" belongs to the hand in which the fault happens, even
            when the hand played in bianco is the next one. Why: the players must know before the next hand
            that they cannot bet on it, and the dealer learns it when the fault happens.
            """),
        it=("Il colpo in bianco si annuncia nel colpo dell'errore", """
            Lettura: l'annuncio "colpo in bianco" appartiene al colpo in cui avviene l'errore, anche quando il
            colpo giocato in bianco è il successivo. Perché: i giocatori devono sapere prima del colpo
            successivo che non vi si punta, e il Dealer lo sa nel momento dell'errore.
            """),
    ),
    topic(
        "R5", R, [2],
        en=("Article 2 burns the stuck cards only", """
            Reading: "the drawn cards" that Article 2 burns are the stuck cards, not the cards already on the
            table; the deal goes on from the sabot and the hand is valid (house rule stuck_burn: stuck_only).
            Why: the article speaks only of the cards that came out stuck together and, unlike Articles 6 and
            7, says nothing of cancelling the hand. A house that reads it like Articles 6-7 sets stuck_burn:
            cancel_hand: the hand is cancelled and every card drawn so far is burned, without inspectors.
            """),
        it=("L'Art. 2 brucia solo le carte attaccate", """
            Lettura: "le carte estratte" che l'Art. 2 fa bruciare sono quelle attaccate, non le carte già sul
            tavolo; la distribuzione riprende dal sabot e il colpo è valido (regola della casa stuck_burn:
            stuck_only). Perché: l'articolo parla solo delle carte uscite attaccate e, a differenza degli Artt.
            6 e 7, non dice di annullare il colpo. Una casa che lo legge come gli Artt. 6-7 imposta stuck_burn:
            cancel_hand: il colpo si annulla e si bruciano tutte le carte estratte, senza Ispettori.
            """),
    ),
    topic(
        "R6", R, [5],
        en=("The mask ends the taglia after the hand in progress", """
            Reading: when the mask comes out during a hand, only that hand is finished; it is the last of the
            taglia and the next one starts a new shoe. Why: the general rules of Punto Banco finish the hand in
            progress and no other once the mask appears, and "ultimo colpo della taglia" says as much.
            """),
        it=("La mascherina chiude la taglia dopo il colpo in corso", """
            Lettura: quando la mascherina esce durante un colpo, si finisce solo quel colpo; è l'ultimo della
            taglia e il successivo apre un nuovo sabot. Perché: le regole generali del Punto Banco, quando
            appare la mascherina, finiscono il colpo in corso e nessun altro, come dice "ultimo colpo della
            taglia".
            """),
    ),
    topic(
        "R7", R, [6, 7, 8, "premise"],
        en=("Both inspectors witness a rebuilt or cancelled hand", """
            Reading: before rectifying, rebuilding or cancelling a hand under Articles 6-8, and for a reader
            error, the dealer calls the Game Inspector and the Municipal Inspector (house rule
            reconstruction_witnesses). Why: the premise wants any hand spoiled by the dealer or a player
            rebuilt in the presence of both; Articles 6-8 name the Game Inspector, and calling both satisfies
            both texts.
            """),
        it=("Entrambi gli Ispettori assistono al colpo ricostruito o annullato", """
            Lettura: prima di rettificare, ricostruire o annullare un colpo secondo gli Artt. 6-8, e per un
            errore del giocatore, il Dealer chiama l'Ispettore di Gioco e l'Ispettore Comunale (regola della
            casa reconstruction_witnesses). Perché: la premessa vuole ogni colpo sbagliato dal Dealer o da un
            giocatore ricostruito alla presenza di entrambi; gli Artt. 6-8 nominano l'Ispettore di Gioco, e
            chiamarli tutti e due rispetta entrambi i testi.
            """),
    ),
    topic(
        "R8", R, [7, 8, "premise"],
        en=("Rebuilding in sabot order", """
            Reading: take the cards that left the sabot in this hand, in the order they left it, and deal them
            again by the rules: 1st and 3rd to Punto, 2nd and 4th to Banco, then the third cards the table
            calls for; if the rebuilt hand needs more cards, the next ones come from the sabot. Why: this gives
            exactly the hand a correct deal of the same sabot would have given, the one reconstruction that is
            clear and leaves nothing to anyone's choice.
            """),
        it=("Ricostruire nell'ordine di uscita dal sabot", """
            Lettura: si prendono le carte uscite dal sabot in questo colpo, nell'ordine in cui sono uscite, e
            si ridistribuiscono alla regola: 1ª e 3ª al Punto, 2ª e 4ª al Banco, poi le terze carte che la
            tabella richiede; se il colpo ricostruito chiede altre carte, le successive vengono dal sabot.
            Perché: si ottiene esattamente il colpo che una distribuzione corretta dello stesso sabot avrebbe
            dato, l'unica ricostruzione chiara che non lascia nulla alla scelta di qualcuno.
            """),
    ),
    topic(
        "R9", R, [7, 8, "premise"],
        en=("Left-over drawn cards make a colpo in bianco", """
            Reading: drawn cards that the rebuilt hand does not use are set aside, in order, and played as a
            colpo in bianco, the next hand; this holds for Article 8, Article 7 and reader errors alike. Why:
            Article 8 says so of the "additional drawn cards"; a wrong count or a served false declaration
            leaves cards over in just the same way, and playing them without bets keeps the sabot order while
            no stake rides on cards that were already seen.
            """),
        it=("Le carte estratte in più fanno un colpo in bianco", """
            Lettura: le carte estratte che il colpo ricostruito non usa si mettono da parte, in ordine, e si
            giocano come colpo in bianco nel colpo successivo; vale per l'Art. 8, per l'Art. 7 e per gli
            errori del giocatore. Perché: l'Art. 8 lo dice delle carte estratte in più; un numero di carte
            sbagliato o una dichiarazione sbagliata servita lasciano carte in più allo stesso modo, e giocarle
            senza puntate mantiene l'ordine del sabot senza che nessuna puntata dipenda da carte già viste.
            """),
    ),
    topic(
        "R10", R, ["premise", 13],
        en=("The button moves among the seated players", """
            Reading: temporary players neither hold nor receive the button; it passes to the next seated
            player, whether or not he bets this hand. Why: the button sets the order for reading the Punto
            cards, which a temporary player never reads (Art. 13), while a seated player without a bet keeps
            his place in the order of players.
            """),
        it=("Il Bottone passa tra i giocatori seduti", """
            Lettura: i giocatori provvisori non tengono né ricevono il Bottone; passa al giocatore seduto
            successivo, che punti o no in quel colpo. Perché: il Bottone fissa l'ordine per la lettura delle
            carte del Punto, che un giocatore provvisorio non legge mai (Art. 13), mentre un giocatore seduto
            senza puntata resta nell'ordine dei giocatori.
            """),
    ),
    topic(
        "R11", R, ["premise"],
        en=("The order of players goes up the seat numbers", """
            Reading: the order of players starts at the seat holding the button and goes up through the seat
            numbers, wrapping from 14 back to 1; equal highest Punto stakes go to the first of them in that
            order, and the button passes the same way (house rule seat_order: ascending). Why: the regulation
            says only "the next player" and gives no direction; ascending seat numbers is the one order every
            table shares. A house that goes the other way sets seat_order: descending.
            """),
        it=("L'ordine dei giocatori segue i numeri dei posti in salita", """
            Lettura: l'ordine dei giocatori parte dal posto che ha il Bottone e sale con i numeri dei posti,
            dal 14 di nuovo all'1; a pari puntata più alta sul Punto legge il primo in quest'ordine, e il
            Bottone passa nello stesso verso (regola della casa seat_order: ascending). Perché: il regolamento
            dice solo "il giocatore successivo" senza indicare il verso; i numeri dei posti in salita sono
            l'ordine comune a ogni tavolo. Una casa che va nell'altro verso imposta seat_order: descending.
            """),
    ),
    topic(
        "R12", R, ["premise"],
        en=("Banco with Punto standing: draws on 0-5", """
            Reading: when Punto stood on two cards, Banco draws on 0-5 and stands on 6-7. Why: the
            regulation's table lists only Banco's play after a Punto third card; this is the standard rule,
            and the exact odds it gives (8 decks: Banco 0.458597, Punto 0.446247, Égalité 0.095156) are the
            game's known ones.
            """),
        it=("Il Banco quando il Punto resta: carta con 0-5", """
            Lettura: quando il Punto resta con due carte, il Banco prende carta con 0-5 e resta con 6-7.
            Perché: la tabella del regolamento indica il gioco del Banco solo dopo una terza carta del Punto;
            questa è la regola consueta, e le probabilità esatte che dà (8 mazzi: Banco 0,458597, Punto
            0,446247, Égalité 0,095156) sono quelle note del gioco.
            """),
    ),
    topic(
        "R13", R, [8],
        en=("A third card withheld is an Article 8 error too", """
            Reading: a third card withheld from a side that must draw is handled like a card given against the
            rules: the hand is rebuilt in sabot order. Why: the article names only a card given against the
            rules, but withholding one is the same error seen from the other side, and it is put right the
            same way.
            """),
        it=("Anche la terza carta negata è un errore dell'Art. 8", """
            Lettura: una terza carta negata a una parte che doveva prendere carta si tratta come una carta
            data contro la regola: il colpo si ricostruisce nell'ordine di uscita dal sabot. Perché:
            l'articolo nomina solo la carta data contro la regola, ma negarla è lo stesso errore visto
            dall'altra parte, e si corregge allo stesso modo.
            """),
    ),
    topic(
        "R14", R, [4],
        en=("A damaged card is replaced by an identical one", """
            Reading: the replacement has the same rank and suit and comes from the spare stock, so the hand
            goes on with the same cards. Why: the article allows a replacement even during the game; only an
            identical card keeps the hand exactly as it was dealt.
            """),
        it=("La carta rovinata si sostituisce con una identica", """
            Lettura: la carta nuova ha lo stesso valore e lo stesso seme e viene dalla scorta, così il colpo
            prosegue con le stesse carte. Perché: l'articolo consente la sostituzione anche a gioco in corso;
            solo una carta identica lascia il colpo esattamente com'era stato distribuito.
            """),
    ),
    topic(
        "R15", R, [13, "premise"],
        en=("A temporary player's Punto stake is paid but never reads", """
            Reading: a temporary player's Punto stake is settled like any other, but it never makes him the
            reader; the highest Punto stake of a seated player reads, and with none the dealer completes the
            hand. Why: Article 13 says a temporary player who bets on Punto does not read the cards; it does
            not void his bet.
            """),
        it=("La puntata a Punto del provvisorio si paga ma non legge", """
            Lettura: la puntata a Punto di un giocatore provvisorio si paga come le altre, ma non gli dà mai
            la lettura; legge la puntata più alta sul Punto di un giocatore seduto, e se non ce n'è completa
            il Dealer. Perché: l'Art. 13 dice che il provvisorio che punta a Punto non legge le carte; non
            annulla la sua puntata.
            """),
    ),
    topic(
        "R16", R, [5, 6, 7],
        en=("A cancelled hand returns every stake", """
            Reading: when a hand is cancelled every stake goes back to its player; nothing is won or lost. A
            colpo in bianco has no stakes on the table, so it settles nothing either. Why: a cancelled hand has
            no result to settle, and Article 5 cancels it "without a claim": nobody may ask for winnings.
            """),
        it=("Un colpo annullato restituisce tutte le puntate", """
            Lettura: quando un colpo si annulla ogni puntata torna al suo giocatore; non si vince né si perde
            nulla. Un colpo in bianco non ha puntate sul tavolo, quindi neppure lui paga nulla. Perché: un
            colpo annullato non ha un esito da pagare, e l'Art. 5 lo annulla "senza reclamo": nessuno può
            chiedere vincite.
            """),
    ),
    topic(
        "R17", R, [10],
        en=("After the burn, the Game Inspector decides", """
            Reading: an error found after the hand's cards were burnt is not rebuilt, cancelled or announced
            again; the dealer calls the Game Inspector, and the hand counts as played (the button passes, the
            next hand is normal). Why: Article 10 deems the hand exhausted once its cards are burnt and leaves
            any dispute to the Game Inspector, who alone may decide otherwise.
            """),
        it=("Dopo la bruciatura decide l'Ispettore di Gioco", """
            Lettura: un errore scoperto dopo che le carte del colpo sono state bruciate non si ricostruisce,
            non si annulla e non si ripete l'annuncio; il Dealer chiama l'Ispettore di Gioco e il colpo conta
            come giocato (il Bottone passa, il colpo successivo è normale). Perché: l'Art. 10 considera il
            colpo esaurito una volta bruciate le carte e lascia ogni contestazione all'Ispettore di Gioco, che
            solo può decidere altrimenti.
            """),
    ),
)
