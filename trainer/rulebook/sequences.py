"""Rulings R18-R26: hand after hand from one sabot, up to the whole taglia (RULEBOOK §5)."""
from __future__ import annotations

from . import Kind, topic

R = Kind.RULING

TOPICS = (
    topic(
        "R18", R, ["premise"],
        en=("The sabot runs on", """
            Reading: each hand draws from where the hand before it stopped; a card that left the sabot in a
            hand, whether used, burned, set aside or left over, is gone for the hands after it. A fault's card
            positions count that hand's own cards, 1 being its first. Why: cards that have left the sabot
            never go back into it, so each hand can only start from what remains.
            """),
        it=("Il sabot prosegue", """
            Lettura: ogni colpo estrae da dove si è fermato il precedente; una carta uscita dal sabot in un
            colpo, usata, bruciata, messa da parte o avanzata, non c'è più per i colpi seguenti. Le posizioni
            delle carte di un errore contano le carte di quel colpo, dalla prima. Perché: le carte uscite dal
            sabot non vi rientrano mai, quindi ogni colpo parte da quelle che restano.
            """),
    ),
    topic(
        "R19", R, [1, 7, 8],
        en=("Set-aside cards open the next hand", """
            Reading: the next hand takes the cards set aside by the hand before it first, in the order they
            were set aside, and only then draws from the sabot (R3, R9). Why: that is the order in which the
            cards left the sabot, so the hand is the one a correct deal would have given.
            """),
        it=("Le carte messe da parte aprono il colpo successivo", """
            Lettura: il colpo successivo prende per prime le carte messe da parte dal colpo precedente,
            nell'ordine in cui sono state messe da parte, e solo dopo estrae dal sabot (R3, R9). Perché: è
            l'ordine in cui le carte sono uscite dal sabot, quindi il colpo è quello che una distribuzione
            corretta avrebbe dato.
            """),
    ),
    topic(
        "R20", R, [1, 3, 7, 8],
        en=("The colpo in bianco a fault announced", """
            Reading: when a fault calls for a colpo in bianco next, the next hand of the sequence is played
            without bets, whatever bets are listed for it: it has no reader and settles nothing, its procedure
            is empty (the announcement belonged to the hand before, R4), the button does not pass after it
            and the hand after it is normal. If the mask comes out in it, Article 5 applies and the taglia
            ends; if fewer than seven cards cancel it, the button still stays. Why: the regulation keeps the
            button after a colpo in bianco, its one exception, and a hand without bets has nothing to read or
            pay.
            """),
        it=("Il colpo in bianco annunciato da un errore", """
            Lettura: quando un errore richiede un colpo in bianco, il colpo successivo della sequenza si gioca
            senza puntate, qualunque puntata sia indicata: non ha chi legge e non paga nulla, la sua procedura
            è vuota (l'annuncio apparteneva al colpo precedente, R4), il Bottone non passa e il colpo seguente
            è normale. Se vi esce la mascherina vale l'Art. 5 e la taglia finisce; se meno di sette carte lo
            annullano, il Bottone resta comunque. Perché: il regolamento trattiene il Bottone dopo il colpo in
            bianco, la sua unica eccezione, e un colpo senza puntate non ha nulla da leggere né da pagare.
            """),
    ),
    topic(
        "R21", R, ["premise"],
        en=("The button carries over", """
            Reading: each hand starts with the button where the hand before it left it: passed after a valid
            or a cancelled hand (R2, button_after_cancel), kept after a colpo in bianco. Why: the button passes
            at the end of every hand but the colpo in bianco; a sequence only applies that hand after hand.
            """),
        it=("Il Bottone si porta da un colpo all'altro", """
            Lettura: ogni colpo comincia con il Bottone dove l'ha lasciato il precedente: passato dopo un
            colpo valido o annullato (R2, button_after_cancel), fermo dopo un colpo in bianco. Perché: il
            Bottone passa al termine di ogni colpo tranne il colpo in bianco; una sequenza lo applica colpo
            dopo colpo.
            """),
    ),
    topic(
        "R22", R, [5],
        en=("The mask in a sequence", """
            Reading: the mask lies after a given card of the sabot. It comes out during a hand that draws past
            it, which is then the last of the taglia (R6); it comes out at the start of a hand when it is the
            first thing out of the sabot, even after set-aside cards were dealt, and then "minimum seven cards
            or else none" counts every card of the hand, set-aside ones included, and every card taken out of
            the sabot. No hand follows it in the same sabot. Why: Article 5 ties the last hand to the mask, not
            to the hand's number, and set-aside cards are on the table like any other.
            """),
        it=("La mascherina in una sequenza", """
            Lettura: la mascherina sta dopo una certa carta del sabot. Esce durante un colpo che estrae oltre
            di essa, e quel colpo è l'ultimo della taglia (R6); esce all'inizio di un colpo quando è la prima
            cosa che esce dal sabot, anche dopo carte messe da parte, e allora "minimo sette carte o niente"
            conta tutte le carte del colpo, comprese quelle messe da parte, e tutte quelle estratte dal sabot.
            Nessun colpo la segue nello stesso sabot. Perché: l'Art. 5 lega l'ultimo colpo alla mascherina, non
            al numero del colpo, e le carte messe da parte sono sul tavolo come le altre.
            """),
    ),
    topic(
        "R23", R, ["premise"],
        en=("Preparing a new taglia", """
            Reading: the sabot is shuffled and cut; the mask is placed with at least seven cards behind it; the
            dealer turns up the first card and burns as many more as its value (ace 1, two to nine their value,
            ten and picture cards 10), the turned-up card too; then the first hand is dealt. The button does
            not go back to seat 1. Why: these are the general rules of Punto Banco for a new shoe; the button
            goes to seat 1 only when the game opens (R10).
            """),
        it=("Preparare una nuova taglia", """
            Lettura: il sabot si mescola e si taglia; la mascherina si mette con almeno sette carte dietro; il
            Dealer scopre la prima carta e ne brucia tante quante il suo valore (asso 1, dal due al nove il
            loro valore, dieci e figure 10), bruciando anche quella scoperta; poi distribuisce il primo colpo.
            Il Bottone non torna al posto 1. Perché: sono le regole generali del Punto Banco per un nuovo sabot;
            il Bottone va al posto 1 solo all'apertura del gioco (R10).
            """),
    ),
    topic(
        "R24", R, ["premise", 13],
        en=("Who plays in a sequence", """
            Reading: seats are occupied for the whole sequence and their bets may change from hand to hand; a
            temporary player stays temporary; a seat without a bet in a hand is still seated and can receive
            the button. Why: a seat is assigned, not bought with each bet (Art. 13), and the button goes round
            the seated players (R10).
            """),
        it=("Chi gioca in una sequenza", """
            Lettura: i posti sono occupati per tutta la sequenza e le puntate possono cambiare da un colpo
            all'altro; un giocatore provvisorio resta provvisorio; un posto senza puntata in un colpo resta
            occupato e può ricevere il Bottone. Perché: il posto è assegnato, non legato a ogni puntata (Art.
            13), e il Bottone gira tra i giocatori seduti (R10).
            """),
    ),
    topic(
        "R25", R, [10],
        en=("An error found after the burn, inside a sequence", """
            Reading: an exhausted hand (Article 10) is not rebuilt, so how many cards it took from the sabot
            is stated by the scenario (drawn), except for a reader error and a wrong announcement, where it is
            known; nothing of it is set aside and the next hand starts after its last card. Why: its cards
            were played the wrong way and burnt, and nobody may rebuild them (R17).
            """),
        it=("Un errore scoperto dopo la bruciatura, in una sequenza", """
            Lettura: un colpo esaurito (Art. 10) non si ricostruisce, quindi quante carte ha preso dal sabot lo
            dice lo scenario (drawn), tranne per un errore del giocatore e per un annuncio sbagliato, dove è
            noto; nulla si mette da parte e il colpo successivo parte dopo la sua ultima carta. Perché: le sue
            carte sono state giocate nel modo sbagliato e bruciate, e nessuno può ricostruirle (R17).
            """),
    ),
    topic(
        "R26", R, [1, 2, 3, 4],
        en=("Set-aside cards are no longer the sabot's", """
            Reading: a card set aside and dealt first in the next hand (R19) cannot be the top card visible in
            the sabot (Article 1) nor one of cards that come out of the sabot stuck together (Article 2); it
            can still fall to the floor, be damaged, or be uncovered during the distribution. Why: those two
            faults happen inside the sabot, and that card has already left it.
            """),
        it=("Le carte messe da parte non sono più del sabot", """
            Lettura: una carta messa da parte e distribuita per prima nel colpo successivo (R19) non può essere
            la prima carta visibile nel sabot (Art. 1) né una delle carte che escono attaccate dal sabot (Art.
            2); può invece cadere a terra, rovinarsi o essere scoperta durante la distribuzione. Perché: quei
            due errori avvengono dentro il sabot, e quella carta ne è già uscita.
            """),
    ),
)
