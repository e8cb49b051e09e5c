"""What the engine says about a hand: the why of every key, in English and Italian.

Official phrases stay as the regulation says them in both languages:
"colpo in bianco", "le carte parlano", "ultimo colpo della taglia".

Ids are "<module>.<case>.<key>": solve (what every hand has), grade (what is
wrong with an answer) and answer_key (the labels of `trainer solve`) are
here; base, art1 .. art10 and premise are merged in from each article's
place (trainer/faults/<article>/words.py). Step names, answer values
(valid, colpo_in_bianco, ...), house-rule names, card codes (7H) and ruling
ids (R8) are the same in both languages: they are what the trainee writes.
"""
from __future__ import annotations

from .places import catalog as _places

EN: dict[str, str] = {
    # ---- solve: what every hand has ----
    "solve.default.set_aside": "Nothing is carried into the next hand.",
    "solve.default.burned": "The procedure burns nothing (the normal discard after the hand is not listed).",
    "solve.default.next_hand": "Nothing carries over: the next hand is a normal one.",
    "solve.default.bets": "Every stake placed before \"Rien ne va plus\" plays as placed.",
    "solve.settlement.collect_first": (
        "Every losing stake is collected, in full, before any winner is paid (R31); winners are paid at the "
        "house's rates, Banco after the commission."
    ),
    "solve.settlement.any": (
        "The house settles in any order (settlement_order: any); each losing stake is collected in full and each "
        "winner paid at the house's rates, Banco after the commission."
    ),
    "solve.settlement.egalite": "On Égalité the Punto and Banco stakes stand: neither collected nor paid.",
    "solve.payouts.as_played": "A refused stake neither wins nor loses, and a reduced one settles at the maximum it plays at.",
    "solve.button.reason.played": "The hand counts as played",
    "solve.button.reason.cancel_pass": "A cancelled hand is still a hand, and only a colpo in bianco keeps the button (R2)",
    "solve.button.alone": "{reason}, but seat {seat} is the only seated player, so the button stays there.",
    "solve.button.passes": "{reason}: the button passes from seat {seat} to the next seated player, seat {to} (R10).",
    "solve.button.cancel": (
        "This house counts a cancelled hand as never played (house rule button_after_cancel: stay), "
        "so the button stays at seat {seat} (R2)."
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
    "solve.punto.banco_battuta_stands": (
        "Punto {cards} makes {score}: \"no carta\", it stands; Banco's battuta ends the hand in any case (R1)."
    ),
    "solve.punto.draws": "Punto {cards} makes {score}: carta, and draws {card} for {total}.",
    "solve.carried.one": "{cards}: set aside in the hand before, dealt first in this one, before any card from the sabot (R19).",
    "solve.carried.many": "{cards}: set aside in the hand before, dealt first in this one, before any card from the sabot (R19).",
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
        "On Égalité Punto and Banco stakes stand (0) and Égalité stakes win {pays} to 1, the house's rate "
        "(egalite_pays)."
    ),
    "solve.payouts.punto": (
        "Punto stakes win even money, the house's rate; Banco stakes and every Égalité stake are lost."
    ),
    "solve.payouts.banco": (
        "Banco stakes win {rate} times the stake, the house's rate after its {commission} % commission "
        "(banco_commission), rounded down {rounding}; Punto stakes and every Égalité stake are lost."
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
    "grade.box.punto": "Punto",
    "grade.box.banco": "Banco",
    "grade.box.egalite": "Égalité",
    "grade.bets.off": "The stakes that play differ: {stakes}.",
    "grade.bets.missing": "seat {seat} {box} plays {right}, not listed",
    "grade.bets.extra": "seat {seat} {box} does not play ({given} listed)",
    "grade.bets.wrong": "seat {seat} {box} plays {right}, not {given}",
    "grade.settlement.off": "The settlement differs: {bets}.",
    "grade.settlement.missing": "seat {seat} {box} is not settled ({act} {amount})",
    "grade.settlement.extra": "seat {seat} {box} has nothing to settle",
    "grade.settlement.twice": "seat {seat} {box} is settled more than once",
    "grade.settlement.wrong": "seat {seat} {box}: {act} {amount}, not {given_act} {given}",
    "grade.act.collect": "collect",
    "grade.act.pay": "pay",
    "grade.settlement.order": (
        "Seat {seat} {box} was paid before seat {loser} {loser_box} was collected: every losing stake is collected "
        "before any winner is paid (R31)."
    ),
    "grade.cards": "You gave {given}; the cards are {expected}, in this order.",
    "grade.cards.none": "You gave none; the cards are {expected}, in this order.",
    # `trainer grade` as text (trainer.report.grade_text, trainer.cli.grade)
    "grade.line": "{path}: {trainee} on {scenario}: {score}/{max} {mark}",
    "grade.pass": "PASS",
    "grade.fail": "FAIL",
    "grade.scorecard": "  scorecard: {path}",
    "grade.written": "Scorecards written to {folder}",
    "grade.incomplete": "{path}: incomplete sheet (an interrupted session); not graded",
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
    "answer_key.bets": "Bets",
    "answer_key.settlement": "Settlement",
    "answer_key.stake": "seat {seat} {box} {amount}",
    "answer_key.settled": "{n}. {act} seat {seat} {box} {amount}",
    "cite.premise": "premise",
    "cite.article": "Art. {article}",
    "answer_key.no_steps": "none (clean hand)",
    "answer_key.none": "none",
    "answer_key.seat": "seat {seat}",
    "answer_key.payout": "seat {seat} {amount}",
    "answer_key.dealer": "the dealer",
    "answer_key.hand": "Hand {n} of {count}",
    # ---- codes: shown as written in English (trainer.i18n.Code) ----
    "value.valid": "valid",
    "value.colpo_in_bianco": "colpo_in_bianco",
    "value.cancelled": "cancelled",
    "value.normal": "normal",
    "value.new_shoe": "new_shoe",
    "value.punto": "punto",
    "value.banco": "banco",
    "value.egalite": "egalite",
    "value.dealer": "dealer",
}

IT: dict[str, str] = {
    # ---- solve ----
    "solve.default.set_aside": "Nulla passa al colpo successivo.",
    "solve.default.burned": (
        "La procedura non brucia nulla (lo scarto normale a fine colpo non si elenca)."
    ),
    "solve.default.next_hand": "Non resta nulla in sospeso: il colpo successivo è normale.",
    "solve.default.bets": "Ogni puntata fatta prima del \"Rien ne va plus\" gioca com'è stata fatta.",
    "solve.settlement.collect_first": (
        "Ogni puntata perdente si incassa, per intero, prima di pagare qualsiasi vincita (R31); le vincite si "
        "pagano secondo i pagamenti della casa, il Banco al netto della commissione."
    ),
    "solve.settlement.any": (
        "La casa regola in qualsiasi ordine (settlement_order: any); ogni puntata perdente si incassa per intero "
        "e ogni vincita si paga secondo i pagamenti della casa, il Banco al netto della commissione."
    ),
    "solve.settlement.egalite": "Con l'Égalité le puntate sul Punto e sul Banco restano: né incassate né pagate.",
    "solve.payouts.as_played": "Una puntata rifiutata non vince né perde, e una ridotta si regola al massimo con cui gioca.",
    "solve.button.reason.played": "Il colpo conta come giocato",
    "solve.button.reason.cancel_pass": (
        "Un colpo annullato è pur sempre un colpo, e solo il colpo in bianco trattiene il bottone (R2)"
    ),
    "solve.button.alone": (
        "{reason}, ma il posto {seat} è l'unico giocatore seduto, quindi il bottone resta lì."
    ),
    "solve.button.passes": (
        "{reason}: il bottone passa dal posto {seat} al giocatore seduto successivo, il posto {to} (R10)."
    ),
    "solve.button.cancel": (
        "Questa casa considera il colpo annullato come mai giocato (regola della casa button_after_cancel: "
        "stay), quindi il bottone resta al posto {seat} (R2)."
    ),
    "solve.button.bianco": "Il colpo in bianco non fa passare il bottone: resta al posto {seat}.",
    "solve.reader.temporary_seat": "posto {seat} ({stake})",
    "solve.reader.temporary": (
        "I giocatori provvisori non leggono mai le carte, qualunque sia la loro puntata: {seats} (Art. 13, R15)."
    ),
    "solve.reader.dealer": "Nessun giocatore seduto punta sul Punto, quindi il colpo lo completa il Dealer.",
    "solve.reader.tie": (
        "I posti {seats} sono pari con la puntata più alta sul Punto ({stake}); il posto {seat} viene prima "
        "nell'ordine dei giocatori, che parte dal bottone al posto {button} (R11)."
    ),
    "solve.reader.top": "Il posto {seat} ha la puntata più alta sul Punto tra i giocatori seduti ({stake}).",
    "solve.punto.battuta": "Punto {cards} fa {score}: battuta, le carte si scoprono subito.",
    "solve.punto.banco_battuta": (
        "Punto {cards} fa {score}, ma la battuta del Banco chiude il colpo prima di qualsiasi terza carta (R1)."
    ),
    "solve.punto.banco_battuta_stands": (
        "Punto {cards} fa {score}: \"no carta\", resta; la battuta del Banco chiude comunque il colpo (R1)."
    ),
    "solve.punto.draws": "Punto {cards} fa {score}: \"carta\", riceve {card} e arriva a {total}.",
    "solve.carried.one": "{cards}: messa da parte nel colpo precedente, apre questo colpo prima di ogni carta del sabot (R19).",
    "solve.carried.many": "{cards}: messe da parte nel colpo precedente, aprono questo colpo prima di ogni carta del sabot (R19).",
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
        "Con l'Égalité le puntate su Punto e Banco restano (0) e le puntate su Égalité vincono {pays} a 1, "
        "la tariffa della casa (egalite_pays)."
    ),
    "solve.payouts.punto": (
        "Le puntate sul Punto vincono alla pari, la tariffa della casa; perdono le puntate sul Banco e tutte "
        "quelle su Égalité."
    ),
    "solve.payouts.banco": (
        "Le puntate sul Banco vincono {rate} volte la puntata, la tariffa della casa dopo la sua commissione "
        "del {commission} % (banco_commission), con arrotondamento per difetto {rounding}; perdono le puntate "
        "sul Punto e tutte quelle su Égalité."
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
    "grade.box.punto": "Punto",
    "grade.box.banco": "Banco",
    "grade.box.egalite": "Égalité",
    "grade.bets.off": "Puntate in gioco sbagliate: {stakes}.",
    "grade.bets.missing": "il posto {seat} {box} gioca {right}, non indicato",
    "grade.bets.extra": "il posto {seat} {box} non gioca ({given} indicato)",
    "grade.bets.wrong": "il posto {seat} {box} gioca {right}, non {given}",
    "grade.settlement.off": "Regolamento sbagliato: {bets}.",
    "grade.settlement.missing": "il posto {seat} {box} non è regolato ({act} {amount})",
    "grade.settlement.extra": "il posto {seat} {box} non ha nulla da regolare",
    "grade.settlement.twice": "il posto {seat} {box} è regolato più di una volta",
    "grade.settlement.wrong": "posto {seat} {box}: {act} {amount}, non {given_act} {given}",
    "grade.act.collect": "incassare",
    "grade.act.pay": "pagare",
    "grade.settlement.order": (
        "Il posto {seat} {box} è stato pagato prima di incassare il posto {loser} {loser_box}: ogni puntata "
        "perdente si incassa prima di pagare qualsiasi vincita (R31)."
    ),
    "grade.announce.no_punto": "L'annuncio dà il punteggio del Banco ma, dopo, non quello del Punto.",
    "grade.announce.wrong": "Punteggio sbagliato: {wrong}.",
    "grade.announce.not": "{side} {right}, non {said}",
    "grade.payouts.not_a_map": "I pagamenti si indicano posto per posto, con l'importo netto di ciascuno.",
    "grade.payouts.off": "Pagamenti sbagliati: {seats}.",
    "grade.payouts.missing": "manca il posto {seat} (netto {net})",
    "grade.payouts.wrong": "posto {seat}: {given} invece di {right} (scarto {diff})",
    "grade.equal": "Hai risposto {given}; la risposta giusta è {expected}.",
    "grade.cards": "Hai indicato {given}; le carte giuste, in quest'ordine, sono: {expected}.",
    "grade.cards.none": "Non hai indicato nessuna carta; le carte giuste, in quest'ordine, sono: {expected}.",
    "grade.line": "{path}: {trainee}, scenario {scenario}: {score}/{max} {mark}",
    "grade.pass": "SUPERATO",
    "grade.fail": "NON SUPERATO",
    "grade.scorecard": "  scheda di valutazione: {path}",
    "grade.written": "Schede di valutazione scritte in {folder}",
    "grade.incomplete": "{path}: scheda incompleta (una sessione interrotta); non valutata",
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
    "answer_key.bets": "Puntate in gioco",
    "answer_key.settlement": "Regolamento",
    "answer_key.stake": "posto {seat} {box} {amount}",
    "answer_key.settled": "{n}. {act} posto {seat} {box} {amount}",
    "cite.premise": "premessa",
    "cite.article": "Art. {article}",
    "answer_key.no_steps": "nessuno (colpo regolare)",
    "answer_key.none": "nessuna",
    "answer_key.seat": "posto {seat}",
    "answer_key.payout": "posto {seat} {amount}",
    "answer_key.dealer": "il Dealer",
    "answer_key.hand": "Colpo {n} di {count}",
    # ---- codes as an Italian reader reads them (trainer.i18n.Code) ----
    "value.valid": "valido",
    "value.colpo_in_bianco": "colpo in bianco",
    "value.cancelled": "annullato",
    "value.normal": "colpo normale",
    "value.new_shoe": "nuova taglia",
    "value.punto": "Punto",
    "value.banco": "Banco",
    "value.egalite": "Égalité",
    "value.dealer": "il Dealer",
}

# Each article's own sentences live in its place (trainer/faults/<article>/words.py).
EN.update(_places("EN", session=False))
IT.update(_places("IT", session=False))
