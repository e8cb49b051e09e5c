"""What a trainee reads at a prompt beyond its question: the help `?` gives at every prompt (issue 20, item 3),
the one "nothing typed" sentence, and a stop before the first answer; in English and Italian.

Ids start with "session." (the prompts of `trainer train`), "exam." (a sitting) or "cli." (any command). A help
says what its key asks and how it is typed, the same for every hand: it never depends on the hand asked, so it
never tells its answer.
"""
from __future__ import annotations

from .messages import C_, Messages

ANNOUNCE_EXAMPLE = "Banco 4, Punto 2"  # the form of an announcement; no bundled scenario's right answer (tests)

MESSAGES: Messages = (
    # ---- `?` at a prompt: what the key asks, how to type it ----
    C_("session.help.status",
       "The status says what this hand becomes after what happened at the table: valid (it is played and "
       "settled), colpo in bianco (it is played without bets), cancelled (it is void and the stakes go back), or "
       "exhausted (its cards were burnt before the error was found: it stands as played). Type the option's "
       "number, or its name."),
    C_("session.help.procedure",
       "The procedure is what you do about what happened, step by step, in the order you do it: type the steps' "
       "numbers separated by spaces, or 0 (or none) when the hand needs no step. Each step's rule: trainer rules "
       "and the step's code, the word after its number."),
    C_("session.help.bets",
       "Seat by seat, the stakes that play once you have acted: a stake refused, reduced or exchanged plays as "
       "you left it. Type each box with its tokens, like p 130 (Punto) or b 70 e 15 (Banco and Égalité); 0 (or "
       "none) when none of the seat's stakes plays."),
    C_("session.help.reader",
       "The reader receives the two Punto cards, covered, and reads them. Type the seat's number ({seats}), or "
       "dealer when no seated player reads and the dealer completes the hand."),
    C_("session.help.punto",
       "Punto's cards: every card Punto ends the hand with, in the order dealt (two, or three with a third "
       "card). Type their numbers in the list of this hand's cards, separated by spaces."),
    C_("session.help.banco",
       "Banco's cards: every card Banco ends the hand with, in the order dealt (two, or three with a third "
       "card). Type their numbers in the list of this hand's cards, separated by spaces."),
    C_("session.help.announce",
       "The announcement is what you say at the table once the cards are turned: Banco's score first, then "
       "Punto's, in digits, e.g. {example}."),
    C_("session.help.winner",
       "The winner is the box that wins this hand: Punto, Banco, or Égalité when the scores are equal. Type the "
       "option's number, or its name."),
    C_("session.help.payouts",
       "Seat by seat, each seat's net result in this hand: + what it won, - what it lost, 0 when it neither "
       "wins nor loses. Type the amount, like -13 or 123.45."),
    C_("session.help.settlement",
       "The layout worked one bet at a time, in the order you work it: c SEAT BOX STAKE collects a losing bet, "
       "p SEAT BOX WIN pays a winning one (the box: p, b or e); 0 (or done) when the layout is settled."),
    C_("session.help.set_aside",
       "The cards you put under the sabot to open the next hand, in order. Type their numbers in the list of "
       "this hand's cards, separated by spaces; 0 (or none) when no card is set aside."),
    C_("session.help.burned",
       "The cards your procedure burns, not the normal discard after the hand. Type their numbers in the list of "
       "this hand's cards, separated by spaces; 0 (or none) when your procedure burns none."),
    C_("session.help.next_hand",
       "What the hand after this one is: a normal hand, a colpo in bianco, or a new shoe. Type the option's "
       "number, or its name."),
    C_("session.help.button",
       "The seat that holds the button for the next hand. Type the seat's number ({seats})."),
    C_("session.help.read", "To read: {command}"),
    C_("session.help.again", "Then type your answer at the prompt: ? answers nothing."),
    # ---- an empty line: never an answer ----
    C_("session.retry.empty.none",
       "Nothing typed: type your answer, or 0 (or none) for none; ? says how."),
    C_("session.retry.empty.value", "Nothing typed: type your answer; ? says how."),
    # ---- Ctrl-C before the first answer (trainer.cli.stop) ----
    C_("session.stopped.before", "Session stopped (Ctrl-C) before its first answer: nothing was answered, nothing "
       "recorded."),
    C_("exam.stopped.before",
       "The exam was stopped (Ctrl-C) before its first hand: nothing was answered, nothing recorded. The proctor "
       "can start the sitting again with the same command."),
    C_("cli.stopped", "Stopped (Ctrl-C)."),
    # ---- an exam stopped (issue 15): it is not resumed, the proctor starts a new sitting ----
    C_("exam.stopped.new_sitting",
       "A stopped exam cannot be resumed: it is recorded as failed, incomplete. The proctor starts a new sitting "
       "with:"),
)
