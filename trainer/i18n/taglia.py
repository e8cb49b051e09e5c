"""Words of the whole-taglia session (`trainer train --shoe`, a sequence file, `--resume`), English and
Italian. Every id starts with "taglia."."""
from __future__ import annotations

from .messages import C_, NC_, Messages

MESSAGES: Messages = (
    C_("taglia.welcome",
       "Whole taglia for {trainee}: {sabot}, seed {seed}. You are the dealer; hands follow one another from one "
       "sabot until the mask comes out."),
    C_("taglia.sabot.one", "a sabot of one deck"),
    C_("taglia.sabot.many", "a sabot of {n} decks"),
    C_("taglia.quick", "Quick: a hand with nothing to handle asks only the reader, the announcement and the winner."),
    C_("taglia.quick.payouts",
       "Quick: a hand with nothing to handle asks only the reader, the announcement, the winner and, when a stake "
       "is on the table, the payouts."),
    NC_("taglia.burn", "Opening burn (R23): {card} turned up, so {count} more card is burned: {cards}.",
        "Opening burn (R23): {card} turned up, so {count} more cards are burned: {cards}.", count="count"),
    C_("taglia.resumed", "Resuming {scenario} at hand {n}."),
    C_("taglia.status", "Hand {n} · {left} cards before the mask · score {score}/{max}"),
    C_("taglia.status.out", "Hand {n} · the mask has come out · score {score}/{max}"),
    C_("taglia.hand.score", "Hand {n}: {score}/{max}."),
    C_("taglia.over", "The mask has ended the taglia after {count} hands."),
    C_("taglia.saved.taglia", "The taglia: {path}"),
    C_("taglia.saved.sheet", "Your answers: {path}"),
    C_("taglia.saved.scorecard", "Scorecard: {path}"),
    C_("taglia.resume", "To go on later:"),
    C_("taglia.status.of", "Hand {n} of {total} · {left} cards before the mask · score {score}/{max}"),
    C_("taglia.status.of.out", "Hand {n} of {total} · the mask has come out · score {score}/{max}"),
    C_("taglia.status.of.plain", "Hand {n} of {total} · score {score}/{max}"),
    C_("taglia.sequence.welcome",
       "Sequence for {trainee}: {title}. {count} hands from one sabot, one after the other; you are the dealer."),
    C_("taglia.sequence.over", "End of the sequence: {count} hands played."),
    C_("taglia.sequence.total", "Sequence score: {score}/{max}. {verdict} (pass mark: {mark})."),
    C_("taglia.saved.sequence", "The sequence: {path}"),
    C_("taglia.total", "Taglia score: {score}/{max}. {verdict} (pass mark: {mark})."),
    C_("taglia.wait.first", "Press Enter to deal the first hand…"),
    C_("taglia.replay", "Play the whole taglia again:"),
    C_("taglia.sequence.replay", "Play the sequence again:"),
    C_("taglia.hand.exhausted",
       "This hand was exhausted (Art. 10): its cards were already burned, so it stands as played; only its status, "
       "procedure, next hand and button are decided."),
    C_("taglia.listing", "The cards in sabot order; third cards come from here, by the table:"),
    C_("taglia.hand.cards", "The hand: Punto {punto} ({punto_score}), Banco {banco} ({banco_score})."),
)
