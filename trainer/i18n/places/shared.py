"""Words shared by the articles' building blocks: rebuilt and cancelled hands (base.py),
ordinals and whether a hand can be told apart again (story_kit.py)."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("session.story.rien_ne_va_plus", "Betting is closed: \"Rien ne va plus\"."),
    C_("session.on_box.punto", "on Punto"),
    C_("session.on_box.banco", "on Banco"),
    C_("session.on_box.egalite", "on Égalité"),
    C_("base.bets.status",
       "A stake the dealer acted on does not touch the cards: the hand is dealt as it lies, and is valid."),
    C_("base.rebuilt.status", "{what}; the hand can be rebuilt, so it stands as valid."),
    C_("base.rebuilt.procedure",
       "Call the inspectors, then rebuild the hand in sabot order (R7, R8) before anything is paid."),
    C_("base.rebuilt.procedure.spare",
       "The cards the rebuilt hand does not use go under the sabot and a colpo in bianco is announced (R9)."),
    C_("base.rebuilt.set_aside", "No drawn card is left over once the hand is rebuilt."),
    C_("base.rebuilt.set_aside.spare",
       "The rebuilt hand uses {used} of the {drawn} cards drawn; the rest are set aside in order for the next hand "
       "(R9)."),
    C_("base.rebuilt.next_hand", "Nothing is left over, so the next hand is a normal one."),
    C_("base.rebuilt.next_hand.spare", "The left-over cards are played as a colpo in bianco, without bets (R9)."),
    C_("base.cancelled.status", "{what}, and the hand cannot be clearly rebuilt, so it is cancelled."),
    C_("base.cancelled.procedure",
       "Call the inspectors, declare the hand void, then burn the cards drawn; every stake goes back (R7, R16)."),
    C_("base.cancelled.burned", "The {drawn} cards drawn in the cancelled hand are burned."),
    C_("base.cancelled.next_hand", "A cancelled hand leaves nothing over: the next hand is normal."),
    C_("base.bianco.status",
       "The hand before announced this colpo in bianco (R20): it is played without bets, so nobody reads Punto and "
       "nothing is paid."),
    C_("base.bianco.procedure", "The colpo in bianco was announced in the hand before (R4): this hand needs no step."),
    C_("session.ordinal.st", "{n}st"),
    C_("session.ordinal.nd", "{n}nd"),
    C_("session.ordinal.rd", "{n}rd"),
    C_("session.ordinal.th", "{n}th"),
    C_("session.story.clear", "It is clear which card belongs where."),
    C_("session.story.unclear", "The cards got mixed up: nobody can say for sure which card was which."),
)
