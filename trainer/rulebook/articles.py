"""Articles 1-10: what goes wrong at the table and the procedure that puts it right (RULEBOOK §3)."""
from __future__ import annotations

from . import Kind, topic

A = Kind.ARTICLE

TOPICS = (
    topic(
        "1", A, [1],
        en=("An extra card; a card seen", """
            A card drawn that no rule called for (extra_card): the hand goes on by the rules without it; the
            card is set aside under the sabot and opens the next hand (R3). If nobody saw it the next hand is
            normal (set_aside_card); if it was seen the next hand is a colpo in bianco, announced now (R4):
            set_aside_card, announce_colpo_in_bianco. The card is never burned.

            The top card of the hand visible in the sabot (exposed_card, card 1, in the sabot): it is not
            burned, the bets are withdrawn and this hand is played as a colpo in bianco (withdraw_bets,
            announce_colpo_in_bianco; the button stays). Any other card visible in the sabot, or any card
            uncovered by mistake during the distribution, when betting is already closed: the hand goes on
            and the card is valid (continue_hand).
            """),
        it=("Una carta in più; una carta vista", """
            Una carta estratta per errore, che nessuna regola chiedeva (extra_card): il gioco prosegue alla
            regola senza di essa; la carta va sotto il sabot e apre il colpo successivo (R3). Se nessuno l'ha
            vista il colpo successivo è normale (set_aside_card); se è stata vista il colpo successivo è un
            colpo in bianco, da annunciare subito (R4): set_aside_card, announce_colpo_in_bianco. La carta non
            si brucia mai.

            La prima carta del colpo visibile nel sabot (exposed_card, carta 1, nel sabot): non si brucia, le
            puntate si ritirano e il colpo si gioca in bianco (withdraw_bets, announce_colpo_in_bianco; il
            Bottone resta). Qualsiasi altra carta visibile nel sabot, o una carta scoperta per errore durante
            la distribuzione, a gioco già chiuso: il colpo prosegue e la carta è valida (continue_hand).
            """),
    ),
    topic(
        "2", A, [2],
        en=("Cards stuck together", """
            Two or more cards leave the sabot stuck together (stuck_cards). If their order can be told, the
            dealer restores it and goes on (restore_order); if not, the stuck cards are burned and the deal
            goes on from the sabot (burn_cards). Either way the hand is valid. Only the stuck cards are burned
            (R5); a house with stuck_burn: cancel_hand cancels the hand instead.
            """),
        it=("Carte attaccate", """
            Due o più carte escono dal sabot attaccate (stuck_cards). Se se ne riconosce l'ordine, il Dealer
            lo ristabilisce e prosegue (restore_order); altrimenti le carte attaccate si bruciano e la
            distribuzione riprende dal sabot (burn_cards). In entrambi i casi il colpo è valido. Si bruciano
            solo le carte attaccate (R5); una casa con stuck_burn: cancel_hand annulla invece il colpo.
            """),
    ),
    topic(
        "3", A, [3],
        en=("A card on the floor", """
            A card that falls to the floor is picked up by the staff and goes back into play in its place
            (staff_pick_up); the hand is valid. If it is the first card of the hand, the bets are withdrawn
            and the hand is played as a colpo in bianco (staff_pick_up, withdraw_bets,
            announce_colpo_in_bianco); the button stays.
            """),
        it=("Una carta a terra", """
            Una carta caduta a terra la raccoglie il personale e torna in gioco al suo posto (staff_pick_up);
            il colpo è valido. Se è la prima carta del colpo, le puntate si ritirano e il colpo si gioca in
            bianco (staff_pick_up, withdraw_bets, announce_colpo_in_bianco); il Bottone resta.
            """),
    ),
    topic(
        "4", A, [4],
        en=("A damaged card", """
            A crumpled or stained card is replaced, even in the middle of a hand, by a card of the same rank
            and suit (replace_card, R14), so the hand goes on unchanged. At the end of a taglia the Game
            Inspector may also change all six decks; that is no step of the dealer's.
            """),
        it=("Una carta rovinata", """
            Una carta sgualcita o macchiata si sostituisce, anche a colpo in corso, con una carta dello stesso
            valore e seme (replace_card, R14), così il colpo prosegue invariato. A fine taglia l'Ispettore di
            Gioco può anche far cambiare i sei mazzi; non è un passo del Dealer.
            """),
    ),
    topic(
        "5", A, [5],
        en=("The mask: the last hand of the taglia", """
            When the mask comes out during a hand, the dealer announces "ultimo colpo della taglia": this hand
            is the last of the shoe and only it is finished (announce_last_hand, R6); the next hand starts a
            new shoe.

            When the mask is the first thing out of the sabot, the dealer announces the last hand, "minimum
            seven cards or else none" (announce_minimum_seven). The hand is played; before paying or
            collecting the dealer takes every card left out of the sabot and counts the cards on the table
            (count_remaining_cards). Seven or more: settle as usual. Fewer: the hand is cancelled and nobody
            may claim (cancel_hand); nothing is burned, the stakes go back (R16) and the button passes (R2).
            """),
        it=("La mascherina: l'ultimo colpo della taglia", """
            Quando la mascherina esce durante un colpo, il Dealer annuncia "ultimo colpo della taglia": quel
            colpo è l'ultimo del sabot e si finisce solo quello (announce_last_hand, R6); il colpo successivo
            apre una nuova taglia.

            Quando il colpo comincia con la mascherina, il Dealer annuncia l'ultimo colpo, "minimo sette carte
            o niente" (announce_minimum_seven). Il colpo si gioca; prima di pagare o incassare il Dealer
            estrae le carte rimaste nel sabot e conta le carte sul tavolo (count_remaining_cards). Sette o
            più: si paga normalmente. Meno di sette: il colpo si annulla senza reclamo (cancel_hand); non si
            brucia nulla, le puntate tornano ai giocatori (R16) e il Bottone passa (R2).
            """),
    ),
    topic(
        "6", A, [6],
        en=("Cards dealt to the wrong side", """
            Cards of the distribution went to the other side (reversed_distribution). The dealer calls the
            Game Inspector and the Municipal Inspector (R7). If the hand can be clearly rebuilt, the cards
            are put where they belong, 1st and 3rd to Punto, 2nd and 4th to Banco, and the hand goes on
            (rectify_distribution). If not, the hand is cancelled and the cards drawn are burned (cancel_hand,
            burn_cards); every stake goes back (R16) and the button passes (R2).
            """),
        it=("Carte alla parte sbagliata", """
            Carte della distribuzione sono andate alla parte opposta (reversed_distribution). Il Dealer chiama
            l'Ispettore di Gioco e l'Ispettore Comunale (R7). Se il colpo si ricostruisce con chiarezza, le
            carte tornano al loro posto, la 1ª e la 3ª al Punto, la 2ª e la 4ª al Banco, e il colpo prosegue
            (rectify_distribution). Altrimenti il colpo si annulla bruciando le carte estratte (cancel_hand,
            burn_cards); tutte le puntate si restituiscono (R16) e il Bottone passa (R2).
            """),
    ),
    topic(
        "7", A, [7],
        en=("The wrong number of cards", """
            The distribution gave a side more or fewer than its two cards (wrong_card_count). The dealer calls
            the inspectors (R7) and rebuilds the hand in sabot order (reconstruct_hand, R8). Drawn cards the
            rebuilt hand does not use are set aside for a colpo in bianco as the next hand (set_aside_card,
            announce_colpo_in_bianco, R9). If the hand cannot be clearly rebuilt it is cancelled and the cards
            drawn are burned, as under Article 6.
            """),
        it=("Il numero sbagliato di carte", """
            La distribuzione ha dato a una parte più o meno delle sue due carte (wrong_card_count). Il Dealer
            chiama gli Ispettori (R7) e ricostruisce il colpo nell'ordine di uscita dal sabot
            (reconstruct_hand, R8). Le carte estratte che il colpo ricostruito non usa si mettono da parte per
            un colpo in bianco, il colpo successivo (set_aside_card, announce_colpo_in_bianco, R9). Se il
            colpo non si ricostruisce con chiarezza si annulla bruciando le carte estratte, come per l'Art. 6.
            """),
    ),
    topic(
        "8", A, [8],
        en=("A third card against the rules", """
            A third card was given to a side that must stand, or withheld from a side that must draw
            (wrong_third_card; R13). "Must" is judged on the correct hand, R1 included. The dealer calls the
            inspectors (R7) and rebuilds the hand in sabot order (reconstruct_hand, R8); the drawn cards the
            rebuilt hand does not use are set aside and played as a colpo in bianco next (set_aside_card,
            announce_colpo_in_bianco, R9). A wrong declaration by the reader is not this article but a reader
            error (premise), put right the same way.
            """),
        it=("Una terza carta contro la regola", """
            Una terza carta è stata data a una parte che doveva restare, o negata a una parte che doveva
            prendere carta (wrong_third_card; R13). Il "doveva" si giudica sul colpo corretto, R1 compresa. Il
            Dealer chiama gli Ispettori (R7) e ricostruisce il colpo nell'ordine di uscita dal sabot
            (reconstruct_hand, R8); le carte estratte in più si mettono da parte e si giocano nel colpo in
            bianco successivo (set_aside_card, announce_colpo_in_bianco, R9). Una dichiarazione sbagliata di
            chi legge non è questo articolo ma un errore del giocatore (premessa), che si corregge allo stesso
            modo.
            """),
    ),
    topic(
        "9", A, [9],
        en=("A wrong score announced", """
            The dealer announced a score other than the real one (misannounced_score). He corrects it at once
            with "le carte parlano" (announce_le_carte_parlano): the cards decide the result, not what was
            said, and the announcement must then be right.
            """),
        it=("Un punteggio annunciato male", """
            Il Dealer ha annunciato un punteggio diverso da quello reale (misannounced_score). Corregge subito
            con la frase "le carte parlano" (announce_le_carte_parlano): decidono le carte, non ciò che è stato
            detto, e l'annuncio deve poi essere giusto.
            """),
    ),
    topic(
        "10", A, [10],
        en=("Once the cards are burnt the hand is exhausted", """
            An error found only after the hand's cards were burnt (after_burn on an Article 6-9 fault or a
            reader error) can no longer be put right: the dealer does not rebuild, cancel or announce again;
            any dispute goes to the Game Inspector, who alone may decide otherwise (call_game_inspector, R17).
            The hand counts as played: the button passes and the next hand is normal.
            """),
        it=("Bruciate le carte, il colpo è esaurito", """
            Un errore scoperto solo dopo che le carte del colpo sono state bruciate (after_burn su un errore
            degli Artt. 6-9 o del giocatore) non si può più correggere: il Dealer non ricostruisce, non annulla
            e non ripete l'annuncio; ogni contestazione la risolve l'Ispettore di Gioco, che solo può decidere
            altrimenti (call_game_inspector, R17). Il colpo conta come giocato: il Bottone passa e il colpo
            successivo è normale.
            """),
    ),
)
