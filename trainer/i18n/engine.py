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

from .messages import C_, Messages

MESSAGES: Messages = (
    # ---- solve: what every hand has ----
    C_("solve.default.set_aside", "Nothing is carried into the next hand."),
    C_("solve.default.burned", "The procedure burns nothing (the normal discard after the hand is not listed)."),
    C_("solve.default.next_hand", "Nothing carries over: the next hand is a normal one."),
    C_("solve.default.bets", "Every stake placed before \"Rien ne va plus\" plays as placed."),
    C_("solve.settlement.collect_first",
       "Every losing stake is collected, in full, before any winner is paid (R31); winners are paid at the house's "
       "rates, Banco after the commission."),
    C_("solve.settlement.any",
       "The house settles in any order (settlement_order: any); each losing stake is collected in full and each "
       "winner paid at the house's rates, Banco after the commission."),
    C_("solve.settlement.egalite", "On Égalité the Punto and Banco stakes stand: neither collected nor paid."),
    C_("solve.button.reason.played", "The hand counts as played"),
    C_("solve.button.reason.cancel_pass",
       "A cancelled hand is still a hand, and only a colpo in bianco keeps the button (R2)"),
    C_("solve.button.alone", "{reason}, but seat {seat} is the only seated player, so the button stays there."),
    C_("solve.button.passes",
       "{reason}: the button passes from seat {seat} to the next seated player, seat {to} (R10)."),
    C_("solve.button.passes.descending",
       "{reason}: the button passes from seat {seat} to the next seated player down the seat numbers, seat {to} "
       "(R10; house rule seat_order: descending)."),
    C_("solve.button.cancel",
       "This house counts a cancelled hand as never played (house rule button_after_cancel: stay), so the button "
       "stays at seat {seat} (R2)."),
    C_("solve.button.bianco", "A colpo in bianco does not move the button: it stays at seat {seat}."),
    C_("solve.reader.temporary_seat", "seat {seat} ({stake})"),
    C_("solve.reader.temporary", "Temporary players never read, whatever they stake: {seats} (Art. 13, R15)."),
    C_("solve.reader.dealer", "No seated player bets on Punto, so the dealer completes the hand."),
    C_("solve.reader.tie",
       "Seats {seats} tie on the highest Punto stake ({stake}); seat {seat} comes first in the order of players "
       "from the button at seat {button} (R11)."),
    C_("solve.reader.tie.descending",
       "Seats {seats} tie on the highest Punto stake ({stake}); seat {seat} comes first in the order of players "
       "from the button at seat {button}, which this house takes down the seat numbers (R11; house rule "
       "seat_order: descending)."),
    C_("solve.reader.top", "Seat {seat} holds the highest Punto stake of a seated player ({stake})."),
    C_("solve.punto.battuta", "Punto {cards} makes {score}: a battuta, turned over at once."),
    C_("solve.punto.banco_battuta",
       "Punto {cards} makes {score}, but Banco's battuta ends the hand before any draw (R1)."),
    C_("solve.punto.banco_battuta_stands",
       "Punto {cards} makes {score}: \"no carta\", it stands; Banco's battuta ends the hand in any case (R1)."),
    C_("solve.punto.draws", "Punto {cards} makes {score}: carta, and draws {card} for {total}."),
    C_("solve.carried.one",
       "{cards}: set aside in the hand before, dealt first in this one, before any card from the sabot (R19)."),
    C_("solve.carried.many",
       "{cards}: set aside in the hand before, dealt first in this one, before any card from the sabot (R19)."),
    C_("solve.punto.stands", "Punto {cards} makes {score}: no carta, it stands."),
    C_("solve.banco.battuta", "Banco {cards} makes {score}: a battuta, nobody draws."),
    C_("solve.banco.punto_battuta", "Banco {cards} makes {score}; Punto's battuta ends the hand (R1)."),
    C_("solve.banco.draws.third",
       "Banco {cards} makes {score} and draws {card} for {total} by the table against Punto's third card {third} "
       "(value {value})."),
    C_("solve.banco.stands.third",
       "Banco {cards} makes {score} and stands by the table against Punto's third card {third} (value {value})."),
    C_("solve.banco.draws.punto_stood",
       "Banco {cards} makes {score} and draws {card} for {total} by the table with Punto standing (R12)."),
    C_("solve.banco.stands.punto_stood",
       "Banco {cards} makes {score} and stands by the table with Punto standing (R12)."),
    C_("solve.announce", "Banco's score is announced first, then Punto's: {announcement}."),
    C_("solve.winner.tie", "Both sides make {score}: Égalité."),
    C_("solve.winner.side", "{side} wins, {high} against {low}."),
    C_("solve.payouts.egalite",
       "On Égalité Punto and Banco stakes stand (0) and Égalité stakes win {pays} to 1, the house's rate "
       "(egalite_pays)."),
    C_("solve.payouts.punto",
       "Punto stakes win even money, the house's rate; Banco stakes and every Égalité stake are lost."),
    C_("solve.payouts.banco",
       "Banco stakes win {rate} times the stake, the house's rate after its {commission} % commission "
       "(banco_commission), rounded down {rounding}; Punto stakes and every Égalité stake are lost."),
    C_("solve.payouts.rounding.cent", "to the cent"),
    C_("solve.payouts.rounding.unit", "to a whole token"),
    # ---- grade: what is wrong with the trainee's answer ----
    C_("grade.no_answer", "You gave no answer here."),
    C_("grade.then", "{first}; {then}"),
    C_("grade.none", "none"),
    C_("grade.procedure", "Procedure {parts}."),
    C_("grade.procedure.missing", "missing: {steps}"),
    C_("grade.procedure.extra", "not called for by this fault: {steps}"),
    C_("grade.procedure.twice", "given more than once: {steps}"),
    C_("grade.procedure.order", "out of order: {pairs}"),
    C_("grade.procedure.before", "{first} must come before {then}"),
    C_("grade.announce.no_score", "The announcement names no score as 'Banco N' and 'Punto N'."),
    C_("grade.announce.banco_first", "Banco's score is announced first, then Punto's."),
    C_("grade.announce.no_punto", "The announcement gives Banco's score but not Punto's after it."),
    C_("grade.announce.wrong", "Wrong score: {wrong}."),
    C_("grade.announce.not", "{side} {right}, not {said}"),
    C_("grade.payouts.not_a_map", "Payouts are a map from seat to net amount."),
    C_("grade.payouts.off", "Payouts off: {seats}."),
    C_("grade.payouts.missing", "seat {seat} is missing (net {net})"),
    C_("grade.payouts.wrong", "seat {seat} {given} should be {right} (off by {diff})"),
    C_("grade.equal", "You gave {given}; the answer is {expected}."),
    C_("grade.box.punto", "Punto"),
    C_("grade.box.banco", "Banco"),
    C_("grade.box.egalite", "Égalité"),
    C_("grade.bets.off", "The stakes that play differ: {stakes}."),
    C_("grade.bets.missing", "seat {seat} {box} plays {right}, not listed"),
    C_("grade.bets.extra", "seat {seat} {box} does not play ({given} listed)"),
    C_("grade.bets.wrong", "seat {seat} {box} plays {right}, not {given}"),
    C_("grade.settlement.off", "The settlement differs: {bets}."),
    C_("grade.settlement.missing", "seat {seat} {box} is not settled ({act} {amount})"),
    C_("grade.settlement.extra", "seat {seat} {box} has nothing to settle"),
    C_("grade.settlement.twice", "seat {seat} {box} is settled more than once"),
    C_("grade.settlement.wrong", "seat {seat} {box}: {act} {amount}, not {given_act} {given}"),
    C_("grade.act.collect", "collect"),
    C_("grade.act.pay", "pay"),
    C_("grade.settlement.order",
       "Seat {seat} {box} was paid before seat {loser} {loser_box} was collected: every losing stake is collected "
       "before any winner is paid (R31)."),
    C_("grade.cards", "You gave {given}; the cards are {expected}, in this order."),
    C_("grade.cards.none", "You gave none; the cards are {expected}, in this order."),
    # `trainer grade` as text (trainer.report.grade_text, trainer.cli.grade)
    C_("grade.line", "{path}: {trainee} on {scenario}: {score}/{max} {mark}"),
    C_("grade.pass", "PASS"),
    C_("grade.fail", "FAIL"),
    C_("grade.scorecard", "  scorecard: {path}"),
    C_("grade.written", "Scorecards written to {folder}"),
    C_("grade.incomplete", "{path}: incomplete sheet (an interrupted session); not graded"),
    # ---- answer_key: the text of `trainer solve` ----
    C_("answer_key.status", "Status"),
    C_("answer_key.procedure", "Procedure"),
    C_("answer_key.reader", "Reader"),
    C_("answer_key.punto", "Punto"),
    C_("answer_key.banco", "Banco"),
    C_("answer_key.announce", "Announce"),
    C_("answer_key.winner", "Winner"),
    C_("answer_key.payouts", "Payouts"),
    C_("answer_key.set_aside", "Set aside"),
    C_("answer_key.burned", "Burned"),
    C_("answer_key.next_hand", "Next hand"),
    C_("answer_key.button", "Button"),
    C_("answer_key.bets", "Bets"),
    C_("answer_key.settlement", "Settlement"),
    C_("answer_key.stake", "seat {seat} {box} {amount}"),
    C_("answer_key.settled", "{n}. {act} seat {seat} {box} {amount}"),
    C_("cite.premise", "premise"),
    C_("cite.article", "Art. {article}"),
    C_("answer_key.no_steps", "none (clean hand)"),
    C_("answer_key.none", "none"),
    C_("answer_key.seat", "seat {seat}"),
    C_("answer_key.payout", "seat {seat} {amount}"),
    C_("answer_key.dealer", "the dealer"),
    C_("answer_key.hand", "Hand {n} of {count}"),
    # ---- codes: shown as written in English (trainer.i18n.Code) ----
    C_("value.valid", "valid"),
    C_("value.colpo_in_bianco", "colpo_in_bianco"),
    C_("value.cancelled", "cancelled"),
    C_("value.normal", "normal"),
    C_("value.new_shoe", "new_shoe"),
    C_("value.punto", "punto"),
    C_("value.banco", "banco"),
    C_("value.egalite", "egalite"),
    C_("value.dealer", "dealer"),
    C_("solve.payouts.as_played",
       "A refused stake neither wins nor loses, and a reduced one settles at the maximum it plays at."),
)


# Each article's own sentences live in its place (trainer/faults/<article>/words.py).
