"""The game itself (the premise of the variant) and Articles 11-16: bets, seats, limits, the rest."""
from __future__ import annotations

from . import Kind, topic

A = Kind.ARTICLE

PREMISE = topic(
    "premise", Kind.PREMISE, ["premise"],
    en=("The game: Punto Banco \"cards in hand\"", """
        The variant keeps the ordinary rules of Punto Banco. Cards count ace 1, two to nine their face value,
        ten and picture cards 0; a side's score is the sum of its cards without the tens (8 + 5 makes 3). The
        higher score wins; equal scores are an Égalité.

        A hand (colpo): after "Rien ne va plus" the dealer draws four cards face down from the sabot, the 1st
        and 3rd to Punto (on the dealer's right), the 2nd and 4th to Banco (left). The two Punto cards go,
        still covered, to the reader: the seated player with the highest Punto stake this hand; equal stakes
        go by the order of players from the button (R11); a temporary player never reads (Art. 13, R15); with
        no such stake the dealer completes the hand.

        The reader follows the rules table, with no free choice: 8 or 9 is a battuta, turned over at once;
        0 to 5 stays covered with "carta"; 6 or 7 stays covered with "no carta". The dealer then uncovers
        Banco. With a battuta on either side nobody draws (R1); otherwise Punto takes its third card if it
        said "carta", then Banco completes by the table: on 0-2 it draws, on 3 unless Punto's third card is
        an 8, on 4 against a 2-7, on 5 against a 4-7, on 6 against a 6 or 7, never on 7; with Punto standing
        it draws on 0-5 (R12).

        The dealer announces Banco's score first, then Punto's, and the winning box. Settlement uses the
        house's rates, which no article sets: Punto wins even money, Banco 0.95 of the stake after the 5 %
        commission (banco_commission), Égalité 8 to 1 (egalite_pays); on an Égalité the Punto and Banco
        stakes stand. Then the cards are burned and the button passes (R2, R10).

        An error by the dealer or by the reader is put right by rebuilding the hand by the rules, in the
        presence of the Game Inspector and the Municipal Inspector (R7, R8). A reader who declares against
        the table makes a reader error: the dealer, who cannot see the covered cards, serves the declaration
        and the hand is rebuilt like an Article 8 error (R9).
        """),
    it=("Il gioco: Punto Banco \"carte in mano\"", """
        La variante mantiene le regole del Punto Banco. L'asso vale 1, le carte dal due al nove il loro
        valore, il dieci e le figure 0; il punteggio di una parte è la somma delle sue carte senza le decine
        (8 + 5 fa 3). Vince il punteggio più alto; a punteggi pari è Égalité.

        Un colpo: dopo "Rien ne va plus" il Dealer estrae dal sabot quattro carte coperte, la 1ª e la 3ª al
        Punto (alla sua destra), la 2ª e la 4ª al Banco (a sinistra). Le due carte del Punto vanno, coperte,
        al cliente che in quel colpo ha puntato a Punto la somma più alta; a puntate pari decide l'ordine dei
        giocatori, che parte dal possessore del Bottone (R11); un giocatore provvisorio non legge mai le carte
        (Art. 13, R15); se nessuno punta a Punto il colpo lo completa il Dealer.

        Chi legge segue la tabella della Regola, senza scelte arbitrarie: con 8 o 9 è battuta e scopre subito
        le carte; da 0 a 5 le lascia coperte e dice "carta"; con 6 o 7 le lascia coperte e dice "no carta".
        Poi il Dealer scopre il Banco. Con una battuta da una delle due parti nessuno prende carta (R1);
        altrimenti il Punto riceve la terza carta se ha detto "carta", poi il Banco chiude secondo la
        tabella: con 0-2 prende carta, con 3 salvo che la terza carta del Punto sia un 8, con 4 contro un 2-7,
        con 5 contro un 4-7, con 6 contro un 6 o un 7, con 7 mai; se il Punto resta, prende carta con 0-5 (R12).

        Il Dealer annuncia prima il punteggio del Banco, poi quello del Punto, e indica la casella vincente.
        Si paga con le tariffe della casa, che nessun articolo stabilisce: il Punto vince alla pari, il Banco
        0,95 volte la puntata dopo la commissione del 5 % (banco_commission), l'Égalité 8 a 1 (egalite_pays);
        con l'Égalité le puntate su Punto e Banco restano. Poi le carte si bruciano e il Bottone passa (R2, R10).

        Un errore del Dealer o del giocatore si corregge ricostruendo il colpo alla regola, alla presenza
        dell'Ispettore di Gioco e dell'Ispettore Comunale (R7, R8). Se chi legge dichiara contro la tabella,
        il Dealer, che non vede le carte coperte, serve la dichiarazione e il colpo si ricostruisce come per
        un errore dell'Art. 8 (R9).
        """),
)

