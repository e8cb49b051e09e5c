"""What a trainee reads in `trainer train`, in English and Italian.

Every id starts with "session." so it never clashes with the other catalogs.
Italian is the casino's house language and uses its words: posto, puntata,
sabot, bottone, mascherina, colpo in bianco, taglia; the official phrases
stay as the regulation says them in both languages: "colpo in bianco",
"le carte parlano", "ultimo colpo della taglia", "Rien ne va plus". Step
names, answer values and card codes are what the trainee types and stay the
same in both languages.
"""
from __future__ import annotations

from .places import catalog as _places
from . import session_after as _after

EN: dict[str, str] = {
    # ---- the session ----
    "session.welcome": "Training session for {trainee}. Scenarios to play: {count}. You are the dealer.",
    "session.how_to_stop": (
        "Ctrl-C stops at any time: finished scenarios are kept, the one in progress is saved as incomplete. "
        "Type < (or back) at a prompt to change the answer before it, until the hand's verdict."
    ),
    "session.scenario": "Hand {n} of {total}: {title}",
    "session.go_on": "To go on later with the {count} scenarios not yet done, the one stopped in first:",
    "session.go_on.one": "To go on later with the scenario not yet done:",
    # The rule that decides a key read from the cards, in the hand at hand (issue 20): said with each such
    # wrong decision, and the topics to read with every wrong one.
    "session.rule.natural": "The rule: a natural, 8 or 9 on a side's first two cards, ends the hand; neither "
                            "side draws.",
    "session.rule.draw": "The rule: Punto draws on 0-5 and stands on 6 or 7; Banco then completes by the "
                         "drawing table.",
    "session.rule.winner": "The rule: the higher score wins; equal scores are an Égalité.",
    "session.result.read": "Read: trainer rules {topics}",
    "session.hand_time": "Time for this hand: {seconds} s (slowest decision: {slowest}, {slowest_seconds} s).",
    "session.in_time": "In time: within the limit of {limit} s a hand.",
    # Above the adaptive drill a recorded session is offered (issue 20, item 11): the weakest article, what to read
    "session.next_step": "Next step, your weakest article: {article} ({right} of {count} right); read its rules:",
    "session.late.counts": "Late: over the limit of {limit} s a hand; the house counts it as answered.",
    "session.late.fails": "Late: over the limit of {limit} s a hand; the house scores its decisions wrong.",
    # A scenario's heading on screen: the fault as the dealer meets it, never what it leads to (the title,
    # which often names the outcome, is the answer key's and the scorecard's).
    "session.heading.none": "A hand at the table",
    "session.heading.mask": "A hand near the mask",
    "session.heading.after_burn": "A complaint after the cards were burnt",
    "session.heading.extra_card": "A card too many comes out of the sabot",
    "session.heading.exposed_card": "A card is seen before its time",
    "session.heading.stuck_cards": "Cards come out of the sabot stuck together",
    "session.heading.dropped_card": "A card falls to the floor",
    "session.heading.damaged_card": "A damaged card",
    "session.heading.reversed_distribution": "Cards dealt to the wrong side",
    "session.heading.wrong_card_count": "The wrong number of cards in the distribution",
    "session.heading.wrong_third_card": "A mistake over a third card",
    "session.heading.misannounced_score": "A doubt over the announcement",
    "session.heading.reader_error": "The reader's call on the Punto cards",
    "session.heading.second_bet": "A second stake on one seat",
    "session.heading.late_bet": 'A stake after "Rien ne va plus"',
    "session.heading.banknote_bet": "A stake in banknotes",
    "session.heading.stake_out_of_limits": "A stake and the table limits",
    "session.nothing_to_play": "No valid scenario to train on.",
    "session.drill.seed": "Drill seed {seed} (give --seed {seed} to play the same drill again).",
    "session.drill.kept": "Drill scenarios kept in {folder} (grade their sheets again with --scenarios {folder}).",
    # ---- the table ----
    "session.table.seat": "Seat",
    "session.table.egalite": "Égalité",
    "session.table.temporary": "temporary",
    "session.table.button": "button",
    "session.house.title": "House rules at this table (differing from the rulebook):",
    "session.house.commission": "a Banco win pays a {percent} % commission",
    "session.house.egalite_pays": "Égalité pays {pays} to 1",
    "session.house.rounding_unit": "a Banco win is rounded down to a whole token",
    "session.house.button_after_cancel": "the button stays after a cancelled hand",
    "session.house.seat_order": "the order of players goes down the seat numbers",
    "session.house.stuck_burn": "stuck cards whose order is lost void the hand (stuck_burn: cancel_hand)",
    "session.house.witnesses": "a rebuild needs only the Game Inspector as witness",
    # ---- the deal ----
    "session.deal.to": "→ {side}",
    "session.deal.third": "→ {side} (third card)",
    "session.deal.extra": "drawn, on neither side",
    "session.deal.stuck": "stuck",
    "session.deal.floor": "on the floor",
    "session.deal.face_up": "(face up)",
    "session.deal.title": 'After "Rien ne va plus":',
    # ---- what happened ----
    "session.story.your_turn": "Your turn: answer as the dealer, decision by decision.",
    # ---- the numbered cards ----
    "session.listing.title": "This hand's cards in sabot order; answer with their numbers:",
    "session.listing.out": "out of the sabot:",
    "session.listing.carried": "set aside by the hand before:",
    "session.listing.next": "next in the sabot:",
    "session.listing.mask": "[mask]",
    # ---- the decisions ----
    "session.progress": "Decision {n}: {what}",
    "session.key.procedure": "Procedure",
    "session.key.status": "Status of the hand",
    "session.key.reader": "Reader",
    "session.key.punto": "Punto's cards",
    "session.key.banco": "Banco's cards",
    "session.key.announce": "Announcement",
    "session.key.winner": "Winner",
    "session.key.payouts": "Payouts",
    "session.key.set_aside": "Cards set aside",
    "session.key.burned": "Cards burned",
    "session.key.next_hand": "Next hand",
    "session.key.button": "Button",
    "session.key.bets": "Stakes that play",
    "session.key.settlement": "Settlement, bet by bet",
    "session.ask.procedure": "Which procedure steps do you take, in order?",
    "session.hint.procedure": (
        "Type the step numbers in the order you take them, separated by spaces; 0 or none if there are none; "
        "? says what each step does."
    ),
    "session.hint.procedure_brief": (
        "Type the step numbers (1-{last}) in the order you take them; 0 or none if there are none; ? says what each step does."
    ),
    "session.steps.group.goes_on": "The hand goes on:",
    "session.steps.group.bianco": "Colpo in bianco:",
    "session.steps.group.witnesses": "Witnesses, putting right:",
    "session.steps.group.void": "Voiding the hand:",
    "session.steps.group.mask": "The mask:",
    "session.steps.group.table": "At the table:",
    "session.table.limits": "Table limits: {minimum} to {maximum}.",
    "session.table.new_limits": "The Game Inspector sets new table limits: {minimum} to {maximum}.",
    "session.so_far": "So far: {answers}",
    "session.wait.more_steps": "Press Enter for the rest of the steps…",
    "session.ask.status": "What does this hand become?",
    "session.ask.reader": "Who receives and reads the two Punto cards? Type a seat number, or dealer.",
    "session.ask.punto": "Punto's final cards, in the order dealt: their numbers in the list, separated by spaces.",
    "session.ask.banco": "Banco's final cards, in the order dealt: their numbers in the list, separated by spaces.",
    "session.ask.announce": "What do you announce at the table? Type it as you say it.",
    "session.ask.winner": "Who wins the hand?",
    "session.ask.bets": "Which stakes play, now that you have acted? Seat by seat, as the bets stand on the layout.",
    "session.prompt.bets": "Seat {seat} ({stakes}) plays > ",
    "session.options.stakes": "Each box with its tokens: p 130 (Punto), b 70 e 15 (Banco and Égalité); 0 for none.",
    "session.retry.stakes": "'{token}' is not a seat's stakes: type each box with its tokens, like b 70 e 15, or 0.",
    "session.show.stakes": "seat {seat}: {stakes}",
    "session.ask.settlement": "Settle the layout bet by bet, in the order you work it.",
    "session.prompt.settlement": "Bet {n} > ",
    "session.options.settled": (
        "One bet at a time: c SEAT BOX STAKE to collect a loser (c 3 p 130: seat 3's Punto), p SEAT BOX WIN to "
        "pay a winner (p 6 b 123.5: seat 6's Banco); 0 when the layout is settled."
    ),
    "session.retry.settled": (
        "'{token}' is not a bet settled: c or p, a seat ({seats}), the box (p, b or e) and the amount; or 0."
    ),
    "session.show.collect": "collect seat {seat} {box} {amount}",
    "session.show.pay": "pay seat {seat} {box} {amount}",
    "session.ask.payouts": (
        "Settlement: each seat's net result, + won or - lost (e.g. -13 or 123.45; 0 when it neither wins nor loses)."
    ),
    "session.ask.set_aside": (
        "Which cards go under the sabot for the next hand, in order? Their numbers; 0 or none if there are none."
    ),
    "session.ask.burned": (
        "Which cards does your procedure burn (not the normal discard after the hand)? "
        "Their numbers; 0 or none if there are none."
    ),
    "session.ask.next_hand": "What is the next hand?",
    "session.ask.button": "Which seat holds the button for the next hand?",
    "session.prompt.procedure": "Steps > ",
    "session.prompt.status": "Status > ",
    "session.prompt.reader": "Reader > ",
    "session.prompt.punto": "Punto > ",
    "session.prompt.banco": "Banco > ",
    "session.prompt.announce": "Announcement > ",
    "session.prompt.winner": "Winner > ",
    "session.prompt.payouts": "Seat {seat} ({stakes}) > ",
    "session.prompt.set_aside": "Set aside > ",
    "session.prompt.burned": "Burned > ",
    "session.prompt.next_hand": "Next hand > ",
    "session.prompt.button": "Button > ",
    "session.value.status.valid": "valid",
    "session.value.status.colpo_in_bianco": "colpo in bianco",
    "session.value.status.cancelled": "cancelled",
    "session.value.status.exhausted": "exhausted (its cards already burnt: it stands as played)",
    "session.value.winner.punto": "Punto",
    "session.value.winner.banco": "Banco",
    "session.value.winner.egalite": "Égalité",
    "session.value.next_hand.normal": "normal hand",
    "session.value.next_hand.colpo_in_bianco": "colpo in bianco",
    "session.value.next_hand.new_shoe": "new shoe",
    "session.options.reader": "Seats at this table: {seats}; or dealer.",
    "session.options.seat": "Seats at this table: {seats}.",
    "session.options.announce": "The words you say at the table, e.g. the two scores and the winner.",
    "session.options.amount": "A net amount: -13 (lost), 0 or 123.45 (won).",
    "session.retry.choice": "Not one of the options: type a number from 1 to {last}.",
    "session.retry.step": "'{token}' is not a step: type numbers from 1 to {last}, separated by spaces, or 0 for none.",
    "session.retry.reader": "Not a seat at this table: type one of {seats}, or dealer.",
    "session.retry.seat": "Not a seat at this table: type one of {seats}.",
    "session.retry.position": "There is no card {token} in the list: type numbers from 1 to {last}.",
    "session.retry.card_token": "'{token}' is neither a number from 1 to {last} nor a card like 7H.",
    "session.retry.not_listed": "{card} is not in the list of this hand's cards.",
    "session.retry.twice": "Card {n} is picked twice: each card can be used once.",
    # An empty line is never an answer (issue 20): it may be a slip, or Enter pressed once too often after the help.
    "session.retry.empty": "Nothing typed: type your answer (for none, type 0 or none).",
    "session.retry.empty_settled": "Nothing typed: type the next bet, or 0 (or done) when the layout is settled.",
    "session.retry.first": "This is the hand's first decision: there is no answer before it to change.",
    "session.retry.side_cards": "A side ends the hand with two or three cards: pick two or three numbers.",
    "session.retry.announce": 'Type the announcement with Banco\'s score first, then Punto\'s, in digits: '
                              '"Banco", its score, then "Punto", its score.',
    "session.retry.amount": "'{token}' is not an amount: type the net result like -13, 0 or 123.45.",
    "session.show.no_steps": "none (a clean hand)",
    "session.show.none": "none",
    "session.show.dealer": "the dealer",
    "session.show.seat": "seat {seat}",
    "session.show.none": "none",
    "session.show.no_cards": "no cards",
    "session.show.payout": "seat {seat}: {amount}",
    # ---- procedure steps (RULEBOOK §4) as a dealer does them ----
    "session.step.continue_hand": "go on with the hand; the exposed card is valid",
    "session.step.set_aside_card": "put the card(s) under the sabot for the next hand",
    "session.step.announce_colpo_in_bianco": 'announce "colpo in bianco" (a hand without bets)',
    "session.step.withdraw_bets": "hand every stake back before the hand is played",
    "session.step.restore_order": "put the stuck cards back in their order",
    "session.step.burn_cards": "burn the cards",
    "session.step.staff_pick_up": "have staff pick up the fallen card and put it back in play",
    "session.step.replace_card": "replace the damaged card with an identical one",
    "session.step.announce_last_hand": 'announce "ultimo colpo della taglia"',
    "session.step.announce_minimum_seven": 'announce "last hand, minimum seven cards or else none"',
    "session.step.count_remaining_cards": "take the rest out of the sabot and count the cards before settling",
    "session.step.call_game_inspector": "call the Game Inspector",
    "session.step.call_municipal_inspector": "call the Municipal Inspector",
    "session.step.rectify_distribution": "put the distributed cards on their right side",
    "session.step.reconstruct_hand": "rebuild the hand in sabot order",
    "session.step.cancel_hand": "declare the hand void; stakes go back",
    "session.step.announce_le_carte_parlano": 'correct the announcement: "le carte parlano"',
    "session.step.refuse_bet": "refuse the stake and hand it back",
    "session.step.reduce_bet": "hand back the part of the stake over the maximum",
    "session.step.exchange_banknotes": "exchange the banknotes for tokens of the same value",
    "session.step.recover_payments": "take back what was paid, and hand back what was collected, on the wrong announcement",
}

