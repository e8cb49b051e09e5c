"""The house rules a scenario may override (`house:`), with their defaults (FORMATS §2)."""
from __future__ import annotations

from . import Kind, topic

H = Kind.HOUSE_RULE

TOPICS = (
    topic(
        "banco_commission", H, ["premise"],
        en=("Banco's commission", """
            The share of a winning Banco stake the house keeps, a fraction from 0 up to (not including) 1;
            default 0.05, so a Banco win pays 0.95 of the stake (0.96 with 0.04). No article sets it: it is the
            house's rate, and a payout explanation names it.
            """),
        it=("La commissione sul Banco", """
            La parte di una puntata vincente sul Banco che trattiene la casa, una frazione da 0 a 1 escluso;
            predefinita 0,05, quindi il Banco vincente paga 0,95 volte la puntata (0,96 con 0,04). Nessun
            articolo la fissa: è la tariffa della casa, e la spiegazione dei pagamenti la nomina.
            """),
    ),
    topic(
        "egalite_pays", H, ["premise"],
        en=("What Égalité pays", """
            How many times its stake a winning Égalité bet wins, a whole number from 1 to 50; default 8 (8 to
            1). On an Égalité the Punto and Banco stakes stand. No article sets it: it is the house's rate.
            """),
        it=("Quanto paga l'Égalité", """
            Quante volte la puntata vince una puntata su Égalité, un numero intero da 1 a 50; predefinito 8 (8
            a 1). Con l'Égalité le puntate su Punto e Banco restano. Nessun articolo lo fissa: è la tariffa
            della casa.
            """),
    ),
    topic(
        "commission_rounding", H, ["premise"],
        en=("How a Banco win is rounded", """
            cent (default): a Banco win after commission is rounded down to the cent (33 at 0.965 pays 31.84).
            down_to_unit: it is rounded down to a whole token (155 at 0.95 pays 147).
            """),
        it=("Come si arrotonda la vincita sul Banco", """
            cent (predefinito): la vincita sul Banco dopo la commissione si arrotonda per difetto al centesimo
            (33 a 0,965 paga 31,84). down_to_unit: si arrotonda per difetto al gettone intero (155 a 0,95 paga
            147).
            """),
    ),
    topic(
        "button_after_cancel", H, ["premise", 5, 6, 7],
        en=("The button after a cancelled hand", """
            pass (default): the button passes after a cancelled hand as after any hand, since the regulation's
            only exception is the colpo in bianco (R2). stay: the button stays where it is, for a house that
            counts a cancelled hand as never played. After a colpo in bianco the button always stays.
            """),
        it=("Il Bottone dopo un colpo annullato", """
            pass (predefinito): il Bottone passa dopo un colpo annullato come dopo ogni colpo, perché l'unica
            eccezione del regolamento è il colpo in bianco (R2). stay: il Bottone resta dov'è, per una casa che
            considera il colpo annullato come mai giocato. Dopo un colpo in bianco il Bottone resta sempre.
            """),
    ),
    topic(
        "seat_order", H, ["premise"],
        en=("Which way the order of players goes", """
            ascending (default): from the seat holding the button up through the seat numbers, wrapping from
            14 to 1 (R11). descending: down through them. The same order breaks ties for the reader and moves
            the button.
            """),
        it=("In che verso va l'ordine dei giocatori", """
            ascending (predefinito): dal posto che ha il Bottone salendo con i numeri dei posti, dal 14 di nuovo
            all'1 (R11). descending: scendendo. Lo stesso ordine decide tra puntate pari chi legge e dove passa
            il Bottone.
            """),
    ),
    topic(
        "stuck_burn", H, [2],
        en=("Stuck cards whose order is lost", """
            stuck_only (default): only the stuck cards are burned and the deal goes on; the hand is valid (R5).
            cancel_hand: the hand is cancelled and every card drawn so far, the stuck ones included, is burned
            (cancel_hand, burn_cards, no inspector call). A known order is restored either way.
            """),
        it=("Carte attaccate di cui non si sa l'ordine", """
            stuck_only (predefinito): si bruciano solo le carte attaccate e la distribuzione prosegue; il colpo
            è valido (R5). cancel_hand: il colpo si annulla e si bruciano tutte le carte estratte fin lì,
            comprese quelle attaccate (cancel_hand, burn_cards, senza chiamare gli Ispettori). Se l'ordine è
            noto, in entrambi i casi lo si ristabilisce.
            """),
    ),
    topic(
        "reconstruction_witnesses", H, [6, 7, 8, "premise"],
        en=("Who witnesses a rebuilt or cancelled hand", """
            [game_inspector, municipal_inspector] (default): both inspectors are called before a hand is
            rectified, rebuilt or cancelled under Articles 6-8 or for a reader error (R7). [game_inspector]:
            only the Game Inspector, as Articles 6-8 name him. The calls come first; their order is free.
            """),
        it=("Chi assiste al colpo ricostruito o annullato", """
            [game_inspector, municipal_inspector] (predefinito): si chiamano entrambi gli Ispettori prima di
            rettificare, ricostruire o annullare un colpo secondo gli Artt. 6-8 o per un errore del giocatore
            (R7). [game_inspector]: solo l'Ispettore di Gioco, come lo nominano gli Artt. 6-8. Le chiamate
            vengono prima; il loro ordine è libero.
            """),
    ),
)