ARTICLES = (
    topic(
        "11", A, [11],
        en=("One bet per seat", """
            A seat holds a single bet, on Punto or on Banco, and besides it at most one bet on Égalité. A
            scenario with both a Punto and a Banco stake on one seat is invalid; a seat with an Égalité stake
            alone is fine. The article sets no payout rate: the rates are the house's (see the premise).
            """),
        it=("Una puntata per postazione", """
            Ogni postazione ha una sola puntata, a Punto o a Banco, e in più al massimo una puntata su
            Égalité. Uno scenario con una puntata a Punto e una a Banco sulla stessa postazione non è valido;
            una postazione con la sola Égalité va bene. L'articolo non fissa tariffe di pagamento: sono della
            casa (vedi la premessa).
            """),
    ),
    topic(
        "12", A, [12],
        en=("Stakes in casino tokens", """
            Every bet is the player's own and is made in the casino's tokens; banknotes put on the table are
            exchanged for tokens by the dealer at once. Scenario stakes are whole tokens.
            """),
        it=("Puntate in gettoni della casa", """
            Le puntate sono individuali e si fanno con i gettoni della Casa da Gioco; le banconote sul tavolo
            il Dealer le cambia subito in gettoni. Negli scenari le puntate sono gettoni interi.
            """),
    ),
    topic(
        "13", A, [13],
        en=("Seats, and temporary players", """
            Seats are given on reservation by the Game Inspector or the Capo Isola. Nobody may sit at an
            assigned seat left free for a moment, and a player who leaves without marking the seat loses it.
            A player standing behind the table may play for a while at a free seat as a temporary player; if
            he bets on Punto he does not read the cards (R15), and he neither holds nor receives the button
            (R10).
            """),
        it=("Postazioni e giocatori provvisori", """
            Le postazioni si assegnano su prenotazione, dall'Ispettore di Gioco o dal Capo Isola. Non ci si
            siede a un posto assegnato lasciato libero per poco, e chi si allontana senza segnare il posto lo
            perde. Un giocatore in piedi può giocare per un po' a un posto libero come giocatore provvisorio;
            se punta a Punto non legge le carte (R15), e non tiene né riceve il Bottone (R10).
            """),
    ),
    topic(
        "14", A, [14],
        en=("Table limits", """
            The Game Inspector may raise or lower the table minimum and maximum at any time, and may suspend
            the game without notice or reason. A scenario's `limits` are the ones in force for its hand; a
            stake outside them makes the scenario invalid.
            """),
        it=("Minimi e massimi del tavolo", """
            L'Ispettore di Gioco può alzare o abbassare in qualsiasi momento il minimo e il massimo del tavolo,
            e sospendere il gioco senza preavviso né motivo. I `limits` di uno scenario sono quelli in vigore
            per quel colpo; una puntata fuori dai limiti rende lo scenario non valido.
            """),
    ),
    topic(
        "15", A, [15],
        en=("Bets and winnings left on the table", """
            Bets and winnings that a player does not take back are dealt with as the casino's management
            provides. The trainer grades nothing under this article.
            """),
        it=("Puntate e vincite non ritirate", """
            Le puntate e le vincite non ritirate si trattano secondo le disposizioni della Direzione. Il
            trainer non valuta nulla secondo questo articolo.
            """),
    ),
    topic(
        "16", A, [16],
        en=("Changes, and cases nobody foresaw", """
            The regulation may be changed and improved. In a case it does not foresee, the Games Directorate
            decides, and its decision cannot be appealed. Where the text is silent or ambiguous the trainer
            takes one reading and states it as a ruling (R1-R26), so that it can be disputed.
            """),
        it=("Modifiche e casi non previsti", """
            Il regolamento può essere modificato e migliorato. Nei casi che non prevede decide la Direzione
            Giochi, senza appello. Dove il testo tace o è ambiguo il trainer sceglie una lettura e la enuncia
            come decisione (R1-R26), perché la si possa contestare.
            """),
    ),
)