IT: dict[str, str] = {
    # ---- la sessione ----
    "session.welcome": "Sessione di addestramento per {trainee}. Scenari da giocare: {count}. Il dealer sei tu.",
    "session.how_to_stop": (
        "Ctrl-C interrompe in qualsiasi momento: gli scenari finiti restano salvati, "
        "quello in corso viene salvato come incompleto. Scrivi < (o indietro) a un prompt per cambiare la "
        "risposta precedente, fino al verdetto del colpo."
    ),
    "session.scenario": "Colpo {n} di {total}: {title}",
    "session.go_on": "Per continuare più tardi con i {count} scenari non ancora fatti, dal primo interrotto:",
    "session.go_on.one": "Per continuare più tardi con lo scenario non ancora fatto:",
    "session.rule.natural": "La regola: una battuta, 8 o 9 con le prime due carte di un lato, chiude il colpo; "
                            "nessuno dei due lati pesca.",
    "session.rule.draw": "La regola: il Punto chiede carta con 0-5 e sta con 6 o 7; poi il Banco completa "
                         "secondo la tabella.",
    "session.rule.winner": "La regola: vince il punteggio più alto; a punteggi uguali è Égalité.",
    "session.result.read": "Da leggere: trainer rules {topics}",
    "session.hand_time": "Tempo per questo colpo: {seconds} s (decisione più lenta: {slowest}, {slowest_seconds} s).",
    "session.in_time": "In tempo: entro il limite di {limit} s a colpo.",
    "session.next_step": "Prossimo passo, l'articolo più debole: {article} ({right} giuste su {count}); da leggere:",
    "session.late.counts": "In ritardo: oltre il limite di {limit} s a colpo; la casa lo conta come risposto.",
    "session.late.fails": "In ritardo: oltre il limite di {limit} s a colpo; la casa dà sbagliate le sue decisioni.",
    "session.heading.none": "Un colpo al tavolo",
    "session.heading.mask": "Un colpo vicino alla mascherina",
    "session.heading.after_burn": "Un reclamo dopo che le carte sono state bruciate",
    "session.heading.extra_card": "Una carta di troppo esce dal sabot",
    "session.heading.exposed_card": "Una carta si vede prima del tempo",
    "session.heading.stuck_cards": "Carte che escono dal sabot attaccate",
    "session.heading.dropped_card": "Una carta cade a terra",
    "session.heading.damaged_card": "Una carta danneggiata",
    "session.heading.reversed_distribution": "Carte date al lato sbagliato",
    "session.heading.wrong_card_count": "Il numero sbagliato di carte nella distribuzione",
    "session.heading.wrong_third_card": "Un errore su una terza carta",
    "session.heading.misannounced_score": "Un dubbio sull'annuncio",
    "session.heading.reader_error": "La dichiarazione del lettore sulle carte del Punto",
    "session.heading.second_bet": "Una seconda puntata sullo stesso posto",
    "session.heading.late_bet": 'Una puntata dopo il "Rien ne va plus"',
    "session.heading.banknote_bet": "Una puntata in banconote",
    "session.heading.stake_out_of_limits": "Una puntata e i limiti del tavolo",
    "session.nothing_to_play": "Nessuno scenario valido su cui allenarsi.",
    "session.drill.seed": "Chiave dell'esercitazione {seed} (con --seed {seed} si rigioca la stessa esercitazione).",
    "session.drill.kept": (
        "Scenari dell'esercitazione conservati in {folder} (per rivalutarne i fogli: --scenarios {folder})."
    ),
    # ---- il tavolo ----
    "session.table.seat": "Posto",
    "session.table.egalite": "Égalité",
    "session.table.temporary": "provvisorio",
    "session.table.button": "bottone",
    "session.house.title": "Regole della casa a questo tavolo (diverse dal regolamento):",
    "session.house.commission": "le vincite sul Banco pagano una commissione del {percent} %",
    "session.house.egalite_pays": "l'Égalité paga {pays} a 1",
    "session.house.rounding_unit": "le vincite sul Banco si arrotondano per difetto al gettone intero",
    "session.house.button_after_cancel": "il bottone resta dopo un colpo annullato",
    "session.house.seat_order": "l'ordine dei giocatori segue i numeri dei posti in senso decrescente",
    "session.house.stuck_burn": (
        "carte attaccate di cui non si conosce l'ordine annullano il colpo (stuck_burn: cancel_hand)"
    ),
    "session.house.witnesses": "per ricostruire un colpo basta la presenza dell'Ispettore di Gioco",
    # ---- la distribuzione ----
    "session.deal.to": "→ {side}",
    "session.deal.third": "→ {side} (terza carta)",
    "session.deal.extra": "estratta, né al Punto né al Banco",
    "session.deal.stuck": "attaccata",
    "session.deal.floor": "a terra",
    "session.deal.face_up": "(scoperta)",
    "session.deal.title": 'Dopo "Rien ne va plus":',
    # ---- che cosa è successo ----
    "session.story.your_turn": "Tocca a te: rispondi come Dealer, una decisione alla volta.",
    # ---- le carte numerate ----
    "session.listing.title": "Carte del colpo nell'ordine del sabot; rispondi con i loro numeri:",
    "session.listing.out": "uscite dal sabot:",
    "session.listing.carried": "messe da parte dal colpo prima:",
    "session.listing.next": "poi nel sabot:",
    "session.listing.mask": "[mascherina]",
    # ---- le decisioni ----
    "session.progress": "Decisione {n}: {what}",
    "session.key.procedure": "Procedura",
    "session.key.status": "Stato del colpo",
    "session.key.reader": "Lettore",
    "session.key.punto": "Carte del Punto",
    "session.key.banco": "Carte del Banco",
    "session.key.announce": "Annuncio",
    "session.key.winner": "Vincente",
    "session.key.payouts": "Pagamenti",
    "session.key.set_aside": "Carte messe da parte",
    "session.key.burned": "Carte bruciate",
    "session.key.next_hand": "Colpo successivo",
    "session.key.button": "Bottone",
    "session.key.bets": "Puntate in gioco",
    "session.key.settlement": "Regolamento, puntata per puntata",
    "session.ask.procedure": "Quali passi della procedura esegui, e in che ordine?",
    "session.hint.procedure": (
        "Scrivi i numeri dei passi nell'ordine in cui li esegui, separati da spazi; 0 oppure nessuno se non ce ne sono; "
        "? dice che cosa fa ogni passo."
    ),
    "session.hint.procedure_brief": (
        "Scrivi i numeri dei passi (1-{last}) nell'ordine in cui li esegui; 0 oppure nessuno se non ce ne sono; "
        "? dice che cosa fa ogni passo."
    ),
    "session.steps.group.goes_on": "Il colpo prosegue:",
    "session.steps.group.bianco": "Colpo in bianco:",
    "session.steps.group.witnesses": "Testimoni, rettifica:",
    "session.steps.group.void": "Annullare il colpo:",
    "session.steps.group.mask": "La mascherina:",
    "session.steps.group.table": "Al tavolo:",
    "session.table.limits": "Limiti del tavolo: da {minimum} a {maximum}.",
    "session.table.new_limits": "L'Ispettore di Gioco fissa nuovi limiti del tavolo: da {minimum} a {maximum}.",
    "session.so_far": "Finora: {answers}",
    "session.wait.more_steps": "Premi Invio per il resto dei passi…",
    "session.ask.status": "Che cosa diventa questo colpo?",
    "session.ask.reader": "Chi riceve e legge le due carte del Punto? Scrivi il numero del posto, oppure dealer.",
    "session.ask.punto": (
        "Le carte finali del Punto, nell'ordine in cui sono date: i loro numeri nella lista, separati da spazi."
    ),
    "session.ask.banco": (
        "Le carte finali del Banco, nell'ordine in cui sono date: i loro numeri nella lista, separati da spazi."
    ),
    "session.ask.announce": "Che cosa annunci al tavolo? Scrivilo come lo dici.",
    "session.ask.winner": "Chi vince il colpo?",
    "session.ask.bets": "Quali puntate giocano, ora che sei intervenuto? Posto per posto, come stanno sul tavolo.",
    "session.prompt.bets": "Posto {seat} ({stakes}) gioca > ",
    "session.options.stakes": "Ogni casella con i suoi gettoni: p 130 (Punto), b 70 e 15 (Banco ed Égalité); 0 per nessuna.",
    "session.retry.stakes": (
        "'{token}' non sono le puntate di un posto: scrivi ogni casella con i suoi gettoni, come b 70 e 15, o 0."
    ),
    "session.show.stakes": "posto {seat}: {stakes}",
    "session.ask.settlement": "Regola il tavolo puntata per puntata, nell'ordine in cui lo lavori.",
    "session.prompt.settlement": "Puntata {n} > ",
    "session.options.settled": (
        "Una puntata alla volta: c POSTO CASELLA PUNTATA per incassare una perdente (c 3 p 130: il Punto del posto 3), "
        "p POSTO CASELLA VINCITA per pagare una vincente (p 6 b 123,5: il Banco del posto 6); 0 quando il tavolo è regolato."
    ),
    "session.retry.settled": (
        "'{token}' non è una puntata regolata: c o p, un posto ({seats}), la casella (p, b o e) e l'importo; oppure 0."
    ),
    "session.show.collect": "incassare posto {seat} {box} {amount}",
    "session.show.pay": "pagare posto {seat} {box} {amount}",
    "session.ask.payouts": (
        "Pagamenti: il risultato netto di ogni posto, + vinto o - perso "
        "(ad es. -13 o 123,45; 0 se non vince né perde)."
    ),
    "session.ask.set_aside": (
        "Quali carte vanno sotto il sabot per il colpo successivo, in ordine? I loro numeri; 0 oppure nessuna se non ce ne sono."
    ),
    "session.ask.burned": (
        "Quali carte brucia la tua procedura (non lo scarto normale a fine colpo)? "
        "I loro numeri; 0 oppure nessuna se non ce ne sono."
    ),
    "session.ask.next_hand": "Che colpo è il successivo?",
    "session.ask.button": "Quale posto ha il bottone per il colpo successivo?",
    "session.prompt.procedure": "Passi > ",
    "session.prompt.status": "Stato > ",
    "session.prompt.reader": "Lettore > ",
    "session.prompt.punto": "Punto > ",
    "session.prompt.banco": "Banco > ",
    "session.prompt.announce": "Annuncio > ",
    "session.prompt.winner": "Vincente > ",
    "session.prompt.payouts": "Posto {seat} ({stakes}) > ",
    "session.prompt.set_aside": "Messe da parte > ",
    "session.prompt.burned": "Bruciate > ",
    "session.prompt.next_hand": "Colpo successivo > ",
    "session.prompt.button": "Bottone > ",
    "session.value.status.valid": "valido",
    "session.value.status.colpo_in_bianco": "colpo in bianco",
    "session.value.status.cancelled": "annullato",
    "session.value.status.exhausted": "esaurito (carte già bruciate: resta come giocato)",
    "session.value.winner.punto": "Punto",
    "session.value.winner.banco": "Banco",
    "session.value.winner.egalite": "Égalité",
    "session.value.next_hand.normal": "colpo normale",
    "session.value.next_hand.colpo_in_bianco": "colpo in bianco",
    "session.value.next_hand.new_shoe": "nuova taglia",
    "session.options.reader": "Posti a questo tavolo: {seats}; oppure dealer.",
    "session.options.seat": "Posti a questo tavolo: {seats}.",
    "session.options.announce": "Le parole che dici al tavolo, ad es. i due punteggi e il vincente.",
    "session.options.amount": "Un importo netto: -13 (perso), 0 (la puntata resta) oppure 123,45 (vinto).",
    "session.retry.choice": "Non è una delle opzioni: scrivi un numero da 1 a {last}.",
    "session.retry.step": (
        "'{token}' non è un passo: scrivi numeri da 1 a {last}, separati da spazi, oppure 0 per nessuno."
    ),
    "session.retry.reader": "Non è un posto di questo tavolo: scrivi uno tra {seats}, oppure dealer.",
    "session.retry.seat": "Non è un posto di questo tavolo: scrivi uno tra {seats}.",
    "session.retry.position": "Nella lista non c'è la carta {token}: scrivi numeri da 1 a {last}.",
    "session.retry.card_token": "'{token}' non è né un numero da 1 a {last} né una carta come 7H.",
    "session.retry.not_listed": "{card} non è nella lista delle carte di questo colpo.",
    "session.retry.twice": "La carta {n} è scelta due volte: ogni carta si usa una volta sola.",
    "session.retry.empty": "Non hai scritto nulla: scrivi la risposta (per nessuno, scrivi 0 o nessuno).",
    "session.retry.empty_settled": (
        "Non hai scritto nulla: scrivi la puntata successiva, oppure 0 (o fatto) quando il tavolo è regolato."
    ),
    "session.retry.first": "Questa è la prima decisione del colpo: non c'è una risposta prima da cambiare.",
    "session.retry.side_cards": "Ogni parte chiude il colpo con due o tre carte: scegli due o tre numeri.",
    "session.retry.announce": 'Scrivi l\'annuncio con prima il punteggio del Banco, poi quello del Punto, in '
                              'cifre: "Banco", il suo punteggio, poi "Punto", il suo punteggio.',
    "session.retry.amount": "'{token}' non è un importo: scrivi il risultato netto come -13, 0 o 123,45.",
    "session.show.no_steps": "nessuno (colpo regolare)",
    "session.show.none": "nessuno",
    "session.show.dealer": "il Dealer",
    "session.show.seat": "posto {seat}",
    "session.show.none": "nessuna",
    "session.show.no_cards": "nessuna carta",
    "session.show.payout": "posto {seat}: {amount}",
    # ---- passi della procedura (RULEBOOK §4) ----
    "session.step.continue_hand": "proseguire il colpo; la carta scoperta è valida",
    "session.step.set_aside_card": "mettere la carta (o le carte) sotto il sabot per il colpo successivo",
    "session.step.announce_colpo_in_bianco": 'annunciare "colpo in bianco" (un colpo senza puntate)',
    "session.step.withdraw_bets": "restituire tutte le puntate prima di giocare il colpo",
    "session.step.restore_order": "rimettere in ordine le carte attaccate",
    "session.step.burn_cards": "bruciare le carte",
    "session.step.staff_pick_up": "far raccogliere la carta caduta dal personale e rimetterla in gioco",
    "session.step.replace_card": "sostituire la carta danneggiata con una identica",
    "session.step.announce_last_hand": 'annunciare "ultimo colpo della taglia"',
    "session.step.announce_minimum_seven": 'annunciare "ultimo colpo della taglia, minimo sette carte o niente"',
    "session.step.count_remaining_cards": "estrarre le carte rimaste nel sabot e contare le carte prima di pagare",
    "session.step.call_game_inspector": "chiamare l'Ispettore di Gioco",
    "session.step.call_municipal_inspector": "chiamare l'Ispettore Comunale",
    "session.step.rectify_distribution": "rimettere le carte distribuite dalla parte giusta",
    "session.step.reconstruct_hand": "ricostruire il colpo nell'ordine del sabot",
    "session.step.cancel_hand": "annullare il colpo; le puntate tornano ai giocatori",
    "session.step.announce_le_carte_parlano": 'correggere l\'annuncio: "le carte parlano"',
    "session.step.refuse_bet": "rifiutare la puntata e restituirla",
    "session.step.reduce_bet": "restituire la parte della puntata oltre il massimo",
    "session.step.exchange_banknotes": "cambiare le banconote con gettoni dello stesso valore",
    "session.step.recover_payments": "riprendere quanto pagato, e restituire quanto incassato, sull'annuncio sbagliato",
}

# What comes after a hand (the verdict) and at the end (the summary, the advice) lives in session_after.py.
EN.update(_after.EN)
IT.update(_after.IT)
# Each article's own sentences live in its place (trainer/faults/<article>/words.py).
EN.update(_places("EN", session=True))
IT.update(_places("IT", session=True))
