"""Article 1's words: the engine's reasons for extra and exposed cards, and the session's story of them."""
from __future__ import annotations

from ..messages import C_, Messages

MESSAGES: Messages = (
    C_("art1.extra.status", "A card drawn by mistake does not spoil the hand: it goes on by the rules without it."),
    C_("art1.extra.set_aside",
       "The extra card {card} goes under the sabot and opens the next hand (R3); it is never burned."),
    C_("art1.extra.burned", "Article 1 keeps the extra card for the next hand; nothing is burned."),
    C_("art1.extra.cards", "The extra card plays on neither side; each side has the cards the rules give it."),
    C_("art1.extra.procedure.seen",
       "The extra card was seen, so it is set aside and the dealer announces now that the next hand is a colpo in "
       "bianco (R4)."),
    C_("art1.extra.next_hand.seen", "A seen extra card opens the next hand, which is played without bets."),
    C_("art1.extra.procedure.unseen", "Nobody saw the extra card: set it aside under the sabot and go on."),
    C_("art1.extra.next_hand.unseen", "An unseen extra card simply opens the next hand, which is a normal one."),
    C_("art1.top.status",
       "The first card of the hand could be seen in the sabot before the deal, so the hand is played without bets."),
    C_("art1.top.procedure", "Hand every stake back, then announce the colpo in bianco; the card is not burned."),
    C_("art1.top.button", "A colpo in bianco does not move the button."),
    C_("art1.top.next_hand", "The fault is settled by this colpo in bianco; the next hand is normal."),
    C_("art1.exposed.status.sabot",
       "Card {card} was seen in the sabot after betting closed: the card is valid and the hand stands."),
    C_("art1.exposed.status.distribution",
       "Card {card} was uncovered during the distribution after betting closed: the card is valid and the hand "
       "stands."),
    C_("art1.exposed.procedure", "Betting was already closed, so the dealer simply goes on with the hand."),
    C_("session.story.extra.seen",
       "One card too many: the {n} card out of the sabot, {card}, is drawn although no rule calls for it. It lands "
       "face up and the players see it."),
    C_("session.story.extra.unseen",
       "One card too many: the {n} card out of the sabot, {card}, is drawn although no rule calls for it. It stays "
       "face down: nobody sees it."),
    C_("session.story.exposed.top",
       "Before the deal, the top card of the sabot, {card}, shows through: it can be seen."),
    C_("session.story.exposed.sabot", "The next card in the sabot, the {n}, {card}, can be seen through the sabot."),
    C_("session.story.exposed.distribution", "The {n} card, {card}, is turned face up by mistake as it is dealt."),
)
